import { describe, expect, it } from 'vitest';
import { changesNothing, compareVersions, isVersionName, packageProblem } from './app-version.rules';

describe('app release rules', () => {
  it('takes version names of two to four dot-separated numbers', () => {
    for (const ok of ['2.3', '2.3.1', '10.0.12', '1.2.3.4']) expect(isVersionName(ok), ok).toBe(true);
    for (const bad of ['2', '2.x', 'v2.3.1', '2.3.1-beta', '1.2.3.4.5', '2..3', ' 2.3', '12345.1'])
      expect(isVersionName(bad), bad).toBe(false);
  });

  it('orders version names part by part as numbers', () => {
    expect(compareVersions('2.10.0', '2.9.3')).toBeGreaterThan(0);
    expect(compareVersions('2.3', '2.3.0')).toBe(0);
    expect(compareVersions('2.3.1', '2.4')).toBeLessThan(0);
    expect(compareVersions('3.0', '2.99.99')).toBeGreaterThan(0);
  });

  it('holds iOS to the App Store and Android to https or an upload', () => {
    expect(packageProblem('ios', 'https://apps.apple.com/cn/app/id1')).toBeUndefined();
    expect(packageProblem('ios', 'https://example.com/a.ipa')).toBe('iosLink');
    expect(packageProblem('ios', '/uploads/u/1/a.ipa')).toBe('iosLink');
    expect(packageProblem('android', '/uploads/u/1/a.apk')).toBeUndefined();
    expect(packageProblem('android', 'https://example.com/a.apk')).toBeUndefined();
    expect(packageProblem('android', 'http://example.com/a.apk')).toBe('packageLink');
    expect(packageProblem('android', '/uploads/../a.apk')).toBe('packageLink');
  });

  it('tells an edit that changes nothing', () => {
    const held = { versionName: '2.3.1', buildNumber: 231, forced: false, notes: '' };
    expect(changesNothing({}, held)).toBe(true);
    expect(changesNothing({ versionName: '2.3.1', forced: false }, held)).toBe(true);
    expect(changesNothing({ forced: true }, held)).toBe(false);
    expect(changesNothing({ buildNumber: 232 }, held)).toBe(false);
  });
});
