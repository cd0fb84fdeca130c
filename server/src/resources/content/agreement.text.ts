/**
 * An agreement's HTML as plain text, for the readers that show text (the entry agreement of /business): blocks
 * and line breaks become line ends, every other tag goes, and the entities the sanitiser writes are read back.
 */
export function htmlToText(html: string): string {
  return html
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/(p|div|h[1-6]|li|ul|ol|blockquote|tr|table|section)>/gi, '\n')
    .replace(/<li[^>]*>/gi, '· ')
    .replace(/<[^>]*>/g, '')
    .replace(/&(nbsp|lt|gt|quot|#39|apos|amp);/g, (_, name: string) => ENTITIES[name] ?? '')
    .replace(/[ \t]+\n/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

const ENTITIES: Readonly<Record<string, string>> = {
  nbsp: ' ',
  lt: '<',
  gt: '>',
  quot: '"',
  '#39': "'",
  apos: "'",
  amp: '&',
};

/** Plain text as HTML paragraphs, one per line, for an agreement first written as text. */
export function textToHtml(text: string): string {
  const escaped = (line: string) =>
    line.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
  return text
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => `<p>${escaped(line)}</p>`)
    .join('');
}

/** Two texts that differ only in white space (where the lines break, blank lines between articles). */
export function sameText(a: string, b: string): boolean {
  return a.replace(/\s+/g, '') === b.replace(/\s+/g, '');
}
