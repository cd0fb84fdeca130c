import type { Canvas, Codes } from './canvas';
import type { PrintDoc } from './document';

/** An 80 mm till roll in points: 72 mm printable, so 4 mm each side. */
const PAPER_WIDTH = (80 * 72) / 25.4;
const MARGIN = (4 * 72) / 25.4;
const CONTENT_WIDTH = PAPER_WIDTH - 2 * MARGIN;

/**
 * Draws what a receipt says from `y`, or (`dry`) only measures it: the same walk both times, so the page is
 * exactly as long as the receipt.
 */
function walk(c: Canvas, d: PrintDoc, codes: Codes, dry: boolean): number {
  const { doc } = c;
  let y = MARGIN;
  const text = (t: string, size: number, o: { bold?: boolean; align?: 'left' | 'center' | 'right' } = {}) => {
    const said = c.say(t);
    doc.font(o.bold ? c.bold : c.regular).fontSize(size);
    const h = doc.heightOfString(said, { width: CONTENT_WIDTH });
    if (!dry) doc.fillColor('#000').text(said, MARGIN, y, { width: CONTENT_WIDTH, align: o.align ?? 'left' });
    y += h + 2;
  };
  /** A label on the left and a value on the right of one line (the value may wrap under it). */
  const pair = (label: string, value: string, size: number, bold = false) => {
    doc.font(bold ? c.bold : c.regular).fontSize(size);
    const l = c.say(label);
    const v = c.say(value);
    // The value keeps its own width (an amount on one line) up to half the roll; the label wraps in the rest.
    const lw = Math.min(
      doc.widthOfString(l) + 6,
      CONTENT_WIDTH - Math.min(doc.widthOfString(v) + 6, CONTENT_WIDTH / 2),
    );
    const h = Math.max(
      doc.heightOfString(l, { width: lw }),
      doc.heightOfString(v, { width: CONTENT_WIDTH - lw }),
    );
    if (!dry) {
      doc.fillColor('#000').text(l, MARGIN, y, { width: lw });
      doc.text(v, MARGIN + lw, y, { width: CONTENT_WIDTH - lw, align: 'right' });
    }
    y += h + 2;
  };
  const rule = () => {
    if (!dry)
      doc
        .lineWidth(0.6)
        .dash(2, { space: 2 })
        .moveTo(MARGIN, y + 3)
        .lineTo(PAPER_WIDTH - MARGIN, y + 3)
        .stroke()
        .undash();
    y += 8;
  };
  const image = (png: Buffer, w: number, h: number) => {
    if (!dry) doc.image(png, MARGIN + (CONTENT_WIDTH - w) / 2, y, { width: w, height: h });
    y += h + 3;
  };

  text(c.frame.storeName, 12, { bold: true, align: 'center' });
  text(d.title, 10.5, { bold: true, align: 'center' });
  image(codes.barcode, CONTENT_WIDTH, 34);
  if (!dry) doc.font('Courier').fontSize(8).text(d.no, MARGIN, y, { width: CONTENT_WIDTH, align: 'center' });
  y += 12;
  rule();
  for (const f of d.facts) pair(f.label, f.value || '—', 8);
  if (d.table && d.table.rows.length > 0) {
    rule();
    // A line as a till prints it: what it is, then its last column (the amount) on the right.
    for (const row of d.table.rows) pair(row.slice(0, -1).filter(Boolean).join('  '), row.at(-1) ?? '', 8);
  }
  rule();
  for (const t of d.totals) pair(t.label, t.value, 10, true);
  if (d.words) text(c.labelled(d.words.label, d.words.value), 8.5);
  if (d.remark) text(c.labelled(c.word('remark'), d.remark), 8);
  for (const p of d.people) pair(p.label, [p.name, p.at].filter(Boolean).join(' ') || '—', 8);
  for (const s of d.signatures) {
    y += 8;
    text(c.labelled(s, '____________________'), 8.5);
  }
  rule();
  image(codes.qr, 72, 72);
  text(c.word('thanks'), 8.5, { align: 'center' });
  text(c.labelled(c.word('printedAt'), c.frame.printedAt), 7.5, { align: 'center' });
  return y + MARGIN;
}

/** Draws a receipt on a page of its own, 80 mm wide and as long as it needs. */
export function drawReceipt(c: Canvas, d: PrintDoc, codes: Codes): void {
  const height = walk(c, d, codes, true);
  c.doc.addPage({ size: [PAPER_WIDTH, height], margin: 0 });
  walk(c, d, codes, false);
}
