import { useCallback, useEffect, useState } from 'react';
import { call } from '../../api/client';

/** One GET the screen shows, loaded on mount and on demand; a refusal is kept to be shown in place. */
export function useLoaded<T>(path: string) {
  const [data, setData] = useState<T>();
  const [error, setError] = useState('');
  const reload = useCallback(async () => {
    try {
      setData(await call<T>('GET', path, {}, { quiet: true }));
      setError('');
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    }
  }, [path]);
  useEffect(() => {
    void reload();
  }, [reload]);
  return { data, error, reload };
}
