import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { neutralizeCell } from './spreadsheet';

const STARTERS = ['=', '+', '-', '@', '\t', '\r', '＝', '＋', '－', '＠', '﹦'];

describe('neutralizeCell', () => {
  const HOSTILE = [
    '=1+1',
    '+33',
    '-2',
    '@SUM(A1)',
    '\tx',
    '\rx',
    '\u0000=1+1',
    '\u0007=HYPERLINK("x")',
    '\n=1+1',
    ' -2',
    '\u00a0@x',
    '\u3000=1',
    '\ufeff=1',
    '\u200b+1',
    '\u202e=1',
    '＝HYPERLINK("http://x")',
    '\u0085=1',
  ];

  it('prefixes formula starters with a quote, also behind unseen characters and lone surrogates', () => {
    for (const text of [...HOSTILE, '\ud800\u0007@x']) expect(neutralizeCell(text)).toBe(`'${text}`);
    expect(neutralizeCell('Théière')).toBe('Théière');
    expect(neutralizeCell('')).toBe('');
    expect(neutralizeCell('Prix = 12')).toBe('Prix = 12');
    expect(neutralizeCell('x\t=1')).toBe('x\t=1');
  });

  it('never leaves a cell whose first visible character starts a formula', () => {
    const noise = fc.constantFrom(
      '\u0000',
      '\u0001',
      '\u0008',
      '\u000b',
      '\n',
      ' ',
      '\u001f',
      '\u00a0',
      '\u200b',
      '\ufeff',
      '\ufffe',
      '\ud800',
    );
    fc.assert(
      fc.property(
        fc.array(noise, { maxLength: 4 }),
        fc.constantFrom(...STARTERS),
        fc.string(),
        (pre, starter, rest) => {
          expect(neutralizeCell(pre.join('') + starter + rest).startsWith("'")).toBe(true);
        },
      ),
    );
  });
});
