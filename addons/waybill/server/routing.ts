import { createHash } from 'node:crypto';

/**
 * How the local receiver routes a parcel as a courier's sorting system would: the destination's city from the
 * address, its telephone area code as the first part of the sorting code (三段码), the big-pen text (大头笔) and
 * the hub it is bagged for (集包地). Derived from the address and the number, so asking again answers the same.
 */

const AREA_CODES: Readonly<Record<string, string>> = {
  北京: '010',
  上海: '021',
  天津: '022',
  重庆: '023',
  沈阳: '024',
  南京: '025',
  武汉: '027',
  成都: '028',
  西安: '029',
  广州: '020',
  深圳: '755',
  杭州: '571',
  宁波: '574',
  温州: '577',
  苏州: '512',
  无锡: '510',
  郑州: '371',
  洛阳: '379',
  开封: '378',
  新乡: '373',
  许昌: '374',
  济南: '531',
  青岛: '532',
  石家庄: '311',
  太原: '351',
  合肥: '551',
  长沙: '731',
  南昌: '791',
  福州: '591',
  厦门: '592',
  昆明: '871',
  贵阳: '851',
  南宁: '771',
  海口: '898',
  兰州: '931',
  西宁: '971',
  银川: '951',
  乌鲁木齐: '991',
  呼和浩特: '471',
  哈尔滨: '451',
  长春: '431',
  大连: '411',
  拉萨: '891',
};

const MUNICIPALITIES = ['北京', '上海', '天津', '重庆'];

/** The city and district of a Chinese address, as far as it says them. */
export function placeOf(address: string): { city: string; district: string } {
  const text = address.replace(/\s+/g, '');
  const municipality = MUNICIPALITIES.find((m) => text.startsWith(m));
  const city =
    municipality ??
    /(?:省|自治区)([^省市]{2,7}?)(?:市|地区|自治州|盟)/.exec(text)?.[1] ??
    /^([^省市]{2,7}?)市/.exec(text)?.[1] ??
    text.slice(0, 2);
  const after = text.slice(text.indexOf(city) + city.length).replace(/^(市|地区|自治州|盟)/, '');
  const district = /^(.{1,5}?)(?:区|县|市|旗)/.exec(after)?.[1] ?? '';
  return { city, district };
}

const digitsOf = (seed: string) =>
  BigInt(`0x${createHash('sha256').update(seed).digest('hex')}`)
    .toString(10)
    .padStart(40, '0');

/** The routing printed on a label from the sender's and receiver's addresses. */
export function routeOf(
  from: string,
  to: string,
  seed: string,
): {
  bulkpen: string;
  orgCode: string;
  destCode: string;
  sortingCode: string;
  pkgCode: string;
  pkgName: string;
} {
  const origin = placeOf(from);
  const dest = placeOf(to);
  const d = digitsOf(seed);
  const area = (city: string) => AREA_CODES[city] ?? `9${d.slice(0, 2)}`;
  const destCode = area(dest.city);
  const line = `${'ABCDEFGHJKLMNPQRSTUVWXYZ'[Number(d.slice(2, 4)) % 24]}${d.slice(4, 6)}`;
  return {
    bulkpen: `${dest.city}${dest.district}`.slice(0, 8),
    orgCode: area(origin.city),
    destCode,
    sortingCode: `${destCode}-${line}-${d.slice(6, 8)}`,
    pkgCode: `${destCode}${d.slice(8, 10)}`,
    pkgName: `${dest.city}转运中心`,
  };
}

/** Random-looking digits that are the same for the same seed: the receiver's numbers and task ids. */
export function stableDigits(seed: string): string {
  return digitsOf(seed);
}
