import { DE } from './de.ts';
import { EN } from './en.ts';
import { ET } from './et.ts';
import { FR_CA } from './fr-CA.ts';
import { IT } from './it.ts';
import { NO } from './no.ts';
import { ROCKET_MART_DE, ROCKET_MART_EN } from './rocket-mart.ts';
import type { PageSeed, PageText } from './types.ts';

/** Which locales have a text for `path`; English is always there. */
function textsFor(path: string): Record<string, PageText> {
  const texts: Record<string, PageText> = {};
  for (const [locale, pages] of [['en', EN], ['de', DE], ['fr-CA', FR_CA], ['no', NO], ['it', IT], ['et', ET]] as const) {
    const text = pages[path];
    if (text) texts[locale] = text;
  }
  return texts;
}

const page = (path: string, categories: string[], position: number): PageSeed => {
  const licence = /\/(AU|CW|EE)$/.exec(path)?.[1] as PageSeed['licence'];
  return { path, licence, categories, position, texts: textsFor(path) };
};

/**
 * Static pages of docs/product/shell-and-routes.md#paths (spec 000 §2.2) with their menu placement: top-menu (header), bottom-menu
 * (footer links), bottom-menu-help (footer help column); `hidden` pages are reachable but unlisted
 * in menus. Licence variants inherit no categories: the app swaps them in by licence.
 */
export const PAGE_SEEDS: PageSeed[] = [
  page('promotions', ['top-menu', 'bottom-menu'], 1),
  page('terms-and-conditions', ['bottom-menu'], 2),
  page('terms-and-conditions/AU', [], 0),
  page('terms-and-conditions/CW', [], 0),
  page('terms-and-conditions/EE', [], 0),
  page('general-rules', ['bottom-menu'], 3),
  page('privacy-policy', ['bottom-menu'], 4),
  page('cookie-policy', ['bottom-menu'], 5),
  page('responsible-gaming', ['bottom-menu', 'bottom-menu-help'], 6),
  page('responsible-gaming/AU', [], 0),
  page('responsible-gaming/CW', [], 0),
  page('responsible-gaming/EE', [], 0),
  { path: 'rocket-mart', categories: ['hidden'], position: 20, texts: { en: ROCKET_MART_EN, de: ROCKET_MART_DE } },
];
