import { hash, verify, type Options } from '@node-rs/argon2';

/**
 * argon2id at OWASP's recommended minimum (19 MiB memory, 2 iterations, parallelism 1).
 * See docs/decisions/0002-sessions-and-passwords.md.
 */
export const ARGON2_OPTIONS: Options = {
  algorithm: 2, // Algorithm.Argon2id (a const enum, not importable under verbatimModuleSyntax)
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
};

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | undefined;
/**
 * Verifies against a throw-away hash so that an unknown e-mail costs as much time as a known
 * one: the answer's timing does not reveal which addresses have accounts.
 */
export async function burnPasswordCheck(password: string): Promise<void> {
  dummyHash ??= hashPassword('comptoir-timing-equaliser');
  await verifyPassword(await dummyHash, password);
}
