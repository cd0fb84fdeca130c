import { CJK_FONTS, cjkFont, FALLBACK_NOTE, type FontPair } from '@yanye/addon-kit/server';

/**
 * A waybill's label as a PDF, 100 × 150 mm (the thermal one-part label couriers print): the courier, the big-pen
 * destination and sorting code, the number as a Code 128 barcode, the parties (phones masked, as privacy labels
 * print them), the goods and the order. Chinese needs a CJK font: the one the core's font finder finds
 * (packages/framework/server/engine/print/fonts.ts) is embedded (subset); without one the label still prints the number, its
 * barcode and every code, the names replaced and a line saying which font to install.
 */

export interface LabelData {
  readonly company: string;
  readonly cpCode: string;
  readonly waybillNo: string;
  readonly bulkpen: string;
  readonly sortingCode: string;
  readonly packageCenter: string;
  readonly receiver: { readonly name: string; readonly phone: string; readonly address: string };
  readonly sender: { readonly name: string; readonly phone: string; readonly address: string };
  readonly cargo: string;
  /** Grams. */
  readonly weight: number;
  readonly orderSn: string;
  readonly remark: string;
  /** `YYYY-MM-DD HH:mm`, in the store's zone. */
  readonly printedAt: string;
}

/** 138****1234: the middle of a mobile hidden, as privacy labels print it. */
export function maskPhone(phone: string): string {
  const p = phone.trim();
  return /^1\d{10}$/.test(p) ? `${p.slice(0, 3)}****${p.slice(7)}` : p;
}

const POINTS_PER_MM = 72 / 25.4;
const LABEL_WIDTH = 100 * POINTS_PER_MM;
const LABEL_HEIGHT = 150 * POINTS_PER_MM;
const PAD = 3 * POINTS_PER_MM;

/** Renders the label; answers the PDF and whether the CJK font was found. */
export async function renderLabel(
  label: LabelData,
  fonts: readonly FontPair[] = CJK_FONTS,
): Promise<{ pdf: Buffer; cjk: boolean }> {
  // Loaded at the first label rather than at start: the two are a fifth of a second of CPU.
  const [{ default: bwipjs }, { default: PDFDocument }] = await Promise.all([
    import('bwip-js/node'),
    import('pdfkit'),
  ]);
  const font = cjkFont(fonts)?.regular;
  const barcode = await bwipjs.toBuffer({
    bcid: 'code128',
    text: label.waybillNo,
    scale: 3,
    height: 14,
    includetext: false,
  });
  const doc = new PDFDocument({
    size: [LABEL_WIDTH, LABEL_HEIGHT],
    margin: 0,
    info: {
      // Plain ASCII: the number is readable in the file itself, whatever the content streams' compression.
      Title: label.waybillNo,
      Subject: `Waybill ${label.cpCode} ${label.waybillNo}`,
      Keywords: `${label.cpCode} ${label.waybillNo} ${label.orderSn}`,
      Producer: 'yanye e-waybill',
    },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  if (font) doc.registerFont('text', font.bytes, font.file.face ?? '');
  const face = font ? 'text' : 'Helvetica';
  // Without a CJK font, what Helvetica cannot draw is shown as '?', never as garbage glyphs.
  const say = (s: string) => (font ? s : s.replace(/[^\x20-\x7e]/g, '?'));
  const line = (y: number) =>
    doc
      .moveTo(PAD, y)
      .lineTo(LABEL_WIDTH - PAD, y)
      .lineWidth(0.8)
      .stroke();
  const text = (s: string, x: number, y: number, size: number, width = LABEL_WIDTH - x - PAD) =>
    doc
      .font(face)
      .fontSize(size)
      .text(say(s), x, y, { width, lineBreak: true, height: size * 2.6, ellipsis: true });

  doc
    .rect(PAD / 2, PAD / 2, LABEL_WIDTH - PAD, LABEL_HEIGHT - PAD)
    .lineWidth(1)
    .stroke();
  text(label.company, PAD, PAD + 2, 16, LABEL_WIDTH * 0.55);
  text(`${label.cpCode}  ${label.printedAt}`, LABEL_WIDTH * 0.55, PAD + 6, 8);
  line(PAD + 24);
  text(label.bulkpen || label.packageCenter, PAD, PAD + 28, 26);
  text(label.sortingCode, PAD, PAD + 62, 18, LABEL_WIDTH * 0.5);
  text(label.packageCenter, LABEL_WIDTH * 0.52, PAD + 66, 10);
  line(PAD + 86);
  doc.image(barcode, PAD + 10, PAD + 92, { width: LABEL_WIDTH - 2 * PAD - 20, height: 46 });
  doc
    .font('Courier-Bold')
    .fontSize(15)
    .text(label.waybillNo, PAD, PAD + 142, { width: LABEL_WIDTH - 2 * PAD, align: 'center' });
  line(PAD + 162);
  text(`收 ${label.receiver.name}  ${maskPhone(label.receiver.phone)}`, PAD, PAD + 166, 12);
  text(label.receiver.address, PAD + 14, PAD + 183, 10);
  line(PAD + 212);
  text(`寄 ${label.sender.name}  ${maskPhone(label.sender.phone)}`, PAD, PAD + 216, 10);
  text(label.sender.address, PAD + 14, PAD + 230, 8);
  line(PAD + 252);
  text(`物品：${label.cargo}`, PAD, PAD + 256, 9);
  text(`重量：${(label.weight / 1000).toFixed(2)} kg`, PAD, PAD + 270, 9, LABEL_WIDTH * 0.45);
  text(`订单：${label.orderSn}`, LABEL_WIDTH * 0.45, PAD + 270, 9);
  if (label.remark) text(`备注：${label.remark}`, PAD, PAD + 284, 9);
  line(PAD + 300);
  doc.image(barcode, PAD + 30, PAD + 306, { width: LABEL_WIDTH - 2 * PAD - 60, height: 30 });
  doc
    .font('Courier')
    .fontSize(10)
    .text(label.waybillNo, PAD, PAD + 340, { width: LABEL_WIDTH - 2 * PAD, align: 'center' });
  text('签收人：______________  日期：____________', PAD, PAD + 358, 8);
  if (!font)
    doc
      .font('Helvetica-Bold')
      .fontSize(8)
      .text(FALLBACK_NOTE, PAD, LABEL_HEIGHT - PAD - 16, { width: LABEL_WIDTH - 2 * PAD });
  doc.end();
  return { pdf: await done, cjk: font !== undefined };
}
