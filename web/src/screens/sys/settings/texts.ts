import { defineTexts } from '@yanye/framework/web';
import { T } from '@yanye/i18n';

/** Texts of the settings pages (system, copyright, app download page). */
export const settingsText = defineTexts({
  updatedAt: T('最近保存：{time}'),
  neverSaved: T('尚未保存，当前为默认值'),
  readOnly: T('您可以查看这些设置，但没有修改权限；如需修改请联系店铺管理员。'),
  preview: T('下载页预览'),
  qrTitle: T('扫码下载'),
  android: T('安卓下载'),
  ios: T('App Store 下载'),
  noLink: T('未填写链接'),
  badLink: T('链接格式不对，保存时会被拒绝'),
  closed: T('下载页暂未开放'),
  closedHint: T('打开“开放下载页”并保存后，买家才能看到此页面。'),
  unnamed: T('未命名 App'),
  openLink: T('打开链接'),
  scanHint: T('用手机扫描二维码即可下载安装'),
  noDescription: T('这里将显示 App 简介。'),
});
