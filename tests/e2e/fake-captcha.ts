/**
 * A fake captcha provider's widget script on 127.0.0.1 (docs/operations.md "Captcha",
 * `CAPTCHA_SCRIPT_URL`): it defines `window.turnstile` with the explicit-render API the host uses
 * (sdk/captcha/provider-widget.ts) and renders a button that hands the callback a fresh
 * `fake-token-<sitekey>-<n>`; `reset` puts the button back to unchecked.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export const FAKE_WIDGET_BUTTON = 'Verify you are human';

export const FAKE_TURNSTILE_JS = `(() => {
  let minted = 0;
  let next = 0;
  const widgets = new Map();
  window.turnstile = {
    render(container, options) {
      const id = 'fake-widget-' + ++next;
      const button = document.createElement('button');
      button.type = 'button';
      const idle = () => { button.textContent = ${JSON.stringify(FAKE_WIDGET_BUTTON)}; button.setAttribute('aria-pressed', 'false'); };
      idle();
      button.addEventListener('click', () => {
        button.textContent = 'Verified';
        button.setAttribute('aria-pressed', 'true');
        options.callback('fake-token-' + options.sitekey + '-' + ++minted);
      });
      container.append(button);
      widgets.set(id, { button, idle });
      return id;
    },
    reset(id) { widgets.get(id)?.idle(); },
    remove(id) { widgets.get(id)?.button.remove(); widgets.delete(id); },
  };
})();
`;

/** Serves the fake script at `/turnstile/api.js`; `requests` counts its downloads. */
export async function fakeCaptchaScript(): Promise<{ url: string; requests: () => number; server: Server }> {
  let requests = 0;
  const server = createServer((request, response) => {
    if (!request.url?.startsWith('/turnstile/api.js')) {
      response.writeHead(404).end();
      return;
    }
    requests++;
    response.writeHead(200, { 'content-type': 'text/javascript; charset=utf-8', 'access-control-allow-origin': '*' });
    response.end(FAKE_TURNSTILE_JS);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/turnstile/api.js?render=explicit`, requests: () => requests, server };
}
