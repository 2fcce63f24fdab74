import { fireEvent, waitFor } from '@testing-library/dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetCore } from '../../../sdk/core.ts';
import { defineWidget } from '../../../widgets/ui/define-widget.tsx';
import type { NavigateDetail } from '../../../widgets/ui/navigation.ts';
import { installFakePlatform } from './fake-platform.ts';

/**
 * The script-tag flavour's `navigate` event (docs/widgets.md "Events"): cancelable; a page that does not take it
 * over lets the browser go to the link's href (an affiliate's page), one that calls preventDefault() routes itself.
 */
const HREF = 'https://casino.test/tournaments/7?stag=aff_42';
function Linking({ onNavigate }: { onNavigate?: (detail: NavigateDetail) => void }) {
  return (
    <a
      href={HREF}
      onClick={(event) => {
        if (!onNavigate) return;
        event.preventDefault();
        onNavigate({ path: '/tournaments/7', href: HREF });
      }}
    >
      Slots Sprint
    </a>
  );
}
const mount = defineWidget(Linking, '', { onNavigate: 'navigate' }, { widget: 'linking' });

/** React renders the root on a later tick, preact at once. */
const linkOf = (host: HTMLElement) =>
  waitFor(() => {
    const link = host.shadowRoot?.querySelector('a');
    if (!link) throw new Error('not rendered yet');
    return link;
  });

function mounted() {
  const host = document.createElement('casino-linking');
  document.body.append(host);
  const handle = mount(host, { locale: 'en' } as never);
  return { host, handle };
}

describe('navigate from a script-tag widget', () => {
  afterEach(() => {
    resetCore();
    vi.unstubAllGlobals();
    document.body.replaceChildren();
  });

  it('a page that does not listen: the browser goes to the href (the link is not dead)', async () => {
    installFakePlatform({});
    const assign = vi.fn();
    vi.stubGlobal('location', { ...globalThis.location, assign });
    const { host, handle } = mounted();
    const link = await linkOf(host);
    fireEvent.click(link);
    expect(assign).toHaveBeenCalledWith(HREF);
    handle.unmount();
  });

  it('a page that routes itself cancels the event and gets the path; the browser stays', async () => {
    installFakePlatform({});
    const assign = vi.fn();
    vi.stubGlobal('location', { ...globalThis.location, assign });
    const { host, handle } = mounted();
    const seen: NavigateDetail[] = [];
    host.addEventListener('navigate', (event) => {
      seen.push((event as CustomEvent<NavigateDetail>).detail);
      event.preventDefault();
    });
    const link = await linkOf(host);
    fireEvent.click(link);
    expect(seen).toEqual([{ path: '/tournaments/7', href: HREF }]);
    expect(assign).not.toHaveBeenCalled();
    handle.unmount();
  });

  it('a listener through the mount handle (the JavaScript API) takes navigation over too', async () => {
    installFakePlatform({});
    const assign = vi.fn();
    vi.stubGlobal('location', { ...globalThis.location, assign });
    const { host, handle } = mounted();
    const seen: unknown[] = [];
    handle.on('navigate', (detail) => seen.push(detail));
    fireEvent.click(await linkOf(host));
    expect(seen).toEqual([{ path: '/tournaments/7', href: HREF }]);
    expect(assign).not.toHaveBeenCalled();
    handle.unmount();
  });
});
