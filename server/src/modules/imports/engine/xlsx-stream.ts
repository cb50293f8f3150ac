/**
 * xlsx worksheets read as a stream (decision 0046): each sheet's XML is inflated in 256 KiB pieces
 * (node's zlib, through the same fflate unzip stream the archive check uses) and handed to a
 * streaming XML parser (saxes), which builds the rows of plain cells directly. Neither the sheet's
 * inflated XML nor a workbook model of cell objects is ever held whole, as SheetJS holds both:
 * for 100,000 rows the parse's memory is the rows themselves.
 *
 * Only the common shape is read here: an `xl/workbook.xml` whose sheets are all worksheets.
 * Anything else (xlsb, chart or dialog sheets, a part the rules below do not find) answers null,
 * and the caller reads the file with SheetJS as before. The cells come out as SheetJS gives them
 * with `cellDates: false`: numbers (dates as serial numbers), texts, booleans, null for errors and
 * empty cells; the tests compare both readers on generated workbooks.
 */
import { SaxesParser, type SaxesTagPlain } from 'saxes';
import { Unzip, unzipSync } from 'fflate';
import { ZlibInflate } from '../../../platform/archive';
import type { Cell, SheetData } from './cells';

/** Excel's own limits: a reference past them is a corrupt file, not a reason to allocate. */
export const MAX_ROWS = 1_048_576;
export const MAX_COLUMNS = 16_384;

/** A file this reader cannot read as it is; the message says which part (for logs and tests). */
export class XlsxShapeError extends Error {
  constructor(readonly part: string) {
    super(`xlsx part not readable: ${part}`);
    this.name = 'XlsxShapeError';
  }
}

interface SheetPart {
  name: string;
  path: string;
}

const WORKBOOK = 'xl/workbook.xml';
const WORKBOOK_RELS = 'xl/_rels/workbook.xml.rels';

/**
 * The sheets of an xlsx (all, or only `only`) as rows of cells, or null when the workbook has a
 * shape this reader leaves to SheetJS. Throws XlsxShapeError on XML that does not parse.
 */
export async function readXlsxStream(buf: Uint8Array, only?: string): Promise<SheetData[] | null> {
  const names = new Set<string>();
  const meta = unzipSync(buf, {
    filter: (f) => {
      names.add(f.name);
      return f.name === WORKBOOK || f.name === WORKBOOK_RELS;
    },
  });
  const book = meta[WORKBOOK];
  const rels = meta[WORKBOOK_RELS];
  if (!book || !rels) return null;
  const plan = workbookPlan(book, rels);
  if (!plan) return null;
  const wanted = only === undefined ? plan.sheets : plan.sheets.filter((s) => s.name === only);
  if (wanted.length === 0) return [];
  if (wanted.some((s) => !names.has(s.path))) return null;
  let shared: string[] = [];
  if (plan.sharedStrings) {
    const part = unzipSync(buf, { filter: (f) => f.name === plan.sharedStrings })[plan.sharedStrings];
    if (!part) return null;
    shared = sharedStrings(part);
  }
  const rows = await sheetRows(buf, new Set(wanted.map((s) => s.path)), shared, plan.date1904);
  return wanted.map((s) => ({ name: s.name, rows: rows.get(s.path) ?? [] }));
}

type PlainOptions = { xmlns: false; position: false };
/** A parser without namespaces (tags keep their prefix: see local) or positions (faster). */
const plainParser = () => new SaxesParser<PlainOptions>({ xmlns: false, position: false });

/** The local name of a tag, without its namespace prefix (strict OOXML and writers' prefixes). */
const local = (name: string) => {
  const colon = name.indexOf(':');
  return colon < 0 ? name : name.slice(colon + 1);
};

/** An attribute by its local name (`r:id` and `id` alike). */
function attribute(tag: SaxesTagPlain, name: string): string | undefined {
  for (const [key, value] of Object.entries(tag.attributes)) if (local(key) === name) return value;
  return undefined;
}

/** Runs a parser over a whole part; XML errors become XlsxShapeError. */
function parseWhole(
  part: Uint8Array,
  what: string,
  setup: (parser: SaxesParser<PlainOptions>) => void,
): void {
  const parser = plainParser();
  setup(parser);
  try {
    parser.write(new TextDecoder('utf-8').decode(part)).close();
  } catch {
    throw new XlsxShapeError(what);
  }
}

/** The path of a relationship target, relative to `xl/` unless absolute; '..' and '.' resolved. */
export function partPath(target: string): string {
  const parts = (target.startsWith('/') ? target.slice(1) : `xl/${target}`).split('/');
  const out: string[] = [];
  for (const p of parts) {
    if (p === '..') out.pop();
    else if (p !== '.' && p !== '') out.push(p);
  }
  return out.join('/');
}

