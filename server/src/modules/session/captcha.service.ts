import { randomBytes } from 'node:crypto';
import { and, eq, gt, lt } from 'drizzle-orm';
import svgCaptcha from 'svg-captcha';
import type { AppDb } from '../../db/client';
import { captchas } from '../../db/schema';

const CAPTCHA_TTL_SECONDS = 300;

export interface IssuedCaptcha {
  readonly id: string;
  readonly svg: string;
}

/** A new four-character SVG captcha; the answer stays on the server for five minutes, for one try. */
export async function issueCaptcha(db: AppDb, now: number): Promise<IssuedCaptcha> {
  const { data, text } = svgCaptcha.create({
    size: 4,
    noise: 2,
    ignoreChars: '0oO1iIlL',
    color: true,
    background: '#f5f7fa',
  });
  const id = randomBytes(16).toString('base64url');
  await db.delete(captchas).where(lt(captchas.expiresAt, now));
  await db.insert(captchas).values({ id, answer: text.toLowerCase(), expiresAt: now + CAPTCHA_TTL_SECONDS });
  return { id, svg: data };
}

/** Checks `id:text` and spends the captcha whatever the outcome, so each one gets a single guess. */
export async function consumeCaptcha(db: AppDb, value: string, now: number): Promise<boolean> {
  const cut = value.indexOf(':');
  if (cut <= 0) return false;
  const id = value.slice(0, cut);
  const answer = value
    .slice(cut + 1)
    .trim()
    .toLowerCase();
  const [row] = await db
    .delete(captchas)
    .where(and(eq(captchas.id, id), gt(captchas.expiresAt, now)))
    .returning({ answer: captchas.answer });
  return row !== undefined && answer !== '' && row.answer === answer;
}
