/** Helpers that put a page into its interactive states, shared by the axe and keyboard checks. */
import { expect, type Page } from '@playwright/test';

/** A case-study page with both before/after carousels and the map facade. */
export const GALLERY_PAGE = '/case-studies/2-bed-social-housing-nelincs';

/** Answers the map embed locally, so loading the map contacts no one. */
export async function stubMap(page: Page): Promise<void> {
  await page.route(/^https:\/\/(www|maps)\.google\.com\//, (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: '<!doctype html><html lang="en"><title>Map</title><p>Map of the area</p></html>',
    }),
  );
}

/** Scrolls the first carousel into view and waits until Swiper has taken it over. */
export async function mountCarousel(page: Page) {
  const carousel = page.locator('[data-carousel]').first();
  await carousel.scrollIntoViewIfNeeded();
  await expect(carousel.locator('.swiper')).toHaveClass(/swiper-initialized/);
  return carousel;
}

/** The page is no wider than the screen (nothing forces a phone to scroll sideways or zoom out). */
export async function expectFitsScreen(page: Page, state: string): Promise<void> {
  const [scroll, width] = await page.evaluate(() => [document.documentElement.scrollWidth, window.innerWidth]);
  expect(scroll, `page width in ${state}`).toBeLessThanOrEqual(width);
}

/** Withholds an island's module until the returned function is called, so the page stays as served. */
export async function holdIsland(page: Page, component: RegExp): Promise<() => void> {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  await page.route(component, async (route) => {
    await gate;
    await route.continue();
  });
  return release;
}

/** Called in each state a driver puts a page into, with the state's name. */
export type Visit = (state: string) => Promise<void>;

const WAKE = { timeout: 30_000 };
/** Waits until the island holding `selector` has hydrated. */
export const hydrated = (page: Page, selector: string) =>
  expect(page.locator(`astro-island:has(${selector})`).first()).not.toHaveAttribute('ssr', /.*/, WAKE);

/**
 * What sticks out past either side of a screen `width` px wide: the document's width, and the
 * elements past an edge that nothing clips (a fixed toast or dialog counts, a slide inside its
 * carousel's overflow does not). First the outermost, then the innermost: where the cause usually is.
 */
export async function overflowAt(page: Page, width: number): Promise<{ scrollWidth: number; culprits: string[] }> {
  return page.evaluate((width) => {
    const visible = (el: Element) => {
      const r = el.getBoundingClientRect();
      return r.width > 0 && r.height > 0 && !el.closest('.visually-hidden, .hp, [hidden], .skip-link:not(:focus)');
    };
    const out = (r: DOMRect) => r.right > width + 0.5 || r.left < -0.5;
    // A box that fits can still spill: text too long for it, which its scrollWidth counts.
    const spills = (el: Element) =>
      getComputedStyle(el).overflowX === 'visible' && el.getBoundingClientRect().left + el.scrollWidth > width + 0.5;
    const clipped = (el: Element) => {
      for (let a = el.parentElement; a && a !== document.body; a = a.parentElement) {
        if (getComputedStyle(a).overflowX !== 'visible' && !out(a.getBoundingClientRect())) return true;
      }
      return false;
    };
    const past = [...document.querySelectorAll('body *')].filter(
      (el) => visible(el) && (out(el.getBoundingClientRect()) || spills(el)) && !clipped(el),
    );
    const name = (el: Element) => {
      const r = el.getBoundingClientRect();
      const classes = [...el.classList]
        .filter((c) => !c.startsWith('astro-'))
        .map((c) => `.${c}`)
        .join('');
      return `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}${classes} [${Math.round(r.left)}…${Math.round(Math.max(r.right, r.left + el.scrollWidth))}]`;
    };
    // Innermost first those with text of their own: a long word is the usual cause, the boxes around it stretch.
    const ownText = (el: Element) =>
      [...el.childNodes].some((n) => n.nodeType === Node.TEXT_NODE && n.textContent!.trim());
    const innermost = past.filter((el) => !past.some((other) => other !== el && el.contains(other)));
    innermost.sort((a, b) => Number(ownText(b)) - Number(ownText(a)));
    const culprits = [...new Set([...past.slice(0, 3), ...innermost.slice(0, 8)])].map(name);
    return { scrollWidth: document.documentElement.scrollWidth, culprits };
  }, width);
}

