/**
 * The stable loader, `/casino-kit.js`: the only file a partner page references by name. It reads
 * its `data-*` attributes, replays calls queued on the stub, defines one custom element per widget
 * and loads each widget's hashed, immutable chunk on first use. Widgets with a first frame show
 * server-rendered markup at once and load their code on the first interaction. No framework code
 * lives here.
 */
import { importWithRetry } from './import-retry.ts';
import { adoptStyles } from './styles.ts';
import { applyTheme } from './theme.ts';
import type { EmbedConfig, LiveModule, MountHandle, WidgetFiles, WidgetModule } from './types.ts';

declare const __CK_WIDGETS__: WidgetFiles;

type QueuedCall = [method: string, ...args: unknown[]];
interface CasinoKitGlobal {
  q?: QueuedCall[];
  [key: string]: unknown;
}

/** A first frame not there within this gives way to the widget, which shows the unreachable fallback. */
const FRAME_TIMEOUT_MS = 8_000;
const script = document.currentScript as HTMLScriptElement | null;
const baseUrl = script?.src ? new URL('.', script.src).href : document.baseURI;
const config: EmbedConfig = {
  api: script?.dataset.api ?? (script?.src ? new URL(script.src).origin : location.origin),
  locale: script?.dataset.locale,
  currency: script?.dataset.currency,
  // Page-wide defaults of every widget's `affiliate` / `read-page-params` (sdk/embed/casino-url.ts).
  affiliate: script?.dataset.affiliate,
  readPageParams: script?.dataset.readPageParams,
};
const modules = new Map<string, Promise<unknown>>();

function camelCase(attribute: string): string {
  return attribute.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase());
}

function loadOnce<T>(key: string, file: string): Promise<T> {
  let loading = modules.get(key) as Promise<T> | undefined;
  if (!loading) {
    loading = importWithRetry<T>(new URL(file, baseUrl).href);
    loading.catch(() => modules.delete(key));
    modules.set(key, loading as Promise<unknown>);
  }
  return loading;
}

function loadWidget(name: string): Promise<WidgetModule> {
  const entry = __CK_WIDGETS__[name];
  if (!entry) return Promise.reject(new Error(`CasinoKit: unknown widget "${name}"`));
  return loadOnce<WidgetModule>(name, entry.file);
}

function reportError(host: HTMLElement, name: string, error: unknown): void {
  console.error(`CasinoKit: widget "${name}" failed to load`, error);
  host.dispatchEvent(new CustomEvent('error', { detail: { widget: name, error: String(error) }, bubbles: true, composed: true }));
}

interface Frame {
  css: string;
  html: string;
  state: unknown;
}

/**
 * Shows a widget's server-rendered first frame and starts its live module: markup and data in
 * one request, no framework. Resolves to the frame's state, or null when there is no frame.
 */
