import { telemetryApi } from '../../sdk/api/telemetry.ts';
import type { Core } from '../../sdk/core.ts';

/**
 * Validation telemetry (docs/product/errors-and-network.md#telemetry, spec 000 §5, docs/api/info-cms.md, contract §2.7): the failing fields of one submit of one
 * form, with the first message of each. Fire and forget: telemetry never blocks or breaks a form.
 */
export function reportValidation(core: Core, component: string, side: 'frontEnd' | 'backEnd', errors: Record<string, string | null | undefined>): void {
  const list = Object.entries(errors)
    .filter((entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1] !== '')
    .slice(0, 50)
    .map(([key, firstMessage]) => ({ key: key.slice(0, 100), firstMessage: firstMessage.slice(0, 500) }));
  if (list.length === 0) return;
  telemetryApi(core.http).validationErrors(side, component, list).catch(() => undefined);
}
