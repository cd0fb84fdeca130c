import { T } from '@yanye/i18n';
import { API, AppDownloadSettings } from '@yanye/protocol';
import { input } from '../../engine/fields';
import { defineSettings } from './define';

const MESSAGES = {
  nameNeeded: T(
    '开放下载页前请填写 App 名称',
    'Give the app a name before opening its download page',
    'Ponga nombre a la app antes de abrir su página de descarga',
    'ダウンロードページを公開する前にアプリ名を入力してください',
  ),
  linkNeeded: T(
    '开放下载页前请至少填写一个下载链接（安卓或 iOS）',
    'Give at least one download link (Android or iOS) before opening the download page',
    'Indique al menos un enlace de descarga (Android o iOS) antes de abrir la página',
    'ダウンロードページを公開する前に、Android か iOS のリンクを少なくとも 1 つ入力してください',
  ),
};

/** /sys/appdownload/PublicSetting: the page a buyer opens (or scans) to install the store's app. */
export const appDownloadSettings = defineSettings({
  name: 'appdown',
  title: T('APP下载页设置', 'App download page', 'Página de descarga', 'ダウンロードページ設定'),
  schema: AppDownloadSettings,
  info: API.settings.appdownInfo,
  save: API.settings.appdownSet,
  fields: [
    input('app_name', T('App 名称', 'App name', 'Nombre de la app', 'アプリ名'), 'text'),
    input('app_icon', T('App 图标', 'App icon', 'Icono de la app', 'アプリアイコン'), 'image', {
      tip: T(
        '建议上传 512×512 的方形图片',
        'A square picture, 512×512 at best',
        'Una imagen cuadrada, idealmente 512×512',
        '512×512 の正方形画像を推奨',
      ),
    }),
    input('description', T('App 简介', 'Description', 'Descripción', 'アプリ紹介'), 'textarea'),
    input(
      'android_url',
      T('安卓下载链接', 'Android download', 'Descarga Android', 'Android ダウンロード'),
      'file',
      {
        tip: T(
          'https:// 开头的安装包或应用市场链接，或上传安装包后得到的 /uploads/ 路径',
          'An https:// link to the package or an app market, or the /uploads/ path of the uploaded package',
          'Un enlace https:// al paquete o a una tienda, o la ruta /uploads/ del paquete subido',
          'パッケージやアプリストアの https:// リンク、またはアップロードした /uploads/ のパス',
        ),
      },
    ),
    input(
      'ios_url',
      T('iOS App Store 链接', 'iOS App Store link', 'Enlace de App Store', 'iOS App Store リンク'),
      'text',
      {
        tip: T(
          '如 https://apps.apple.com/cn/app/id1234567890',
          'Like https://apps.apple.com/cn/app/id1234567890',
          'Como https://apps.apple.com/cn/app/id1234567890',
          '例 https://apps.apple.com/cn/app/id1234567890',
        ),
      },
    ),
    input(
      'open',
      T('开放下载页', 'Download page open', 'Página de descarga abierta', 'ダウンロードページを公開'),
      'switch',
      {
        tip: T(
          '关闭时买家打开下载页只会看到“暂未开放”',
          'While closed, buyers opening the page see only that it is not open yet',
          'Cerrada, los compradores solo ven que aún no está abierta',
          '非公開の間は「未公開」とだけ表示されます',
        ),
      },
    ),
  ],
  defaults: { app_name: '', app_icon: '', description: '', android_url: '', ios_url: '', open: 0 },
  check: (v) => {
    if (v.open !== 1) return undefined;
    if (v.app_name === '') return { field: 'app_name', message: MESSAGES.nameNeeded };
    if (v.android_url === '' && v.ios_url === '')
      return { field: 'android_url', message: MESSAGES.linkNeeded };
    return undefined;
  },
});
