import { isDestructive, isIrreversible, pagesByApi } from '@yanye/catalog';
import { fillPlaceholders, message } from '@yanye/i18n';
import type { RowAction } from '@yanye/protocol';
import { currentLang } from '../i18n/lang';
import { t } from '../i18n/texts';
import { askt } from './askTexts';

/** What an action is about to do, for the question before it. */
export interface Asking {
  /** The action in full, its noun included: 删除客户, 反审核入库单, 卸载插件. */
  readonly what: string;
  /**
   * The words of the button that confirms it where a screen says more than the action in full (通过并打款 for
   * 通过提现); unsaid, the action in full confirms it (删除客户, 同意退款, 取消订单).
   */
  readonly verb?: string;
  /** What it acts on, by name (张三, RK20261122-0001); unsaid when unknown. */
  readonly name?: string;
  /** It destroys or undoes something (`isDestructive`): red. */
  readonly danger?: boolean;
  /** What it takes away goes to the recycle bin, whence it can be restored. */
  readonly restorable?: boolean;
  /** Nothing takes it back: the question says it cannot be undone. */
  readonly irreversible?: boolean;
  /** What follows, in the screen's own words, where it can say more than "this cannot be undone". */
  readonly after?: string;
}

/** A question's words: what it is about to do to what, and what follows from it. */
export interface Question {
  readonly title: string;
  readonly description: string | undefined;
}

/**
 * The question before an action, the same everywhere: "删除客户「张三」？删除后可在回收站恢复。", or, for what cannot
 * be undone, "反审核入库单「RK…」？此操作无法撤销。"
 */
export function questionOf(a: Asking): Question {
  const name = a.name?.trim();
  const title = name ? askt('named', { action: a.what, name }) : askt('plain', { action: a.what });
  const after =
    a.after ?? (a.restorable ? askt('restorable') : a.irreversible ? askt('irreversible') : undefined);
  return { title, description: after };
}

/** The buttons of a question or an action's dialog: the one that does it, and the one that does not. */
export interface Answers {
  /** Names the action (删除客户, 发货, 同意退款), never a bare OK. */
  readonly ok: string;
  /** 取消; 返回 where the action itself is a cancel (取消订单), so that the two never read alike. */
  readonly dismiss: string;
}

/** The buttons' words, from the action's own (`verb`, else `what`), the same in every question and dialog. */
export function answersOf(a: Pick<Asking, 'what' | 'verb'>): Answers {
  const ok = a.verb?.trim() || a.what;
  const cancel = t('cancel');
  const isCancel = ok.toLocaleLowerCase().includes(cancel.toLocaleLowerCase());
  return { ok, dismiss: isCancel ? t('back') : cancel };
}

/** A dialog's title: the action and what it acts on (同意退款「TK2026…」), for one that asks no question. */
export function subjectOf(a: Asking): string {
  const name = a.name?.trim();
  return name ? askt('subject', { action: a.what, name }) : a.what;
}

/** Names given in one question; the rest are counted. */
const MOST_NAMES = 3;

/**
 * Several records by name, as the operator log names them: `张三、李四`, or `张三、李四、王五 等 5 个` (each language
 * joining its own way); undefined when none has a name.
 */
export function namesOf(names: readonly (string | undefined)[]): string | undefined {
  const named = names.map((n) => n?.trim() ?? '').filter((n) => n !== '');
  if (named.length === 0) return undefined;
  const lang = currentLang();
  const joined = named.slice(0, MOST_NAMES).join(lang === 'zh' || lang === 'ja' ? '、' : ', ');
  return names.length > MOST_NAMES ? askt('names', { names: joined, count: names.length }) : joined;
}

/** A cell of the row an action acts on, by its column's key, as the list shows it; undefined when not there. */
export type CellText = (key: string) => string | undefined;

/**
 * What an action says follows from it, the row's cells put in where it names them (`审核后 {posting} 计入
 * {warehouse} 库存` → `审核后 12 袋 工业盐 计入 一号仓 库存`), an empty cell as a dash. Unsaid when it names a cell the
 * row does not hold (a record's page, which holds its form rather than its list row): never a half-filled text.
 */
export function afterFor(after: string | undefined, cell: CellText | undefined): string | undefined {
  if (!after) return after;
  let missing = false;
  const said = fillPlaceholders(after, (key) => {
    const value = cell?.(key);
    if (value === undefined) missing = true;
    return value === '' ? '—' : value;
  });
  return missing ? undefined : said;
}

/**
 * The question before an action of a list or a record (its metadata's `RowAction`) on a record by name, saying
 * what follows from it with the row's own cells (`cell`).
 */
export function askingOf(action: RowAction, name: string | undefined, cell?: CellText): Asking {
  return {
    what: action.summary ?? action.title,
    name,
    danger: action.danger,
    restorable: action.restorable,
    irreversible: action.irreversible,
    after: afterFor(action.after, cell),
  };
}

/**
 * The question before a bespoke screen's call (a role's delete, an offer's stop) on a record by name: what it
 * does in the catalogue's words (the title of the button's page: 删除角色), and whether it destroys.
 */
export function askingFor(api: string, name: string | undefined, restorable = false): Asking {
  const pages = pagesByApi(api);
  const page = pages.find((p) => p.view === 'action') ?? pages[0];
  return {
    what: page?.title[currentLang()] ?? api,
    name,
    danger: isDestructive(api),
    restorable,
    irreversible: isIrreversible(api) && !restorable,
  };
}

/**
 * What a toast says of a write done: the server's own words when it has some (已发货, 已导入：新增 3 条), else plainly
 * what was done (已审核) or that it is done.
 */
export function doneText(msg: string | undefined, action?: string): string {
  if (msg && msg !== message(currentLang(), 'ok')) return msg;
  return action ? askt('done', { action }) : t('success');
}