async function showFrame(name: string, livePath: string, host: HTMLElement, props: Record<string, unknown>, onUnreachable: () => void): Promise<{ state: unknown; stop(): void } | null> {
  const url = new URL(`${config.api}/widgets/${name}/frame`, baseUrl);
  // What the frame depends on: the locale and currency, a leaderboard's tournament and rows, a game slider's games and heading, the link base.
  for (const key of ['locale', 'currency', 'tournament', 'limit', 'category', 'provider', 'count', 'heading', 'basePath'] as const) if (typeof props[key] === 'string') url.searchParams.set(key, props[key] as string);
  const live = loadOnce<LiveModule>(`${name}.live`, livePath);
  live.catch(() => undefined);
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), FRAME_TIMEOUT_MS);
  try {
    const response = await fetch(url, { credentials: 'omit', signal: controller.signal });
    if (!response.ok) return null;
    const frame = (await response.json()) as Frame;
    const shadow = host.shadowRoot ?? host.attachShadow({ mode: 'open' });
    // The frame's CSS carries both themes' token defaults (widgets/ui/styles.ts).
    applyTheme(host, props.theme);
    adoptStyles(shadow, frame.css);
    shadow.innerHTML = frame.html;
    const module = await live.catch(() => null);
    return { state: frame.state, stop: module ? module.live(shadow, props, frame.state, onUnreachable) : () => undefined };
  } catch {
    return null;
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Calls `start` once, on the visitor's first sign of interest in the element. A click that lands
 * before the widget is interactive is held (by its `data-action`) and replayed after. `settled()`
 * waits while a press is in progress (pointer down, its click not yet dispatched): the frame must
 * not be swapped for the widget between a button's pointerdown and its click, or the browser sends
 * that click to no button at all and it is lost.
 */
function onFirstInteraction(host: HTMLElement, start: (heldAction: () => string | undefined) => void): { stop(): void; begin(): void; settled(): Promise<void> } {
  let heldAction: string | undefined;
  let started = false;
  let pressed = false;
  const release: (() => void)[] = [];
  const begin = () => {
    if (started) return;
    started = true;
    start(() => heldAction);
  };
  const onClick = (event: Event) => {
    const target = event.composedPath()[0] as Element | undefined;
    const action = target?.closest?.('[data-action]')?.getAttribute('data-action');
    if (action) {
      heldAction = action;
      event.preventDefault();
    }
    begin();
  };
  const onDown = () => {
    pressed = true;
    begin();
  };
  // The click follows pointerup in the same task: release a macrotask later, after it.
  const onUp = () =>
    setTimeout(() => {
      pressed = false;
      for (const resolve of release.splice(0)) resolve();
    });
  const events = ['pointerover', 'focusin', 'touchstart', 'keydown'];
  for (const type of events) host.addEventListener(type, begin, { passive: true });
  host.addEventListener('pointerdown', onDown, { passive: true });
  host.addEventListener('click', onClick, true);
  // pointercancel ends a press that turned into a scroll.
  const ends = ['pointerup', 'pointercancel'];
  for (const type of ends) addEventListener(type, onUp, true);
  return {
    begin,
    settled: () => (pressed ? new Promise<void>((resolve) => release.push(resolve)) : Promise.resolve()),
    stop: () => {
      for (const type of events) host.removeEventListener(type, begin);
      host.removeEventListener('pointerdown', onDown);
      host.removeEventListener('click', onClick, true);
      for (const type of ends) removeEventListener(type, onUp, true);
    },
  };
}

function mount(name: string, host: HTMLElement, props: Record<string, unknown> = {}): MountHandle {
  let widget: Omit<MountHandle, 'ready'> | undefined;
  let pending: Record<string, unknown> = { locale: config.locale, currency: config.currency, api: config.api, affiliate: config.affiliate, readPageParams: config.readPageParams, ...props };
  let unmounted = false;
  let stopFrame: (() => void) | undefined;
  const listeners: [string, (detail: unknown) => void][] = [];
  const offs: (() => void)[] = [];

  const mountWidget = (extra: Record<string, unknown> = {}, settled?: () => Promise<void>) =>
    loadWidget(name).then(
      async (module) => {
        // The widget renders in its locale at once (and `ready` means rendered): its strings first.
        await module.mount.prepare?.({ ...pending, ...extra });
        // Never between a press and its click on the frame (onFirstInteraction).
        await settled?.();
        if (unmounted) return;
        stopFrame?.();
        stopFrame = undefined;
        widget = module.mount(host, { ...pending, ...extra });
        for (const [event, listener] of listeners) offs.push(widget.on(event, listener));
      },
      (error: unknown) => {
        reportError(host, name, error);
        throw error;
      },
    );

  const livePath = __CK_WIDGETS__[name]?.live;
  // The platform stopped answering while the frame shows: the widget takes over at once.
  let takeOver = () => undefined as void;
  const ready = livePath
    ? showFrame(name, livePath, host, pending, () => setTimeout(() => takeOver(), 0)).then((frame) => {
        if (unmounted) return;
        if (!frame) return mountWidget();
        const { stop: stopListening, begin, settled } = onFirstInteraction(host, (heldAction) => {
          void mountWidget({ initial: frame.state }, () => settled()).then(() => {
            stopListening();
            const action = heldAction();
            // Let the renderer commit, then replay the click it missed.
            if (action) setTimeout(() => (host.shadowRoot?.querySelector(`[data-action="${action}"]`) as HTMLElement | null)?.click(), 0);
          });
        });
        takeOver = begin;
        // A visitor who tabbed or pointed into the frame while its live module loaded (no listener yet).
        if (host.matches(':focus-within,:hover')) begin();
        stopFrame = () => {
          stopListening();
          frame.stop();
        };
      })
    : mountWidget();
  ready.catch(() => undefined);

  return {
    ready,
    update(next) {
      pending = { ...pending, ...next };
      widget?.update(next);
    },
    unmount() {
      unmounted = true;
      offs.splice(0).forEach((off) => off());
      if (stopFrame) {
        stopFrame();
        host.shadowRoot?.replaceChildren();
      }
      stopFrame = undefined;
      widget?.unmount();
      widget = undefined;
    },
    on(event, listener) {
      if (widget) {
        const off = widget.on(event, listener);
        offs.push(off);
        return off;
      }
      listeners.push([event, listener]);
      return () => {
        const index = listeners.findIndex(([e, l]) => e === event && l === listener);
        if (index >= 0) listeners.splice(index, 1);
      };
    },
  };
}

function defineElement(name: string, attributes: readonly string[]): void {
  const tag = `casino-${name}`;
  if (customElements.get(tag)) return;
  customElements.define(
    tag,
    class extends HTMLElement {
      static observedAttributes = attributes;
      #handle: MountHandle | undefined;

      #props(): Record<string, unknown> {
        const props: Record<string, unknown> = {};
        for (const attribute of attributes) {
          const value = this.getAttribute(attribute);
          if (value !== null) props[camelCase(attribute)] = value;
        }
        return props;
      }

      connectedCallback() {
        this.#handle ??= mount(name, this, this.#props());
      }

      disconnectedCallback() {
        this.#handle?.unmount();
        this.#handle = undefined;
      }

      attributeChangedCallback(attribute: string, previous: string | null, value: string | null) {
        if (previous !== value) this.#handle?.update({ [camelCase(attribute)]: value ?? undefined });
      }
    },
  );
}

const api = {
  version: '0.1.0',
  config,
  init(next: Partial<EmbedConfig>) {
    Object.assign(config, next);
    return api;
  },
  mount,
  ready: () => Promise.resolve(api),
  widgets: () => Object.keys(__CK_WIDGETS__),
};

const existing = (window as unknown as { CasinoKit?: CasinoKitGlobal }).CasinoKit;
if (!existing || typeof existing.mount !== 'function' || Array.isArray(existing.q)) {
  const queued = existing?.q ?? [];
  (window as unknown as { CasinoKit: typeof api }).CasinoKit = api;
  for (const [name, { attributes }] of Object.entries(__CK_WIDGETS__)) defineElement(name, attributes);
  for (const [method, ...args] of queued) {
    const fn = (api as unknown as Record<string, (...a: unknown[]) => unknown>)[method];
    if (typeof fn === 'function') fn(...args);
    else console.error(`CasinoKit: unknown queued call "${method}"`);
  }
}
