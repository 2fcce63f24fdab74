import { z } from 'zod';
import type { Db } from '../db/database.ts';
import { pickLocale } from './locale.ts';
import { managersDocument, type Manager } from './schemas.ts';

/** Documents answered by POST only (they pick from the document instead of returning it). */
const POST_ONLY = new Set(['managers']);

const bannerTranslation = z.object({
  title: z.string().optional(),
  description: z.string().optional(),
  button: z.string().optional(),
  label: z.string().optional(),
  /** The second button's name and its terms popup (docs/api/info-cms.md "Banners"). */
  secondButton: z.string().optional(),
  popup: z.object({ title: z.string().optional(), secondTitle: z.string().optional(), desc: z.string().optional() }).optional(),
});
const bannersDocument = z.object({
  banners: z.array(z.looseObject({ id: z.union([z.number(), z.string()]) })),
  translations: z.record(z.string(), z.record(z.string(), bannerTranslation)).optional(),
});
type Banner = z.infer<typeof bannersDocument>['banners'][number];

/** Replaces the texts of a banner with a translation; missing texts stay English. */
function localizeBanner(banner: Banner, texts: z.infer<typeof bannerTranslation> | undefined): Banner {
  if (!texts) return banner;
  const copy = structuredClone(banner) as { [key: string]: unknown; title?: object; description?: object; button?: object; labels?: object[]; secondButton?: { name?: string; popup?: object } };
  if (texts.title !== undefined) copy.title = { ...copy.title, text: texts.title };
  if (texts.description !== undefined) copy.description = { ...copy.description, text: texts.description };
  if (texts.button !== undefined && copy.button) copy.button = { ...copy.button, name: texts.button };
  if (texts.label !== undefined && Array.isArray(copy.labels) && copy.labels[0]) copy.labels = [{ ...copy.labels[0], title: texts.label }, ...copy.labels.slice(1)];
  if (copy.secondButton) {
    if (texts.secondButton !== undefined) copy.secondButton = { ...copy.secondButton, name: texts.secondButton };
    if (texts.popup) copy.secondButton = { ...copy.secondButton, popup: { ...copy.secondButton.popup, ...texts.popup } };
  }
  return copy as Banner;
}

/** Front-end config documents (`/api/fe/config/*`, docs/api/info-cms.md, contract §2.1) stored in `fe_configs`. */
export function configStore(db: Db) {
  const documentByName = db.prepare<[string], string>('SELECT document FROM fe_configs WHERE name = ?').pluck();

  const load = (name: string): unknown => {
    const text = documentByName.get(name);
    return text === undefined ? undefined : JSON.parse(text);
  };

  return {
    /** A document as GET answers it, or undefined when there is none of that name. */
    get(name: string, chain: string[]): unknown {
      if (POST_ONLY.has(name)) return undefined;
      const document = load(name);
      if (name === 'banners-config' && document !== undefined) return this.banners(document, chain);
      return document;
    },

    banners(document: unknown, chain: string[]) {
      const { banners, translations = {} } = bannersDocument.parse(document);
      // English is the base text, so only a locale before English in the chain translates.
      const table = pickLocale(new Map(Object.entries(translations)), chain.filter((locale) => locale !== 'en'));
      return { banners: banners.map((banner) => localizeBanner(banner, table?.[String(banner.id)])) };
    },

    /** The manager of the first of `groups` (in the player's order) that has one. */
    managerFor(groups: number[]): Manager | undefined {
      const document = managersDocument.parse(load('managers') ?? { managers: [] });
      for (const group of groups) {
        const manager = document.managers.find((candidate) => candidate.groupId === group);
        if (manager) return manager;
      }
      return undefined;
    },
  };
}
