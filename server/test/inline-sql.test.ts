import { inlined } from '@yanye/framework/server';
import { describe, expect, it } from 'vitest';

describe('a statement with its values written in (db/inline-sql.ts)', () => {
  it('writes each value where its placeholder stands, in any order and as often as it is named', () => {
    const text = 'select $2 as b, $1 as a, $2 as again';
    expect(inlined({ text, values: ['x', 7] })).toBe("select '7' as b, 'x' as a, '7' as again");
    // The same text again (its cut is kept): the new values, never the last call's.
    expect(inlined({ text, values: ["O'Brien", null] })).toBe(
      "select NULL as b, 'O''Brien' as a, NULL as again",
    );
  });

  it('leaves a placeholder alone inside a quoted string, a quoted name or a comment', () => {
    const text = `select '$1' as "$1", $1 -- $1\n /* $1 */ from t where x = '$2'''`;
    expect(inlined({ text, values: [5, 6] })).toBe(
      `select '$1' as "$1", '5' -- $1\n /* $1 */ from t where x = '$2'''`,
    );
  });

  it('answers undefined for a value pg converts itself, and the text as it is without values', () => {
    expect(inlined({ text: 'select $1', values: [new Date(0)] })).toBeUndefined();
    expect(inlined({ text: 'select $1', values: [[1, 2]] })).toBeUndefined();
    expect(inlined({ text: 'select 1', values: [] })).toBe('select 1');
  });
});
