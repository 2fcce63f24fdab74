import type { HttpClient } from '../http/client.ts';
import { PlayerDocument, PlayerDocuments, type DocumentType } from './schemas/documents.ts';

/** The files a document upload takes (the platform checks the bytes themselves, docs/api/auth-and-players.md). */
export const DOCUMENT_ACCEPT = ['image/jpeg', 'image/png', 'application/pdf'] as const;
export const MAX_DOCUMENT_BYTES = 10 * 1024 * 1024;

/** KYC documents of the signed-in player: list, multipart upload (docs/api.md, contract §1), removal. */
export const documentsApi = (http: HttpClient) => ({
  list: () => http.get('/api/player/documents', { schema: PlayerDocuments }),
  upload: (documentType: DocumentType, file: Blob, fileName = file instanceof File ? file.name : 'document') => {
    const form = new FormData();
    form.set('document_type', documentType);
    form.set('file', file, fileName);
    return http.post('/api/player/documents', form, { schema: PlayerDocument });
  },
  remove: (id: number) => http.delete(`/api/player/documents/${id}`),
});
