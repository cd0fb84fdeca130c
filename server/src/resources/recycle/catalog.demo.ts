import type { StoreDb } from '@yanye/framework/server';
import {
  type DemoBrand,
  type DemoCategory,
  type DemoPoint,
  GRAIN_BRANDS,
  GRAIN_CATEGORIES,
  GRAIN_POINTS,
  GRAIN_STAFF_MORE,
  SALT_BRANDS,
  SALT_CATEGORIES,
  SALT_POINTS,
  SALT_STAFF_MORE,
} from './catalog.demo-data';
import {
  recycleAnswers,
  recycleBrands,
  recycleCategories,
  recyclePoints,
  recycleQuestions,
  recycleStaff,
  recycleStaffPoints,
} from './tables';

const DAY = 86_400;

interface DemoCatalog {
  readonly categories: readonly DemoCategory[];
  readonly brands: readonly DemoBrand[];
  readonly points: readonly DemoPoint[];
  readonly moreStaff: readonly { readonly name: string; readonly phone: string }[];
}

const CATALOGS: Readonly<Record<'salt' | 'grain', DemoCatalog>> = {
  salt: { categories: SALT_CATEGORIES, brands: SALT_BRANDS, points: SALT_POINTS, moreStaff: SALT_STAFF_MORE },
  grain: {
    categories: GRAIN_CATEGORIES,
    brands: GRAIN_BRANDS,
    points: GRAIN_POINTS,
    moreStaff: GRAIN_STAFF_MORE,
  },
};

/** A time `daysAgo` days before `now`, in working hours, for rows written over the last 90 days. */
const ago = (now: number, daysAgo: number) => now - daysAgo * DAY - 3 * 3600;

/** Larger sort first: the first of `count` rows gets the largest. */
const sortOf = (i: number, count: number) => (count - i) * 10;

async function seedCategories(
  db: StoreDb,
  categories: readonly DemoCategory[],
  parentId: number,
  now: number,
  clock: { daysAgo: number },
): Promise<void> {
  for (const [i, c] of categories.entries()) {
    clock.daysAgo = Math.max(1, clock.daysAgo - 2);
    const createdAt = ago(now, clock.daysAgo);
    const [row] = await db
      .insert(recycleCategories)
      .values({
        parentId,
        name: c.name,
        unit: c.unit,
        basePrice: c.price,
        sort: sortOf(i, categories.length),
        createdAt,
      })
      .returning({ id: recycleCategories.id });
    const categoryId = Number(row!.id);
    for (const [j, q] of c.questions.entries()) {
      const [question] = await db
        .insert(recycleQuestions)
        .values({
          categoryId,
          title: q.title,
          type: q.type,
          isRequired: q.required,
          sort: sortOf(j, c.questions.length),
          createdAt,
        })
        .returning({ id: recycleQuestions.id });
      await db.insert(recycleAnswers).values(
        q.answers.map((a, k) => ({
          questionId: Number(question!.id),
          ...a,
          sort: sortOf(k, q.answers.length),
          createdAt,
        })),
      );
    }
    await seedCategories(db, c.children, categoryId, now, clock);
  }
}

/**
 * The recycling catalogue of a demo store that has the section: its brands, a two-level category tree with its
 * valuation questions and answers, its recycle points in its city and the collectors who serve them, written
 * over the last 90 days.
 */
export async function seedRecycleCatalog(db: StoreDb, industry: string, now: number): Promise<void> {
  if (industry !== 'salt' && industry !== 'grain') return;
  const catalog = CATALOGS[industry];
  await db.insert(recycleBrands).values(
    catalog.brands.map((b, i) => ({
      ...b,
      sort: sortOf(i, catalog.brands.length),
      createdAt: ago(now, 88 - i),
    })),
  );
  await seedCategories(db, catalog.categories, 0, now, { daysAgo: 86 });
  const points = await db
    .insert(recyclePoints)
    .values(
      catalog.points.map((p, i) => ({
        ...p,
        longitude: String(p.longitude),
        latitude: String(p.latitude),
        sort: sortOf(i, catalog.points.length),
        createdAt: ago(now, 80 - i * 9),
      })),
    )
    .returning({ id: recyclePoints.id });
  // Whoever runs a point collects for it; the last collector has left (kept for their orders, given no new ones).
  const people = [...catalog.points.map((p) => ({ name: p.contact, phone: p.phone })), ...catalog.moreStaff];
  const staff = await db
    .insert(recycleStaff)
    .values(
      people.map((p, i) => ({
        ...p,
        status: i === people.length - 1 ? 0 : 1,
        createdAt: ago(now, 78 - i * 8),
      })),
    )
    .returning({ id: recycleStaff.id });
  // Each collector serves the point they run and the next one.
  const serves = staff.flatMap((s, i) =>
    [i % points.length, (i + 1) % points.length].map((p) => ({
      staffId: Number(s.id),
      pointId: Number(points[p]!.id),
    })),
  );
  await db.insert(recycleStaffPoints).values(serves);
}
