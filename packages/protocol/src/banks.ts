import type { Texts } from '@yanye/i18n';

/**
 * The banks a store's card may be of, declared once: the server refuses a card of any other, the card form picks
 * from these, and lists show the name in the reader's language. Each is named by its bank code, the first three
 * digits of the bank's twelve-digit CNAPS participant number (the 行别代码 of the People's Bank of China: ICBC
 * 102, ABC 103, BOC 104, CCB 105, BOCOM 301, CMB 308, ...), which stays the same whatever the bank calls itself.
 * The last three stand for the many city and rural banks, which share a code each.
 */
export const BANKS = [
  bank('102', 'ICBC', '中国工商银行', 'Industrial and Commercial Bank of China', '中国工商銀行'),
  bank('103', 'ABC', '中国农业银行', 'Agricultural Bank of China', '中国農業銀行'),
  bank('104', 'BOC', '中国银行', 'Bank of China', '中国銀行'),
  bank('105', 'CCB', '中国建设银行', 'China Construction Bank', '中国建設銀行'),
  bank('301', 'BOCOM', '交通银行', 'Bank of Communications', '交通銀行'),
  bank('302', 'CITIC', '中信银行', 'China CITIC Bank', '中信銀行'),
  bank('303', 'CEB', '中国光大银行', 'China Everbright Bank', '中国光大銀行'),
  bank('304', 'HXB', '华夏银行', 'Hua Xia Bank', '華夏銀行'),
  bank('305', 'CMBC', '中国民生银行', 'China Minsheng Bank', '中国民生銀行'),
  bank('306', 'CGB', '广发银行', 'China Guangfa Bank', '広発銀行'),
  bank('307', 'PAB', '平安银行', 'Ping An Bank', '平安銀行'),
  bank('308', 'CMB', '招商银行', 'China Merchants Bank', '招商銀行'),
  bank('309', 'CIB', '兴业银行', 'Industrial Bank', '興業銀行'),
  bank('310', 'SPDB', '上海浦东发展银行', 'Shanghai Pudong Development Bank', '上海浦東発展銀行'),
  bank('315', 'EGB', '恒丰银行', 'Evergrowing Bank', '恒豊銀行'),
  bank('316', 'CZB', '浙商银行', 'China Zheshang Bank', '浙商銀行'),
  bank('318', 'CBHB', '渤海银行', 'China Bohai Bank', '渤海銀行'),
  bank('403', 'PSBC', '中国邮政储蓄银行', 'Postal Savings Bank of China', '中国郵政貯蓄銀行'),
  bank('313', 'CITY', '城市商业银行', 'City commercial bank', '都市商業銀行'),
  bank('314', 'RCB', '农村商业银行', 'Rural commercial bank', '農村商業銀行'),
  bank('402', 'RCC', '农村信用合作社', 'Rural credit cooperative', '農村信用協同組合'),
] as const;

export interface Bank {
  /** The bank code (行别代码), three digits. */
  readonly code: string;
  /** The bank's usual abbreviation (ICBC). */
  readonly short: string;
  readonly name: Texts;
}

function bank(code: string, short: string, zh: string, en: string, ja: string): Bank {
  // Spanish readers know the banks by their English names, as international banking does.
  return { code, short, name: { zh, en, es: en, ja } };
}

export type BankCode = (typeof BANKS)[number]['code'];

/** The bank of a code, or undefined for a code of no bank listed. */
export function bankByCode(code: string): Bank | undefined {
  return BANKS.find((b) => b.code === code);
}

/**
 * A card number as people read it: the digits in groups of four (`6222 0212 3456 7890 123`); spaces and dashes
 * typed are dropped first.
 */
export function groupCardNo(text: string): string {
  return text.replace(/[^\d]/g, '').replace(/(\d{4})(?=\d)/g, '$1 ');
}
