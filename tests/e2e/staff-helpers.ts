import type { Page } from 'playwright-core';
import { latestCode } from './journey-helpers';

/**
 * Signs a staff member in on the staff app at `staffUrl` with the code from the development outbox, as a person does.
 * The demo accounts are shared by the staff files that run on one server (one server a worker) and an address gets
 * one code per 30 s: when the API says to wait (429 with Retry-After), this waits as long and asks again, as a host
 * reading "wait N seconds" would.
 */
export async function signInStaff(page: Page, staffUrl: string, email: string): Promise<void> {
  await page.goto(`${staffUrl}/staff`);
  await page.getByLabel('E-mail address').fill(email);
  for (let attempt = 0; ; attempt += 1) {
    const asked = Date.now() - 1000;
    const answer = page.waitForResponse(
      (response) => response.request().method() === 'POST' && response.url().endsWith('/api/staff/sessions'),
    );
    await page.getByRole('button', { name: 'Send code' }).click();
    const response = await answer;
    if (response.status() === 429 && attempt < 2) {
      const seconds = Number(response.headers()['retry-after'] ?? 30);
      await page.waitForTimeout(seconds * 1000 + 500);
      continue;
    }
    await page.getByLabel('6-digit code').fill(await latestCode(staffUrl, email, asked));
    await page.getByRole('button', { name: 'Sign in' }).click();
    return;
  }
}
