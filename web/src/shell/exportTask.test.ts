import { describe, expect, it } from 'vitest';
import { taskState } from './exportTask';

describe('export task states', () => {
  it('offers the link of a finished task, and 失效 once its file has expired', () => {
    expect(taskState({ status: 2, excel: '/files/export/1.2.3.mac' })).toBe('download');
    expect(taskState({ status: 2, excel: '' })).toBe('expired');
  });

  it('tells queued, running and failed tasks apart', () => {
    expect(taskState({ status: 0, excel: '' })).toBe('queued');
    expect(taskState({ status: 1, excel: '' })).toBe('running');
    expect(taskState({ status: 3, excel: '' })).toBe('failed');
  });
});
