import { fail } from "@/server/http/envelope";

// Next answers a method a route file does not export with a bare 405: no body, no Allow header
// (next/dist/server/route-modules/app-route/helpers/auto-implement-methods.js), and its automatic
// OPTIONS lists every exported method. Each route file therefore ends with one line,
//   export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ GET });
// naming what it implements; every other method answers 405 with Allow and the envelope.
// tests/integration/api-hardening.test.ts checks that every route file under src/app/api has it.

export const API_METHODS = ["GET", "POST", "PUT", "PATCH", "DELETE"] as const;
export type ApiMethod = (typeof API_METHODS)[number];

type Implemented = Partial<Record<ApiMethod, (...args: never[]) => Promise<Response>>>;
type Answer = () => Response;
export type OtherMethods<T extends Implemented> = Record<Exclude<ApiMethod, keyof T> | "OPTIONS", Answer>;

/** The Allow header for a route that implements `methods` (HEAD comes with GET, OPTIONS always). */
export function allowHeader(methods: readonly ApiMethod[]): string {
  const allow = new Set<string>([...methods, "OPTIONS"]);
  if (allow.has("GET")) allow.add("HEAD");
  return [...allow].sort().join(", ");
}

/** 405 (with Allow) for every method the route does not implement, and a truthful OPTIONS. */
export function otherMethods<T extends Implemented>(implemented: T): OtherMethods<T> {
  const methods = API_METHODS.filter((method) => implemented[method]);
  const allow = allowHeader(methods);
  const notAllowed: Answer = () => fail(405, `Method not allowed. This address accepts ${allow}.`, { Allow: allow });
  const answers: Record<string, Answer> = { OPTIONS: () => new Response(null, { status: 204, headers: { Allow: allow } }) };
  for (const method of API_METHODS) if (!implemented[method]) answers[method] = notAllowed;
  return answers as OtherMethods<T>;
}
