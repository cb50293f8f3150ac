/**
 * Platform self-test in the browser (/testing, issue 15): a super administrator runs all 59 checks
 * with live progress, opens the details of a failed one (this server cannot fetch exchange rates:
 * its ECB address is a refusing loopback port, so the rates freshness check fails for real), and
 * exports the report in the specification's shape. Others see 'Accès non autorisé'.
 */
import fs from 'node:fs';
import type { TestReport } from '../../core/src/modules/selftest';
import { ACCOUNTS, expect, fr, signInAs, test } from './helpers';

const t = fr.selftest;

test.describe('platform self-test', () => {
  test('runs every check, shows a failed one with its cause, exports the report', async ({ page }) => {
    test.setTimeout(480_000);
    await signInAs(page, ACCOUNTS.admin);
    await page.goto('/testing');
    await expect(page.getByRole('heading', { level: 1, name: t.title })).toBeVisible();
    await expect(page.getByTestId('stat-total')).toContainText('59');
    await expect(page.getByTestId('backup-status')).toBeVisible();

    await page.getByRole('button', { name: t.runAll }).click();
    // Progress streams in: the running counter shows a check in progress before the end.
    await expect(page.getByTestId('stat-running')).toContainText('1');
    await expect(page.getByText('59 / 59 tests terminés')).toBeVisible({ timeout: 200_000 });
    await expect(page.getByTestId('stat-running')).toContainText('0');
    await expect(page.getByRole('button', { name: t.runAll })).toBeEnabled();

    const failed = Number((await page.getByTestId('stat-failed').innerText()).replace(/\D+/g, ''));
    const passed = Number((await page.getByTestId('stat-passed').innerText()).replace(/\D+/g, ''));
    expect(failed).toBeGreaterThanOrEqual(1);
    expect(passed).toBeGreaterThan(40);

    // The Settings category: the rates check failed (no rate could be fetched on this server).
    const settings = page.getByTestId('category-Settings');
    await settings.getByRole('button', { name: t.viewDetails }).click();
    const rates = page.getByTestId('test-settings-rates');
    await expect(rates).toContainText(t.status.failed);
    await rates.getByRole('button', { name: /Détails/ }).click();
    const details = page.getByTestId('test-details');
    await expect(details).toContainText(t.dialog.checked);
    await expect(details).toContainText('deux jours ouvrés');
    await expect(details).toContainText(t.dialog.error);
    await expect(details).toContainText(/aucun cours de change en base|jours ouvrés \(2 au plus\)/);
    await expect(details).toContainText(/\d+ ms/);
    await page.getByRole('button', { name: t.close }).first().click();

    // A category run again on its own.
    const products = page.getByTestId('category-Products');
    await products.getByRole('button', { name: `${t.run} ${t.categories.Products}` }).click();
    await expect(products).toContainText('3/3');

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: t.export }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^rapport-tests-plateforme-\d{4}-\d{2}-\d{2}\.json$/);
    const report = JSON.parse(fs.readFileSync((await download.path())!, 'utf8')) as TestReport;
    expect(report.summary.total).toBe(59);
    expect(report.categories).toHaveLength(15);
    const item = report.categories.flatMap((c) => c.tests).find((x) => x.id === 'settings-rates')!;
    expect(Object.keys(item)).toEqual(
      expect.arrayContaining([
        'id',
        'name',
        'category',
        'status',
        'duration',
        'error',
        'details',
        'timestamp',
      ]),
    );
    expect(item.status).toBe('failed');

    // Reset puts every test back to pending.
    await page.getByRole('button', { name: t.reset }).click();
    await expect(page.getByTestId('stat-passed')).toContainText('0');
    await expect(page.getByText('0 / 59 tests terminés')).toBeVisible();
  });

  test('is refused to anyone but super administrators', async ({ page }) => {
    await signInAs(page, ACCOUNTS.commercial);
    await page.goto('/testing');
    await expect(page.getByRole('heading', { level: 1, name: 'Accès non autorisé' })).toBeVisible();
    const res = await page.request.get('/api/self-tests');
    expect(res.status()).toBe(403);
  });
});
