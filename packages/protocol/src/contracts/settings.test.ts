import { describe, expect, it } from 'vitest';
import {
  AppDownloadSettings,
  CopyrightSettings,
  ICP_PATTERN,
  isAppStoreLink,
  isPackageLink,
  POLICE_RECORD_PATTERN,
  SystemSettings,
  systemSetSave,
  wholeNumber,
} from './settings';

describe('record numbers', () => {
  it('takes ICP records and licences as the MIIT issues them', () => {
    for (const ok of [
      '京ICP备12345678号-1',
      '沪ICP证123456号',
      '粤ICP备2023012345号',
      '豫ICP备20260088号-12',
    ])
      expect(ICP_PATTERN.test(ok), ok).toBe(true);
    for (const bad of [
      '京ICP12345678号',
      'ICP备12345678号',
      '美ICP备12345678号',
      '京ICP备123号',
      '京icp备12345678号',
      '京ICP备12345678号-',
      ' 京ICP备12345678号',
    ])
      expect(ICP_PATTERN.test(bad), bad).toBe(false);
  });

  it('takes public security records with or without the space', () => {
    expect(POLICE_RECORD_PATTERN.test('京公网安备 11010502030143号')).toBe(true);
    expect(POLICE_RECORD_PATTERN.test('浙公网安备33010602011234号')).toBe(true);
    expect(POLICE_RECORD_PATTERN.test('京公网安备 110105号')).toBe(false);
    expect(POLICE_RECORD_PATTERN.test('京公安备 11010502030143号')).toBe(false);
  });
});

describe('links', () => {
  it('takes only App Store pages for iOS', () => {
    expect(isAppStoreLink('https://apps.apple.com/cn/app/id6470012345')).toBe(true);
    expect(isAppStoreLink('https://itunes.apple.com/cn/app/id6470012345')).toBe(true);
    for (const bad of [
      'http://apps.apple.com/cn/app/id1',
      'https://apps.apple.com.evil.example/x',
      'https://example.com/a.ipa',
      'https://apps.apple.com/a b',
    ])
      expect(isAppStoreLink(bad), bad).toBe(false);
  });

  it('takes an https link or an uploaded file for a package, never a path out of the uploads', () => {
    expect(isPackageLink('https://cdn.example.com/app/xinyan-2.4.0.apk')).toBe(true);
    expect(isPackageLink('/uploads/u/1/202601/abc.apk')).toBe(true);
    for (const bad of [
      'http://cdn.example.com/a.apk',
      '/uploads/../etc/passwd',
      '/etc/passwd',
      'uploads/a.apk',
      'javascript:alert(1)',
      'https://a.example/"><x',
    ])
      expect(isPackageLink(bad), bad).toBe(false);
  });
});

describe('settings schemas', () => {
  it('takes whole numbers as numbers or digits, within bounds', () => {
    const minutes = wholeNumber(5, 1440);
    expect(minutes.parse(30)).toBe(30);
    expect(minutes.parse(' 45 ')).toBe(45);
    for (const bad of [4, 1441, 30.5, '3e1', '', 'abc', null, true])
      expect(minutes.safeParse(bad).success, String(bad)).toBe(false);
  });

  it('reads a switch as 1 or 0, from a flag or a boolean', () => {
    expect(CopyrightSettings.shape.show.parse(true)).toBe(1);
    expect(CopyrightSettings.shape.show.parse(0)).toBe(0);
    expect(CopyrightSettings.shape.show.safeParse(2).success).toBe(false);
    expect(CopyrightSettings.shape.show.safeParse('1').success).toBe(false);
  });

  it('lets a save send only what it changes, each value still checked', () => {
    expect(systemSetSave.body.parse({ site_name: ' 鑫盐商城 ' })).toEqual({ site_name: '鑫盐商城' });
    expect(systemSetSave.body.safeParse({ order_cancel_minutes: 2 }).success).toBe(false);
    expect(AppDownloadSettings.shape.ios_url.parse('')).toBe('');
    expect(AppDownloadSettings.shape.ios_url.safeParse('https://example.com/x').success).toBe(false);
    expect(SystemSettings.shape.icp_no.parse('  京ICP备12345678号-1 ')).toBe('京ICP备12345678号-1');
  });
});
