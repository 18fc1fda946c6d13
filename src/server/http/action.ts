import "server-only";
import { headers } from "next/headers";
import { unstable_rethrow } from "next/navigation";
import { z } from "zod";
import { env } from "@/env";
import { type Access, type AuthContext, authorize } from "@/server/auth/authorize";
import { badRequest } from "@/server/errors";
import { describeFailure } from "@/server/http/envelope";
import { describeZodError } from "@/server/http/route";
import { assertSameOrigin } from "@/server/http/same-origin";

// The server-action twin of route(): `action(access, schema, fn)` states who may call the action,
// and every call, in this order, refuses another site (Next checks Origin for actions too; this
// is the second line), checks the role (401 / 403, with `ownUserId` naming an input field that must
// be the session's customer), validates the input with the shared zod schema (400), then runs `fn`.
// Failures come back as a value, the envelope's shape, never as a thrown error: a form shows `msg`.

export type ActionResult<T> = { status: 1; msg: string; data: T } | { status: 0; msg: string; httpStatus: number };

type ActionFn<S extends z.ZodType, A extends Access, T> = (input: z.infer<S>, auth: AuthContext<A>) => Promise<T>;

/** Runs one call of an action against the request's headers; exported for tests (no request scope there). */
export async function runAction<const A extends Access, S extends z.ZodType, T>(
  access: A,
  schema: S,
  fn: ActionFn<S, A, T>,
  input: unknown,
  requestHeaders: Headers,
): Promise<ActionResult<T>> {
  try {
    const request = new Request(env.siteUrl, { method: "POST", headers: requestHeaders });
    assertSameOrigin(request);
    const fields = typeof input === "object" && input !== null ? (input as Record<string, unknown>) : {};
    const auth = await authorize(access, request, access.auth === "customer" && access.ownUserId ? { [access.ownUserId]: fields[access.ownUserId] } : {});
    const parsed = schema.safeParse(input);
    if (!parsed.success) throw badRequest(describeZodError(parsed.error));
    return { status: 1, msg: "OK", data: await fn(parsed.data, auth) };
  } catch (error) {
    unstable_rethrow(error); // redirect() and notFound() inside an action keep working
    const { httpStatus, msg } = describeFailure(error);
    return { status: 0, msg, httpStatus };
  }
}

/** Defines a server action with its access and input schema; `access` is kept for review and tests. */
export function action<const A extends Access, S extends z.ZodType, T>(access: A, schema: S, fn: ActionFn<S, A, T>) {
  const run = async (input: unknown): Promise<ActionResult<T>> => runAction(access, schema, fn, input, new Headers(await headers()));
  return Object.assign(run, { access });
}
