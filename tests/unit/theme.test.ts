import { describe, expect, it } from 'vitest';
import { lightnessOf } from '../../sdk/embed/theme.ts';

/** The colour reading behind `theme="auto"` (sdk/embed/theme.ts); the browser tests cover the pages. */
describe('lightnessOf (computed background colours)', () => {
  it('reads rgb() and rgba() as chromium reports them', () => {
    expect(lightnessOf('rgb(255, 255, 255)')).toEqual({ lightness: 1, alpha: 1 });
    expect(lightnessOf('rgb(0, 0, 0)')).toEqual({ lightness: 0, alpha: 1 });
    expect(lightnessOf('rgba(15, 23, 42, 0.4)')?.alpha).toBe(0.4);
    expect(lightnessOf('rgb(251, 250, 247)')!.lightness).toBeGreaterThan(0.9);
    expect(lightnessOf('rgb(15, 23, 42)')!.lightness).toBeLessThan(0.15);
  });

  it('a transparent background says nothing (alpha 0), and other notations are not guessed', () => {
    expect(lightnessOf('rgba(0, 0, 0, 0)')?.alpha).toBe(0);
    expect(lightnessOf('transparent')).toBeNull();
    expect(lightnessOf('color(srgb 1 1 1)')).toBeNull();
  });
});
