import { T } from '@yanye/i18n';
import { defineTexts } from '../i18n/define';

/** What is asked before an action and said once it is done (ask.ts), in zh, en, es and ja. */
export const askt = defineTexts({
  named: T('{action}「{name}」？'),
  subject: T('{action}「{name}」', 'subject'),
  plain: T('{action}？'),
  restorable: T('删除后可在回收站恢复。'),
  irreversible: T('此操作无法撤销。'),
  done: T('已{action}'),
  names: T('{names} 等 {count} 个'),
  notOffered: T('“{action}”现在不能用于这条记录：它的状态已不允许'),
});
