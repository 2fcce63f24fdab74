import { iso, type Clock } from '../clock.ts';
import type { Db } from '../db/database.ts';
import type { Mail, Mailer } from './mailer.ts';

export interface StoredMail {
  id: number;
  to: string;
  subject: string;
  text: string;
  created_at: string;
}

/** Keeps every mail in the `dev_mails` table instead of sending it (no SMTP configured). */
export class DevMailbox implements Mailer {
  private readonly insert;
  private readonly newest;
  private readonly newestTo;

  constructor(db: Db, private readonly clock: Clock) {
    this.insert = db.prepare('INSERT INTO dev_mails (to_address, subject, text, html, created_at) VALUES (?, ?, ?, ?, ?)');
    const columns = 'id, to_address AS "to", subject, text, created_at';
    this.newest = db.prepare<[number], StoredMail>(`SELECT ${columns} FROM dev_mails ORDER BY id DESC LIMIT ?`);
    // Case-insensitive by lower() on both sides, not the column's SQLite-only NOCASE
    // (platform/db/migrations/README.md "Case-insensitive columns").
    this.newestTo = db.prepare<[string, number], StoredMail>(`SELECT ${columns} FROM dev_mails WHERE lower(to_address) = lower(?) ORDER BY id DESC LIMIT ?`);
  }

  async send(mail: Mail): Promise<void> {
    this.insert.run(mail.to, mail.subject, mail.text, mail.html ?? null, iso(this.clock.now()));
  }

  /** Newest first, optionally only those to one address (case-insensitive). */
  list(to: string | undefined, limit: number): StoredMail[] {
    return to ? this.newestTo.all(to, limit) : this.newest.all(limit);
  }
}
