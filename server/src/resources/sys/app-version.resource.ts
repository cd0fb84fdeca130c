import {
  badInput,
  col,
  conflict,
  defineResource,
  nameColumn,
  optionsOf,
  type SaveContext,
  type StoreDb,
  type ValuesOf,
  YES_NO_OPTIONS,
} from '@yanye/framework/server';
import { type Lang, T, type Texts } from '@yanye/i18n';
import type { AppPlatform, FieldType } from '@yanye/protocol';
import { and, desc, eq, ne, sql } from 'drizzle-orm';
import { changesNothing, compareVersions, isVersionName, packageProblem } from './app-version.rules';
import { type APP_PLATFORMS, appVersions } from './tables';

/** The releases of a store's app (/sys/appdownload): what the public version check offers installed apps. */

const PLATFORMS = optionsOf<(typeof APP_PLATFORMS)[number]>({
  android: T('安卓'),
  ios: T('苹果 iOS'),
});

/**
 * How the package is given: uploaded (`UploadFile`, an apk kept at `/uploads/...`) or linked (an https download
 * or, for iOS, the App Store page). The stored value is the one link either way.
 */
const PACKAGE_INPUT: FieldType = 'file';

const MESSAGES = {
  versionFormat: T('版本号格式不对，应为 2.3.1 这样以点分隔的数字'),
  versionLower: T('版本号 {version} 低于{platform}当前最新版本 {newest}'),
  buildTaken: T('{platform}已有构建号为 {build} 的版本'),
  buildNotNewer: T('新版本的构建号须大于{platform}当前最新的构建号 {newest}'),
  iosLink: T('iOS 版本须填写 App Store 链接，如 https://apps.apple.com/cn/app/id1234567890'),
  packageLink: T('安装包须为 https:// 开头的下载链接，或上传后得到的 /uploads/ 路径'),
} as const;

const v = appVersions;
type Row = typeof v.$inferSelect;
type Values = ValuesOf<typeof v>;

const platformName = (platform: AppPlatform, lang: Lang) =>
  PLATFORMS.find((p) => p.value === platform)!.label[lang];

/**
 * New releases of one platform of a store are made one at a time (a lock until the transaction ends), so two
 * racing ones cannot both pass as newer than the same newest, nor both take one build.
 */
async function lockPlatform(db: StoreDb, platform: AppPlatform): Promise<void> {
  await db.tx.execute(
    sql`select pg_advisory_xact_lock(hashtext(${`app_versions:${platform}`}), ${db.supplierId})`,
  );
}

/** The newest release of a platform (by build). */
async function newestOf(db: StoreDb, platform: AppPlatform) {
  const [row] = await db
    .select({ build: v.buildNumber, version: v.versionName })
    .from(v)
    .where(eq(v.platform, platform))
    .orderBy(desc(v.buildNumber))
    .limit(1);
  return row;
}

const refuse = (text: Texts, params: Record<string, string | number> = {}) => badInput(text, params);

/**
 * A release's own rules, over the values it will hold: its version name, its link for its platform, its build
 * unique in the platform and, for a new release, above the newest (a version name not below the newest's).
 */
async function checkRelease(db: StoreDb, next: Row | Values, id: number | undefined, lang: Lang) {
  const platform = next.platform as AppPlatform;
  const versionName = String(next.versionName);
  const build = Number(next.buildNumber);
  const named = { platform: platformName(platform, lang) };
  if (!isVersionName(versionName)) throw refuse(MESSAGES.versionFormat);
  const link = packageProblem(platform, next.packageUrl ?? '');
  if (link) throw refuse(MESSAGES[link]);
  if (id === undefined) await lockPlatform(db, platform);
  const [taken] = await db
    .select({ id: v.id })
    .from(v)
    .where(
      and(eq(v.platform, platform), eq(v.buildNumber, build), id === undefined ? undefined : ne(v.id, id)),
    )
    .limit(1);
  if (taken) throw conflict(MESSAGES.buildTaken, { ...named, build });
  if (id !== undefined) return;
  const newest = await newestOf(db, platform);
  if (!newest) return;
  if (build <= newest.build) throw refuse(MESSAGES.buildNotNewer, { ...named, newest: newest.build });
  if (compareVersions(versionName, newest.version) < 0)
    throw refuse(MESSAGES.versionLower, { ...named, version: versionName, newest: newest.version });
}

async function beforeSave(
  db: StoreDb,
  values: Values,
  id: number | undefined,
  ctx: SaveContext,
): Promise<Values> {
  if (id === undefined) {
    const next = { ...values, releaseAt: values.releaseAt || ctx.now };
    await checkRelease(db, next, undefined, ctx.lang);
    return next;
  }
  const [held] = await db.select().from(v).where(eq(v.id, id)).for('update');
  // The record was found by the engine a moment ago; gone now, it is the engine's not-found on write.
  if (!held) return values;
  if (changesNothing(values, held)) throw badInput('unchanged');
  await checkRelease(db, { ...held, ...values }, id, ctx.lang);
  return { ...values, updatedAt: ctx.now };
}

export const appVersionResource = defineResource({
  entity: 'Appversion',
  table: appVersions,
  idAlias: 'app_version_id',
  columns: [
    col.select(v.platform, T('平台'), PLATFORMS, {
      filter: 'select',
      width: 100,
      form: { type: 'radio', required: true, default: 'android' },
    }),
    nameColumn(v.versionName, T('版本号'), {
      width: 110,
      max: 20,
      tip: T('如 2.3.1'),
    }),
    col.number(v.buildNumber, T('构建号'), {
      sortable: true,
      width: 100,
      form: {
        required: true,
        min: 1,
        max: 2_147_483_647,
        decimals: 0,
        tip: T('正整数，同一平台内不重复；新版本须大于该平台当前最新的构建号，App 凭它判断是否有更新'),
      },
    }),
    col.text(v.packageUrl, T('安装包 / 商店链接'), {
      width: 280,
      form: {
        type: PACKAGE_INPUT,
        // Needed all the same: an empty link is no link of either kind, refused by the platform's rule below
        // in words that say what to give (the generic "required" could not).
        max: 500,
        tip: T(
          '安卓：https:// 下载链接或上传的安装包 /uploads/ 路径；iOS：App Store 链接 https://apps.apple.com/…',
        ),
      },
    }),
    col.text(v.notes, T('更新说明'), {
      width: 260,
      form: { type: 'textarea', max: 2000 },
    }),
    col.select(v.forced, T('强制更新'), YES_NO_OPTIONS, {
      filter: 'select',
      width: 100,
      form: {
        type: 'switch',
        tip: T('开启后，低于此构建号的 App 必须先更新才能继续使用'),
      },
    }),
    col.datetime(v.releaseAt, T('发布时间', 'release-time'), {
      sortable: true,
      filter: 'datetime',
      form: {
        tip: T('留空则立即发布；设为将来的时间，到时才向 App 推送'),
      },
    }),
    col.created(v.createdAt, { filter: false }),
  ],
  defaultSort: { key: 'release_at', order: 'desc' },
  exportable: true,
  beforeSave,
});
