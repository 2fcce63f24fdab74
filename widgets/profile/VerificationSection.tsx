import { useEffect, useState, type FormEvent } from 'react';
import { messagesFor } from '../../sdk/i18n/i18n.ts';
import { DOCUMENT_ACCEPT, documentsApi, MAX_DOCUMENT_BYTES } from '../../sdk/api/documents.ts';
import { DOCUMENT_TYPES, type DocumentType, type PlayerDocument } from '../../sdk/api/schemas/documents.ts';
import { ApiError } from '../../sdk/http/errors.ts';
import { verifiedByDocuments } from '../../sdk/rules/verification.ts';
import { getSession } from '../../sdk/session/index.ts';
import { accountMessages, describeError } from '../ui/account-messages.ts';
import { Field, FormAlert, SelectField } from '../ui/Field.tsx';
import { reportValidation } from '../ui/report-validation.ts';
import { statusOf, useLoad } from '../ui/use-load.ts';
import { formatDate, messages, type MessageKey } from './messages.ts';
import type { SectionProps } from './section.ts';

const ACCEPT: readonly string[] = DOCUMENT_ACCEPT;

/**
 * KYC documents (docs/widgets-account.md "Verification"; the platform's side in
 * docs/api/auth-and-players.md): list with statuses, multipart upload, removal of pending and
 * rejected ones. A 404 on the list means the platform has no verification service: the section says so.
 */
export function VerificationSection({ core, locale, player, toast }: SectionProps) {
  const t = messagesFor(messages, locale);
  const api = documentsApi(core.http);
  const documents = useLoad<PlayerDocument[]>(core, 'LOAD_DOCUMENTS_ERROR', () => api.list(), []);
  const [type, setType] = useState<DocumentType>('identity');
  // Approvals made the player verified (sdk/rules/verification.ts): the profile's `verified` follows.
  useEffect(() => {
    if (!documents.loading && !documents.error && !player.verified && verifiedByDocuments(documents.data)) void getSession(core).load();
  }, [core, documents.data, documents.loading, documents.error, player.verified]);
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const unavailable = statusOf(documents.error) === 404;
  const typeLabel = (id: string) => t[`doc_${id}` as MessageKey] ?? id;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = !file ? t.fileRequired : !ACCEPT.includes(file.type) ? t.fileType : file.size > MAX_DOCUMENT_BYTES ? t.fileSize : null;
    setError(problem);
    if (problem) {
      reportValidation(core, 'profile-verification', 'frontEnd', { file: problem });
      return;
    }
    setBusy(true);
    try {
      await api.upload(type, file!, file!.name);
      setFile(null);
      documents.reload();
      toast({ kind: 'success', text: t.uploaded });
    } catch (failure) {
      setError(failureText(failure));
    } finally {
      setBusy(false);
    }
  };

  const failureText = (failure: unknown) => {
    const code = failure instanceof ApiError ? failure.code : undefined;
    if (statusOf(failure) === 404) return t.verificationUnavailable;
    if (code === 'file_type') return t.fileType;
    if (code === 'file_too_large') return t.fileSize;
    if (code === 'file_infected') return t.fileInfected;
    const first = failure instanceof ApiError ? failure.firstMessage : undefined;
    return first ? describeError(locale, first) : messagesFor(accountMessages, locale).server_error;
  };

  const remove = async (doc: PlayerDocument) => {
    setBusy(true);
    try {
      await api.remove(doc.id);
      documents.reload();
      toast({ kind: 'success', text: t.documentRemoved });
    } catch (failure) {
      toast({ kind: 'error', text: failureText(failure) });
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
        <p role="status" className="ck-muted">{messagesFor(accountMessages, locale).loading}</p>
      ) : unavailable ? (
        <FormAlert kind="info">{t.verificationUnavailable}</FormAlert>
      ) : (
        <>
          {documents.error ? (
            <FormAlert kind="info">{t.documentsFailed} <button type="button" className="ck-link-button" onClick={documents.reload}>{messagesFor(accountMessages, locale).retry}</button></FormAlert>
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
                  {doc.status !== 'approved' ? (
                    <button type="button" className="ck-link-button" disabled={busy} onClick={() => void remove(doc)}>
                      {t.format('removeDocument', { name: doc.file_name })}
                    </button>
                  ) : null}
                </li>
              ))}
            </ul>
          )}
          <form className="ck-card ck-stack" noValidate onSubmit={(event) => void submit(event)} aria-labelledby="ck-upload-title">
            <h4 id="ck-upload-title">{t.uploadTitle}</h4>
            <SelectField name="document_type" label={t.documentType} value={type} onChange={(value) => setType(value as DocumentType)} options={DOCUMENT_TYPES.map((id) => ({ value: id, label: typeLabel(id) }))} />
            <Field label={t.file} hint={t.fileHint} error={error}>
              {(control) => <input {...control} name="file" type="file" accept={ACCEPT.join(',')} onChange={(event) => { setFile(event.target.files?.[0] ?? null); setError(null); }} />}
            </Field>
            <div className="ck-row">
              <button type="submit" className="ck-button" disabled={busy}>{t.upload}</button>
            </div>
          </form>
        </>
      )}
    </div>
  );
}
