import { pageByName } from '@yanye/catalog';
import { T } from '@yanye/i18n';
import { Button } from 'antd';
import { useContext, useEffect } from 'react';
import { Link } from 'react-router';
import { defineTexts } from '../i18n/define';
import { RecordGoneContext } from './detail/recordGone';
import { FixLink } from './FixLink';
import { Result } from './LazyResult';

/** Where a plugin is installed: the remedy of a page whose plugin the store has not installed. */
const pluginManagePath = (): string => pageByName('PluginManage')?.path ?? '/plugin/manage';

/** Why a page cannot be shown: the one screen the console has for each of these, wherever it meets them. */
export type UnavailableReason = 'notFound' | 'noPermission' | 'notInstalled' | 'notBuilt';

const unavailableText = defineTexts({
  notFound: T('页面不存在'),
  notFoundHint: T('抱歉，您访问的页面不存在，请检查地址是否正确。'),
  recordNotFound: T('记录不存在'),
  recordNotFoundHint: T('它可能已被删除，或地址中的编号有误。'),
  noPermission: T('无权访问'),
  noPermissionHint: T('抱歉，您没有访问该页面的权限，请联系店铺管理员。'),
  notInstalled: T('插件未安装'),
  notInstalledHint: T('该页面属于尚未安装的插件，请在“插件管理”中安装后使用。'),
  notBuilt: T('暂未开放'),
  notBuiltHint: T('该功能尚未开放，开放后将出现在菜单中。'),
  home: T('返回首页'),
  manage: T('前往插件管理'),
});

const STATUS: Readonly<Record<UnavailableReason, '404' | '403' | 'info'>> = {
  notFound: '404',
  noPermission: '403',
  notInstalled: 'info',
  notBuilt: 'info',
};

/**
 * The screen of a page that cannot be shown, saying why, with the way back to the start (`/`) and, for a plugin
 * not installed, the way to install it (to whoever may). `detail` says more than the reason's own hint (the
 * server's words). A record's page whose record is not there (`record`: deleted meanwhile, a wrong number in the
 * address) says so, not that the page is not there.
 */
export function Unavailable({
  reason,
  title,
  detail,
  record = false,
}: {
  readonly reason: UnavailableReason;
  readonly title?: string;
  readonly detail?: string;
  readonly record?: boolean;
}) {
  // Inside a record's tabs, a record not found takes the tabs away (RecordTabs).
  const markGone = useContext(RecordGoneContext);
  useEffect(() => {
    if (reason === 'notFound') markGone?.();
  }, [reason, markGone]);
  const gone = record && reason === 'notFound';
  // The server's words, unless they only repeat the title.
  const said = gone && detail === unavailableText('recordNotFound') ? undefined : detail;
  return (
    <Result
      className="unavailable"
      data-reason={reason}
      status={STATUS[reason]}
      title={title ?? (gone ? unavailableText('recordNotFound') : unavailableText(reason))}
      subTitle={said || unavailableText(gone ? 'recordNotFoundHint' : `${reason}Hint`)}
      extra={
        <>
          {reason === 'notInstalled' && (
            <FixLink to={pluginManagePath()}>
              <Button type="primary">{unavailableText('manage')}</Button>
            </FixLink>
          )}
          <Link to="/">
            <Button type={reason === 'notInstalled' ? 'default' : 'primary'}>
              {unavailableText('home')}
            </Button>
          </Link>
        </>
      }
    />
  );
}
