// Prisma's contains / startsWith / endsWith become SQL LIKE / ILIKE and pass % and _ through as
// wildcards (prisma/orm#19506): a search for "100%" would match every "100...". PostgreSQL's
// LIKE escapes with a backslash by default, so escaping \, % and _ makes the text match literally.

/** `text` for a Prisma contains/startsWith/endsWith filter, matched literally. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (character) => `\\${character}`);
}
