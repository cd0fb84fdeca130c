import type { Contract, InputOf, OutputOf } from '@yanye/protocol';
import { useCallback, useEffect, useState } from 'react';
import { call } from '../../api/client';

/** One GET the screen shows, loaded on mount and on demand; a refusal is kept to be shown in place. */
export function useLoaded<C extends Contract & { readonly method: 'GET' }>(contract: C) {
  const [data, setData] = useState<OutputOf<C>>();
  const [error, setError] = useState('');
  const reload = useCallback(async () => {
    try {
      setData(await call(contract, {} as InputOf<C>, { quiet: true }));
      setError('');
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    }
  }, [contract]);
  useEffect(() => {
    void reload();
  }, [reload]);
  return { data, error, reload };
}
