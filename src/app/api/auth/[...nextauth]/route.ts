import NextAuth from "next-auth";
import type { NextRequest } from "next/server";
import { authOptions } from "@/server/auth/auth-options";
import { otherMethods } from "@/server/http/other-methods";

// next-auth's own handler (Google's redirect sign-in, /api/auth/session, /api/auth/csrf...): the
// one route file whose GET and POST are not made by route(). next-auth answers its own actions,
// checks its own CSRF token on POST, and sets its own cookie; the session it writes is the one
// route() reads (tests/integration/route-access.test.ts lists the file as exempt). Options are
// built per request (see auth-options.ts), so a build never needs the secret, and a Google
// sign-in's session row keeps the browser's User-Agent.
type Context = { params: Promise<{ nextauth: string[] }> };

async function handler(request: NextRequest, context: Context): Promise<Response> {
  return (NextAuth(authOptions({ userAgent: request.headers.get("user-agent") })) as (request: NextRequest, context: Context) => Promise<Response>)(request, context);
}

export { handler as GET, handler as POST };
export const { PUT, PATCH, DELETE, OPTIONS } = otherMethods({ GET: handler, POST: handler });
