/**
 * Placeholder art for the `/cms-assets/...` URLs the seeded content references (banners, logos,
 * shop cards). A real deployment puts a CDN there; the reference platform draws a labelled
 * gradient SVG so demos show something meaningful instead of broken images.
 */
const escapeXml = (text: string) => text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

export function placeholderSvg(assetPath: string): string {
  const name = assetPath.split('/').pop()?.replace(/\.[a-z0-9]+$/i, '').replace(/[-_]+/g, ' ') ?? 'image';
  let hash = 0;
  for (const char of assetPath) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  const hue = hash % 360;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="360" viewBox="0 0 640 360">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue},70%,30%)"/><stop offset="1" stop-color="hsl(${(hue + 60) % 360},80%,55%)"/></linearGradient></defs>
<rect width="640" height="360" fill="url(#g)"/>
<text x="320" y="190" font-family="sans-serif" font-size="36" fill="#fff" text-anchor="middle">${escapeXml(name.slice(0, 40))}</text>
</svg>`;
}
