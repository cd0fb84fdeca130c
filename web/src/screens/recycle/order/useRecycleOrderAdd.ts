import { useQueries, useQuery } from '@tanstack/react-query';
import { apiQuery, formMetaQuery, useApiQuery, useApiWrite } from '@yanye/framework/web';
import { API, type FieldMeta, type Quote, type QuoteSheet, resourceCalls } from '@yanye/protocol';
import { useCallback, useMemo, useState } from 'react';
import {
  blankItem,
  blankPlace,
  type ItemDraft,
  type PlaceDraft,
  pickAnswer,
  qtyOf,
  quoteInput,
  saveBody,
  unanswered,
} from './orderDraft';

/**
 * How many addresses a member may keep (docs/business-rules.md, 'Member addresses'); the server refuses the eleventh
 * whatever this says.
 */
const ADDRESS_LIMIT = 10;

/** An address the member keeps, as the picker offers it. */
export interface KeptAddress {
  readonly value: number;
  readonly label: string;
  readonly is_default: number;
}

/** One item as the screen shows it: what was typed, its valuation sheet, its live quote and what it comes to. */
export interface ItemView {
  readonly draft: ItemDraft;
  readonly sheet: QuoteSheet | undefined;
  readonly quote: Quote | undefined;
  readonly quoting: boolean;
  /** Why the item is not quoted: a refusal of the quote call, or the questions still to answer. */
  readonly problem: string | undefined;
  readonly missing: readonly string[];
  readonly subtotal: number | undefined;
}

function useQuoteSheets(items: readonly ItemDraft[]) {
  return useQueries({
    queries: items.map((i) => ({
      ...apiQuery(API.recycle.quoteSheet, { category_id: i.categoryId ?? 0 }),
      enabled: i.categoryId !== undefined,
      staleTime: 60_000,
    })),
  });
}

/**
 * The add form of a recycling order without UI (`/recycle/order/add`): the member, where it is collected (a point,
 * one of the member's addresses or a new one), when, and the items, each asked its valuation questions and quoted
 * live by the server as the answers are picked; the order's total; the save. Field titles, options and tips are
 * the form's metadata (`RecycleOrderInfo?_meta=1`).
 */
export function useRecycleOrderAdd(infoApi: string, saveApi: string) {
  const meta = useQuery(formMetaQuery(infoApi));
  const fields = useMemo(
    () => new Map((meta.data?.fields ?? []).map((f): [string, FieldMeta] => [f.name, f])),
    [meta.data],
  );
  const itemFields = useMemo(
    () => new Map((fields.get('items')?.columns ?? []).map((f): [string, FieldMeta] => [f.name, f])),
    [fields],
  );
  const [place, setPlace] = useState<PlaceDraft>(blankPlace);
  const [items, setItems] = useState<readonly ItemDraft[]>(() => [blankItem()]);

  const addresses = useApiQuery(
    API.recycleOrder.addressOptions,
    { member_id: String(place.memberId ?? 0) },
    { enabled: place.memberId !== undefined && place.mode === 'home' },
  );
  const kept: readonly KeptAddress[] = (addresses.data ?? []).map((o) => ({
    value: Number(o.value),
    label: o.label,
    is_default: Number(o.is_default ?? 0),
  }));
  const sheets = useQuoteSheets(items);
  const inputs = items.map((item, n) => quoteInput(sheets[n]?.data, item));
  const quotes = useQueries({
    queries: items.map((_, n) => ({
      ...apiQuery(API.recycle.quote, inputs[n] ?? { category_id: 0 }),
      enabled: inputs[n] !== undefined,
      staleTime: 60_000,
    })),
  });

  const views: ItemView[] = items.map((draft, n) => {
    const sheet = sheets[n]?.data;
    const quote = inputs[n] ? quotes[n]?.data : undefined;
    const qty = qtyOf(draft);
    return {
      draft,
      sheet,
      quote,
      quoting: quotes[n]?.isFetching ?? false,
      problem: (inputs[n] ? quotes[n]?.error?.message : undefined) ?? sheets[n]?.error?.message,
      missing: unanswered(sheet, draft),
      subtotal: quote && qty ? quote.total * qty : undefined,
    };
  });
  const total = views.reduce((sum, v) => sum + (v.subtotal ?? 0), 0);
  const complete = views.every((v) => v.subtotal !== undefined);

  const update = useCallback(
    (key: number, change: (item: ItemDraft) => ItemDraft) =>
      setItems((all) => all.map((i) => (i.key === key ? change(i) : i))),
    [],
  );
  const write = useApiWrite(resourceCalls.save(saveApi));
  const full = kept.length >= ADDRESS_LIMIT;
  // The member's default address unless another is picked; a new one while they have room for it.
  const addressId =
    place.addressId ?? kept.find((a) => a.is_default === 1)?.value ?? (full ? undefined : 'new');

  return {
    loading: meta.isLoading,
    error: meta.error,
    /** A field of the order's form by name (its title, options, tip), or of an item's. */
    field: (name: string) => fields.get(name),
    itemField: (name: string) => itemFields.get(name),
    place,
    setPlace: (change: Partial<PlaceDraft>) => setPlace((p) => ({ ...p, ...change })),
    pickMember: (memberId: number | undefined) => setPlace((p) => ({ ...p, memberId, addressId: undefined })),
    addresses: kept,
    /** The member keeps ten addresses: a new one would be refused, so one of theirs is picked. */
    addressesFull: full,
    /** The address picked, or the member's default one. */
    addressId,
    items: views,
    addItem: () => setItems((all) => [...all, blankItem()]),
    removeItem: (key: number) => setItems((all) => (all.length > 1 ? all.filter((i) => i.key !== key) : all)),
    pickCategory: (key: number, categoryId: number | undefined) =>
      update(key, (i) => ({ ...i, categoryId, brandId: 0, answers: {} })),
    pickBrand: (key: number, brandId: number) => update(key, (i) => ({ ...i, brandId })),
    pickAnswer: (key: number, questionId: number, answerId: number) =>
      update(key, (i) => {
        const sheet = views.find((v) => v.draft.key === key)?.sheet;
        return sheet ? pickAnswer(i, sheet, questionId, answerId) : i;
      }),
    setQty: (key: number, qty: string) => update(key, (i) => ({ ...i, qty })),
    total,
    /** Every item quoted: the total is the whole order's. */
    complete,
    ready: place.memberId !== undefined && complete,
    busy: write.isPending,
    save: () => write.mutateAsync(saveBody({ ...place, addressId }, items)),
  };
}

export type RecycleOrderAdd = ReturnType<typeof useRecycleOrderAdd>;
