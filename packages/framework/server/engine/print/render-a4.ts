import type { Canvas, Codes } from './canvas';
import type { PrintDoc } from './document';
import { columnWidths } from './layout';

/** An A4 sheet in points, and its margins. */
const PAGE_WIDTH = 595.28;
const PAGE_HEIGHT = 841.89;
const MARGIN = 36;
const CONTENT_WIDTH = PAGE_WIDTH - 2 * MARGIN;
/** Where the foot of every page (printed at, page n of m) starts; nothing else goes below. */
const FOOT = PAGE_HEIGHT - 30;
const PAD = 4;
const GRID = '#9a9a9a';

/**
 * Draws a document on A4 pages: the head (store, title, number, its barcode and QR code) on every page, the
 * facts, the lines with their header repeated on each page they run over, the totals in figures and in
 * capitals, the remark, who made and audited it, the signature lines, and each page's foot.
 */
export function drawA4(c: Canvas, d: PrintDoc, codes: Codes): void {
  const { doc } = c;
  const first = doc.bufferedPageRange().count;
  let y = newPage(c, d, codes);

  // The facts, three to a row.
  const factW = CONTENT_WIDTH / 3;
  doc.font(c.regular).fontSize(9.5).fillColor('#000');
  for (let i = 0; i < d.facts.length; i += 3) {
    const row = d.facts.slice(i, i + 3).map((f) => c.say(c.labelled(f.label, f.value || '—')));
    const h = Math.max(...row.map((t) => doc.heightOfString(t, { width: factW - 8 })));
    if (y + h > FOOT - 20) y = newPage(c, d, codes);
    row.forEach((t, j) => {
      doc.text(t, MARGIN + j * factW, y, { width: factW - 8 });
    });
    y += h + 4;
  }
  y += 6;

  if (d.table) y = drawTable(c, d, codes, y);

  // The foot of the document: totals, capitals, remark, people, signatures; kept together on one page.
  const blocks = footBlocks(c, d);
  const needed = blocks.reduce((n, b) => n + b.height, 0);
  if (y + needed > FOOT - 6) y = newPage(c, d, codes);
  for (const b of blocks) {
    b.draw(y);
    y += b.height;
  }

  // Each page's foot, now that the document's page count is known.
  const last = doc.bufferedPageRange().count;
  for (let p = first; p < last; p += 1) {
    doc.switchToPage(p);
    doc.font(c.regular).fontSize(8).fillColor('#555');
    doc.text(c.say(c.labelled(c.word('printedAt'), c.frame.printedAt)), MARGIN, FOOT + 8, {
      width: CONTENT_WIDTH / 2,
      lineBreak: false,
    });
    doc.text(
      c.say(c.word('page', { n: p - first + 1, total: last - first })),
      MARGIN + CONTENT_WIDTH / 2,
      FOOT + 8,
      {
        width: CONTENT_WIDTH / 2,
        align: 'right',
        lineBreak: false,
      },
    );
    doc.fillColor('#000');
  }
}

/** A new page with the document's head; answers where the body starts. */
function newPage(c: Canvas, d: PrintDoc, codes: Codes): number {
  const { doc } = c;
  doc.addPage({ size: [PAGE_WIDTH, PAGE_HEIGHT], margin: 0 });
  const qr = 64;
  const barW = 170;
  const barX = PAGE_WIDTH - MARGIN - qr - 12 - barW;
  doc.image(codes.qr, PAGE_WIDTH - MARGIN - qr, MARGIN, { width: qr, height: qr });
  doc.image(codes.barcode, barX, MARGIN + 4, { width: barW, height: 40 });
  doc
    .font('Courier')
    .fontSize(9)
    .text(d.no, barX, MARGIN + 48, { width: barW, align: 'center', lineBreak: false });
  const textW = barX - MARGIN - 12;
  doc.font(c.bold).fontSize(12).fillColor('#000').text(c.say(c.frame.storeName), MARGIN, MARGIN, {
    width: textW,
    height: 18,
    ellipsis: true,
    lineBreak: false,
  });
  // The title keeps to its one line beside the codes: a long one (Comprobante de reembolso) is set smaller.
  const title = c.say(d.title);
  let size = 20;
  while (size > 13 && doc.fontSize(size).widthOfString(title) > textW) size -= 1;
  doc.fontSize(size).text(title, MARGIN, MARGIN + 18 + (20 - size) / 2, {
    width: textW,
    height: 26,
    ellipsis: true,
    lineBreak: false,
  });
  doc
    .font(c.regular)
    .fontSize(10)
    .text(c.say(c.labelled(c.word('no'), d.no)), MARGIN, MARGIN + 46, { width: textW, lineBreak: false });
  const line = MARGIN + qr + 8;
  doc
    .moveTo(MARGIN, line)
    .lineTo(PAGE_WIDTH - MARGIN, line)
    .lineWidth(1)
    .strokeColor('#000')
    .stroke();
  return line + 8;
}

