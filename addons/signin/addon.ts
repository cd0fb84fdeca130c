import {
  addonApi,
  addonGroup,
  custom,
  defineAddon,
  entityList,
  resource,
  settingsPage,
  T,
} from '@yanye/addon-kit';
import { signinCheckIn, signinMakeUp, signinMember } from './contract';

const api = addonApi('signin');
const record = `${api}SigninRecord`;

/** The members' pick list (/sys/member's entity), which the desk finds a member with. */
const MEMBER_OPTIONS = '/v1/seller/member/MemberOptions';

const recordNoun = T('签到记录', 'check-in', 'registro diario', 'チェックイン記録');

export const signin = defineAddon({
  key: 'signin',
  cate: 'marketing',
  icon: 'calendar',
  version: '1.0.0',
  description: T(
    '每日签到：会员每天签到得积分，连续签到有奖励，可补签。',
    'Daily check-in: members earn points each day, with streak bonuses and make-up check-ins.',
    'Registro diario: los socios ganan puntos cada día, con bonos por racha y registros atrasados.',
    'デイリーチェックイン：毎日ポイント、連続ボーナスと補填チェックイン。',
  ),
  page: addonGroup(
    'signin',
    'PluginSignin',
    T('签到', 'Daily check-in', 'Registro diario', 'デイリーチェックイン'),
    [
      entityList({
        seg: 'record',
        name: 'SigninRecord',
        api: record,
        title: T('签到记录', 'Check-ins', 'Registros diarios', 'チェックイン履歴'),
        noun: recordNoun,
      }),
      // What the store's app calls when a member checks in or makes up a day, made here by an operator for a
      // member at the counter; the member is picked from the members' pick list.
      custom(
        'desk',
        'SigninDesk',
        T('会员签到台', 'Check-in desk', 'Mostrador de registro', 'チェックイン受付'),
        'signinDesk',
        [signinMember.path, signinCheckIn.path, signinMakeUp.path, MEMBER_OPTIONS],
      ),
      resource({
        seg: 'bonus',
        name: 'SigninBonus',
        api: `${api}SigninBonus`,
        title: T('连续签到奖励', 'Streak bonuses', 'Bonos por racha', '連続ボーナス'),
        noun: T('连续签到奖励', 'streak bonus', 'bono por racha', '連続ボーナス'),
      }),
      settingsPage(
        'setting',
        'SigninSetting',
        T('签到设置', 'Check-in settings', 'Ajustes de registro diario', 'チェックイン設定'),
      ),
    ],
  ),
  settings: [
    {
      name: 'points',
      type: 'number',
      title: T('每日签到积分', 'Points per check-in', 'Puntos por registro', '1 日のポイント'),
      hint: T(
        '会员每天签到一次获得的积分',
        'What a member earns for checking in once a day',
        'Lo que gana un socio al registrarse una vez al día',
        '1 日 1 回のチェックインで得るポイント',
      ),
      required: true,
      min: 0,
      max: 10_000,
      default: 5,
      unit: T('积分', 'points', 'puntos', 'ポイント'),
    },
    {
      name: 'cycle',
      type: 'number',
      title: T('连续签到周期', 'Streak cycle', 'Ciclo de racha', '連続周期'),
      hint: T(
        '连续签到满一个周期后，奖励从第 1 天重新计算；0 表示不循环',
        'After a full cycle of days, bonuses count again from day 1; 0 never starts over',
        'Tras un ciclo completo, los bonos vuelven a contar desde el día 1; 0 no reinicia',
        '周期を満たすとボーナスは 1 日目から数え直します。0 は繰り返しません',
      ),
      required: true,
      min: 0,
      max: 365,
      default: 7,
      unit: T('天', 'days', 'días', '日'),
    },
    {
      name: 'makeup',
      type: 'switch',
      title: T('允许补签', 'Allow make-ups', 'Permitir recuperar días', '補填を許可'),
      hint: T(
        '会员可以花积分补签最近漏签的日子',
        'Members may spend points to check in on a recent day they missed',
        'Los socios pueden gastar puntos para registrar un día reciente que olvidaron',
        '会員はポイントを使って最近の未チェックイン日を補填できます',
      ),
      default: true,
    },
    {
      name: 'makeup_days',
      type: 'number',
      title: T('最多补签天数', 'Make-up window', 'Días recuperables', '補填できる日数'),
      hint: T(
        '只能补签最近这么多天内漏签的日子（不含今天）',
        'Only a missed day within this many days before today may be made up',
        'Solo se recupera un día dentro de estos días antes de hoy',
        '今日より前のこの日数以内の日だけ補填できます',
      ),
      required: true,
      min: 1,
      max: 31,
      default: 3,
      unit: T('天', 'days', 'días', '日'),
    },
    {
      name: 'makeup_cost',
      type: 'number',
      title: T('补签消耗积分', 'Make-up cost', 'Coste de recuperar', '補填の消費ポイント'),
      hint: T(
        '每补签一天从会员积分中扣除',
        "Taken from the member's points for each day made up",
        'Se descuenta de los puntos del socio por cada día recuperado',
        '1 日補填するごとに会員のポイントから差し引きます',
      ),
      required: true,
      min: 0,
      max: 10_000,
      default: 10,
      unit: T('积分', 'points', 'puntos', 'ポイント'),
    },
  ],
  ledgerEvents: [
    {
      name: 'signin_earn',
      title: T('签到积分', 'Check-in points', 'Puntos por registro diario', 'チェックインポイント'),
    },
    {
      name: 'signin_makeup',
      title: T('补签扣分', 'Make-up check-in', 'Registro recuperado', '補填チェックイン'),
    },
  ],
});
