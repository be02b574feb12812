// Placeholder founder portraits (labelled silhouettes) until real photographs are supplied.
// Usage: node scripts/build/make-founder-placeholders.mjs  → src/assets/founders/<slug>.jpg (800×1000)
import { mkdir } from 'node:fs/promises';
import sharp from 'sharp';

const outDir = new URL('../../src/assets/founders/', import.meta.url);
const founders = [
  { slug: 'founder-1', label: 'Co-Founder', tint: '#1d4a85' },
  { slug: 'founder-2', label: 'Co-Founder', tint: '#133663' },
];

/** @param {{ label: string, tint: string }} founder */
const svg = ({
  label,
  tint,
}) => `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="1000" viewBox="0 0 800 1000">
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${tint}"/><stop offset="1" stop-color="#061530"/>
    </linearGradient>
  </defs>
  <rect width="800" height="1000" fill="url(#bg)"/>
  <circle cx="400" cy="400" r="145" fill="#e3eaf5" fill-opacity="0.9"/>
  <ellipse cx="400" cy="930" rx="270" ry="330" fill="#e3eaf5" fill-opacity="0.9"/>
  <rect x="0" y="860" width="800" height="140" fill="#061530" fill-opacity="0.75"/>
  <rect x="60" y="900" width="8" height="60" fill="#f7931e"/>
  <text x="90" y="945" font-family="DejaVu Sans, Arial, sans-serif" font-size="44" font-weight="700" fill="#ffffff">${label}</text>
  <text x="740" y="945" text-anchor="end" font-family="DejaVu Sans, Arial, sans-serif" font-size="28" fill="#cbd5e1">Photo to follow</text>
</svg>`;

await mkdir(outDir, { recursive: true });
for (const f of founders) {
  const file = new URL(`${f.slug}.jpg`, outDir);
  await sharp(Buffer.from(svg(f)))
    .jpeg({ quality: 82, mozjpeg: true })
    .toFile(file.pathname);
  console.log(file.pathname);
}
