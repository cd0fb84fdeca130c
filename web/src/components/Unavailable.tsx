import { pageByName } from '@yanye/catalog';
import { Button, Result } from 'antd';
import { Link } from 'react-router';
import { defineTexts } from '../i18n/define';
import { FixLink } from './FixLink';

/** Where a plugin is installed: the remedy of a page whose plugin the store has not installed. */
const PLUGIN_MANAGE_PATH = pageByName('PluginManage')?.path ?? '/plugin/manage';

/** Why a page cannot be shown: the one screen the console has for each of these, wherever it meets them. */
export type UnavailableReason = 'notFound' | 'noPermission' | 'notInstalled' | 'notBuilt';

const unavailableText = defineTexts(
  {
    notFound: '页面不存在',
    notFoundHint: '抱歉，您访问的页面不存在，请检查地址是否正确。',
    noPermission: '无权访问',
    noPermissionHint: '抱歉，您没有访问该页面的权限，请联系店铺管理员。',
    notInstalled: '插件未安装',
    notInstalledHint: '该页面属于尚未安装的插件，请在“插件管理”中安装后使用。',
    notBuilt: '暂未开放',
    notBuiltHint: '该功能尚未开放，开放后将出现在菜单中。',
    home: '返回首页',
    manage: '前往插件管理',
  },
  {
    en: {
      notFound: 'Page not found',
      notFoundHint: 'Sorry, there is no page at this address. Check that it is right.',
      noPermission: 'No access',
      noPermissionHint: 'Sorry, you may not open this page. Ask the store’s administrator.',
      notInstalled: 'Plugin not installed',
      notInstalledHint:
        'This page belongs to a plugin the store has not installed: install it under Plugins.',
      notBuilt: 'Not open yet',
      notBuiltHint: 'This feature is not open yet; it will appear in the menu when it is.',
      home: 'Back to the start',
      manage: 'Open Plugins',
    },
    es: {
      notFound: 'Página no encontrada',
      notFoundHint: 'Lo sentimos, no hay ninguna página en esta dirección. Compruebe que sea correcta.',
      noPermission: 'Sin acceso',
      noPermissionHint: 'Lo sentimos, no tiene acceso a esta página. Consulte al administrador de la tienda.',
      notInstalled: 'Complemento no instalado',
      notInstalledHint:
        'Esta página es de un complemento que la tienda no ha instalado: instálelo en Complementos.',
      notBuilt: 'Aún no disponible',
      notBuiltHint: 'Esta función aún no está disponible; aparecerá en el menú cuando lo esté.',
      home: 'Volver al inicio',
      manage: 'Abrir Complementos',
    },
    ja: {
      notFound: 'ページが見つかりません',
      notFoundHint: 'このアドレスのページは存在しません。アドレスをご確認ください。',
      noPermission: 'アクセス権がありません',
      noPermissionHint: 'このページへのアクセス権がありません。店舗の管理者にお問い合わせください。',
      notInstalled: 'プラグイン未インストール',
      notInstalledHint:
        'このページは未インストールのプラグインのものです。プラグイン管理からインストールしてください。',
      notBuilt: '未公開',
      notBuiltHint: 'この機能はまだ公開されていません。公開されるとメニューに表示されます。',
      home: 'トップへ戻る',
      manage: 'プラグイン管理を開く',
    },
  },
);

const STATUS: Readonly<Record<UnavailableReason, '404' | '403' | 'info'>> = {
  notFound: '404',
  noPermission: '403',
  notInstalled: 'info',
  notBuilt: 'info',
};

/**
 * The screen of a page that cannot be shown, saying why, with the way back to the start (`/`) and, for a plugin
 * not installed, the way to install it (to whoever may). `detail` says
 * more than the reason's own hint (the server's words for a record that is not there).
 */
export function Unavailable({
  reason,
  title,
  detail,
}: {
  readonly reason: UnavailableReason;
  readonly title?: string;
  readonly detail?: string;
}) {
  return (
    <Result
      className="unavailable"
      data-reason={reason}
      status={STATUS[reason]}
      title={title ?? unavailableText(reason)}
      subTitle={detail || unavailableText(`${reason}Hint`)}
      extra={
        <>
          {reason === 'notInstalled' && (
            <FixLink to={PLUGIN_MANAGE_PATH}>
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
