// Every page's share card (its og:image), drawn once the pages are built, from what each page's head says
// the card shows (BaseLayout's `share-card` note: title, eyebrow, location and photo; the build removes the
// note). A card is a financial promotion too: the build refuses one whose words the claims rules would
// refuse, or that states any figure. Cards are kept in node_modules/.cache/share-cards/ (Netlify keeps
// node_modules between builds) under a hash of everything that draws them, so an unchanged card is copied.
import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { builtPages, saveBuiltPages } from './built-pages.mjs';
import { checkPageDescriptions, unqualifiedIn } from '../../src/lib/claims.ts';
import { attribute, element, remove } from '../../src/lib/html.ts';
import { CARD, fontFiles, libraries, renderCard, renderLogo } from './share-card.mjs';

const FIGURE = /£\s?\d[\d,.]*|\d[\d,.]*\s?%/;

/**
 * A page's `<meta name|property="key">` and its content, decoded.
 * @param {import('../../src/lib/html.ts').HtmlDocument} document @param {string} key
 */
const metaOf = (document, key) => {
  const meta = element(document, (el) => el.name === 'meta' && (el.attribs.name ?? el.attribs.property) === key);
  return meta ? { meta, content: attribute(meta, 'content') ?? '' } : undefined;
};

/** @typedef {{ title: string, eyebrow?: string, location?: string, photo?: string }} Card what a share card shows */

/**
 * What a built page's share card shows (the note BaseLayout puts in its head), or undefined.
 * @param {import('../../src/lib/html.ts').HtmlDocument} document
 * @returns {Card | undefined}
 */
export const cardOf = (document) => {
  const note = metaOf(document, 'share-card');
  return note && JSON.parse(note.content);
};

/**
 * Why a card may not be drawn: the claims rules (src/lib/claims.ts) on its words, as on a page description,
 * and any amount or percentage (a card has no room for the basis and risk warning a figure needs).
 * @param {{ title: string, eyebrow?: string, location?: string }} card
 * @param {boolean} authorised the firm is authorised (content/site.json, regulatory.authorised)
 * @returns {string[]}
 */
export function cardProblems(card, authorised) {
  const text = [card.eyebrow, card.title, card.location].filter(Boolean).join('. ');
  const figure = text.match(FIGURE);
  return [
    ...unqualifiedIn(text, authorised),
    ...checkPageDescriptions([{ file: 'card', description: text }]).map((p) =>
      p.message.replace("the page's description", 'the card'),
    ),
    ...(figure ? [`"${figure[0]}": a card states no amount or percentage; leave figures to the page`] : []),
  ];
}

/** What every card depends on besides its own words and photo: this code, the fonts, the libraries. */
function drawingVersion() {
  const hash = createHash('sha256');
  for (const file of [new URL('./share-card.mjs', import.meta.url), ...fontFiles.map((f) => f.file)])
    hash.update(readFileSync(file));
  hash.update(libraries);
  return hash.digest('hex');
}

/**
 * Every built page with a share-card note: the page, the note, what its card shows and where it goes.
 * @param {string} out the built site
 */
function cardPages(out) {
  return builtPages(out).flatMap((page) => {
    const note = metaOf(page.document, 'share-card');
    if (!note) return [];
    const image = metaOf(page.document, 'og:image')?.content;
    const target = image && new URL(image).pathname;
    if (!target?.startsWith('/og/') || !target.endsWith('.jpg'))
      throw new Error(`Share cards: ${page.file} names no card under /og/ as its og:image (${image})`);
    /** @type {Card} */
    const card = JSON.parse(note.content);
    return [{ page, file: page.file, note: note.meta, card, target }];
  });
}

/** @typedef {ReturnType<typeof cardPages>[number]} CardPage */

/**
 * Stops the build on any card the claims rules refuse (cardProblems).
 * @param {CardPage[]} pages @param {boolean} authorised
 */
function refuseCards(pages, authorised) {
  const refused = pages
    .map(({ file, card }) => ({ file, card, why: cardProblems(card, authorised) }))
    .filter((r) => r.why.length);
  if (refused.length)
    throw new Error(
      `Share cards: ${refused.length} card${refused.length === 1 ? '' : 's'} the claims rules refuse (src/lib/claims.ts)\n${refused
        .flatMap(({ file, card, why }) => why.map((w) => `${file}: "${card.title}": ${w}`))
        .join('\n')}`,
    );
}

