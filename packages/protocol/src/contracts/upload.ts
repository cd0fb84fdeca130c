import { z } from 'zod';
import { post } from '../contract';

/**
 * Uploads (the base set every signed-in user may call). Multipart, one `file` part; the answer is
 * where the stored file is served. An image is re-encoded (its metadata dropped) and gets a thumbnail.
 */

const Uploaded = z.object({
  id: z.number().int(),
  /** The file on the console's host: `/uploads/u/…`. */
  url: z.string(),
  /** A small picture of an image (`…_t.webp`); empty for other files. */
  thumb: z.string(),
  /** The content type read from the bytes (after re-encoding, for an image). */
  mime: z.string(),
  ext: z.string(),
  /** Bytes stored. */
  size: z.number().int(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  /** The uploaded file's own name, for showing only. */
  name: z.string(),
});
export type Uploaded = z.infer<typeof Uploaded>;

export const uploadImage = post('/v1/seller/upload/UploadImage', {
  summary:
    'Upload an image (multipart `file`): JPEG, PNG, WebP, GIF, BMP or AVIF by its bytes, at most 10 MB; stored re-encoded without metadata, with a thumbnail',
  access: 'base',
  response: Uploaded,
});

export const uploadFile = post('/v1/seller/upload/UploadFile', {
  summary:
    'Upload a document or a package (multipart `file`): PDF, Office, ZIP, APK or plain text by its bytes, at most 100 MB; never SVG, HTML or an executable',
  access: 'base',
  response: Uploaded,
});
