import { describe, expect, it } from 'vitest';
import { verifiedByDocuments } from '../../../sdk/rules/verification.ts';

describe('verification (docs/rules.md verification.ts)', () => {
  const doc = (document_type: string, status: string) => ({ document_type, status });
  it('needs an approved identity and an approved address document', () => {
    expect(verifiedByDocuments([])).toBe(false);
    expect(verifiedByDocuments([doc('identity', 'approved')])).toBe(false);
    expect(verifiedByDocuments([doc('identity', 'approved'), doc('address', 'pending')])).toBe(false);
    expect(verifiedByDocuments([doc('identity', 'approved'), doc('address', 'rejected'), doc('address', 'approved')])).toBe(true);
    expect(verifiedByDocuments([doc('payment_method', 'approved'), doc('source_of_funds', 'approved')])).toBe(false);
  });
});
