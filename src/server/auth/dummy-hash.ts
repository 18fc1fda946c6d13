import "server-only";
import { hashSecret } from "@/server/auth/password";

// A real argon2id hash of a random secret, made once per process. A login for an unknown e-mail
// verifies against it, so it costs the same time as a wrong password for a known one (no timing
// tell for which e-mails have accounts).
let dummy: Promise<string> | undefined;

export function dummyPasswordHash(): Promise<string> {
  dummy ??= hashSecret(crypto.randomUUID());
  return dummy;
}
