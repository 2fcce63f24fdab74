import type { HttpClient } from '../http/client.ts';
import { StagByReferrerConfig, SurveyConfig } from './schemas/startup-config.ts';

/**
 * The config documents the host reads at start-up (docs/api/info-cms.md, contract §2.1): the
 * affiliate's stag by referrer and the survey. Apart from `configApi` (config.ts, which includes
 * these) so the host's first load carries only their two schemas (docs/architecture.md "Server state").
 */
export const startupConfigApi = (http: HttpClient, prefix = '/api/fe/config') => ({
  stagByReferrer: (signal?: AbortSignal) => http.get(`${prefix}/stag-by-referrer-name`, { schema: StagByReferrerConfig, signal }),
  survey: (signal?: AbortSignal) => http.get(`${prefix}/survey-config`, { schema: SurveyConfig, signal }),
});
