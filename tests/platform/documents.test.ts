/**
 * KYC documents over real HTTP (docs/api/auth-and-players.md "Verification documents"): multipart
 * upload through the SDK's own client, the type allow-list by magic bytes, the size limit, the
 * virus-scan hook, files on disk, removal, the operator's review behind its key, and `verified`
 * following the approvals.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documentsApi } from '../../sdk/api/documents.ts';
import { playerApi } from '../../sdk/api/player.ts';
import { ApiError } from '../../sdk/http/errors.ts';
import { MIN_OPERATOR_KEY_LENGTH } from '../../platform/http/operator-auth.ts';
import { MAX_DOCUMENT_BYTES, noScan, setDocumentScanner } from '../../platform/players/documents/storage.ts';
import { sdkClient } from './contract-helpers.ts';
import { startPlatform, type TestPlatform } from './harness.ts';

const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from('IHDR fake image body')]);
const PDF = Buffer.from('%PDF-1.7\n1 0 obj << >> endobj\n%%EOF\n');
const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.from('JFIF body')]);
const OPERATOR_KEY = 'k'.repeat(MIN_OPERATOR_KEY_LENGTH);

let platform: TestPlatform;
let directory: string;
beforeAll(async () => {
  directory = mkdtempSync(join(tmpdir(), 'ck-documents-test-'));
  platform = await startPlatform({ documentsDir: directory, operatorApiKey: OPERATOR_KEY });
});
afterAll(async () => {
  await platform?.close();
  rmSync(directory, { recursive: true, force: true });
});

const signedIn = (userId: number) => sdkClient(platform.url, new Map(platform.clientAs(userId).cookies));
const statusOf = (promise: Promise<unknown>) => promise.then(() => 200, (error: unknown) => (error instanceof ApiError ? error.status : -1));
const codeOf = (promise: Promise<unknown>) => promise.then(() => 'ok', (error: unknown) => (error instanceof ApiError ? `${error.status} ${error.code ?? Object.keys((error.body as { errors: object }).errors).join(',')}` : String(error)));
const blob = (bytes: Buffer, type = 'application/octet-stream') => new Blob([new Uint8Array(bytes)], { type });
const filesOnDisk = () => readdirSync(directory).filter((name) => !name.startsWith('.'));

/** A raw call as any client could send it (cookies of `userId`, optional operator key as `Authorization: Bearer`, optional extra headers). */
async function raw(method: string, path: string, options: { userId?: number; body?: BodyInit; contentType?: string; operatorKey?: string; headers?: Record<string, string> } = {}) {
  const cookie = options.userId ? [...platform.clientAs(options.userId).cookies].map(([name, value]) => `${name}=${value}`).join('; ') : undefined;
  const response = await fetch(`${platform.url}${path}`, {
    method,
    headers: {
      'X-Requested-With': 'XMLHttpRequest',
      ...(cookie ? { Cookie: cookie } : {}),
      ...(options.contentType ? { 'Content-Type': options.contentType } : {}),
      ...(options.operatorKey ? { Authorization: `Bearer ${options.operatorKey}` } : {}),
      ...options.headers,
    },
    body: options.body,
  });
  const buffer = Buffer.from(await response.arrayBuffer());
  let json: any = null;
  try {
    json = JSON.parse(buffer.toString());
  } catch {
    // binary
  }
  return { status: response.status, json, buffer, headers: response.headers };
}

