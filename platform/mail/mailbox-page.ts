import { escapeHtml, toolPage } from '../http/tool-page.ts';
import type { StoredMail } from './dev-mailbox.ts';

/** A plain page listing the dev mailbox, newest first. Everything from a mail is escaped. */
export function mailboxPage(mails: StoredMail[]): string {
  const items = mails
    .map(
      (mail) => `<article>
  <h2>${escapeHtml(mail.subject)}</h2>
  <p class="meta">#${mail.id} to <strong>${escapeHtml(mail.to)}</strong> at ${escapeHtml(mail.created_at)}</p>
  <pre>${escapeHtml(mail.text)}</pre>
</article>`,
    )
    .join('\n');
  return toolPage(
    'Dev mailbox',
    `body { max-width: 52rem; }
article { border: 1px solid #ccc; border-radius: 6px; padding: 0.5rem 1rem; margin: 1rem 0; }
.meta { color: #555; margin: 0; }
pre { white-space: pre-wrap; word-break: break-word; }`,
    `<p>Mails the platform would have sent (no SMTP server configured). Newest first. JSON: <a href="/dev/mailbox.json">/dev/mailbox.json</a>.</p>
${items || '<p>No mails yet.</p>'}`,
  );
}
