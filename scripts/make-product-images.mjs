// Generates the local catalogue images: public/images/products/<slug>.svg and public/images/categories/<slug>.svg.
// Soft pack silhouettes (dropper, pump, jar, tube…) on pale backgrounds, each under 3 KB with a <title>.
// The output is committed; re-run after changing the demo catalogue:
//   npx tsx scripts/make-product-images.mjs
// (tsx because the catalogue lives in TypeScript: src/server/db/seed/demo-data.ts)
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { demoCategories, demoProducts } from '../src/server/db/seed/demo-data.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const outProducts = path.join(root, 'public/images/products');
const outCategories = path.join(root, 'public/images/categories');
const MAX_BYTES = 3 * 1024;

// ── Colours ──────────────────────────────────────────────────────────────────────────────────────────────
const palettes = {
  blush: { body: '#EBCFC4', cap: '#8C5E58' },
  sage: { body: '#CADBCF', cap: '#4F6B5E' },
  lavender: { body: '#D8D3EA', cap: '#5E5478' },
  sand: { body: '#EADCC5', cap: '#7A6246' },
  sky: { body: '#CDDDEA', cap: '#3F5C78' },
  rose: { body: '#E8C3CB', cap: '#7D4656' },
  butter: { body: '#F1E3B5', cap: '#86703A' },
  stone: { body: '#DEDCD5', cap: '#4A4A48' },
  amber: { body: '#E3AE72', cap: '#5A3B1E' },
  white: { body: '#F4F1EC', cap: '#6F6A63' },
};

const backgrounds = {
  cleansers: ['#F2F6F3', '#E3EDE6'],
  serums: ['#F8F2EC', '#EFE2D6'],
  moisturisers: ['#F6F1F5', '#EADFE8'],
  'sun-protection': ['#FBF6E9', '#F3E7C6'],
  treatments: ['#F3F1F8', '#E2DDF0'],
  'eye-care': ['#EFF4F8', '#DCE7F0'],
  'masks-exfoliants': ['#F7F0EF', '#EEDCD9'],
  body: ['#F4F3EF', '#E6E3DA'],
};

// ── Per-product look: [shape, palette, label line 1, label line 2] ───────────────────────────────────────
const looks = {
  'vitamin-c-15-brightening-serum': ['dropper', 'amber', 'VITAMIN C', '15% SERUM'],
  'niacinamide-10-pore-refining-serum': ['dropper', 'sage', 'NIACINAMIDE', '10% SERUM'],
  'tranexamic-3-dark-spot-serum': ['dropper', 'rose', 'TRANEXAMIC', '3% SERUM'],
  'hyaluronic-b5-hydrating-serum': ['dropper', 'sky', 'HYALURONIC', '+ B5 SERUM'],
  'copper-peptide-firming-serum': ['dropper', 'blush', 'COPPER', 'PEPTIDE'],
  'retinal-0-1-renewal-serum': ['airless', 'lavender', 'RETINAL', '0.1% SERUM'],
  'retinol-0-3-starter-serum': ['airless', 'sand', 'RETINOL', '0.3% NIGHT'],
  'azelaic-15-blemish-gel': ['tube', 'sage', 'AZELAIC', '15% GEL'],
  'bakuchiol-1-renewal-oil': ['dropper', 'butter', 'BAKUCHIOL', '1% OIL'],
  'targeted-blemish-spot-gel': ['slimTube', 'stone', 'BLEMISH', 'SPOT GEL'],
  'barrier-repair-ceramide-cream': ['jar', 'sky', 'CERAMIDE', 'CREAM'],
  'oil-free-balancing-gel-moisturiser': ['jar', 'sage', 'BALANCING', 'GEL CREAM'],
  'redness-relief-cica-cream': ['tube', 'sage', 'CICA', 'CREAM'],
  'peptide-renewal-night-cream': ['jar', 'lavender', 'PEPTIDE', 'NIGHT CREAM'],
  'daily-mineral-shield-spf50': ['tube', 'white', 'MINERAL', 'SPF 50'],
  'invisible-fluid-spf50': ['bottle', 'butter', 'INVISIBLE', 'SPF 50'],
  'tinted-mineral-protect-spf30': ['tube', 'sand', 'TINTED', 'SPF 30'],
  'gentle-ceramide-cream-cleanser': ['tube', 'sky', 'CERAMIDE', 'CLEANSER'],
  'clarifying-salicylic-acid-cleanser': ['pump', 'sage', '2% BHA', 'CLEANSER'],
  'calming-cica-milk-cleanser': ['pump', 'blush', 'CICA MILK', 'CLEANSER'],
  'melting-squalane-cleansing-balm': ['jar', 'butter', 'SQUALANE', 'BALM'],
  'peptide-firming-eye-cream': ['slimTube', 'lavender', 'PEPTIDE', 'EYE CREAM'],
  'brightening-caffeine-eye-serum': ['roller', 'sand', 'CAFFEINE', 'EYE SERUM'],
  'mandelic-10-exfoliating-toner': ['bottle', 'rose', 'MANDELIC', '10% TONER'],
  'glycolic-resurfacing-night-peel': ['bottle', 'lavender', 'GLYCOLIC', 'NIGHT PEEL'],
  'kaolin-niacinamide-purifying-mask': ['jar', 'stone', 'KAOLIN', 'CLAY MASK'],
  'overnight-ceramide-recovery-mask': ['jar', 'sky', 'OVERNIGHT', 'MASK'],
  'urea-10-smoothing-body-lotion': ['pump', 'white', 'UREA 10%', 'BODY LOTION'],
  'bha-body-blemish-wash': ['bottle', 'sage', '2% BHA', 'BODY WASH'],
};

