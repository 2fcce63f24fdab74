/**
 * Request bodies and queries as the platform's route schemas declare them (docs/api/reference.md).
 * Type-only imports: nothing of zod or the platform reaches a bundle (`import type` is erased).
 * A schema at the route changes → the SDK call that sends it stops compiling.
 */
import type { z } from 'zod';
import type { changePasswordBody, checkEmailBody, emailBody, embedSessionBody, otpSignInBody, passwordSignInBody, resetPasswordBody, updateDetailsBody } from '../../platform/auth/schemas.ts';
import type { managersBody } from '../../platform/cms/schemas.ts';
import type { gamesFilterSchema, selectBySeoTitlesSchema, selectSchema } from '../../platform/games/schemas.ts';
import type { confirmRequest, limitRequest } from '../../platform/limits/schemas.ts';
import type { pagedHistoryRequest, paymentRequest } from '../../platform/payments/schemas.ts';
import type { bonusCodeBody, bonusSettingsBody, disableTwoFactorBody, enableTwoFactorBody, groupsBody, localeBody, profilePatchBody, subscriptionsBody } from '../../platform/players/schemas.ts';
import type { launchSchema } from '../../platform/provider/schemas.ts';
import type { contactBody, freeFormBody, gameStartBody, pwaEventBody, restoreIdGetBody, restoreIdSetBody, transactionMetricBody, utmBody, utmSetBody, validationMetricsBody } from '../../platform/telemetry/schemas.ts';
import type { fraudCheckRequest } from '../../platform/fraud/schemas.ts';
import type { selectCurrencyRequest } from '../../platform/wallet/schemas.ts';

/** What a client sends: for a `preprocess` (an alternative spelling accepted too) the schema after it. */
type Sent<S extends z.ZodType> = S extends z.ZodPreprocess<infer After> ? z.input<After> : z.input<S>;

export type SignInBody = Sent<typeof passwordSignInBody>;
export type OtpSignInBody = Sent<typeof otpSignInBody>;
export type EmailBody = Sent<typeof emailBody>;
export type EmbedSessionBody = Sent<typeof embedSessionBody>;
export type ResetPasswordBody = Sent<typeof resetPasswordBody>;
export type ChangePasswordBody = Sent<typeof changePasswordBody>;
export type UpdateDetailsBody = Sent<typeof updateDetailsBody>;
export type CheckEmailBody = Sent<typeof checkEmailBody>;
export type ManagersBody = Sent<typeof managersBody>;
export type GamesFilterBody = Sent<typeof gamesFilterSchema>;
export type SelectGamesBody = Sent<typeof selectSchema>;
export type SelectBySeoTitlesBody = Sent<typeof selectBySeoTitlesSchema>;
export type LaunchBody = Sent<typeof launchSchema>;
export type LimitBody = Sent<typeof limitRequest>;
export type ConfirmLimitBody = Sent<typeof confirmRequest>;
export type PaymentBody = Sent<typeof paymentRequest>;
export type PaymentsPageBody = Sent<typeof pagedHistoryRequest>;
export type SelectCurrencyBody = Sent<typeof selectCurrencyRequest>;
export type ProfilePatchBody = Sent<typeof profilePatchBody>;
export type LocaleBody = Sent<typeof localeBody>;
export type GroupsBody = Sent<typeof groupsBody>;
export type BonusCodeBody = Sent<typeof bonusCodeBody>;
export type BonusSettingsBody = Sent<typeof bonusSettingsBody>;
export type SubscriptionsBody = Sent<typeof subscriptionsBody>;
export type EnableTwoFactorBody = Sent<typeof enableTwoFactorBody>;
export type DisableTwoFactorBody = Sent<typeof disableTwoFactorBody>;
export type ContactBody = Sent<typeof contactBody>;
export type RestoreIdGetBody = Sent<typeof restoreIdGetBody>;
export type RestoreIdSetBody = Sent<typeof restoreIdSetBody>;
export type ValidationMetricsBody = Sent<typeof validationMetricsBody>;
export type UtmBody = Sent<typeof utmBody>;
export type UtmSetBody = Sent<typeof utmSetBody>;
export type GameStartBody = Sent<typeof gameStartBody>;
export type TransactionMetricBody = Sent<typeof transactionMetricBody>;
export type PwaEventBody = Sent<typeof pwaEventBody>;
export type FreeFormBody = Sent<typeof freeFormBody>;
export type FraudCheckBody = Sent<typeof fraudCheckRequest>;