/** The page, in the state named, fits a screen `width` px wide: no sideways scroll, nothing cut off. */
export async function expectNoOverflow(page: Page, width: number, state: string): Promise<void> {
  const { scrollWidth, culprits } = await overflowAt(page, width);
  expect({ scrollWidth, culprits }, `${state}: ${scrollWidth} px wide on a ${width} px screen`).toEqual({
    scrollWidth: Math.min(scrollWidth, width),
    culprits: [],
  });
}

/** The calculator variants, by page. */
export const CALCULATORS = {
  '/inflation-calculator': { id: 'calc', yearIs: 'select' },
  '/landing': { id: 'landing-calc', yearIs: 'input' },
} as const;

/** A real-world address of 64 characters and a 40-character name with accents and hyphens: what forms echo back. */
const REAL_EMAIL = 'patricia.annabelle.testington-holloway@investments.example.co.uk';
const REAL_NAME = 'Anne-Marie Éloïse Ní Bhriain-Wójcikowska';

/**
 * Pauses the page's clock `ms` ahead of its now. On a busy machine that moment can pass before the pause lands
 * (Playwright refuses to go back): then it is worked out again from the page's new now.
 */
async function pauseSoon(page: Page, ms: number): Promise<void> {
  for (;;) {
    const at = (await page.evaluate(() => Date.now())) + ms;
    try {
      return await page.clock.pauseAt(at);
    } catch (error) {
      if (!(error instanceof Error && error.message.includes('fast-forward to the past'))) throw error;
    }
  }
}

/** Holds the next request to `path` until the returned function is called (to see a form while it is sending). */
async function holdRequests(page: Page, path: string): Promise<() => Promise<void>> {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  let answered!: Promise<void>;
  let arrived!: () => void;
  const seen = new Promise<void>((resolve) => (arrived = resolve));
  // Registered before this returns, so the request it is meant for cannot slip past it.
  await page.route(
    path,
    (route) => {
      answered = held.then(() => route.continue());
      arrived();
    },
    { times: 1 },
  );
  return async () => {
    await seen;
    release();
    await answered;
  };
}

/** An address as long as the rules allow in its parts: one unbroken word on the page. */
const LONG_EMAIL = `${'a.very.long.mailbox.name'.padEnd(60, 'x')}@${'subdomain.'.repeat(3)}property-investors-example.co.uk`;

/**
 * The calculator's states on `route`: the form's own errors, a failed request, the result for the
 * largest amount from the earliest month (both variants' longest figures), its chart, and the line
 * saying the report was e-mailed to a long address; on /landing, the form again after 'Calculate again'.
 */
export async function calculatorStates(page: Page, route: keyof typeof CALCULATORS, visit: Visit): Promise<void> {
  const { id, yearIs } = CALCULATORS[route];
  const field = (name: string) => page.locator(`#${id}-${name}`);
  await page.goto(route);
  await field('name').scrollIntoViewIfNeeded();
  await hydrated(page, `#${id}-name`);
  await visit('calculator form');
  const submit = page.locator(`#${id}-name`).locator('xpath=ancestor::form').locator('button[type=submit]');
  await field('amount').fill('0');
  await submit.click();
  await expect(page.locator('.calc-form .field-error').first()).toBeVisible();
  await visit('calculator form with its errors');

  await field('name').fill(REAL_NAME);
  await field('email').fill(LONG_EMAIL);
  await field('amount').fill('1000000000');
  await field('month').selectOption('1');
  const earliest =
    yearIs === 'select' ? await field('year').locator('option:not([value=""])').last().getAttribute('value') : '1987';
  if (yearIs === 'select') await field('year').selectOption(earliest);
  else await field('year').fill(earliest!);

  await page.route('**/api/inflation', (r) => r.abort('internetdisconnected'));
  await submit.click();
  await expect(page.locator('.calc-form .form-alert')).not.toBeEmpty();
  await visit('calculator after a network failure');
  await page.unroute('**/api/inflation');

  const calculated = await holdRequests(page, '**/api/inflation');
  const mailed = await holdRequests(page, '**/api/inflation-email');
  await submit.click();
  await expect(submit).toHaveText('Calculating...');
  await visit('calculator sending');
  await calculated();
  await expect(page.locator('.calc-result canvas')).toBeVisible(WAKE);
  await expect(page.locator('.calc-figure dd').first()).toHaveText('£1,000,000,000.00');
  await expect(page.locator('.calc-status')).toContainText(`E-mailing your report to ${LONG_EMAIL}`, WAKE);
  await visit('calculator result while its report is e-mailed');
  await mailed();
  await expect(page.locator('.calc-status')).not.toContainText('E-mailing', WAKE);
  await expect(page.locator('.calc-status')).toContainText(LONG_EMAIL, WAKE);
  await page.locator('.calc-chart').scrollIntoViewIfNeeded();
  await visit(`calculator result for £1,000,000,000.00 from January ${earliest}, the chart and the e-mailed line`);
  const again = page.getByRole('button', { name: 'Calculate again' });
  if (await again.count()) {
    await again.click();
    await expect(field('name')).toBeFocused();
    await visit('calculator form again after a result');
  }
}

