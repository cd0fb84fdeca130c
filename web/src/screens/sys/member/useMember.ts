import { useQuery } from '@tanstack/react-query';
import { entityByName, pageByName } from '@yanye/catalog';
import { metaQuery, type Row, useApiQuery, useRecordActions } from '@yanye/framework/web';
import { API, type OutputOf, RECORD_CALLS } from '@yanye/protocol';

/** One member as their page reads it (`API.member.memberDetail`). */
export type MemberDetail = OutputOf<typeof API.member.memberDetail>;

/** The member list: where the page goes back to, whose metadata labels the profile and offers the actions. */
export const MEMBER_LIST = pageByName('MemberManage')!;
const MEMBER_INFO = `${entityByName('Member')!.api}${RECORD_CALLS.info}`;

/**
 * A member's page (/sys/member/info/:id): the member with their wallets, the member list's metadata (titles of
 * the profile, the name of the record), and the actions its list offers on the member now (the wallet bookings,
 * disable or enable), each run on this member and read again after.
 */
export function useMember(id: string | undefined) {
  const read = useApiQuery(API.member.memberDetail, { id: Number(id) }, { enabled: id !== undefined });
  const meta = useQuery(metaQuery(MEMBER_LIST.api[0]!));
  const member = read.data;
  const nameKey = meta.data?.record_name;
  const named = member && nameKey ? String((member as Readonly<Record<string, unknown>>)[nameKey] ?? '') : '';
  // The record as the list's actions see it (their conditions read its status), named as the list names it.
  const row: Row | undefined = member ? { ...member, _name: named || member.phone } : undefined;
  const actions = useRecordActions(MEMBER_INFO, row);
  return { member, meta: meta.data, actions, error: read.error ?? meta.error };
}
