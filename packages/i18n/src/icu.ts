/**
 * Whether a message needs the ICU formatter: an argument with a type (`{n, plural, …}`, `{d, date}`) or an escaped
 * apostrophe. Any other message is text with plain `{name}` places.
 */
export function needsIcu(text: string): boolean {
  return /\{\s*\w+\s*,/.test(text) || text.includes("''");
}
