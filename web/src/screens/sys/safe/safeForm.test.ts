import { describe, expect, it } from 'vitest';
import { type SafeSettings, sameAsHeld, toBody, toForm, withAddress } from './safeForm';

const held: SafeSettings = {
  max_login_failures: 10,
  login_lock_minutes: 30,
  session_idle_minutes: 120,
  ip_allow_on: 1,
  ip_allow_list: ['203.0.113.8', '10.0.0.0/8'],
  captcha_mode: 'after_failures',
  captcha_after_failures: 3,
  updated_at: 1_770_000_000,
  your_ip: '203.0.113.8',
};

describe('security settings form', () => {
  it('sends the box’s lines as typed, blank ones too, so a refused line is named by its number', () => {
    const form = { ...toForm(held), ip_allow_text: '203.0.113.8\r\n\n  10.0.0.0/8 ' };
    expect(toBody(form).ip_allow_list).toEqual(['203.0.113.8', '', '  10.0.0.0/8 ']);
    expect(toBody({ ...form, ip_allow_text: '' }).ip_allow_list).toEqual([]);
  });

  it('refuses locally what the store already holds, blank lines and spaces aside', () => {
    const same = toBody({ ...toForm(held), ip_allow_text: '\n 203.0.113.8\n10.0.0.0/8\n' });
    expect(sameAsHeld(same, held)).toBe(true);
    expect(sameAsHeld({ ...same, session_idle_minutes: 60 }, held)).toBe(false);
    expect(sameAsHeld({ ...same, ip_allow_on: 0 }, held)).toBe(false);
    expect(sameAsHeld({ ...same, captcha_mode: 'always' }, held)).toBe(false);
    expect(sameAsHeld({ ...same, ip_allow_list: ['10.0.0.0/8', '203.0.113.8'] }, held)).toBe(false);
  });

  it('adds the caller’s address on a line of its own, once', () => {
    expect(withAddress('', '203.0.113.9')).toBe('203.0.113.9');
    expect(withAddress('10.0.0.0/8\n\n', '203.0.113.9')).toBe('10.0.0.0/8\n203.0.113.9');
    expect(withAddress(' 203.0.113.9 \n10.0.0.0/8', '203.0.113.9')).toBe(' 203.0.113.9 \n10.0.0.0/8');
  });
});
