import nodemailer from 'nodemailer';
import type { Mail, Mailer } from './mailer.ts';

/** Sends through the SMTP server of `SMTP_URL` (`smtp://user:pass@host:port`, `smtps://` for TLS). */
export class SmtpMailer implements Mailer {
  private readonly transport;

  constructor(smtpUrl: string, private readonly from: string) {
    this.transport = nodemailer.createTransport(smtpUrl);
  }

  async send(mail: Mail): Promise<void> {
    await this.transport.sendMail({ from: mail.fromName ? { name: mail.fromName, address: addressOf(this.from) } : this.from, to: mail.to, subject: mail.subject, text: mail.text, html: mail.html });
  }
}

/** `Name <a@b.c>` → `a@b.c`; a bare address stays as it is. */
function addressOf(from: string): string {
  return /<([^>]+)>/.exec(from)?.[1] ?? from;
}
