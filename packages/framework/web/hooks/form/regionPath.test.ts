import type { RegionNode } from '@yanye/protocol';
import { describe, expect, it } from 'vitest';
import { regionOfPath, regionPathIn } from './regionPath';

const TREE: readonly RegionNode[] = [
  {
    value: '410000',
    label: '河南省',
    children: [
      {
        value: '410100',
        label: '郑州市',
        children: [
          { value: '410102', label: '中原区' },
          { value: '410105', label: '金水区' },
        ],
      },
    ],
  },
  {
    value: '440000',
    label: '广东省',
    children: [{ value: '441900', label: '东莞市' }],
  },
];

describe('region path', () => {
  it('finds the path from the province down to a district, or to a city without districts', () => {
    expect(regionPathIn(TREE, '410105')).toEqual(['410000', '410100', '410105']);
    expect(regionPathIn(TREE, '441900')).toEqual(['440000', '441900']);
    expect(regionPathIn(TREE, '410100')).toEqual(['410000', '410100']);
  });

  it('holds nothing for no code, a code the tree lacks, or something that is no code', () => {
    for (const v of [undefined, null, '', '410199', '999999', 410105, '4101'])
      expect(regionPathIn(TREE, v)).toEqual([]);
    expect(regionPathIn([], '410105')).toEqual([]);
  });

  it('stores the last code of a picked path, and none when cleared', () => {
    expect(regionOfPath(['410000', '410100', '410105'])).toBe('410105');
    expect(regionOfPath([])).toBe('');
    expect(regionOfPath(undefined)).toBe('');
  });
});