function workbookPlan(
  book: Uint8Array,
  rels: Uint8Array,
): { sheets: SheetPart[]; sharedStrings: string | null; date1904: boolean } | null {
  const targets = new Map<string, { type: string; path: string }>();
  let sharedStrings: string | null = null;
  parseWhole(rels, 'workbook relationships', (parser) =>
    parser.on('opentag', (tag) => {
      if (local(tag.name) !== 'Relationship') return;
      const id = attribute(tag, 'Id') ?? '';
      const type = attribute(tag, 'Type') ?? '';
      const target = attribute(tag, 'Target') ?? '';
      if (attribute(tag, 'TargetMode') === 'External') return;
      targets.set(id, { type, path: partPath(target) });
      if (type.endsWith('/sharedStrings')) sharedStrings = partPath(target);
    }),
  );
  const sheets: SheetPart[] = [];
  let date1904 = false;
  let foreign = false;
  parseWhole(book, 'workbook', (parser) =>
    parser.on('opentag', (tag) => {
      const name = local(tag.name);
      if (name === 'workbookPr') {
        const v = attribute(tag, 'date1904');
        date1904 = v === '1' || v === 'true';
      }
      if (name !== 'sheet') return;
      const rel = targets.get(attribute(tag, 'id') ?? '');
      if (!rel || !rel.type.endsWith('/worksheet')) foreign = true;
      else sheets.push({ name: attribute(tag, 'name') ?? '', path: rel.path });
    }),
  );
  if (foreign || sheets.length === 0) return null;
  return { sheets, sharedStrings, date1904 };
}

/**
 * A string of its own. Texts the parser hands over are slices of the piece of XML they were read
 * from, and a kept slice keeps that whole 256 KiB piece alive: every cell would retain the sheet's
 * XML. Concatenating then slicing makes V8 copy the characters into a new flat string.
 */
const own = (text: string) => (text.length < 13 ? text : ` ${text}`.slice(1));

/** OOXML's escapes of characters XML cannot carry: '_x000D_' is a carriage return, '_x005F_' a '_'. */
const unescapeOoxml = (text: string) =>
  text.includes('_x')
    ? text.replace(/_x([0-9A-Fa-f]{4})_/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)))
    : text;

/**
 * The text of a string item (`<si>` or an inline `<is>`): its `<t>`, or its runs' `<t>` joined;
 * phonetic runs (`<rPh>`) left out, as Excel shows them.
 */
class StringItem {
  private text = '';
  private inT = false;
  private inPhonetic = false;

  open(name: string): void {
    if (name === 't') this.inT = true;
    else if (name === 'rPh') this.inPhonetic = true;
  }

  close(name: string): void {
    if (name === 't') this.inT = false;
    else if (name === 'rPh') this.inPhonetic = false;
  }

  add(text: string): void {
    if (this.inT && !this.inPhonetic) this.text += text;
  }

  take(): string {
    const text = own(unescapeOoxml(this.text));
    this.text = '';
    return text;
  }
}

function sharedStrings(part: Uint8Array): string[] {
  const out: string[] = [];
  const item = new StringItem();
  parseWhole(part, 'shared strings', (parser) => {
    parser.on('opentag', (tag) => item.open(local(tag.name)));
    parser.on('text', (text) => item.add(text));
    parser.on('cdata', (text) => item.add(text));
    parser.on('closetag', (tag) => {
      const name = local(tag.name);
      item.close(name);
      if (name === 'si') out.push(item.take());
    });
  });
  return out;
}

/** 'AB12' → column 27 (0-based), or -1 when the reference has no letters. */
export function columnOf(ref: string): number {
  let col = 0;
  let i = 0;
  for (; i < ref.length; i += 1) {
    const code = ref.charCodeAt(i) | 0x20; // lower case
    if (code < 0x61 || code > 0x7a) break;
    col = col * 26 + (code - 0x60);
    if (col > MAX_COLUMNS) throw new XlsxShapeError('cell reference');
  }
  return i === 0 ? -1 : col - 1;
}

const EXCEL_EPOCH = Date.UTC(1899, 11, 30);
const EPOCH_1904 = Date.UTC(1904, 0, 1);

/** A `t="d"` cell's ISO date as the serial number SheetJS gives with cellDates off. */
function dateSerial(iso: string, date1904: boolean): number | null {
  const ms = Date.parse(/[zZ]|[+-]\d\d:?\d\d$/.test(iso) || iso.length <= 10 ? iso : `${iso}Z`);
  if (Number.isNaN(ms)) return null;
  return (ms - (date1904 ? EPOCH_1904 : EXCEL_EPOCH)) / 86_400_000;
}

/**
 * Builds one sheet's rows from its XML events. rows[i] is line i + 1; a row holds its cells up to
 * its last one that has a value (errors count, as in SheetJS's rows), gaps as null.
 */
class SheetBuilder {
  readonly rows: Cell[][] = [];
  private row: Cell[] = [];
  private rowIndex = -1;
  private col = -1;
  private type = '';
  private inCell = false;
  private inValue = false;
  private inInline = false;
  private value = '';
  private hasValue = false;
  private readonly inline = new StringItem();

