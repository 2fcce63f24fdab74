/**
 * A fake captcha provider on 127.0.0.1 for the captcha tests and the security probes: it answers
 * siteverify like Turnstile/hCaptcha (platform/auth/captcha-siteverify.ts, docs/operations.md).
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface Verification {
  secret: string | null;
  response: string | null;
  remoteip: string | null;
}

/**
 * Answers `{success}` for a form POST: true only for `secret` and a good token (`goodToken`, or any
 * token the predicate accepts, like the browser test's fake widget mints), each working once.
 */
export function fakeSiteverify(secret: string, goodToken: string | ((token: string) => boolean)): Promise<{ url: string; calls: Verification[]; server: Server }> {
  const good = (token: string | null) => token !== null && (typeof goodToken === 'string' ? token === goodToken : goodToken(token));
  const calls: Verification[] = [];
  const used = new Set<string>();
  const server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => (body += chunk));
    request.on('end', () => {
      const form = new URLSearchParams(body);
      const call = { secret: form.get('secret'), response: form.get('response'), remoteip: form.get('remoteip') };
      calls.push(call);
      const success = request.method === 'POST' && request.headers['content-type'] === 'application/x-www-form-urlencoded' && call.secret === secret && good(call.response) && !used.has(call.response!);
      if (success) used.add(call.response!);
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify(success ? { success: true, hostname: 'casino.example' } : { success: false, 'error-codes': ['invalid-input-response'] }));
    });
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve({ url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/siteverify`, calls, server })));
}
