// Draws one share card: the picture a social site shows beside a shared link (1200 × 630, JPEG). Satori lays
// out the text with the fonts below and turns it into outlines, so no font needs to be installed; sharp turns
// that into pixels and lays the page's photo beside it.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import satori from 'satori';
import sharp from 'sharp';

const require = createRequire(import.meta.url);

export const CARD = { width: 1200, height: 630 };
/** The drawing libraries' versions: a new one may draw a card differently. */
export const libraries = JSON.stringify({ satori: require('satori/package.json').version, sharp: sharp.versions });
/** Width of the photo beside the text, when the page has one. */
const PHOTO_WIDTH = 480;
/** The size a card should keep under: social sites fetch it on every share, often over mobile data. */
export const SIZE_AIM = 60 * 1024;
// JPEG settings, best first: the first that keeps a card under SIZE_AIM is used (a busy photo needs the later
// ones). 4:4:4 keeps thin coloured text crisp; at the card's type sizes 4:2:0 is hard to tell apart.
const LADDER = [
  { quality: 80, chromaSubsampling: '4:4:4' },
  { quality: 76, chromaSubsampling: '4:2:0' },
  { quality: 68, chromaSubsampling: '4:2:0' },
  { quality: 60, chromaSubsampling: '4:2:0' },
  { quality: 52, chromaSubsampling: '4:2:0' },
];

const colours = {
  navy950: '#061530',
  navy800: '#133663',
  orange: '#f7931e',
  orange400: '#fbae52',
  muted: '#d5deeb',
};

/** Inter (SIL Open Font License 1.1), from @fontsource/inter: Latin, then Latin Extended for any other letter. */
export const fontFiles = [
  { weight: 400, file: require.resolve('@fontsource/inter/files/inter-latin-400-normal.woff') },
  { weight: 400, file: require.resolve('@fontsource/inter/files/inter-latin-ext-400-normal.woff') },
  { weight: 700, file: require.resolve('@fontsource/inter/files/inter-latin-700-normal.woff') },
  { weight: 700, file: require.resolve('@fontsource/inter/files/inter-latin-ext-700-normal.woff') },
];
let fonts;
const loadFonts = () =>
  (fonts ??= fontFiles.map(({ weight, file }) => ({
    name: 'Inter',
    weight,
    style: 'normal',
    data: readFileSync(file),
  })));

/**
 * A satori element: what React.createElement would give, without React.
 * @param {string} type @param {Record<string, unknown>} style @param {...unknown} children
 */
const h = (type, style, ...children) => ({
  type,
  props: { style: { display: 'flex', boxSizing: 'border-box', ...style }, children },
});

/** Long titles get smaller type, so none needs more than three lines. @param {string} title @param {boolean} narrow */
const titleSize = (title, narrow) => {
  const room = narrow ? 0.78 : 1;
  if (title.length <= 34 * room) return 68;
  if (title.length <= 60 * room) return 58;
  return 48;
};

// The company's mark (public/favicon.svg) and a map pin, as data addresses satori draws.
/** @param {string} text */
const svg = (text) => `data:image/svg+xml;base64,${Buffer.from(text).toString('base64')}`;
const PIN = svg(
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" fill="none" stroke="${colours.orange400}" stroke-width="2.2" stroke-linecap="round" stroke-linejoin="round"><path d="M12 22s7-6.2 7-12a7 7 0 0 0-14 0c0 5.8 7 12 7 12z"/><circle cx="12" cy="10" r="2.6"/></svg>`,
);

