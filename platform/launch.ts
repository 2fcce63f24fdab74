/**
 * What every executable of the platform does around its server (`npm start`'s host-demo/server/main.ts,
 * a platform-only node's platform/main.ts): read the listen address, refuse unsafe settings with every
 * reason before building (platform/mode.ts, docs/operations.md "Refusals"), warn of a production start
 * without payments (docs/operations.md "Payments"), log what fails (docs/operations.md "Logs") and
 * close on SIGINT/SIGTERM.
 */
import type { FastifyInstance } from 'fastify';
import type { PlatformConfig } from './config.ts';
import { startupProblems, StartupRefused } from './mode.ts';
import { paymentsStartupWarning } from './payments/provider.ts';

/** `PORT` (default 8080) and `HOST` (default 127.0.0.1). */
export function listenAddress(): { port: number; host: string } {
  return { port: Number(process.env.PORT ?? 8080), host: process.env.HOST ?? '127.0.0.1' };
}

/** Every request with `LOG=1`, otherwise only the requests answered 500, with their cause. */
export function requestLogger(): true | 'error' {
  return process.env.LOG === '1' ? true : 'error';
}

function refuse(message: string): never {
  console.error(message);
  process.exit(1);
}

/** Builds the server, or prints why it may not start and exits 1; prints the payments warning of a production start without a provider. */
export async function buildOrRefuse<App extends FastifyInstance>(config: PlatformConfig, host: string, build: () => Promise<App>): Promise<App> {
  const problems = startupProblems(config, { listenHost: host });
  if (problems.length > 0) refuse(new StartupRefused(problems).message);
  const app = await build().catch((error: unknown) => refuse(error instanceof StartupRefused ? error.message : String((error as Error)?.stack ?? error)));
  const paymentsWarning = paymentsStartupWarning(config, app.platform.payments);
  if (paymentsWarning) console.warn(`Warning: ${paymentsWarning}`);
  return app;
}

/** Closes the server (after `before`) and exits on SIGINT or SIGTERM. */
export function closeOnSignals(app: FastifyInstance, before: () => void = () => undefined): void {
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      before();
      void app.close().then(() => process.exit(0));
    });
  }
}
