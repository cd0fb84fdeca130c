import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { AppDb } from '../db/client';
import { platformSecrets } from '../db/schema';

/**
 * Seals add-on secrets (an app secret, an API key) at rest with AES-256-GCM. The key is ADDON_SECRET_KEY when
 * set, else a random key made by the first process and kept in `platform_secrets` (as the token key is), so every
 * process reads what another sealed. It is loaded once at start (`Deps.sealKey`). A sealed value is
 * `v1.<iv>.<tag>.<data>`, base64url.
 */
export async function loadSealKey(db: AppDb, fromEnv: string | undefined): Promise<Buffer> {
  const text = fromEnv ?? (await storedKey(db));
  return createHash('sha256').update(text, 'utf8').digest();
}

async function storedKey(db: AppDb): Promise<string> {
  await db
    .insert(platformSecrets)
    .values({ name: 'addon-seal', value: randomBytes(32).toString('base64url') })
    .onConflictDoNothing();
  const [row] = await db.select().from(platformSecrets).where(eq(platformSecrets.name, 'addon-seal'));
  return row!.value;
}

export function seal(key: Buffer, plain: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return ['v1', ...[iv, cipher.getAuthTag(), data].map((p) => p.toString('base64url'))].join('.');
}

/** The plain value, or undefined when it cannot be opened (another key sealed it, or it was altered). */
export function unseal(key: Buffer, sealed: string): string | undefined {
  const [v, iv, tag, data] = sealed.split('.');
  if (v !== 'v1' || !iv || !tag || data === undefined) return undefined;
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString(
      'utf8',
    );
  } catch {
    return undefined;
  }
}

/** The dots a masked secret shows in place of what it hides; no key, token or password holds one. */
export const SECRET_MASK = '••••••';

/** What the setup form shows of a secret: its last four characters behind dots, nothing of a short one. */
export function maskSecret(plain: string): string {
  return plain.length > 8 ? `${SECRET_MASK}${plain.slice(-4)}` : SECRET_MASK;
}

/**
 * What a form (or a caller) sent for a value the server keeps and shows only masked: the new value, or
 * undefined to keep the one held. Blank keeps it, and so does a mask sent back: one carrying the mask's dot
 * (what `maskSecret` shows, whoever it hid), or `shown`, the mask of the value held as its own screen shows it
 * (a bank account's `6228 **** **** 7518`), compared without spaces. Nothing clears a held secret: a new value
 * replaces it (docs/add-ons.md).
 */
export function retyped(sent: string, shown = ''): string | undefined {
  const value = sent.trim();
  const bare = (text: string) => text.replace(/\s+/g, '');
  if (value === '' || value.includes(SECRET_MASK[0]!)) return undefined;
  return shown !== '' && bare(value) === bare(shown) ? undefined : value;
}
