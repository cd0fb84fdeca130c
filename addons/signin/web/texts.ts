import { T } from '@yanye/addon-kit';
import { defineTexts } from '@yanye/addon-kit/web';

/** Texts of the check-in desk. */
export const signinText = defineTexts({
  pickMember: T('输入会员昵称或手机号查找'),
  pickFirst: T('请先选择会员', 'pickFirst'),
  member: T('会员', 'member2'),
  phone: T('手机号', 'phone'),
  balance: T('积分'),
  streak: T('连续签到'),
  days: T('{count} 天'),
  today: T('今日'),
  checked: T('已签到'),
  notChecked: T('未签到'),
  disabled: T('会员已停用，不能签到'),
  checkIn: T('为会员签到'),
  rules: T('每日签到得 {points} 积分'),
  rulesMakeup: T('补签每天消耗 {cost} 积分，可补最近 {days} 天'),
  rulesNoMakeup: T('本店未开启补签'),
  makeable: T('可补签'),
  noMakeable: T('没有可补签的日子'),
  makeUp: T('补签 {day}'),
  short: T('积分不足'),
  month: T('最近一个月'),
  day: T('日期', 'day'),
  points: T('积分'),
  bonus: T('连续奖励'),
  kind: T('方式'),
  onDay: T('当日签到'),
  madeUp: T('补签'),
  cost: T('补签消耗'),
  none: T('最近一个月没有签到'),
});
