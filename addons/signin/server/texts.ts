import { T } from '@yanye/addon-kit/server';

/** The sign-in add-on's titles, said once for its lists, forms and messages. */
export const SIGNIN_TITLES = {
  day: T('签到日期', 'Day', 'Día', 'チェックイン日'),
  points: T('签到积分', 'Points', 'Puntos', 'ポイント'),
  bonus: T('连续奖励', 'Streak bonus', 'Bono por racha', '連続ボーナス'),
  streak: T('连续天数', 'Streak', 'Racha', '連続日数'),
  kind: T('签到方式', 'Kind', 'Tipo', '種類'),
  cost: T('补签消耗', 'Make-up cost', 'Coste de recuperar', '補填の消費'),
  time: T('签到时间', 'Checked in at', 'Registrado el', 'チェックイン日時'),
  days: T('连续签到天数', 'Consecutive days', 'Días seguidos', '連続日数'),
  bonusPoints: T('奖励积分', 'Bonus points', 'Puntos de bono', 'ボーナスポイント'),
};

export const KINDS = [
  { value: 0, label: T('当日签到', 'On the day', 'En el día', '当日') },
  { value: 1, label: T('补签', 'Made up', 'Recuperado', '補填') },
];

/** What the sign-in add-on refuses, in the user's language. */
/** What the operator log says of a check-in or a make-up made at the desk for a member. */
export const SIGNIN_LOG = {
  checkedIn: T(
    '为会员「{member}」签到（{day}），获得 {points} 积分',
    'Checked the member “{member}” in ({day}): {points} points earned',
    'Registró al socio «{member}» ({day}): {points} puntos ganados',
    '会員「{member}」をチェックインしました（{day}）：{points} ポイント獲得',
  ),
  madeUp: T(
    '为会员「{member}」补签 {day}，消耗 {cost} 积分，获得 {points} 积分',
    'Made up {day} for the member “{member}”: {cost} points spent, {points} points earned',
    'Recuperó el {day} del socio «{member}»: {cost} puntos gastados, {points} puntos ganados',
    '会員「{member}」の {day} を補填しました：{cost} ポイント消費、{points} ポイント獲得',
  ),
};

export const SIGNIN_MESSAGES = {
  noMember: T('会员不存在', 'No such member', 'El socio no existe', '会員が存在しません'),
  memberDisabled: T(
    '会员“{member}”已停用，不能签到',
    'The member "{member}" is disabled and cannot check in',
    'El socio «{member}» está desactivado y no puede registrarse',
    '会員「{member}」は停止中のためチェックインできません',
  ),
  already: T(
    '会员“{member}”{day} 已签到',
    'The member "{member}" has checked in on {day} already',
    'El socio «{member}» ya se registró el {day}',
    '会員「{member}」は {day} にチェックイン済みです',
  ),
  makeupOff: T(
    '本店未开启补签',
    'This store does not allow make-ups',
    'Esta tienda no permite recuperar días',
    'この店舗は補填を許可していません',
  ),
  makeupToday: T(
    '今天的签到请直接签到，不用补签',
    'Today is checked in, not made up',
    'Hoy se registra, no se recupera',
    '今日は補填ではなく通常のチェックインをしてください',
  ),
  makeupFuture: T(
    '不能补签今天以后的日期 {day}',
    'A day after today ({day}) cannot be made up',
    'No se puede recuperar un día posterior a hoy ({day})',
    '今日より後の日（{day}）は補填できません',
  ),
  makeupTooOld: T(
    '只能补签最近 {days} 天内的日期，{day} 已超出',
    'Only the last {days} days may be made up; {day} is earlier',
    'Solo se recuperan los últimos {days} días; {day} es anterior',
    '補填できるのは直近 {days} 日以内です。{day} はそれより前です',
  ),
  makeupBeforeJoin: T(
    '会员 {joined} 才注册，不能补签 {day}',
    'The member joined on {joined}, so {day} cannot be made up',
    'El socio se registró el {joined}; no se puede recuperar el {day}',
    '会員の登録は {joined} のため、{day} は補填できません',
  ),
  badDay: T(
    '日期 {day} 不正确，请写成 2026-03-01 的样子',
    'The day {day} is not a date like 2026-03-01',
    'El día {day} no es una fecha como 2026-03-01',
    '日付 {day} が正しくありません。2026-03-01 の形で入力してください',
  ),
  bonusPastCycle: T(
    '连续签到周期是 {cycle} 天，第 {days} 天的奖励永远拿不到',
    'The streak cycle is {cycle} days, so a bonus on day {days} could never be earned',
    'El ciclo de racha es de {cycle} días: un bono el día {days} nunca se ganaría',
    '連続周期は {cycle} 日のため、{days} 日目のボーナスは得られません',
  ),
  checkedIn: T(
    '已签到，获得 {points} 积分',
    'Checked in: {points} points earned',
    'Registrado: {points} puntos ganados',
    'チェックインしました。{points} ポイント獲得',
  ),
  madeUp: T(
    '已补签：消耗 {cost} 积分，获得 {points} 积分',
    'Made up: {cost} points spent, {points} points earned',
    'Recuperado: {cost} puntos gastados, {points} puntos ganados',
    '補填しました。{cost} ポイント消費、{points} ポイント獲得',
  ),
};
