import type { ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach } from 'vitest';
import { loadAllLocales } from '../locale-tables.ts';

// Components render in the locale they are given; on a page, their frame loads that locale's chunk first (widgets/ui/WidgetFrame.tsx).
loadAllLocales();

const mounted: { unmount(): void; container: HTMLElement }[] = [];

/**
 * Renders through `react-dom/client`, which the preact project aliases to preact/compat, so one
 * test file exercises both flavours. Queries are asynchronous (@testing-library/dom's findBy*),
 * which works whether the renderer commits synchronously (preact) or on a microtask (React 19).
 */
export function render(node: ReactNode): HTMLElement {
  const container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container);
  root.render(node);
  mounted.push({ unmount: () => root.unmount(), container });
  return container;
}

afterEach(() => {
  for (const { unmount, container } of mounted.splice(0)) {
    unmount();
    container.remove();
  }
});
