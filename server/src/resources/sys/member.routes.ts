import { accounts, members, notFound, route, walletLogs, wallets } from '@yanye/framework/server';
import { API, MEMBER_LEDGER_ROWS, MEMBER_WALLET_KINDS, type MemberWalletView } from '@yanye/protocol';
import { desc, eq } from 'drizzle-orm';
import { EVENT_TITLES, MEMBER_WALLET_TITLES } from '../finance/member/titles';
import { MEMBER_LEVELS, MEMBER_STATUS } from './member.resource';

const m = members;

/** An option's label in the reader's language, or the value as it is when it has none. */
function labelOf(
  options: readonly { value: unknown; label: Record<string, string> }[],
  value: unknown,
  lang: string,
) {
  return options.find((o) => o.value === value)?.label[lang] ?? String(value);
}

const eventTitles: Readonly<Record<string, Record<string, string>>> = EVENT_TITLES;

/**
 * `GET /v1/seller/member/MemberDetail?id=`: one member as their page shows them. Each wallet's balance is the
 * wallet account's (the ledger keeps it equal to the sum of its rows, docs/finance.md), 0 for one never booked;
 * its newest rows are the last of its chain (`seq`, in which each row's balance after follows the one before),
 * whatever times the events carry, so the first row's balance after is the balance shown (read by the unique
 * index on wallet and `seq`).
 */
export const memberRoutes = [
  route(API.member.memberDetail, {
    handler: async ({ db, lang }, { query }) => {
      const [member] = await db
        .select({
          id: m.id,
          nick_name: m.nickName,
          phone: m.phone,
          avatar: m.avatar,
          level: m.level,
          status: m.status,
          created_at: m.createdAt,
          last_login_at: m.lastLoginAt,
        })
        .from(m)
        .where(eq(m.id, query.id));
      if (!member) throw notFound();
      const accountsOf = await db
        .select({ id: wallets.id, kind: wallets.kind, balance: wallets.balance, entries: wallets.entries })
        .from(wallets)
        .where(eq(wallets.memberId, member.id));
      const shown: MemberWalletView[] = [];
      for (const kind of MEMBER_WALLET_KINDS) {
        const account = accountsOf.find((a) => a.kind === kind);
        const rows = account
          ? await db
              .select({
                id: walletLogs.id,
                event: walletLogs.event,
                amount: walletLogs.amount,
                balance_after: walletLogs.balanceAfter,
                doc_no: walletLogs.docNo,
                note: walletLogs.note,
                operator: accounts.username,
                created_at: walletLogs.createdAt,
              })
              .from(walletLogs)
              .leftJoin(accounts, eq(accounts.id, walletLogs.accountId))
              .where(eq(walletLogs.walletId, account.id))
              .orderBy(desc(walletLogs.seq))
              .limit(MEMBER_LEDGER_ROWS)
          : [];
        shown.push({
          kind,
          title: MEMBER_WALLET_TITLES[kind][lang],
          balance: account?.balance ?? 0,
          entries: account?.entries ?? 0,
          rows: rows.map((r) => ({
            ...r,
            event_title: eventTitles[r.event]?.[lang] ?? r.event,
            operator: r.operator ?? '',
          })),
        });
      }
      return {
        ...member,
        level_title: labelOf(MEMBER_LEVELS, member.level, lang),
        status_title: labelOf(MEMBER_STATUS, member.status, lang),
        wallets: shown,
      };
    },
  }),
];
