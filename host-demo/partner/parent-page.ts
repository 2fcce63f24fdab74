/**
 * A partner page that embeds the casino in an iframe (embedded mode) and talks to it only through
 * the SDK bridge: it logs every event and calls the host's methods.
 */
import { connectToCasino, type BridgeEvent } from '../../sdk/embed/bridge.ts';

const iframe = document.getElementById('casino') as HTMLIFrameElement;
const log = document.getElementById('events') as HTMLOListElement;
const rejected = document.getElementById('rejected') as HTMLElement;

function record(name: BridgeEvent, payload: unknown) {
  const item = document.createElement('li');
  item.dataset.event = name;
  item.textContent = `${name} ${JSON.stringify(payload)}`;
  log.prepend(item);
  if (name === 'resize' && typeof (payload as { height?: unknown }).height === 'number') {
    // At most the window's height: the casino's game lists load more as their frame grows, so a
    // frame sized to its content would grow without end (docs/integration.md "Troubleshooting").
    iframe.style.height = `${Math.min(Math.max(480, (payload as { height: number }).height), Math.max(480, innerHeight - 40))}px`;
  }
}

const bridge = connectToCasino({ iframe, casinoOrigin: new URL(iframe.src).origin, onEvent: record });
setInterval(() => (rejected.textContent = String(bridge.stats.rejected)), 500);

for (const button of document.querySelectorAll<HTMLButtonElement>('[data-call]')) {
  button.addEventListener('click', async () => {
    const casino = await bridge.casino;
    const call = button.dataset.call;
    if (call === 'navigate') await casino.navigate(button.dataset.path ?? '/');
    if (call === 'openCashbox') await casino.openCashbox();
    if (call === 'logout') await casino.logout();
    if (call === 'setLocale') await casino.setLocale(button.dataset.locale ?? 'en');
  });
}

(window as unknown as { casinoBridge: typeof bridge }).casinoBridge = bridge;
