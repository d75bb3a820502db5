import { hash, verify } from '@node-rs/argon2';

export const hashPassword = (password: string) => hash(password);

// Verifying against a real hash even for unknown users keeps the answer time the same for both.
let dummyHash: Promise<string> | undefined;

export async function verifyPassword(storedHash: string | undefined, password: string): Promise<boolean> {
  if (!storedHash) {
    dummyHash ??= hash('not-a-real-password');
    await verify(await dummyHash, password).catch(() => false);
    return false;
  }
  return verify(storedHash, password).catch(() => false);
}
