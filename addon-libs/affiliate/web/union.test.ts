import type { UnionTokenView } from '@yanye/addon-kit/web';
import { describe, expect, it } from 'vitest';
import { unionKeyOf } from './unionKey';
import { tokenBody, tokenUnchanged } from './useUnionToken';

const secret = { set: 1 as const, masked: '••••••4d9a' };
const field = { title: '', hint: '' };
const view: UnionTokenView = {
  app_key: '34671208',
  pid: 'mm_1_2_3',
  secrets: { app_secret: secret, access_token: secret, refresh_token: secret },
  expires_at: 1_800_000_000,
  days_left: 23,
  state: 'ok',
  warn_days: 7,
  account: '',
  refreshed_at: 0,
  updated_at: 0,
  fields: { app_key: field, app_secret: field, pid: field, access_token: field, refresh_token: field },
};
const form = {
  app_key: '34671208',
  pid: 'mm_1_2_3',
  app_secret: '',
  access_token: '',
  refresh_token: '',
  expires_at: 1_800_000_000,
};

describe('the union token form', () => {
  it('sends a secret only when one was typed, the rest trimmed', () => {
    expect(tokenBody({ ...form, pid: ' mm_1_2_3 ' })).toEqual({
      app_key: '34671208',
      pid: 'mm_1_2_3',
      expires_at: 1_800_000_000,
    });
    expect(tokenBody({ ...form, access_token: 'new-token' })).toMatchObject({ access_token: 'new-token' });
  });

  it('sees a save that changes nothing, and one that changes a secret or the expiry', () => {
    expect(tokenUnchanged(view, tokenBody(form))).toBe(true);
    expect(tokenUnchanged(view, tokenBody({ ...form, refresh_token: 'x' }))).toBe(false);
    expect(tokenUnchanged(view, tokenBody({ ...form, expires_at: 0 }))).toBe(false);
  });

  it('reads the union from the page address', () => {
    expect(unionKeyOf('/plugin/jdunion/token')).toBe('jdunion');
    expect(unionKeyOf('/plugin/mtunion/orders')).toBe('mtunion');
    expect(unionKeyOf('/sys/member')).toBe('');
  });
});
