import type { Texts } from '@yanye/i18n';
import { pageByName, pagesByApi } from './catalog';

/**
 * The calls that destroy or undo something, by their verb: delete, un-audit, cancel, stop, refund, reverse, void,
 * unbind, close, return (a recycle order's goods), uninstall, disable. Their buttons are red wherever they are
 * offered (a list's rows, a record's page, a bespoke screen), and the question before them says what cannot be
 * undone. Said here once, for every present and future call.
 */
const DESTRUCTIVE_VERB =
  /(Del|Unaudit|Cancel|Stop|Refund|RefundConfirm|Reverse|Void|Unbind|Close|Return|Uninstall|Disable)$/i;

/** Of those, the ones nothing takes back: an un-audit is audited again, an unbinding bound again, an add-on installed again. */
const IRREVERSIBLE_VERB = /(Del|Cancel|Stop|Refund|RefundConfirm|Reverse|Void|Close|Return)$/i;

const verbOf = (api: string) => api.slice(api.lastIndexOf('/') + 1);

/** Whether a call destroys or undoes something (`DESTRUCTIVE_VERB` of its last path segment). */
export function isDestructive(api: string): boolean {
  return DESTRUCTIVE_VERB.test(verbOf(api));
}

/**
 * Whether nothing takes a call back (`IRREVERSIBLE_VERB`): its question says it cannot be undone. A delete into a
 * recycle bin is the engine's to tell (it can be restored from there).
 */
export function isIrreversible(api: string): boolean {
  return IRREVERSIBLE_VERB.test(verbOf(api));
}

/** Where a call is made and what it does there, as the operator log shows it. */
export interface ApiAction {
  /** The screen: a resource's title (操作员), or the page itself when it is a screen of its own (系统设置). */
  readonly page: Texts;
  /** What was done: the titles of the buttons or forms that make the call (添加操作员 / 编辑操作员). */
  readonly action: Texts;
}

const joinTitles = (titles: readonly Texts[]): Texts => ({
  zh: titles.map((t) => t.zh).join(' / '),
  en: titles.map((t) => t.en).join(' / '),
  es: titles.map((t) => t.es).join(' / '),
  ja: titles.map((t) => t.ja).join(' / '),
});

/**
 * The screen and the action of an API path, derived from the pages that list it: the hidden pages (buttons and
 * forms) say what was done, their parent where; a call only a screen makes (an import on a list, a settings
 * save) is that screen's. Undefined for a path no page lists.
 */
export function apiAction(api: string): ApiAction | undefined {
  const pages = pagesByApi(api);
  const hidden = pages.filter((p) => p.hidden);
  const first = hidden[0] ?? pages[0];
  if (!first) return undefined;
  const parent = first.hidden && first.parent ? pageByName(first.parent) : undefined;
  return {
    page: parent?.title ?? first.title,
    action: hidden.length > 0 ? joinTitles(hidden.map((p) => p.title)) : first.title,
  };
}
