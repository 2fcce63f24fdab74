import type { Brand } from '../config.ts';
import type { Mail } from '../mail/mailer.ts';

/**
 * The two mails the auth flows send. Links point at the front end's popups (docs/product/shell-and-routes.md#popups, spec 000 §2.2). They
 * speak as the mirror the player used (its brand, and the licensee in the closing line; docs/host.md
 * "Brand and legal entity"), never as the vendor.
 */
export function confirmationMail(to: string, publicUrl: string, token: string, brand: Brand): Mail {
  const link = `${publicUrl}/confirmation?confirmation_token=${encodeURIComponent(token)}`;
  return {
    to,
    fromName: brand.name,
    subject: 'Confirm your e-mail address',
    text: `Welcome to ${brand.name}!\n\nConfirm your e-mail address by opening this link within 24 hours:\n${link}\n\nConfirmation token: ${token}\n\nIf you did not sign up, ignore this mail.${legalLine(brand)}`,
  };
}

export function resetPasswordMail(to: string, publicUrl: string, token: string, brand: Brand): Mail {
  const link = `${publicUrl}/new-password?reset_password_token=${encodeURIComponent(token)}`;
  return {
    to,
    fromName: brand.name,
    subject: 'Reset your password',
    text: `Someone asked to reset the password of your ${brand.name} account.\n\nChoose a new password within 2 hours:\n${link}\n\nReset token: ${token}\n\nIf it was not you, ignore this mail: your password stays as it is.${legalLine(brand)}`,
  };
}

/** Sent once when the account is locked for unknown clients (docs/api/auth-and-players.md "Throttling and lock-out"). */
export function unlockMail(to: string, publicUrl: string, token: string, brand: Brand): Mail {
  const link = `${publicUrl}/api/users/unlock?unlock_token=${encodeURIComponent(token)}`;
  return {
    to,
    fromName: brand.name,
    subject: 'Sign-ins to your account are paused',
    text: `There were many failed attempts to sign in to your ${brand.name} account, so sign-ins from new devices are paused for up to an hour. Your usual devices can still sign in.\n\nIf it was you, lift the pause within 24 hours:\n${link}\n\nUnlock token: ${token}\n\nIf it was not you, your password is safe; you can also choose a new one with "Forgot password".${legalLine(brand)}`,
  };
}

/** The licensee, as every mail from a licensed operator names it. */
function legalLine(brand: Brand): string {
  return `\n\n--\n${brand.name} is operated by ${brand.legalEntity}, licence ${brand.licenceNumber} (${brand.licenceAuthority}).`;
}
