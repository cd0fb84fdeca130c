import { API, normalizeCreditCode, normalizeIdCardNo, type OutputOf } from '@yanye/protocol';
import { useCallback, useMemo } from 'react';
import { useApiQuery, useApiWrite } from '../../hooks/useApi';

type Info = OutputOf<typeof API.onboarding.certInfo>;
export type CertValues = {
  company_name: string;
  credit_code: string;
  legal_name: string;
  legal_id_no: string;
  license_image: string;
  salt_license_image: string;
  contact_name: string;
  contact_phone: string;
};

const FIELDS: readonly (keyof CertValues)[] = [
  'company_name',
  'credit_code',
  'legal_name',
  'legal_id_no',
  'license_image',
  'salt_license_image',
  'contact_name',
  'contact_phone',
];

/** The values as the server keeps them: trimmed, the credit code and ID number in their normal form. */
function normalized(values: Partial<CertValues>): CertValues {
  const out = {} as CertValues;
  for (const f of FIELDS) out[f] = (values[f] ?? '').trim();
  out.credit_code = normalizeCreditCode(out.credit_code);
  out.legal_id_no = normalizeIdCardNo(out.legal_id_no);
  return out;
}

/**
 * The store's certification, without UI: its state and latest application, the form's values (the latest
 * application's, to renew from), and sending a new one, refused in the browser when nothing changed
 * (docs/business-rules.md).
 */
export function useStoreCert() {
  const read = useApiQuery(API.onboarding.certInfo);
  const apply = useApiWrite(API.onboarding.certApply);
  const info: Info | undefined = read.data;
  const latest = info?.latest ?? null;
  const initial = useMemo<Partial<CertValues>>(() => {
    if (!latest) return {};
    return Object.fromEntries(FIELDS.map((f) => [f, latest[f]])) as CertValues;
  }, [latest]);

  const unchanged = useCallback(
    (values: Partial<CertValues>) => {
      if (!latest) return false;
      const now = normalized(values);
      return FIELDS.every((f) => now[f] === latest[f]);
    },
    [latest],
  );

  const submit = useCallback((values: Partial<CertValues>) => apply.mutateAsync(normalized(values)), [apply]);

  return {
    info,
    loading: read.isLoading,
    error: read.error,
    initial,
    unchanged,
    submit,
    sending: apply.isPending,
  };
}
