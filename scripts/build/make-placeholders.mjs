// Generates the clearly labelled placeholder images the case studies use until real photos exist.
// One shared set: 9 rooms × before/after, plus a floorplan per layout. Run once: `node scripts/build/make-placeholders.mjs`.
import { mkdir, writeFile } from 'node:fs/promises';
import sharp from 'sharp';

const out = new URL('../../src/assets/placeholders/', import.meta.url);
const W = 1200;
const H = 800;
const FONT = 'DejaVu Sans, Liberation Sans, Arial, sans-serif';

/** Room slug, label, and a simple line drawing of what the room holds (drawn in a 1200×800 box). */
/** @type {[slug: string, label: string, drawing: string][]} */
const rooms = [
  [
    'kitchen',
    'Kitchen',
    '<rect x="250" y="430" width="700" height="170"/><path d="M250 480h700M420 480v120M600 480v120M780 480v120M260 250h300v110H260zM640 250h300v110H640z"/><circle cx="340" cy="455" r="14"/><circle cx="400" cy="455" r="14"/>',
  ],
  [
    'living-room',
    'Living room',
    '<path d="M300 600V470a40 40 0 0 1 40-40h520a40 40 0 0 1 40 40v130M300 600h600M360 430v-60h480v60M300 520h600"/><rect x="480" y="220" width="240" height="140"/>',
  ],
  [
    'bedroom-1',
    'Main bedroom',
    '<path d="M280 600V380M280 470h640v130M280 600h640M280 470v-40h180v40M640 470l40-40h240"/><rect x="700" y="220" width="200" height="130"/>',
  ],
  [
    'bedroom-2',
    'Second bedroom',
    '<path d="M340 600V420M340 490h420v110M340 600h420M340 490v-40h140v40"/><rect x="820" y="300" width="140" height="300"/><path d="M890 300v300"/>',
  ],
  [
    'bathroom',
    'Bathroom',
    '<path d="M260 470h480v60a70 70 0 0 1-70 70H330a70 70 0 0 1-70-70zM300 470v-180a40 40 0 0 1 80 0"/><rect x="820" y="380" width="120" height="220"/><circle cx="880" cy="330" r="40"/>',
  ],
  [
    'hallway',
    'Hallway',
    '<rect x="500" y="200" width="200" height="400"/><circle cx="670" cy="400" r="10"/><path d="M200 600l300-100M1000 600L700 500M300 260h120v80H300z"/>',
  ],
  [
    'landing',
    'Stairs and landing',
    '<path d="M260 600h120v-70h120v-70h120v-70h120v-70h120v-70h120M260 600V380l600-240"/>',
  ],
  [
    'garden',
    'Rear garden',
    '<path d="M150 600h900M150 480h900M150 480v120M270 480v120M390 480v120M510 480v120M630 480v120M750 480v120M870 480v120M990 480v120"/><path d="M880 480V330"/><circle cx="880" cy="280" r="80"/>',
  ],
  [
    'exterior',
    'Front exterior',
    '<path d="M330 600V360l270-170 270 170v240zM330 600h540"/><rect x="550" y="460" width="100" height="140"/><rect x="400" y="400" width="100" height="80"/><rect x="700" y="400" width="100" height="80"/>',
  ],
];

const palette = {
  before: { bg: '#e4e7ec', band: '#cfd5de', line: '#7b8798', tag: '#5b6675', text: '#1f2a3a' },
  after: { bg: '#e3eaf5', band: '#c9d6ea', line: '#1d4a85', tag: '#a84f05', text: '#0b2545' },
};