/** Pushes a lesson widget to its extremes: sliders at their maximum, amounts at the largest allowed, then refused. */
async function widgetStates(page: Page, lesson: string, visit: Visit): Promise<void> {
  const widget = page.locator('.widget');
  await expect(page.locator('.widget--loading')).toHaveCount(0, WAKE);
  for (const slider of await widget.locator('input[type=range]').all()) {
    await slider.focus();
    await slider.press('End');
  }
  const amounts = await widget.locator('.widget__money input').all();
  for (const amount of amounts) await amount.fill('10000000');
  const year = widget.locator('select');
  if (await year.count()) await year.selectOption({ index: 0 });
  await visit(`${lesson}: its widget at the largest figures`);
  if (!amounts.length) return;
  for (const amount of amounts) await amount.fill('not an amount');
  await expect(widget.locator('.field-error').first()).toBeVisible();
  await visit(`${lesson}: its widget refusing what was typed`);
}

/**
 * A lesson quiz from its first question: each option A chosen and its explanation shown (which says
 * which answer was right), the result; when that fails, the quiz retaken with the right answers and
 * passed. Leaves the result of a passed quiz (or a failed one, if every answer A was right).
 */
async function lessonQuizStates(page: Page, lesson: string, visit: Visit): Promise<void> {
  const right: number[] = [];
  for (let i = 0; ; i++) {
    await page.locator('.lesson-quiz .choice').first().click();
    if (i === 0) await visit(`${lesson} quiz: a question with an answer chosen`);
    await page.getByRole('button', { name: 'Show Explanation' }).click();
    await expect(page.locator('.choice-feedback')).toBeVisible();
    right.push(
      await page
        .locator('.lesson-quiz .choice')
        .evaluateAll((choices) => choices.findIndex((c) => c.classList.contains('is-correct'))),
    );
    await visit(`${lesson} quiz: question ${i + 1} with its explanation`);
    const finish = page.getByRole('button', { name: 'Finish Quiz' });
    if (await finish.count()) {
      await finish.click();
      break;
    }
    await page.getByRole('button', { name: 'Next Question' }).click();
  }
  await expect(page.locator('.lesson-quiz__result')).toBeVisible();
  await visit(`${lesson} quiz: its result`);
  const retake = page.getByRole('button', { name: 'Retake Quiz' });
  if (!(await retake.count())) return;
  await retake.click();
  for (const [i, answer] of right.entries()) {
    await page.locator('.lesson-quiz .choice').nth(answer).click();
    await page.getByRole('button', { name: i === right.length - 1 ? 'Finish Quiz' : 'Next Question' }).click();
  }
  await expect(page.locator('.lesson-quiz__result.is-passed')).toBeVisible();
  await visit(`${lesson} quiz: passed`);
}

/**
 * The Learning Hub's states: the modules tab, a lesson that failed to load, then every lesson of every
 * module step by step (widgets at their extremes, quizzes failed and passed, the completion line),
 * and the Badges, Leaderboard and Dashboard tabs with badges earned.
 */
