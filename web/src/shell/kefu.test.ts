import { describe, expect, it } from 'vitest';
import { kefuAllowedOn, kefuUrl, missingKefuParams, savedKefuMode } from './kefu';

describe('customer-service window rules', () => {
  it('refuses to start without uuid, name and customerAppID, and names what is missing', () => {
    expect(missingKefuParams({ uuid: '3-7', name: '王建国', customerAppID: 'local' })).toEqual([]);
    expect(missingKefuParams({ uuid: '', name: ' ', customerAppID: 'app' })).toEqual(['uuid', 'name']);
  });

  it('asks the customer variant for the customer too', () => {
    const agent = { uuid: '3-7', name: '王建国', customerAppID: 'app' };
    expect(missingKefuParams(agent, true)).toEqual(['customerUuid', 'customerAvatar', 'customerName']);
    expect(
      missingKefuParams(
        { ...agent, customerUuid: 'c1', customerAvatar: 'https://x/a.png', customerName: '李' },
        true,
      ),
    ).toEqual([]);
  });

  it('is not loaded on /, /login, /index and the registration pages', () => {
    for (const path of ['/', '', '/login', '/index/', '/business/create', '/business/payFee']) {
      expect(kefuAllowedOn(path), path).toBe(false);
    }
    for (const path of ['/dashboard', '/goods/list/manageShow', '/profile/user/edit']) {
      expect(kefuAllowedOn(path), path).toBe(true);
    }
  });

  it('frames the host with who is asking, escaped', () => {
    expect(kefuUrl('/dev/kefu/', { uuid: '3-7', name: '王 & 李', customerAppID: 'local' })).toBe(
      '/dev/kefu/?uuid=3-7&name=%E7%8E%8B+%26+%E6%9D%8E&appid=local',
    );
    expect(
      kefuUrl('https://kf.example.com/chat?tenant=9', { uuid: 'u', name: 'n', customerAppID: 'a' }),
    ).toBe('https://kf.example.com/chat?tenant=9&uuid=u&name=n&appid=a');
  });

  it('opens as it was left in this browser, closed unless a known mode was kept', () => {
    expect(savedKefuMode('docked')).toBe('docked');
    expect(savedKefuMode('max')).toBe('max');
    expect(savedKefuMode(null)).toBe('closed');
    expect(savedKefuMode('normal')).toBe('closed');
  });
});
