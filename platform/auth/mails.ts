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

/** Sent once when the account is locked for unknown clients (docs/api/auth-and-players.md "Throttling and lock-out"). */
export function unlockMail(to: string, publicUrl: string, token: string): Mail {
  const link = `${publicUrl}/api/users/unlock?unlock_token=${encodeURIComponent(token)}`;
  return {
    to,
    subject: 'Sign-ins to your account are paused',
    text: `There were many failed attempts to sign in to your Casino Kit account, so sign-ins from new devices are paused for up to an hour. Your usual devices can still sign in.\n\nIf it was you, lift the pause within 24 hours:\n${link}\n\nUnlock token: ${token}\n\nIf it was not you, your password is safe; you can also choose a new one with "Forgot password".`,
  };
}
