import {
  API,
  type ApplicationView,
  type EnterInfo,
  isBankAccount,
  isContactPhone,
  isCreditCode,
  isIdCardNo,
  normalizeBankAccount,
  normalizeCreditCode,
  normalizeIdCardNo,
} from '@yanye/protocol';
import { useCallback, useState } from 'react';
import { ApiError } from '../../api/client';
import { t } from '../../i18n/texts';
import { applicantCall } from './applicantClient';
import { refusedField } from './useRegister';

export type EnterValues = { -readonly [K in keyof EnterInfo]: string };

const FIELDS: readonly (keyof EnterInfo)[] = [
  'store_name',
  'company_name',
  'credit_code',
  'legal_name',
  'legal_id_no',
  'license_image',
  'salt_license_image',
  'contact_name',
  'contact_phone',
  'address',
  'bank_name',
  'bank_account_name',
  'bank_account',
];

/** What the form starts from: the details sent last, else the store name and phone of the registration. */
export function initialValues(app: ApplicationView): EnterValues {
  const values = {} as EnterValues;
  for (const field of FIELDS) values[field] = app.info?.[field] ?? '';
  if (!app.info) {
    values.store_name = app.store_name;
    values.contact_phone = app.phone;
  }
  return values;
}

/** The details as the server keeps them: trimmed, and the three checked numbers in their normal form. */
export function normalized(values: Partial<EnterValues>): EnterValues {
  const out = {} as EnterValues;
  for (const field of FIELDS) out[field] = (values[field] ?? '').trim();
  out.credit_code = normalizeCreditCode(out.credit_code);
  out.legal_id_no = normalizeIdCardNo(out.legal_id_no);
  out.bank_account = normalizeBankAccount(out.bank_account);
  return out;
}

/** The same checks the server makes (one shared rule each), to say a mistake before sending. */
export const CHECKS = {
  credit_code: (v: string) => isCreditCode(normalizeCreditCode(v)),
  legal_id_no: (v: string) => isIdCardNo(normalizeIdCardNo(v)),
  bank_account: (v: string) => isBankAccount(normalizeBankAccount(v)),
  contact_phone: (v: string) => isContactPhone(v.trim()),
} as const;

/** Whether `values` are the details sent last (such a submit is refused before it is sent, docs/business-rules.md). */
export function unchanged(values: Partial<EnterValues>, app: ApplicationView): boolean {
  if (!app.info) return false;
  const now = normalized(values);
  return FIELDS.every((f) => now[f] === (app.info?.[f] ?? ''));
}

/** A refusal of the form: its text, and the field it names (to mark), if any. */
export interface Refusal {
  readonly text: string;
  readonly field?: string;
}

/**
 * Sending the details (Enter), without UI: refused in the browser when nothing changed, otherwise sent; the
 * answer is the application, which goes on to paying or (fee settled) back to the review queue.
 */
export function useEnterForm(app: ApplicationView, onSaved: (app: ApplicationView) => void) {
  const [sending, setSending] = useState(false);
  const [refusal, setRefusal] = useState<Refusal>();

  const submit = useCallback(
    async (values: Partial<EnterValues>) => {
      setRefusal(undefined);
      if (unchanged(values, app)) {
        setRefusal({ text: t('unchanged') });
        return;
      }
      setSending(true);
      try {
        onSaved(await applicantCall(API.onboarding.enter, normalized(values)));
      } catch (error) {
        const text = error instanceof Error ? error.message : String(error);
        setRefusal({ text, field: error instanceof ApiError ? refusedField(error) : undefined });
      } finally {
        setSending(false);
      }
    },
    [app, onSaved],
  );

  return { submit, sending, refusal, setRefusal };
}
