import { bigint, integer, pgTable, smallint, text } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { COMMON_TITLES } from '../resource/titles';
import { col } from './col';
import { statusColumn } from './column-kind';
import type { Column, Prop } from './columns';

/** A title the same in every language: the kind reads the declaration, not the words. */
const title = (zh: string) => ({ zh, en: zh, es: zh, ja: zh });
const t = pgTable('kinds', {
  id: bigint('id', { mode: 'number' }),
  orderNo: text('order_no'),
  name: text('name'),
  memberPhone: text('member_phone'),
  remark: text('remark'),
  intro: text('intro'),
  price: bigint('price', { mode: 'number' }),
  qty: bigint('qty', { mode: 'number' }),
  views: integer('views'),
  status: smallint('status'),
  sendStatus: smallint('send_status'),
  isShow: smallint('is_show'),
  stage: text('stage'),
  mode: smallint('mode'),
  createdAt: bigint('created_at', { mode: 'number' }),
});
const kind = (p: Prop) => p.list!.kind;
const opts = [{ value: 1, label: '是' }];

describe('a column’s kind, from its declaration', () => {
  it('reads money, times, images and counts from the builder', () => {
    expect(kind(col.money(t.price, title('售价')))).toBe('money');
    expect(kind(col.datetime(t.createdAt, title('创建时间')))).toBe('time');
    expect(kind(col.date(t.createdAt, title('日期')))).toBe('date');
    expect(kind(col.image(t.name, title('图片')))).toBe('image');
    expect(kind(col.id(t.id))).toBe('number');
    expect(kind(col.number(t.views, title('浏览')))).toBe('number');
  });

  it('tells a quantity by its unit’s decimals or its name', () => {
    expect(kind(col.number(t.qty, title('数量')))).toBe('quantity');
    expect(kind(col.number(t.views, title('数量'), { decimals: 3 }))).toBe('quantity');
    expect(kind(col.number(t.views, title('数量'), { decimalKey: 'unit_decimals' }))).toBe('quantity');
  });

  it('tells text by its name or its input: codes, phones, names, long texts', () => {
    expect(kind(col.text(t.orderNo, title('单号')))).toBe('code');
    expect(kind(col.text(t.memberPhone, title('手机')))).toBe('phone');
    expect(kind(col.text(t.name, title('名称')))).toBe('name');
    expect(kind(col.text(t.remark, title('备注')))).toBe('longtext');
    expect(kind(col.text(t.intro, title('简介'), { form: { type: 'textarea' } }))).toBe('longtext');
    expect(kind(col.text(t.intro, title('联系电话'), { form: { type: 'phone' } }))).toBe('phone');
    expect(kind(col.text(t.intro, title('简介')))).toBe('text');
    // A declaration says it outright.
    expect(kind(col.text(t.intro, title('简介'), { kind: 'name' }))).toBe('name');
  });

  it('takes a select named or titled as a state for a status, any other for a short choice', () => {
    expect(kind(col.select(t.status, title('状态'), opts))).toBe('status');
    expect(kind(col.select(t.sendStatus, title('推送状态'), opts))).toBe('status');
    expect(kind(col.select(t.isShow, COMMON_TITLES.status, opts))).toBe('status');
    expect(kind(col.select(t.mode, title('方式'), opts))).toBe('select');
  });
});

describe('the list’s one status column', () => {
  const columns = (...props: Prop[]): Record<string, Column> =>
    Object.fromEntries(props.map((p) => [p.key, p.list!]));

  it('is the flow’s status column whatever its name, else a declared one, else one named status', () => {
    const stage = col.select(t.stage, title('阶段'), opts);
    const all = columns(
      col.select(t.sendStatus, title('推送状态'), opts),
      stage,
      col.select(t.status, title('状态'), opts),
    );
    expect(statusColumn(all, 'stage')).toBe('stage');
    expect(statusColumn(all, undefined)).toBe('status');
    const titled = columns(
      col.select(t.sendStatus, title('推送状态'), opts),
      col.select(t.isShow, COMMON_TITLES.status, opts),
    );
    expect(statusColumn(titled, undefined)).toBe('is_show');
    expect(statusColumn(columns(col.select(t.sendStatus, title('推送状态'), opts)), undefined)).toBe(
      'send_status',
    );
    expect(statusColumn(columns(col.select(t.mode, title('方式'), opts)), undefined)).toBeUndefined();
  });
});
