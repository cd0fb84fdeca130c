import { describe, expect, it } from 'vitest';
import { toAppError } from './error-handler';

/** A driver's error as drizzle throws it: the database's own under `cause`. */
function databaseError(code: string): Error {
  return Object.assign(new Error('Failed query: insert into ...'), {
    cause: Object.assign(new Error('pg'), { code }),
  });
}

describe('a database refusal as the user hears it', () => {
  it('is a 409 for a duplicate and for a reference gone in a race, a 400 for a number past its column', () => {
    expect(toAppError(databaseError('23505'))).toMatchObject({ status: 409, key: 'duplicateRecord' });
    expect(toAppError(databaseError('23503'))).toMatchObject({ status: 409, key: 'referenceChanged' });
    expect(toAppError(databaseError('22003'))).toMatchObject({ status: 400, key: 'valueOutOfRange' });
  });

  it('says nothing of any other cause', () => {
    expect(toAppError(databaseError('42P01'))).toMatchObject({ status: 500, key: 'internal' });
    expect(toAppError(new TypeError('x is undefined'))).toMatchObject({ status: 500, key: 'internal' });
  });
});