describe('player documents', () => {
  it('uploads by multipart through the SDK, lists newest first, and keeps the bytes on disk', async () => {
    const userId = platform.createUser();
    const api = documentsApi(signedIn(userId));
    expect(await api.list()).toEqual([]);
    const passport = await api.upload('identity', blob(PNG, 'image/png'), '../../etc/passport scan.png');
    expect(passport).toMatchObject({ document_type: 'identity', status: 'pending', file_name: 'passport scan.png', content_type: 'image/png', size_bytes: PNG.length, comment: null, reviewed_at: null });
    // The type comes from the bytes, not from the name or the claimed type.
    const bill = await api.upload('address', blob(PDF, 'image/png'), 'bill.png');
    expect(bill.content_type).toBe('application/pdf');
    expect((await api.list()).map((doc) => doc.id)).toEqual([bill.id, passport.id]);
    const stored = filesOnDisk().map((name) => readFileSync(join(directory, name)));
    expect(stored).toEqual(expect.arrayContaining([PNG, PDF]));
    // Another player sees none of them; a guest is asked to sign in.
    expect(await documentsApi(signedIn(platform.createUser())).list()).toEqual([]);
    expect(await statusOf(documentsApi(sdkClient(platform.url)).list())).toBe(401);
  });

  it('refuses other types, oversize files and malformed uploads with 422 at the field, storing nothing', async () => {
    const userId = platform.createUser();
    const api = documentsApi(signedIn(userId));
    const before = filesOnDisk().length;
    expect(await codeOf(api.upload('identity', blob(Buffer.from('MZ this is an executable'), 'image/png'), 'photo.png'))).toBe('422 file_type');
    expect(await codeOf(api.upload('identity', blob(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), 'image/svg+xml'), 'a.svg'))).toBe('422 file_type');
    expect(await codeOf(api.upload('identity', blob(Buffer.alloc(0), 'image/png'), 'empty.png'))).toBe('422 file');
    const tooBig = Buffer.concat([PDF, Buffer.alloc(MAX_DOCUMENT_BYTES + 1 - PDF.length)]);
    expect(await codeOf(api.upload('identity', blob(tooBig, 'application/pdf'), 'big.pdf'))).toBe('422 file_too_large');
    const badType = await api.upload('selfie' as never, blob(PNG), 'a.png').catch((error: ApiError) => error);
    expect(badType instanceof ApiError && badType.status === 422 && Object.keys((badType.body as { errors: object }).errors)).toEqual(['document_type']);
    // Far above the limit: the body is refused before it is read.
    const huge = await raw('POST', '/api/player/documents', { userId, body: Buffer.alloc(MAX_DOCUMENT_BYTES + 200 * 1024), contentType: 'multipart/form-data; boundary=x' });
    expect(huge.status).toBe(413);
    // Not multipart, no file, two files, a broken envelope.
    expect((await raw('POST', '/api/player/documents', { userId, body: JSON.stringify({ document_type: 'identity' }), contentType: 'application/json' })).json.code).toBe('not_multipart');
    const noFile = new FormData();
    noFile.set('document_type', 'identity');
    expect((await raw('POST', '/api/player/documents', { userId, body: noFile })).json.errors.file).toEqual(["can't be blank"]);
    const twoFiles = new FormData();
    twoFiles.set('document_type', 'identity');
    twoFiles.append('file', blob(PNG), 'a.png');
    twoFiles.append('file', blob(JPEG), 'b.jpg');
    expect((await raw('POST', '/api/player/documents', { userId, body: twoFiles })).json.errors.file).toEqual(['must be one file']);
    const broken = await raw('POST', '/api/player/documents', { userId, body: '--x\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\nno end', contentType: 'multipart/form-data; boundary=x' });
    expect(broken.status).toBe(422);
    expect(filesOnDisk().length).toBe(before);
    expect(await api.list()).toEqual([]);
  });

  it('runs the virus-scan hook before storing; an infected file is refused and nothing is written', async () => {
    const userId = platform.createUser();
    const api = documentsApi(signedIn(userId));
    const scanned: string[] = [];
    setDocumentScanner(platform.ctx, { scan: async (file) => (scanned.push(file.fileName), file.data.includes('EICAR') ? { clean: false, reason: 'EICAR test signature' } : { clean: true }) });
    try {
      const before = filesOnDisk().length;
      expect(await codeOf(api.upload('identity', blob(Buffer.concat([PDF, Buffer.from('EICAR')])), 'virus.pdf'))).toBe('422 file_infected');
      expect(filesOnDisk().length).toBe(before);
      expect((await api.upload('identity', blob(JPEG), 'ok.jpg')).content_type).toBe('image/jpeg');
      expect(scanned).toEqual(['virus.pdf', 'ok.jpg']);
    } finally {
      setDocumentScanner(platform.ctx, noScan);
    }
  });

  it('removes a pending document and its file; another player’s is a 404', async () => {
    const userId = platform.createUser();
    const api = documentsApi(signedIn(userId));
    const doc = await api.upload('payment_method', blob(JPEG), 'card.jpg');
    const before = filesOnDisk().length;
    expect(await statusOf(documentsApi(signedIn(platform.createUser())).remove(doc.id))).toBe(404);
    await api.remove(doc.id);
    expect(await api.list()).toEqual([]);
    expect(filesOnDisk().length).toBe(before - 1);
    expect(await statusOf(api.remove(doc.id))).toBe(404);
    expect((await raw('DELETE', '/api/player/documents/abc', { userId })).status).toBe(422);
  });
});

