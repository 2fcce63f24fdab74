import { waitFor } from '@testing-library/dom';
import { hydrateRoot } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import { resetCore } from '../../../sdk/core.ts';
import { ShadowHost } from '../../../widgets/ui/ShadowHost.tsx';
import { showsServerNodes } from '../../../widgets/ui/server-nodes.ts';
import { installFakePlatform } from './fake-platform.ts';

/**
 * A server-rendered first view's declarative shadow root (host-demo/server/first-view.ts,
 * docs/host.md "Server-rendered first view"): hydration finds the host element without light-DOM
 * children, then the portal takes the shadow root over and the server's markup goes in the same
 * commit: one copy of the content, never none.
 */
describe('ShadowHost over a declarative shadow root', () => {
  afterEach(() => resetCore());

  it('replaces the server markup with the portal, leaving one copy', async () => {
    installFakePlatform({});
    const container = document.createElement('div');
    container.innerHTML = '<div data-casino-widget="demo"></div>';
    document.body.append(container);
    const host = container.firstElementChild as HTMLElement;
    // What the parser makes of <template shadowrootmode="open">: an open root with the server's markup.
    const declared = host.attachShadow({ mode: 'open' });
    declared.innerHTML = '<style>p{}</style><div class="ck-frame"><p class="server">from the server</p></div>';
    const errors: unknown[] = [];
    hydrateRoot(
      container,
      <ShadowHost css="" label="demo" props={{ locale: 'en' }} fallback={false}>
        <p className="client">from the app</p>
      </ShadowHost>,
      { onRecoverableError: (error) => void errors.push(error) },
    );
    await waitFor(() => expect(declared.querySelector('.client')).not.toBeNull());
    expect(host.shadowRoot).toBe(declared);
    expect(declared.querySelector('.server')).toBeNull();
    expect(declared.querySelectorAll('.client')).toHaveLength(1);
    expect(errors).toEqual([]);
    container.remove();
  });

  it('is marked as the server’s until replaced, and the focus on a server button moves to its twin', async () => {
    installFakePlatform({});
    const container = document.createElement('div');
    container.innerHTML = '<div data-casino-widget="demo"></div>';
    document.body.append(container);
    const host = container.firstElementChild as HTMLElement;
    const declared = host.attachShadow({ mode: 'open' });
    declared.innerHTML = '<style data-ck-server="">p{}</style><div class="ck-frame"><button>Other</button><button>Spin</button><button>Spin</button></div>';
    expect(showsServerNodes(declared)).toBe(true);
    // A visitor tabbed to the second "Spin" before the app answered.
    declared.querySelectorAll('button')[2]!.focus();
    hydrateRoot(
      container,
      <ShadowHost css="" label="demo" props={{ locale: 'en' }} fallback={false}>
        <button className="client">Other</button>
        <button className="client">Spin</button>
        <button className="client" data-twin="">
          Spin
        </button>
      </ShadowHost>,
    );
    await waitFor(() => expect(declared.querySelector('.client')).not.toBeNull());
    expect(showsServerNodes(declared)).toBe(false);
    expect(declared.activeElement).toBe(declared.querySelector('[data-twin]'));
    container.remove();
  });
});
