/**
 * Dynamic imports that survive a network blip (docs/architecture.md "Builds"): up to 3 attempts
 * with backoff. Browsers cache a failed module import by URL, so each retry asks for a distinct URL
 * (`?retry=n`, a page-wide counter, so a later retry by the visitor is fresh too). Used by the
 * loader for widget chunks and by the white-label host for its route chunks.
 */
export const IMPORT_ATTEMPTS = 3;
let retries = 0;

/** The URL of a module whose dynamic import failed, from the browser's message (Chromium, Firefox). */
export function failedModuleUrl(error: unknown): string | null {
  const message = error instanceof Error ? error.message : String(error);
  return /(https?:\/\/[^\s'"?#]+\.m?js)/.exec(message)?.[1] ?? null;
}

/**
 * Imports `load` (a URL, or a function doing a bundler-resolved `import()`); a failed attempt is
 * retried at the failed module's URL with a fresh query (or by calling `load` again when the
 * browser did not name the URL).
 */
export async function importWithRetry<T>(load: string | (() => Promise<T>), attempts = IMPORT_ATTEMPTS): Promise<T> {
  const first = typeof load === 'string' ? () => import(/* @vite-ignore */ load) as Promise<T> : load;
  let url = typeof load === 'string' ? load : null;
  let error: unknown;
  for (let attempt = 0; attempt < attempts; attempt++) {
    try {
      if (attempt === 0) return await first();
      await new Promise((resolve) => setTimeout(resolve, 300 * 2 ** (attempt - 1)));
      url ??= failedModuleUrl(error);
      return await (url ? (import(/* @vite-ignore */ `${url}?retry=${++retries}`) as Promise<T>) : first());
    } catch (caught) {
      error = caught;
    }
  }
  throw error;
}
