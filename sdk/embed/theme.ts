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

/** Perceived lightness (0 black … 1 white) of a computed `rgb()`/`rgba()`, and its alpha; null if not one. */
export function lightnessOf(value: string): { lightness: number; alpha: number } | null {
  const [r, g, b, a = 1] = (value.match(/[\d.]+/g) ?? []).map(Number);
  if (!/^rgba?\(/.test(value) || b === undefined) return null;
  return { lightness: (0.299 * r! + 0.587 * g! + 0.114 * b) / 255, alpha: a };
}

function parentOf(element: Element): Element | null {
  if (element.parentElement) return element.parentElement;
  const root = element.getRootNode();
  return root instanceof ShadowRoot ? root.host : null;
}

/** The theme the page behind `element` calls for. */
export function detectTheme(element: Element): ThemeName {
  for (let node = parentOf(element); node; node = parentOf(node)) {
    const colour = lightnessOf(getComputedStyle(node).backgroundColor);
    // Half transparent or less: the page further out shows through and decides.
    if (colour && colour.alpha >= 0.5) return colour.lightness < 0.5 ? 'dark' : 'light';
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
