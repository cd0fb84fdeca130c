import { ApiError, COMPANY_FIELDS, normalizedDetails, sameDetails, t } from '@yanye/framework/web';
import { API, type ApplicationView, type EnterInfo } from '@yanye/protocol';
import { useCallback, useState } from 'react';
import { applicantCall } from './applicantClient';
import { refusedField } from './useRegister';

export type EnterValues = { -readonly [K in keyof EnterInfo]: string };

/** What an application says: its store, its company (COMPANY_FIELDS), the address and the settlement account. */
const FIELDS: readonly (keyof EnterInfo)[] = [
  'store_name',
  ...COMPANY_FIELDS,
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

/** Whether `values` are the details sent last (such a submit is refused before it is sent, docs/business-rules.md). */
export function unchanged(values: Partial<EnterValues>, app: ApplicationView): boolean {
  return app.info ? sameDetails(FIELDS, values, app.info) : false;
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
        onSaved(await applicantCall(API.onboarding.enter, normalizedDetails(FIELDS, values)));
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
