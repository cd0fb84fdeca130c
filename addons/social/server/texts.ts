import { T, type Texts } from '@yanye/addon-kit/server';
import type { Provider } from '../contract';

export const PROVIDER_TITLES: Readonly<Record<Provider, Texts>> = {
  wechat: T('微信', 'WeChat', 'WeChat', 'WeChat'),
  qq: T('QQ', 'QQ', 'QQ', 'QQ'),
  alipay: T('支付宝', 'Alipay', 'Alipay', 'Alipay'),
};

export const PROVIDER_OPTIONS = (['wechat', 'qq', 'alipay'] as const).map((value) => ({
  value,
  label: PROVIDER_TITLES[value],
}));

/** The social add-on's titles. */
export const SOCIAL_TITLES = {
  account: T('账号', 'Account', 'Cuenta', 'アカウント'),
  accountName: T('姓名', 'Name', 'Nombre', '氏名'),
  provider: T('登录方式', 'Provider', 'Proveedor', 'ログイン方法'),
  openid: T('第三方用户ID', 'Provider user ID', 'ID de usuario del proveedor', '連携先ユーザーID'),
  nickname: T('第三方昵称', 'Provider nickname', 'Apodo en el proveedor', '連携先ニックネーム'),
  avatar: T('头像', 'Avatar', 'Avatar', 'アバター'),
  boundAt: T('绑定时间', 'Linked at', 'Vinculada el', '連携日時'),
  lastLogin: T('最近登录', 'Last sign-in', 'Último acceso', '最終ログイン'),
  logins: T('登录次数', 'Sign-ins', 'Accesos', 'ログイン回数'),
};

/** What the social add-on refuses or says, in the user's language. */
export const SOCIAL_MESSAGES = {
  notEnabled: T(
    '本店未开通{provider}登录：请在插件设置中填写{provider}的 AppID 与密钥',
    "This store has no {provider} sign-in: fill in {provider}'s AppID and secret in the add-on's settings",
    'Esta tienda no tiene acceso con {provider}: indique el AppID y el secreto de {provider} en los ajustes',
    '本店は{provider}ログイン未開通です。プラグイン設定で{provider}の AppID と秘密鍵を入力してください',
  ),
  badCode: T(
    '{provider}授权码无效或已过期，请重新授权',
    'The {provider} code is not valid or has expired; authorize again',
    'El código de {provider} no es válido o caducó; autorice de nuevo',
    '{provider}の認可コードが無効または期限切れです。もう一度認可してください',
  ),
  takenByOther: T(
    '该{provider}账号已绑定本店的其他账号',
    'This {provider} account is linked to another account of the store',
    'Esta cuenta de {provider} ya está vinculada a otra cuenta de la tienda',
    'この{provider}アカウントは本店の別のアカウントに連携済みです',
  ),
  alreadyLinked: T(
    '您已绑定其他{provider}账号，请先解除绑定',
    'You have linked another {provider} account; unlink it first',
    'Ya vinculó otra cuenta de {provider}; desvincúlela primero',
    '別の{provider}アカウントと連携済みです。先に連携を解除してください',
  ),
  notLinked: T(
    '您尚未绑定{provider}账号',
    'You have not linked a {provider} account',
    'No ha vinculado una cuenta de {provider}',
    '{provider}アカウントは未連携です',
  ),
  linked: T(
    '已绑定{provider}账号“{nickname}”',
    'Linked the {provider} account "{nickname}"',
    'Cuenta de {provider} «{nickname}» vinculada',
    '{provider}アカウント「{nickname}」と連携しました',
  ),
  unlinked: T(
    '已解除{provider}绑定',
    'Unlinked {provider}',
    '{provider} desvinculado',
    '{provider}の連携を解除しました',
  ),
};

/** What the operator log says of a link made or undone by the signed-in user. */
export const SOCIAL_LOG = {
  linked: T(
    '绑定了{provider}账号「{name}」',
    'Linked the {provider} account “{name}”',
    'Vinculó la cuenta de {provider} «{name}»',
    '{provider}アカウント「{name}」を連携しました',
  ),
  linkedUnnamed: T(
    '绑定了{provider}账号',
    'Linked a {provider} account',
    'Vinculó una cuenta de {provider}',
    '{provider}アカウントを連携しました',
  ),
  unlinked: T(
    '解除了{provider}账号的绑定',
    'Unlinked the {provider} account',
    'Desvinculó la cuenta de {provider}',
    '{provider}アカウントの連携を解除しました',
  ),
};
