import { T } from '@yanye/i18n';
import { z } from 'zod';
import { get } from '../contract';
import { line } from '../schemas';

/** The page search's records (Mod+K): goods, orders and members by number, name, pinyin or phone. */

/** The most hits of one kind a search answers. */
export const SEARCH_HITS_MAX = 5;

export const RecordHit = z.object({
  /** One of `RECORD_KINDS` (packages/catalog). */
  kind: z.string(),
  id: z.number().int(),
  /** What the record is known by: an order's number, a goods' name, a member's nickname. */
  title: z.string(),
  /** What tells it apart: the buyer and amount, the code and spec, the phone. */
  sub: z.string(),
});
export type RecordHit = z.infer<typeof RecordHit>;

export const recordSearch = get('/v1/seller/search/RecordSearch', {
  summary:
    'Finds records by what a user types in the page search: orders by the start of their number, goods by name, its pinyin (full or initials) or the start of their code, members by the start of their phone, their nickname or its pinyin; only kinds whose page the user may open, newest first, at most 5 of each',
  access: 'base',
  query: z.object({ q: line(40).min(1) }),
  labels: { q: T('搜索内容') },
  response: z.array(RecordHit),
});
