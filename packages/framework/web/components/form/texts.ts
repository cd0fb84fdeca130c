import { T } from '@yanye/i18n';
import { defineTexts } from '../../i18n/define';

/** The rich-text editor's buttons and the phone preview's words. */
export const rtt = defineTexts({
  bold: T('加粗'),
  italic: T('斜体'),
  underline: T('下划线'),
  strike: T('删除线'),
  paragraph: T('正文', 'paragraph'),
  blockType: T('段落样式'),
  heading: T('标题 {level}'),
  bulletList: T('项目符号列表'),
  orderedList: T('编号列表'),
  quote: T('引用'),
  link: T('链接'),
  linkPrompt: T('链接地址（https:// 或 mailto:），留空则取消链接'),
  linkBad: T('链接须以 https://、http:// 或 mailto: 开头'),
  image: T('插入图片'),
  alignLeft: T('左对齐'),
  alignCenter: T('居中'),
  alignRight: T('右对齐'),
  undo: T('撤销'),
  redo: T('重做'),
  loading: T('编辑器加载中…'),
  uploadingImage: T('图片上传中…'),
  preview: T('手机预览'),
  close: T('关闭', 'close'),
  untitled: T('（未填写标题）'),
  noImage: T('尚未上传图片'),
  emptyBody: T('正文为空'),
  skip: T('跳过 {n}'),
  home: T('首页'),
  slot: T('广告位：{slot}'),
  tooLong: T('内容过长：含格式最多 {max} 个字符，现有 {n} 个'),
  tooLongRule: T('内容过长：含格式最多 {max} 个字符'),
});

/** The grouped select's words (a goods' properties). */
export const gst = defineTexts({ none: T('暂无启用的属性') });

/** Why a number box refused what was typed or pasted into it (`NumericInput`), said under it. */
export const numericText = defineTexts({
  notNumber: T('只能输入数字和小数点'),
  negative: T('不能为负数'),
});
