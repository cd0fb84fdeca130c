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

const recordNoun = T('签到记录');

export const signin = defineAddon({
  key: 'signin',
  cate: 'marketing',
  icon: 'calendar',
  version: '1.0.0',
  description: T('每日签到：会员每天签到得积分，连续签到有奖励，可补签。'),
  page: addonGroup('signin', 'PluginSignin', T('签到'), [
    entityList({
      seg: 'record',
      name: 'SigninRecord',
      api: record,
      title: T('签到记录', 'title'),
      noun: recordNoun,
    }),
    // What the store's app calls when a member checks in or makes up a day, made here by an operator for a
    // member at the counter; the member is picked from the members' pick list.
    custom('desk', 'SigninDesk', T('会员签到台'), 'signinDesk', [
      signinMember.path,
      signinCheckIn.path,
      signinMakeUp.path,
      MEMBER_OPTIONS,
    ]),
    resource({
      seg: 'bonus',
      name: 'SigninBonus',
      api: `${api}SigninBonus`,
      title: T('连续签到奖励'),
      noun: T('连续签到奖励', 'noun'),
    }),
    settingsPage('setting', 'SigninSetting', T('签到设置')),
  ]),
  settings: [
    {
      name: 'points',
      type: 'number',
      title: T('每日签到积分'),
      hint: T('会员每天签到一次获得的积分'),
      required: true,
      min: 0,
      max: 10_000,
      default: 5,
      unit: T('积分', 'unit'),
    },
    {
      name: 'cycle',
      type: 'number',
      title: T('连续签到周期'),
      hint: T('连续签到满一个周期后，奖励从第 1 天重新计算；0 表示不循环'),
      required: true,
      min: 0,
      max: 365,
      default: 7,
      unit: T('天'),
    },
    {
      name: 'makeup',
      type: 'switch',
      title: T('允许补签'),
      hint: T('会员可以花积分补签最近漏签的日子'),
      default: true,
    },
    {
      name: 'makeup_days',
      type: 'number',
      title: T('最多补签天数'),
      hint: T('只能补签最近这么多天内漏签的日子（不含今天）'),
      required: true,
      min: 1,
      max: 31,
      default: 3,
      unit: T('天'),
    },
    {
      name: 'makeup_cost',
      type: 'number',
      title: T('补签消耗积分'),
      hint: T('每补签一天从会员积分中扣除'),
      required: true,
      min: 0,
      max: 10_000,
      default: 10,
      unit: T('积分', 'unit'),
    },
  ],
  ledgerEvents: [
    {
      name: 'signin_earn',
      title: T('签到积分'),
    },
    {
      name: 'signin_makeup',
      title: T('补签扣分'),
    },
  ],
});