describe('operator review', () => {
  it('reads no multipart body from a signed-out client, and only the upload route takes multipart', async () => {
    const form = new FormData();
    form.set('document_type', 'identity');
    form.set('file', blob(Buffer.alloc(4 * 1024 * 1024, 1)), 'big.png');
    const post = (path: string, method = 'POST', headers: Record<string, string> = {}) => fetch(`${platform.url}${path}`, { method, headers: { 'X-Requested-With': 'XMLHttpRequest', ...headers }, body: form });
    // Signed out: refused before the 4 MB body is parsed (the session is checked at onRequest).
    expect((await post('/api/player/documents')).status).toBe(401);
    // Removal and review are JSON routes: a multipart body is not buffered there.
    expect((await post('/api/player/documents/1', 'DELETE')).status).toBe(415);
    expect((await post('/api/operator/documents/1/review', 'POST', { Authorization: `Bearer ${OPERATOR_KEY}` })).status).toBe(415);
    // Without the operator key the review reads no body at all (platform/http/operator-auth.ts checks it at preParsing).
    expect((await post('/api/operator/documents/1/review')).status).toBe(401);
  });

  it('refuses without the configured key; with it lists, downloads and reviews; `verified` follows approval', async () => {
    const userId = platform.createUser();
    const player = signedIn(userId);
    const api = documentsApi(player);
    const identity = await api.upload('identity', blob(PNG), 'id.png');
    const address = await api.upload('address', blob(PDF), 'bill.pdf');

    expect((await raw('GET', '/api/operator/documents')).status).toBe(401);
    expect((await raw('GET', '/api/operator/documents', { operatorKey: 'x'.repeat(MIN_OPERATOR_KEY_LENGTH) })).status).toBe(401);
    // A player session is no operator key.
    expect((await raw('GET', '/api/operator/documents', { userId })).status).toBe(401);
    // The retired header is no credential any more (one credential: platform/http/operator-auth.ts).
    const retired = await raw('GET', '/api/operator/documents', { headers: { 'X-Operator-Key': OPERATOR_KEY } });
    expect(retired.status).toBe(401);
    expect(retired.headers.get('www-authenticate')).toBe('Bearer realm="operator"');
    expect(retired.json).toEqual({ errors: { base: ['A valid operator key is required'] }, code: 'unauthorized' });
    // Checked before the body is read: junk JSON from a caller without the key is the same 401, not a 400.
    const junk = () => raw('POST', `/api/operator/documents/${identity.id}/review`, { body: '{not json', contentType: 'application/json' });
    expect((await junk()).status).toBe(401);
    expect((await raw('POST', `/api/operator/documents/${identity.id}/review`, { operatorKey: OPERATOR_KEY, body: '{not json', contentType: 'application/json' })).status).toBe(400);

    const queue = await raw('GET', '/api/operator/documents?status=pending&limit=500', { operatorKey: OPERATOR_KEY });
    expect(queue.status).toBe(200);
    expect(queue.json.filter((doc: any) => doc.user_id === userId).map((doc: any) => doc.id)).toEqual([identity.id, address.id]);
    const file = await raw('GET', `/api/operator/documents/${identity.id}/file`, { operatorKey: OPERATOR_KEY });
    expect(file.headers.get('content-type')).toBe('image/png');
    expect(file.headers.get('content-disposition')).toMatch(/^attachment/);
    expect(file.buffer.equals(PNG)).toBe(true);

    const review = (id: number, body: unknown) => raw('POST', `/api/operator/documents/${id}/review`, { operatorKey: OPERATOR_KEY, body: JSON.stringify(body), contentType: 'application/json' });
    expect((await review(identity.id, { status: 'pending' })).status).toBe(422);
    expect((await review(999_999, { status: 'approved' })).status).toBe(404);
    expect((await review(identity.id, { status: 'approved' })).json).toMatchObject({ status: 'approved', user_id: userId });
    expect((await playerApi(player).profile()).verified).toBe(false); // the address is still pending
    expect((await review(address.id, { status: 'rejected', comment: 'The bill is older than 3 months' })).json.status).toBe('rejected');
    expect((await api.list()).find((doc) => doc.id === address.id)).toMatchObject({ status: 'rejected', comment: 'The bill is older than 3 months' });
    expect((await playerApi(player).profile()).verified).toBe(false);
    await review(address.id, { status: 'approved' });
    expect((await playerApi(player).profile()).verified).toBe(true);
    // An approved document is evidence: the player cannot remove it.
    expect(await codeOf(api.remove(identity.id))).toBe('409 document_approved');
    // Rejecting it again takes `verified` back.
    await review(identity.id, { status: 'rejected' });
    expect((await playerApi(player).profile()).verified).toBe(false);
  });

  it('the operator routes answer 404 exactly as absent routes while no key (or a short one) is configured', async () => {
    const routes = [
      ['GET', '/api/operator/documents'],
      ['GET', '/api/operator/documents/1/file'],
      ['POST', '/api/operator/documents/1/review'],
    ] as const;
    for (const operatorApiKey of [undefined, 'short']) {
      const other = await startPlatform({ operatorApiKey });
      try {
        for (const [method, path] of routes) {
          const sent: Record<string, string>[] = [{ Authorization: `Bearer ${operatorApiKey ?? OPERATOR_KEY}` }, { 'X-Operator-Key': OPERATOR_KEY }];
          for (const headers of sent) {
            const body = method === 'POST' ? JSON.stringify({ status: 'approved' }) : undefined;
            const response = await fetch(`${other.url}${path}`, { method, headers: { 'X-Requested-With': 'XMLHttpRequest', 'Content-Type': 'application/json', ...headers }, body });
            expect(response.status, `${operatorApiKey} ${method} ${path}`).toBe(404);
            expect(await response.json()).toEqual({ errors: { base: [`No route for ${method} ${path}`] }, code: 'not_found' });
            expect(response.headers.get('x-ratelimit-limit')).toBeNull();
          }
        }
      } finally {
        await other.close();
      }
    }
  });
});

describe('storage of an in-memory platform', () => {
  // `:memory:` only: with TEST_STORAGE=postgres the harness gives every platform a PostgreSQL database.
  it.runIf(process.env.TEST_STORAGE !== 'postgres')('keeps files in a temporary directory that goes with the server', async () => {
    const { documentsDirectory } = await import('../../platform/players/documents/storage.ts');
    const { existsSync } = await import('node:fs');
    const memory = await startPlatform({ documentsDir: undefined });
    const userId = memory.createUser();
    await documentsApi(sdkClient(memory.url, new Map(memory.clientAs(userId).cookies))).upload('identity', blob(PNG), 'a.png');
    const temporary = documentsDirectory(memory.ctx);
    expect(readdirSync(temporary)).toHaveLength(1);
    await memory.close();
    expect(existsSync(temporary)).toBe(false);
    // A configured directory stays.
    expect(existsSync(directory)).toBe(true);
  });
});
