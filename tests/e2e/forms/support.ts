/**
 * What the form specs share: they drive every form island through the real functions served as
 * `npm start` serves them, and read what was stored (the local Netlify Database) and sent (.data/test-outbox).
 * Failures come from the real server (a bad body is a real 400); only a
 * network failure is made by aborting the request.
 */
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { storedRecords } from '../../support/stored';

export const T = { timeout: 15_000 };
export const OUTBOX = '.data/test-outbox';
export { unique } from '../../support/unique';

export async function jsonFiles(dir: string): Promise<any[]> {
  const files = await readdir(dir).catch(() => [] as string[]);
  return Promise.all(files.map(async (f) => JSON.parse(await readFile(join(dir, f), 'utf8'))));
}

/** Outbox messages to `to`, polled because delivery may finish just after the answer. */
export const outbox = (to: string) => async () =>
  (await jsonFiles(OUTBOX))
    .filter((m) => m.to === to)
    .map((m) => m.tag)
    .sort();

/** Stored records of a kind whose e-mail is `email`, shaped as the functions store them (see tests/support/stored.ts). */
export const stored = storedRecords;

export const island = (page: Page, field: string) => page.locator(`astro-island:has(#${field})`);
/** A newsletter sign-up form (footer, updates page, checklist): no island, a `<newsletter-signup>` element. */
export const signup = (page: Page, field: string) => page.locator(`newsletter-signup:has(#${field})`);
export const notifications = (page: Page) => page.getByRole('region', { name: 'Notifications' });

/** Focuses a sign-up form's field, which fetches the form's script, and waits until the form runs on it. */
export async function wake(page: Page, field: string): Promise<Locator> {
  const input = page.locator(`#${field}`);
  await input.focus();
  await expect(signup(page, field)).toHaveAttribute('data-awake', '', T);
  return input;
}

export async function expectToast(page: Page, role: 'status' | 'alert', title: string, text: string) {
  // Whole-toaster first, so a failure shows whichever toast did appear.
  await expect(notifications(page)).toContainText(title, T);
  const region = notifications(page).getByRole(role);
  await expect(region).toContainText(title);
  await expect(region).toContainText(text);
}

/** Makes the real server see `body` instead of what the island sent (to get its real 400). */
export async function rewriteBody(page: Page, path: string, body: Record<string, unknown>) {
  await page.route(path, (route) => route.continue({ postData: JSON.stringify(body) }));
}

/** The signed link to `path` in the latest message to `to` tagged `tag`, as a path and query, once it has been sent (after the answer). */
export async function linkFromOutbox(to: string, tag: string, path: string): Promise<string> {
  const link = async () => {
    const text: string =
      (await jsonFiles(OUTBOX))
        .filter((m) => m.to === to && m.tag === tag)
        .sort((a, b) => a.createdAt.localeCompare(b.createdAt))
        .at(-1)?.text ?? '';
    return text.match(new RegExp(`https?://\\S+${path}\\?\\S+`))?.[0];
  };
  await expect.poll(link, { message: `a ${tag} message to ${to} with a ${path} link`, ...T }).toBeTruthy();
  const { pathname, search } = new URL((await link())!);
  return `${pathname}${search}`;
}

/** Signs `email` up through the API and follows its confirmation link: a confirmed subscriber. */
export async function confirmedSubscriber(request: APIRequestContext, email: string): Promise<void> {
  expect((await request.post('/api/newsletter', { data: { email, source: 'footer-newsletter' } })).status()).toBe(200);
  expect(
    (
      await request.post(await linkFromOutbox(email, 'newsletter-confirm', '/api/newsletter/confirm'), { form: {} })
    ).status(),
  ).toBe(200);
}
