import {
  type Deps,
  IntegrationError,
  readServiceSettings,
  ServiceError,
  type SmsSender,
  withService,
  withStore,
} from '@yanye/addon-kit/server';
import { and, eq } from 'drizzle-orm';
import { bizIdOf, markFailed, markSent, type Outgoing, openRecord, sendCall, type TemplateRow } from './send';
import { smsService } from './service';
import { smsTemplates } from './tables';

/** What the platform fills a sign-in code's template with (modules/session/verify.service.ts). */
export const LOGIN_VARIABLES = ['code', 'minutes'];

/** The store's template of sign-in codes, when it named an approved one it can fill and set up its keys. */
async function loginTemplate(deps: Deps, supplierId: number): Promise<TemplateRow | undefined> {
  return withStore(deps.database.db, supplierId, async (db) => {
    const settings = await readServiceSettings(db, deps, 'sms');
    const code = String(settings.values.login_template ?? '');
    if (!code || !settings.values.access_key_id || !settings.secrets.access_key_secret) return undefined;
    const [t] = await db
      .select()
      .from(smsTemplates)
      .where(and(eq(smsTemplates.code, code), eq(smsTemplates.reviewState, 'approved')));
    if (!t?.variables.includes('code') || t.variables.some((v) => !LOGIN_VARIABLES.includes(v)))
      return undefined;
    return t;
  });
}

/**
 * The sender of a store's sign-in codes (the `smsSender` hook of engine/addons/addon.ts): its own provider and login
 * template, each code a send record of its own (the code itself kept masked). A store that has not named an
 * approved template it can fill, or lacks its keys, answers none: the platform's sender sends, so a half-done
 * setup never locks its accounts out.
 */
export async function storeLoginSender(deps: Deps, supplierId: number): Promise<SmsSender | undefined> {
  const template = await loginTemplate(deps, supplierId);
  if (!template) return undefined;
  const db = deps.database.db;
  return {
    // Not local: the platform answers the caller without waiting for a provider (docs/integrations.md).
    mode: 'http',
    async send(message, _db, now) {
      const variables = Object.fromEntries(template.variables.map((v) => [v, message.params[v] ?? '']));
      const o: Outgoing = {
        template,
        phone: message.phone,
        variables,
        purpose: 'login',
        accountId: null,
        secret: ['code'],
      };
      const id = await withStore(db, supplierId, (t) => openRecord(t, o, now));
      try {
        const bizId = bizIdOf(
          await withService(deps, supplierId, smsService, (c) => c.call(sendCall(id, o))),
        );
        if (!bizId) throw new Error('bad_answer: no BizId in the answer');
        await withStore(db, supplierId, (t) => markSent(t, id, bizId, deps.now()));
      } catch (error) {
        const reason =
          error instanceof ServiceError
            ? `${error.outcome}: ${error.detail}`
            : error instanceof Error
              ? error.message
              : 'error';
        await withStore(db, supplierId, (t) => markFailed(t, id, reason, deps.now()));
        throw new IntegrationError('sms', `store ${supplierId}: ${reason}`);
      }
    },
  };
}
