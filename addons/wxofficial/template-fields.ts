/**
 * The fields of a WeChat template message: its content names each as `{{name.DATA}}` (`{{thing1.DATA}}`,
 * `{{amount3.DATA}}`), and a send fills each by name. Shared by the send screen and the server's check.
 */

const FIELD = /\{\{\s*([A-Za-z][A-Za-z0-9_]{0,31})\.DATA\s*\}\}/g;

/** The fields a template's content asks for, in order, each once. */
export function templateFields(content: string): string[] {
  const out: string[] = [];
  for (const m of content.matchAll(FIELD)) if (!out.includes(m[1]!)) out.push(m[1]!);
  return out;
}

/**
 * The label each field has in the content (`订单编号：{{character_string2.DATA}}` labels it `订单编号`), or the
 * field's own name where the line says nothing before it.
 */
export function fieldLabels(content: string): Record<string, string> {
  const labels: Record<string, string> = {};
  for (const line of content.split(/\r?\n/)) {
    for (const m of line.matchAll(FIELD)) {
      const before = line
        .slice(0, m.index)
        .replace(/\{\{[^}]*\}\}/g, '')
        .trim();
      labels[m[1]!] ??= before.replace(/[：:]\s*$/, '').trim() || m[1]!;
    }
  }
  return labels;
}

/** The content with each field filled in: what a follower reads. */
export function renderTemplate(content: string, data: Readonly<Record<string, string>>): string {
  return content.replace(FIELD, (_whole, name: string) => data[name] ?? '');
}

/** A sent message as the records list it, on one line: the title, then each line the follower read. */
export const oneLine = (title: string, text: string): string =>
  [title, ...text.split(/\r?\n/).filter((l) => l.trim() !== '')].join('；');

/**
 * What WeChat accepts in a field, by its kind (the name before the number: `thing2` is a thing): characters at
 * most. A kind not listed takes up to 200.
 */
const KIND_MAX: Readonly<Record<string, number>> = {
  thing: 20,
  character_string: 32,
  number: 32,
  letter: 32,
  symbol: 5,
  phrase: 5,
  name: 10,
  phone_number: 17,
  car_number: 8,
  amount: 20,
  time: 40,
  date: 40,
  const: 20,
};

export function fieldMax(field: string): number {
  const kind = field.replace(/\d+$/, '');
  return KIND_MAX[kind] ?? 200;
}

/** The first field whose value WeChat would refuse as too long: its name and limit. */
export function fieldTooLong(
  data: Readonly<Record<string, string>>,
): { field: string; max: number } | undefined {
  for (const [field, value] of Object.entries(data)) {
    const max = fieldMax(field);
    if ([...value].length > max) return { field, max };
  }
  return undefined;
}
