/**
 * The content editor at /admin, as an editor uses it on this machine (`npm start`, "Work with Local
 * Repository", no login): a post and a case study created through the forms, refused while a field
 * is missing or mistyped or a claim is not allowed, saved into content/, built by `npm run build` in
 * a copy of the project, and shown on the built pages as entered. axe on the editor's main screens.
 * Every file the test writes is removed afterwards, so the working tree is left as it was.
 */
import { spawnSync } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmdirSync,
  rmSync,
  symlinkSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, extname, join } from 'node:path';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { parse } from 'yaml';
import { axeViolations } from '../support/axe';
import { holdBuildLock } from '../../scripts/test/route-build.mjs';
import { builtHtml } from './built-site';

test.describe.configure({ mode: 'serial' });

const run = `${process.pid}${Date.now().toString(36).slice(-4)}`;
const post = { title: `Editor test post ${run}`, slug: `editor-test-post-${run}` };
const study = { title: `Editor test study ${run}`, slug: `editor-test-study-${run}` };
const postFile = `content/posts/${post.slug}.mdx`;
const studyFile = `content/case-studies/${study.slug}.mdx`;
const photo = `editor-test-photo-${run}.jpg`;
const photoFile = `src/assets/case-studies/${photo}`;
const written = [postFile, studyFile, photoFile];

// This spec writes entries into content/ while it runs: no route build (regulatory.spec.ts) may read them meanwhile.
let releaseBuildLock = () => {};
test.beforeAll(async () => {
  // A route build already running finishes first: minutes on a busy machine.
  test.setTimeout(300_000);
  releaseBuildLock = await holdBuildLock();
});

test.afterAll(() => {
  for (const file of written) rmSync(file, { force: true });
  // The uploads folder, if this test made it.
  if (existsSync('src/assets/case-studies') && !readdirSync('src/assets/case-studies').length)
    rmdirSync('src/assets/case-studies');
  releaseBuildLock();
});

/** The editor, opened on the working tree. */
async function openEditor(page: Page) {
  await page.goto('/admin/');
  await page.getByRole('button', { name: 'Work with Local Repository' }).click();
  await expect(page.getByRole('treeitem', { name: /Case studies/ })).toBeVisible();
}

const field = (page: Page, keyPath: string) => page.locator(`section[data-key-path="${keyPath}"]`);
/**
 * The field, scrolled to: the editor draws a form's fields as they come into view, so a field
 * further down appears only once the form is scrolled towards it.
 */
async function reveal(page: Page, keyPath: string): Promise<Locator> {
  const f = field(page, keyPath);
  for (let i = 0; i < 60 && !(await f.count()); i++) {
    await page.mouse.move(300, 600);
    await page.mouse.wheel(0, 300);
    await f.waitFor({ timeout: 500 }).catch(() => {});
  }
  await f.scrollIntoViewIfNeeded();
  return f;
}
/** The text box of a string, text or number field. */
async function type(page: Page, keyPath: string, value: string) {
  const box = (await reveal(page, keyPath))
    .locator('input[type="text"], input:not([type]), textarea, input[type="url"], input[type="number"]')
    .first();
  await box.fill(value);
}
async function choose(page: Page, keyPath: string, option: string) {
  await (await reveal(page, keyPath)).getByRole('radio', { name: option, exact: true }).click();
}
const preview = (page: Page) => page.frameLocator('iframe.preview');
const save = (page: Page) => page.getByRole('button', { name: 'Save', exact: true }).click();

/** Front matter of a written file. */
const frontmatter = (path: string) =>
  parse(readFileSync(path, 'utf8').match(/^---\n([\s\S]*?)\n---/)![1]!) as Record<string, unknown>;

