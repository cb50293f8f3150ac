/**
 * The engine's internal shapes, shared by its readers (PDF text, OCR, spreadsheet, e-invoice XML)
 * and its field finders. A reader turns bytes into a TextDocument or a SheetDocument; the finders
 * turn those into the result shapes of core/modules/extraction.ts.
 */
import type { ExtractionKind, ExtractionMethod, ExtractionResult } from '@comptoir/core/modules/extraction';

/** One run of text as the PDF (or OCR) placed it; coordinates in points from the page's top-left. */
export interface TextItem {
  text: string;
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Items sharing a baseline, left to right; `text` joins them with spaces where there is a gap. */
export interface TextLine {
  page: number;
  y: number;
  text: string;
  items: TextItem[];
}

export interface TextPage {
  /** 1-based. */
  number: number;
  width: number;
  height: number;
  lines: TextLine[];
}

export interface TextDocument {
  /** 'text' for a PDF's own text layer, 'ocr' for recognised scans. */
  method: Extract<ExtractionMethod, 'text' | 'ocr'>;
  pages: TextPage[];
}

export type CellValue = string | number | boolean | Date | null;

export interface Sheet {
  name: string;
  /** rows[r][c]; A1 is rows[0][0]. */
  rows: CellValue[][];
}

export interface SheetDocument {
  sheets: Sheet[];
}

/** What a reader reports while it works (shown as the job's progress). */
export type ProgressReporter = (step: string, percent: number) => void;

export interface ExtractionInput {
  bytes: Uint8Array;
  fileName: string;
  kind: ExtractionKind;
}

/** A picture of a page values were read on (previews.ts), for the AI panel. */
export interface PagePreview {
  page: number;
  /** The page's size in points, the unit of the sources' boxes. */
  width: number;
  height: number;
  /** WebP. */
  image: Uint8Array;
}

export interface ExtractionOutcome {
  method: ExtractionMethod;
  result: ExtractionResult;
  /** The e-invoice XML read (method 'einvoice'), for the server to judge its conformance. */
  einvoice?: { xml: string; syntax: 'cii' | 'ubl' };
  /** Pictures of the pages values were read on (previews.ts), when asked for. */
  previews?: PagePreview[];
}

/** A refusal with a French message for the user ('Erreur de traitement'). */
export class ExtractionError extends Error {
  constructor(
    message: string,
    readonly code:
      'unrecognised' | 'encrypted' | 'empty' | 'corrupt' | 'too-large' | 'too-many-pages' | 'timeout',
  ) {
    super(message);
    this.name = 'ExtractionError';
  }
}
