import { theme } from 'antd';
import type { Measure } from './columnLayout';

/**
 * How wide a text is drawn in the table's font (Ant Design's, 14 px; a header at its strong weight), measured on
 * a canvas. Without a canvas (a unit test, server rendering) it is estimated: wide characters 14 px, others 8.
 */

let canvas: CanvasRenderingContext2D | null | undefined;
/** The two fonts, read once: the design token is derived afresh on every `getDesignToken()` (a few ms each). */
let fonts: readonly [normal: string, strong: string] | undefined;
/** The font last set on the canvas (its getter answers a normalised text, not the one set). */
let current = '';
const measured = new Map<string, number>();
const MAX_KEPT = 5000;

function context(): CanvasRenderingContext2D | null {
  if (canvas === undefined)
    canvas = typeof document === 'undefined' ? null : document.createElement('canvas').getContext('2d');
  return canvas;
}

function estimate(text: string): number {
  let width = 0;
  for (const ch of text) width += (ch.codePointAt(0) ?? 0) >= 0x2e80 ? 14 : 8;
  return width;
}

export const measureText: Measure = (text, strong = false) => {
  const key = `${strong ? 1 : 0}${text}`;
  const known = measured.get(key);
  if (known !== undefined) return known;
  const ctx = context();
  let width: number;
  if (ctx) {
    if (!fonts) {
      const { fontFamily, fontSize, fontWeightStrong } = theme.getDesignToken();
      fonts = [`400 ${fontSize}px ${fontFamily}`, `${fontWeightStrong} ${fontSize}px ${fontFamily}`];
    }
    const font = fonts[strong ? 1 : 0];
    if (current !== font) ctx.font = current = font;
    width = ctx.measureText(text).width;
  } else width = estimate(text);
  if (measured.size >= MAX_KEPT) measured.clear();
  measured.set(key, width);
  return width;
};
