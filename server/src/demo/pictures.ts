import type { FileStore } from '@yanye/framework/server';

/** The pictures a demo row may show, by name, as `/uploads/…` paths. */
export type DemoPictures = Readonly<Record<string, string>>;

/** Each picture: its size, as the slot it is drawn for asks, and its two colours. */
const PICTURES: Readonly<Record<string, { w: number; h: number; from: string; to: string }>> = {
  banner: { w: 750, h: 340, from: '#1677ff', to: '#69b1ff' },
  popup: { w: 600, h: 800, from: '#fa8c16', to: '#ffd591' },
  start: { w: 540, h: 960, from: '#13a8a8', to: '#87e8de' },
  cover: { w: 750, h: 420, from: '#52c41a', to: '#d9f7be' },
};

/** Where each picture is served (fixed keys, `demo/<name>.png`), whether or not it was drawn in this store. */
export const DEMO_PICTURES: DemoPictures = Object.fromEntries(
  Object.keys(PICTURES).map((name) => [name, `/uploads/demo/${name}.png`]),
);

/**
 * Draws the demo's pictures (no file from outside: a gradient and two soft circles each, rendered by sharp) and
 * keeps them in the file store the uploads are served from, so the demo's adverts and news show real pictures.
 * A second seeding draws the same files again.
 */
export async function drawDemoPictures(files: FileStore): Promise<void> {
  // Only a first start draws them: the module is not loaded on every start.
  const { default: sharp } = await import('sharp');
  for (const [name, p] of Object.entries(PICTURES)) {
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${p.w}" height="${p.h}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${p.from}"/><stop offset="1" stop-color="${p.to}"/></linearGradient></defs>
<rect width="100%" height="100%" fill="url(#g)"/>
<circle cx="${Math.round(p.w * 0.82)}" cy="${Math.round(p.h * 0.28)}" r="${Math.round(Math.min(p.w, p.h) * 0.32)}" fill="#fff" fill-opacity="0.18"/>
<circle cx="${Math.round(p.w * 0.12)}" cy="${Math.round(p.h * 0.92)}" r="${Math.round(Math.min(p.w, p.h) * 0.45)}" fill="#fff" fill-opacity="0.12"/>
</svg>`;
    const png = await sharp(Buffer.from(svg)).png({ compressionLevel: 9 }).toBuffer();
    await files.put(`demo/${name}.png`, png, 'image/png');
  }
}
