import { message } from '@yanye/i18n';
import { boundRefusal, decimalPlaces, decimalsRefusal } from '@yanye/protocol';
import type { Rule } from 'antd/es/form';
import { type ReactNode, useEffect, useState } from 'react';
import { currentLang } from '../../i18n/lang';
import { NumericInput } from './NumericInput';

/** What a number box takes: its range and its decimal places. */
export interface NumberBounds {
  readonly min?: number | null;
  readonly max?: number | null;
  readonly decimals: number;
}

/**
 * A box for a form field that holds a number (a setting, a weight, a rate), in place of Ant Design's InputNumber,
 * which rounds a value to its precision and pulls it into its range when the box is left, without a word. This one
 * keeps what was typed: the form holds the number typed, and the field's rule (`numberBoxRule`) refuses, under the
 * field, what its places or range cannot hold. A minus can be typed only where the range goes below zero.
 */
export function NumberBox(
  props: NumberBounds & {
    readonly value?: number | null;
    readonly onChange?: (value: number | null) => void;
    readonly id?: string;
    readonly width?: number;
    readonly placeholder?: string;
    /** The unit after the number (px, 天, %). */
    readonly suffix?: ReactNode;
    readonly 'aria-label'?: string;
    /** Marked as refused (outside a form, where no form item marks it). */
    readonly invalid?: boolean;
  },
) {
  const [text, setText] = useState(() => shown(props.value, props.decimals));
  // A value set from outside (the form filled or reset) is shown; the box's own text stays while it is the same
  // number (`3.50` is not rewritten as `3.5`).
  useEffect(() => {
    setText((held) => (asNumber(held) === (props.value ?? null) ? held : shown(props.value, props.decimals)));
  }, [props.value, props.decimals]);
  return (
    <span className="number-box" style={{ display: 'inline-flex', alignItems: 'baseline', gap: 6 }}>
      <NumericInput
        id={props.id}
        value={text}
        decimals={props.decimals}
        negative={(props.min ?? 0) < 0}
        width={props.width ?? 160}
        placeholder={props.placeholder}
        aria-label={props['aria-label']}
        invalid={props.invalid}
        onChange={(typed) => {
          setText(typed);
          props.onChange?.(asNumber(typed));
        }}
      />
      {props.suffix !== undefined && <span className="number-box-suffix">{props.suffix}</span>}
    </span>
  );
}

/**
 * A value the box is given (a saved setting, a form filled) as it shows: with the field's places, as money and
 * weights show everywhere (10 → `10.00`); one with more places than the field's as it is, never rounded to fit.
 */
function shown(value: number | null | undefined, decimals: number): string {
  if (value === null || value === undefined || Number.isNaN(value)) return '';
  const text = String(value);
  return decimals > 0 && decimalPlaces(text) <= decimals && !/e/i.test(text) ? value.toFixed(decimals) : text;
}

/** The number a text is, null for none yet (blank, a lone minus or dot). */
function asNumber(text: string): number | null {
  if (text === '' || text === '-' || text === '.' || text === '-.') return null;
  const n = Number(text);
  return Number.isFinite(n) ? n : null;
}

/**
 * Why a number cannot be held by its field, said as the server says it (`天数须在 1 到 30 之间`, `费率最多 2 位小数`):
 * its places, then its range; undefined when it will do, or when blank (left to `required`).
 */
export function numberProblem(field: string, value: unknown, bounds: NumberBounds): string | undefined {
  if (value === null || value === undefined || value === '') return undefined;
  const said =
    decimalPlaces(String(value)) > bounds.decimals
      ? decimalsRefusal(field, bounds.decimals)
      : outOfRange(field, Number(value), bounds);
  return said && message(currentLang(), said.key, said.params);
}

/** The rule of a `NumberBox` field (`numberProblem`), said under the field. */
export function numberBoxRule(field: string, bounds: NumberBounds): Rule {
  return {
    validator: async (_rule, value: unknown) => {
      const problem = numberProblem(field, value, bounds);
      if (problem) throw new Error(problem);
    },
  };
}

function outOfRange(field: string, n: number, bounds: NumberBounds) {
  if (bounds.min !== null && bounds.min !== undefined && n < bounds.min)
    return boundRefusal('number', field, bounds, 'min');
  if (bounds.max !== null && bounds.max !== undefined && n > bounds.max)
    return boundRefusal('number', field, bounds, 'max');
  return undefined;
}
