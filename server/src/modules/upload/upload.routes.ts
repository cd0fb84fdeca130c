import { type Deps, isStoreKey, route, sendStoredFile, signInAgain } from '@yanye/framework/server';
import { T, type Texts } from '@yanye/i18n';
import { UPLOADS_PREFIX, type UploadKind } from '@yanye/protocol';
import type { FastifyInstance } from 'fastify';
import {
  keepUpload,
  type PreparedUpload,
  prepareUpload,
  UPLOAD_CONTRACTS,
  uploadStem,
} from './upload.service';

/** What the operator log says of an upload, by its kind, naming the file as it was sent. */
const UPLOADED: Readonly<Record<UploadKind, Texts>> = {
  image: T('上传了图片「{name}」'),
  file: T('上传了文件「{name}」'),
};

function uploadRoute(kind: UploadKind) {
  return route(UPLOAD_CONTRACTS[kind], {
    // Read, checked and re-encoded before the transaction: a slow upload holds no database connection.
    prepare: (request) => {
      if (!request.principal) throw signInAgain();
      const stem = uploadStem(`u/${request.principal.supplierId}`, Math.floor(Date.now() / 1000));
      return prepareUpload(request, kind, stem);
    },
    handler: ({ deps, db, principal }, _input, upload: PreparedUpload) =>
      keepUpload(deps, db, principal, upload),
    audit: (_input, result) => ({
      target: String(result.id),
      objectName: result.name,
      said: { text: UPLOADED[kind], params: { name: result.name } },
    }),
  });
}

export const uploadRoutes = [uploadRoute('image'), uploadRoute('file')];

/** Content types by the extension the server gave the file (from its bytes), never by what a client said. */
const TYPES: Readonly<Record<string, string>> = {
  jpg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  gif: 'image/gif',
  bmp: 'image/bmp',
  avif: 'image/avif',
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  zip: 'application/zip',
  apk: 'application/vnd.android.package-archive',
  txt: 'text/plain; charset=utf-8',
  csv: 'text/csv; charset=utf-8',
};

/**
 * Serves uploads at `/uploads/<key>`. Links are unguessable (128 random bits) and may sit in pages buyers see, so
 * no sign-in is asked. Images are shown inline; anything else downloads. `nosniff` and a sandboxing policy keep
 * a browser from reading a file as anything but its stored type.
 */
export function registerUploadFiles(app: FastifyInstance, deps: Deps): void {
  app.get<{ Params: { '*': string } }>(`${UPLOADS_PREFIX}*`, async (request, reply) => {
    const key = request.params['*'];
    const ext = key.slice(key.lastIndexOf('.') + 1);
    const type = TYPES[ext];
    // An application's licences (`a/<application>/…`, modules/onboarding) are private: signed links only.
    const file = type && isStoreKey(key) && !key.startsWith('a/') ? await deps.files.get(key) : undefined;
    if (!type || !file) {
      return reply.code(404).header('x-content-type-options', 'nosniff').type('text/plain').send('Not found');
    }
    return sendStoredFile(reply, file, type, {
      disposition: type.startsWith('image/') ? 'inline' : 'attachment',
      cacheControl: 'public, max-age=31536000, immutable',
      headers: { 'cross-origin-resource-policy': 'cross-origin' },
    });
  });
}
