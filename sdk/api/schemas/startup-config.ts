/**
 * The two config documents the host reads at start-up (docs/api/info-cms.md, contract §2.1), in a
 * module of their own so the host's first load pays for these two schemas only, not for every
 * config schema (docs/architecture.md "Server state"). schemas/config.ts re-exports them.
 */
import * as z from 'zod/mini';

const stringMap = z.record(z.string(), z.string());

/** `{pages: {<referrer>: {<path>: <stag>}} | null, countries: {<country>: {<referrer>: <stag>}}}` */
export const StagByReferrerConfig = z.looseObject({
  pages: z.nullable(z.record(z.string(), stringMap)),
  countries: z.record(z.string(), stringMap),
});
export type StagByReferrerConfig = z.infer<typeof StagByReferrerConfig>;

export const SurveyConfig = z.looseObject({ survey_id: z.string(), survey_collector_id: z.string(), is_enable_widget: z.boolean() });
export type SurveyConfig = z.infer<typeof SurveyConfig>;
