import type { StoreDb } from '@yanye/addon-kit/server';
import { wxKeywordReplies } from './tables';

const k = wxKeywordReplies;

/**
 * A keyword as the store keeps it: what a merchant would call the same word written alike. Full-width letters,
 * digits and spaces become their plain forms (NFKC: `ＶＩＰ` is `VIP`, as a Chinese input method may type it), the
 * spaces around it go, and each run of spaces inside it is one space. Case is kept as typed.
 */
export function keywordText(typed: string): string {
  return typed.normalize('NFKC').trim().replace(/\s+/g, ' ');
}

/** What keywords are compared by, in a save and in a follower's message alike: the kept text in any case. */
export const keywordKey = (text: string) => keywordText(text).toLowerCase();

/** The rule that holds a keyword and match: its id (none for a row of the sheet being imported) and keyword. */
export interface HeldRule {
  readonly id: number | undefined;
  readonly keyword: string;
}

/** The key of a rule: one rule per keyword (in any case and spacing) and match. */
export const ruleKey = (keyword: string, match: string) => `${match}\u0000${keywordKey(keyword)}`;

/** The store's rules by `ruleKey`, for the check of one save or of every row of an import. */
export async function heldRules(db: StoreDb): Promise<Map<string, HeldRule>> {
  const rows = await db.select({ id: k.id, keyword: k.keyword, match: k.match }).from(k);
  return new Map(rows.map((r) => [ruleKey(r.keyword, r.match), { id: Number(r.id), keyword: r.keyword }]));
}