/** @param {'before' | 'after'} stage @param {string} label @param {string} drawing SVG shapes */
function photoSvg(stage, label, drawing) {
  const c = palette[stage];
  const title = `${stage === 'before' ? 'Before' : 'After'} – ${label.toLowerCase()}`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">
  <rect width="${W}" height="${H}" fill="${c.bg}"/>
  <rect y="600" width="${W}" height="200" fill="${c.band}"/>
  <g fill="none" stroke="${c.line}" stroke-width="10" stroke-linecap="round" stroke-linejoin="round" opacity="0.55">${drawing}</g>
  <rect x="40" y="40" width="${stage === 'before' ? 190 : 160}" height="56" rx="28" fill="${c.tag}"/>
  <text x="${stage === 'before' ? 135 : 120}" y="78" font-family="${FONT}" font-size="28" font-weight="700" fill="#fff" text-anchor="middle">${stage === 'before' ? 'BEFORE' : 'AFTER'}</text>
  <text x="600" y="700" font-family="${FONT}" font-size="64" font-weight="700" fill="${c.text}" text-anchor="middle">${title}</text>
  <text x="600" y="755" font-family="${FONT}" font-size="28" fill="${c.text}" text-anchor="middle">Placeholder image</text>
</svg>`;
}

/** @typedef {[x: number, y: number, w: number, h: number, label: string]} Room */
/** Floorplans as labelled rectangles: [x, y, w, h, label] on a 1200×800 sheet. */
/** @type {Record<string, Room[]>} */
const plans = {
  '2-bed': [
    [100, 120, 480, 300, 'Living room'],
    [580, 120, 300, 300, 'Kitchen'],
    [880, 120, 220, 300, 'Bathroom'],
    [100, 420, 420, 300, 'Bedroom 1'],
    [520, 420, 200, 300, 'Hall'],
    [720, 420, 380, 300, 'Bedroom 2'],
  ],
  '4-bed': [
    [60, 120, 360, 300, 'Living room'],
    [420, 120, 360, 300, 'Kitchen / diner'],
    [780, 120, 360, 300, 'Bedroom 1'],
    [60, 420, 280, 300, 'Bedroom 2'],
    [340, 420, 200, 300, 'Hall'],
    [540, 420, 280, 300, 'Bedroom 3'],
    [820, 420, 180, 300, 'Bedroom 4'],
    [1000, 420, 140, 300, 'Bath'],
  ],
};

/** @param {string} name @param {Room[]} rects */
function planSvg(name, rects) {
  const rooms = rects
    .map(
      ([x, y, w, h, label]) =>
        `<rect x="${x}" y="${y}" width="${w}" height="${h}"/><text x="${x + w / 2}" y="${y + h / 2 + 10}" stroke="none" fill="#0b2545" font-size="${w < 200 ? 24 : 30}" text-anchor="middle">${label}</text>`,
    )
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">
  <rect width="${W}" height="${H}" fill="#f3f6fb"/>
  <text x="600" y="75" font-family="${FONT}" font-size="40" font-weight="700" fill="#0b2545" text-anchor="middle">Floorplan – ${name} layout</text>
  <g fill="#fff" stroke="#1d4a85" stroke-width="8" font-family="${FONT}">${rooms}</g>
  <text x="600" y="775" font-family="${FONT}" font-size="26" fill="#4a5568" text-anchor="middle">Placeholder image · not to scale</text>
</svg>`;
}

await mkdir(out, { recursive: true });
const jobs = [];
for (const [slug, label, drawing] of rooms) {
  for (const stage of /** @type {const} */ (['before', 'after'])) {
    const file = new URL(`${stage}-${slug}.jpg`, out);
    jobs.push(
      sharp(Buffer.from(photoSvg(stage, label, drawing)))
        .jpeg({ quality: 72, mozjpeg: true })
        .toBuffer()
        .then((b) => writeFile(file, b)),
    );
  }
}
for (const [name, rects] of Object.entries(plans)) {
  const file = new URL(`floorplan-${name}.png`, out);
  jobs.push(
    sharp(Buffer.from(planSvg(name, rects)))
      .png({ palette: true, compressionLevel: 9 })
      .toBuffer()
      .then((b) => writeFile(file, b)),
  );
}
await Promise.all(jobs);
console.log(`Wrote ${jobs.length} placeholders to ${out.pathname}`);
