import argon2 from 'argon2';

/** argon2id at OWASP's recommended minimum: 19 MiB, 2 passes, 1 lane. */
const OPTIONS = { type: argon2.argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

/** A hash of something nobody knows, so a login for an unknown email costs the same time. */
let dummyHash: Promise<string> | undefined;

export function hashPassword(password: string): Promise<string> {
  return argon2.hash(password, OPTIONS);
}

export async function verifyPassword(hash: string | null, password: string): Promise<boolean> {
  const target = hash ?? (await (dummyHash ??= argon2.hash('no-such-user-password', OPTIONS)));
  try {
    const ok = await argon2.verify(target, password);
    return hash !== null && ok;
  } catch {
    return false;
  }
}

export function needsRehash(hash: string): boolean {
  return argon2.needsRehash(hash, OPTIONS);
}
