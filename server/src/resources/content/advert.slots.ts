import { T, type Texts } from '@yanye/i18n';

/** The app's advert slots, each with the picture size it is drawn at. */
const SLOTS: Readonly<Record<string, { readonly title: Texts; readonly size: string }>> = {
  home_banner: { title: T('首页轮播', 'Home banner', 'Carrusel de inicio', 'ホームバナー'), size: '750×340' },
  home_popup: {
    title: T('首页弹窗', 'Home pop-up', 'Ventana de inicio', 'ホームポップアップ'),
    size: '600×800',
  },
  category_top: {
    title: T('分类页顶部', 'Category page top', 'Cabecera de categorías', 'カテゴリ上部'),
    size: '710×200',
  },
  goods_detail: {
    title: T('商品详情页', 'Goods details', 'Detalle de producto', '商品詳細'),
    size: '750×200',
  },
  member_center: {
    title: T('会员中心', 'Member centre', 'Centro de miembros', '会員センター'),
    size: '710×180',
  },
  start_screen: { title: T('启动页', 'Start screen', 'Pantalla de inicio', '起動画面'), size: '1080×1920' },
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
  '/pages/index/index': T('首页', 'Home', 'Inicio', 'ホーム'),
  '/pages/category/index': T('商品分类', 'Categories', 'Categorías', 'カテゴリ'),
  '/pages/cart/index': T('购物车', 'Cart', 'Carrito', 'カート'),
  '/pages/member/index': T('会员中心', 'Member centre', 'Centro de miembros', '会員センター'),
  '/pages/member/recharge': T('余额充值', 'Top up', 'Recargar saldo', 'チャージ'),
  '/pages/coupon/index': T('领券中心', 'Coupons', 'Cupones', 'クーポン'),
  '/pages/news/index': T('资讯列表', 'News', 'Noticias', 'ニュース'),
  '/pages/shop/index': T('门店列表', 'Shops', 'Tiendas', '店舗一覧'),
};

export const isAppPage = (path: string): boolean => Object.hasOwn(APP_PAGES, path);

const TIP_LEAD = T(
  '打开页面时填写页面路径，可选：',
  'For a page, its path, one of: ',
  'Para una página, su ruta, una de: ',
  'ページを開く場合はパスを入力：',
);
const TIP_TAIL = T(
  '。外部链接填写 https:// 开头的地址',
  '. For an outside link, an https:// address',
  '. Para un enlace externo, una dirección https://',
  '。外部リンクは https:// で始まるアドレス',
);

function tipIn(lang: 'zh' | 'en' | 'es' | 'ja'): string {
  const wide = lang === 'zh' || lang === 'ja';
  const pages = Object.entries(APP_PAGES).map(([path, title]) =>
    wide ? `${path}（${title[lang]}）` : `${path} (${title[lang]})`,
  );
  return `${TIP_LEAD[lang]}${pages.join(wide ? '、' : ', ')}${TIP_TAIL[lang]}`;
}

/** The link field's tip: the app pages an advert may open, and what an outside link must be. */
export const LINK_TIP = T(tipIn('zh'), tipIn('en'), tipIn('es'), tipIn('ja'));

/** An outside address an advert may open: https only, a host, no spaces, no credentials. */
export function isSafeUrl(text: string): boolean {
  if (text.length > 500 || /\s/.test(text)) return false;
  try {
    const url = new URL(text);
    return url.protocol === 'https:' && url.hostname !== '' && url.username === '' && url.password === '';
  } catch {
    return false;
  }
}
