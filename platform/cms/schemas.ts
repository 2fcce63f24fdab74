import { z } from 'zod';

/** `?l=<locale>` of the CMS calls; an unsupported but well-formed locale falls back to English. */
export const localeQuery = z.object({
  l: z.string().regex(/^[A-Za-z]{2,3}(-[A-Za-z0-9]{2,8})?$/, 'is not a locale').optional(),
});

/** A page path below /api/cms/pages/: up to 4 slug segments, or a numeric page id. */
export const pagePath = z.string().max(200).regex(/^[A-Za-z0-9_-]+(\/[A-Za-z0-9_-]+){0,3}$/);

export const configName = z.string().regex(/^[a-z0-9-]{1,64}$/);

/** POST /api/fe/config/managers: the player's group ids (numbers or numeric strings). */
export const managersBody = z.object({
  // A player's statuses mix group ids with one level id (`level_3`): non-numeric ids are ignored.
  userGroups: z.array(z.union([z.number().int().min(0).max(2 ** 31), z.string().max(64)])).max(500),
});

export const managerSchema = z.object({
  groupId: z.number().int(),
  managerName: z.string(),
  telegramLink: z.string(),
  whatsAppLink: z.string(),
  email: z.string(),
  phone: z.string(),
  time: z.string(),
  avatar: z.string(),
});
export type Manager = z.infer<typeof managerSchema>;
export const managersDocument = z.object({ managers: z.array(managerSchema) });

/** `/messages/<lang>.json?t=<5-minute bucket>`. */
export const messagesParams = z.object({ file: z.string().regex(/^[A-Za-z]{2,3}(-[A-Za-z0-9]{2,8})?\.json$/) });
export const messagesQuery = z.object({ t: z.string().regex(/^\d{1,15}$/, 'must be a number').optional() });

export const fileParams = z.object({ id: z.coerce.number().int().positive().max(2 ** 31), name: z.string().max(200) });
