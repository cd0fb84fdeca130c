import { liveKind, liveSaid, pageByName } from '@yanye/catalog';
import { defineTexts } from '@yanye/framework/web';
import { type Lang, T, textOf } from '@yanye/i18n';
import { formatYuan, type LiveEvent } from '@yanye/protocol';

/** The bell's own texts. */
export const liveText = defineTexts({
  bell: T('消息提醒'),
  unread: T('{n} 条未读消息'),
  none: T('暂无消息'),
  more: T('加载更早的消息'),
  settings: T('提醒设置'),
  kinds: T('接收这些消息'),
  sound: T('新消息时播放提示音'),
  back: T('返回消息'),
  saved: T('提醒设置已保存'),
  reconnecting: T('实时消息连接已断开，正在重新连接…'),
  earlier: T('另有 {n} 条新消息，点此查看全部'),
});

/** What an event says in `lang`: its kind's sentence with its params, an amount as money. */
export function liveSentence(event: LiveEvent, lang: Lang): string {
  const kind = liveKind(event.kind);
  if (!kind) return event.kind;
  const params: Record<string, string | number> = { ...event.params };
  if (params.amount !== undefined) params.amount = formatYuan(params.amount);
  return textOf(liveSaid(kind, event.params), lang, params);
}

/** The kind's name in `lang` (the toast's title, the settings' choices). */
export function liveTitle(kind: string, lang: Lang): string {
  const k = liveKind(kind);
  return k ? textOf(k.title, lang) : kind;
}

/** Whether the event tells of something that went wrong (a rejected withdrawal). */
export function liveIsBad(event: LiveEvent): boolean {
  const bad = liveKind(event.kind)?.bad;
  return bad === true || (bad?.includes(String(event.params.status)) ?? false);
}

/** Where the event leads: its kind's page, the record's id in its `:id`; undefined for a kind with no page. */
export function liveLink(event: LiveEvent): string | undefined {
  const kind = liveKind(event.kind);
  const page = kind?.page ? pageByName(kind.page) : undefined;
  if (!page) return undefined;
  return page.path.includes(':id') ? page.path.replace(':id', encodeURIComponent(event.record)) : page.path;
}
