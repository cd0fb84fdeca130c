import { UPLOAD_LIMITS, UPLOADS_PREFIX, type UploadKind } from '@yanye/protocol';
import { apiHost } from './client';

/**
 * The address an image or a file is shown from. A link that holds `//` is used as it is (protocol-relative ones
 * get https); an upload's `/uploads/…` path gets the product host (the API host, or this
 * page's); anything else is no picture.
 */
export function mediaUrl(value: unknown): string | undefined {
  const text = typeof value === 'string' ? value.trim() : '';
  if (text.startsWith(UPLOADS_PREFIX)) {
    const host = apiHost() || (typeof location === 'undefined' ? '' : location.origin);
    return `${host.replace(/\/+$/, '')}${text}`;
  }
  if (!text.includes('//')) return undefined;
  return text.startsWith('//') ? `https:${text}` : text;
}

/** An uploaded image's thumbnail (`x.jpg` → `x_t.webp`, made by the server); other pictures are their own. */
export function thumbUrl(value: unknown): string | undefined {
  const text = typeof value === 'string' ? value.trim() : '';
  if (text.startsWith(UPLOADS_PREFIX) && /\/[\w-]{22}\.(jpg|png|webp)$/.test(text))
    return mediaUrl(text.replace(/\.(jpg|png|webp)$/, '_t.webp'));
  return mediaUrl(text);
}

/** Why a chosen file will not be taken, before it is sent: its name's type, or its size. */
export function uploadProblem(
  file: { readonly name: string; readonly size: number },
  kind: UploadKind,
): 'type' | 'size' | undefined {
  const limits = UPLOAD_LIMITS[kind];
  const ext = file.name.slice(file.name.lastIndexOf('.') + 1).toLowerCase();
  if (!(limits.extensions as readonly string[]).includes(ext)) return 'type';
  if (file.size > limits.maxBytes) return 'size';
  return undefined;
}
