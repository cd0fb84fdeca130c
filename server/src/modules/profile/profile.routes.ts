import {
  Answer,
  accounts,
  badInput,
  type Changes,
  conflict,
  hashPassword,
  isUniqueViolation,
  notFound,
  type PlainField,
  plainChanges,
  route,
  type StoreDb,
  sessions,
  verifyPassword,
} from '@yanye/framework/server';
import { T } from '@yanye/i18n';
import { API, passwordProblem } from '@yanye/protocol';
import { and, eq, ne, sql } from 'drizzle-orm';

/** What the operator log says of a user's own account, with the fields as the profile form names them. */
const SAID = {
  profile: T('修改了个人资料'),
  password: T('修改了登录密码'),
  passwordOthersOut: T('修改了登录密码，其他 {count} 个登录已退出'),
};

const PROFILE_FIELDS: readonly PlainField[] = [
  { name: 'nick_name', title: T('昵称') },
  { name: 'real_name', title: T('真实姓名') },
  { name: 'phone', title: T('手机号') },
];

/** What each profile save changed, by its answer, for its operator-log row; never sent. */
const changed = new WeakMap<object, Changes>();

/** One account per phone in a store, so that an SMS sign-in knows whom it signs in. */
async function checkPhoneFree(db: StoreDb, phone: string, accountId: number): Promise<void> {
  if (phone === '') return;
  const [taken] = await db
    .select({ id: accounts.id })
    .from(accounts)
    .where(and(eq(accounts.phone, phone), ne(accounts.id, accountId)));
  if (taken) throw conflict('phoneTaken', { phone });
}

export const profileRoutes = [
  route(API.account.userEdit, {
    handler: async ({ db, principal }, { body }) => {
      if (body.phone !== undefined) await checkPhoneFree(db, body.phone, principal.accountId);
      const [before] = await db
        .select({ nick_name: accounts.nickName, real_name: accounts.realName, phone: accounts.phone })
        .from(accounts)
        .where(eq(accounts.id, principal.accountId));
      const [row] = await db
        .update(accounts)
        .set({
          nickName: body.nick_name,
          ...(body.real_name !== undefined ? { realName: body.real_name } : {}),
          ...(body.phone !== undefined ? { phone: body.phone } : {}),
        })
        .where(eq(accounts.id, principal.accountId))
        .returning({ nickName: accounts.nickName, realName: accounts.realName, phone: accounts.phone })
        .catch((error: unknown) => {
          // Two accounts taking one phone at the same moment: the unique index decides, the loser is told.
          if (isUniqueViolation(error)) throw conflict('phoneTaken', { phone: body.phone ?? '' });
          throw error;
        });
      if (!row || !before) throw notFound();
      const answer = { nick_name: row.nickName, real_name: row.realName, phone: row.phone };
      changed.set(answer, plainChanges(PROFILE_FIELDS, before, answer));
      return answer;
    },
    audit: (_input, result) => ({
      objectName: result.nick_name,
      said: { text: SAID.profile, ...changed.get(result) },
    }),
  }),

  route(API.account.passwordEdit, {
    handler: async ({ db, principal, deps }, { body }) => {
      if (body.new_password !== body.confirm_password) throw badInput('passwordMismatch');
      const problem = passwordProblem(body.new_password, principal.username);
      if (problem) throw badInput(problem);
      const [row] = await db
        .select({ passwordHash: accounts.passwordHash })
        .from(accounts)
        .where(eq(accounts.id, principal.accountId))
        .for('update');
      if (!row) throw notFound();
      if (!(await verifyPassword(body.old_password, row.passwordHash))) throw badInput('oldPasswordWrong');
      if (body.new_password === body.old_password) throw badInput('passwordSame');
      await db
        .update(accounts)
        .set({
          passwordHash: await hashPassword(body.new_password),
          failedLogins: 0,
          lockedUntil: null,
          // The user has chosen their own: a password someone else set (an operator's first, a reset) is gone.
          mustChangePassword: false,
          passwordChangedAt: deps.now(),
        })
        .where(eq(accounts.id, principal.accountId));
      // Whoever else holds a session of this account (another device, or someone who knew the old password)
      // is signed out; the caller's own session goes on.
      const revoked = await db
        .update(sessions)
        .set({ revokedAt: deps.now(), revokedReason: 'password' })
        .where(
          and(
            eq(sessions.accountId, principal.accountId),
            ne(sessions.id, principal.sessionId),
            sql`${sessions.revokedAt} is null`,
          ),
        )
        .returning({ id: sessions.id });
      return new Answer({ revoked: revoked.length }, 'passwordChanged');
    },
    audit: (_input, { revoked }) => ({
      said:
        revoked > 0 ? { text: SAID.passwordOthersOut, params: { count: revoked } } : { text: SAID.password },
    }),
  }),
];
