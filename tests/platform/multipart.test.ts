/**
 * The multipart reader of the document upload (platform/http/multipart.ts; docs/api/auth-and-
 * players.md "Verification documents"), on bodies as undici's FormData writes them and on broken ones.
 */
import { describe, expect, it } from 'vitest';
import { boundaryOf, MAX_PARTS, parseMultipart } from '../../platform/http/multipart.ts';

async function encode(form: FormData): Promise<{ body: Buffer; type: string }> {
  const request = new Request('http://x/', { method: 'POST', body: form });
  return { body: Buffer.from(await request.arrayBuffer()), type: request.headers.get('content-type')! };
}

describe('multipart reader', () => {
  it('reads text fields and files (binary intact, quoted names) as a browser sends them', async () => {
    const bytes = Buffer.from([0, 1, 2, 13, 10, 45, 45, 255]);
    const form = new FormData();
    form.set('document_type', 'identity');
    form.set('file', new Blob([new Uint8Array(bytes)], { type: 'image/png' }), 'my "scan".png');
    const { body, type } = await encode(form);
    const parsed = parseMultipart(body, type)!;
    expect(parsed.fields).toEqual({ document_type: 'identity' });
    expect(parsed.files).toHaveLength(1);
    expect(parsed.files[0]).toMatchObject({ field: 'file', contentType: 'image/png' });
    expect(parsed.files[0]!.data.equals(bytes)).toBe(true);
    expect(parsed.files[0]!.fileName).toContain('scan');
  });

  it('finds the boundary only in a multipart/form-data type', () => {
    expect(boundaryOf('multipart/form-data; boundary=abc')).toBe('abc');
    expect(boundaryOf('multipart/form-data; boundary="a b"')).toBe('a b');
    expect(boundaryOf('multipart/mixed; boundary=abc')).toBeNull();
    expect(boundaryOf('application/json')).toBeNull();
    expect(boundaryOf(undefined)).toBeNull();
  });

  it('refuses broken envelopes and too many parts', () => {
    const type = 'multipart/form-data; boundary=x';
    const part = (name: string) => `--x\r\nContent-Disposition: form-data; name="${name}"\r\n\r\nv\r\n`;
    expect(parseMultipart(Buffer.from(`${part('a')}--x--\r\n`), type)).toEqual({ fields: { a: 'v' }, files: [] });
    expect(parseMultipart(Buffer.from(`${part('a')}`), type)).toBeNull(); // no closing delimiter
    expect(parseMultipart(Buffer.from(`junk${part('a')}--x--`), type)).toBeNull(); // preamble
    expect(parseMultipart(Buffer.from('--x\r\nContent-Disposition: form-data\r\n\r\nv\r\n--x--'), type)).toBeNull(); // no name
    expect(parseMultipart(Buffer.from('--x\r\nContent-Type: text/plain\r\n\r\nv\r\n--x--'), type)).toBeNull(); // no disposition
    const many = Array.from({ length: MAX_PARTS + 1 }, (_, index) => part(`f${index}`)).join('') + '--x--';
    expect(parseMultipart(Buffer.from(many), type)).toBeNull();
    expect(parseMultipart(Buffer.from(`${part('a')}--x--`), 'text/plain')).toBeNull();
  });
});
