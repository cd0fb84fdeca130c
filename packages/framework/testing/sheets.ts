import ExcelJS from '@zlooun/exceljs';

/** Spreadsheets as the tests write and read them: an upload made of rows, and a download read back. */

/** An xlsx of one sheet holding `rows` (the first is the header). */
export async function xlsx(rows: readonly unknown[][], sheetName = 'Sheet1'): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet(sheetName);
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await book.xlsx.writeBuffer());
}

export async function readXlsx(raw: Buffer): Promise<ExcelJS.Workbook> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(raw as unknown as ArrayBuffer);
  return book;
}

/** The rows of a workbook's sheet, each as its cells from column A. */
export function sheetRows(book: ExcelJS.Workbook, index = 0): unknown[][] {
  const rows: unknown[][] = [];
  book.worksheets[index]!.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return rows;
}
