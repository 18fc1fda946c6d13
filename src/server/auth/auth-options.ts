import "server-only";
import type { NextAuthOptions } from "next-auth";
import GoogleProvider, { type GoogleProfile } from "next-auth/providers/google";
import { env, googleSignInEnabled, secureCookies, sessionSecret } from "@/env";
import { href } from "@/lib/links";
import { createSession } from "@/server/auth/create-session";
import { CUSTOMER_ROLE, SESSION_ID_PATTERN, SESSION_MAX_AGE_SECONDS } from "@/server/auth/customer-session";
import { findOrCreateGoogleCustomer } from "@/server/auth/find-or-create-google-customer";
import { revokeCustomerSession } from "@/server/auth/revoke-session";

// next-auth's own configuration, for /api/auth/[...nextauth] (Google's redirect sign-in) and for
// getServerSession(). Our REST endpoints write the same cookie with the same claims
// (src/server/auth/customer-session.ts): sub = customer id, role "customer", sv = session version,
// sid = the Session row made at sign-in. Built per request (with that request's User-Agent, kept
// with the session), so a build without NEXTAUTH_SECRET or Google settings never evaluates them.

export function authOptions({ userAgent = null }: { userAgent?: string | null } = {}): NextAuthOptions {
  const { GOOGLE_CLIENT_ID: clientId, GOOGLE_CLIENT_SECRET: clientSecret } = env;
  return {
    secret: sessionSecret(),
    // Same cookie names and Secure flag as customer-session.ts (both follow the site URL's scheme).
    useSecureCookies: secureCookies(),
    session: { strategy: "jwt", maxAge: SESSION_MAX_AGE_SECONDS },
    pages: { signIn: href.login(), error: href.login() },
    providers: googleSignInEnabled() && clientId && clientSecret ? [GoogleProvider({ clientId, clientSecret })] : [],
    callbacks: {
      // Google has proved the e-mail only when it says so; a deactivated customer is refused here.
      async signIn({ account, profile }) {
        if (account?.provider !== "google") return false;
        const google = profile as GoogleProfile | undefined;
        return Boolean(google?.email_verified && google.sub && google.email);
      },
      // A Google sign-in starts a session like our own endpoints do: a Session row, its id in the token.
      async jwt({ token, account, profile }) {
        if (account?.provider === "google" && profile) {
          const google = profile as GoogleProfile;
          const customer = await findOrCreateGoogleCustomer({
            googleId: google.sub,
            email: google.email.trim().toLowerCase(),
            name: google.name?.trim() || null,
          });
          const session = await createSession({ kind: "customer", ownerId: customer.id, userAgent });
          return { sub: customer.id, role: CUSTOMER_ROLE, sv: customer.sessionVersion, sid: session.id };
        }
        return token;
      },
    },
    events: {
      // next-auth's own sign-out (/api/auth/signout) ends the session on the server too, like /api/user/logout.
      async signOut({ token }) {
        const sid = token?.sid;
        if (token?.role === CUSTOMER_ROLE && typeof token.sub === "string" && typeof sid === "string" && SESSION_ID_PATTERN.test(sid)) {
          await revokeCustomerSession({ customerId: token.sub, sessionId: sid });
        }
      },
    },
  };
}
