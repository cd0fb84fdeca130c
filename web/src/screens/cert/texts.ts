import { defineTexts } from '@yanye/framework/web';
import { T } from '@yanye/i18n';

/** Texts of the store certification screen (/content/certification). */
export const certText = defineTexts({
  none: T('店铺尚未认证：提交企业信息和证照，平台审核通过后即为认证店铺。'),
  applied: T('认证资料审核中，平台审核后会更新状态。'),
  approved: T('店铺已认证。证照更新时，可修改后重新提交认证。'),
  rejected: T('认证未通过：{reason}'),
  statusLabel: T('认证状态'),
  status0: T('未认证'),
  status1: T('审核中', 'status1'),
  status2: T('已认证'),
  status3: T('未通过', 'status3'),
  apply: T('提交认证'),
  renew: T('重新提交认证'),
  submitted: T('认证资料已提交，请等待平台审核'),
  appliedAt: T('提交时间', 'appliedAt'),
  reviewedAt: T('审核时间', 'reviewedAt'),
});
