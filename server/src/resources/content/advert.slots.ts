import { T, type Texts, textsBy } from '@yanye/i18n';

/** The app's advert slots, each with the picture size it is drawn at. */
const SLOTS: Readonly<Record<string, { readonly title: Texts; readonly size: string }>> = {
  home_banner: { title: T('首页轮播'), size: '750×340' },
  home_popup: {
    title: T('首页弹窗'),
    size: '600×800',
  },
  category_top: {
    title: T('分类页顶部'),
    size: '710×200',
  },
  goods_detail: {
    title: T('商品详情页'),
    size: '750×200',
  },
  member_center: {
    title: T('会员中心'),
    size: '710×180',
  },
  start_screen: { title: T('启动页'), size: '1080×1920' },
};

/** The slots as a select offers them: the size beside each name, so the picture is made to fit. */
export const SLOT_OPTIONS = Object.entries(SLOTS).map(([value, s]) => ({
  value,
  label: T(
    `${s.title.zh}（${s.size}）`,
    `${s.title.en} (${s.size})`,
    `${s.title.es} (${s.size})`,
    `${s.title.ja}（${s.size}）`,
  ),
}));

/** The pages of the app an advert may open, by the path the app routes. */
const APP_PAGES: Readonly<Record<string, Texts>> = {
  '/pages/index/index': T('首页'),
  '/pages/category/index': T('商品分类', '/pages/category/index'),
  '/pages/cart/index': T('购物车'),
  '/pages/member/index': T('会员中心'),
  '/pages/member/recharge': T('余额充值'),
  '/pages/coupon/index': T('领券中心'),
  '/pages/news/index': T('资讯列表'),
  '/pages/shop/index': T('门店列表'),
};

export const isAppPage = (path: string): boolean => Object.hasOwn(APP_PAGES, path);

const TIP_LEAD = T('打开页面时填写页面路径，可选：');
const TIP_TAIL = T('。外部链接填写 https:// 开头的地址');

function tipIn(lang: 'zh' | 'en' | 'es' | 'ja'): string {
  const wide = lang === 'zh' || lang === 'ja';
  const pages = Object.entries(APP_PAGES).map(([path, title]) =>
    wide ? `${path}（${title[lang]}）` : `${path} (${title[lang]})`,
  );
  return `${TIP_LEAD[lang]}${pages.join(wide ? '、' : ', ')}${TIP_TAIL[lang]}`;
}

/** The link field's tip: the app pages an advert may open, and what an outside link must be. */
export const LINK_TIP = textsBy(tipIn);
