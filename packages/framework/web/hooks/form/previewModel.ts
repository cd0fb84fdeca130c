import type { FieldMeta, FieldType } from '@yanye/protocol';
import { toBodyValues, type Values } from './formValues';

/** An article as the app shows it: what the phone preview draws from a form's current values. */
export interface ArticlePreview {
  readonly kind: 'article';
  readonly title: string;
  readonly category: string;
  readonly author: string;
  /** Unix seconds; undefined when the form has no time yet (the preview shows now). */
  readonly time: number | undefined;
  readonly cover: string;
  readonly summary: string;
  /** The body as typed: the preview sanitises it again before it draws it. */
  readonly body: string;
}

/** How the app draws an advert's slot. */
export type AdvertShape = 'banner' | 'popup' | 'start';

export interface AdvertPreview {
  readonly kind: 'advert';
  readonly title: string;
  readonly image: string;
  readonly shape: AdvertShape;
  /** The slot's name as the form's select says it. */
  readonly slot: string;
}

export type PhonePreviewModel = ArticlePreview | AdvertPreview;

/** The field named `name`, else the first of `type`: the entity's own names first, its form's shape after. */
function pick(fields: readonly FieldMeta[], name: string, type?: FieldType): FieldMeta | undefined {
  return fields.find((f) => f.name === name) ?? (type ? fields.find((f) => f.type === type) : undefined);
}

function text(v: unknown): string {
  if (typeof v === 'string') return v;
  return v === undefined || v === null ? '' : String(v);
}

/** A select's value as its label. */
function labelOf(f: FieldMeta | undefined, v: unknown): string {
  const option = f?.options?.find((o) => String(o.value) === String(v));
  return option ? option.label : text(v);
}

/** The shape of a slot, from its value (`home_popup`, `start_screen`): a banner unless it says otherwise. */
export function shapeOf(slot: string): AdvertShape {
  if (/popup|pop_up|dialog/i.test(slot)) return 'popup';
  if (/start|splash|launch/i.test(slot)) return 'start';
  return 'banner';
}

/** What the phone shows of an article being written: its fields by name (title, cover, body, …) or type. */
export function articlePreview(fields: readonly FieldMeta[], values: Values): ArticlePreview {
  const body = toBodyValues(fields, values);
  const f = {
    title: pick(fields, 'title', 'text'),
    category: pick(fields, 'category'),
    author: pick(fields, 'author'),
    time: pick(fields, 'publish_at', 'datetime'),
    cover: pick(fields, 'cover', 'image'),
    summary: pick(fields, 'summary'),
    body: pick(fields, 'body', 'richtext'),
  };
  const of = (field: FieldMeta | undefined) => (field ? body[field.name] : undefined);
  const time = Number(of(f.time));
  return {
    kind: 'article',
    title: text(of(f.title)).trim(),
    category: f.category ? labelOf(f.category, of(f.category)) : '',
    author: text(of(f.author)).trim(),
    time: time > 0 ? time : undefined,
    cover: text(of(f.cover)),
    summary: text(of(f.summary)).trim(),
    body: text(of(f.body)),
  };
}

/** What the phone shows of an advert being made: its picture and title, in its slot's shape. */
export function advertPreview(fields: readonly FieldMeta[], values: Values): AdvertPreview {
  const body = toBodyValues(fields, values);
  const title = pick(fields, 'title', 'text');
  const image = pick(fields, 'image', 'image');
  const slot = pick(fields, 'position', 'select');
  const slotValue = slot ? text(body[slot.name]) : '';
  return {
    kind: 'advert',
    title: title ? text(body[title.name]).trim() : '',
    image: image ? text(body[image.name]) : '',
    shape: shapeOf(slotValue),
    slot: slot ? labelOf(slot, slotValue) : '',
  };
}

const MODELS = { article: articlePreview, advert: advertPreview } as const;

/** The preview of a form's current values, of the kind its metadata names. */
export function previewModel(
  kind: keyof typeof MODELS,
  fields: readonly FieldMeta[],
  values: Values,
): PhonePreviewModel {
  return MODELS[kind](fields, values);
}
