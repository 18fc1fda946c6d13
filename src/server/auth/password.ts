// Password and reset-secret hashing: argon2id (OWASP Password Storage Cheat Sheet settings:
// 19 MiB memory, 2 iterations, 1 lane), in PHC string form ($argon2id$v=19$m=...,t=...,p=...$salt$hash),
// so the cost can be raised later without breaking old hashes (see needsRehash).
//
// Deliberately free of "server-only": the seed script (plain Node via tsx) hashes with it too.
import { hash, parseOptions, verify, type Options } from "@node-rs/argon2";

// `Algorithm.Argon2id` is a const enum, which isolated modules cannot import; its value is 2.
const ARGON2ID = 2 as Options["algorithm"];
const PARAMS = { memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;
// Upper bounds for parameters read back from storage: a corrupted or hostile stored value must
// not make one verification allocate gigabytes or spin for minutes.
const MAX = { memoryCost: 262144, timeCost: 10, parallelism: 8 } as const;

// The same password typed on different keyboards (composed or decomposed accents) verifies.
const normalize = (plain: string) => plain.normalize("NFKC");

/** Hashes a password or secret with a fresh random salt. */
export function hashSecret(plain: string): Promise<string> {
  return hash(normalize(plain), { algorithm: ARGON2ID, ...PARAMS });
}

function storedParams(stored: string) {
  if (!stored.startsWith("$argon2id$")) return null;
  try {
    const p = parseOptions(stored);
    if (p.memoryCost > MAX.memoryCost || p.timeCost > MAX.timeCost || p.parallelism > MAX.parallelism) return null;
    return p;
  } catch {
    return null;
  }
}

/** True when `plain` matches the stored hash (constant-time inside argon2); malformed input is simply false. */
export async function verifySecret(plain: string, stored: string | null | undefined): Promise<boolean> {
  if (typeof plain !== "string" || typeof stored !== "string" || !storedParams(stored)) return false;
  try {
    return await verify(stored, normalize(plain));
  } catch {
    return false;
  }
}

/** True when a stored hash uses weaker settings than today's, so it should be re-hashed after a login. */
export function needsRehash(stored: string): boolean {
  const p = storedParams(stored);
  return !p || p.memoryCost < PARAMS.memoryCost || p.timeCost < PARAMS.timeCost;
}
