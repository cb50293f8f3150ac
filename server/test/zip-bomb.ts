/**
 * Zip bombs for the tests (issue 29 §1): an xlsx-shaped archive whose sheet inflates to `mib` MiB
 * of zeros while its headers declare `declared` bytes. The deflate stream is one flushed 1 MiB
 * block repeated, so building a 1 GiB bomb costs about 1 MB of memory and no inflating.
 */
import zlib from 'node:zlib';

/** Raw deflate of `mib` MiB of zeros: one self-contained (fully flushed) block, `mib` times, then an empty final block. */
function zerosDeflated(mib: number): Buffer {
  const block = zlib.deflateRawSync(Buffer.alloc(1024 * 1024), {
    level: 9,
    finishFlush: zlib.constants.Z_FULL_FLUSH,
  });
  return Buffer.concat([...Array.from({ length: mib }, () => block), Buffer.from([0x03, 0x00])]);
}

interface Entry {
  name: string;
  data: Buffer;
  method: 0 | 8;
  size: number;
  crc: number;
}

const stored = (name: string, text: string): Entry => {
  const data = Buffer.from(text, 'utf8');
  return { name, data, method: 0, size: data.length, crc: zlib.crc32(data) };
};

/** A little-endian record: each field is [offset, byte width (2 or 4), value]. */
function record(size: number, fields: [number, 2 | 4, number][]): Buffer {
  const buf = Buffer.alloc(size);
  for (const [at, width, value] of fields) {
    if (width === 2) buf.writeUInt16LE(value, at);
    else buf.writeUInt32LE(value >>> 0, at);
  }
  return buf;
}

/** A zip of the entries, with the sizes and checksums they declare (not necessarily true ones). */
function zipOf(entries: Entry[]): Buffer {
  const parts: Buffer[] = [];
  const central: Buffer[] = [];
  let offset = 0;
  for (const e of entries) {
    const name = Buffer.from(e.name, 'utf8');
    // The fields both headers carry (APPNOTE 4.3.7 and 4.3.12): method, crc, sizes and name
    // length, 2 bytes further in the central directory's header than in the local one.
    const shared = (shift: number): [number, 2 | 4, number][] =>
      (
        [
          [8, 2, e.method],
          [14, 4, e.crc],
          [18, 4, e.data.length],
          [22, 4, e.size],
          [26, 2, name.length],
        ] as [number, 2 | 4, number][]
      ).map(([at, width, value]) => [at + shift, width, value]);
    const local = record(30, [[0, 4, 0x04034b50], [4, 2, 20], ...shared(0)]);
    const head = record(46, [[0, 4, 0x02014b50], [4, 2, 20], [6, 2, 20], ...shared(2), [42, 4, offset]]);
    parts.push(local, name, e.data);
    central.push(head, name);
    offset += local.length + name.length + e.data.length;
  }
  const directory = Buffer.concat(central);
  // End of central directory (4.3.16): entry counts, directory size and offset.
  const end = record(22, [
    [0, 4, 0x06054b50],
    [8, 2, entries.length],
    [10, 2, entries.length],
    [12, 4, directory.length],
    [16, 4, offset],
  ]);
  return Buffer.concat([...parts, directory, end]);
}

/** An xlsx-shaped archive whose sheet really inflates to `mib` MiB but declares `declared` bytes. */
export function xlsxBomb(mib: number, declared = 1000): Buffer {
  return zipOf([
    stored('[Content_Types].xml', '<?xml version="1.0"?><Types/>'),
    stored('xl/workbook.xml', '<?xml version="1.0"?><workbook/>'),
    { name: 'xl/worksheets/sheet1.xml', data: zerosDeflated(mib), method: 8, size: declared, crc: 0 },
  ]);
}
