import { PAGE_ERROR_LIMITS } from '@yanye/protocol';
import { describe, expect, it } from 'vitest';
import { errorMessage, pageErrorReport } from './pageError';

describe('the report of a screen that failed', () => {
  it('says where, what and where it was thrown, within what the server takes', () => {
    const error = new TypeError("Cannot read properties of null (reading 'cached')");
    const report = pageErrorReport('/content/news/edit/4', 'NewsEdit', error, '\n    at RichTextEditor');
    expect(report).toMatchObject({
      route: '/content/news/edit/4',
      page: 'NewsEdit',
      message: "Cannot read properties of null (reading 'cached')",
    });
    expect(report.stack).toContain('TypeError');
    expect(report.stack).toContain('at RichTextEditor');
    const huge = pageErrorReport('/x', 'X', new Error('m'.repeat(5000)), 's'.repeat(9000));
    expect(huge.message).toHaveLength(PAGE_ERROR_LIMITS.message);
    expect(huge.stack!.length).toBeLessThanOrEqual(PAGE_ERROR_LIMITS.stack);
  });

  it('keeps only plain text, and says a thrown value that is no Error', () => {
    expect(errorMessage(new Error('bad\u0000\u0007 byte'))).toBe('bad byte');
    expect(errorMessage('a string')).toBe('a string');
    expect(errorMessage(undefined)).toBe('undefined');
    expect(errorMessage(new Error(''))).toBe('Error');
    expect(pageErrorReport('nowhere', 'X', 1).route).toBe('/');
  });
});
