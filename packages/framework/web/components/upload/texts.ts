import { T } from '@yanye/i18n';
import { defineTexts } from '../../i18n/define';

export const upt = defineTexts({
  upload: T('上传'),
  uploadImage: T('上传图片'),
  uploadFile: T('上传文件'),
  replace: T('更换'),
  uploading: T('上传中…'),
  badType: T('不支持的文件类型：{name}。可上传 {types}'),
  tooLarge: T('文件过大：{name} 超过 {limit} MB'),
  imageHint: T('{types}，最大 {limit} MB；大图自动缩小，不会裁剪'),
  fileHint: T('{types}，最大 {limit} MB'),
  download: T('下载'),
});
