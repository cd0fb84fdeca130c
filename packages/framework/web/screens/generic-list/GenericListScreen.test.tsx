import type { CatalogPage } from '@yanye/catalog';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { GenericListScreen } from './GenericListScreen';

describe('GenericListScreen', () => {
  it('warns when neither the page nor a property gives a data path', () => {
    // Every list page of the catalogue has an API; a screen mounted for a page without one must still say why
    // it is empty instead of failing.
    const page = {
      name: 'bare',
      path: '/bare',
      parent: '/',
      view: 'list',
      api: [],
    } as unknown as CatalogPage;
    vi.stubGlobal('navigator', { language: 'zh-CN' });
    const html = renderToString(<GenericListScreen page={page} title="空表" />);
    expect(html).toContain('该表格没有配置 api');
    expect(html).toContain('ant-alert-warning');
    vi.unstubAllGlobals();
  });
});
