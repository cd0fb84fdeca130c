import { T, type Texts } from '@yanye/i18n';
import { members } from '../../db/schema';
import { CAMPAIGN_STATE_OPTIONS, type CampaignColumns, campaignSql } from '../addons/campaign';
import type { FormOptions } from '../form/form-options';
import { col } from './col';
import type { ColumnLink, Prop } from './columns';

/**
 * Columns many resources declare alike, said once: the text a record is known by, the member a row is of, a
 * timed campaign's times and state. A resource puts them among its own (`...memberColumns(titles)`).
 */

/** How a record's name is shown and typed: the list's width for it, and at most how long it is. */
export interface NameColumnOptions {
  readonly width: number;
  readonly max: number;
  /** No two of the store's records may share it (a staff number, a courier's code). */
  readonly unique?: boolean;
  /** The hint beside it in the form. */
  readonly tip?: Texts;
  /** The record's details page, which the name opens in the list. */
  readonly link?: ColumnLink;
}

/**
 * The text a record is known and found by (a name, a title, a keyword): the list sorts and searches by it, and
 * the form asks for it, at most `max` characters.
 */
export function nameColumn(column: Parameters<typeof col.text>[0], title: Texts, o: NameColumnOptions): Prop {
  const form: FormOptions = {
    required: true,
    max: o.max,
    ...(o.unique ? { unique: true } : {}),
    ...(o.tip ? { tip: o.tip } : {}),
  };
  return col.text(column, title, { sortable: true, filter: 'text', width: o.width, link: o.link, form });
}

/** The member a row is of, as its list titles them. */
export const MEMBER_TITLES = {
  name: T('会员', 'name'),
  phone: T('手机号', 'phone'),
};

/**
 * The member a row is of, from the members table joined on its reference: the nickname and the phone, searched
 * as text, keyed `<key>_name` and `<key>_phone` (a group's `leader`).
 */
export function memberColumns(titles = MEMBER_TITLES, key = 'member'): Prop[] {
  return [
    col.text(members.nickName, titles.name, { as: `${key}_name`, filter: 'text', width: 120 }),
    col.text(members.phone, titles.phone, { as: `${key}_phone`, filter: 'text', width: 130 }),
  ];
}

/** The times of a timed campaign (a flash sale, a group buy, an auction lot), as its columns title them. */
export const CAMPAIGN_TIME_TITLES = {
  startAt: T('开始时间'),
  endAt: T('结束时间'),
};

/** A timed campaign's start and end: sorted, filtered by a time range, and asked in the form. */
export function campaignTimeColumns(table: CampaignColumns, titles = CAMPAIGN_TIME_TITLES): Prop[] {
  const time = { sortable: true, filter: 'datetime', form: { required: true } } as const;
  return [col.datetime(table.startAt, titles.startAt, time), col.datetime(table.endAt, titles.endAt, time)];
}

/**
 * A timed campaign's state as the clock has it now (its stored status may lag until the sweep), filtered by
 * state; keyed `as` (`state`, unless the list calls it otherwise).
 */
export function campaignStateColumn(table: CampaignColumns, title: Texts, as = 'state'): Prop {
  return col.computed('select', campaignSql(table).state, title, {
    as,
    options: CAMPAIGN_STATE_OPTIONS,
    filter: 'select',
    width: 90,
  });
}
