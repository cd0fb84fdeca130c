import { T } from '@yanye/addon-kit/server';

/** The sign-in add-on's titles, said once for its lists, forms and messages. */
export const SIGNIN_TITLES = {
  day: T('签到日期'),
  points: T('签到积分', 'points'),
  bonus: T('连续奖励'),
  streak: T('连续天数'),
  kind: T('签到方式'),
  cost: T('补签消耗'),
  time: T('签到时间'),
  days: T('连续签到天数'),
  bonusPoints: T('奖励积分'),
};

export const KINDS = [
  { value: 0, label: T('当日签到') },
  { value: 1, label: T('补签') },
];

/** What the sign-in add-on refuses, in the user's language. */
/** What the operator log says of a check-in or a make-up made at the desk for a member. */
export const SIGNIN_LOG = {
  checkedIn: T('为会员「{member}」签到（{day}），获得 {points} 积分'),
  madeUp: T('为会员「{member}」补签 {day}，消耗 {cost} 积分，获得 {points} 积分'),
};

export const SIGNIN_MESSAGES = {
  noMember: T('会员不存在'),
  memberDisabled: T('会员“{member}”已停用，不能签到'),
  already: T('会员“{member}”{day} 已签到'),
  makeupOff: T('本店未开启补签'),
  makeupToday: T('今天的签到请直接签到，不用补签'),
  makeupFuture: T('不能补签今天以后的日期 {day}'),
  makeupTooOld: T('只能补签最近 {days} 天内的日期，{day} 已超出'),
  makeupBeforeJoin: T('会员 {joined} 才注册，不能补签 {day}'),
  badDay: T('日期 {day} 不正确，请写成 2026-03-01 的样子'),
  bonusPastCycle: T('连续签到周期是 {cycle} 天，第 {days} 天的奖励永远拿不到'),
  checkedIn: T('已签到，获得 {points} 积分'),
  madeUp: T('已补签：消耗 {cost} 积分，获得 {points} 积分'),
};
