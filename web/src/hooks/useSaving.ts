import { useCallback, useState } from 'react';

/**
 * Runs a save and says whether one is under way. A refusal has already been shown by the error catalogue; it
 * is swallowed here, so the form keeps what was typed.
 */
export function useSaving(): [boolean, (work: () => Promise<void>) => Promise<void>] {
  const [saving, setSaving] = useState(false);
  const run = useCallback(async (work: () => Promise<void>) => {
    setSaving(true);
    try {
      await work();
    } catch {
      // Shown by the error catalogue.
    } finally {
      setSaving(false);
    }
  }, []);
  return [saving, run];
}
