import { apiTitle } from '@yanye/catalog';
import { isPlainText, type LogSentence, type MessageParam, sentenceOf, type Texts } from '@yanye/protocol';
import { operatorLogs } from '../db/schema';
import type { Principal } from './context';
import type { TenantDb } from './tenancy';

export interface OperatorLogEntry {
  readonly api: string;
  readonly ip: string;
  /** The browser or client that made the call (its `user-agent`). */
  readonly userAgent?: string;
  readonly target?: string;
  /** A note in Chinese only, of a call that says no `said`. */
  readonly summary?: string;
  /** What was done, as a sentence the log renders in its reader's language. */
  readonly said?: LogSentence;
  /** The catalogue entity it was done to (`Customer`). */
  readonly object?: string;
  /** The names of the records it was done to. */
  readonly objectName?: string;
}

/**
 * A text the log can hold whatever a handler's note carries: control characters and half characters
 * dropped, cut by characters (never in the middle of an emoji).
 */
function loggable(text: string, max: number): string {
  return Array.from(text)
    .filter((c) => isPlainText(c, true))
    .slice(0, max)
    .join('');
}

/** A sentence whose values the log can hold: each text cleaned and cut as `loggable` does. */
function loggableSentence(said: LogSentence): LogSentence {
  const clean = (texts: Texts): Texts => ({
    zh: loggable(texts.zh, 200),
    en: loggable(texts.en, 200),
    es: loggable(texts.es, 200),
    ja: loggable(texts.ja, 200),
  });
  const params: Record<string, MessageParam> = {};
  for (const [name, value] of Object.entries(said.params ?? {}))
    params[name] = typeof value === 'string' ? loggable(value, 200) : value;
  return {
    ...said,
    params,
    changes: said.changes?.map((c) => ({
      field: c.field,
      ...(c.from ? { from: clean(c.from) } : {}),
      to: clean(c.to),
    })),
  };
}

/** Records a successful write in the same transaction as the write itself: both land or neither. */
export async function recordOperatorLog(
  db: TenantDb,
  who: Principal,
  entry: OperatorLogEntry,
): Promise<void> {
  // The Chinese sentence is kept as the summary too: what the log's keyword filter searches.
  const summary = entry.said
    ? sentenceOf(entry.said, 'zh')
    : (entry.summary ?? apiTitle(entry.api)?.zh ?? entry.api);
  await db.insert(operatorLogs).values({
    accountId: who.accountId,
    username: who.username,
    api: entry.api,
    target: loggable(entry.target ?? '', 200),
    summary: loggable(summary, 500),
    detail: entry.said ? loggableSentence(entry.said) : null,
    object: entry.object ?? '',
    objectName: loggable(entry.objectName ?? '', 200),
    ip: entry.ip,
    userAgent: loggable(entry.userAgent ?? '', 300),
  });
}
