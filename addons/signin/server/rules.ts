import type { SettingValues } from '@yanye/addon-kit/server';
import { signin } from '../addon';

/** The store's check-in rules, from the add-on's settings (edited under /plugin/signin/setting). */
export interface SigninRules {
  /** Points a check-in earns. */
  readonly points: number;
  /** Days after which bonuses count from day 1 again; 0 never starts over. */
  readonly cycle: number;
  readonly makeup: boolean;
  /** How many days before today a missed day may still be made up. */
  readonly makeupDays: number;
  /** Points a make-up costs. */
  readonly makeupCost: number;
}

const defaults: Readonly<Record<string, unknown>> = Object.fromEntries(
  signin.settings.map((f) => [f.name, f.default]),
);

const whole = (v: unknown) => Math.max(0, Math.trunc(Number(v) || 0));

/** The rules a store's settings say, a value not saved yet being the manifest's default. */
export function rulesOf(values: SettingValues): SigninRules {
  const value = (name: string) => values[name] ?? defaults[name];
  return {
    points: whole(value('points')),
    cycle: whole(value('cycle')),
    makeup: value('makeup') === true,
    makeupDays: whole(value('makeup_days')),
    makeupCost: whole(value('makeup_cost')),
  };
}

/** The bonus of the `streak`-th consecutive day: the bonus set for its place in the cycle, else 0. */
export function bonusFor(streak: number, cycle: number, bonuses: ReadonlyMap<number, number>): number {
  const place = cycle > 0 ? ((streak - 1) % cycle) + 1 : streak;
  return bonuses.get(place) ?? 0;
}

const DAY_MS = 86_400_000;

/** Whether `text` is a real day written `YYYY-MM-DD`. */
export function isDay(text: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  const ms = Date.parse(`${text}T00:00:00Z`);
  return Number.isFinite(ms) && new Date(ms).toISOString().slice(0, 10) === text;
}

/** The day `n` days after `day` (before it for a negative `n`). */
export function addDays(day: string, n: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY_MS).toISOString().slice(0, 10);
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}
