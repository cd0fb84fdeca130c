/**
 * Text as a sheet may hold it: XML 1.0 escaping plus Excel's own rules (the `_xHHHH_` escape of ST_Xstring, the
 * cell and sheet name limits).
 */

/** The most characters Excel keeps in a cell; a longer cell makes Excel report the file damaged. */
export const MAX_CELL_CHARS = 32_767;

/**
 * What needs more than copying into element text: markup characters; a carriage return (an XML parser turns a raw
 * one into a line feed); characters XML 1.0 forbids; an underscore that would read as Excel's `_xHHHH_` escape;
 * half a surrogate pair (it has no UTF-8 form).
 */
const SPECIAL =
  // biome-ignore lint/suspicious/noControlCharactersInRegex: the control characters XML 1.0 forbids are what it finds.
  /[&<>\r\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]|_(?=x[0-9A-Fa-f]{4}_)|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
const SPECIAL_ALL = new RegExp(SPECIAL.source, 'g');

const replacements: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '\r': '&#13;',
};

function replace(ch: string): string {
  const named = replacements[ch];
  if (named) return named;
  const code = ch.charCodeAt(0);
  if (code >= 0xd800 && code <= 0xdfff) return '\ufffd';
  // Characters XML cannot carry, and a literal `_` before `xHHHH_`, go as Excel writes them: Excel, LibreOffice
  // and SheetJS read `_x0001_` back as U+0001 and `_x005F_` as `_`.
  return `_x${code.toString(16).toUpperCase().padStart(4, '0')}_`;
}

/** Cuts `text` to `max` UTF-16 units, never between the halves of a pair. */
function cut(text: string, max: number): string {
  if (text.length <= max) return text;
  const last = text.charCodeAt(max - 1);
  return text.slice(0, last >= 0xd800 && last <= 0xdbff ? max - 1 : max);
}

/** `text` as the content of an element: escaped, and cut to `max` characters. */
export function xmlText(text: string, max = Number.POSITIVE_INFINITY): string {
  const s = cut(text, max);
  return SPECIAL.test(s) ? s.replace(SPECIAL_ALL, replace) : s;
}

/** `text` as an attribute value in double quotes. */
export function xmlAttribute(text: string): string {
  return xmlText(text).replace(/["\t\n]/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

/** Whether the text starts or ends with white space, which Excel keeps only under `xml:space="preserve"`. */
export function hasEdgeSpace(text: string): boolean {
  return text.length > 0 && (text.charCodeAt(0) <= 0x20 || text.charCodeAt(text.length - 1) <= 0x20);
}

/** What a sheet name may not hold: `[]:*?/\`, control characters, a character XML cannot carry. */
const NOT_IN_NAME =
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it takes out.
  /[[\]:*?/\\\u0000-\u001f\ufffe\uffff]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

/**
 * A name Excel takes for a sheet: at most 31 characters, none of `[]:*?/\`, no apostrophe at either end, not
 * empty and not `History` (Excel's own sheet); what it may not hold becomes `_`.
 */
export function sheetName(name: string): string {
  const s = cut(name.replace(NOT_IN_NAME, '_').replace(/^'+/, ''), 31).replace(/'+$/, '');
  return s === '' || /^history$/i.test(s) ? 'Sheet1' : s;
}
