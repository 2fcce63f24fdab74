import { Component, type ReactNode } from 'react';
import { retryFailedChunks } from '../lib/lazy-chunk.ts';

interface Props {
  children: ReactNode;
  /** What the region shows instead once it failed; `retry` renders the children again. */
  fallback: (retry: () => void) => ReactNode;
  /** A new key (another page, another popup) clears the failure. */
  resetKey?: string;
}

/**
 * An error boundary for one region of the shell (the page, the popups, the header's search): a
 * failed code chunk or a render error leaves the rest of the site usable (docs/host.md "Failed
 * code chunks").
 */
export class RegionBoundary extends Component<Props, { error: unknown }> {
  override state: { error: unknown } = { error: null };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  override componentDidCatch(error: unknown) {
    console.error('[host] a region failed', error);
  }

  override componentDidUpdate(previous: Props) {
    if (previous.resetKey !== this.props.resetKey && this.state.error) this.#retry();
  }

  #retry = () => {
    retryFailedChunks();
    this.setState({ error: null });
  };

  override render() {
    if (this.state.error) return this.props.fallback(this.#retry);
    return this.props.children;
  }
}
