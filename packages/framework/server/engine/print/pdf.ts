import { textOf } from '@yanye/i18n';
import type { Canvas, Codes, PrintFrame } from './canvas';
import type { Paper, PrintDoc } from './document';
import { CJK_FONTS, cjkFont, FALLBACK_NOTE, type FontPair } from './fonts';
import { drawA4 } from './render-a4';
import { drawReceipt } from './render-receipt';
import { PRINT_TEXTS } from './texts';

async function codesOf(no: string): Promise<Codes> {
  const { default: bwipjs } = await import('bwip-js/node');
  const [barcode, qr] = await Promise.all([
    bwipjs.toBuffer({ bcid: 'code128', text: no, scale: 3, height: 10, includetext: false }),
    bwipjs.toBuffer({ bcid: 'qrcode', text: no, scale: 4 }),
  ]);
  return { barcode, qr };
}

/**
 * Renders documents into one PDF: each starts on a new page (A4) or is a page of its own as long as it needs
 * (an 80 mm receipt). Answers the file and whether a CJK font was found.
 */
export async function renderDocuments(
  paper: Paper,
  docs: readonly PrintDoc[],
  frame: PrintFrame,
  fonts: readonly FontPair[] = CJK_FONTS,
): Promise<{ pdf: Buffer; cjk: boolean }> {
  // Loaded at the first print rather than at start: pdfkit and bwip-js are a fifth of a second of CPU.
  const { default: PDFDocument } = await import('pdfkit');
  const font = cjkFont(fonts);
  const codes = await Promise.all(docs.map((d) => codesOf(d.no)));
  const doc = new PDFDocument({
    autoFirstPage: false,
    bufferPages: true,
    margin: 0,
    info: {
      // Plain ASCII: the numbers are readable in the file itself, whatever the content streams' compression.
      Title: docs.map((d) => d.no).join(' '),
      Keywords: docs.map((d) => d.no).join(' '),
      Producer: 'yanye console',
    },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  if (font) {
    doc.registerFont('cjk', font.regular.bytes, font.regular.file.face ?? '');
    doc.registerFont('cjk-bold', font.bold.bytes, font.bold.file.face ?? '');
  }
  const canvas: Canvas = {
    doc,
    regular: font ? 'cjk' : 'Helvetica',
    bold: font ? 'cjk-bold' : 'Helvetica-Bold',
    say: (s) => (font ? s : s.replace(/[^\x20-\x7e]/g, '?')),
    frame,
    word: (key, params = {}) => textOf(PRINT_TEXTS[key], frame.lang, params),
    labelled: (label, value) => `${label}${PRINT_TEXTS.colon[frame.lang]}${value}`,
  };
  docs.forEach((d, i) => {
    if (paper === 'a4') drawA4(canvas, d, codes[i]!);
    else drawReceipt(canvas, d, codes[i]!);
    if (!font) {
      doc
        .font('Helvetica-Bold')
        .fontSize(7)
        .fillColor('#000')
        .text(FALLBACK_NOTE, 10, doc.page.height - 14, { width: doc.page.width - 20, lineBreak: false });
    }
  });
  doc.end();
  return { pdf: await done, cjk: font !== undefined };
}
