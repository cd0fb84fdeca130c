import { pinyin } from 'pinyin-pro';

/** Full pinyin without tones and the initials of a Chinese text, run together: `chushouzhong cszdsp`. */
export function pinyinOf(text: string): string {
  const full = pinyin(text, { toneType: 'none', type: 'array', nonZh: 'consecutive' }).join('');
  const initials = pinyin(text, {
    pattern: 'first',
    toneType: 'none',
    type: 'array',
    nonZh: 'consecutive',
  }).join('');
  return `${full} ${initials}`.toLowerCase();
}
