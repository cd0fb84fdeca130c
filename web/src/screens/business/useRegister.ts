import { ApiError } from '@yanye/framework/web';
import { API, type Industry, type OutputOf } from '@yanye/protocol';
import { useCallback, useEffect, useState } from 'react';
import { applicantCall } from './applicantClient';

export type Agreement = OutputOf<typeof API.onboarding.enterAgreement>;
type Session = OutputOf<typeof API.onboarding.register>;

export interface RegisterValues {
  readonly phone?: string;
  readonly verify?: string;
  readonly password?: string;
  readonly confirm?: string;
  readonly store_name?: string;
  readonly industry_type?: Industry;
  readonly agree?: boolean;
}

/** The field a refusal names (`data.field`), to mark it on the form. */
export function refusedField(error: unknown): string | undefined {
  const data = error instanceof ApiError ? (error.data as { field?: unknown } | null) : null;
  return typeof data?.field === 'string' ? data.field : undefined;
}

/**
 * Registering an application, without UI: reads the agreement in force (its version is what the applicant
 * accepts), sends the registration, and hands the new applicant session on.
 */
export function useRegister(onRegistered: (session: Session) => void) {
  const [agreement, setAgreement] = useState<Agreement>();
  const [error, setError] = useState<ApiError | Error>();
  const [submitting, setSubmitting] = useState(false);

  useEffect(() => {
    applicantCall(API.onboarding.enterAgreement).then(setAgreement, (e: unknown) =>
      setError(e instanceof Error ? e : new Error(String(e))),
    );
  }, []);

  const submit = useCallback(
    async (values: RegisterValues) => {
      if (!agreement || !values.industry_type) return;
      setSubmitting(true);
      setError(undefined);
      try {
        const session = await applicantCall(API.onboarding.register, {
          phone: (values.phone ?? '').trim(),
          verify: (values.verify ?? '').trim(),
          password: values.password ?? '',
          store_name: (values.store_name ?? '').trim(),
          industry_type: values.industry_type,
          agreement_version: agreement.version,
        });
        onRegistered(session);
      } catch (e) {
        setError(e instanceof Error ? e : new Error(String(e)));
      } finally {
        setSubmitting(false);
      }
    },
    [agreement, onRegistered],
  );

  return { agreement, error, setError, submitting, submit };
}
