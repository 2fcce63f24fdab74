/**
 * The stable loader, `/casino-kit.js`: the only file a partner page references by name. It reads
 * its `data-*` attributes, replays calls queued on the stub, defines one custom element per widget
 * and loads each widget's hashed, immutable chunk on first use. No framework code lives here.
 */
import type { EmbedConfig, MountHandle, WidgetFiles, WidgetModule } from './types.ts';

declare const __CK_WIDGETS__: WidgetFiles;

type QueuedCall = [method: string, ...args: unknown[]];
interface CasinoKitGlobal {
  q?: QueuedCall[];
  [key: string]: unknown;
}

const RETRIES = 3;
const script = document.currentScript as HTMLScriptElement | null;
const baseUrl = script?.src ? new URL('.', script.src).href : document.baseURI;
const config: EmbedConfig = {
  api: script?.dataset.api ?? (script?.src ? new URL(script.src).origin : location.origin),
  locale: script?.dataset.locale,
  currency: script?.dataset.currency,
};
const modules = new Map<string, Promise<WidgetModule>>();

function camelCase(attribute: string): string {
  return attribute.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase());
}

function importWithRetry(url: string, attempt = 0): Promise<WidgetModule> {
  // A failed module import is cached by URL, so each retry asks for a distinct URL.
  const target = attempt === 0 ? url : `${url}?retry=${attempt}`;
  return (import(/* @vite-ignore */ target) as Promise<WidgetModule>).catch((error: unknown) => {
    if (attempt + 1 >= RETRIES) throw error;
    return new Promise<WidgetModule>((resolve) => setTimeout(resolve, 300 * 2 ** attempt)).then(() =>
      importWithRetry(url, attempt + 1),
    );
  });
}

function loadWidget(name: string): Promise<WidgetModule> {
  const entry = __CK_WIDGETS__[name];
  if (!entry) return Promise.reject(new Error(`CasinoKit: unknown widget "${name}"`));
  let loading = modules.get(name);
  if (!loading) {
    loading = importWithRetry(new URL(entry.file, baseUrl).href);
    loading.catch(() => modules.delete(name));
    modules.set(name, loading);
  }
  return loading;
}

function reportError(host: HTMLElement, name: string, error: unknown): void {
  console.error(`CasinoKit: widget "${name}" failed to load`, error);
  host.dispatchEvent(new CustomEvent('error', { detail: { widget: name, error: String(error) }, bubbles: true, composed: true }));
}

function mount(name: string, host: HTMLElement, props: Record<string, unknown> = {}): MountHandle {
  let widget: Omit<MountHandle, 'ready'> | undefined;
  let pending: Record<string, unknown> = { locale: config.locale, currency: config.currency, api: config.api, ...props };
  let unmounted = false;
  const listeners: [string, (detail: unknown) => void][] = [];
  const offs: (() => void)[] = [];

  const ready = loadWidget(name).then(
    (module) => {
      if (unmounted) return;
      widget = module.mount(host, pending);
      for (const [event, listener] of listeners) offs.push(widget.on(event, listener));
    },
    (error: unknown) => {
      reportError(host, name, error);
      throw error;
    },
  );
  ready.catch(() => undefined);

  return {
    ready,
    update(next) {
      if (widget) widget.update(next);
      else pending = { ...pending, ...next };
    },
    unmount() {
      unmounted = true;
      offs.splice(0).forEach((off) => off());
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
