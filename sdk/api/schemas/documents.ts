/** KYC documents (GET/POST /api/player/documents; docs/api/auth-and-players.md "Verification documents"). */
import * as z from 'zod/mini';
import { int } from './common.ts';

export const DOCUMENT_TYPES = ['identity', 'address', 'payment_method', 'source_of_funds'] as const;
export type DocumentType = (typeof DOCUMENT_TYPES)[number];

export const PlayerDocument = z.looseObject({
  id: int,
  document_type: z.string(),
  status: z.enum(['pending', 'approved', 'rejected']),
  file_name: z.string(),
  content_type: z.optional(z.string()),
  size_bytes: z.optional(int),
  created_at: z.string(),
  reviewed_at: z.optional(z.nullable(z.string())),
  comment: z.optional(z.nullable(z.string())),
});
export type PlayerDocument = z.infer<typeof PlayerDocument>;
export const PlayerDocuments = z.array(PlayerDocument);