test('a post: refused while a field is missing or mistyped, then saved as entered', async ({ page }) => {
  await openEditor(page);
  await page.goto(`/admin/#/collections/posts/new`);
  await expect(field(page, 'title')).toBeVisible();

  // Nothing filled in: the form refuses, naming the field, and nothing is written.
  await save(page);
  await expect(field(page, 'title')).toContainText(/required/i);
  expect(existsSync(postFile)).toBe(false);

  await type(page, 'title', post.title);
  await type(page, 'description', 'What the editor test checks, in one sentence for search results.');
  await field(page, 'date').locator('input[type="date"]').fill('2026-11-20');
  await type(page, 'summary', 'A post written in the browser editor.');
  await choose(page, 'category', 'Investor Tips');
  // A mistyped value is refused with the schema's own message.
  await type(page, 'readTime', '4 minutes');
  await save(page);
  await expect(field(page, 'readTime')).toContainText("Write it as 'N min read'");
  expect(existsSync(postFile)).toBe(false);
  await type(page, 'readTime', '4 min read');

  const body = field(page, 'body').locator('[contenteditable="true"]').first();
  await body.click();
  await body.pressSequentially(`Written in the editor: run ${run}.`);
  await expect(preview(page).locator('[data-checks="ok"]')).toBeVisible();
  await save(page);

  await expect.poll(() => existsSync(postFile), { timeout: 30_000 }).toBe(true);
  const data = frontmatter(postFile);
  expect(data).toEqual({
    title: post.title,
    description: 'What the editor test checks, in one sentence for search results.',
    date: '2026-11-20',
    summary: 'A post written in the browser editor.',
    category: 'Investor Tips',
    readTime: '4 min read',
  });
  expect(readFileSync(postFile, 'utf8')).toContain(`Written in the editor: run ${run}.`);
});

