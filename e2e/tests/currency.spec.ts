/**
 * Settings, currency tab (spec 000 §2, §9): a super admin enters a EUR→MUR rate (the ECB does not
 * publish MUR), converts an amount typed the French way and sees the result with the rate's date.
 * The e2e server has no internet: its start-up ECB fetch fails, which must only show on the
 * status panel (nothing crashes, conversions with stored rates still work).
 */
import { ACCOUNTS, expect, fr, signInAs, test } from './helpers';

const c = fr.currency;

test('a super admin enters EUR→MUR, converts 1 234,50 € and sees the rate used and its date', async ({
  page,
}) => {
  await signInAs(page, ACCOUNTS.admin);

  // The automatic ECB fetch has run (and, offline, failed) without breaking the server.
  await expect
    .poll(
      async () => {
        const status = (await (await page.request.get('/api/currencies/status')).json()) as {
          ecb: { lastError: string | null; lastSuccessAt: string | null };
        };
        return status.ecb.lastError !== null || status.ecb.lastSuccessAt !== null;
      },
      { timeout: 20_000 },
    )
    .toBe(true);

  await page.goto('/settings?tab=currency');
  await expect(page.getByText(c.status.autoRefresh.replace('{{minutes}}', '10'))).toBeVisible();
  const status = (await (await page.request.get('/api/currencies/status')).json()) as {
    ecb: { lastError: keyof typeof c.ecbErrors | null };
  };
  if (status.ecb.lastError) {
    await expect(page.getByText(c.ecbErrors[status.ecb.lastError], { exact: false })).toBeVisible();
  }

  // Enter the rate.
  await page.getByLabel(c.manual.base, { exact: true }).selectOption('EUR');
  await page.getByLabel(c.manual.quote, { exact: true }).selectOption('MUR');
  await page.getByLabel(c.manual.rate, { exact: true }).fill('53,4');
  await page.getByLabel(c.manual.rateDate, { exact: true }).fill('2026-01-15');
  await page.getByRole('button', { name: c.manual.submit }).click();
  await expect(page.getByText(/Taux enregistré : 1 EUR = 53,4000 MUR au 15\/01\/2026\./)).toBeVisible();

  // The rates table now has EUR→MUR with its date and source.
  const murRow = page.getByRole('table').getByRole('row', { name: /MUR/ });
  await expect(murRow).toContainText('53,4000');
  await expect(murRow).toContainText('15/01/2026');
  await expect(murRow).toContainText(c.sources.manual);

  // Convert, server-side, an amount typed the French way.
  await page.getByLabel(c.converter.from, { exact: true }).selectOption('EUR');
  await page.getByLabel(c.converter.to, { exact: true }).selectOption('MUR');
  await page.getByLabel(c.converter.amount, { exact: true }).fill('1 234,50');
  const result = page.getByRole('status', { name: c.converter.result });
  await expect(result.getByTestId('conversion-amount')).toHaveText(/^Rs\s65,922\.30$/);
  await expect(result).toContainText('1 EUR = 53,4000 MUR');
  await expect(result).toContainText('15/01/2026');
  await expect(result).toContainText(c.sources.manual);

  // With the ECB unreachable, EUR→USD converts at the demo data's rate, said to be one (issue 30
  // §4); never at 1.
  if (status.ecb.lastError !== null) {
    await page.getByLabel(c.converter.to, { exact: true }).selectOption('USD');
    await expect(result).toContainText('1 EUR = 1,0800 USD');
    await expect(result).toContainText(c.sources.demo);
    await expect(result).not.toContainText(c.unavailable);
  }
});
