import { t, useApiQuery, useApiWrite, useClickGuard, useNotify } from '@yanye/framework/web';
import { API } from '@yanye/protocol';
import { useCallback, useState } from 'react';
import { type SafeForm, type SafeSettings, sameAsHeld, toBody } from './safeForm';

/**
 * The security settings screen without UI: the store's settings as a cached read, the save as a write. A save
 * that would send what the store holds is refused before it is sent (docs/business-rules.md), and the save button
 * keeps its 3-second guard; the answer (the list as the server writes it) becomes what the form holds.
 */
export function useSafeSettings() {
  const read = useApiQuery(API.safe.safeSetInfo);
  const write = useApiWrite(API.safe.safeSetSave);
  const notify = useNotify();
  const guard = useClickGuard();
  const [saved, setSaved] = useState<SafeSettings>();
  const [saving, setSaving] = useState(false);
  // The newer of the last save's answer and the read (which is read again after the save, and when shown).
  const held = saved && saved.updated_at >= (read.data?.updated_at ?? 0) ? saved : read.data;
  const { mutateAsync } = write;

  /** Saves the form; answers the settings now held, or undefined when nothing was saved. */
  const submit = useCallback(
    async (form: SafeForm): Promise<SafeSettings | undefined> => {
      const body = toBody(form);
      if (held && sameAsHeld(body, held)) {
        notify.warning(t('unchanged'));
        return undefined;
      }
      setSaving(true);
      try {
        const { data } = await mutateAsync(body);
        setSaved(data);
        notify.success(t('saved'));
        return data;
      } catch {
        return undefined; // The error catalogue has shown the refusal; the form keeps what was typed.
      } finally {
        setSaving(false);
      }
    },
    [held, mutateAsync, notify],
  );

  return { held, error: read.error, saving, guard, submit };
}
