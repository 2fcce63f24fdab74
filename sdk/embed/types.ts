/** Public shapes of the script-tag API (window.CasinoKit). */
export interface EmbedConfig {
  /** Platform base URL; the loader's own origin by default. */
  api: string;
  locale?: string;
  currency?: string;
  /** `data-affiliate`: the affiliate's stag, carried by every widget's links to the casino (docs/integration.md "Affiliate attribution"). */
  affiliate?: string;
  /** `data-read-page-params`: widgets also carry the page's `stag`, `affb_id` and UTM parameters. */
  readPageParams?: string;
}

export interface MountHandle<Props = Record<string, unknown>> {
  /** Resolves once the widget chunk has loaded and rendered; rejects if it could not load. */
  ready: Promise<void>;
  update(props: Partial<Props>): void;
  unmount(): void;
  on(event: string, listener: (detail: unknown) => void): () => void;
}

/** What a widget chunk exports (see widgets/ui/define-widget.tsx). */
export interface WidgetModule {
  mount: ((host: HTMLElement, props: Record<string, unknown>) => Omit<MountHandle, 'ready'>) & {
    /** Loads what the first render needs (its locale's strings, sdk/i18n/i18n.ts); awaited before `mount`. */
    prepare?(props: Record<string, unknown>): Promise<void>;
  };
}

/** A widget's first-frame live module (see widgets/catalogue.ts `live`). */
export interface LiveModule {
  /** `onUnreachable`: the platform stopped answering; the loader then mounts the widget, whose frame shows the fallback. */
  live(root: ShadowRoot, props: Record<string, unknown>, state: unknown, onUnreachable: () => void): () => void;
}

/** Injected by the build: widget name → chunk files (relative to the loader) and observed attributes. */
export type WidgetFiles = Record<string, { file: string; live?: string; attributes: readonly string[] }>;
