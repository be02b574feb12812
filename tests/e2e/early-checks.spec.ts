/**
 * No browser bubble, ever, and a tap answered from the first paint: the calculators (both variants) and the
 * contact form are served with novalidate, and before their island has woken (its module held back here) the
 * page checks a submit itself, with each form's own rules and messages (the landing page's typed year from
 * 1987 to this year included), drawn under each field (and in the contact form's error summary). Woken, the
 * island starts from what is shown, without a hydration error, and says the same for the same input.
 */
import { expect, test, type Page } from '@playwright/test';
import { holdIsland } from '../support/states';

test.describe.configure({ timeout: 90_000 });
const T = { timeout: 30_000 };

/** Everything the page said to the console, and any bubble the browser would have shown (an `invalid` event). */
async function watch(page: Page) {
  const said: string[] = [];
  page.on('console', (m) => (m.type() === 'error' || m.type() === 'warning') && said.push(m.text()));
  page.on('pageerror', (e) => said.push(e.message));
  await page.addInitScript(() => {
    const w = window as unknown as { bubbles: number };
    w.bubbles = 0;
    addEventListener('invalid', () => w.bubbles++, true);
  });
  return { said, bubbles: () => page.evaluate(() => (window as unknown as { bubbles: number }).bubbles) };
}

/** The form holding the field `<id>-name`, and the messages under its fields. */
const formOf = (page: Page, id: string) => page.locator(`form:has(#${id}-name)`);
const errors = (page: Page, id: string) => formOf(page, id).locator('.field-error').allTextContents();

const FORMS = [
  {
    route: '/inflation-calculator',
    id: 'calc',
    island: /\/CalculatorIsland\.[\w-]+\.js$/,
    empty: [
      'Please enter your name',
      'Please enter a valid email',
      'Please enter an amount',
      'Please select a month',
      'Please select a year',
    ],
  },
  {
    route: '/landing',
    id: 'landing-calc',
    island: /\/CalculatorIsland\.[\w-]+\.js$/,
    empty: [
      'Name must be at least 2 characters',
      'Please enter a valid email address',
      'Please enter an amount',
      'Please select a month',
      'Please enter a valid year',
    ],
  },
  {
    route: '/contact',
    id: 'contact',
    island: /\/ContactForm\.[\w-]+\.js$/,
    empty: [
      'Name is required',
      'Invalid email address',
      'Please select an investment amount',
      "Please select what you're interested in",
      'Message must be at least 10 characters',
    ],
  },
] as const;

for (const width of [320, 1280]) {
  test.describe(`at ${width} px`, () => {
    const phone = width < 600;
    test.use({ viewport: { width, height: phone ? 640 : 900 }, isMobile: phone, hasTouch: phone });

    for (const { route, id, island, empty } of FORMS) {
      test(`${route}: a tap before the island wakes gets the form's own messages, and the island keeps them`, async ({
        page,
      }) => {
        const { said, bubbles } = await watch(page);
        const release = await holdIsland(page, island);
        await page.goto(route);
        const form = formOf(page, id);
        await expect(page.locator(`astro-island:has(#${id}-name)`)).toHaveAttribute('ssr', '');
        const submit = form.locator('button[type=submit]');
        await submit.scrollIntoViewIfNeeded();
        await (phone ? submit.tap() : submit.click());
        expect(await bubbles(), 'the browser showed its own bubble').toBe(0);
        await expect(page).toHaveURL(new RegExp(`${route}$`));
        expect(await errors(page, id)).toEqual(empty);
        await expect(form).toHaveAttribute('novalidate', '');
        const name = page.locator(`#${id}-name`);
        await expect(name).toHaveAttribute('aria-invalid', 'true');
        await expect(name).toHaveAccessibleDescription(empty[0]);
        if (id === 'contact') {
          await expect(page.locator('.error-summary')).toBeFocused();
          await expect(page.locator('.error-summary li')).toHaveText([...empty]);
        } else {
          await expect(name).toBeFocused();
        }

        // Woken, the island shows the same, with no hydration error, and checks the next submit itself.
        release();
        await expect(page.locator(`astro-island:has(#${id}-name)`)).not.toHaveAttribute('ssr', /.*/, T);
        expect(await errors(page, id)).toEqual(empty);
        await name.fill('Anne-Marie Éloïse Ní Bhriain-Wójcikowska');
        await (phone ? submit.tap() : submit.click());
        await expect.poll(() => errors(page, id), T).toEqual(empty.slice(1));
        expect(await bubbles()).toBe(0);
        expect(said, 'console errors and warnings').toEqual([]);
      });
    }
  });
}

test.describe('the early checks say what the island says', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  /** Values typed into a calculator, and what each variant then says about the field named. */
  const CASES: { fill: Record<string, string>; field: string; variant: 'calc' | 'landing-calc' }[] = [
    { variant: 'calc', field: 'amount', fill: { amount: '0' } },
    { variant: 'calc', field: 'amount', fill: { amount: '12.345' } },
    { variant: 'calc', field: 'amount', fill: { amount: '1000000001' } },
    { variant: 'calc', field: 'email', fill: { email: 'anne at example.com' } },
    { variant: 'landing-calc', field: 'name', fill: { name: ' A ' } },
    { variant: 'landing-calc', field: 'year', fill: { year: '1986' } },
    { variant: 'landing-calc', field: 'year', fill: { year: '198' } },
    { variant: 'landing-calc', field: 'year', fill: { year: '2999' } },
    { variant: 'landing-calc', field: 'year', fill: { year: '1987' } },
    { variant: 'landing-calc', field: 'amount', fill: { amount: '2500.50' } },
  ];

  for (const { variant, field, fill } of CASES) {
    test(`${variant === 'calc' ? '/inflation-calculator' : '/landing'}: ${JSON.stringify(fill)}`, async ({ page }) => {
      const route = variant === 'calc' ? '/inflation-calculator' : '/landing';
      const said: (string | null)[] = [];
      for (const held of [true, false]) {
        const release = held ? await holdIsland(page, /\/CalculatorIsland\.[\w-]+\.js$/) : () => {};
        await page.goto(route);
        const form = formOf(page, variant);
        await form.scrollIntoViewIfNeeded();
        const wait = page.locator(`astro-island:has(#${variant}-name)`);
        if (held) await expect(wait).toHaveAttribute('ssr', '');
        else await expect(wait).not.toHaveAttribute('ssr', /.*/, T);
        for (const [name, value] of Object.entries(fill)) await page.locator(`#${variant}-${name}`).fill(value);
        await form.locator('button[type=submit]').click();
        await expect(form.locator('.field-error').first()).toBeVisible(T);
        const error = page.locator(`#${variant}-${field}-error`);
        said.push((await error.count()) ? await error.textContent() : null);
        release();
        await page.unrouteAll({ behavior: 'ignoreErrors' });
      }
      expect(said[0], 'before the island wakes, as after').toBe(said[1]);
    });
  }
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });
  test('the calculators and the contact form post as they are, and the function answers with a page', async ({
    page,
  }) => {
    await page.goto('/landing');
    await formOf(page, 'landing-calc').locator('button[type=submit]').click();
    await expect(page).toHaveURL(/\/api\/inflation$/);
    await expect(page.getByRole('heading', { name: 'There is a problem' })).toBeVisible();
  });
});