/** The lines as a grid; a row that does not fit goes to the next page under the header again. */
function drawTable(c: Canvas, d: PrintDoc, codes: Codes, top: number): number {
  const { doc } = c;
  const table = d.table!;
  const widths = columnWidths(
    table.columns.map((col) => col.weight),
    CONTENT_WIDTH,
  );
  const xs = widths.map((_, i) => MARGIN + widths.slice(0, i).reduce((n, w) => n + w, 0));
  const cellH = (texts: readonly string[], font: string, size: number) => {
    doc.font(font).fontSize(size);
    return (
      Math.max(...texts.map((t, i) => doc.heightOfString(c.say(t) || ' ', { width: widths[i]! - 2 * PAD }))) +
      2 * PAD
    );
  };
  const drawRow = (texts: readonly string[], y: number, h: number, head: boolean) => {
    if (head) doc.rect(MARGIN, y, CONTENT_WIDTH, h).fillColor('#efefef').fill();
    doc
      .font(head ? c.bold : c.regular)
      .fontSize(head ? 9 : 9)
      .fillColor('#000');
    texts.forEach((t, i) => {
      doc.text(c.say(t), xs[i]! + PAD, y + PAD, {
        width: widths[i]! - 2 * PAD,
        align: head ? 'center' : (table.columns[i]?.align ?? 'left'),
      });
    });
    doc.lineWidth(0.5).strokeColor(GRID);
    doc.rect(MARGIN, y, CONTENT_WIDTH, h).stroke();
    for (const x of xs.slice(1))
      doc
        .moveTo(x, y)
        .lineTo(x, y + h)
        .stroke();
    doc.strokeColor('#000');
  };
  const titles = table.columns.map((col) => col.title);
  const headH = cellH(titles, c.bold, 9);
  let y = top;
  if (table.caption) {
    // The caption stays with the header and the first line.
    doc.font(c.bold).fontSize(9.5);
    const caption = c.say(table.caption);
    const capH = doc.heightOfString(caption, { width: CONTENT_WIDTH }) + 4;
    if (y + capH + headH + 20 > FOOT - 6) y = newPage(c, d, codes);
    doc.fillColor('#000').text(caption, MARGIN, y, { width: CONTENT_WIDTH });
    y += capH;
  }
  drawRow(titles, y, headH, true);
  y += headH;
  // A row holds one cell per column, whatever its reader gave.
  for (const given of table.rows) {
    const row = titles.map((_, i) => given[i] ?? '');
    const h = cellH(row, c.regular, 9);
    if (y + h > FOOT - 6) {
      y = newPage(c, d, codes);
      drawRow(titles, y, headH, true);
      y += headH;
    }
    drawRow(row, y, h, false);
    y += h;
  }
  return y + 8;
}

interface Block {
  readonly height: number;
  draw(y: number): void;
}

/** The blocks under the lines, each measured first so that they stay on one page together. */
function footBlocks(c: Canvas, d: PrintDoc): Block[] {
  const { doc } = c;
  const blocks: Block[] = [];
  const text = (t: string, size: number, bold = false, align: 'left' | 'right' = 'left'): Block => {
    doc.font(bold ? c.bold : c.regular).fontSize(size);
    const said = c.say(t);
    const height = doc.heightOfString(said, { width: CONTENT_WIDTH }) + 6;
    return {
      height,
      draw: (y) => {
        doc
          .font(bold ? c.bold : c.regular)
          .fontSize(size)
          .fillColor('#000')
          .text(said, MARGIN, y, { width: CONTENT_WIDTH, align });
      },
    };
  };
  if (d.totals.length > 0)
    blocks.push(text(d.totals.map((t) => c.labelled(t.label, t.value)).join('      '), 10.5, true, 'right'));
  if (d.words) {
    const line = c.labelled(d.words.label, d.words.value);
    doc.font(c.bold).fontSize(10.5);
    const height = doc.heightOfString(c.say(line), { width: CONTENT_WIDTH - 12 }) + 10;
    blocks.push({
      height: height + 6,
      draw: (y) => {
        doc.lineWidth(0.8).rect(MARGIN, y, CONTENT_WIDTH, height).stroke();
        doc
          .font(c.bold)
          .fontSize(10.5)
          .text(c.say(line), MARGIN + 6, y + 5, { width: CONTENT_WIDTH - 12 });
      },
    });
  }
  if (d.remark) blocks.push(text(c.labelled(c.word('remark'), d.remark), 9.5));
  if (d.people.length > 0)
    blocks.push(
      text(
        d.people
          .map((p) => c.labelled(p.label, `${p.name || '—'}${p.at ? `  ${p.at}` : ''}`))
          .join('        '),
        9.5,
      ),
    );
  if (d.signatures.length > 0) {
    const each = CONTENT_WIDTH / d.signatures.length;
    blocks.push({
      height: 40,
      draw: (y) => {
        doc.font(c.regular).fontSize(10).fillColor('#000');
        d.signatures.forEach((s, i) => {
          const x = MARGIN + i * each;
          const label = c.say(c.labelled(s, ''));
          const lw = doc.widthOfString(label);
          doc.text(label, x, y + 18, { lineBreak: false });
          doc
            .lineWidth(0.6)
            .moveTo(x + lw + 2, y + 30)
            .lineTo(x + each - 12, y + 30)
            .stroke();
        });
      },
    });
  }
  return blocks;
}
