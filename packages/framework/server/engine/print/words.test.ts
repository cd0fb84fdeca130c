import { describe, expect, it } from 'vitest';
import { moneyInCapitals } from './capitals';
import { amountInWords } from './words';

describe('amountInWords', () => {
  it('is 人民币 and the capitals in Chinese and Japanese', () => {
    expect(amountInWords(155_072, 'zh')).toBe(`人民币${moneyInCapitals(155_072)}`);
    expect(amountInWords(155_072, 'ja')).toBe('人民币壹仟伍佰伍拾元柒角贰分');
  });

  it.each([
    [0, 'RMB zero yuan only'],
    [1, 'RMB zero yuan and one fen'],
    [100, 'RMB one yuan only'],
    [1_450, 'RMB fourteen yuan and fifty fen'],
    [14_400, 'RMB one hundred forty-four yuan only'],
    [155_072, 'RMB one thousand five hundred fifty yuan and seventy-two fen'],
    [13_440_000, 'RMB one hundred thirty-four thousand four hundred yuan only'],
    [100_000_000, 'RMB one million yuan only'],
    [200_000_199, 'RMB two million one yuan and ninety-nine fen'],
    [-2_100, 'minus RMB twenty-one yuan only'],
  ])('writes %i cents in English', (cents, words) => {
    expect(amountInWords(cents, 'en')).toBe(words);
  });

  it.each([
    [0, 'RMB cero yuanes exactos'],
    [100, 'RMB un yuan exacto'],
    [2_100, 'RMB veintiún yuanes exactos'],
    [3_172, 'RMB treinta y un yuanes con setenta y dos fen'],
    [10_000, 'RMB cien yuanes exactos'],
    [10_101, 'RMB ciento un yuanes con un fen'],
    [155_072, 'RMB mil quinientos cincuenta yuanes con setenta y dos fen'],
    [2_100_000, 'RMB veintiún mil yuanes exactos'],
    [13_440_000, 'RMB ciento treinta y cuatro mil cuatrocientos yuanes exactos'],
    [100_000_000, 'RMB un millón de yuanes exactos'],
    [250_000_000, 'RMB dos millones quinientos mil yuanes exactos'],
    [100_000_000_000_000, 'RMB un billón de yuanes exactos'],
  ])('writes %i cents in Spanish', (cents, words) => {
    expect(amountInWords(cents, 'es')).toBe(words);
  });

  it('takes whole cents only', () => {
    expect(() => amountInWords(1.5, 'en')).toThrow(RangeError);
  });
});
