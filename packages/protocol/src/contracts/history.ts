import { T } from '@yanye/i18n';
import { z } from 'zod';
import { get } from '../contract';
import { line, recordId } from '../schemas';

/**
 * A record's history (历史): the operator-log entries of one record of a catalogue entity, newest first, each as
 * its sentence in the reader's language with the fields it changed, who and when. Paged by key: `next` is the id
 * of the last entry shown, sent back as `after` for the entries before it. Who may read the record (its entity's
 * `Info` call) may read its history; the server checks it.
 */

/** One field an entry changed (`电话 13800138000 → 13900139000`), or a value it was given (an un-audit's reason). */
export const HistoryChange = z.object({
  field: z.string(),
  /** Absent for a value the call was given rather than changed. */
  from: z.string().optional(),
  to: z.string(),
});
export type HistoryChange = z.infer<typeof HistoryChange>;

export const HistoryEntry = z.object({
  id: z.number().int(),
  /** What was done, without the changes: `修改了客户「张三」`. */
  sentence: z.string(),
  changes: z.array(HistoryChange),
  /** `等 3 项` when more fields changed than `changes` names; '' otherwise. */
  more: z.string(),
  /** Who: the person's name with their username (`王建国（salt_admin）`), or the username alone. */
  by: z.string(),
  /** When, unix seconds. */
  created_at: z.number().int(),
});
export type HistoryEntry = z.infer<typeof HistoryEntry>;

/** The most entries a page holds. */
export const HISTORY_PAGE_MAX = 100;

export const recordHistory = get('/v1/seller/operator/RecordHistory', {
  summary:
    "A record's operator-log entries, newest first, paged by key (`after`: the `next` of the page before)",
  access: 'base',
  labels: { object: T('记录类型'), after: T('翻页位置') },
  query: z.object({
    /** The catalogue entity (`Customer`), as the operator log names it. */
    object: line(64).min(1),
    id: recordId,
    after: recordId.optional(),
    limit: z.coerce.number<number | string>().int().min(1).max(HISTORY_PAGE_MAX).default(20),
  }),
  response: z.object({ rows: z.array(HistoryEntry), next: z.number().int().nullable() }),
});