/**
 * @typedef {object} Drawing what every card of one build shares
 * @property {string} out the built site
 * @property {string} cache the folder of drawn cards, by key
 * @property {string} version drawingVersion()
 * @property {{ companyName: string, host: string, logo: string }} brand
 */

/**
 * Writes a page's card to its target (from the cache when the same card was drawn before) and removes the note
 * from the page. The cache file's name, and whether it was drawn now.
 * @param {CardPage} entry @param {Drawing} drawing @returns {Promise<{ name: string, drawn: boolean }>}
 */
async function placeCard({ page, note, card, target }, { out, cache, version, brand }) {
  const photo = card.photo ? readFileSync(join(out, card.photo)) : undefined;
  const text = {
    title: card.title,
    eyebrow: card.eyebrow,
    location: card.location,
    companyName: brand.companyName,
    host: brand.host,
    logo: brand.logo,
  };
  const key = createHash('sha256')
    .update(version)
    .update(JSON.stringify(text))
    .update(photo ?? '')
    .digest('hex');
  const cached = join(cache, `${key}.jpg`);
  let jpeg;
  let drawn = false;
  try {
    jpeg = readFileSync(cached);
  } catch {
    jpeg = await renderCard({ ...text, photo });
    writeFileSync(cached, jpeg);
    drawn = true;
  }
  const dest = join(out, target);
  mkdirSync(dirname(dest), { recursive: true });
  writeFileSync(dest, jpeg);
  remove(note);
  page.changed();
  return { name: `${key}.jpg`, drawn };
}

/**
 * Draws (or copies) every card, two at a time: satori lays one out while sharp encodes the other on its own
 * threads. Then drops the cached cards no page uses any more. How many were drawn now.
 * @param {CardPage[]} pages @param {Drawing} drawing
 */
async function placeCards(pages, drawing) {
  /** @type {Set<string>} */
  const used = new Set();
  let drawn = 0;
  const queue = [...pages];
  await Promise.all(
    [0, 1].map(async () => {
      for (let page; (page = queue.shift());) {
        const placed = await placeCard(page, drawing);
        used.add(placed.name);
        if (placed.drawn) drawn++;
      }
    }),
  );
  for (const name of readdirSync(drawing.cache))
    if (!used.has(name)) rmSync(join(drawing.cache, name), { force: true });
  return drawn;
}

/** @param {{ cacheDir?: string }} [options] @returns {import('astro').AstroIntegration} */
export function shareCards({ cacheDir } = {}) {
  /** @type {string} */
  let root;
  /** @type {string | undefined} */
  let site;
  return {
    name: 'share-cards',
    hooks: {
      'astro:config:done': ({ config }) => {
        root = fileURLToPath(config.root);
        site = config.site;
      },
      'astro:build:done': async ({ dir, logger }) => {
        const started = performance.now();
        if (!site) throw new Error('Share cards: astro.config.mjs sets no site, whose host each card shows');
        const out = fileURLToPath(dir);
        const cache = cacheDir ?? join(root, 'node_modules/.cache/share-cards');
        mkdirSync(cache, { recursive: true });
        const settings = JSON.parse(readFileSync(join(root, 'content/site.json'), 'utf8'));
        const logo = readFileSync(join(root, 'public/favicon.svg'), 'utf8');
        writeFileSync(join(out, 'logo.png'), await renderLogo(logo));
        const pages = cardPages(out);
        refuseCards(pages, settings.regulatory.authorised);
        const brand = { companyName: settings.companyName, host: new URL(site).host, logo };
        const drawn = await placeCards(pages, { out, cache, version: drawingVersion(), brand });
        saveBuiltPages(out);
        const seconds = ((performance.now() - started) / 1000).toFixed(1);
        logger.info(
          `${pages.length} share cards (${CARD.width}×${CARD.height}), ${drawn} drawn, ${pages.length - drawn} from the cache, in ${seconds} s`,
        );
      },
    },
  };
}
