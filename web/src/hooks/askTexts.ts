import { defineTexts } from '../i18n/define';

/** What is asked before an action and said once it is done (ask.ts), in zh, en, es and ja. */
export const askt = defineTexts(
  {
    named: '{action}「{name}」？',
    subject: '{action}「{name}」',
    plain: '{action}？',
    restorable: '删除后可在回收站恢复。',
    irreversible: '此操作无法撤销。',
    done: '已{action}',
    notOffered: '“{action}”现在不能用于这条记录：它的状态已不允许',
  },
  {
    en: {
      named: '{action} “{name}”?',
      subject: '{action}: “{name}”',
      plain: '{action}?',
      restorable: 'It can be restored from the recycle bin.',
      irreversible: 'This cannot be undone.',
      done: '{action}: done',
      notOffered: '“{action}” is not open to this record in its present state',
    },
    es: {
      named: '¿{action} «{name}»?',
      subject: '{action}: «{name}»',
      plain: '¿{action}?',
      restorable: 'Se podrá restaurar desde la papelera.',
      irreversible: 'No se puede deshacer.',
      done: '{action}: hecho',
      notOffered: '«{action}» no se puede aplicar a este registro en su estado actual',
    },
    ja: {
      named: '{action}「{name}」？',
      subject: '{action}「{name}」',
      plain: '{action}？',
      restorable: '削除後はごみ箱から復元できます。',
      irreversible: 'この操作は元に戻せません。',
      done: '{action}：完了しました',
      notOffered: '「{action}」はこのレコードの現在の状態では実行できません',
    },
  },
);
