import { PAYMENT_WALLET_RULES } from '@yanye/protocol';
import { describe, expect, it } from 'vitest';
import { withdrawalAmount } from './withdrawalAmount';

const limits = { ...PAYMENT_WALLET_RULES, available: 13_905_275 };

describe('a withdrawal amount as typed', () => {
  it('is no problem yet when nothing is typed, and an amount within every rule', () => {
    expect(withdrawalAmount('', limits)).toEqual({ cents: undefined, problem: undefined });
    expect(withdrawalAmount('150', limits)).toEqual({ cents: 15_000, problem: undefined });
    expect(withdrawalAmount('139,052.75', limits)).toEqual({ cents: 13_905_275, problem: undefined });
  });

  it('says why an amount cannot be withdrawn, with the figure of the rule it breaks', () => {
    expect(withdrawalAmount('abc', limits).problem).toEqual({ key: 'amountInvalid' });
    expect(withdrawalAmount('1.005', limits).problem).toEqual({ key: 'amountInvalid' });
    expect(withdrawalAmount('0', limits).problem).toEqual({ key: 'amountInvalid' });
    expect(withdrawalAmount('99.99', limits).problem).toEqual({ key: 'amountBelow', min: '100.00' });
    expect(withdrawalAmount('1000000.01', { ...limits, available: 200_000_000 }).problem).toEqual({
      key: 'amountAbove',
      max: '1,000,000.00',
    });
    expect(withdrawalAmount('139052.76', limits).problem).toEqual({
      key: 'amountShort',
      available: '139,052.75',
    });
  });

  it('checks the rules in the order they are read: the least before what is available', () => {
    expect(withdrawalAmount('50', { ...limits, available: 1_000 }).problem?.key).toBe('amountBelow');
  });
});
