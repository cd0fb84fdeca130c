import { defineTexts } from '@yanye/framework/web';
import { T } from '@yanye/i18n';

/** Texts of the security settings screen (/sys/safemanage/setting). */
export const safeText = defineTexts({
  signIn: T('登录保护'),
  maxFailures: T('登录失败锁定次数'),
  maxFailuresHint: T('同一账号或同一 IP 地址连续登录失败达到此次数后锁定（{min}～{max} 次）'),
  lockMinutes: T('锁定时长'),
  lockTip: T('锁定有时效：到时自动解锁（{min}～{max} 分钟）。被锁定的 IP 可在“访问IP”里提前解除'),
  times: T('次'),
  minutes: T('分钟'),
  captcha: T('人机验证'),
  captchaAfter: T('登录失败后验证'),
  captchaAlways: T('每次登录都验证'),
  captchaAfterFailures: T('失败几次后验证'),
  captchaAfterHint: T(
    '同一账号或同一 IP 地址 15 分钟内失败达到此次数后，登录须先完成人机验证（{min}～{max} 次）',
  ),
  session: T('会话'),
  idleMinutes: T('无操作自动退出'),
  idleHint: T('超过这么久没有任何操作的登录将自动退出（{min}～{max} 分钟）'),
  ipAllow: T('IP 白名单'),
  ipAllowOn: T('开启白名单'),
  ipAllowOnHint: T('开启后，只有下列地址可以登录和访问本店铺的后台；其他地址的登录会被立即拒绝'),
  ipAllowList: T('允许的地址'),
  ipAllowListHint: T(
    '每行一个：IPv4 或 IPv6 地址，或网段（如 203.0.113.8、192.168.1.0/24、2001:db8::/32），最多 {max} 个',
  ),
  yourIp: T('您当前的 IP 地址：{ip}'),
  addYourIp: T('加入白名单'),
  yourIpListed: T('已在列表中'),
  selfWarning: T('开启前请确认列表中包含您当前的地址 {ip}，否则保存会被拒绝'),
  tooMany: T('允许的地址最多 {max} 个，现有 {count} 个'),
  emptyList: T('开启白名单时请至少填写一个地址'),
  updatedAt: T('上次保存：{time}'),
  neverSaved: T('尚未保存过，当前为默认设置'),
});
