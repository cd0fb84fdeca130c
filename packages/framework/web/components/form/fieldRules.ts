import { message } from '@yanye/i18n';
import {
  type BoundOf,
  boundRefusal,
  decimalPlaces,
  decimalsRefusal,
  type FieldMeta,
  isLuhn,
  isPhoneOf,
  normalizeBankAccount,
  PHONE_MESSAGES,
  type PhoneKind,
  passwordProblem,
} from '@yanye/protocol';
import type { Rule } from 'antd/es/form';
import { missingGroups } from '../../hooks/form/groupedValues';
import { currentLang } from '../../i18n/lang';
import { t } from '../../i18n/texts';
import { moneyProblem } from './moneyField';
import { rtt } from './texts';

/**
 * The checks a field gets in the browser before it is sent: the server's own rules, said the same way. `places:
 * false` leaves a number's decimal places to a rule of the caller's (a line's quantity, held to its unit's).
 */
export function fieldRules(f: FieldMeta, o: { readonly places?: boolean } = {}): Rule[] {
  const rules: Rule[] = [];
  if (f.required && f.type !== 'lines') rules.push({ required: true, message: requiredMessage(f) });
  if (f.type === 'phone') rules.push(phoneRule(f.phone ?? 'contact', f.title));
  if (f.type === 'number') rules.push(numberRule(f, o.places ?? true));
  if ((f.type === 'text' || f.type === 'textarea') && f.rules.max) rules.push(lengthRule(f, f.rules.max));
  if (f.type === 'money') rules.push(moneyRule(f));
  if (f.type === 'bankcard') rules.push(cardNumberRule(f));
  if (f.type === 'select' && f.columns) rules.push(groupsRule(f.columns));
  // The editor counts its HTML against the server's most; a body past it is held back here, not refused there.
  if (f.type === 'richtext' && f.rules.max)
    rules.push({ max: f.rules.max, message: rtt('tooLongRule', { max: f.rules.max }) });
  return rules;
}

/** The kinds of field that are picked, not typed: a missing one asks to be chosen (请选择仓库). */
const PICKED: ReadonlySet<string> = new Set<FieldMeta['type']>([
  'select',
  'radio',
  'switch',
  'image',
  'images',
  'file',
  'date',
  'datetime',
  'tree',
  'region',
]);

/**
 * What a required field says when it is left empty: 请输入名称 for one typed, 请选择仓库 for one picked. Any form's
 * field by its type (a generic form's, an add-on setting's, a screen's own `select`).
 */
export function requiredMessage(f: { readonly type: string; readonly title: string }): string {
  return t(PICKED.has(f.type) ? 'choose' : 'required', f.title);
}

/** A grouped select has a pick of each of its required groups (the server's rule). */
function groupsRule(groups: readonly FieldMeta[]): Rule {
  return {
    validator: (_rule, value: unknown) => {
      const [missing] = missingGroups(value, groups);
      return missing ? Promise.reject(new Error(t('choose', missing.title))) : Promise.resolve();
    },
  };
}

/** A money field's amount, when given, within the field's range (the server's rule). */
export function moneyRule(f: FieldMeta): Rule {
  return {
    validator: (_rule, value: unknown) => {
      const problem = moneyProblem(f, value, currentLang());
      return problem ? Promise.reject(new Error(problem)) : Promise.resolve();
    },
  };
}

/** A bank card number, when given: 12 to 19 digits passing the Luhn check (the server's very function). */
export function cardNumberRule(f: Pick<FieldMeta, 'title'>): Rule {
  return {
    validator: (_rule, value: unknown) => {
      const digits = normalizeBankAccount(typeof value === 'string' ? value : '');
      if (digits === '' || isLuhn(digits)) return Promise.resolve();
      const reason = { key: 'reasonCardNumber' } as const;
      return Promise.reject(new Error(message(currentLang(), 'fieldInvalid', { field: f.title, reason })));
    },
  };
}

/** A phone number of the kind its field takes, when given (the server's rule, said the same way). */
export function phoneRule(kind: PhoneKind, field: string): Rule {
  return {
    validator: (_rule, value: unknown) =>
      typeof value !== 'string' || value.trim() === '' || isPhoneOf(kind, value)
        ? Promise.resolve()
        : Promise.reject(new Error(message(currentLang(), PHONE_MESSAGES[kind], { field }))),
  };
}

/** A contact phone, when given: a mainland mobile, or a landline with its area code. */
export const contactPhoneRule = (field: string): Rule => phoneRule('contact', field);

/**
 * A new password as the server checks it (`passwordProblem` of the protocol, the same function), said in the
 * user's language; `account` names the account, which the password may not contain (read from the form when it
 * is one of its fields).
 */
export function passwordRule(account: (fieldValue: (field: string) => unknown) => string): Rule {
  return ({ getFieldValue }) => ({
    validator: async (_rule, value: string | undefined) => {
      const problem = value ? passwordProblem(value, account(getFieldValue)) : undefined;
      if (problem) throw new Error(message(currentLang(), problem));
    },
  });
}

/** A confirmation typed again: the same as the form's `field`, else `mismatch` is said. */
export function sameAsRule(field: string, mismatch: string): Rule {
  return ({ getFieldValue }) => ({
    validator: async (_rule, value: string | undefined) => {
      if (value && value !== getFieldValue(field)) throw new Error(mismatch);
    },
  });
}

/** A text of at most `max` characters, as the server counts them (trimmed), said as the server says it. */
function lengthRule(f: FieldMeta, max: number): Rule {
  return {
    validator: (_rule, value: unknown) =>
      typeof value !== 'string' || value.trim().length <= max
        ? Promise.resolve()
        : Promise.reject(new Error(sayBound('text', f, 'max'))),
  };
}

/**
 * A number within the field's places and range, when given (the server's rules, with both sides it declares):
 * `数量应为整数`, `重量最多 3 位小数`, said under the field while it keeps what was typed.
 */
function numberRule(f: FieldMeta, places: boolean): Rule {
  return {
    validator: (_rule, value: unknown) => {
      if (value === null || value === undefined || value === '') return Promise.resolve();
      const n = Number(value);
      if (!Number.isFinite(n))
        return Promise.reject(new Error(message(currentLang(), 'fieldNumber', { field: f.title })));
      if (places && decimalPlaces(String(value)) > (f.decimal ?? 0)) {
        const said = decimalsRefusal(f.title, f.decimal ?? 0);
        return Promise.reject(new Error(message(currentLang(), said.key, said.params)));
      }
      const { min, max } = f.rules;
      if (min !== null && n < min) return Promise.reject(new Error(sayBound('number', f, 'min')));
      if (max !== null && n > max) return Promise.reject(new Error(sayBound('number', f, 'max')));
      return Promise.resolve();
    },
  };
}

function sayBound(of: BoundOf, f: FieldMeta, side: 'min' | 'max'): string {
  const said = boundRefusal(of, f.title, f.rules, side);
  return message(currentLang(), said.key, said.params);
}
