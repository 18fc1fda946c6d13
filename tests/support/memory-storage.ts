/**
 * An in-memory Web Storage (what `localStorage` is in a browser) for unit tests in Node. Two
 * stores given the same instance behave like two tabs of the shop sharing one origin's storage.
 */
export class MemoryStorage implements Storage {
  #items = new Map<string, string>();

  get length(): number {
    return this.#items.size;
  }

  key(index: number): string | null {
    return [...this.#items.keys()][index] ?? null;
  }

  getItem(key: string): string | null {
    return this.#items.get(key) ?? null;
  }

  setItem(key: string, value: string): void {
    this.#items.set(key, String(value));
  }

  removeItem(key: string): void {
    this.#items.delete(key);
  }

  clear(): void {
    this.#items.clear();
  }
}

/** A `storage` event as the browser fires it in the other tabs (Node has no StorageEvent). */
export function storageEvent(key: string | null): Event {
  return Object.assign(new Event("storage"), { key });
}
