import type { RowAction } from '@yanye/protocol';
import { describe, expect, it } from 'vitest';
import { actionsFor, rowMatches } from './rowActions';

const action = (name: string, when: RowAction['when']): RowAction => ({
  name,
  title: name,
  api: `/v1/x/${name}`,
  confirm: false,
  when,
  fields: null,
});

describe('row actions', () => {
  it('offers an action only on rows holding one of its values, by text', () => {
    expect(rowMatches({ status: 0 }, { status: [0] })).toBe(true);
    expect(rowMatches({ status: '0' }, { status: [0] })).toBe(true);
    expect(rowMatches({ status: 1 }, { status: [0] })).toBe(false);
    expect(
      rowMatches({ status: 1, send_status: 'none' }, { status: [1], send_status: ['none', 'failed'] }),
    ).toBe(true);
    expect(rowMatches({ status: 1 }, null)).toBe(true);
  });

  it('keeps audit on unaudited documents and send on audited ones', () => {
    const actions = [
      action('Audit', { status: [0] }),
      action('Send', { status: [1] }),
      action('Del', { status: [0] }),
    ];
    expect(actionsFor({ id: 1, status: 0 }, actions).map((a) => a.name)).toEqual(['Audit', 'Del']);
    expect(actionsFor({ id: 2, status: 1 }, actions).map((a) => a.name)).toEqual(['Send']);
  });
});
