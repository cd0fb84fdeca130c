import { T } from '@yanye/i18n';

/**
 * Published (1), or a draft (0) buyers do not see: the state of a notice, an article or an agreement's
 * version.
 */
export const PUBLISHED_OPTIONS = [
  { value: 1, label: T('已发布', 'Published', 'Publicado', '公開済み') },
  { value: 0, label: T('草稿', 'Draft', 'Borrador', '下書き') },
] as const;
