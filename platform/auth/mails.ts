import type { Mail } from '../mail/mailer.ts';

/** The two mails the auth flows send. Links point at the front end's popups (spec 000 §2.2). */
export function confirmationMail(to: string, publicUrl: string, token: string): Mail {
  const link = `${publicUrl}/confirmation?confirmation_token=${encodeURIComponent(token)}`;
  return {
    to,
    subject: 'Confirm your e-mail address',
    text: `Welcome to Casino Kit!\n\nConfirm your e-mail address by opening this link within 24 hours:\n${link}\n\nConfirmation token: ${token}\n\nIf you did not sign up, ignore this mail.`,
  };
}

export function resetPasswordMail(to: string, publicUrl: string, token: string): Mail {
  const link = `${publicUrl}/new-password?reset_password_token=${encodeURIComponent(token)}`;
  return {
    to,
    subject: 'Reset your password',
    text: `Someone asked to reset the password of your Casino Kit account.\n\nChoose a new password within 2 hours:\n${link}\n\nReset token: ${token}\n\nIf it was not you, ignore this mail: your password stays as it is.`,
  };
}
