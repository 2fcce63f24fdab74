/** Outgoing e-mail. The dev mailbox stores messages (browsable at /dev/mailbox); SMTP sends them. */
export interface Mail {
  to: string;
  /** Display name of the sender (the mirror's brand); the address stays `mailFrom`'s. */
  fromName?: string;
  subject: string;
  text: string;
  html?: string;
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
}
