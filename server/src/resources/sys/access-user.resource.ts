import { accounts, col, defineResource, refreshTokens, sessions } from '@yanye/framework/server';
import { T } from '@yanye/i18n';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import UAParser from 'ua-parser-js';

/**
 * Who is signed in to the store now (/sys/safemanage/accessuser): its open sessions, each with its user, address,
 * device, since when and its last call; `AccessUserDel` signs one out at once (revoked, reason `kicked`), so its
 * next call is refused and asks to sign in again.
 *
 * A session's own id is text (a UUID), while a list row and the console's delete speak of numeric ids: a row is
 * the session's first refresh token, made at sign-in and kept as long as the session is, whose id names it.
 */

const r = refreshTokens;
const NOW = sql`extract(epoch from now())::bigint`;

/**
 * The first refresh token of each session that is still open: not signed out, a refresh token still good, and a
 * call within the store's idle time (the idle rule of the request pipeline, read by the database's clock).
 */
const openSessions = sql`${r.id} = (
    select min(f.id) from refresh_tokens f where f.supplier_id = ${r.supplierId} and f.session_id = ${r.sessionId})
  and exists (
    select 1 from sessions s left join safe_settings st on st.supplier_id = s.supplier_id
     where s.supplier_id = ${r.supplierId} and s.id = ${r.sessionId} and s.revoked_at is null
       and ${NOW} - coalesce(s.last_seen_at, s.created_at) <= 60 * coalesce(st.session_idle_minutes, 120))
  and exists (
    select 1 from refresh_tokens t
     where t.supplier_id = ${r.supplierId} and t.session_id = ${r.sessionId}
       and t.used_at is null and t.expires_at > ${NOW})`;

/** The browser and system a user agent names (`Chrome 140 · Windows 10`), or the agent itself when it names none. */
export function deviceOf(userAgent: unknown): string {
  const ua = typeof userAgent === 'string' ? userAgent : '';
  const { browser, os, device } = new UAParser(ua).getResult();
  const parts = [
    [browser.name, browser.major],
    [os.name, os.version],
    [device.vendor, device.model],
  ].map((p) => p.filter(Boolean).join(' '));
  const said = parts.filter(Boolean).join(' · ');
  return said || ua.slice(0, 80);
}

export const accessUserResource = defineResource({
  entity: 'AccessUser',
  table: refreshTokens,
  joins: [
    { table: sessions, on: eq(sessions.id, r.sessionId) },
    { table: accounts, on: eq(accounts.id, sessions.accountId) },
  ],
  scope: openSessions,
  columns: [
    col.hide(r.id),
    col.text(accounts.username, T('登录账号'), {
      as: 'username',
      filter: 'text',
      sortable: true,
      width: 140,
    }),
    col.text(accounts.nickName, T('昵称'), {
      as: 'nick_name',
      width: 120,
    }),
    col.text(sessions.ip, T('IP 地址'), {
      as: 'ip',
      filter: 'text',
      sortable: true,
      width: 180,
    }),
    col.text(sessions.userAgent, T('设备'), {
      as: 'device',
      present: deviceOf,
      width: 240,
    }),
    col.datetime(sessions.createdAt, T('登录时间'), {
      as: 'signed_in_at',
      sortable: true,
    }),
    col.datetime(sessions.lastSeenAt, T('最近访问', 'last-seen'), {
      as: 'last_seen_at',
      sortable: true,
    }),
  ],
  defaultSort: { key: 'last_seen_at', order: 'desc' },
  // Signing out, not erasing: the session stays, revoked, for the login history.
  async remove(db, rows, ctx) {
    const picked = await db.select({ id: r.id, sessionId: r.sessionId }).from(r).where(rows);
    if (picked.length === 0) return [];
    await db
      .update(sessions)
      .set({ revokedAt: ctx.now, revokedReason: 'kicked' })
      .where(
        and(
          inArray(
            sessions.id,
            picked.map((p) => p.sessionId),
          ),
          isNull(sessions.revokedAt),
        ),
      );
    return picked.map((p) => p.id);
  },
});
