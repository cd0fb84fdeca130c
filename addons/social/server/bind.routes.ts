import {
  Answer,
  type AuditNote,
  badInput,
  conflict,
  isUniqueViolation,
  readServiceSettings,
  route,
  type StoreDb,
  suppliers,
} from '@yanye/addon-kit/server';
import { and, eq } from 'drizzle-orm';
import { PROVIDERS, socialBindByCode, socialMine, socialMineUnbind } from '../contract';
import { type Identity, identify } from './identify';
import { enabled } from './service';
import { socialBinds } from './tables';
import { PROVIDER_TITLES, SOCIAL_LOG, SOCIAL_MESSAGES } from './texts';

type Bind = typeof socialBinds.$inferSelect;

const linkView = (b: Bind) => ({
  provider: b.provider as Identity['provider'],
  nickname: b.nickname,
  avatar: b.avatar,
  bind_time: b.createdAt,
  last_login_at: b.lastLoginAt,
});

/**
 * Links the provider's user to the account, once: the same link again answers it as it is; a user linked to
 * another account of the store, or an account linked to another user of the provider, is refused.
 */
async function link(db: StoreDb, accountId: number, who: Identity, now: number): Promise<Bind> {
  const provider = PROVIDER_TITLES[who.provider];
  const [held] = await db
    .select()
    .from(socialBinds)
    .where(and(eq(socialBinds.provider, who.provider), eq(socialBinds.openid, who.openid)))
    .for('update');
  if (held && held.accountId === accountId) return held;
  if (held) throw conflict(SOCIAL_MESSAGES.takenByOther, { provider });
  const [mine] = await db
    .select({ id: socialBinds.id })
    .from(socialBinds)
    .where(and(eq(socialBinds.accountId, accountId), eq(socialBinds.provider, who.provider)));
  if (mine) throw conflict(SOCIAL_MESSAGES.alreadyLinked, { provider });
  const [row] = await db
    .insert(socialBinds)
    .values({
      accountId,
      provider: who.provider,
      openid: who.openid,
      unionid: who.unionid,
      nickname: who.nickname,
      avatar: who.avatar,
      createdAt: now,
    })
    .returning()
    .catch((error: unknown) => {
      // A twin request linked it meanwhile.
      if (isUniqueViolation(error)) throw conflict(SOCIAL_MESSAGES.takenByOther, { provider });
      throw error;
    });
  return row!;
}

/** The signed-in user's own links (/plugin/social/mine). */
export const bindRoutes = [
  route(socialMine, {
    handler: async ({ db, deps, principal }) => {
      const settings = await readServiceSettings(db, deps, 'social');
      const [store] = await db.select({ login: suppliers.loginName }).from(suppliers);
      const links = await db.select().from(socialBinds).where(eq(socialBinds.accountId, principal.accountId));
      return {
        store: store?.login ?? '',
        providers: PROVIDERS.map((p) => {
          const b = links.find((l) => l.provider === p);
          return { provider: p, enabled: enabled(settings, p) ? 1 : 0, link: b ? linkView(b) : null };
        }),
      };
    },
  }),

  route(socialBindByCode, {
    // The code is exchanged with no transaction open (a slow provider holds none), after the request's
    // once-only claim: a repeated request does not spend the code again.
    outside: (stage) =>
      identify(stage.deps, stage.principal.supplierId, stage.input.body.provider, stage.input.body.code),
    handler: async ({ db, deps, principal }, _input, _prepared, who) => {
      const row = await link(db, principal.accountId, who, deps.now());
      return new Answer(linkView(row), SOCIAL_MESSAGES.linked, {
        provider: PROVIDER_TITLES[who.provider],
        nickname: row.nickname || row.openid.slice(-6),
      });
    },
    audit: ({ body }, result): AuditNote => {
      const provider = PROVIDER_TITLES[body.provider];
      return {
        object: 'SocialBind',
        objectName: result.nickname,
        said: result.nickname
          ? { text: SOCIAL_LOG.linked, params: { provider, name: result.nickname } }
          : { text: SOCIAL_LOG.linkedUnnamed, params: { provider } },
      };
    },
  }),

  route(socialMineUnbind, {
    handler: async ({ db, principal }, { body }) => {
      const gone = await db
        .delete(socialBinds)
        .where(and(eq(socialBinds.accountId, principal.accountId), eq(socialBinds.provider, body.provider)))
        .returning({ id: socialBinds.id });
      if (gone.length === 0)
        throw badInput(SOCIAL_MESSAGES.notLinked, { provider: PROVIDER_TITLES[body.provider] });
      return new Answer({ provider: body.provider }, SOCIAL_MESSAGES.unlinked, {
        provider: PROVIDER_TITLES[body.provider],
      });
    },
    audit: ({ body }) => ({
      object: 'SocialBind',
      said: { text: SOCIAL_LOG.unlinked, params: { provider: PROVIDER_TITLES[body.provider] } },
    }),
  }),
];
