import { dayStart } from '@yanye/protocol';
import { and } from 'drizzle-orm';
import { integer, PgDialect, pgTable } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import type { ResourceDef } from '../resource/resource-decl';
import { filterConditions } from './query';

/** A list of one day column filtered by day (`eqdate`): what `filterConditions` reads of a declaration. */
const visits = pgTable('visits', { day: integer('day') });
const def = {
  columns: { day: { filter: 'eqdate', type: 'eqdate', sql: visits.day } },
} as unknown as ResourceDef;

/** The bounds a filter compares with, in order. */
function bounds(raw: string, timeZone: string): number[] {
  return new PgDialect()
    .sqlToQuery(and(...filterConditions(def, { day: raw }, timeZone))!)
    .params.map(Number);
}

describe('a day filter', () => {
  const NEW_YORK = 'America/New_York';

  it("ends a day where the store's next day starts, 23 or 25 hours on a clock change", () => {
    const spring = dayStart('2026-03-08', NEW_YORK)!;
    expect(bounds(String(spring), NEW_YORK)).toEqual([spring, dayStart('2026-03-09', NEW_YORK)]);
    expect(dayStart('2026-03-09', NEW_YORK)! - spring).toBe(23 * 3600);
    const autumn = dayStart('2026-11-01', NEW_YORK)!;
    expect(bounds(String(autumn), NEW_YORK)).toEqual([autumn, autumn + 25 * 3600]);
  });

  it('takes a range of days up to the end of its last day', () => {
    const from = dayStart('2026-03-01', NEW_YORK)!;
    const to = dayStart('2026-03-08', NEW_YORK)!;
    expect(bounds(`${from},${to}`, NEW_YORK)).toEqual([from, dayStart('2026-03-09', NEW_YORK)]);
    const shanghai = dayStart('2026-11-28', 'Asia/Shanghai')!;
    expect(bounds(String(shanghai), 'Asia/Shanghai')).toEqual([shanghai, shanghai + 86_400]);
  });
});
