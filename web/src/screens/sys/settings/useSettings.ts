import {
  type ClickGuard,
  t,
  toBodyValues,
  toFormValues,
  useApiQuery,
  useApiWrite,
  useClickGuard,
  useNotify,
  usePermissions,
  type Values,
} from '@yanye/framework/web';
import type { Contract, FieldMeta } from '@yanye/protocol';
import { useCallback, useMemo, useRef, useState } from 'react';

export interface SettingsController {
  readonly fields: readonly FieldMeta[] | undefined;
  /** What the form starts with: the stored values (the defaults where the store never saved). */
  readonly initial: Values | undefined;
  /** When the store last saved (0: never). */
  readonly updatedAt: number;
  readonly error: string;
  /** The user may save (the page's Save call is among their APIs); otherwise the form is only shown. */
  readonly editable: boolean;
  readonly saving: boolean;
  readonly guard: ClickGuard;
  /** Saves the form's values; what the store already holds, or what was just sent, is refused before sending. */
  /** Saves; answers the refusal, if any, so the form shows it on its field. */
  readonly submit: (values: Values) => Promise<unknown>;
}

/** What a settings Info answers (API.settings): the values, when saved, and the form. */
interface InfoAnswer {
  readonly value: Values;
  readonly updated_at: number;
  readonly fields: readonly FieldMeta[];
}

/** The text a payload is compared by: the same values in the form's order are the same text. */
export function payloadOf(fields: readonly FieldMeta[], values: Values): string {
  return JSON.stringify(toBodyValues(fields, values));
}

/**
 * A settings page without UI: its values and form read from Info (the form drawn from the server's fields), the
 * save as a write, the unchanged-save guard (docs/business-rules.md) in the browser (the server refuses the same on
 * its side).
 */
export function useSettings(info: Contract, save: Contract): SettingsController {
  const read = useApiQuery(info);
  const data = read.data as InfoAnswer | undefined;
  const write = useApiWrite(save);
  const notify = useNotify();
  const guard = useClickGuard();
  const permissions = usePermissions();
  const fields = data?.fields;
  // Taken once per visit, from this visit's read: what is typed stays while the record is read again behind it.
  const [initial, setInitial] = useState<Values>();
  if (!initial && fields && data && read.isFetchedAfterMount) setInitial(toFormValues(fields, data.value));
  // What the store holds now, as the form would send it: after a save, the values read again.
  const held = useMemo(
    () => (fields && data ? payloadOf(fields, toFormValues(fields, data.value)) : undefined),
    [fields, data],
  );
  const lastSent = useRef<string | undefined>(undefined);
  const { mutateAsync } = write;

  const submit = useCallback(
    async (values: Values) => {
      if (!fields) return;
      const payload = payloadOf(fields, values);
      if (payload === held || payload === lastSent.current) {
        notify.warning(t('unchanged'));
        return;
      }
      try {
        await mutateAsync(toBodyValues(fields, values));
      } catch (error) {
        return error; // The error catalogue has shown the refusal; the form keeps what was typed.
      }
      lastSent.current = payload;
      notify.success(t('saved'));
    },
    [fields, held, mutateAsync, notify],
  );

  return {
    fields,
    initial,
    updatedAt: data?.updated_at ?? 0,
    error: read.error ? read.error.message : '',
    editable: permissions?.apis.has(save.path) ?? false,
    saving: write.isPending,
    guard,
    submit,
  };
}
