import type { ReceivedRequest, ReceiverAnswer, ReceiverContext } from '@yanye/addon-kit/server';
import type { Provider } from '../contract';
import { LOCAL_AUTHORIZE_PATH, PROVIDER_SETTINGS } from './service';

/**
 * The stand-in's authorize pages (the idea of /dev/wechat/authorize, for each provider of a store's app): the
 * operator names a pretend user of the provider and allows; the page goes back to `redirect_uri` with a code
 * the stand-in's token call will take. The same pretend user always gets the same code, so the same id.
 * Plain HTML, no script: a meta refresh goes back.
 */

const NAMES: Readonly<Record<Provider, string>> = { wechat: '微信', qq: 'QQ', alipay: '支付宝' };

/** Codes of the stand-in: `dev_<tag>_` and the base64url of the pretend user's name. */
export const CODE_TAG: Readonly<Record<Provider, string>> = { wechat: 'wx', qq: 'qq', alipay: 'ali' };

export const localCode = (p: Provider, user: string) =>
  `dev_${CODE_TAG[p]}_${Buffer.from(user, 'utf8').toString('base64url')}`;

/** The pretend user behind a stand-in's code of `p`, or undefined for any other code. */
export function userOfCode(p: Provider, code: string): string | undefined {
  const m = new RegExp(`^dev_${CODE_TAG[p]}_([A-Za-z0-9_-]{1,160})$`).exec(code);
  if (!m) return undefined;
  const user = Buffer.from(m[1]!, 'base64url').toString('utf8').trim();
  return user !== '' && user.length <= 40 ? user : undefined;
}

const esc = (value: string): string =>
  value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

const html = (title: string, body: string, head = ''): ReceiverAnswer => ({
  type: 'text/html; charset=utf-8',
  body: `<!doctype html><html lang="zh"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">${head}<title>${esc(title)}</title>
<style>body{font:14px/1.6 system-ui,"PingFang SC","Microsoft YaHei",sans-serif;max-width:460px;margin:48px auto;color:#303133}
.note{color:#909399;font-size:12px}input{border:1px solid #dcdfe6;border-radius:4px;padding:6px 8px;width:220px}
button{background:#409eff;color:#fff;border:0;border-radius:4px;padding:7px 18px;cursor:pointer}.err{color:#f56c6c}</style>
</head><body>${body}</body></html>`,
});

const refused = (status: number, p: Provider, text: string): ReceiverAnswer => ({
  ...html(`${NAMES[p]}授权`, `<h2>${NAMES[p]}授权（本地）</h2><p class="err">${esc(text)}</p>`),
  status,
});

/** A path of this site (not `//host`): the stand-in goes back nowhere else. */
const isLocalPath = (v: string) => v.startsWith('/') && !v.startsWith('//') && !v.includes('\\');

const PARAMS: Readonly<Record<Provider, { appid: string; code: string }>> = {
  wechat: { appid: 'appid', code: 'code' },
  qq: { appid: 'client_id', code: 'code' },
  alipay: { appid: 'app_id', code: 'auth_code' },
};

/** GET of a provider's authorize page: the form, or with `user` the way back with the code. */
export function authorizePage(p: Provider) {
  return async (request: ReceivedRequest, ctx: ReceiverContext): Promise<ReceiverAnswer> => {
    const q = request.query;
    const appid = q[PARAMS[p].appid] ?? '';
    const redirect = q.redirect_uri ?? '';
    const state = (q.state ?? '').slice(0, 200);
    if (!(await ctx.storeBy(PROVIDER_SETTINGS[p].appid, appid)))
      return refused(400, p, `${PARAMS[p].appid} 参数错误：没有店铺设置了这个 AppID（${appid}）`);
    if (!isLocalPath(redirect)) return refused(400, p, 'redirect_uri 参数错误：须为本站的路径');
    const user = (q.user ?? '').trim();
    if (user === '' || user.length > 40) {
      const hidden = Object.entries(q)
        .filter(([k]) => k !== 'user')
        .map(([k, v]) => `<input type="hidden" name="${esc(k)}" value="${esc(v)}">`)
        .join('');
      return html(
        `${NAMES[p]}授权（本地）`,
        `<h2>${NAMES[p]}授权登录（本地开发）</h2>
<p class="note">The ${p} endpoint of this store's social add-on is blank: this page stands in for the provider's
authorize page. The same pretend user always gets the same id, so a second account linking it is refused as in
production.</p>
<form method="get" action="/dev/receiver/social${LOCAL_AUTHORIZE_PATH[p]}">${hidden}
<p><label>${NAMES[p]}用户 (pretend user)<br><input type="text" name="user" value="demo" maxlength="40" required></label></p>
<p><button type="submit">确认授权 (allow)</button></p></form>
<p class="note">AppID ${esc(appid)} · goes back to <code>${esc(redirect)}</code></p>`,
      );
    }
    const target = new URL(redirect, 'http://local');
    target.searchParams.set(PARAMS[p].code, localCode(p, user));
    target.searchParams.set('state', state);
    if (p === 'alipay') target.searchParams.set('app_id', appid);
    const back = `${target.pathname}${target.search}`;
    return html(
      `${NAMES[p]}授权（本地）`,
      `<h2>已授权 · allowed</h2><p>${esc(user)} → <a href="${esc(back)}">${esc(back)}</a></p>`,
      `<meta http-equiv="refresh" content="0;url=${esc(back)}">`,
    );
  };
}
