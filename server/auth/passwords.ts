import { hash, verify } from '@node-rs/argon2';

/** argon2id with the library's defaults (about 33 ms a hash here). */
export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

/** A fixed hash to verify against when no account matches, so timing does not reveal which emails exist. */
let decoy: Promise<string> | undefined;

export async function verifyPassword(passwordHash: string | null | undefined, password: string): Promise<boolean> {
  if (!passwordHash) {
    decoy ??= hash('decoy-password-for-timing');
    await verify(await decoy, password).catch(() => false);
    return false;
  }
  return verify(passwordHash, password).catch(() => false);
}