export async function hubStates(page: Page, visit: Visit): Promise<void> {
  await page.goto('/learn');
  const modules = page.locator('.hub-module__action');
  await hydrated(page, '.hub-module__action');
  await visit('hub modules tab');

  await page.route('**/lessons/*.json', (route) => route.abort('internetdisconnected'));
  await modules.first().click();
  await expect(page.locator('.lesson__problem')).toBeVisible();
  await visit('hub lesson that could not be loaded');
  await page.unroute('**/lessons/*.json');
  await page.getByRole('button', { name: 'Back to Modules' }).click();

  const count = await modules.count();
  expect(count, 'modules on /learn').toBeGreaterThan(1);
  for (let m = 0; m < count; m++) {
    // A module opens at its first unfinished lesson: open it until every lesson is done.
    for (let guard = 0; !/^Review/.test((await modules.nth(m).textContent()) ?? ''); guard++) {
      expect(guard, 'lessons in a module').toBeLessThan(10);
      await modules.nth(m).click();
      const title = page.locator('#lesson-title');
      await expect(title).toBeFocused(WAKE);
      const lesson = `lesson "${await title.textContent()}"`;
      for (let step = 1; ; step++) {
        await expect(page.locator('.lesson__meta')).toContainText(`step ${step} of`);
        await visit(`${lesson}, step ${step}`);
        if (await page.locator('.lesson__step .widget').count())
          await widgetStates(page, `${lesson}, step ${step}`, visit);
        const next = page.getByRole('button', { name: 'Next', exact: true });
        if (!(await next.count())) break;
        await next.click();
      }
      await page.getByRole('button', { name: 'Complete Lesson' }).click();
      if (await page.locator('.lesson-quiz').count()) {
        await lessonQuizStates(page, lesson, visit);
        await page.getByRole('button', { name: 'Continue Learning' }).click();
      }
      await expect(page.locator('.hub__announce')).toBeVisible();
      await visit(`hub after completing ${lesson}`);
    }
  }
  for (const tab of ['Badges', 'Leaderboard', 'Dashboard']) {
    await page.getByRole('tab', { name: tab }).click();
    await expect(page.getByRole('tabpanel', { name: tab })).toBeVisible();
    await visit(`hub ${tab} tab with badges earned`);
  }
}

/**
 * The Financial Literacy Quiz's states: a question, each answer A's explanation (the wrong ones carry
 * the longest line), the 'Achievement Unlocked!' dialog (held open on a paused clock) and the completion
 * screen with its achievements. Needs `page.clock.install()` before the page loads.
 */
export async function literacyStates(page: Page, visit: Visit): Promise<void> {
  await page.goto('/financial-literacy');
  await page.locator('.lq').scrollIntoViewIfNeeded();
  await hydrated(page, '.lq');
  await visit('quiz question');
  for (let i = 0; ; i++) {
    await page.locator('.lq .choice').first().click();
    await page.getByRole('button', { name: 'Submit Answer' }).click();
    await expect(page.locator('.choice-feedback')).toBeVisible();
    await visit(`quiz question ${i + 1} with its explanation`);
    const finish = page.getByRole('button', { name: 'Finish Quiz' });
    if (await finish.count()) {
      await pauseSoon(page, 1000);
      await finish.click();
      break;
    }
    await page.getByRole('button', { name: 'Next Question' }).click();
  }
  const dialog = page.getByRole('dialog', { name: 'Achievement Unlocked!' });
  await expect(dialog).toBeVisible();
  await visit('quiz achievement dialog');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await page.clock.resume();
  await expect(page.locator('.lq-complete')).toBeVisible();
  await visit('quiz completion screen');
}

/** The sign-up form in `field`'s `<newsletter-signup>`, awake (focus fetches its script: the form is no island). */
export async function wakeSignup(page: Page, field: string) {
  const input = page.locator(`#${field}`);
  await input.scrollIntoViewIfNeeded();
  await input.focus();
  await expect(page.locator(`newsletter-signup:has(#${field})`)).toHaveAttribute('data-awake', '', WAKE);
  return input;
}

/**
 * The sign-up forms with a real address: the footer's and the updates page's toasts ('Email required', the
 * address refused, sending, 'Check your inbox' shown and gone), and a case study's checklist offer (its error
 * under the field, sending, sent). Needs `page.clock.install()` before the first page loads, to see a toast go.
 */
