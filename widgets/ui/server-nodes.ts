/**
 * Server-rendered widget content in a declarative shadow root (widgets/ui/ShadowHost.tsx,
 * docs/host.md "Presses before hydration"): how to tell it is still the server's (inert: no
 * handler runs on it), and how to find, in the content that replaced it, the element a press or
 * the focus was on.
 */

/** The attribute of the `<style>` a server-rendered shadow root starts with; it goes with the server's nodes. */
export const SERVER_NODES_MARK = 'data-ck-server';

/** Whether a shadow root still shows the server's nodes (the client's have not replaced them yet). */
export function showsServerNodes(root: Node): boolean {
  // (`:scope` matches nothing in a shadow root, which is no element: the mark's style is its only one.)
  return root instanceof ShadowRoot && root.querySelector(`style[${SERVER_NODES_MARK}]`) !== null;
}

/** What identifies an element across a re-render: its tag, its name (label or text) and its link, and which of the alike it is. */
export interface ElementTrace {
  tag: string;
  name: string;
  href: string | null;
  nth: number;
}

const nameOf = (element: Element) => (element.getAttribute('aria-label') ?? element.textContent ?? '').replace(/\s+/g, ' ').trim();

const alike = (root: ParentNode, tag: string, name: string, href: string | null) =>
  [...root.querySelectorAll(tag)].filter((candidate) => nameOf(candidate) === name && candidate.getAttribute('href') === href);

/** The element's trace within its root (a shadow root or the document). */
export function traceOf(element: Element): ElementTrace {
  const root = element.getRootNode() as ParentNode;
  const tag = element.localName;
  const name = nameOf(element);
  const href = element.getAttribute('href');
  return { tag, name, href, nth: Math.max(0, alike(root, tag, name, href).indexOf(element)) };
}

/** The element of `root` with the same trace, if the new content has one. */
export function findTraced(root: ParentNode, trace: ElementTrace): HTMLElement | null {
  return (alike(root, trace.tag, trace.name, trace.href)[trace.nth] as HTMLElement | undefined) ?? null;
}
