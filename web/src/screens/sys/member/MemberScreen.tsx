import {
  formatTime,
  mediaUrl,
  RecordActionButtons,
  RecordPage,
  RecordPending,
  useOpenablePages,
  useViewName,
} from '@yanye/framework/web';
import { Avatar, Button, Card, Descriptions, Space, Tag } from 'antd';
import { useCallback, useMemo } from 'react';
import { Link, useParams } from 'react-router';
import { MemberRecords } from './MemberRecords';
import { MemberWallets } from './MemberWallets';
import { memberText } from './texts';
import { MEMBER_LIST, useMember } from './useMember';

/** What the profile says, keyed as the member list's columns (which title them). */
const PROFILE = ['phone', 'level', 'created_at', 'last_login_at'] as const;

/**
 * /sys/member/info/:id: a member's page. Who they are and whether they may sign in (disable, enable), their
 * three wallets with the latest ledger rows and the bookings this user may make on each, and their records in the
 * other lists, each a link to the whole list filtered to the member.
 */
export function MemberScreen(_: { readonly title: string }) {
  const { id } = useParams();
  const { member, meta, actions, error } = useMember(id);
  useViewName(actions.name);
  const openable = useOpenablePages();
  const names = useMemo(() => new Set(openable.map((p) => p.name)), [openable]);
  const mayOpen = useCallback((page: string) => names.has(page), [names]);
  // The bookings ask for a wallet; the others (disable, enable) ask only to confirm.
  const bookings = actions.offered.filter((a) => a.fields?.some((f) => f.name === 'wallet'));
  const others = { ...actions, offered: actions.offered.filter((a) => !bookings.includes(a)) };
  const { start } = actions;
  // Opened on the card's wallet, the amount blank for the clerk to type (a booking of 0 is never one).
  const onStart = useCallback(
    (action: (typeof bookings)[number], wallet: string) => start(action, { wallet, amount: '' }),
    [start],
  );

  if (error || !member || !meta) return <RecordPending error={error} />;
  const label = (name: string) => meta.rows[name]?.title ?? name;
  const shown: Record<(typeof PROFILE)[number], string> = {
    phone: member.phone,
    level: member.level_title,
    created_at: formatTime(member.created_at),
    last_login_at: member.last_login_at ? formatTime(member.last_login_at) : '—',
  };
  const avatar = mediaUrl(member.avatar);
  return (
    <RecordPage className="member-page" actions={actions}>
      <Card
        size="small"
        title={
          <Space wrap>
            <Avatar src={avatar || undefined}>{member.nick_name.slice(0, 1)}</Avatar>
            <span>{member.nick_name || member.phone}</span>
            <Tag
              color={member.status === 1 ? 'green' : 'default'}
              data-testid="member-status"
              data-status={member.status}
            >
              {member.status_title}
            </Tag>
          </Space>
        }
        extra={
          <Space wrap>
            <RecordActionButtons actions={others} />
            <Link to={MEMBER_LIST.path}>
              <Button>{memberText('backToList')}</Button>
            </Link>
          </Space>
        }
      >
        <Descriptions size="small" column={{ xs: 1, sm: 2, lg: 4 }} title={memberText('profile')}>
          {PROFILE.map((name) => (
            <Descriptions.Item key={name} label={label(name)}>
              {shown[name]}
            </Descriptions.Item>
          ))}
        </Descriptions>
      </Card>
      <MemberWallets
        wallets={member.wallets}
        phone={member.phone}
        actions={bookings}
        onStart={onStart}
        mayOpen={mayOpen}
      />
      <MemberRecords phone={member.phone} mayOpen={mayOpen} />
    </RecordPage>
  );
}
