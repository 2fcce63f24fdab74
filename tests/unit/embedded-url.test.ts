/**
 * Embedded mode's flag lives in the frame's URL, not in web storage (docs/host.md "Embedded mode"):
 * the router's history keeps `embedded=1` on every address it writes and hides it from the router.
 */
import { describe, expect, it } from 'vitest';
import { embeddedHistory, isEmbedded, withEmbeddedFlag } from '../../host-demo/app/embed/embedded.ts';
import type { HistoryLike } from '../../host-demo/app/router/navigator.ts';

describe('embedded flag', () => {
  it('is on only when asked for by the URL and actually framed', () => {
    expect(isEmbedded('?embedded=1', true)).toBe(true);
    expect(isEmbedded('?x=2&embedded=true', true)).toBe(true);
    expect(isEmbedded('?embedded=1', false)).toBe(false);
    expect(isEmbedded('', true)).toBe(false);
    expect(isEmbedded('?embedded=0', true)).toBe(false);
  });

  it('goes into the query before the hash, once, and comes out again', () => {
    expect(withEmbeddedFlag('/de/tournaments', true)).toBe('/de/tournaments?embedded=1');
    expect(withEmbeddedFlag('/play/a/b?mode=real#sign-in', true)).toBe('/play/a/b?mode=real&embedded=1#sign-in');
    expect(withEmbeddedFlag('/x?embedded=1&mode=real', true)).toBe('/x?mode=real&embedded=1');
    expect(withEmbeddedFlag('/x?embedded=1&mode=real#h', false)).toBe('/x?mode=real#h');
    expect(withEmbeddedFlag('/?embedded=1', false)).toBe('/');
  });

  it('an embedded history writes the flag on every address and never shows it to the router', () => {
    const written: string[] = [];
    let address = '/?embedded=1';
    const inner: HistoryLike = {
      current: () => address,
      push: (href) => written.push((address = href)),
      replace: (href) => written.push((address = href)),
    };
    const history = embeddedHistory(inner);
    expect(history.current()).toBe('/');
    history.push('/tournaments');
    history.replace('/deposit#sign-in');
    expect(written).toEqual(['/tournaments?embedded=1', '/deposit?embedded=1#sign-in']);
    expect(history.current()).toBe('/deposit#sign-in');
  });
});
