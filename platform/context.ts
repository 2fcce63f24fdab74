import type { CaptchaProvider } from './auth/captcha-provider.ts';
import type { Clock } from './clock.ts';
import type { Cluster } from './cluster.ts';
import type { PlatformConfig } from './config.ts';
import type { Db } from './db/database.ts';
import type { Mailer } from './mail/mailer.ts';
import type { PaymentProvider } from './payments/provider.ts';
import type { Publisher } from './realtime/publisher.ts';

/** Everything a platform module needs, built once in server.ts and handed to each plugin. */
export interface PlatformContext {
  config: PlatformConfig;
  db: Db;
  clock: Clock;
  publisher: Publisher;
  mailer: Mailer;
  /** The sign-in captcha (sandbox in demo mode, a siteverify provider in production). */
  captcha: CaptchaProvider;
  /** The payment provider (the sandbox in demo mode); null when payments are unavailable (platform/payments/provider.ts). */
  payments: PaymentProvider | null;
  /**
   * What this node shares with the platform's other nodes (`REDIS_URL`, platform/cluster.ts); unset:
   * a single node, everything in process (docs/operations.md "Several nodes").
   */
  cluster?: Cluster;
}
