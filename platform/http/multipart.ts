/**
 * A small `multipart/form-data` reader (RFC 7578) for the one upload the platform takes (KYC
 * documents; docs/api/auth-and-players.md "Verification documents"). @fastify/multipart is not a
 * dependency: the route's content-type parser hands over the raw body, already bounded by the
 * route's `bodyLimit`, and this splits it into text fields and files. Anything malformed is null.
 */
export interface MultipartFile {
  field: string;
  fileName: string;
  /** What the browser claimed; never trusted (the caller checks magic bytes). */
  contentType: string;
  data: Buffer;
}

export interface MultipartBody {
  fields: Record<string, string>;
  files: MultipartFile[];
}

export const MAX_PARTS = 10;
const MAX_HEADER_BYTES = 2048;
const CRLF = Buffer.from('\r\n');
const HEADER_END = Buffer.from('\r\n\r\n');

/** The boundary of a `multipart/form-data` content type, or null. */
export function boundaryOf(contentType: string | undefined): string | null {
  if (!contentType || !/^multipart\/form-data\s*;/i.test(contentType)) return null;
  const match = /;\s*boundary=(?:"([^"]{1,70})"|([^\s;"]{1,70}))/i.exec(contentType);
  return match ? (match[1] ?? match[2] ?? null) : null;
}

/** `name="x"` / `filename="y"` of a Content-Disposition header (quoted, backslash escapes). */
function dispositionParam(header: string, name: string): string | undefined {
  const match = new RegExp(`;\\s*${name}="((?:[^"\\\\]|\\\\.)*)"`, 'i').exec(header);
  return match?.[1]?.replace(/\\(.)/g, '$1');
}

export function parseMultipart(body: Buffer, contentType: string | undefined): MultipartBody | null {
  const boundary = boundaryOf(contentType);
  if (!boundary) return null;
  const delimiter = Buffer.from(`--${boundary}`);
  let position = body.indexOf(delimiter);
  if (position !== 0) return null;
  const result: MultipartBody = { fields: {}, files: [] };
  for (let parts = 0; ; parts++) {
    position += delimiter.length;
    if (body.subarray(position, position + 2).toString() === '--') return result; // closing delimiter
    if (!body.subarray(position, position + 2).equals(CRLF) || parts >= MAX_PARTS) return null;
    const headersStart = position + 2;
    const headersEnd = body.indexOf(HEADER_END, headersStart);
    if (headersEnd < 0 || headersEnd - headersStart > MAX_HEADER_BYTES) return null;
    const headers = body.subarray(headersStart, headersEnd).toString('utf8').split('\r\n');
    const next = body.indexOf(Buffer.concat([CRLF, delimiter]), headersEnd + 4);
    if (next < 0) return null;
    const data = body.subarray(headersEnd + 4, next);
    const disposition = headers.find((line) => /^content-disposition:/i.test(line)) ?? '';
    const name = dispositionParam(disposition, 'name');
    if (!/^content-disposition:\s*form-data/i.test(disposition) || !name) return null;
    const fileName = dispositionParam(disposition, 'filename');
    if (fileName === undefined) {
      result.fields[name] = data.toString('utf8');
    } else {
      const type = headers.find((line) => /^content-type:/i.test(line))?.split(':')[1]?.trim() ?? 'application/octet-stream';
      result.files.push({ field: name, fileName, contentType: type, data: Buffer.from(data) });
    }
    position = next + 2;
  }
}
