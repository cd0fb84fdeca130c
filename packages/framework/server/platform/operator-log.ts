import { apiAction } from '@yanye/catalog';
import { LANGS, type MessageParam, T, type Texts } from '@yanye/i18n';
import { isPlainText, type LogSentence, sameText, sentenceOf } from '@yanye/protocol';
import { operatorLogs } from '../db/schema';
import type { Principal } from './context';
import { insertStatement } from './insert-rows';
import type { StoreDb } from './tenancy';

export interface OperatorLogEntry {
  readonly api: string;
  readonly ip: string;
  /** The browser or client that made the call (its `user-agent`). */
  readonly userAgent?: string;
  readonly target?: string;
  /** What was done, as a sentence the log renders in its reader's language; else `calledSentence`. */
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

/** Ids of several records (`3,12,15`): at most 1,000 by the calls' schemas (`idList`). */
const ID_LIST = /^\d{1,16}(,\d{1,16}){1,999}$/;

/**
 * The target as kept: a list of ids whole, so each record's history finds the write (a list cut short would
 * leave records out, or leave half an id that reads as another record); anything else cut as `loggable` does.
 */
function targetKept(target: string): string {
  return ID_LIST.test(target) ? target : loggable(target, 200);
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

const CALLED = T('{action}');
const CALLED_ON = T('{action}（#{target}）');

/**
 * What the log says of a write whose route says nothing of its own: what the catalogue calls the call
 * (`送审与测试`), and the id it was given.
 */
export function calledSentence(api: string, target: string): LogSentence {
  const action = apiAction(api)?.action ?? sameText(api);
  return target ? { text: CALLED_ON, params: { action, target } } : { text: CALLED, params: { action } };
}

/**
 * What is wrong with a sentence, if anything: a placeholder of one language that another lacks, or one no value
 * is given for. The tests hold every write's sentence to it, so a sentence read in any language is whole.
 */
export function sentenceProblem(said: LogSentence): string | undefined {
  const names = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!).sort();
  const zh = names(said.text.zh);
  for (const lang of LANGS) {
    const own = names(said.text[lang]);
    if (own.join() !== zh.join())
      return `“${said.text[lang]}” has {${own}} where “${said.text.zh}” has {${zh}}`;
    const missing = own.find((name) => said.params?.[name] === undefined);
    if (missing) return `“${said.text[lang]}” is given no {${missing}}`;
  }
  return undefined;
}

/** Records a successful write in the same transaction as the write itself: both land or neither. */
export async function recordOperatorLog(db: StoreDb, who: Principal, entry: OperatorLogEntry): Promise<void> {
  const said = loggableSentence(entry.said ?? calledSentence(entry.api, entry.target ?? ''));
  const row = {
    accountId: who.accountId,
    username: who.username,
    api: entry.api,
    target: targetKept(entry.target ?? ''),
    // The Chinese sentence is kept as the summary too: what the log's keyword filter searches.
    summary: loggable(sentenceOf(said, 'zh'), 500),
    detail: said,
    object: entry.object ?? '',
    objectName: loggable(entry.objectName ?? '', 200),
    ip: entry.ip,
    userAgent: loggable(entry.userAgent ?? '', 300),
  };
  // Nothing waits for the row: on PostgreSQL it goes, compiled (insert-rows.ts), in the message of the
  // write's next statement (its receipt, or its COMMIT), a message fewer.
  const later = db.session.later;
  const statement = later && insertStatement(db, operatorLogs, [row]);
  if (statement && later(statement)) return;
  await db.insert(operatorLogs).values(row);
}
