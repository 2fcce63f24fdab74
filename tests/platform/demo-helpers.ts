/**
 * Helpers of the demo-mode and hardening tests: a production configuration with real-looking
 * secrets, the machine's non-loopback address (to be a "remote" client without leaving it), and
 * a raw HTTP request whose Host header is ours to choose.
 */
import { randomBytes } from 'node:crypto';
import { request as httpRequest } from 'node:http';
import { networkInterfaces } from 'node:os';
import type { PlatformConfig } from '../../platform/config.ts';
import type { Mail } from '../../platform/mail/mailer.ts';

export const strongSecret = () => randomBytes(36).toString('base64url');

/** Everything a production start needs (platform/mode.ts); mails go to the returned list. */
export function productionSettings(overrides: Partial<PlatformConfig> = {}): { config: Partial<PlatformConfig>; sent: Mail[]; mailer: { send(mail: Mail): Promise<void> } } {
  const sent: Mail[] = [];
  return {
    config: {
      mode: 'production',
      centrifugoSecret: strongSecret(),
      providerWalletSecret: strongSecret(),
      smtpUrl: 'smtp://127.0.0.1:9',
      captcha: { provider: 'turnstile', secret: strongSecret(), siteKey: 'site-key-for-tests', verifyUrl: 'http://127.0.0.1:9/siteverify' },
      ...overrides,
    },
    sent,
    mailer: { send: async (mail: Mail) => void sent.push(mail) },
  };
}

/** An IPv4 address of this machine that is not loopback, if it has one. */
export function nonLoopbackAddress(): string | undefined {
  return Object.values(networkInterfaces())
    .flat()
    .find((entry) => entry && entry.family === 'IPv4' && !entry.internal)?.address;
}

export interface RawAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/** One HTTP/1.1 request to `address:port` with exactly these headers (Host included). */
export function rawRequest(address: string, port: number, method: string, path: string, headers: Record<string, string>, body?: string): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const request = httpRequest({ host: address, port, method, path, headers, setHost: false }, (response) => {
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk) => (text += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: text }));
    });
    request.on('error', reject);
    if (body !== undefined) request.write(body);
    request.end();
  });
}
