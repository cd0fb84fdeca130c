import { type Lang, type MessageParams, T, type Texts, textOf } from '@yanye/i18n';

/**
 * What a write did, kept so that the operator log reads it as a sentence in whichever language its reader has:
 * the sentence in each language with `{placeholders}`, their values (a text of its own in each language where it
 * has one, such as an entity's noun), and for an edit the fields it changed. Written once, when the write is done;
 * rendered by `sentenceOf` each time it is read.
 */
export interface LogSentence {
  readonly text: Texts;
  readonly params?: MessageParams;
  readonly changes?: readonly LogChange[];
  /** How many more fields changed than `changes` names. */
  readonly more?: number;
}

/**
 * One field an edit changed, its label and its value before and after, each as the reader reads it; or, without
 * `from`, a value a call was given (an un-audit's reason).
 */
export interface LogChange {
  readonly field: Texts;
  readonly from?: Texts;
  readonly to: Texts;
}

/** How each language joins a sentence to its changes, and the changes to one another. */
const JOIN: Readonly<Record<Lang, { lead: string; sep: string }>> = {
  zh: { lead: '：', sep: '；' },
  en: { lead: ': ', sep: '; ' },
  es: { lead: ': ', sep: '; ' },
  ja: { lead: '：', sep: '；' },
};

const MORE = T('等 {count} 项');

/** A sentence in `lang` in its parts: what was done, each change (`电话 13800138000 → 13900139000`), and what more. */
export interface SentenceParts {
  readonly head: string;
  readonly changes: readonly { readonly field: string; readonly from?: string; readonly to: string }[];
  /** `等 3 项` when more fields changed than are named; '' otherwise. */
  readonly more: string;
}

/** The parts of a sentence in `lang`: what `sentenceOf` joins, for a screen that lays the changes out itself. */
export function sentenceParts(said: LogSentence, lang: Lang): SentenceParts {
  return {
    head: textOf(said.text, lang, said.params),
    changes: (said.changes ?? []).map((c) => ({
      field: c.field[lang],
      ...(c.from ? { from: c.from[lang] } : {}),
      to: c.to[lang],
    })),
    more: said.more ? textOf(MORE, lang, { count: said.more }) : '',
  };
}

/** `修改了客户「张三」：电话 13800138000 → 13900139000`, in `lang`. */
export function sentenceOf(said: LogSentence, lang: Lang): string {
  const { head, changes, more } = sentenceParts(said, lang);
  const parts = changes.map((c) =>
    c.from !== undefined ? `${c.field} ${c.from} → ${c.to}` : `${c.field} ${c.to}`,
  );
  const join = JOIN[lang];
  if (more) parts.push(more);
  return parts.length > 0 ? `${head}${join.lead}${parts.join(join.sep)}` : head;
}

/** The same text in every language (a name, a number): what a value that is not translated reads as. */
export function sameText(text: string): Texts {
  return { zh: text, en: text, es: text, ja: text };
}
