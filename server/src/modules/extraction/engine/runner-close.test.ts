/**
 * Closing the extraction runner (the server stops): an idle thread ends its OCR thread and itself,
 * a busy one is terminated and its document ends 'interrupted'.
 */
import { describe, expect, it } from 'vitest';
import { scannedPdf } from '../../../../test/pdfs';
import { ExtractionRunner, runnerSettingsFromEnv } from '../runner';

const settings = { ...runnerSettingsFromEnv({}), timeLimitMs: 120_000, llm: null };

describe('closing the extraction runner', () => {
  it('lets an idle thread that has read a scan end its OCR thread and itself', async () => {
    const runner = new ExtractionRunner(settings);
    const scan = await scannedPdf(['Devis DV-7', 'Fournisseur : Atelier Martin SARL'], 1);
    const result = await runner.run({ bytes: scan, fileName: 'scan.pdf', kind: 'quotation' });
    expect(result.ok, JSON.stringify(result)).toBe(true);
    if (result.ok) expect(result.outcome.method).toBe('ocr');
    expect(await runner.close()).toEqual({ ended: 1, terminated: 0 });
    expect(await runner.run({ bytes: scan, fileName: 'scan.pdf', kind: 'quotation' })).toMatchObject({
      ok: false,
      code: 'interrupted',
    });
  }, 120_000);

  it('terminates a busy thread: its document ends interrupted', async () => {
    const runner = new ExtractionRunner(settings);
    const scan = await scannedPdf(['Devis DV-8'], 3);
    let started!: () => void;
    const progressing = new Promise<void>((resolve) => (started = resolve));
    const running = runner.run({
      bytes: scan,
      fileName: 'scan.pdf',
      kind: 'quotation',
      onProgress: () => started(),
    });
    await progressing;
    expect(await runner.close()).toEqual({ ended: 0, terminated: 1 });
    expect(await running).toMatchObject({ ok: false, code: 'interrupted' });
  }, 120_000);
});
