import type { Lang } from '@yanye/i18n';
import type PDFKit from 'pdfkit';
import type { PRINT_TEXTS } from './texts';

/** What every page of a printed file says besides its document: the store, when, in whose words. */
export interface PrintFrame {
  readonly storeName: string;
  /** `YYYY-MM-DD HH:mm:ss` in the store's zone. */
  readonly printedAt: string;
  readonly lang: Lang;
}

/** The codes of a document's number: a Code 128 barcode and a QR code, as PNGs. */
export interface Codes {
  readonly barcode: Buffer;
  readonly qr: Buffer;
}

/** A pdfkit document with its fonts chosen: what the two renderers draw on. */
export interface Canvas {
  readonly doc: PDFKit.PDFDocument;
  readonly regular: string;
  readonly bold: string;
  /** A text as the font can draw it: without a CJK font, what Helvetica cannot draw is '?'. */
  readonly say: (s: string) => string;
  readonly frame: PrintFrame;
  /** A shared word in the frame's language. */
  readonly word: (key: keyof typeof PRINT_TEXTS, params?: Record<string, string | number>) => string;
  /** `label：value` with the reader's punctuation (full width in zh and ja, `label: value` in en and es). */
  readonly labelled: (label: string, value: string) => string;
}
