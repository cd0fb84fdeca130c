import type { Page } from 'playwright-core';

// What the shell's browser suites (shell.e2e.test.ts, shell-views.e2e.test.ts) share: the lists they open and
// what they read of the frame.

export const ON_SALE = '/goods/list/manageShow';
export const IN_WAREHOUSE = '/goods/list/manageUnShow';
export const CATS = '/goods/cat/manage';

/** The name filter of the view on screen (views kept alive stay in the page, hidden). */
export const nameFilter = (page: Page) => page.locator('input[placeholder="商品名称"]:visible');
export const tagTitles = (page: Page) => page.locator('.shell-tag a').allTextContents();

export interface Box {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}

/** Whether `inner` lies within `outer` (a pixel of rounding allowed). */
export const inside = (inner: Box, outer: Box) =>
  inner.x >= outer.x - 1 &&
  inner.y >= outer.y - 1 &&
  inner.x + inner.width <= outer.x + outer.width + 1 &&
  inner.y + inner.height <= outer.y + outer.height + 1;

export async function boxOf(page: Page, selector: string): Promise<Box> {
  const box = await page.locator(selector).first().boundingBox();
  if (!box) throw new Error(`${selector} is not on screen`);
  return box;
}