// Without a photo, the mark's roof and bars, large and faint, fill the right-hand side.
const BACKDROP = svg(
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="4 5 24 22" fill="none" stroke="#fff" stroke-opacity="0.07" stroke-width="2.2" stroke-linecap="round" stroke-linejoin="round"><path d="M6 16 16 7l10 9M10 25v-6M16 25v-9M22 25v-4"/></svg>`,
);

/**
 * The card's layout as satori elements.
 * @param {{ title: string, eyebrow?: string, location?: string, hasPhoto: boolean, companyName: string, host: string, logo: string }} card
 */
function layout({ title, eyebrow, location, hasPhoto, companyName, host, logo }) {
  const textWidth = CARD.width - (hasPhoto ? PHOTO_WIDTH : 0);
  return h(
    'div',
    {
      width: CARD.width,
      height: CARD.height,
      backgroundImage: `linear-gradient(135deg, ${colours.navy950}, ${colours.navy800})`,
      fontFamily: 'Inter',
      color: '#fff',
    },
    hasPhoto
      ? ''
      : {
          type: 'img',
          props: { src: BACKDROP, width: 480, height: 440, style: { position: 'absolute', right: 40, bottom: 40 } },
        },
    h(
      'div',
      { width: textWidth, height: CARD.height, flexDirection: 'column', padding: '64px 64px 56px' },
      h(
        'div',
        { alignItems: 'center', gap: 20 },
        { type: 'img', props: { src: svg(logo), width: 64, height: 64 } },
        h('div', { fontSize: 30, fontWeight: 700 }, companyName),
      ),
      h(
        'div',
        { flexDirection: 'column', flexGrow: 1, justifyContent: 'center' },
        eyebrow
          ? h(
              'div',
              {
                fontSize: 26,
                fontWeight: 700,
                color: colours.orange400,
                textTransform: 'uppercase',
                letterSpacing: 1.5,
              },
              eyebrow,
            )
          : '',
        h(
          'div',
          {
            fontSize: titleSize(title, hasPhoto),
            fontWeight: 700,
            lineHeight: 1.12,
            marginTop: eyebrow ? 18 : 0,
            display: 'block',
            lineClamp: 3,
          },
          title,
        ),
        location
          ? h(
              'div',
              { alignItems: 'center', gap: 12, marginTop: 26, fontSize: 30, color: colours.muted },
              { type: 'img', props: { src: PIN, width: 32, height: 32 } },
              location,
            )
          : '',
      ),
      h(
        'div',
        { alignItems: 'center', gap: 18, fontSize: 24, color: colours.muted },
        h('div', { width: 56, height: 6, borderRadius: 3, backgroundColor: colours.orange }),
        host,
      ),
    ),
  );
}

/**
 * The card as a JPEG. `photo` is the page's picture (any format sharp reads), cropped to fill the right-hand side.
 * @param {{ title: string, eyebrow?: string, location?: string, photo?: Buffer, companyName: string, host: string, logo: string }} card
 * @returns {Promise<Buffer>}
 */
export async function renderCard({ photo, ...text }) {
  // Satori reads the element objects React would make; `h` makes them without React (or their `key`).
  const element = /** @type {import('react').ReactNode} */ (
    /** @type {unknown} */ (layout({ ...text, hasPhoto: Boolean(photo) }))
  );
  const drawing = await satori(element, { ...CARD, fonts: loadFonts() });
  const base = sharp(Buffer.from(drawing));
  if (photo) {
    const side = await sharp(photo).resize(PHOTO_WIDTH, CARD.height, { fit: 'cover' }).toBuffer();
    base.composite([{ input: side, left: CARD.width - PHOTO_WIDTH, top: 0 }]);
  }
  const { data, info } = await base.removeAlpha().raw().toBuffer({ resolveWithObject: true });
  let jpeg = Buffer.alloc(0);
  for (const settings of LADDER) {
    jpeg = await sharp(data, { raw: info })
      .jpeg({ ...settings, mozjpeg: true })
      .toBuffer();
    if (jpeg.length <= SIZE_AIM) break;
  }
  return jpeg;
}

/**
 * The company's mark as a square PNG, for search engines (Organization.logo asks for 112 px or more).
 * @param {string} logo SVG @param {number} [size]
 */
export const renderLogo = (logo, size = 512) =>
  sharp(Buffer.from(logo), { density: (72 * size) / 32 })
    .resize(size, size)
    .png()
    .toBuffer();
