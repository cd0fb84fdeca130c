import { Answer, type ApiRoute, AppError, rawRows, route } from '@yanye/framework/server';
import { T } from '@yanye/i18n';
import { API, isUploadPath } from '@yanye/protocol';
import { sql } from 'drizzle-orm';

const MESSAGES = {
  noStore: T('没有这个店铺：{store}'),
  noRelease: T('该店铺暂未发布此平台的 App'),
  upToDate: T('已是最新版本'),
  newer: T('发现新版本 {version}'),
};

/** One row of `app_version_check` (drizzle/repeatable/tenancy.sql): the newest release, if any. */
interface CheckRow {
  readonly version_name: string | null;
  readonly build_number: number | null;
  readonly package_url: string | null;
  readonly notes: string | null;
  readonly forced: boolean | null;
  readonly release_at: number | string | null;
  readonly must_update: boolean;
  readonly has_update: boolean;
}

export const appVersionRoutes: readonly ApiRoute[] = [
  route(API.settings.appVersionCheck, {
    handler: async ({ deps, request }, { query }) => {
      // Before any store is known, so across stores: one SECURITY DEFINER function answering only what an
      // installed app may know (the newest released version, and whether it must update).
      const [row] = await rawRows<CheckRow>(
        deps.database.db,
        sql`select * from app_version_check(${query.store}, ${query.platform}, ${query.build}, ${deps.now()})`,
      );
      if (!row) throw new AppError('NOT_FOUND', MESSAGES.noStore, { store: query.store });
      if (row.version_name === null || row.build_number === null) {
        const none = { platform: query.platform, has_update: false, must_update: false, latest: null };
        return new Answer(none, MESSAGES.noRelease);
      }
      const stored = row.package_url ?? '';
      // An uploaded package is served by this console: the app is given the whole address.
      const origin = deps.config.PUBLIC_URL ?? `${request.protocol}://${request.host}`;
      const answer = {
        platform: query.platform,
        has_update: row.has_update,
        must_update: row.must_update,
        latest: {
          version_name: row.version_name,
          build_number: row.build_number,
          download_url: isUploadPath(stored) ? `${origin}${stored}` : stored,
          notes: row.notes ?? '',
          forced: row.forced ?? false,
          release_at: Number(row.release_at),
        },
      };
      return new Answer(answer, row.has_update ? MESSAGES.newer : MESSAGES.upToDate, {
        version: row.version_name,
      });
    },
  }),
];
