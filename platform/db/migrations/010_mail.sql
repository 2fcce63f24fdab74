-- Dev mailbox: every outgoing mail when no SMTP server is configured (browsable at /dev/mailbox).
CREATE TABLE dev_mails (
  id INTEGER PRIMARY KEY,
  to_address TEXT NOT NULL COLLATE NOCASE,
  subject TEXT NOT NULL,
  text TEXT NOT NULL,
  html TEXT,
  created_at TEXT NOT NULL
);
CREATE INDEX dev_mails_to ON dev_mails(to_address, id);
