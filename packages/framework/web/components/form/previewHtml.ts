import DOMPurify from 'dompurify';
import { mediaUrl } from '../../api/media';

/**
 * The allow list of the server's `sanitizeHtml` (packages/framework/server/platform/html.ts), applied again in the browser to
 * what is typed before it is saved: the preview never draws markup the server would not keep.
 */
const CONFIG = {
  ALLOWED_TAGS: [
    'p',
    'br',
    'strong',
    'em',
    'u',
    's',
    'h1',
    'h2',
    'h3',
    'h4',
    'ul',
    'ol',
    'li',
    'blockquote',
    'a',
    'img',
    'span',
  ],
  ALLOWED_ATTR: ['href', 'src', 'alt', 'width', 'height', 'style', 'target', 'rel'],
  ALLOWED_URI_REGEXP: /^(?:https?:|mailto:|\/uploads\/)/i,
  ALLOW_DATA_ATTR: false,
  RETURN_DOM_FRAGMENT: true as const,
};

const ALIGN = /^(left|right|center|justify)$/;
const COLOR = /^(#[0-9a-f]{3}([0-9a-f]{3})?|rgb\(\s*\d{1,3}\s*,\s*\d{1,3}\s*,\s*\d{1,3}\s*\)|[a-z]{3,20})$/i;

/** Sanitised body HTML for the phone: pictures from the product host, links opening outside the console. */
export function previewHtml(html: string): string {
  const fragment = DOMPurify.sanitize(html, CONFIG);
  for (const img of fragment.querySelectorAll('img')) {
    const src = mediaUrl(img.getAttribute('src'));
    if (src) img.setAttribute('src', src);
    else img.remove();
  }
  for (const a of fragment.querySelectorAll('a')) {
    a.setAttribute('target', '_blank');
    a.setAttribute('rel', 'noopener noreferrer nofollow');
  }
  // Styles say alignment and colour only, as on the server; anything else in them is dropped.
  for (const el of fragment.querySelectorAll<HTMLElement>('[style]')) {
    const { textAlign, color } = el.style;
    el.removeAttribute('style');
    if (ALIGN.test(textAlign)) el.style.textAlign = textAlign;
    if (COLOR.test(color)) el.style.color = color;
  }
  const box = document.createElement('div');
  box.append(fragment);
  return box.innerHTML;
}
