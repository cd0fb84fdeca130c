import type { Carrier } from '@yanye/addon-kit/server';

/**
 * The couriers the e-waybill service draws numbers for: their open-platform code (Cainiao cpCode), their code on
 * Kuaidi100 (`kuaidicom`), the shape of their waybill numbers, and what an account of theirs needs. Direct
 * couriers (SF, JD, EMS, Deppon) bill a monthly-settlement account; franchise ones (the 通达 group) issue numbers
 * through the branch the account was opened at.
 */
export interface Courier {
  readonly code: string;
  readonly com: string;
  readonly name: string;
  readonly direct: boolean;
  /** A waybill number of theirs. */
  readonly number: RegExp;
  /** A number of theirs from at least 16 random digits (the local receiver's). */
  make(digits: string): string;
}

export const COURIERS: readonly Courier[] = [
  {
    code: 'SF',
    com: 'shunfeng',
    name: '顺丰速运',
    direct: true,
    number: /^SF\d{13}$/,
    make: (d) => `SF1${d.slice(0, 12)}`,
  },
  {
    code: 'ZTO',
    com: 'zhongtong',
    name: '中通快递',
    direct: false,
    number: /^7\d{13}$/,
    make: (d) => `73${d.slice(0, 12)}`,
  },
  {
    code: 'YTO',
    com: 'yuantong',
    name: '圆通速递',
    direct: false,
    number: /^YT\d{13}$/,
    make: (d) => `YT${d.slice(0, 13)}`,
  },
  {
    code: 'YUNDA',
    com: 'yunda',
    name: '韵达快递',
    direct: false,
    number: /^4\d{12}$/,
    make: (d) => `43${d.slice(0, 11)}`,
  },
  {
    code: 'STO',
    com: 'shentong',
    name: '申通快递',
    direct: false,
    number: /^77\d{11}$/,
    make: (d) => `77${d.slice(0, 11)}`,
  },
  {
    code: 'JD',
    com: 'jd',
    name: '京东物流',
    direct: true,
    number: /^JDV[A-Z]\d{11}$/,
    make: (d) => `JDVA${d.slice(0, 11)}`,
  },
  {
    code: 'EMS',
    com: 'ems',
    name: '邮政EMS',
    direct: true,
    number: /^1\d{12}$/,
    make: (d) => `11${d.slice(0, 11)}`,
  },
  {
    code: 'DBL',
    com: 'debangkuaidi',
    name: '德邦快递',
    direct: true,
    number: /^DPK\d{12}$/,
    make: (d) => `DPK${d.slice(0, 12)}`,
  },
];

/** Other codes and names stores know these couriers by: the built-in carriers' number prefixes, old names. */
const ALIASES: Readonly<Record<string, string>> = {
  ZT: 'ZTO',
  YT: 'YTO',
  YD: 'YUNDA',
  ST: 'STO',
  YZ: 'EMS',
  POSTB: 'EMS',
  DB: 'DBL',
  DEPPON: 'DBL',
  JDL: 'JD',
  顺丰: 'SF',
  中通: 'ZTO',
  圆通: 'YTO',
  韵达: 'YUNDA',
  申通: 'STO',
  京东: 'JD',
  邮政: 'EMS',
  德邦: 'DBL',
};

const byCode = new Map(COURIERS.map((c) => [c.code, c]));
const byCom = new Map(COURIERS.map((c) => [c.com, c]));

/** The courier of a cpCode. */
export function courierByCode(code: string): Courier | undefined {
  return byCode.get(code);
}

/** The courier of a Kuaidi100 company code (`shunfeng`). */
export function courierByCom(com: string): Courier | undefined {
  return byCom.get(com);
}

/** The courier a store's carrier is, by its code, an alias of it, or its name; undefined for one not served. */
export function courierOf(carrier: Carrier): Courier | undefined {
  const code = carrier.code.trim().toUpperCase();
  const direct = byCode.get(code) ?? byCode.get(ALIASES[code] ?? '');
  if (direct) return direct;
  const named = COURIERS.find((c) => c.name === carrier.name);
  if (named) return named;
  const alias = Object.keys(ALIASES).find((a) => /\p{Script=Han}/u.test(a) && carrier.name.includes(a));
  return alias ? byCode.get(ALIASES[alias]!) : undefined;
}