export async function toastStates(page: Page, visit: Visit): Promise<void> {
  const toasts = page.getByRole('region', { name: 'Notifications' });
  // Two addresses of the same length: a second sign-up of one address from this browser says it is already subscribed.
  for (const [route, field, done, address] of [
    ['/about', 'footer-newsletter-email', 'Check your inbox', REAL_EMAIL],
    ['/updates', 'updates-newsletter-email', 'Thank you for signing up!', REAL_EMAIL.replace('patricia', 'patricio')],
  ] as const) {
    const form = `${route} sign-up`;
    await page.goto(route);
    const email = await wakeSignup(page, field);
    await email.press('Enter');
    await expect(toasts).toContainText('Email required', WAKE);
    await visit(`${form}: toast Email required`);
    await email.fill(REAL_EMAIL.replace('@', ' at '));
    await email.press('Enter');
    await expect(toasts.getByRole('alert')).toContainText('Invalid email', WAKE);
    await visit(`${form}: toast for a long address refused`);
    await page.clock.fastForward(10_000);
    await expect(toasts.locator('.toast')).toHaveCount(0);
    const sent = await holdRequests(page, '**/api/newsletter');
    await email.fill(address);
    await email.press('Enter');
    await expect(email).toBeDisabled();
    await visit(`${form}: sending`);
    await sent();
    await expect(toasts.getByRole('status')).toContainText(done, WAKE);
    await visit(`${form}: toast ${done}`);
    await page.clock.fastForward(10_000);
    await expect(toasts.locator('.toast')).toHaveCount(0);
    await visit(`${form}: the toast gone`);
  }

  await page.goto(GALLERY_PAGE);
  const email = await wakeSignup(page, 'checklist-email');
  const source = await page.locator('newsletter-signup:has(#checklist-email) input[name=source]').inputValue();
  // The browser's own check guards this form: the server's answer is what shows its message under the field.
  await page.route(
    '**/api/newsletter',
    (route) => route.continue({ postData: JSON.stringify({ email: REAL_EMAIL.replace('@', ' at '), source }) }),
    { times: 1 },
  );
  await email.fill(REAL_EMAIL);
  await email.press('Enter');
  await expect(page.locator('#checklist-email-error')).toBeVisible(WAKE);
  await visit('checklist offer: a long address refused by the server');
  const sent = await holdRequests(page, '**/api/newsletter');
  await email.press('Enter');
  await expect(email).toBeDisabled();
  await visit('checklist offer: sending');
  await sent();
  await expect(page.getByText('Checklist sent to your inbox!')).toBeVisible(WAKE);
  await visit('checklist offer: sent');
}

/**
 * The contact form and the deal waitlist filled in with a real name and address: the contact form's
 * errors, sending, sent with its toast, the toast gone; the waitlist's errors from the server, sending
 * and its thank-you (held there, the clock paused, before it moves on). Needs `page.clock.install()`.
 */
export async function formStates(page: Page, visit: Visit): Promise<void> {
  const toasts = page.getByRole('region', { name: 'Notifications' });
  await page.goto('/contact');
  await page.locator('#contact-name').scrollIntoViewIfNeeded();
  await hydrated(page, '#contact-name');
  await page.getByLabel('Full Name', { exact: true }).fill(REAL_NAME);
  await page.getByLabel('Email Address', { exact: true }).fill(REAL_EMAIL.replace('@', ''));
  await page.getByLabel('Phone Number (optional)').fill('+44 (0)1632 960 123 ext. 4567');
  await page.getByLabel('Your Message').fill('Short');
  const send = page.getByRole('button', { name: 'Send Message' });
  await send.click();
  await expect(page.locator('.error-summary')).toBeFocused();
  await visit('contact form: errors with a real name and address');
  await page.getByLabel('Email Address', { exact: true }).fill(REAL_EMAIL);
  await page.getByLabel('Investment Amount').selectOption({ index: 1 });
  await page.getByRole('radio').first().check();
  await page
    .getByLabel('Your Message')
    .fill(`Hello, I am ${REAL_NAME}. ${'I would like to hear about lending. '.repeat(8)}`);
  const sent = await holdRequests(page, '**/api/contact');
  await send.click();
  await expect(page.getByRole('button', { name: 'Sending...' })).toBeDisabled();
  await visit('contact form: sending');
  await sent();
  await expect(page.locator('.contact-form__sent')).toContainText(REAL_EMAIL, WAKE);
  await expect(toasts.getByRole('status')).toContainText('Message sent', WAKE);
  await visit('contact form: sent, its toast shown');
  await page.clock.fastForward(10_000);
  await expect(toasts.locator('.toast')).toHaveCount(0);
  await visit('contact form: sent, the toast gone');

  await page.goto('/find-you-a-deal');
  await page.locator('#deal-name').scrollIntoViewIfNeeded();
  await hydrated(page, '#deal-name');
  await page.locator('#deal-name').fill(REAL_NAME);
  await page.locator('#deal-email').fill(REAL_EMAIL);
  await page
    .locator('#deal-message')
    .fill(`Buy-to-let near ${REAL_NAME.split(' ')[0]}'s home, ${'under £150,000, '.repeat(6)}`);
  await page.route('**/api/send-deal-lead', (route) =>
    route.continue({ postData: JSON.stringify({ name: '', email: REAL_EMAIL.replace('@', ' at ') }) }),
  );
  const join = page.getByRole('button', { name: 'Join the Waitlist' });
  await join.click();
  await expect(page.locator('.error-summary')).toBeFocused(WAKE);
  await visit('deal waitlist: errors from the server');
  await page.unroute('**/api/send-deal-lead');
  const joined = await holdRequests(page, '**/api/send-deal-lead');
  await join.click();
  await expect(page.getByRole('button', { name: 'Sending...' })).toBeDisabled();
  await visit('deal waitlist: sending');
  // Held on the thank-you message: it moves on to the next page a second after.
  await pauseSoon(page, 200);
  await joined();
  await expect(page.getByText("Thank you, you're on the waitlist!")).toBeVisible(WAKE);
  await visit('deal waitlist: sent');
  await page.clock.resume();
}

