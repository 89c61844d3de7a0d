import { hash, verify } from "@node-rs/argon2";

/** Algorithm.Argon2id (a const enum, which isolated modules cannot read). */
const ARGON2ID = 2;

/** argon2id with the OWASP minimum parameters: 19 MiB, 2 passes, 1 lane (~10 ms per hash here). */
const OPTIONS = { algorithm: ARGON2ID, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

let dummy: Promise<string> | undefined;
/** A hash of a random secret, so a login for an unknown name costs the same argon2 work. */
function dummyHash() {
  dummy ??= hashPassword(`unused-${Math.random()}-${Date.now()}`);
  return dummy;
}

/**
 * Verifies a password against a stored hash, or against the dummy hash when there is no account,
 * so that both paths take the same time. A malformed stored hash counts as a mismatch.
 */
export async function verifyPassword(storedHash: string | null | undefined, password: string): Promise<boolean> {
  const target = storedHash ?? (await dummyHash());
  let ok = false;
  try {
    ok = await verify(target, password);
  } catch {
    ok = false;
  }
  return storedHash ? ok : false;
}
