import { expect, test } from '@playwright/test';
import { withOwnServerSession } from '@tests/e2e/support/notifications';
import { startPrometheus, type PrometheusServer } from '@tests/e2e/support/prometheus';
import { visibleBalance } from '@tests/e2e/support/wallet';

/**
 * docs/operations.md "Metrics", as an operator's monitoring sees it: a real Prometheus (Debian's package) scrapes a
 * running server's metrics listener (METRICS_PORT, never the public port), and after a player's deposit through the
 * site its queries give a request rate and the deposit counted, once and in lira. The server is the journey's own,
 * so no other journey's deposit is in the counts.
 */
test('Prometheus scrapes the server: a request rate, and a deposit counted once and in lira', async ({ page, context, playwright }) => {
  test.setTimeout(120_000);
  let prometheus: PrometheusServer | null = null;
  try {
    await withOwnServerSession(page, playwright, async ({ server }) => {
      // The public port never serves the metrics.
      const publicMetrics = await page.request.get(`${server.baseURL}/metrics`);
      expect(await publicMetrics.text()).not.toContain('casino_http_requests_total');

      const started = await startPrometheus(server.metricsAddress);
      prometheus = started;
      await expect.poll(() => started.query('up{job="casino"}'), { timeout: 30_000 }).toBe(1);
      // Nothing deposited yet, and the deposit series is there at 0 (so rate() and increase() see the first deposit).
      expect(await started.query('sum(casino_wallet_movements_total{kind="deposit"})')).toBe(0);

      await page.goto(`${server.baseURL}/dashboard/deposit`);
      await page.getByRole('button', { name: /E-Cüzdan/ }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByLabel(/^(E-wallet|E-cüzdan)$/).selectOption({ label: 'Papara' });
      await dialog.getByLabel(/^(Account number|Hesap numarası)$/).pressSequentially('5321234567');
      await dialog.getByLabel(/^(Amount|Tutar)$/).pressSequentially('150');
      const [payPage] = await Promise.all([context.waitForEvent('page'), dialog.getByRole('button', { name: /^(Submit|Gönder)$/ }).click()]);
      await payPage.waitForLoadState();
      await payPage.getByRole('button', { name: /^(Confirm payment|Ödemeyi onayla)$/ }).click();
      await expect(payPage.getByRole('status')).toHaveText(/Payment confirmed|Ödeme onaylandı/);
      await payPage.close();
      await dialog.getByRole('button', { name: /^(Close|Kapat)$/ }).click();
      await expect(visibleBalance(page, '₺150,00').or(visibleBalance(page, '₺150.00'))).toBeVisible();

      // Scraped every second: the deposit shows once, for ₺150, as an increase, and the site's calls have a rate.
      await expect.poll(() => started.query('sum(casino_wallet_movements_total{kind="deposit"})'), { timeout: 30_000 }).toBe(1);
      expect(await started.query('sum(casino_wallet_movements_lira_total{kind="deposit"})')).toBe(150);
      expect(await started.query('sum(increase(casino_wallet_movements_total{kind="deposit"}[5m]))')).toBeGreaterThan(0);
      expect(await started.query('sum(casino_http_requests_total{route="/api/payment/deposit",status="200"})')).toBe(1);
      expect(await started.query('sum(rate(casino_http_requests_total[1m]))')).toBeGreaterThan(0);
    }, { METRICS_PORT: '0' });
  } finally {
    await (prometheus as PrometheusServer | null)?.stop();
  }
});
