import { describe, expect, it } from 'vitest';
import { readOf } from './list-wire';

describe('the wire of a list GET, mapped onto its operations', () => {
  const question = { name: '盐', sort: 'price', order: 'asc', page: '2', limit: '20' };

  it('asks for a page when no flag is set, with the question as it came', () => {
    expect(readOf(question)).toEqual({ op: 'page', question });
  });

  it('takes each flag for its operation and leaves the flags out of the question', () => {
    expect(readOf({ ...question, _meta: '1' })).toEqual({ op: 'meta' });
    expect(readOf({ ...question, _cursor: 1 })).toEqual({ op: 'cursorPage', question });
    expect(readOf({ ...question, _count_sum: '1' })).toEqual({ op: 'countSums', question, estimate: false });
    expect(readOf({ ...question, _count_sum: '1', _estimate: '1' })).toEqual({
      op: 'countSums',
      question,
      estimate: true,
    });
    expect(readOf({ ...question, _down_excel_import_tpl: '1' })).toEqual({ op: 'importTemplate' });
  });

  it('reads an export’s columns and file name under their own names, the misspelt wire name left behind', () => {
    expect(
      readOf({
        ...question,
        _down_excel: '1',
        _excel_down_culumns: ' name, price ,',
        _excel_file_name: ' 盐价 ',
      }),
    ).toEqual({ op: 'exportFile', question, columns: ['name', 'price'], fileName: '盐价' });
    // No columns said, or an empty text: every exportable column; a blank name: the list's title.
    expect(
      readOf({ ...question, _down_excel: '1', _excel_down_culumns: '', _excel_file_name: '  ' }),
    ).toEqual({
      op: 'exportFile',
      question,
      columns: undefined,
      fileName: undefined,
    });
    // Only commas: no column at all, which the export refuses by name.
    expect(readOf({ _down_excel: '1', _excel_down_culumns: ',' })).toMatchObject({ columns: [] });
  });

  it('puts the metadata before the files, and the files before the count, as the wire always has', () => {
    expect(readOf({ _meta: '1', _down_excel: '1', _count_sum: '1' })).toEqual({ op: 'meta' });
    expect(readOf({ _down_excel_import_tpl: '1', _down_excel: '1' })).toEqual({ op: 'importTemplate' });
    expect(readOf({ _down_excel: '1', _count_sum: '1', _cursor: '1' })).toMatchObject({ op: 'exportFile' });
    expect(readOf({ _count_sum: '1', _cursor: '1' })).toMatchObject({ op: 'countSums' });
  });
});
