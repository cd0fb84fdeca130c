import { describe, expect, it } from 'vitest';
import {
  batchIds,
  columnWidths,
  contentDisposition,
  inAskedOrder,
  printFileName,
  titleOfNoun,
} from './layout';

describe('titleOfNoun', () => {
  it('begins a title with a capital, in the languages that have them', () => {
    expect(titleOfNoun('purchase order', 'en')).toBe('Purchase order');
    expect(titleOfNoun('entrada de almacén', 'es')).toBe('Entrada de almacén');
    expect(titleOfNoun('采购订单', 'zh')).toBe('采购订单');
    expect(titleOfNoun('', 'en')).toBe('');
  });
});

describe('columnWidths', () => {
  it('shares the width by weight and adds up exactly', () => {
    const w = columnWidths([1, 4, 2, 1, 1.5, 1.5, 2], 523.28);
    expect(w.reduce((n, x) => n + x, 0)).toBeCloseTo(523.28, 5);
    expect(w[1]).toBeGreaterThan(w[2]!);
    expect(w[0]).toBeCloseTo(w[3]!, 1);
  });
  it('shares evenly when no weight is given, and gives nothing to no columns', () => {
    expect(columnWidths([0, 0], 100)).toEqual([50, 50]);
    expect(columnWidths([], 100)).toEqual([]);
  });
});

describe('printFileName', () => {
  const more = (n: number) => `-等${n}张`;
  it('is the number, or the first number and the count', () => {
    expect(printFileName(['CG20261120-0001'], more)).toBe('CG20261120-0001.pdf');
    expect(printFileName(['CG20261120-0001', 'CG20261120-0002', 'X'], more)).toBe(
      'CG20261120-0001-等3张.pdf',
    );
  });
  it('keeps no character a file system refuses', () => {
    expect(printFileName(['a/b:c*?"<>|\n'], more)).toBe('a_b_c_.pdf');
  });
});

describe('contentDisposition', () => {
  it('gives an ASCII name and the UTF-8 one', () => {
    expect(contentDisposition('CG1-等2张.pdf')).toBe(
      `inline; filename="CG1-_2_.pdf"; filename*=UTF-8''CG1-%E7%AD%892%E5%BC%A0.pdf`,
    );
  });
});

describe('batchIds', () => {
  it('reads whole positive ids, each once, in order', () => {
    expect(batchIds('3, 1,3,2')).toEqual([3, 1, 2]);
  });
  it('refuses anything else', () => {
    for (const bad of ['', '1,,2', '0', '-1', '1.5', 'a', '1;2', '99999999999999999']) {
      expect(batchIds(bad)).toBeUndefined();
    }
  });
});

describe('inAskedOrder', () => {
  it('puts documents in the order asked, leaving out what was not found', () => {
    const docs = [{ id: 1 }, { id: 2 }, { id: 3 }];
    expect(inAskedOrder([3, 9, 1], docs).map((d) => d.id)).toEqual([3, 1]);
  });
});