// ── Shapes: each draws a pack standing on y≈332, centred on x=200, and says where its label goes ─────────
const shapes = {
  dropper: ({ body, cap }) => ({
    svg:
      `<rect x="178" y="64" width="44" height="66" rx="22" fill="${cap}"/>` +
      `<rect x="168" y="124" width="64" height="34" rx="6" fill="${cap}" opacity=".8"/>` +
      `<path d="M140 196q0-38 38-38h44q38 0 38 38v122q0 14-14 14h-92q-14 0-14-14z" fill="${body}"/>`,
    label: { x: 152, y: 212, w: 96, h: 86 },
  }),
  pump: ({ body, cap }) => ({
    svg:
      `<rect x="170" y="96" width="56" height="16" rx="4" fill="${cap}"/>` +
      `<rect x="222" y="100" width="40" height="8" rx="3" fill="${cap}"/>` +
      `<rect x="192" y="110" width="16" height="16" fill="${cap}" opacity=".7"/>` +
      `<rect x="180" y="124" width="40" height="28" rx="5" fill="${cap}"/>` +
      `<rect x="140" y="146" width="120" height="186" rx="22" fill="${body}"/>`,
    label: { x: 152, y: 196, w: 96, h: 92 },
  }),
  jar: ({ body, cap }) => ({
    svg:
      `<rect x="104" y="222" width="192" height="110" rx="18" fill="${body}"/>` +
      `<rect x="98" y="176" width="204" height="52" rx="10" fill="${cap}"/>` +
      `<rect x="98" y="214" width="204" height="6" fill="#000" opacity=".08"/>`,
    label: { x: 134, y: 240, w: 132, h: 76 },
  }),
  tube: ({ body, cap }) => ({
    svg:
      `<rect x="134" y="76" width="132" height="24" rx="3" fill="${body}"/>` +
      `<path d="M134 88h132" stroke="${cap}" stroke-opacity=".25" stroke-width="2"/>` +
      `<path d="M136 100h128l-32 196h-64z" fill="${body}"/>` +
      `<rect x="164" y="290" width="72" height="42" rx="8" fill="${cap}"/>`,
    label: { x: 154, y: 118, w: 92, h: 88 },
  }),
  slimTube: ({ body, cap }) => ({
    svg:
      `<rect x="156" y="84" width="88" height="20" rx="3" fill="${body}"/>` +
      `<path d="M158 104h84l-20 190h-44z" fill="${body}"/>` +
      `<rect x="178" y="288" width="44" height="44" rx="6" fill="${cap}"/>`,
    label: { x: 171, y: 122, w: 58, h: 80 },
  }),
  airless: ({ body, cap }) => ({
    svg:
      `<rect x="146" y="80" width="108" height="50" rx="12" fill="${cap}"/>` +
      `<rect x="150" y="124" width="100" height="208" rx="14" fill="${body}"/>` +
      `<rect x="150" y="316" width="100" height="16" rx="8" fill="${cap}" opacity=".35"/>`,
    label: { x: 158, y: 180, w: 84, h: 96 },
  }),
  bottle: ({ body, cap }) => ({
    svg:
      `<rect x="170" y="92" width="60" height="48" rx="8" fill="${cap}"/>` +
      `<path d="M144 170q0-30 30-30h52q30 0 30 30v148q0 14-14 14h-84q-14 0-14-14z" fill="${body}"/>`,
    label: { x: 154, y: 196, w: 92, h: 96 },
  }),
  roller: ({ body, cap }) => ({
    svg:
      `<circle cx="200" cy="96" r="14" fill="#C9CCD1"/><circle cx="195" cy="91" r="4" fill="#fff" opacity=".7"/>` +
      `<rect x="180" y="104" width="40" height="30" rx="6" fill="${cap}"/>` +
      `<rect x="168" y="130" width="64" height="202" rx="14" fill="${body}"/>`,
    label: { x: 174, y: 182, w: 52, h: 100 },
  }),
};

