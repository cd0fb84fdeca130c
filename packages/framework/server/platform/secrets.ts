import { createSecretKey, type KeyObject, randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { AppDb } from '../db/client';
import { platformSecrets } from '../db/schema';

/**
 * The access-token key: JWT_SECRET when set, else a random key made by whichever process starts first and kept
 * in the database, so every process (and every restart) signs and verifies alike.
 */
export async function loadJwtKey(db: AppDb, fromEnv: string | undefined): Promise<KeyObject> {
  // A KeyObject made once: handing jose raw bytes would import the key again on every request.
  if (fromEnv) return createSecretKey(Buffer.from(fromEnv, 'utf8'));
  await db
    .insert(platformSecrets)
    .values({ name: 'jwt', value: randomBytes(48).toString('base64url') })
    .onConflictDoNothing();
  const [row] = await db.select().from(platformSecrets).where(eq(platformSecrets.name, 'jwt'));
  return createSecretKey(Buffer.from(row!.value, 'utf8'));
}
