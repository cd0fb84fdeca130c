import { describe, expect, it } from 'vitest';
import { isOpenPath } from './access';

describe('open paths', () => {
  it('opens the sign-in, WeChat return and error pages, and every /business path', () => {
    for (const path of ['/login', '/index', '/index/', '/auth-redirect', '/404', '/401']) {
      expect(isOpenPath(path), path).toBe(true);
    }
    for (const path of [
      '/business/create',
      '/business/writeInfo',
      '/business/payFee',
      '/business/progress',
    ]) {
      expect(isOpenPath(path), path).toBe(true);
    }
  });

  it('keeps everything else behind sign-in', () => {
    for (const path of [
      '/',
      '/dashboard',
      '/goods/list/manageShow',
      '/indexes',
      '/login/x',
      '/profile/user/edit',
    ]) {
      expect(isOpenPath(path), path).toBe(false);
    }
  });
});
