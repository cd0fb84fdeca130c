import { useCallback, useState } from 'react';

/**
 * Runs a save and says whether one is under way. A refusal has already been shown by the error catalogue; it
 * is swallowed here, so the form keeps what was typed, and handed to `onRefused` (a form shows it under the
 * field it names, `showOnFormField`).
 */
export function useSaving(
  onRefused?: (error: unknown) => void,
): [boolean, (work: () => Promise<void>) => Promise<void>] {
  const [saving, setSaving] = useState(false);
  const run = useCallback(
    async (work: () => Promise<void>) => {
      setSaving(true);
      try {
        await work();
      } catch (error) {
        onRefused?.(error);
      } finally {
        setSaving(false);
      }
    },
    [onRefused],
  );
  return [saving, run];
}
