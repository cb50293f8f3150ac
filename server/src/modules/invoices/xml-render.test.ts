import { describe, expect, it } from 'vitest';
import { renderXml } from './xml-render';

describe('renderXml (the library object format written without a DOM)', () => {
  it('writes elements in order, repeats arrays, escapes text and attributes, and merges a "#" object', () => {
    const xml = renderXml({
      'rsm:Root': {
        '@xmlns:rsm': 'urn:x&y',
        'ram:Name': 'Tôle <2 mm> & "écrous"',
        'ram:Empty': {},
        'ram:Note': ['a', 'b'],
        'ram:Amount': [{ '#': { '#': '12.50', '@currencyID': 'EUR' } }],
        'ram:Party': { '@schemeID': 'a"b\nc', 'ram:ID': 7 },
        'ram:Missing': undefined,
      },
    });
    expect(xml).toBe(
      [
        '<?xml version="1.0" encoding="utf-8"?>',
        '<rsm:Root xmlns:rsm="urn:x&amp;y">',
        '\t<ram:Name>Tôle &lt;2 mm&gt; &amp; "écrous"</ram:Name>',
        '\t<ram:Empty/>',
        '\t<ram:Note>a</ram:Note>',
        '\t<ram:Note>b</ram:Note>',
        '\t<ram:Amount currencyID="EUR">12.50</ram:Amount>',
        '\t<ram:Party schemeID="a&quot;b&#xA;c">',
        '\t\t<ram:ID>7</ram:ID>',
        '\t</ram:Party>',
        '</rsm:Root>',
      ].join('\n'),
    );
  });
});
