import { useId, useState, type FormEvent } from 'react';
import * as z from 'zod/mini';
import type { Core } from '../../sdk/core.ts';
import { ApiError } from '../../sdk/http/errors.ts';
import { accountMessages, describeError } from '../ui/account-messages.ts';
import { FormAlert, SelectField } from '../ui/Field.tsx';
import { reportValidation } from '../ui/report-validation.ts';
import { statusOf, useLoad } from '../ui/use-load.ts';
import { formatDate, messages, type MessageKey } from './messages.ts';
import type { SectionProps } from './section.ts';

/**
 * Proposed endpoint (the contract names "multipart for document upload" but shows no path, and our
 * platform has none yet — see docs/widgets-account.md):
 *   GET  /api/player/documents → Document[]
 *   POST /api/player/documents  multipart/form-data {document_type, file} → 201 Document
 *   Document = {id, document_type, status: pending|approved|rejected, file_name, created_at, comment?}
 * A 404 on the list means the platform has no verification service: the section says so.
 */
export const VerificationDocument = z.looseObject({
  id: z.union([z.number(), z.string()]),
  document_type: z.string(),
  status: z.string(),
  file_name: z.optional(z.string()),
  created_at: z.optional(z.string()),
  comment: z.optional(z.nullable(z.string())),
});
export type VerificationDocument = z.infer<typeof VerificationDocument>;
const DOCUMENTS_PATH = '/api/player/documents';
const DOCUMENT_TYPES = ['identity', 'address', 'payment_method', 'source_of_funds'] as const;
const MAX_BYTES = 10 * 1024 * 1024;
const ACCEPT = ['image/jpeg', 'image/png', 'application/pdf'];

/**
 * The HTTP client speaks JSON only; a file goes as multipart through fetch with the client's URL,
 * credentials and headers, so the request looks like every other SDK call to the platform.
 */
async function uploadDocument(core: Core, documentType: string, file: File): Promise<void> {
  const form = new FormData();
  form.set('document_type', documentType);
  form.set('file', file, file.name);
  const response = await fetch(core.http.url(DOCUMENTS_PATH), { method: 'POST', body: form, credentials: 'same-origin', headers: { 'X-Requested-With': 'XMLHttpRequest', Accept: 'application/json' } });
  if (!response.ok) throw new ApiError(response.status, DOCUMENTS_PATH, await response.json().catch(() => null));
}

export function VerificationSection({ core, locale, player, toast }: SectionProps) {
  const t = messages[locale];
  const documents = useLoad<VerificationDocument[]>(core, 'LOAD_DOCUMENTS_ERROR', () => core.http.get(DOCUMENTS_PATH, { schema: z.array(VerificationDocument) }), []);
  const [type, setType] = useState<string>('identity');
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const fileId = useId();
  const unavailable = statusOf(documents.error) === 404;
  const typeLabel = (id: string) => t[`doc_${id}` as MessageKey] ?? id;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = !file ? t.fileRequired : !ACCEPT.includes(file.type) ? t.fileType : file.size > MAX_BYTES ? t.fileSize : null;
    setError(problem);
    if (problem) {
      reportValidation(core, 'profile-verification', 'frontEnd', { file: problem });
      return;
    }
    setBusy(true);
    try {
      await uploadDocument(core, type, file!);
      setFile(null);
      documents.reload();
      toast({ kind: 'success', text: t.uploaded });
    } catch (failure) {
      const first = failure instanceof ApiError ? failure.firstMessage : undefined;
      setError(statusOf(failure) === 404 ? t.verificationUnavailable : first ? describeError(locale, first) : accountMessages[locale].server_error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="ck-stack">
      <p>
        <span className={`ck-badge ck-badge--${player.verified ? 'good' : 'wait'}`}>{player.verified ? t.verified : t.notVerified}</span>
      </p>
      {documents.loading ? (
        <p role="status" className="ck-muted">{accountMessages[locale].loading}</p>
      ) : unavailable ? (
        <FormAlert kind="info">{t.verificationUnavailable}</FormAlert>
      ) : (
        <>
          {documents.error ? (
            <FormAlert kind="info">{t.documentsFailed} <button type="button" className="ck-link-button" onClick={documents.reload}>{accountMessages[locale].retry}</button></FormAlert>
          ) : documents.data.length === 0 ? (
            <p className="ck-muted">{t.documentsEmpty}</p>
          ) : (
            <ul className="ck-documents">
              {documents.data.map((doc) => (
                <li key={doc.id} className="ck-row">
                  <strong>{typeLabel(doc.document_type)}</strong>
                  <span className="ck-muted">{doc.file_name}{doc.created_at ? ` · ${formatDate(doc.created_at, locale)}` : ''}</span>
                  <span className={`ck-badge ck-badge--${doc.status === 'approved' ? 'good' : doc.status === 'rejected' ? 'bad' : 'wait'}`}>{t[`docStatus_${doc.status}` as MessageKey] ?? doc.status}</span>
                  {doc.comment ? <span className="ck-muted">{doc.comment}</span> : null}
                </li>
              ))}
            </ul>
          )}
          <form className="ck-card ck-stack" noValidate onSubmit={(event) => void submit(event)} aria-labelledby="ck-upload-title">
            <h4 id="ck-upload-title">{t.uploadTitle}</h4>
            <SelectField name="document_type" label={t.documentType} value={type} onChange={setType} options={DOCUMENT_TYPES.map((id) => ({ value: id, label: typeLabel(id) }))} />
            <div className={`ck-field${error ? ' ck-field--invalid' : ''}`}>
              <label className="ck-field__label" htmlFor={fileId}>{t.file}</label>
              <input id={fileId} name="file" type="file" className="ck-field__input" accept={ACCEPT.join(',')} aria-invalid={error ? true : undefined} aria-describedby={`${fileId}-hint${error ? ` ${fileId}-error` : ''}`} onChange={(event) => { setFile(event.target.files?.[0] ?? null); setError(null); }} />
              <span className="ck-field__hint" id={`${fileId}-hint`}>{t.fileHint}</span>
              {error ? <span className="ck-field__error" id={`${fileId}-error`}>{error}</span> : null}
            </div>
            <div className="ck-row">
              <button type="submit" className="ck-button" disabled={busy}>{t.upload}</button>
            </div>
          </form>
        </>
      )}
    </div>
  );
}
