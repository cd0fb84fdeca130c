import { call } from '@yanye/framework/web';
import { API, type RecordHit } from '@yanye/protocol';
import { useEffect, useState } from 'react';

/** The pause after the last key before the records are asked for. */
const WAIT_MS = 200;

/**
 * The records the page search finds for `query` (modules/search on the server: orders, goods, members the user
 * may open), asked once the typing pauses; `pending` while an answer for the words typed is still to come.
 */
export function useRecordSearch(query: string): {
  readonly hits: readonly RecordHit[];
  readonly pending: boolean;
} {
  const q = query.trim();
  const [answer, setAnswer] = useState<{ q: string; hits: readonly RecordHit[] }>({ q: '', hits: [] });
  useEffect(() => {
    if (!q) return;
    let current = true;
    const timer = setTimeout(() => {
      call(API.search.recordSearch, { q }, { quiet: true }).then(
        (hits) => current && setAnswer({ q, hits }),
        () => current && setAnswer({ q, hits: [] }),
      );
    }, WAIT_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [q]);
  if (!q) return { hits: [], pending: false };
  // What was found for other words is not shown for these.
  return answer.q === q ? { hits: answer.hits, pending: false } : { hits: [], pending: true };
}
