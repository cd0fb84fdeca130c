import { useEffect, useRef } from 'react';

/**
 * Reports a query's error once, when it has settled (a read tried again after a lost network reports the last
 * failure only). The report survives the screen being hidden and shown again: the same error is not said twice.
 */
export function useReportedError(error: unknown, report: (error: unknown) => void): void {
  const reported = useRef<unknown>(null);
  useEffect(() => {
    if (!error || error === reported.current) return;
    reported.current = error;
    report(error);
  }, [error, report]);
}
