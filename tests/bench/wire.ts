/** Requests as a browser sends them, counting the bytes the server really sent (never decoded). */
import { request } from 'node:http';

export interface WireAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  /** Body bytes as sent (encoded). */
  bytes: number;
}

/** One request with node's http client, which never decodes: the body's length is what was sent. */
export function fetchRaw(url: string, init: { method?: string; headers?: Record<string, string>; body?: string } = {}): Promise<WireAnswer> {
  return new Promise((resolve, reject) => {
    const call = request(url, { method: init.method ?? 'GET', headers: init.headers }, (response) => {
      let bytes = 0;
      response.on('data', (chunk: Buffer) => (bytes += chunk.length));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, bytes }));
      response.on('error', reject);
    });
    call.on('error', reject);
    call.end(init.body);
  });
}

/** The URL path a built file is served at (host-demo/server/casino.ts); null for files not served (dist/react). */
export function servedPath(file: string): string | null {
  if (file.startsWith('cdn/')) return `/${file.slice('cdn/'.length)}`;
  if (file.startsWith('host/')) return `/${file}`;
  if (file.startsWith('partner/')) return `/partner-assets/${file.slice('partner/'.length)}`;
  return null;
}
