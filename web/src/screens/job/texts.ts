import { defineTexts } from '@yanye/framework/web';
import { T } from '@yanye/i18n';

/** Texts of the recruitment section's own screens. */
export const jobText = defineTexts({
  application: T('投递信息'),
  resume: T('求职者简历'),
  backToList: T('返回投递记录'),
});
