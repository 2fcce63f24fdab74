/**
 * The parent side of the embedded-mode demo (/embed-demo on any mirror): a partner's page that
 * frames the casino and talks to it only through the SDK bridge. Plain DOM, no framework.
 * `?mirror=ee.localhost` frames another mirror (cross-origin); by default the same origin.
 */
import { connectToCasino, type BridgeEvent } from '../../../sdk/embed/bridge.ts';

export function startParentDemo(doc: Document = document): void {
  const params = new URLSearchParams(location.search);
  const mirrorHost = params.get('mirror');
  const origin = mirrorHost && /^[a-z0-9.-]+\.localhost$/.test(mirrorHost) ? `${location.protocol}//${mirrorHost}${location.port ? `:${location.port}` : ''}` : location.origin;
  const root = doc.getElementById('root')!;
  root.replaceChildren();
  root.className = 'embed-demo';
  root.innerHTML = `
<header class="embed-demo__head"><h1>Partner page</h1><p>The casino below runs in an iframe from <code></code> and talks to this page only through the bridge.</p></header>
<div class="embed-demo__controls" role="group" aria-label="Casino controls">
  <button type="button" class="button" data-action="navigate">Show live casino</button>
  <button type="button" class="button" data-action="cashbox">Open cashbox</button>
  <button type="button" class="button button--ghost" data-action="locale">Deutsch</button>
  <button type="button" class="button button--ghost" data-action="logout">Log out</button>
</div>
<div class="embed-demo__body">
  <iframe title="Casino" class="embed-demo__frame"></iframe>
  <section class="embed-demo__log" aria-label="Events from the casino"><h2>Events</h2><ol aria-live="polite"></ol></section>
</div>`;
  root.querySelector('code')!.textContent = origin;
  const iframe = root.querySelector('iframe')!;
  const log = root.querySelector('ol')!;
  const events: { name: BridgeEvent; payload: unknown }[] = [];
  (window as unknown as { casinoEvents: typeof events }).casinoEvents = events;
  iframe.src = `${origin}/?embedded=1`;
  iframe.addEventListener('load', () => {
    const { casino } = connectToCasino({
      iframe,
      casinoOrigin: origin,
      // The casino starts after its own loads (session, region, strings): give it time on slow devices.
      timeoutMs: 60_000,
      onEvent: (name, payload) => {
        events.push({ name, payload });
        if (name === 'resize') iframe.style.height = `${Math.min(Math.max(Number((payload as { height?: number }).height) || 600, 480), 4000)}px`;
        const item = doc.createElement('li');
        item.textContent = `${name} ${JSON.stringify(payload)}`;
        log.prepend(item);
      },
    });
    root.querySelector('.embed-demo__controls')!.addEventListener('click', (event) => {
      const action = (event.target as HTMLElement).closest('button')?.dataset.action;
      void casino.then((api) => {
        if (action === 'navigate') return api.navigate('/live/all');
        if (action === 'cashbox') return api.openCashbox();
        if (action === 'locale') return api.setLocale('de');
        if (action === 'logout') return api.logout();
      });
    });
  }, { once: true });
}
