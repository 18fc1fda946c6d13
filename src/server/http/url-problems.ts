import { CONTROL_CHARACTER } from "@/lib/schemas/query-values";

// What makes a request URL unusable before any route sees it. Shared by src/proxy.ts (the real
// server, where Next's own router would otherwise answer a malformed path with a plain-text 500)
// and parseQuery/parseParams (the handlers themselves). No "server-only": the proxy bundles it.

/**
 * The first problem in a raw pathname ("/api/product/%ZZ"), as a msg for the envelope, or null.
 * Checks every segment's percent-encoding and that no segment decodes to a control character.
 */
export function pathProblem(rawPathname: string): string | null {
  for (const segment of rawPathname.split("/")) {
    if (!segment.includes("%")) {
      if (CONTROL_CHARACTER.test(segment)) return "Invalid path. It must not contain control characters.";
      continue;
    }
    let decoded: string;
    try {
      decoded = decodeURIComponent(segment);
    } catch {
      return "Invalid path. It has malformed percent-encoding (a % must be followed by two hex digits).";
    }
    if (CONTROL_CHARACTER.test(decoded)) return "Invalid path. It must not contain control characters.";
  }
  return null;
}

/** The first query parameter whose name or (decoded) value holds a control character, as a msg, or null. */
export function queryProblem(searchParams: URLSearchParams): string | null {
  for (const [key, value] of searchParams) {
    if (CONTROL_CHARACTER.test(key)) return "Invalid query. A parameter name contains a control character.";
    if (CONTROL_CHARACTER.test(value)) return `Invalid query. ${key}: must not contain control characters`;
  }
  return null;
}