// ── Drawing ──────────────────────────────────────────────────────────────────────────────────────────────
const FONT = 'Helvetica,Arial,sans-serif';
const escapeXml = (s) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

function drawLabel({ x, y, w, h }, lines, cap) {
  const cx = x + w / 2;
  const longest = Math.max(...lines.map((l) => l.length));
  const size = Math.min(12, Math.floor((w - 10) / (longest * 0.66)));
  const small = Math.max(5, Math.min(7, Math.floor(w / 13)));
  let svg = `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="6" fill="#fff" opacity=".82"/>`;
  svg += `<text x="${cx}" y="${y + 16}" font-family="${FONT}" font-size="${small}" letter-spacing="1.5" text-anchor="middle" fill="${cap}">SKIN CIRCLE</text>`;
  svg += `<path d="M${cx - 14} ${y + 23}h28" stroke="${cap}" stroke-opacity=".4"/>`;
  const top = y + h / 2 + 2;
  lines.forEach((line, i) => {
    const weight = i === 0 ? ' font-weight="700"' : '';
    const fs = i === 0 ? size : Math.max(6, size - 2);
    svg += `<text x="${cx}" y="${top + i * (size + 4)}" font-family="${FONT}" font-size="${fs}"${weight} text-anchor="middle" fill="${cap}">${escapeXml(line)}</text>`;
  });
  return svg;
}

function frame(title, [bg, halo], inner) {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400" viewBox="0 0 400 400" role="img">` +
    `<title>${escapeXml(title)}</title>` +
    `<rect width="400" height="400" fill="${bg}"/>` +
    `<circle cx="200" cy="206" r="148" fill="${halo}"/>` +
    `<ellipse cx="200" cy="336" rx="112" ry="9" fill="#000" opacity=".07"/>` +
    inner +
    `</svg>\n`
  );
}

function productSvg(p) {
  const [shape, paletteName, line1, line2] = looks[p.slug] ?? [
    'pump',
    'stone',
    ...p.name.toUpperCase().split(' ').slice(0, 2),
  ];
  const palette = palettes[paletteName];
  const drawn = shapes[shape](palette);
  return frame(
    p.name,
    backgrounds[p.categorySlug] ?? backgrounds.body,
    drawn.svg + drawLabel(drawn.label, [line1, line2], palette.cap),
  );
}

function categorySvg(c) {
  const members = demoProducts.filter((p) => p.categorySlug === c.slug).slice(0, 3);
  // Back row left and right, the front one larger in the middle.
  const layouts = {
    1: [{ dx: 0, s: 0.9 }],
    2: [
      { dx: -64, s: 0.78 },
      { dx: 64, s: 0.78 },
    ],
    3: [
      { dx: -98, s: 0.66 },
      { dx: 98, s: 0.66 },
      { dx: 0, s: 0.8 },
    ],
  };
  let inner = '';
  members.forEach((p, i) => {
    const { dx, s } = layouts[members.length][i];
    const [shape, paletteName] = looks[p.slug] ?? ['pump', 'stone'];
    const palette = palettes[paletteName];
    const drawn = shapes[shape](palette);
    const { x, y, w, h } = drawn.label;
    const tx = (200 + dx - 200 * s).toFixed(1);
    const ty = (332 - 332 * s).toFixed(1);
    inner +=
      `<g transform="translate(${tx} ${ty}) scale(${s})">${drawn.svg}` +
      `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="6" fill="#fff" opacity=".82"/>` +
      `<path d="M${x + 14} ${y + h / 2}h${w - 28}" stroke="${palette.cap}" stroke-width="3" stroke-opacity=".5"/></g>`;
  });
  return frame(c.name, backgrounds[c.slug] ?? backgrounds.body, inner);
}

function write(dir, slug, svg) {
  const bytes = Buffer.byteLength(svg);
  if (bytes >= MAX_BYTES) throw new Error(`${slug}.svg is ${bytes} bytes (limit ${MAX_BYTES})`);
  fs.writeFileSync(path.join(dir, `${slug}.svg`), svg);
  return bytes;
}

fs.mkdirSync(outProducts, { recursive: true });
fs.mkdirSync(outCategories, { recursive: true });
let largest = 0;
for (const p of demoProducts) {
  if (!looks[p.slug]) console.warn(`no look for ${p.slug}: using the default pump`);
  largest = Math.max(largest, write(outProducts, p.slug, productSvg(p)));
}
for (const c of demoCategories) largest = Math.max(largest, write(outCategories, c.slug, categorySvg(c)));
console.log(
  `wrote ${demoProducts.length} product and ${demoCategories.length} category images (largest ${largest} bytes)`,
);
