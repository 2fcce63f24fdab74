import type { HttpClient } from '../http/client.ts';
import type { FreeFormBody, GameStartBody, PwaEventBody, TransactionMetricBody, UtmBody, UtmSetBody, ValidationMetricsBody } from './requests.ts';

export interface UtmMetrics {
  utm_source?: string | null;
  utm_medium?: string | null;
  utm_campaign?: string | null;
  utm_content?: string | null;
  utm_term?: string | null;
  sub_id?: string | null;
}

export type PwaEventName = 'beforeinstallprompt' | 'prompt_shown' | 'prompt_accepted' | 'prompt_dismissed' | 'appinstalled' | 'launched_standalone' | 'push_subscribed' | 'push_unsubscribed';
export interface PwaEvent {
  event: PwaEventName;
  platform?: string | null;
  display_mode?: 'browser' | 'standalone' | 'minimal-ui' | 'fullscreen' | 'window-controls-overlay' | null;
  details?: Record<string, string | number | boolean | null>;
}

/**
 * Telemetry of the app node (docs/api/info-cms.md, contract §2.7, spec-era paths; HEAD moved them under `/api-fe`).
 * Fire-and-forget writes: answers are ignored, so no schema; callers should catch and drop errors.
 */
export const telemetryApi = (http: HttpClient) => ({
  validationErrors: (side: 'backEnd' | 'frontEnd', component: string, errors: { key: string; firstMessage: string }[]) =>
    http.put('/metrics-errors-validation', { side, component, errors } satisfies ValidationMetricsBody),
  /** A landing's UTM parameters and, when it had them, its affiliate `stag` / `affb_id` (a click, docs/api/affiliates.md "Clicks"). */
  utmSet: (utmMetrics: UtmMetrics, landing: { stag?: string | null; affb_id?: string | null } = {}) => http.post('/log_utm_set', { utmMetrics, ...landing } satisfies UtmSetBody),
  utmSend: (utmMetrics: UtmMetrics) => http.post('/log_utm_send', { utmMetrics } satisfies UtmBody),
  gameStartPerformance: (metric: { gameName: string; provider: string; value: number; country?: string; userId?: number; gameId?: number; connectionType?: string }) =>
    http.put('/game-start-performance', metric satisfies GameStartBody),
  /** `amount` in major units, a decimal string as the app's own type has it (or a number). */
  transactionMetric: (metric: { type: 'deposit' | 'cashout'; isSuccessTransaction: boolean; paymentSystem: string; amount: string | number; currency: string }) =>
    http.post('/metrics/transaction-metric', metric satisfies TransactionMetricBody),
  /** A progressive-web-app event (docs/api/info-cms.md "Telemetry"). */
  pwaEvent: (event: PwaEvent) => http.post('/api/pwa_events', event satisfies PwaEventBody),
  log: (entry: FreeFormBody) => http.put('/log', entry),
  performance: (entry: FreeFormBody) => http.put('/performance', entry),
  networkPerformance: (entry: FreeFormBody) => http.put('/network-performance', entry),
});
