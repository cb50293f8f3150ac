/**
 * Issue 19: scans in simplified Chinese. A page that French and English read poorly is read again
 * with the simplified Chinese model (@tesseract.js-data/chi_sim), loaded only then.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { renderPdf, type PdfDocumentSpec } from '../../../platform/pdf';
import { ocrImage, ocrLanguagesStarted, renderPdfPage, terminateOcr } from './ocr';
import type { TextDocument } from './types';

afterAll(async () => {
  await terminateOcr();
});

/** A one-page document with these texts as title, issuer, party, a line and the total. */
function page(t: string[]): PdfDocumentSpec {
  return {
    title: t[0]!,
    issuer: { name: t[1]!, lines: [t[2]!] },
    meta: [{ label: t[3]!, value: 'DEV-2026-001' }],
    party: { heading: t[4]!, lines: [t[5]!, t[6]!] },
    columns: [
      { header: t[7]!, width: '*' },
      { header: 'Total', width: 85, align: 'right' },
    ],
    rows: [[{ text: t[8]! }, '1 234,50 €']],
    totals: [{ label: t[9]!, value: '1 234,50 €', strong: true }],
    sections: [],
    footer: () => '',
    info: { title: t[0]!, author: t[1]! },
  };
}

async function scan(spec: PdfDocumentSpec): Promise<Uint8Array> {
  return new Uint8Array(await renderPdfPage(new Uint8Array(await renderPdf(spec)), 1, 200));
}

/** The recognised text without spaces (Tesseract puts spaces between Chinese words). */
const compact = (doc: TextDocument) =>
  doc.pages
    .flatMap((p) => p.lines.map((l) => l.text))
    .join('\n')
    .replace(/[ \u00a0]+/g, '');

describe('OCR of simplified Chinese', () => {
  it('reads a French page without loading the Chinese model', async () => {
    const doc = await ocrImage(
      await scan(
        page([
          'DEVIS',
          'Comptoir Lyonnais',
          '12 rue de la République',
          'Numéro',
          'Client',
          'Émilie Durand',
          'Société Générale des Écrous',
          'Désignation',
          'Bureau chêne massif',
          'Total TTC',
        ]),
      ),
    );
    expect(compact(doc)).toContain('ÉmilieDurand');
    expect(ocrLanguagesStarted()).toEqual(['fra+eng']);
  });

  it('reads a Chinese page with the Chinese model', async () => {
    const doc = await ocrImage(
      await scan(
        page([
          '报价单',
          '深圳华强电子有限公司',
          '广东省深圳市福田区华强北路',
          '编号',
          '客户',
          '王伟',
          '北京科技有限公司',
          '产品名称',
          '蓝牙耳机无线充电',
          '合计',
        ]),
      ),
    );
    const text = compact(doc);
    for (const expected of [
      '深圳华强电子有限公司',
      '王伟',
      '北京科技有限公司',
      '蓝牙耳机',
      'DEV-2026-001',
      '1234,50',
    ]) {
      expect(text, expected).toContain(expected);
    }
    expect(ocrLanguagesStarted()).toContain('chi_sim+eng');
  });
});
