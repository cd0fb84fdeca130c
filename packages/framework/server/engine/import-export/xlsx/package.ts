import { xmlAttribute } from './text';

/** The fixed parts of a one-sheet workbook (ECMA-376 part 1), and its styles. */

const XML = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';
const MAIN = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const REL = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const PKG_REL = 'http://schemas.openxmlformats.org/package/2006/relationships';
const SHEET_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml';

export const SHEET_PART = 'xl/worksheets/sheet1.xml';

/** The cell style of the header row (bold); styles from 2 on are the number formats, in `numberFormats` order. */
export const HEADER_STYLE = 1;

/** Formats Excel knows by number; others are declared from id 164 on. */
const BUILT_IN_FORMATS: Readonly<Record<string, number>> = { '0': 1, '0.00': 2, '#,##0': 3, '#,##0.00': 4 };

function stylesXml(numberFormats: readonly string[]): string {
  let next = 164;
  const ids = numberFormats.map((code) => BUILT_IN_FORMATS[code] ?? next++);
  const declared = numberFormats.flatMap((code, i) =>
    ids[i]! >= 164 ? [`<numFmt numFmtId="${ids[i]}" formatCode="${xmlAttribute(code)}"/>`] : [],
  );
  const font = '<sz val="11"/><name val="Calibri"/><family val="2"/>';
  const xf = (numFmt: number, fontId: number) =>
    `<xf numFmtId="${numFmt}" fontId="${fontId}" fillId="0" borderId="0" xfId="0"${numFmt ? ' applyNumberFormat="1"' : ''}${fontId ? ' applyFont="1"' : ''}/>`;
  const xfs = [xf(0, 0), xf(0, 1), ...ids.map((id) => xf(id, 0))];
  return `${XML}<styleSheet xmlns="${MAIN}">${declared.length ? `<numFmts count="${declared.length}">${declared.join('')}</numFmts>` : ''}<fonts count="2"><font>${font}</font><font><b/>${font}</font></fonts><fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills><borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders><cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs><cellXfs count="${xfs.length}">${xfs.join('')}</cellXfs><cellStyles count="1"><cellStyle name="Normal" xfId="0" builtinId="0"/></cellStyles></styleSheet>`;
}

/** Every part but the sheet, by path: `name` is a valid sheet name already (see `sheetName`). */
export function packageParts(name: string, numberFormats: readonly string[]): [path: string, xml: string][] {
  return [
    [
      '[Content_Types].xml',
      `${XML}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="${SHEET_TYPE}.sheet.main+xml"/><Override PartName="/${SHEET_PART}" ContentType="${SHEET_TYPE}.worksheet+xml"/><Override PartName="/xl/styles.xml" ContentType="${SHEET_TYPE}.styles+xml"/></Types>`,
    ],
    [
      '_rels/.rels',
      `${XML}<Relationships xmlns="${PKG_REL}"><Relationship Id="rId1" Type="${REL}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
    ],
    [
      'xl/workbook.xml',
      `${XML}<workbook xmlns="${MAIN}" xmlns:r="${REL}"><bookViews><workbookView/></bookViews><sheets><sheet name="${xmlAttribute(name)}" sheetId="1" r:id="rId1"/></sheets></workbook>`,
    ],
    [
      'xl/_rels/workbook.xml.rels',
      `${XML}<Relationships xmlns="${PKG_REL}"><Relationship Id="rId1" Type="${REL}/worksheet" Target="worksheets/sheet1.xml"/><Relationship Id="rId2" Type="${REL}/styles" Target="styles.xml"/></Relationships>`,
    ],
    ['xl/styles.xml', stylesXml(numberFormats)],
  ];
}

/** The sheet's start: the frozen header row, the column widths, and the opening of its data. */
export function sheetStart(widths: readonly number[]): string {
  const cols = widths
    .map((w, i) => `<col min="${i + 1}" max="${i + 1}" width="${w}" customWidth="1"/>`)
    .join('');
  return `${XML}<worksheet xmlns="${MAIN}" xmlns:r="${REL}"><sheetViews><sheetView workbookViewId="0"><pane ySplit="1" topLeftCell="A2" activePane="bottomLeft" state="frozen"/><selection pane="bottomLeft" activeCell="A2" sqref="A2"/></sheetView></sheetViews><sheetFormatPr defaultRowHeight="15"/>${cols ? `<cols>${cols}</cols>` : ''}<sheetData>`;
}

export const SHEET_END = '</sheetData></worksheet>';

/** A column's letters: 0 is A, 26 is AA. */
export function columnName(index: number): string {
  let name = '';
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26))
    name = String.fromCharCode(65 + ((n - 1) % 26)) + name;
  return name;
}
