import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CatalogPage } from '@yanye/catalog';
import { type FieldMeta, type PreviewKind, resourceCalls } from '@yanye/protocol';
import { useCallback, useRef, useState } from 'react';
import { call } from '../../api/client';
import { isNotFound, ownedByCatalogue, reportError } from '../../api/errors';
import { apiQuery, JUST_READ_MS } from '../../api/query';
import { t } from '../../i18n/texts';
import { shownOnce, useNotify } from '../notify';
import { type ClickGuard, useClickGuard } from '../useClickGuard';
import { useReportedError } from '../useReportedError';
import { useWrite } from '../useWrite';
import { toBodyValues, toFormValues, type Values } from './formValues';

const META_INPUT = { _meta: 1 } as const;

/** A form's metadata (`{Entity}Info?_meta=1`): it changes with the code, so it is read once and kept. */
export function formMetaQuery(infoApi: string) {
  return queryOptions({
    ...apiQuery(resourceCalls.form(infoApi), META_INPUT),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** One record (`{Entity}Info?id=`). */
export function recordQuery(infoApi: string, id: string | undefined, document = false) {
  return queryOptions({
    ...apiQuery(resourceCalls.info(infoApi), {
      id: id ?? '',
      ...(document ? { _document: 1 as const } : {}),
    }),
    enabled: id !== undefined,
  });
}

/**
 * What a record read by its Info is called: its name or number as the resource declares it (`_name`), else what
 * its form says it is about (`_caption`); undefined when it says neither.
 */
export function recordNameOf(record: Readonly<Record<string, unknown>> | undefined): string | undefined {
  const named = [record?._name, record?._caption].find((v) => typeof v === 'string' && v.trim() !== '');
  return named as string | undefined;
}

/** The form's own reads show their failure in place; a dead session, no permission or no network the catalogue says. */
function reportOwned(error: unknown): void {
  if (ownedByCatalogue(error)) reportError(error);
}

export interface FormController {
  /** The page's Info and Save APIs both exist: without them there is no form. */
  readonly served: boolean;
  readonly fields: readonly FieldMeta[] | undefined;
  /** The phone preview the form offers (an article, an advert), if any. */
  readonly preview: PreviewKind | undefined;
  /** What the record is, said beside the form's title where its fields do not show it (`_caption`). */
  readonly caption: string | undefined;
  /** What the record is called (`recordNameOf`): its tag and title say it. */
  readonly name: string | undefined;
  /** What the form starts with: the record, or for a new one the defaults and the address's values. */
  readonly initial: Values | undefined;
  readonly error: string;
  /** The record edited is not there (deleted meanwhile, or a wrong address). */
  readonly missing: boolean;
  readonly saving: boolean;
  /** The save button's 3-second guard (docs/business-rules.md). */
  readonly guard: ClickGuard;
  /** Saves the form's values; the same payload as the last save is refused ('数据未发生任何改变…'). */
  readonly submit: (values: Values) => Promise<unknown>;
}

/**
 * The generic form without UI, for `add` and `edit/:id`: the form's metadata and the record as cached queries,
 * the save as a write (never tried again, the folder's lists read again). A new record saved calls `onCreated`
 * (the screen goes back); an edit stays, so saving it again unchanged is caught.
 */
export function useFormController(o: {
  readonly page: CatalogPage;
  /** The record edited; undefined adds one. */
  readonly id: string | undefined;
  /** Values a new record starts with, from the address (`add?parent_id=3`: a sub-department of 3). */
  readonly query: Readonly<Record<string, string>>;
  readonly onCreated: () => void;
}): FormController {
  const { page, id, query, onCreated } = o;
  const infoApi = page.api.find((a) => a.endsWith('Info'));
  const saveApi = page.api.find((a) => a.endsWith('Save'));
  const notify = useNotify();
  const guard = useClickGuard();
  const meta = useQuery({ ...formMetaQuery(infoApi ?? ''), enabled: infoApi !== undefined });
  // A record read a moment ago (its edit link rested on: the shell's warm.ts) is started from, and not read again.
  const record = useQuery({
    ...recordQuery(infoApi ?? '', id),
    staleTime: JUST_READ_MS,
    enabled: infoApi !== undefined && id !== undefined,
  });
  const [openedAt] = useState(Date.now);
  useReportedError(meta.error, reportOwned);
  useReportedError(record.error, reportOwned);

  const fields = meta.data?.fields;
  // A record kept from an earlier visit is not started from: the form waits for this visit's read, unless the
  // record was read just before it opened.
  const justRead = record.data !== undefined && record.dataUpdatedAt >= openedAt - JUST_READ_MS;
  const start = id === undefined ? query : record.isFetchedAfterMount || justRead ? record.data : undefined;
  // Taken once: the form keeps what is typed even when the record is read again behind it (after a save).
  const [initial, setInitial] = useState<Values>();
  if (!initial && fields && start) setInitial(toFormValues(fields, start));

  const lastPayload = useRef<string | undefined>(undefined);
  const save = useWrite(
    (body: Values, key) => call(resourceCalls.save(saveApi ?? ''), body, { key }),
    () => (saveApi ? [saveApi] : []),
  );
  const { mutateAsync } = save;

  const submit = useCallback(
    async (values: Values) => {
      const body = { ...toBodyValues(fields ?? [], values), ...(id ? { id: Number(id) } : {}) };
      const payload = JSON.stringify(body);
      if (payload === lastPayload.current) {
        notify.warning(t('unchanged'));
        return;
      }
      let saved: unknown;
      try {
        saved = await mutateAsync(body);
      } catch (error) {
        // The error catalogue has shown the refusal; the form keeps what was typed and shows it on its field.
        return error;
      }
      lastPayload.current = payload;
      notify.success(id ? t('saved') : t('added'));
      // A value the server shows once (a password it made) is read before the form goes.
      const once = shownOnce(saved);
      if (once) await notify.reveal(once);
      if (!id) onCreated();
    },
    [fields, id, mutateAsync, notify, onCreated],
  );

  const error = meta.error ?? record.error;
  return {
    served: infoApi !== undefined && saveApi !== undefined,
    fields,
    preview: meta.data?.preview ?? undefined,
    caption: typeof record.data?._caption === 'string' ? record.data._caption : undefined,
    name: recordNameOf(record.data),
    initial,
    error: error ? error.message : '',
    missing: isNotFound(record.error),
    saving: save.isPending,
    guard,
    submit,
  };
}