  constructor(
    private readonly shared: readonly string[],
    private readonly date1904: boolean,
  ) {}

  open(tag: SaxesTagPlain): void {
    const name = local(tag.name);
    if (name === 'row') {
      const r = tag.attributes.r;
      const index = r === undefined ? this.rowIndex + 1 : Number(r) - 1;
      if (!Number.isInteger(index) || index <= this.rowIndex || index >= MAX_ROWS)
        throw new XlsxShapeError('row number');
      this.rowIndex = index;
      this.row = [];
      this.col = -1;
    } else if (name === 'c') {
      const r = tag.attributes.r;
      const col = r === undefined ? -1 : columnOf(r);
      this.col = col < 0 ? this.col + 1 : col;
      if (this.col >= MAX_COLUMNS) throw new XlsxShapeError('cell reference');
      this.type = tag.attributes.t ?? 'n';
      this.inCell = true;
      this.value = '';
      this.hasValue = false;
    } else if (!this.inCell) {
      return;
    } else if (name === 'v') {
      this.inValue = true;
      this.hasValue = true;
    } else if (name === 'is') {
      this.inInline = true;
      this.hasValue = true;
    } else if (this.inInline) {
      this.inline.open(name);
    }
  }

  text(text: string): void {
    if (this.inValue) this.value += text;
    else if (this.inInline) this.inline.add(text);
  }

  close(tag: SaxesTagPlain): void {
    const name = local(tag.name);
    if (name === 'v') this.inValue = false;
    else if (name === 'is') this.inInline = false;
    else if (this.inInline) this.inline.close(name);
    else if (name === 'c') this.endCell();
    else if (name === 'row') this.endRow();
  }

  private endCell(): void {
    this.inCell = false;
    if (!this.hasValue) return;
    const cell = this.cell();
    if (cell === undefined) return;
    while (this.row.length < this.col) this.row.push(null);
    this.row[this.col] = cell;
  }

  /** The cell's plain value; undefined for a cell SheetJS would not keep. */
  private cell(): Cell | undefined {
    const v = this.value;
    switch (this.type) {
      case 's': {
        const text = this.shared[Number(v)];
        return text === undefined ? undefined : text;
      }
      case 'inlineStr':
        return this.inline.take();
      case 'str':
        return own(unescapeOoxml(v));
      case 'b':
        return v === '1' || v === 'true';
      case 'e':
        return null;
      case 'd':
        return v === '' ? undefined : dateSerial(v, this.date1904);
      default: {
        if (v.trim() === '') return undefined;
        const n = parseFloat(v);
        return Number.isNaN(n) ? null : n;
      }
    }
  }

  private endRow(): void {
    if (this.row.length === 0) return;
    while (this.rows.length < this.rowIndex) this.rows.push([]);
    // An exact-size copy: a row grown by push keeps room for 17 cells (V8's growth).
    this.rows[this.rowIndex] = this.row.slice();
    this.row = [];
  }
}

/** Streams the wanted sheet parts through their builders; resolves with each part's rows. */
function sheetRows(
  buf: Uint8Array,
  paths: ReadonlySet<string>,
  shared: readonly string[],
  date1904: boolean,
): Promise<Map<string, Cell[][]>> {
  return new Promise((resolve, reject) => {
    const done = new Map<string, Cell[][]>();
    let failed = false;
    const fail = (error: unknown) => {
      if (failed) return;
      failed = true;
      reject(error instanceof XlsxShapeError ? error : new XlsxShapeError('worksheet'));
    };
    const finish = () => {
      if (!failed && done.size === paths.size) resolve(done);
    };
    const started = new Set<string>();
    const unzip = new Unzip((file) => {
      if (!paths.has(file.name) || started.has(file.name) || failed) return;
      started.add(file.name);
      const builder = new SheetBuilder(shared, date1904);
      const parser = plainParser();
      parser.on('opentag', (tag) => builder.open(tag));
      parser.on('text', (text) => builder.text(text));
      parser.on('cdata', (text) => builder.text(text));
      parser.on('closetag', (tag) => builder.close(tag));
      const decoder = new TextDecoder('utf-8');
      file.ondata = (error, chunk, final) => {
        if (failed) return;
        if (error) return fail(error);
        try {
          parser.write(decoder.decode(chunk, { stream: !final }));
          if (!final) return;
          parser.close();
        } catch (caught) {
          file.terminate();
          return fail(caught);
        }
        done.set(file.name, builder.rows);
        finish();
      };
      try {
        file.start();
      } catch (caught) {
        fail(caught);
      }
    });
    unzip.register(ZlibInflate);
    try {
      unzip.push(buf, true);
    } catch (caught) {
      fail(caught);
    }
    // The entries are met while pushing: a sheet the directory names but no local header carries
    // (the two disagree) would never end; the caller reads such a file with SheetJS instead.
    if (started.size < paths.size) fail(new XlsxShapeError('worksheet entry'));
  });
}
