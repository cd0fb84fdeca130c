import { input } from '@yanye/framework/server';
import { T } from '@yanye/i18n';
import { API, AppDownloadSettings } from '@yanye/protocol';
import { defineSettings } from './define';

const MESSAGES = {
  nameNeeded: T('开放下载页前请填写 App 名称'),
  linkNeeded: T('开放下载页前请至少填写一个下载链接（安卓或 iOS）'),
};

/** /sys/appdownload/PublicSetting: the page a buyer opens (or scans) to install the store's app. */
export const appDownloadSettings = defineSettings({
  name: 'appdown',
  title: T('APP下载页设置'),
  schema: AppDownloadSettings,
  info: API.settings.appdownInfo,
  save: API.settings.appdownSet,
  fields: [
    input('app_name', T('App 名称'), 'text'),
    input('app_icon', T('App 图标'), 'image', {
      tip: T('建议上传 512×512 的方形图片'),
    }),
    input('description', T('App 简介'), 'textarea'),
    input('android_url', T('安卓下载链接'), 'file', {
      tip: T('https:// 开头的安装包或应用市场链接，或上传安装包后得到的 /uploads/ 路径'),
    }),
    input('ios_url', T('iOS App Store 链接'), 'text', {
      tip: T('如 https://apps.apple.com/cn/app/id1234567890'),
    }),
    input('open', T('开放下载页'), 'switch', {
      tip: T('关闭时买家打开下载页只会看到“暂未开放”'),
    }),
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
