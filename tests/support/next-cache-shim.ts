// Next's cache functions only work inside a Next.js render. Under Vitest the "use cache"
// directive is inert, so these stand-ins let the real data layer and route handlers run
// uncached against the real database. They record invalidations so tests can assert on them.
export const invalidatedTags: string[] = [];

export function cacheTag(..._tags: string[]): void {}
export function cacheLife(_profile: unknown): void {}
export function revalidateTag(tag: string, _profile?: unknown): void {
  invalidatedTags.push(tag);
}
export function updateTag(tag: string): void {
  invalidatedTags.push(tag);
}
export function revalidatePath(_path: string, _type?: string): void {}
export function refresh(): void {}
export function unstable_noStore(): void {}
