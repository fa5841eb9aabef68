import { hash, verify } from '@node-rs/argon2';

// Argon2id with OWASP's second recommended setting (19 MiB, 2 passes): strong and about 25 ms here.
const OPTIONS = { memoryCost: 19456, timeCost: 2, parallelism: 1 };

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

export async function verifyPassword(passwordHash: string | null, password: string): Promise<boolean> {
  // Without a hash, still spend the time of a check so timing does not tell which accounts have one.
  if (!passwordHash) {
    await hash(password, OPTIONS);
    return false;
  }
  return verify(passwordHash, password);
}
