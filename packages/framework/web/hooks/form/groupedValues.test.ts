import type { FieldMeta } from '@yanye/protocol';
import { describe, expect, it } from 'vitest';
import { fieldMeta } from '../../lib/meta.support';
import { missingGroups, pickOf, withPick } from './groupedValues';

const group = (name: string, values: string[], required = false): FieldMeta =>
  fieldMeta({
    name,
    title: name,
    type: 'select',
    required,
    options: values.map((v) => ({ value: `${name}=${v}`, label: v })),
  });

const packaging = group('packaging', ['500g袋', '25kg编织袋'], true);
const shelf = group('shelf_life', ['12个月', '36个月']);
const groups = [packaging, shelf];

describe('a grouped select', () => {
  it('finds each group its pick', () => {
    const value = ['shelf_life=36个月', 'packaging=500g袋'];
    expect(pickOf(value, packaging)).toBe('packaging=500g袋');
    expect(pickOf(value, shelf)).toBe('shelf_life=36个月');
    expect(pickOf(undefined, shelf)).toBeUndefined();
  });

  it('replaces a group’s pick, keeps the groups in order, and keeps what no group offers', () => {
    const value = ['shelf_life=36个月', 'old=gone'];
    expect(withPick(value, groups, packaging, 'packaging=25kg编织袋')).toEqual([
      'packaging=25kg编织袋',
      'shelf_life=36个月',
      'old=gone',
    ]);
    expect(withPick(value, groups, shelf, 'shelf_life=12个月')).toEqual(['shelf_life=12个月', 'old=gone']);
    expect(withPick(value, groups, shelf, undefined)).toEqual(['old=gone']);
  });

  it('names the required groups without a pick', () => {
    expect(missingGroups([], groups)).toEqual([packaging]);
    expect(missingGroups(['packaging=500g袋'], groups)).toEqual([]);
  });
});
