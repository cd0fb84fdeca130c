import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { AppDb } from '../db/client';
import { platformSecrets } from '../db/schema';

/**
 * The access-token key: JWT_SECRET when set, else a random key made by whichever process starts first and kept
 * in the database, so every process (and every restart) signs and verifies alike.
 */
export async function loadJwtKey(db: AppDb, fromEnv: string | undefined): Promise<Uint8Array> {
  if (fromEnv) return new TextEncoder().encode(fromEnv);
  await db
    .insert(platformSecrets)
    .values({ name: 'jwt', value: randomBytes(48).toString('base64url') })
    .onConflictDoNothing();
  const [row] = await db.select().from(platformSecrets).where(eq(platformSecrets.name, 'jwt'));
  return new TextEncoder().encode(row!.value);
}
