import { action, addonApi, custom, defineAddon, list, resource, T } from '@yanye/addon-kit';

const api = addonApi('auction');
const lot = `${api}Auction`;

export const auction = defineAddon({
  key: 'auction',
  cate: 'marketing',
  icon: 'auction',
  version: '1.0.0',
  description: T(
    '拍卖商品：起拍价、加价幅度、保留价与保证金，临近结束出价自动延时，出价最高者得。',
    'Auction goods: start price, increment, reserve and deposit; late bids extend the end; the highest bid wins.',
    'Subaste productos: precio de salida, incremento, reserva y depósito; las pujas tardías prolongan el final.',
    '商品をオークションに：開始価格、入札単位、最低落札価格と保証金。終了間際の入札で延長、最高入札者が落札。',
  ),
  page: resource({
    seg: 'auction',
    name: 'Auction',
    api: lot,
    title: T('拍卖', 'Auctions', 'Subastas', 'オークション'),
    noun: T('拍卖', 'auction', 'subasta', 'オークション'),
    actions: ['edit', 'del'],
    pluginKey: 'auction',
    more: [
      // The add form starts from the add-on's settings (default increment, anti-sniping, deposit).
      custom(
        'add',
        'AuctionAdd',
        T('添加拍卖', 'Add auction', 'Añadir subasta', 'オークションを追加'),
        'auctionAdd',
        [`${lot}Info`, `${lot}Save`, `${lot}Defaults`],
        { hidden: true, label: T('添加', 'Add', 'Añadir', '追加') },
      ),
      custom(
        'info/:id',
        'AuctionInfo',
        T('拍卖详情', 'Auction details', 'Detalle de la subasta', 'オークション詳細'),
        'auctionLot',
        [`${lot}Detail`, `${lot}Manage`, `${lot}Info`, `${api}BidManage`],
        { hidden: true, label: T('详情', 'Details', 'Detalle', '詳細') },
      ),
      action(
        'publish/:id',
        'AuctionPublish',
        T('发布拍卖', 'Publish auction', 'Publicar subasta', 'オークションを公開'),
        [`${lot}Publish`],
        { label: T('发布', 'Publish', 'Publicar', '公開') },
      ),
      action(
        'stop/:id',
        'AuctionStop',
        T('停止拍卖', 'Stop auction', 'Detener subasta', 'オークションを停止'),
        [`${lot}Stop`],
        { label: T('停止', 'Stop', 'Detener', '停止') },
      ),
      action(
        'close/:id',
        'AuctionClose',
        T('落槌（立即结束）', 'Close now', 'Adjudicar ya', '落札確定（即時終了）'),
        [`${lot}Close`],
        { label: T('落槌', 'Close now', 'Adjudicar', '落札確定') },
      ),
      // A member bids in the store's app; the operator bids for one who asks in person or by phone.
      action(
        'bid/:id',
        'AuctionBid',
        T('代客出价', 'Bid for a member', 'Pujar por un miembro', '代理入札'),
        [`${lot}Bid`],
        { label: T('代客出价', 'Bid for member', 'Pujar por miembro', '代理入札') },
      ),
      {
        ...list('record', 'AuctionRecordManage', T('出价记录', 'Bids', 'Pujas', '入札履歴'), [
          `${api}BidManage`,
        ]),
        entity: { name: 'Bid', api: `${api}Bid`, noun: T('出价', 'bid', 'puja', '入札') },
      },
    ],
  }),
  settings: [
    {
      name: 'default_increment',
      type: 'number',
      title: T('默认加价幅度', 'Default increment', 'Incremento por defecto', '既定の入札単位'),
      hint: T(
        '新建拍卖时的加价幅度',
        'The increment a new auction starts with',
        'El incremento con que empieza una subasta nueva',
        '新しいオークションの入札単位',
      ),
      unit: T('元', 'yuan', 'yuanes', '元'),
      min: 0.01,
      max: 100_000,
      decimals: 2,
      default: 10,
      required: true,
    },
    {
      name: 'snipe_window',
      type: 'number',
      title: T('默认延时触发时间', 'Default late-bid window', 'Ventana final por defecto', '既定の延長判定'),
      hint: T(
        '结束前这么多秒内有人出价，结束时间自动延后；0 为不延时',
        'A bid this many seconds before the end extends it; 0 for never',
        'Una puja a estos segundos del final lo prorroga; 0 para nunca',
        '終了前この秒数以内の入札で終了を延長。0 は延長なし',
      ),
      unit: T('秒', 's', 's', '秒'),
      min: 0,
      max: 3_600,
      decimals: 0,
      default: 300,
    },
    {
      name: 'snipe_extend',
      type: 'number',
      title: T('默认延长时长', 'Default extension', 'Prórroga por defecto', '既定の延長時間'),
      hint: T(
        '延时后，结束时间为出价时间加上这么多秒',
        'An extended auction ends this many seconds after the bid',
        'Una subasta prorrogada termina estos segundos tras la puja',
        '延長後の終了は入札時刻からこの秒数後',
      ),
      unit: T('秒', 's', 's', '秒'),
      min: 0,
      max: 3_600,
      decimals: 0,
      default: 300,
    },
    {
      name: 'deposit_required',
      type: 'switch',
      title: T('默认收取保证金', 'Deposit by default', 'Depósito por defecto', '保証金を既定で徴収'),
      hint: T(
        '新建拍卖时默认收取保证金，会员首次出价时从余额中扣除，未得标者结束后退还',
        'New auctions take a deposit from the balance on a member’s first bid, refunded to all but the winner',
        'Las subastas nuevas cobran un depósito del saldo en la primera puja; se devuelve a todos salvo al ganador',
        '新しいオークションで保証金を徴収。初回入札時に残高から引き、落札者以外には終了後に返金',
      ),
      default: false,
    },
    {
      name: 'default_deposit',
      type: 'number',
      title: T('默认保证金', 'Default deposit', 'Depósito por defecto', '既定の保証金'),
      unit: T('元', 'yuan', 'yuanes', '元'),
      min: 0,
      max: 1_000_000,
      decimals: 2,
      default: 100,
    },
    {
      name: 'rules',
      type: 'textarea',
      title: T('竞拍规则', 'Bidding rules', 'Reglas de la subasta', '入札ルール'),
      hint: T(
        '在 App 的拍卖页展示给会员',
        'Shown to members on the auction pages of the app',
        'Se muestra a los miembros en las páginas de subasta de la app',
        'アプリのオークションページで会員に表示',
      ),
      max: 2_000,
      default:
        '1. 出价须不低于当前价加加价幅度；\n2. 设有保证金的拍卖，首次出价时从余额中冻结保证金，未得标者在拍卖结束后原路退回；\n3. 临近结束时出价将自动延时；\n4. 得标后请在 3 天内付清尾款。',
    },
  ],
  ledgerEvents: [
    {
      name: 'auction_deposit',
      title: T('拍卖保证金', 'Auction deposit', 'Depósito de subasta', 'オークション保証金'),
    },
    {
      name: 'auction_refund',
      title: T(
        '保证金退回',
        'Auction deposit refund',
        'Devolución del depósito de subasta',
        'オークション保証金の返金',
      ),
    },
  ],
});
