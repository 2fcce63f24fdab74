/**
 * The config documents the host's first screen reads (docs/api/info-cms.md, contract §2.1): the affiliate's
 * stag by referrer, the survey, the lobby's menu categories and which promotion pages are on. Apart from config.ts, whose schemas
 * (wheel, adventures, additional gifts…) only the pages that read them load (docs/sdk-api.md "Bundle size and tree-shaking").
 */
import * as z from 'zod/mini';
import { strings } from './common.ts';

export const stringMap = z.record(z.string(), z.string());

/** `{pages: {<referrer>: {<path>: <stag>}} | null, countries: {<country>: {<referrer>: <stag>}}}` */
export const StagByReferrerConfig = z.looseObject({
  pages: z.nullable(z.record(z.string(), stringMap)),
  countries: z.record(z.string(), stringMap),
});
export type StagByReferrerConfig = z.infer<typeof StagByReferrerConfig>;

export const SurveyConfig = z.looseObject({ survey_id: z.string(), survey_collector_id: z.string(), is_enable_widget: z.boolean() });
export type SurveyConfig = z.infer<typeof SurveyConfig>;

/** `{MAIN_PAGE_CATEGORIES: [slug], …}` */
export const MenuCategoriesConfig = z.record(z.string(), strings);
export type MenuCategoriesConfig = z.infer<typeof MenuCategoriesConfig>;

/** `{<page slug>: bool}`: promotion pages the operator switched on or off (sdk/rules/guards.ts `promotionPageGuard`). */
export const ManagePromotionPagesConfig = z.record(z.string(), z.boolean());
export type ManagePromotionPagesConfig = z.infer<typeof ManagePromotionPagesConfig>;
