/**
 * Waits until `check()` holds, asking again every 10 ms. `ms` is a guard, not a measure: it turns a wait that can never
 * end into a failure that names it, well before the test's own timeout (speed is a figure of `npm run bench`).
 */
export async function until(check: () => boolean | Promise<boolean>, ms = 20_000): Promise<void> {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error(`timed out after ${ms} ms waiting`);
    await new Promise((r) => setTimeout(r, 10));
  }
}
