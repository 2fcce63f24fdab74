/** KYC verification (docs/api/auth-and-players.md "Verification documents"). */

/** Approved documents of these types make a player `verified`. */
export const VERIFYING_DOCUMENT_TYPES = ['identity', 'address'] as const;

/** True when the documents include an approved one of every verifying type. */
export function verifiedByDocuments(documents: readonly { document_type: string; status: string }[]): boolean {
  const approved = new Set(documents.filter((doc) => doc.status === 'approved').map((doc) => doc.document_type));
  return VERIFYING_DOCUMENT_TYPES.every((type) => approved.has(type));
}
