import { badRequest } from "@/server/errors";
import { queryProblem } from "@/server/http/url-problems";

/**
 * The query string as one value per name, refusing what no parameter may carry: control
 * characters anywhere, and a repeated parameter the handler reads (?page=1&page=2 has no single
 * meaning). Parameters the handler does not read are ignored (old clients send extra ones), and
 * they never reach a cache key: only the schema's parsed values are passed on.
 */
export function readQuery(searchParams: URLSearchParams, known: ReadonlySet<string> | null): Record<string, string> {
  const problem = queryProblem(searchParams);
  if (problem) throw badRequest(problem);
  const values = new Map<string, string>();
  for (const [key, value] of searchParams) {
    if (values.has(key) && (known === null || known.has(key))) throw badRequest(`Invalid query. ${key}: must be given only once`);
    values.set(key, value);
  }
  // fromEntries defines own properties, so a "__proto__" parameter stays a plain key.
  return Object.fromEntries(values);
}
