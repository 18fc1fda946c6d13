// Dates and section titles of the legal pages. The Terms' date and its four sections are the
// spec's (back office §2 "Static brand pages", §9); the privacy policy is the shop's own.

export const TERMS_LAST_UPDATED = "May 15, 2025";

export const TERMS_SECTIONS = {
  general: "General Terms",
  privacy: "Privacy Policy",
  content: "Use of Content",
  termination: "Termination of Use",
} as const;

export type TermsSectionId = keyof typeof TERMS_SECTIONS;

/** Change it with every change to the privacy policy's text. */
export const PRIVACY_LAST_UPDATED = "November 22, 2026";

/** "Last updated May 15, 2025", as the legal pages show it. */
export function lastUpdatedText(date: string): string {
  return `Last updated ${date}`;
}
