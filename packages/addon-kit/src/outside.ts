/**
 * For add-ons with an outside service: reading a provider's refusals, and the development actions of the local
 * receiver that stands in for it. Nothing here needs the core, so it lives in the kit and its server entry
 * re-exports it.
 */

/** Where a provider's answer says whether it did the call: its code field, its message field, the code of success. */
export interface AnswerCode {
  readonly code: string;
  readonly message: string;
  readonly ok: string;
}

/**
 * A `ServiceSpec.refusal` for a provider that answers a refusal with 2xx and a code other than success: the code
 * and its message as the call log shows them (`CODE: message`). An answer without the code field (a plain body) is
 * no refusal.
 */
export function refusalByCode(fields: AnswerCode): (answer: unknown) => string | undefined {
  return (answer) => {
    if (typeof answer !== 'object' || answer === null) return undefined;
    const said = answer as Readonly<Record<string, unknown>>;
    const code = said[fields.code];
    if (code === undefined || code === fields.ok) return undefined;
    return `${String(code)}: ${String(said[fields.message] ?? '')}`;
  };
}

/** How many records one receiver action settles at the most, so a development button stays quick. */
const SETTLED_AT_ONCE = 50;

/**
 * The newest of a stand-in's records (kept in the order they came) that `matches`: the one a receiver action's form
 * names, where a number may have been used again.
 */
export function latestMatching<R>(records: Iterable<R>, matches: (record: R) => boolean): R | undefined {
  return [...records].reverse().find(matches);
}

/**
 * A receiver action over every waiting record: each settled in turn (the first fifty), what each says joined for
 * the operator, `none` when nothing waits.
 */
export async function settleEach<R>(
  waiting: readonly R[],
  settle: (record: R) => Promise<string>,
  none: string,
): Promise<string> {
  const said: string[] = [];
  for (const record of waiting.slice(0, SETTLED_AT_ONCE)) said.push(await settle(record));
  return said.length === 0 ? none : said.join('; ');
}
