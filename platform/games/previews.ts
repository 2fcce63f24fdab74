import { createHash } from 'node:crypto';

/**
 * Game tiles rendered locally as SVG (no external CDN): a gradient and a motif derived from a hash
 * of the identifier, the title and the studio. Same input → byte-identical output, so the ETag is
 * stable and the response can be cached forever.
 */
export const PREVIEW_PREFIX = '/preview/';

/** `/preview/<provider>/<seo_title>.svg` — the identifier is `<provider>/<seo_title>`. */
export const previewPath = (identifier: string) => `${PREVIEW_PREFIX}${identifier}.svg`;

export interface PreviewInput {
  identifier: string;
  title: string;
  providerTitle: string;
  categories: ReadonlySet<string>;
}

export interface Preview {
  svg: string;
  etag: string;
}

const SIZE = 300;

const escapeXml = (text: string) =>
  text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[char] as string);

/** Greedy wrap into at most `maxLines` lines of about `width` characters; the last line is ellipsed. */
function wrap(text: string, width: number, maxLines: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    if (line && (line + ' ' + word).length > width) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(line);
  if (lines.length > maxLines) {
    const kept = lines.slice(0, maxLines);
    kept[maxLines - 1] = `${kept[maxLines - 1]}…`;
    return kept;
  }
  return lines;
}

function star(cx: number, cy: number, outer: number, inner: number, points: number, rotation: number): string {
  const corners: string[] = [];
  for (let i = 0; i < points * 2; i++) {
    const radius = i % 2 === 0 ? outer : inner;
    const angle = rotation + (Math.PI * i) / points;
    corners.push(`${(cx + radius * Math.sin(angle)).toFixed(1)},${(cy - radius * Math.cos(angle)).toFixed(1)}`);
  }
  return corners.join(' ');
}

function pill(x: number, y: number, label: string, fill: string, ink: string): string {
  const width = 16 + label.length * 8;
  return `<rect x="${x}" y="${y}" width="${width}" height="22" rx="11" fill="${fill}"/><text x="${x + width / 2}" y="${y + 15.5}" text-anchor="middle" font-size="12" font-weight="700" letter-spacing="1" fill="${ink}">${label}</text>`;
}

export function renderPreview(input: PreviewInput): string {
  const bytes = createHash('sha256').update(input.identifier).digest();
  const byte = (i: number) => bytes[i % bytes.length] as number;
  const hue = Math.round((byte(0) / 255) * 360);
  const hue2 = (hue + 30 + Math.round((byte(1) / 255) * 90)) % 360;
  const angle = Math.round((byte(2) / 255) * 360);
  const points = 5 + (byte(3) % 4);
  // Ids unique per tile, so several tiles inlined into one document keep their own gradients.
  const id = bytes.subarray(0, 4).toString('hex');

  const dots: string[] = [];
  for (let i = 0; i < 9; i++) {
    const x = Math.round((byte(4 + i * 3) / 255) * SIZE);
    const y = Math.round((byte(5 + i * 3) / 255) * SIZE);
    const r = 6 + (byte(6 + i * 3) % 34);
    const opacity = (0.05 + (byte(7 + i) % 10) / 100).toFixed(2);
    dots.push(i % 3 === 0
      ? `<rect x="${x - r / 2}" y="${y - r / 2}" width="${r}" height="${r}" transform="rotate(45 ${x} ${y})" fill="#fff" opacity="${opacity}"/>`
      : `<circle cx="${x}" cy="${y}" r="${r}" fill="#fff" opacity="${opacity}"/>`);
  }

  const lines = wrap(input.title, 15, 4);
  const longest = Math.max(...lines.map((line) => line.length), 1);
  const fontSize = Math.max(18, Math.min(lines.length >= 4 ? 24 : 36, Math.floor(250 / (longest * 0.6))));
  const lineHeight = Math.round(fontSize * 1.15);
  // Centred below the emblem, never over its ring (y ≤ 140) nor the studio band (y ≥ 256).
  const firstBaseline = Math.max(165, 180 - ((lines.length - 1) * lineHeight) / 2);
  const titleText = (dx: number, dy: number, fill: string, opacity: string) =>
    `<text x="${SIZE / 2 + dx}" text-anchor="middle" font-size="${fontSize}" font-weight="800" fill="${fill}" opacity="${opacity}">${lines
      .map((line, i) => `<tspan x="${SIZE / 2 + dx}" y="${firstBaseline + i * lineHeight + dy}">${escapeXml(line)}</tspan>`)
      .join('')}</text>`;

  const pills: string[] = [];
  if (input.categories.has('live')) pills.push(pill(12, 12, 'LIVE', '#e11d48', '#fff'));
  else if (input.categories.has('jackpot')) pills.push(pill(12, 12, 'JACKPOT', '#facc15', '#422006'));

  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${SIZE}" height="${SIZE}" viewBox="0 0 ${SIZE} ${SIZE}" role="img" aria-label="${escapeXml(`${input.title} by ${input.providerTitle}`)}" font-family="system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif">`,
    '<defs>',
    `<linearGradient id="bg-${id}" gradientTransform="rotate(${angle} 0.5 0.5)"><stop offset="0" stop-color="hsl(${hue}, 78%, 52%)"/><stop offset="1" stop-color="hsl(${hue2}, 70%, 22%)"/></linearGradient>`,
    `<radialGradient id="glow-${id}" cx="0.5" cy="0.35" r="0.6"><stop offset="0" stop-color="#fff" stop-opacity="0.35"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient>`,
    '</defs>',
    `<rect width="${SIZE}" height="${SIZE}" fill="url(#bg-${id})"/>`,
    `<rect width="${SIZE}" height="${SIZE}" fill="url(#glow-${id})"/>`,
    ...dots,
    `<polygon points="${star(SIZE / 2, 82, 46, 20, points, (byte(8) / 255) * Math.PI)}" fill="hsl(${(hue + 180) % 360}, 90%, 75%)" opacity="0.85"/>`,
    `<circle cx="${SIZE / 2}" cy="82" r="58" fill="none" stroke="#fff" stroke-opacity="0.35" stroke-width="3"/>`,
    titleText(2, 2, '#000', '0.35'),
    titleText(0, 0, '#fff', '1'),
    `<rect y="${SIZE - 44}" width="${SIZE}" height="44" fill="#000" opacity="0.28"/>`,
    `<text x="${SIZE / 2}" y="${SIZE - 17}" text-anchor="middle" font-size="13" font-weight="600" letter-spacing="2" fill="#fff" opacity="0.9">${escapeXml(input.providerTitle.toUpperCase())}</text>`,
    ...pills,
    '</svg>',
  ].join('');
}

const MAX_CACHED = 20_000;
const cache = new Map<string, Preview>();

/** The rendered tile with its strong ETag, memoised (bounded: cleared when full). */
export function preview(input: PreviewInput): Preview {
  const key = `${input.identifier}\n${input.title}\n${input.providerTitle}`;
  let entry = cache.get(key);
  if (!entry) {
    const svg = renderPreview(input);
    entry = { svg, etag: `"${createHash('sha1').update(svg).digest('base64url')}"` };
    if (cache.size >= MAX_CACHED) cache.clear();
    cache.set(key, entry);
  }
  return entry;
}
