import { verifiedByDocuments } from '../../../sdk/rules/verification.ts';
import { iso } from '../../clock.ts';
import type { PlatformContext } from '../../context.ts';
import { immediate } from '../../db/database.ts';
import { conflict, notFound, unprocessable } from '../../http/errors.ts';
import type { MultipartFile } from '../../http/multipart.ts';
import { documentScanner, MAX_DOCUMENT_BYTES, removeStoredFile, sniffContentType, storeFile, type DocumentContentType } from './storage.ts';

/** KYC documents of a player (docs/api/auth-and-players.md "Verification documents"). */
export const DOCUMENT_TYPES = ['identity', 'address', 'payment_method', 'source_of_funds'] as const;
export type DocumentType = (typeof DOCUMENT_TYPES)[number];
export type DocumentStatus = 'pending' | 'approved' | 'rejected';
/** Documents kept per player (a review queue, not an archive). */
export const MAX_DOCUMENTS_PER_PLAYER = 30;

interface DocumentRow {
  id: number;
  user_id: number;
  document_type: DocumentType;
  file_name: string;
  content_type: DocumentContentType;
  size_bytes: number;
  sha256: string;
  storage_key: string;
  status: DocumentStatus;
  comment: string | null;
  created_at: string;
  reviewed_at: string | null;
}

export interface DocumentView {
  id: number;
  document_type: DocumentType;
  status: DocumentStatus;
  file_name: string;
  content_type: DocumentContentType;
  size_bytes: number;
  created_at: string;
  reviewed_at: string | null;
  comment: string | null;
}

export interface OperatorDocumentView extends DocumentView {
  user_id: number;
  user_email: string;
  sha256: string;
}

const view = (row: DocumentRow): DocumentView => ({
  id: row.id,
  document_type: row.document_type,
  status: row.status,
  file_name: row.file_name,
  content_type: row.content_type,
  size_bytes: row.size_bytes,
  created_at: row.created_at,
  reviewed_at: row.reviewed_at,
  comment: row.comment,
});

