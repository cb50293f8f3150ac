/**
 * PDF documents (quotes, purchase orders) with pdfmake 0.3 on the server. One layout for every
 * business document: issuer and title, reference block, parties, a lines table, totals, free-text
 * sections, an optional signature box and a numbered footer.
 *
 * Text is drawn with the Noto fonts of `pdf-fonts.ts` (decision 0020): every string goes through
 * `pdfRich`, which cuts it into runs of one font each (Latin, Chinese, Korean, Arabic, Hebrew,
 * symbols, emoji) in visual order. The font files are read from the installed npm packages once and
 * handed to pdfmake from memory; no file or URL named in a document is ever read (both access
 * policies refuse everything but the standard font names, which pdfkit resolves from its own
 * metrics). pdfkit embeds each font as a subset of the glyphs drawn.
 */
import type PdfMakeModule from 'pdfmake';
import type { Content, TableCell, TDocumentDefinitions } from 'pdfmake/interfaces';
import { NNBSP, formatMoney, formatUnitPrice, isCurrencyCode } from '@comptoir/core/currency';
import { groupDigits } from '@comptoir/core/money';
import {
  FONT_SOURCES,
  cleanText,
  loadFont,
  loadedFonts,
  shareParsedFonts,
  textRuns,
  vfsName,
  type FontKey,
} from './pdf-fonts';

const STANDARD_FONTS = ['Helvetica', 'Helvetica-Bold', 'Helvetica-Oblique', 'Helvetica-BoldOblique'];

interface VirtualFs {
  writeFileSync(name: string, content: Buffer): void;
}
const registered = new Set<FontKey>();

type PdfMake = typeof PdfMakeModule;

/**
 * pdfmake's fonts: the standard Helvetica (kept for other callers) and every Noto font read so far.
 * pdfmake and pdfkit are loaded on the first document drawn, not in every server process at start
 * (about 20 MB of resident memory).
 */
async function configure(): Promise<PdfMake> {
  await shareParsedFonts();
  const { default: pdfmake } = await import('pdfmake');
  const vfs = (pdfmake as unknown as { virtualfs: VirtualFs }).virtualfs;
  const fonts: Record<string, { normal: string; bold: string; italics: string; bolditalics: string }> = {
    Helvetica: {
      normal: 'Helvetica',
      bold: 'Helvetica-Bold',
      italics: 'Helvetica-Oblique',
      bolditalics: 'Helvetica-BoldOblique',
    },
  };
  for (const key of loadedFonts()) {
    if (!registered.has(key)) {
      const font = loadFont(key);
      vfs.writeFileSync(vfsName(key, 'normal'), font.normal);
      vfs.writeFileSync(vfsName(key, 'bold'), font.bold);
      registered.add(key);
    }
    const normal = vfsName(key, 'normal');
    const bold = vfsName(key, 'bold');
    fonts[FONT_SOURCES[key].family] = { normal, bold, italics: normal, bolditalics: bold };
  }
  pdfmake.setFonts(fonts);
  pdfmake.setUrlAccessPolicy(() => false);
  // pdfmake asks the local policy about font "files" that are not in its memory: only the standard names.
  pdfmake.setLocalAccessPolicy((path) => STANDARD_FONTS.includes(path));
  return pdfmake;
}

/** One inline of pdfmake text. */
export interface PdfInline {
  text: string;
  font?: string;
  noWrap?: boolean;
}

/**
 * A text as pdfmake content drawn with the Noto fonts: the string itself when Noto Sans draws all
 * of it, else inlines of one font each in visual order (characters no font draws read '[U+XXXX]').
 */
export function pdfRich(text: string): string | PdfInline[] {
  const runs = textRuns(text);
  if (runs.length === 0) return '';
  if (runs.length === 1 && runs[0]!.font === 'sans' && !runs[0]!.noWrap) return runs[0]!.text;
  return runs.map((run) => ({
    text: run.text,
    ...(run.font === 'sans' ? {} : { font: FONT_SOURCES[run.font].family }),
    ...(run.noWrap ? { noWrap: true } : {}),
  }));
}

const inlines = (text: string): (string | PdfInline)[] => {
  const rich = pdfRich(text);
  return typeof rich === 'string' ? [rich] : rich;
};

