import { createRequire } from 'node:module';
import type sanitize from 'sanitize-html';

/**
 * The HTML a rich-text field may keep: what the console's editor writes, and nothing that runs, loads from
 * elsewhere unasked or restyles the app around the article. The bodies are shown in the buyers' app and on the
 * web, so this is the line between a store's text and their browsers.
 */

const BLOCKS = ['p', 'h1', 'h2', 'h3', 'h4', 'blockquote', 'ul', 'ol', 'li'] as const;
const INLINE = ['br', 'strong', 'em', 'u', 's', 'span', 'a', 'img'] as const;

const ALIGN = [/^(left|right|center|justify)$/];
const COLOR = [
  /^#[0-9a-f]{3}([0-9a-f]{3})?$/i,
  /^[a-z]{3,20}$/i,
  /^rgb\(\s*\d{1,3}\s*,\s*\d{1,3}\s*,\s*\d{1,3}\s*\)$/,
];
const STYLED = ['p', 'span', 'h1', 'h2', 'h3', 'h4', 'li'] as const;

/** A link people may follow: the web or a mail, written in full (no script, data, file or relative link). */
const LINK = /^(https?:\/\/[^\s<>"'`\\]+|mailto:[^\s<>"'`\\]+)$/i;
/** A picture kept by the upload service, or one on another site over https. */
const PICTURE = /^(\/uploads\/[\w\-./]+|https:\/\/[^\s<>"'`\\]+)$/;
const SIZE = /^\d{1,4}$/;

function link(_: string, attribs: sanitize.Attributes): sanitize.Tag {
  const href = (attribs.href ?? '').trim();
  const kept: sanitize.Attributes = { rel: 'noopener noreferrer nofollow' };
  if (LINK.test(href)) kept.href = href;
  if (attribs.target === '_blank') kept.target = '_blank';
  return { tagName: 'a', attribs: kept };
}

function picture(_: string, attribs: sanitize.Attributes): sanitize.Tag {
  const src = (attribs.src ?? '').trim();
  const kept: sanitize.Attributes = {};
  if (PICTURE.test(src) && !src.includes('..')) kept.src = src;
  if (attribs.alt) kept.alt = attribs.alt.slice(0, 200);
  for (const side of ['width', 'height'] as const) {
    const v = attribs[side];
    if (v && SIZE.test(v)) kept[side] = v;
  }
  return { tagName: 'img', attribs: kept };
}

const OPTIONS: sanitize.IOptions = {
  allowedTags: [...BLOCKS, ...INLINE],
  allowedAttributes: {
    a: ['href', 'rel', { name: 'target', values: ['_blank'] }],
    img: ['src', 'alt', 'width', 'height'],
    ...Object.fromEntries(STYLED.map((t) => [t, ['style']])),
  },
  allowedStyles: Object.fromEntries(STYLED.map((t) => [t, { 'text-align': ALIGN, color: COLOR }])),
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['https'] },
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  allowProtocolRelative: false,
  allowedClasses: {},
  // What a pasted page calls by older names is kept under the editor's.
  transformTags: {
    b: 'strong',
    i: 'em',
    strike: 's',
    del: 's',
    ins: 'u',
    h5: 'h4',
    h6: 'h4',
    a: link,
    img: picture,
  },
  // A picture whose source was refused is no picture; a script's or a style's text is not shown as text either.
  exclusiveFilter: (frame) => frame.tag === 'img' && !frame.attribs.src,
  disallowedTagsMode: 'discard',
  nestingLimit: 32,
};

let loaded: typeof sanitize | undefined;
/** sanitize-html and its parser, loaded at the first save of rich text rather than at start. */
function sanitizer(): typeof sanitize {
  loaded ??= createRequire(import.meta.url)('sanitize-html') as typeof sanitize;
  return loaded;
}

/** HTML from a rich-text field, reduced to the allow list above; what is refused is dropped, the text kept. */
export function sanitizeHtml(html: string): string {
  return sanitizer()(html, OPTIONS);
}

/** Whether sanitised HTML says anything: some text or a picture, not only empty paragraphs. */
export function hasContent(html: string): boolean {
  if (/<img\s/i.test(html)) return true;
  const text = sanitizer()(html, { allowedTags: [], allowedAttributes: {} });
  return text.replace(/&nbsp;|\s/g, '') !== '';
}

/** An outside address a page may link to (an advert's, a union's):  https only, a host, no spaces, no credentials. */
export function isSafeUrl(text: string): boolean {
  if (text.length > 500 || /\s/.test(text)) return false;
  try {
    const url = new URL(text);
    return url.protocol === 'https:' && url.hostname !== '' && url.username === '' && url.password === '';
  } catch {
    return false;
  }
}
