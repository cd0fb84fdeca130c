import type { FormInstance } from 'antd';
import { useCallback, useState } from 'react';
import { showOnField } from '../components/form/refusalOnField';

/**
 * Runs a save and says whether one is under way. A refusal has already been shown by the error catalogue; it
 * is swallowed here, so the form keeps what was typed, and with the `form` it is shown under the field it names
 * too (`data.field`).
 */
export function useSaving(form?: FormInstance): [boolean, (work: () => Promise<void>) => Promise<void>] {
  const [saving, setSaving] = useState(false);
  const run = useCallback(
    async (work: () => Promise<void>) => {
      setSaving(true);
      try {
        await work();
      } catch (error) {
        // Shown by the error catalogue; on its field too.
        if (form) showOnField(form, error, Object.keys(form.getFieldsValue(true) as object));
      } finally {
        setSaving(false);
      }
    },
    [form],
  );
  return [saving, run];
}
