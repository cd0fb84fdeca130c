import { API, type OutputOf } from '@yanye/protocol';
import { useCallback, useState } from 'react';
import { applicantCall } from './applicantClient';

type Session = OutputOf<typeof API.onboarding.enterFind>;

/** Finding an application by its phone and an SMS code, without UI: a new applicant token for this browser. */
export function useFind(onFound: (session: Session) => void) {
  const [finding, setFinding] = useState(false);
  const [error, setError] = useState('');
  const find = useCallback(
    async (phone: string, verify: string) => {
      setFinding(true);
      setError('');
      try {
        onFound(
          await applicantCall(API.onboarding.enterFind, { phone: phone.trim(), verify: verify.trim() }),
        );
      } catch (e) {
        setError(e instanceof Error ? e.message : String(e));
      } finally {
        setFinding(false);
      }
    },
    [onFound],
  );
  return { find, finding, error, setError };
}
