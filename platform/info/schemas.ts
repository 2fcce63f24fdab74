import { z } from 'zod';

/** `?stag&affb_id` of `/api/info/locales`: affiliate tags, accepted and bounded, not used to filter. */
export const localesQuery = z.object({
  stag: z.string().max(64).regex(/^[\w-]*$/, 'is invalid').optional(),
  affb_id: z.string().max(16).regex(/^\d*$/, 'must be a number').optional(),
});
