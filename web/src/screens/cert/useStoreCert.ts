import {
  COMPANY_FIELDS,
  normalizedDetails,
  sameDetails,
  useApiQuery,
  useApiWrite,
} from '@yanye/framework/web';
import { API, type OutputOf } from '@yanye/protocol';
import { useCallback, useMemo } from 'react';

type Info = OutputOf<typeof API.onboarding.certInfo>;
export type CertValues = Record<(typeof COMPANY_FIELDS)[number], string>;

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
    return Object.fromEntries(COMPANY_FIELDS.map((f) => [f, latest[f]])) as CertValues;
  }, [latest]);

  const unchanged = useCallback(
    (values: Partial<CertValues>) => latest !== null && sameDetails(COMPANY_FIELDS, values, latest),
    [latest],
  );

  const submit = useCallback(
    (values: Partial<CertValues>) => apply.mutateAsync(normalizedDetails(COMPANY_FIELDS, values)),
    [apply],
  );

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