/**
 * The error summaries: the contact form's (every field wrong), the deal waitlist's from the server,
 * and the pages the functions answer a plain form post with (no JavaScript): each field's problem,
 * and the calculator's results page for the largest amount and a long address.
 */
export async function errorSummaryStates(page: Page, visit: Visit): Promise<void> {
  await page.goto('/contact');
  await page.locator('#contact-name').scrollIntoViewIfNeeded();
  await hydrated(page, '#contact-name');
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.locator('.error-summary')).toBeFocused();
  await visit('contact form error summary');

  await page.goto('/find-you-a-deal');
  await page.locator('#deal-name').scrollIntoViewIfNeeded();
  await hydrated(page, '#deal-name');
  await page.locator('#deal-name').fill('Sam Cole');
  await page.locator('#deal-email').fill('sam@example.com');
  await page.route('**/api/send-deal-lead', (route) =>
    route.continue({ postData: JSON.stringify({ name: '', email: LONG_EMAIL.replace('@', ' at ') }) }),
  );
  await page.getByRole('button', { name: 'Join the Waitlist' }).click();
  await expect(page.locator('.error-summary')).toBeFocused(WAKE);
  await visit('deal waitlist error summary from the server');
  await page.unroute('**/api/send-deal-lead');

  const posts: [string, string, Record<string, string>][] = [
    ['contact', '/api/contact', { name: '', email: LONG_EMAIL.replace('@', ''), message: 'x' }],
    ['deal waitlist', '/api/send-deal-lead', { name: '', email: 'not an address' }],
    ['newsletter', '/api/newsletter', { email: LONG_EMAIL.replace('@', ''), source: 'footer-newsletter' }],
    [
      'calculator',
      '/api/inflation',
      { name: '', email: '', amount: '0', year: '1900', month: '13', source: 'Website' },
    ],
    [
      'calculator result',
      '/api/inflation',
      {
        name: REAL_NAME,
        email: LONG_EMAIL,
        amount: '1000000000',
        year: '1988',
        month: '1',
        source: 'Website',
      },
    ],
    [
      'landing result',
      '/api/inflation',
      {
        name: REAL_NAME,
        email: LONG_EMAIL,
        amount: '1000000000',
        year: '1987',
        month: '1',
        source: 'Landing Page',
      },
    ],
  ];
  for (const [name, path, form] of posts) {
    const answer = await page.request.post(path, { form, maxRedirects: 0 });
    expect(answer.headers()['content-type'], `${name}: a page`).toMatch(/^text\/html/);
    const body = await answer.body();
    // Shown at the address it answered, so its stylesheets and links resolve as a visitor's would.
    await page.route(
      `**${path}`,
      (route) => route.fulfill({ status: answer.status(), contentType: answer.headers()['content-type'], body }),
      { times: 1 },
    );
    await page.goto(path);
    await visit(`page answering a plain ${name} form post (${answer.status()})`);
  }
}
