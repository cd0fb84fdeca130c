import { DownOutlined, UserOutlined } from '@ant-design/icons';
import { Avatar, Button, Dropdown } from 'antd';
import { Link } from 'react-router';
import type { ConsoleUser } from './routeSet';
import { shellText } from './texts';

interface Props {
  readonly user: ConsoleUser;
  readonly home: string;
  /** The name beside the avatar (not on a phone). */
  readonly withName: boolean;
  readonly onLogout: () => void;
  /** The layout settings, offered here on a phone, whose header has no room for their button. */
  readonly onSettings?: (() => void) | undefined;
}

/** The user dropdown: home, profile, password, WeChat bind or unbind, (on a phone) layout settings, sign out. */
export function UserMenu({ user, home, withName, onLogout, onSettings }: Props) {
  const items = [
    { key: 'home', label: <Link to={home}>{shellText('home')}</Link> },
    { key: 'profile', label: <Link to="/profile/user/edit">{shellText('profileEdit')}</Link> },
    { key: 'password', label: <Link to="/profile/pwd/edit">{shellText('passwordEdit')}</Link> },
    {
      key: 'wechat',
      label: (
        <Link to="/profile/user/wechat">
          {user.isbindwxpub ? shellText('wechatUnbind') : shellText('wechatBind')}
        </Link>
      ),
    },
    ...(onSettings ? [{ key: 'settings', label: shellText('settings'), onClick: onSettings }] : []),
    { type: 'divider' as const },
    { key: 'logout', label: shellText('logout'), onClick: onLogout },
  ];
  const name = user.nick_name || user.username;
  return (
    <Dropdown menu={{ items }} trigger={['click']}>
      <Button type="text" className="shell-user" aria-label={name}>
        <Avatar size="small" src={user.avatar || undefined} icon={<UserOutlined />} />
        {withName && <span className="shell-header-label">{name}</span>}
        <DownOutlined />
      </Button>
    </Dropdown>
  );
}
