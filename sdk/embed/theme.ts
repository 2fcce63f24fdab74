/**
 * Light or dark widgets (docs/integration.md "Light and dark pages"): a widget's `theme` is
 * `light`, `dark` or `auto` (the default). Auto reads the page behind the element: the first
 * ancestor with an opaque background decides by its luminance; a page that paints no background
 * shows the browser's canvas, dark only when the page opts into a dark colour scheme and the
 * visitor prefers one. The result is set as `data-ck-theme` on the element, which selects the
 * token defaults of widgets/ui/styles.ts; tokens the page sets (`--ck-text`…) still win.
 * Framework-free: the loader uses it for first frames too.
 */
export type ThemeName = 'light' | 'dark';

export const THEME_ATTRIBUTE = 'data-ck-theme';

/** Parses `rgb()`/`rgba()` as computed styles report them; null for anything else. */
function parseRgb(value: string): [number, number, number, number] | null {
  const match = /rgba?\(([^)]+)\)/.exec(value);
  if (!match) return null;
  const parts = match[1]!.split(/[\s,/]+/).filter(Boolean).map(Number);
  if (parts.length < 3 || parts.some((n) => Number.isNaN(n))) return null;
  return [parts[0]!, parts[1]!, parts[2]!, parts[3] ?? 1];
}

/** WCAG relative luminance of an sRGB colour (0 black … 1 white). */
export function luminance([r, g, b]: readonly number[]): number {
  const channel = (value: number) => {
    const c = value / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(r!) + 0.7152 * channel(g!) + 0.0722 * channel(b!);
}

function parentOf(element: Element): Element | null {
  if (element.parentElement) return element.parentElement;
  const root = element.getRootNode();
  return root instanceof ShadowRoot ? root.host : null;
}

/** The theme the page behind `element` calls for. */
export function detectTheme(element: Element): ThemeName {
  for (let node = parentOf(element); node; node = parentOf(node)) {
    const rgb = parseRgb(getComputedStyle(node).backgroundColor);
    // A dark text on white and a light text on white switch over at luminance ≈ 0.18.
    if (rgb && rgb[3] >= 0.5) return luminance(rgb) < 0.18 ? 'dark' : 'light';
  }
  const scheme = getComputedStyle(document.documentElement).colorScheme || '';
  const prefersDark = typeof matchMedia === 'function' && matchMedia('(prefers-color-scheme: dark)').matches;
  return /dark/.test(scheme) && (prefersDark || !/light/.test(scheme)) ? 'dark' : 'light';
}

/** `light`/`dark` as asked, anything else (`auto`, unset, unknown) detected. */
export function resolveTheme(element: Element, requested: unknown): ThemeName {
  return requested === 'light' || requested === 'dark' ? requested : detectTheme(element);
}

/** Sets `data-ck-theme` on the widget's element; returns what it set. */
export function applyTheme(element: Element, requested: unknown): ThemeName {
  const theme = resolveTheme(element, requested);
  if (element.getAttribute(THEME_ATTRIBUTE) !== theme) element.setAttribute(THEME_ATTRIBUTE, theme);
  return theme;
}
