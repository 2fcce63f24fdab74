/**
 * The payment sandbox as a tester uses it (platform/payments/sandbox-pages.ts): open the console
 * at /sandbox/payments, read the form of one payment, post it from that origin.
 */
export interface SandboxAnswer {
  status: number;
  location: string | null;
}

/** The signed token in the console's form for payment `id`, or null when it is not listed (not open). */
export async function sandboxToken(baseUrl: string, id: number): Promise<string | null> {
  const html = await (await fetch(new URL('/sandbox/payments', baseUrl))).text();
  const form = new RegExp(`action="/sandbox/payments/${id}/complete">\\s*<input type="hidden" name="token" value="([A-Za-z0-9_-]+)">`).exec(html);
  return form?.[1] ?? null;
}

/** Posts the console's form (as the browser would: form-encoded, with this origin). */
export async function postSandboxForm(
  baseUrl: string,
  id: number | string,
  fields: Record<string, string>,
  headers: Record<string, string> = { Origin: new URL(baseUrl).origin },
): Promise<SandboxAnswer> {
  const response = await fetch(new URL(`/sandbox/payments/${id}/complete`, baseUrl), {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', ...headers },
    body: new URLSearchParams(fields).toString(),
    redirect: 'manual',
  });
  await response.arrayBuffer();
  return { status: response.status, location: response.headers.get('location') };
}

/** Settles open payment `id` through the console; 303 on success. */
export async function completeInSandbox(baseUrl: string, id: number, outcome: 'succeeded' | 'declined' | 'rejected' = 'succeeded'): Promise<SandboxAnswer> {
  const token = await sandboxToken(baseUrl, id);
  if (!token) return { status: 404, location: null };
  return postSandboxForm(baseUrl, id, { token, outcome });
}
