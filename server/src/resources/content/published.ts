import { T } from '@yanye/i18n';

/**
 * Published (1), or a draft (0) buyers do not see: the state of a notice, an article or an agreement's
 * version.
 */
export const PUBLISHED_OPTIONS = [
  { value: 1, label: T('已发布', 'label') },
  { value: 0, label: T('草稿') },
] as const;
