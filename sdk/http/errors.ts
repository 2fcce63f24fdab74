/** What the HTTP client throws; writes rethrow these, loads turn them into empty values. */
export type FieldErrors = Record<string, string[]>;

export class ApiError extends Error {
  override readonly name: string = 'ApiError';
  constructor(
    readonly status: number,
    readonly path: string,
    readonly body: unknown,
  ) {
    super(`${status} on ${path}`);
  }

  /** The platform's stable machine code (`{code}` in the body), if any. */
  get code(): string | undefined {
    const code = (this.body as { code?: unknown } | null)?.code;
    return typeof code === 'string' ? code : undefined;
  }

  /** The first message of the contract's `{errors: {field: [msg]}}` shape. */
  get firstMessage(): string | undefined {
    const errors = (this.body as { errors?: Record<string, unknown> } | null)?.errors;
    if (!errors || typeof errors !== 'object') return undefined;
    const first = Object.values(errors)[0];
    return Array.isArray(first) ? String(first[0]) : typeof first === 'string' ? first : undefined;
  }
}

/** 422: typed field errors (docs/product/errors-and-network.md#loads-and-writes, spec 000 §8, docs/api.md, contract §1). */
export class ValidationError extends ApiError {
  override readonly name = 'ValidationError';
  constructor(path: string, body: unknown, readonly fields: FieldErrors) {
    super(422, path, body);
  }
}

/** The network failed or the request timed out, after every retry. */
export class NetworkError extends Error {
  override readonly name = 'NetworkError';
  constructor(readonly path: string, readonly timedOut: boolean, cause?: unknown) {
    super(`${timedOut ? 'timeout' : 'network error'} on ${path}`, { cause });
  }
}

/** A response that did not match its schema (reported with the first issue's path). */
export class SchemaError extends Error {
  override readonly name = 'SchemaError';
  constructor(readonly path: string, readonly issuePath: string, readonly issue: string) {
    super(`unexpected response from ${path} at ${issuePath || '(root)'}: ${issue}`);
  }
}

export function fieldErrorsOf(body: unknown): FieldErrors {
  const errors = (body as { errors?: unknown } | null)?.errors;
  if (!errors || typeof errors !== 'object') return {};
  const fields: FieldErrors = {};
  for (const [field, messages] of Object.entries(errors as Record<string, unknown>)) {
    fields[field] = Array.isArray(messages) ? messages.map(String) : [String(messages)];
  }
  return fields;
}
