import { T } from '@yanye/i18n';
import type { UploadKind } from '@yanye/protocol';
import { AppError, badInput } from '../errors';

/** The refusals of an upload, in the user's language. */
export const UPLOAD_MESSAGES = {
  empty: T('文件是空的'),
  imageTooLarge: T('图片过大：最大 {limit} MB'),
  fileTooLarge: T('文件过大：最大 {limit} MB'),
  notImage: T('不是支持的图片：请上传 JPG、PNG、WebP、GIF、BMP 或 AVIF 图片（按文件内容识别为 {found}）'),
  refused: T('出于安全原因不接受此类文件（{found}）：SVG、网页和可执行程序不能上传'),
  notFile: T('不支持的文件类型（{found}）：可上传 PDF、Word、Excel、PPT、ZIP、APK 或文本文件'),
  brokenImage: T('图片已损坏或无法读取'),
  tooManyPixels: T('图片尺寸过大：最多 {limit} 百万像素'),
  quota: T(
    '店铺存储空间不足：已用 {used} MB，共 {quota} MB，此文件 {size} MB。请删除不用的图片或联系平台扩容',
  ),
  noFile: T('请选择要上传的文件'),
} as const;

/** What the bytes are, as served: the content type and the extension the stored file gets. */
export interface Sniffed {
  readonly mime: string;
  readonly ext: string;
}

/** Image types taken, by what file-type reads from the bytes. */
const IMAGES: ReadonlySet<string> = new Set(['jpg', 'png', 'webp', 'gif', 'bmp', 'avif']);

/** Documents and packages taken as they are (their bytes are served as a download, never inline). */
const FILES: Readonly<Record<string, string>> = {
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  // Old Office files are OLE2 compound documents; file-type names them `cfb`.
  cfb: 'application/x-cfb',
  zip: 'application/zip',
  apk: 'application/vnd.android.package-archive',
};

/**
 * Refused whatever the call: programs, scripts and anything a browser may run or render as a page. (An
 * allow-list decides what is taken; this list only gives the refusal its reason.)
 */
const DANGEROUS: ReadonlySet<string> = new Set([
  'exe',
  'elf',
  'macho',
  'msi',
  'dmg',
  'deb',
  'rpm',
  'jar',
  'class',
  'wasm',
  'dex',
  'swf',
  'xml',
  'html',
  'svg',
  'lnk',
  'cab',
  'pkg',
]);

/** Text that a browser could take for markup or a script, or that names itself a program. */
const MARKUP = /<\s*(?:svg|html|script|\?xml|!doctype|iframe|object|embed)\b|^#!/i;

function asText(bytes: Buffer): string | undefined {
  if (bytes.includes(0)) return undefined;
  const text = new TextDecoder('utf-8', { fatal: false }).decode(bytes.subarray(0, 64 * 1024));
  // Plain text: mostly printable characters (a binary format file-type does not know is refused).
  let control = 0;
  for (const ch of text) {
    const code = ch.charCodeAt(0);
    if ((code < 32 && ch !== '\t' && ch !== '\n' && ch !== '\r') || code === 0xfffd) control += 1;
  }
  return control > text.length / 100 ? undefined : text;
}

/**
 * The real type of an upload from its bytes (never its name or its declared type), or a refusal naming what it
 * is. SVG, web pages and programs are refused for both kinds.
 */
export async function sniff(bytes: Buffer, kind: UploadKind, name = ''): Promise<Sniffed> {
  if (bytes.length === 0) throw badInput(UPLOAD_MESSAGES.empty);
  // Loaded at the first upload rather than at start.
  const { fileTypeFromBuffer } = await import('file-type');
  const found = await fileTypeFromBuffer(bytes);
  if (found && DANGEROUS.has(found.ext)) throw badInput(UPLOAD_MESSAGES.refused, { found: found.ext });
  if (kind === 'image') {
    if (found && IMAGES.has(found.ext)) return { mime: found.mime, ext: found.ext };
    const what = found?.ext ?? (asText(bytes) !== undefined ? 'text' : 'unknown');
    if (what === 'text' && MARKUP.test(asText(bytes) ?? ''))
      throw badInput(UPLOAD_MESSAGES.refused, { found: 'svg/html' });
    throw badInput(UPLOAD_MESSAGES.notImage, { found: what });
  }
  if (found && IMAGES.has(found.ext)) return { mime: found.mime, ext: found.ext };
  if (found) {
    const mime = FILES[found.ext];
    if (!mime) throw badInput(UPLOAD_MESSAGES.notFile, { found: found.ext });
    return { mime, ext: found.ext === 'cfb' ? 'doc' : found.ext };
  }
  const text = asText(bytes);
  if (text === undefined) throw badInput(UPLOAD_MESSAGES.notFile, { found: 'unknown' });
  if (MARKUP.test(text)) throw badInput(UPLOAD_MESSAGES.refused, { found: 'svg/html/script' });
  // Text has no signature: the name only chooses between two equally harmless text types.
  return /\.csv$/i.test(name)
    ? { mime: 'text/csv; charset=utf-8', ext: 'csv' }
    : { mime: 'text/plain; charset=utf-8', ext: 'txt' };
}

/** A size refusal naming the kind's limit. */
export function tooLarge(kind: UploadKind, maxBytes: number): AppError {
  const text = kind === 'image' ? UPLOAD_MESSAGES.imageTooLarge : UPLOAD_MESSAGES.fileTooLarge;
  return new AppError('TOO_LARGE', text, { limit: Math.round(maxBytes / 1024 / 1024) });
}
