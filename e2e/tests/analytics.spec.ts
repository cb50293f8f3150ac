/**
 * Financial analysis ('Analyses Financières', issue 14 §1): open the analysis of a quarter, switch
 * tabs, and export it to xlsx with one sheet per tab.
 */
import ExcelJS from 'exceljs';
import { ACCOUNTS, expect, fr, signInAs, test } from './helpers';

const a = fr.analytics;

test('the analysis of a quarter: tabs, figures with their definitions, xlsx export', async ({ page }) => {
  test.setTimeout(180_000);
  await signInAs(page, ACCOUNTS.admin);
  await page.goto('/analytics');
  await expect(page.getByRole('heading', { level: 1, name: a.title })).toBeVisible();

  await page.getByRole('radio', { name: a.periods.quarter }).click();
  await expect(page).toHaveURL(/period=quarter/);
  const url = new URL(page.url());
  const from = url.searchParams.get('from')!;
  const to = url.searchParams.get('to')!;
  expect(from).toMatch(/^\d{4}-(01|04|07|10)-01$/);

  // The overview's figures are the API's, with their definitions written on the page.
  const overview = (await (
    await page.request.get(`/api/analytics/overview?from=${from}&to=${to}`)
  ).json()) as {
    figures: { revenue: string };
  };
  const revenue = page.getByTestId('figure').filter({ hasText: a.figures.revenue }).first();
  await expect(revenue).toContainText(a.definitions.revenue);
  const shown = Number(overview.figures.revenue).toLocaleString('fr-FR', { minimumFractionDigits: 2 });
  // Digits are grouped with a narrow no-break space: compare without any space.
  await expect
    .poll(async () => (await revenue.innerText()).replace(/\s/g, ''))
    .toContain(shown.replace(/\s/g, ''));

  for (const tab of ['cashflow', 'profitability', 'receivables', 'payables', 'detailed'] as const) {
    await page.getByRole('tab', { name: a.tabs[tab] }).click();
    await expect(page).toHaveURL(new RegExp(`tab=${tab}`));
    await expect(page.getByRole('tabpanel')).toBeVisible();
  }
  await expect(page.getByText(a.definitions.detailed)).toBeVisible();
  await page.getByRole('tab', { name: a.tabs.receivables }).click();
  await expect(page.getByText(a.definitions.receivables)).toBeVisible();

  // Other specs issue invoices on the same server meanwhile: the export is compared with the
  // figures read just before and just after it, downloaded again when the books moved in between.
  const revenueNow = async () =>
    Number(
      (
        (await (await page.request.get(`/api/analytics/overview?from=${from}&to=${to}`)).json()) as {
          figures: { revenue: string };
        }
      ).figures.revenue,
    );
  let before = await revenueNow();
  await page.getByText(a.export, { exact: true }).click();
  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: a.exportXlsx }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`analyse-${from}-${to}.xlsx`);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile((await file.path())!);
  expect(workbook.worksheets.map((s) => s.name)).toEqual([
    a.tabs.overview,
    a.tabs.cashflow,
    a.tabs.profitability,
    a.tabs.receivables,
    a.tabs.payables,
    a.tabs.detailed,
  ]);
  const exportedRevenue = (book: ExcelJS.Workbook) =>
    Array.from(book.getWorksheet(a.tabs.overview)!.getSheetValues(), (r) =>
      Array.isArray(r) ? r.slice(1) : [],
    ).find((r) => r[0] === a.figures.revenue)?.[1];
  let exported = exportedRevenue(workbook);
  let after = await revenueNow();
  for (let attempt = 1; before !== after && attempt < 3; attempt += 1) {
    before = after;
    const res = await page.request.get(`/api/analytics/export?format=xlsx&from=${from}&to=${to}`);
    const again = new ExcelJS.Workbook();
    await again.xlsx.load((await res.body()) as unknown as ArrayBuffer);
    exported = exportedRevenue(again);
    after = await revenueNow();
  }
  expect(exported).toBe(after);
});
