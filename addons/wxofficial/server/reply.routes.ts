import { addonByKey, badInput, readAddonSettings, route } from '@yanye/addon-kit/server';
import { MEDIA_ID, REPLY_TEXT_BYTES, replyAttentionInfo, replyAttentionSave } from '../contract';
import { utf8Bytes } from '../menu-rules';
import { wxWelcome } from './tables';
import { REPLY_OPTIONS, WXOFFICIAL_LOG, WXOFFICIAL_MESSAGES } from './texts';

/** A reply as WeChat would take it: a text within its bytes, or a picture by a material's media id. */
export function checkReply(r: { type: 'text' | 'image'; content: string; mediaId: string }): void {
  if (r.type === 'text') {
    if (r.content === '') throw badInput(WXOFFICIAL_MESSAGES.replyTextMissing);
    const bytes = utf8Bytes(r.content);
    if (bytes > REPLY_TEXT_BYTES)
      throw badInput(WXOFFICIAL_MESSAGES.replyTooLong, { bytes, max: REPLY_TEXT_BYTES });
  } else if (!MEDIA_ID.test(r.mediaId)) throw badInput(WXOFFICIAL_MESSAGES.mediaMissing);
}

const PICTURE = /^(\/uploads\/[^\s]+|https:\/\/[^\s]+)?$/;

export const replyRoutes = [
  route(replyAttentionInfo, {
    handler: async ({ db, deps, principal }) => {
      const [w] = await db.select().from(wxWelcome);
      const s = await readAddonSettings(db, addonByKey('wxofficial')!, deps.sealKey);
      return {
        enabled: (w?.enabled ?? 0) === 1 ? 1 : 0,
        type: w?.type ?? 'text',
        content: w?.content ?? '',
        media_id: w?.mediaId ?? '',
        image: w?.image ?? '',
        updated_at: w?.updatedAt ?? 0,
        callback_path: `/callback/addons/wxofficial/${principal.supplierId}/message`,
        token_set: (await s.secret('token')) !== '' ? 1 : 0,
      };
    },
  }),
  route(replyAttentionSave, {
    handler: async ({ db, deps }, { body }) => {
      // A reply switched off may be left half written; one switched on must be one WeChat takes.
      if (body.enabled === 1) checkReply({ type: body.type, content: body.content, mediaId: body.media_id });
      if (!PICTURE.test(body.image))
        throw badInput('fieldInvalid', { field: 'image', reason: { key: 'reasonFormat' } });
      const now = deps.now();
      const values = {
        enabled: body.enabled,
        type: body.type,
        content: body.content,
        mediaId: body.media_id,
        image: body.image,
        updatedAt: now,
      };
      await db
        .insert(wxWelcome)
        .values(values)
        .onConflictDoUpdate({ target: wxWelcome.supplierId, set: values });
      return { updated_at: now };
    },
    audit: ({ body }) => {
      const type = REPLY_OPTIONS.find((o) => o.value === body.type)?.label ?? body.type;
      return {
        said: body.enabled
          ? { text: WXOFFICIAL_LOG.welcomeOn, params: { type } }
          : { text: WXOFFICIAL_LOG.welcomeOff },
      };
    },
  }),
];
