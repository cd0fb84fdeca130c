import { cleanMenu, MENU_LIMITS, type Menu, type MenuButton, type MenuType } from '../menu-rules';

/**
 * The menu editor's draft without its layout: plain values the inputs edit (every text present), and the moves
 * the editor makes (add, remove, reorder, edit), each answering a new draft. A spot is 0-based here.
 */

export interface EditEntry {
  readonly name: string;
  readonly type: MenuType;
  readonly key: string;
  readonly url: string;
  readonly appid: string;
  readonly pagepath: string;
}

export interface EditTop extends EditEntry {
  readonly subs: readonly EditEntry[];
}

export type Draft = readonly EditTop[];

export interface Spot {
  readonly top: number;
  readonly sub?: number;
}

const entry = (b: MenuButton): EditEntry => ({
  name: b.name,
  type: b.type ?? 'click',
  key: b.key ?? '',
  url: b.url ?? '',
  appid: b.appid ?? '',
  pagepath: b.pagepath ?? '',
});

export const fromMenu = (menu: Menu): Draft =>
  menu.button.map((b) => ({ ...entry(b), subs: (b.sub_button ?? []).map(entry) }));

const button = (e: EditEntry): MenuButton => ({
  name: e.name,
  type: e.type,
  key: e.key,
  url: e.url,
  appid: e.appid,
  pagepath: e.pagepath,
});

/** The draft as the server takes it: a top menu with entries sends only its name and them. */
export const toMenu = (d: Draft): Menu =>
  cleanMenu({
    button: d.map((t) => (t.subs.length > 0 ? { name: t.name, sub_button: t.subs.map(button) } : button(t))),
  });

const blank = (name: string): EditEntry => ({
  name,
  type: 'click',
  key: '',
  url: '',
  appid: '',
  pagepath: '',
});

export const canAddTop = (d: Draft) => d.length < MENU_LIMITS.tops;
export const canAddSub = (d: Draft, top: number) =>
  (d[top]?.subs.length ?? MENU_LIMITS.subs) < MENU_LIMITS.subs;

export function addTop(d: Draft, name: string): [Draft, Spot] {
  if (!canAddTop(d)) return [d, { top: d.length - 1 }];
  return [[...d, { ...blank(name), subs: [] }], { top: d.length }];
}

export function addSub(d: Draft, top: number, name: string): [Draft, Spot] {
  const t = d[top];
  if (!t || !canAddSub(d, top)) return [d, { top }];
  const subs = [...t.subs, blank(name)];
  return [d.map((x, i) => (i === top ? { ...x, subs } : x)), { top, sub: subs.length - 1 }];
}

export function entryAt(d: Draft, spot: Spot | undefined): EditEntry | undefined {
  if (!spot) return undefined;
  const t = d[spot.top];
  return spot.sub === undefined ? t : t?.subs[spot.sub];
}

export function update(d: Draft, spot: Spot, patch: Partial<EditEntry>): Draft {
  return d.map((t, i) => {
    if (i !== spot.top) return t;
    if (spot.sub === undefined) return { ...t, ...patch };
    return { ...t, subs: t.subs.map((s, j) => (j === spot.sub ? { ...s, ...patch } : s)) };
  });
}

/** Removes an entry; answers what to pick next (its neighbour, or its top menu). */
export function remove(d: Draft, spot: Spot): [Draft, Spot | undefined] {
  if (spot.sub === undefined) {
    const next = d.filter((_, i) => i !== spot.top);
    return [next, next.length ? { top: Math.min(spot.top, next.length - 1) } : undefined];
  }
  const subs = (d[spot.top]?.subs ?? []).filter((_, j) => j !== spot.sub);
  const next = d.map((t, i) => (i === spot.top ? { ...t, subs } : t));
  return [
    next,
    subs.length ? { top: spot.top, sub: Math.min(spot.sub, subs.length - 1) } : { top: spot.top },
  ];
}

function moved<T>(list: readonly T[], from: number, to: number): T[] {
  const out = [...list];
  const [item] = out.splice(from, 1);
  if (item !== undefined) out.splice(Math.max(0, Math.min(to, out.length)), 0, item);
  return out;
}

/**
 * Moves an entry to another place among its siblings (a drop, or a step of `to - from`). An entry stays in its
 * own top menu: WeChat's limits per menu would make a move across them a different menu.
 */
export function moveTo(d: Draft, from: Spot, to: Spot): [Draft, Spot] {
  if (from.sub === undefined || to.sub === undefined) {
    if (from.sub !== undefined || to.sub !== undefined) return [d, from];
    return [moved(d, from.top, to.top), { top: Math.max(0, Math.min(to.top, d.length - 1)) }];
  }
  if (from.top !== to.top) return [d, from];
  const subs = d[from.top]?.subs ?? [];
  const next = d.map((t, i) => (i === from.top ? { ...t, subs: moved(subs, from.sub!, to.sub!) } : t));
  return [next, { top: from.top, sub: Math.max(0, Math.min(to.sub, subs.length - 1)) }];
}

/** One step earlier (-1) or later (+1) among its siblings. */
export const step = (d: Draft, spot: Spot, by: -1 | 1): [Draft, Spot] =>
  spot.sub === undefined
    ? moveTo(d, spot, { top: spot.top + by })
    : moveTo(d, spot, { top: spot.top, sub: spot.sub + by });

export const sameSpot = (a: Spot | undefined, b: Spot | undefined) =>
  a !== undefined && b !== undefined && a.top === b.top && a.sub === b.sub;
