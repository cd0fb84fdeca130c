import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

/**
 * The one place that finds the CJK font printed documents and the waybill label embed (pdfkit embeds a subset of
 * it: only the glyphs a document uses). First the Noto Sans SC that comes with the server's dependencies
 * (`@expo-google-fonts/noto-sans-sc`, a whole TrueType file per weight), so a production server prints Chinese
 * without a system package; then the system's fonts, where Debian and Ubuntu put them (fonts-noto-cjk first).
 */

/** A font file, and the face within a collection (a .ttc). */
export interface FontFile {
  readonly path: string;
  readonly face?: string;
}

/** The regular and bold weights of a family. */
export interface FontPair {
  readonly regular: FontFile;
  readonly bold?: FontFile;
}

const require = createRequire(import.meta.url);

/** A file of an installed package, or undefined when the package is not there. */
function packaged(file: string): FontFile | undefined {
  try {
    return { path: require.resolve(file) };
  } catch {
    return undefined;
  }
}

const PACKAGED = packaged('@expo-google-fonts/noto-sans-sc/400Regular/NotoSansSC_400Regular.ttf');
const PACKAGED_BOLD = packaged('@expo-google-fonts/noto-sans-sc/700Bold/NotoSansSC_700Bold.ttf');

/** Where Debian and Ubuntu put CJK fonts (fonts-noto-cjk first, as .ci/run installs it). */
export const SYSTEM_CJK_FONTS: readonly FontPair[] = [
  {
    regular: {
      path: '/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc',
      face: 'NotoSansCJKsc-Regular',
    },
    bold: { path: '/usr/share/fonts/opentype/noto/NotoSansCJK-Bold.ttc', face: 'NotoSansCJKsc-Bold' },
  },
  {
    regular: { path: '/usr/share/fonts/noto-cjk/NotoSansCJK-Regular.ttc', face: 'NotoSansCJKsc-Regular' },
    bold: { path: '/usr/share/fonts/noto-cjk/NotoSansCJK-Bold.ttc', face: 'NotoSansCJKsc-Bold' },
  },
  { regular: { path: '/usr/share/fonts/opentype/noto/NotoSansCJKsc-Regular.otf' } },
  { regular: { path: '/usr/share/fonts/truetype/wqy/wqy-zenhei.ttc', face: 'WenQuanYiZenHei' } },
  { regular: { path: '/usr/share/fonts/truetype/wqy/wqy-microhei.ttc', face: 'WenQuanYiMicroHei' } },
  { regular: { path: '/usr/share/fonts/truetype/droid/DroidSansFallbackFull.ttf' } },
];

/** Every place a CJK font is looked for, in order: the packaged one, then the system's. */
export const CJK_FONTS: readonly FontPair[] = [
  ...(PACKAGED ? [{ regular: PACKAGED, ...(PACKAGED_BOLD ? { bold: PACKAGED_BOLD } : {}) }] : []),
  ...SYSTEM_CJK_FONTS,
];

/** Said on a document printed without a CJK font, in place of what it could not draw. */
export const FALLBACK_NOTE = 'CJK font missing: install fonts-noto-cjk to print Chinese';

/** A font read into memory, ready to register with pdfkit. */
export interface LoadedFont {
  readonly file: FontFile;
  readonly bytes: Buffer;
}

/** The first pair found, read once per list of candidates (10 MB each: never read per document). */
export interface LoadedPair {
  readonly regular: LoadedFont;
  readonly bold: LoadedFont;
}

const loaded = new WeakMap<readonly FontPair[], LoadedPair | null>();

const read = (file: FontFile): LoadedFont => ({ file, bytes: readFileSync(file.path) });

/**
 * The first CJK font present among `candidates`, with its bold (the regular again when the family has none),
 * or undefined when there is none.
 */
export function cjkFont(candidates: readonly FontPair[] = CJK_FONTS): LoadedPair | undefined {
  let found = loaded.get(candidates);
  if (found === undefined) {
    const pair = candidates.find((f) => existsSync(f.regular.path));
    if (pair) {
      const regular = read(pair.regular);
      const bold = pair.bold && existsSync(pair.bold.path) ? read(pair.bold) : regular;
      found = { regular, bold };
    } else found = null;
    loaded.set(candidates, found);
  }
  return found ?? undefined;
}