/** Code points above Latin-1 that WinAnsi (cp1252) still draws. */
const CP1252_EXTRAS = new Set(
  [
    0x20ac, 0x201a, 0x0192, 0x201e, 0x2026, 0x2020, 0x2021, 0x02c6, 0x2030, 0x0160, 0x2039, 0x0152, 0x017d,
    0x2018, 0x2019, 0x201c, 0x201d, 0x2022, 0x2013, 0x2014, 0x02dc, 0x2122, 0x0161, 0x203a, 0x0153, 0x017e,
    0x0178,
  ].map((c) => String.fromCodePoint(c)),
);

/**
 * Text the 14 standard PDF fonts (WinAnsi) can draw, for documents drawn in Helvetica (the
 * extraction's evaluation sets): spaces of every kind become (no-break) spaces, the rest '?'.
 * Comptoir's own documents use `pdfRich` instead.
 */
export function pdfText(text: string): string {
  let out = '';
  for (const ch of text.normalize('NFC')) {
    const code = ch.codePointAt(0)!;
    if (ch === '\n') out += ch;
    else if (ch === '\r') continue;
    else if (ch === '\t') out += ' ';
    else if (code === 0x202f || code === 0x2007 || code === 0x2009 || code === 0x200a) out += '\u00a0';
    else if ((code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || CP1252_EXTRAS.has(ch)) {
      out += ch;
    } else if (code === 0x2212) out += '-';
    else if (code < 0x20 || (code >= 0x7f && code < 0xa0) || code === 0x200b || code === 0xfeff) continue;
    else out += '?';
  }
  return out;
}

/** '2026-05-01' (or a timestamp) → '01/05/2026'. */
export function frenchDate(value: string | Date | null | undefined): string {
  if (!value) return '';
  const iso = value instanceof Date ? value.toISOString() : value;
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(iso);
  return match ? `${match[3]}/${match[2]}/${match[1]}` : iso;
}

/** An amount in its currency's style ('1 234,50 €', '$1,234.50'); unknown codes are written after. */
export function pdfMoney(amount: string, currency: string): string {
  return isCurrencyCode(currency) ? formatMoney(amount, currency) : `${amount} ${currency}`;
}

/** A line's unit price, with 2 to 4 decimals ('0,0375 €'). */
export function pdfUnitPrice(amount: string, currency: string): string {
  return isCurrencyCode(currency) ? formatUnitPrice(amount, currency) : `${amount} ${currency}`;
}

/** '2.500' → '2,5'; '12000' → '12 000' (French decimal comma and grouping, trailing zeros dropped). */
export function frenchQuantity(quantity: string | number): string {
  const s = String(quantity);
  const trimmed = s.includes('.') ? s.replace(/0+$/, '').replace(/\.$/, '') : s;
  return groupDigits(trimmed, NNBSP, ',');
}

export interface PdfColumn {
  header: string;
  width: number | '*' | 'auto';
  align?: 'left' | 'right' | 'center';
}

/** A table cell: plain text, or a main text with a smaller detail line under it (a line's description). */
export type PdfCell = string | { text: string; detail?: string | undefined };

export interface PdfTotal {
  label: string;
  value: string;
  /** The grand total: bold, on a tinted band. */
  strong?: boolean;
}

export interface PdfDocumentSpec {
  /** 'DEVIS', 'BON DE COMMANDE'. */
  title: string;
  /** Our company: name, then address or contact lines. */
  issuer: { name: string; lines: string[] };
  /** Reference block under the title: N°, dates, status. */
  meta: { label: string; value: string }[];
  /** Parties (the client): a heading and its lines, the first one bold. */
  party: { heading: string; lines: string[] };
  subject?: { label: string; value: string } | undefined;
  columns: PdfColumn[];
  rows: PdfCell[][];
  /** A note above the table (the currency of the amounts). */
  tableNote?: string | undefined;
  totals: PdfTotal[];
  sections: { title: string; text: string }[];
  signature?: { title: string; hint: string } | undefined;
  /** Footer text for a page: 'Comptoir · DEV-2026-001 · Page 1 / 2'. */
  footer: (page: number, pages: number) => string;
  info: { title: string; author: string; subject?: string | undefined };
}

const ACCENT = '#1f3a5f';
const MUTED = '#6b7280';
const BAND = '#eef2f7';
const RULE = '#d1d5db';

function cell(value: PdfCell, align: PdfColumn['align'], shade: boolean): TableCell {
  const base = { alignment: align ?? 'left', fillColor: shade ? '#f8fafc' : undefined } as const;
  if (typeof value === 'string') return { text: pdfRich(value), ...base };
  return {
    stack: [
      { text: pdfRich(value.text), bold: true },
      ...(value.detail
        ? [{ text: pdfRich(value.detail), fontSize: 8, color: MUTED, margin: [0, 1, 0, 0] }]
        : []),
    ],
    ...base,
  } as TableCell;
}

/** The document definition (exported for tests of the layout; `renderPdf` is what routes use). */
/** `box` 240 pt wide against the right margin (the party's address, the totals). */
function onTheRight(
  box: Record<string, unknown>,
  block: { margin: number[]; unbreakable?: boolean },
): Content {
  return {
    columns: [
      { width: '*', text: '' },
      { width: 240, ...box },
    ],
    ...block,
  } as Content;
}

export function documentDefinition(spec: PdfDocumentSpec): TDocumentDefinitions {
  // The footer is drawn after pdfmake took its fonts: read the fonts its text needs now.
  textRuns(spec.footer(1, 1));
  const header: Content = {
    columns: [
      {
        width: '*',
        stack: [
          { text: pdfRich(spec.issuer.name), fontSize: 18, bold: true, color: ACCENT },
          ...spec.issuer.lines.map((l) => ({ text: pdfRich(l), fontSize: 9, color: MUTED })),
        ],
      },
      {
        width: 'auto',
        stack: [
          { text: pdfRich(spec.title), fontSize: 20, bold: true, color: ACCENT, alignment: 'right' },
          {
            margin: [0, 6, 0, 0],
            columns: [
              { width: '*', text: '' },
              {
                width: 'auto',
                table: {
                  body: spec.meta.map((m) => [
                    { text: pdfRich(m.label), color: MUTED, alignment: 'right' },
                    { text: pdfRich(m.value), bold: true, alignment: 'right' },
                  ]),
                },
                layout: 'noBorders',
              },
            ],
          },
        ],
      },
    ],
  } as Content;

  const party = onTheRight(
    {
      table: {
        widths: ['*'],
        body: [
          [
            {
              stack: [
                { text: pdfRich(spec.party.heading.toUpperCase()), fontSize: 8, color: MUTED, bold: true },
                ...spec.party.lines.map((l, i) => ({
                  text: pdfRich(l),
                  bold: i === 0,
                  fontSize: i === 0 ? 11 : 9,
                  margin: [0, i === 0 ? 3 : 1, 0, 0],
                })),
              ],
              margin: [8, 6, 8, 6],
              fillColor: BAND,
            },
          ],
        ],
      },
      layout: 'noBorders',
    },
    { margin: [0, 18, 0, 0] },
  );

  const table: Content = {
    margin: [0, 14, 0, 0],
    table: {
      headerRows: 1,
      dontBreakRows: true,
      widths: spec.columns.map((c) => c.width),
      body: [
        spec.columns.map((c) => ({
          text: pdfRich(c.header),
          bold: true,
          color: 'white',
          fillColor: ACCENT,
          alignment: c.align ?? 'left',
          fontSize: 9,
        })),
        ...spec.rows.map((row, r) => row.map((v, i) => cell(v, spec.columns[i]?.align, r % 2 === 1))),
      ],
    },
    layout: {
      hLineWidth: (i: number, node: { table: { body: unknown[] } }) =>
        i === 0 || i === 1 || i === node.table.body.length ? 0.8 : 0.4,
      vLineWidth: () => 0,
      hLineColor: () => RULE,
      paddingTop: () => 5,
      paddingBottom: () => 5,
      paddingLeft: () => 6,
      paddingRight: () => 6,
    },
  } as Content;

  /** A cell of the totals box: the strong line (the total to pay) in white on the accent colour. */
  const totalCell = (text: string, strong: boolean | undefined, alignment?: 'right') => ({
    text: pdfRich(text),
    ...(alignment ? { alignment } : {}),
    bold: strong ?? false,
    fillColor: strong ? ACCENT : undefined,
    color: strong ? 'white' : undefined,
  });

  const totals = onTheRight(
    {
      table: {
        widths: ['*', 'auto'],
        body: spec.totals.map((t) => [totalCell(t.label, t.strong), totalCell(t.value, t.strong, 'right')]),
      },
      layout: {
        hLineWidth: () => 0,
        vLineWidth: () => 0,
        paddingTop: () => 4,
        paddingBottom: () => 4,
        paddingLeft: () => 6,
        paddingRight: () => 6,
      },
    },
    { margin: [0, 10, 0, 0], unbreakable: true },
  );

  const sections: Content[] = spec.sections
    .filter((s) => s.text.trim())
    .map(
      (s) =>
        ({
          margin: [0, 12, 0, 0],
          unbreakable: true,
          stack: [
            { text: pdfRich(s.title), bold: true, color: ACCENT, fontSize: 10 },
            { text: pdfRich(s.text), margin: [0, 3, 0, 0] },
          ],
        }) as Content,
    );

  const signature: Content[] = spec.signature
    ? [
        {
          margin: [0, 20, 0, 0],
          unbreakable: true,
          columns: [
            { width: '*', text: '' },
            {
              width: 240,
              table: {
                widths: ['*'],
                heights: [70],
                body: [
                  [
                    {
                      stack: [
                        { text: pdfRich(spec.signature.title), bold: true },
                        { text: pdfRich(spec.signature.hint), fontSize: 8, color: MUTED },
                      ],
                    },
                  ],
                ],
              },
              layout: { hLineColor: () => RULE, vLineColor: () => RULE },
            },
          ],
        } as Content,
      ]
    : [];

  return {
    pageSize: 'A4',
    pageMargins: [40, 40, 40, 50],
    info: {
      title: cleanText(spec.info.title),
      author: cleanText(spec.info.author),
      subject: spec.info.subject ? cleanText(spec.info.subject) : undefined,
      creator: 'Comptoir',
      producer: 'Comptoir',
    },
    defaultStyle: { font: FONT_SOURCES.sans.family, fontSize: 9.5, lineHeight: 1.15 },
    footer: (page: number, pages: number) => ({
      text: pdfRich(spec.footer(page, pages)),
      alignment: 'center',
      fontSize: 8,
      color: MUTED,
      margin: [40, 18, 40, 0],
    }),
    content: [
      header,
      {
        canvas: [{ type: 'line', x1: 0, y1: 0, x2: 515, y2: 0, lineWidth: 1.2, lineColor: ACCENT }],
        margin: [0, 10, 0, 0],
      },
      party,
      ...(spec.subject
        ? [
            {
              margin: [0, 14, 0, 0],
              text: [
                ...inlines(`${spec.subject.label} : `).map((i) => ({
                  ...(typeof i === 'string' ? { text: i } : i),
                  bold: true,
                })),
                ...inlines(spec.subject.value),
              ],
            } as Content,
          ]
        : []),
      ...(spec.tableNote
        ? [
            {
              text: pdfRich(spec.tableNote),
              fontSize: 8,
              color: MUTED,
              alignment: 'right',
              margin: [0, 10, 0, -8],
            } as Content,
          ]
        : []),
      table,
      totals,
      ...sections,
      ...signature,
    ],
  };
}

/** Renders the document to a PDF file in memory. */
export async function renderPdf(spec: PdfDocumentSpec): Promise<Buffer> {
  // The definition first: cutting its texts into runs reads the fonts they need.
  const definition = documentDefinition(spec);
  const pdfmake = await configure();
  return pdfmake.createPdf(definition).getBuffer();
}

/** `attachment; filename="devis-DEV-2026-001.pdf"` with an ASCII-safe name. */
export function pdfDisposition(fileName: string, inline = true): string {
  const safe = fileName.replace(/[^\w.-]+/g, '_');
  return `${inline ? 'inline' : 'attachment'}; filename="${safe}"`;
}
