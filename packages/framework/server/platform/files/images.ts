import type { Metadata, Sharp } from 'sharp';
import { AppError, badInput } from '../errors';
import { UPLOAD_MESSAGES } from './inspect';

/** The longest side a stored image keeps (larger pictures are scaled down, never cropped). */
export const IMAGE_MAX_SIDE = 2048;
/** The longest side of a thumbnail (list cells, upload previews). */
export const THUMB_SIDE = 320;
/** Decoding refuses larger pictures before allocating them (a small file can claim a huge canvas). */
const MAX_PIXELS = 50_000_000;

export interface SafeImage {
  readonly body: Buffer;
  readonly mime: string;
  readonly ext: string;
  readonly width: number;
  readonly height: number;
  readonly thumb: Buffer;
}

/** How each type is written again: photos stay JPEG, pictures with transparency PNG or WebP, animations WebP. */
function encoder(ext: string, animated: boolean, hasAlpha: boolean) {
  if (animated) return { ext: 'webp', mime: 'image/webp', apply: (s: Sharp) => s.webp({ quality: 80 }) };
  if (ext === 'jpg' || (!hasAlpha && ext !== 'png'))
    return {
      ext: 'jpg',
      mime: 'image/jpeg',
      apply: (s: Sharp) => s.jpeg({ quality: 82, mozjpeg: true }),
    };
  if (ext === 'png')
    return { ext: 'png', mime: 'image/png', apply: (s: Sharp) => s.png({ compressionLevel: 9 }) };
  return { ext: 'webp', mime: 'image/webp', apply: (s: Sharp) => s.webp({ quality: 82 }) };
}

/**
 * An uploaded picture made safe and light: decoded and encoded again (so nothing but pixels survives: no
 * metadata, no trailing payload of a polyglot file), turned upright by its EXIF orientation, scaled down to
 * `IMAGE_MAX_SIDE` without cropping, with a WebP thumbnail.
 */
export async function safeImage(bytes: Buffer, ext: string): Promise<SafeImage> {
  const options = {
    limitInputPixels: MAX_PIXELS,
    animated: ext === 'gif' || ext === 'webp',
    failOn: 'error',
  } as const;
  // Loaded at the first upload rather than at start: libvips is a tenth of a second the start need not pay.
  const { default: sharp } = await import('sharp');
  let meta: Metadata;
  try {
    meta = await sharp(bytes, options).metadata();
  } catch (error) {
    const text = String((error as Error).message ?? '');
    if (/pixel limit/i.test(text))
      throw badInput(UPLOAD_MESSAGES.tooManyPixels, { limit: MAX_PIXELS / 1_000_000 });
    throw badInput(UPLOAD_MESSAGES.brokenImage);
  }
  const animated = (meta.pages ?? 1) > 1;
  const out = encoder(ext, animated, meta.hasAlpha === true);
  try {
    const resize = {
      width: IMAGE_MAX_SIDE,
      height: IMAGE_MAX_SIDE,
      fit: 'inside',
      withoutEnlargement: true,
    } as const;
    const base = () => sharp(bytes, { ...options, animated }).rotate();
    const { data, info } = await out.apply(base().resize(resize)).toBuffer({ resolveWithObject: true });
    const thumb = await sharp(bytes, { ...options, animated: false })
      .rotate()
      .resize({ width: THUMB_SIDE, height: THUMB_SIDE, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 75 })
      .toBuffer();
    // An animation's height is that of all its frames stacked; one frame is what a reader sees.
    const height = animated ? (info.pageHeight ?? info.height) : info.height;
    return { body: data, mime: out.mime, ext: out.ext, width: info.width, height, thumb };
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw badInput(UPLOAD_MESSAGES.brokenImage);
  }
}
