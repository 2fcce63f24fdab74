/** Outgoing e-mail. The dev mailbox stores messages (browsable at /dev/mailbox); SMTP sends them. */
export interface Mail {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
}