/** The player's own name for the file, without paths or control characters, ≤ 120 characters. */
export function cleanFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  const clean = [...base.replace(/[\p{Cc}\p{Cf}<>"]/gu, '').trim()].slice(0, 120).join('');
  return clean || 'document';
}

export function listDocuments(ctx: PlatformContext, userId: number): DocumentView[] {
  return ctx.db.prepare<[number], DocumentRow>('SELECT * FROM player_documents WHERE user_id = ? ORDER BY id DESC').all(userId).map(view);
}

/**
 * Checks and stores one upload: size, type by magic bytes, the virus-scan hook, then the file on
 * disk and its row. Every refusal is a 422 at the `file` field and writes nothing.
 */
export async function uploadDocument(ctx: PlatformContext, userId: number, documentType: DocumentType, file: MultipartFile): Promise<DocumentView> {
  if (file.data.length === 0) throw unprocessable({ file: ["can't be blank"] });
  if (file.data.length > MAX_DOCUMENT_BYTES) throw unprocessable({ file: ['is too large (maximum is 10 MB)'] }, 'file_too_large');
  const contentType = sniffContentType(file.data);
  if (!contentType) throw unprocessable({ file: ['must be a PDF, JPEG or PNG file'] }, 'file_type');
  const fileName = cleanFileName(file.fileName);
  const verdict = await documentScanner(ctx).scan({ data: file.data, contentType, fileName });
  if (!verdict.clean) throw unprocessable({ file: ['was refused by the virus scan'] }, 'file_infected');

  const stored = storeFile(ctx, file.data);
  try {
    return immediate(ctx.db, () => {
      const count = ctx.db.prepare<[number], number>('SELECT COUNT(*) FROM player_documents WHERE user_id = ?').pluck().get(userId) ?? 0;
      if (count >= MAX_DOCUMENTS_PER_PLAYER) throw unprocessable({ base: [`You can keep at most ${MAX_DOCUMENTS_PER_PLAYER} documents; remove one first`] }, 'too_many_documents');
      const { lastInsertRowid } = ctx.db
        .prepare(
          `INSERT INTO player_documents (user_id, document_type, file_name, content_type, size_bytes, sha256, storage_key, status, created_at)
           VALUES (?, ?, ?, ?, ?, ?, ?, 'pending', ?)`,
        )
        .run(userId, documentType, fileName, contentType, file.data.length, stored.sha256, stored.storageKey, iso(ctx.clock.now()));
      return view(ctx.db.prepare<[number], DocumentRow>('SELECT * FROM player_documents WHERE id = ?').get(Number(lastInsertRowid))!);
    });
  } catch (error) {
    removeStoredFile(ctx, stored.storageKey);
    throw error;
  }
}

/** A player removes a pending or rejected document (an approved one is evidence: 409). */
export function deleteDocument(ctx: PlatformContext, userId: number, id: number): void {
  const key = immediate(ctx.db, () => {
    const row = ctx.db.prepare<[number, number], DocumentRow>('SELECT * FROM player_documents WHERE id = ? AND user_id = ?').get(id, userId);
    if (!row) throw notFound('Document not found');
    if (row.status === 'approved') throw conflict('An approved document cannot be removed', 'document_approved');
    ctx.db.prepare('DELETE FROM player_documents WHERE id = ?').run(id);
    return row.storage_key;
  });
  removeStoredFile(ctx, key);
}

/** `verified` follows the reviews: an approved identity and an approved address document (sdk/rules/verification.ts). */
function refreshVerified(ctx: PlatformContext, userId: number): void {
  const documents = ctx.db.prepare<[number], { document_type: string; status: string }>('SELECT document_type, status FROM player_documents WHERE user_id = ?').all(userId);
  ctx.db.prepare('UPDATE users SET verified = ? WHERE id = ?').run(verifiedByDocuments(documents) ? 1 : 0, userId);
}

const OPERATOR_SELECT = 'SELECT d.*, u.email AS user_email FROM player_documents d JOIN users u ON u.id = d.user_id';
const operatorView = (row: DocumentRow & { user_email: string }): OperatorDocumentView => ({ ...view(row), user_id: row.user_id, user_email: row.user_email, sha256: row.sha256 });

export function operatorDocuments(ctx: PlatformContext, status: DocumentStatus | undefined, limit: number): OperatorDocumentView[] {
  const rows = status
    ? ctx.db.prepare<[string, number], DocumentRow & { user_email: string }>(`${OPERATOR_SELECT} WHERE d.status = ? ORDER BY d.id LIMIT ?`).all(status, limit)
    : ctx.db.prepare<[number], DocumentRow & { user_email: string }>(`${OPERATOR_SELECT} ORDER BY d.id LIMIT ?`).all(limit);
  return rows.map(operatorView);
}

export function documentFile(ctx: PlatformContext, id: number): { contentType: DocumentContentType; storageKey: string; fileName: string } {
  const row = ctx.db.prepare<[number], DocumentRow>('SELECT * FROM player_documents WHERE id = ?').get(id);
  if (!row) throw notFound('Document not found');
  return { contentType: row.content_type, storageKey: row.storage_key, fileName: row.file_name };
}

/** The operator's decision; the player's `verified` follows at once. */
export function reviewDocument(ctx: PlatformContext, id: number, status: Exclude<DocumentStatus, 'pending'>, comment: string | null): OperatorDocumentView {
  return immediate(ctx.db, () => {
    const row = ctx.db.prepare<[number], DocumentRow>('SELECT * FROM player_documents WHERE id = ?').get(id);
    if (!row) throw notFound('Document not found');
    ctx.db.prepare('UPDATE player_documents SET status = ?, comment = ?, reviewed_at = ? WHERE id = ?').run(status, comment, iso(ctx.clock.now()), id);
    refreshVerified(ctx, row.user_id);
    return operatorView(ctx.db.prepare<[number], DocumentRow & { user_email: string }>(`${OPERATOR_SELECT} WHERE d.id = ?`).get(id)!);
  });
}
