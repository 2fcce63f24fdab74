import { z } from 'zod';

/**
 * Password rules (docs/product/account-and-auth.md#field-rules, spec 000 §5, ASVS 6.2): 8–64 characters of letters, digits and the listed
 * symbols; no composition rules; a short list of the most common passwords is refused.
 */
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 64;
export const PASSWORD_SYMBOLS = '!@#$%^&*()_+-=[]{};:\'",.<>/?\\|`~';

const allowed = new RegExp(`^[A-Za-z0-9${PASSWORD_SYMBOLS.replace(/[\\\][^-]/g, '\\$&')}]*$`);

// The head of public most-common-password lists, restricted to what passes the length rule.
const COMMON = new Set([
  '12345678', '123456789', '1234567890', '87654321', '11111111', '00000000', '12341234', '11223344', '123123123',
  'password', 'password1', 'password123', 'passw0rd', 'p@ssw0rd', 'qwertyui', 'qwerty123', 'qwerty12', '1q2w3e4r',
  '1q2w3e4r5t', 'qwertyuiop', 'asdfghjk', 'zxcvbnm1', 'iloveyou', 'sunshine', 'princess', 'football', 'baseball',
  'welcome1', 'welcome123', 'letmein1', 'trustno1', 'superman', 'starwars', 'whatever', 'dragon123', 'monkey123',
  'abc12345', 'abcd1234', 'aa123456', 'admin123', 'administrator', 'changeme', 'casino123', 'jackpot1', 'password!',
]);

export const isCommonPassword = (password: string) => COMMON.has(password.toLowerCase());

export const passwordSchema = z
  .string({ message: "can't be blank" })
  .min(PASSWORD_MIN, { message: `is too short (minimum is ${PASSWORD_MIN} characters)` })
  .max(PASSWORD_MAX, { message: `is too long (maximum is ${PASSWORD_MAX} characters)` })
  .regex(allowed, { message: 'wrong chars' })
  .refine((password) => !isCommonPassword(password), { message: 'is too common' });
