import type { HttpClient } from '../http/client.ts';
import { ManagePromotionPagesConfig, MenuCategoriesConfig, StagByReferrerConfig, SurveyConfig } from './schemas/startup-config.ts';

/**
 * The config documents the host reads at start-up (docs/api/info-cms.md, contract §2.1): the
 * affiliate's stag by referrer and the survey, the lobby's menu categories and the promotion pages that are on. Apart from `configApi`
 * (config.ts, which includes these): a factory keeps every schema of its object, so the first screen
 * carries only these three (docs/sdk-api.md "Bundle size and tree-shaking").
 */
export const startupConfigApi = (http: HttpClient, prefix = '/api/fe/config') => ({
  stagByReferrer: (signal?: AbortSignal) => http.get(`${prefix}/stag-by-referrer-name`, { schema: StagByReferrerConfig, signal }),
  survey: (signal?: AbortSignal) => http.get(`${prefix}/survey-config`, { schema: SurveyConfig, signal }),
  menuCategories: () => http.get(`${prefix}/menu-categories-games`, { schema: MenuCategoriesConfig }),
  managePromotionPages: (signal?: AbortSignal) => http.get(`${prefix}/manage-promotion-pages`, { schema: ManagePromotionPagesConfig, signal }),
});
