import { defineTexts } from '@yanye/framework/web';
import { T } from '@yanye/i18n';

/** Texts of a member's page (/sys/member/info/:id). */
export const memberText = defineTexts({
  profile: T('会员资料'),
  wallets: T('钱包', 'wallets'),
  ledger: T('{wallet}流水'),
  fullLog: T('查看全部流水'),
  noRows: T('暂无流水'),
  rowsShown: T('最近 {shown} 条，共 {total} 条'),
  time: T('时间'),
  event: T('类型'),
  amount: T('变动'),
  after: T('变动后'),
  docNo: T('单据编号'),
  note: T('备注', 'note'),
  operator: T('操作人'),
  system: T('系统'),
  records: T('相关记录'),
  seeAll: T('查看全部'),
  count: T('共 {count} 条'),
  none: T('暂无记录'),
  backToList: T('返回会员列表'),
  matchedByPhone: T('按手机号 {phone} 匹配'),
});