test('a case study: figures worked out in the preview, a claim refused, saved as entered', async ({ page }) => {
  // It runs a whole `npm run build`, which takes minutes on a busy machine.
  test.setTimeout(600_000);
  await openEditor(page);
  await page.goto(`/admin/#/collections/caseStudies/new`);
  await expect(field(page, 'title')).toBeVisible();

  await type(page, 'title', study.title);
  await type(page, 'description', 'A two-bed terrace bought, refurbished and refinanced, written in the editor.');
  await type(page, 'lead', 'A guaranteed income from day one.');
  const figures = await reveal(page, 'figures');
  await figures.getByRole('button', { name: /Add\W*Figures/ }).click();
  await page.getByRole('menuitem', { name: /Refinanced let/ }).click();
  for (const [key, value] of Object.entries({
    purchasePrice: 60000,
    works: 15000,
    cashInvested: 35000,
    endValue: 100000,
    monthlyRent: 750,
    loanToValue: 75,
    mortgageRate: 5.5,
    refinanceFees: 1500,
  })) {
    await type(page, `figures.${key}`, String(value));
  }
  // Stamp duty depends on the completion date: the preview asks for it until it is given.
  await expect(preview(page).locator('[data-checks="errors"]')).toContainText('give the purchase date');
  await (await reveal(page, 'figures.purchased')).locator('input[type="date"]').fill('2024-03-15');
  await choose(page, 'evidence.status', 'illustrative');
  await type(page, 'location', 'Immingham, North East Lincs');
  // Every study is listed on /case-studies: its card.
  for (const [key, value] of Object.entries({
    'card.order': '9',
    'card.type': 'Victorian Terraced House',
    'card.strategy': 'Refinanced let',
    'card.location': 'Immingham',
    'card.summary': 'Written in the editor.',
  }))
    await type(page, key, value);
  // A photo, uploaded through the editor's media library.
  await (await reveal(page, 'hero')).getByRole('checkbox', { name: /Add/ }).click();
  await (await reveal(page, 'hero.src')).getByRole('button', { name: 'Browse' }).click();
  const library = page.getByRole('dialog');
  const [chooser] = await Promise.all([
    page.waitForEvent('filechooser'),
    library.getByRole('button', { name: /Upload/ }).click(),
  ]);
  await chooser.setFiles({
    name: photo,
    mimeType: 'image/jpeg',
    buffer: readFileSync('src/assets/placeholders/after-kitchen.jpg'),
  });
  await library.getByRole('button', { name: 'Insert' }).click();
  await expect(field(page, 'hero.src')).toContainText(`/src/assets/case-studies/${photo}`);
  await type(page, 'hero.alt', 'The refitted kitchen');
  await type(page, 'cta.heading', 'Want a deal like this?');
  await type(page, 'cta.text', 'Tell us what you are looking for.');
  await type(page, 'cta.label', 'Book a call');
  await choose(page, 'cta.href', '/book-call');
  // The body is MDX source: the page's widgets place the figures the page works out.
  const body = (await reveal(page, 'body')).locator('textarea').first();
  await body.fill(
    '<Section narrow id="background" heading="Project Background">\n\nBought for <Fig k="purchasePrice" />, with <Fig k="moneyLeftIn" /> left in after the refinance.\n\n</Section>\n',
  );

  // The preview works the figures out with the page's own code: 75% of £60,000 at purchase, 75% of
  // £100,000 after, so £75,000 − £45,000 = £30,000 released and £35,000 − £30,000 + £1,500 = £6,500 left in.
  const frame = preview(page);
  await expect(frame.locator('[data-figure="moneyLeftIn"]')).toContainText('£6,500');
  await expect(frame.locator('[data-figure="cashReleased"]')).toContainText('£30,000');
  // The claims rules of the build: "guaranteed" is refused, in the preview and on saving.
  await expect(frame.locator('[data-checks="errors"]')).toContainText(/guaranteed/i);
  await save(page);
  await expect(page.getByRole('alertdialog').or(page.getByRole('dialog'))).toContainText(
    /Not saved: the build would refuse this/,
  );
  await page
    .getByRole('button', { name: /OK|Close/ })
    .first()
    .click();
  expect(existsSync(studyFile)).toBe(false);

  await type(page, 'lead', 'A two-bed terrace, refurbished and let to a local family.');
  await expect(frame.locator('[data-checks="ok"]')).toBeVisible();
  // The headline return, as the page's code works it out, with what it is a return on.
  await expect(frame.locator('[data-figure="roi"] .ed-figures__value')).toHaveText(/^\d+\.\d\d%$/);
  await save(page);

  await expect.poll(() => existsSync(studyFile), { timeout: 30_000 }).toBe(true);
  const data = frontmatter(studyFile);
  expect(data).toMatchObject({
    title: study.title,
    lead: 'A two-bed terrace, refurbished and let to a local family.',
    figures: {
      model: 'refinance',
      purchasePrice: 60000,
      works: 15000,
      purchased: '2024-03-15',
      cashInvested: 35000,
      endValue: 100000,
      monthlyRent: 750,
      loanToValue: 75,
      mortgageRate: 5.5,
      refinanceFees: 1500,
    },
    evidence: { status: 'illustrative' },
    location: 'Immingham, North East Lincs',
    card: { order: 9, type: 'Victorian Terraced House', strategy: 'Refinanced let', location: 'Immingham' },
    // astro:assets wants the path relative to the MDX file.
    hero: { src: `../../src/assets/case-studies/${photo}`, alt: 'The refitted kitchen' },
    cta: {
      heading: 'Want a deal like this?',
      text: 'Tell us what you are looking for.',
      label: 'Book a call',
      href: '/book-call',
    },
  });
  expect(readFileSync(photoFile).equals(readFileSync('src/assets/placeholders/after-kitchen.jpg'))).toBe(true);
  // Figures are inputs only: nothing the page works out is written into the file.
  expect(JSON.stringify(data)).not.toMatch(/moneyLeftIn|cashReleased|roi/);

  // The build accepts both files, and the pages show what was entered.
  const built = buildCopy();
  await servePages(page, join(built, 'dist'));
  await page.goto(`http://built.test/case-studies/${study.slug}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(study.title);
  await expect(page.getByText('A two-bed terrace, refurbished and let to a local family.')).toBeVisible();
  await expect(page.locator('main')).toContainText('Bought for £60,000, with £6,500 left in after the refinance.');
  // The uploaded photo, processed by astro:assets.
  await expect(page.getByRole('img', { name: 'The refitted kitchen' })).toHaveJSProperty('complete', true);
  expect(
    await page.getByRole('img', { name: 'The refitted kitchen' }).evaluate((img: HTMLImageElement) => img.naturalWidth),
  ).toBeGreaterThan(0);
  await page.goto(`http://built.test/updates/${post.slug}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(post.title);
  await expect(page.locator('main')).toContainText(`Written in the editor: run ${run}.`);
  rmSync(built, { recursive: true, force: true });
});

/** `npm run build` in a copy of the working tree (the files written above included); the copy's path. */
function buildCopy(): string {
  const copy = mkdtempSync(join(tmpdir(), 'editor-build-'));
  const files = spawnSync('git', ['ls-files', '-co', '--exclude-standard', '-z'], { encoding: 'utf8' })
    .stdout.split('\0')
    .filter(Boolean);
  for (const file of files) {
    if (!existsSync(file)) continue;
    mkdirSync(dirname(join(copy, file)), { recursive: true });
    cpSync(file, join(copy, file));
  }
  symlinkSync(join(process.cwd(), 'node_modules'), join(copy, 'node_modules'));
  const build = spawnSync('npm', ['run', 'build'], {
    cwd: copy,
    encoding: 'utf8',
    env: { ...process.env, SITE_EDITOR: 'off' },
  });
  expect(build.status, `${build.stdout}\n${build.stderr}`.slice(-3000)).toBe(0);
  return copy;
}

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
  '.webp': 'image/webp',
  '.jpg': 'image/jpeg',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
  '.xml': 'application/xml',
};
/** The built copy's pages, served to the browser at http://built.test. */
async function servePages(page: Page, dist: string) {
  await page.route('http://built.test/**', async (route) => {
    const path = new URL(route.request().url()).pathname;
    const candidates = [join(dist, path), join(dist, `${path}.html`), join(dist, path, 'index.html')];
    const file = candidates.find((f) => existsSync(f) && extname(f) !== '');
    if (!file) return route.fulfill({ status: 404, body: 'not found' });
    await route.fulfill({
      status: 200,
      body: readFileSync(file),
      headers: { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' },
    });
  });
}

test.describe('axe (WCAG 2.2 A/AA) on the editor', () => {
  test('sign-in, the collection list, a new post and a new case study', async ({ page }) => {
    await page.goto('/admin/');
    await expect(page.getByRole('button', { name: 'Work with Local Repository' })).toBeVisible();
    expect(await axeViolations(page), 'sign-in').toEqual([]);
    await page.getByRole('button', { name: 'Work with Local Repository' }).click();
    await page.goto('/admin/#/collections/caseStudies');
    await expect(page.getByText('Case studies').first()).toBeVisible();
    expect(await axeViolations(page), 'collection list').toEqual([]);
    for (const collection of ['posts', 'caseStudies']) {
      await page.goto(`/admin/#/collections/${collection}/new`);
      await expect(field(page, 'title')).toBeVisible();
      await expect(preview(page).locator('[data-checks]')).toBeVisible();
      expect(await axeViolations(page), `new entry in ${collection}`).toEqual([]);
    }
  });
});

test('the editor is kept out of search results and off the public pages', async ({ request }) => {
  const res = await request.get('/admin/');
  expect(res.headers()['x-robots-tag']).toBe('noindex, nofollow');
  expect(await res.text()).toContain('<meta name="robots" content="noindex, nofollow"');
  expect(await (await request.get('/robots.txt')).text()).toContain('Disallow: /admin/');
  expect(await (await request.get('/sitemap-0.xml')).text()).not.toContain('/admin');
  // No public page loads or links anything of the editor.
  for (const file of builtHtml()) expect(readFileSync(file, 'utf8'), file).not.toMatch(/\/admin\b/);
});
