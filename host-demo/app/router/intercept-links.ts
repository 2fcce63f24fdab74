/**
 * Same-origin links anywhere on the page (CMS content, widget shadow roots such as the game
 * search results) navigate through the router instead of reloading the page.
 */
export function interceptLinks(navigate: (href: string) => void, doc: Document = document): () => void {
  const onClick = (event: MouseEvent) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const anchor = event.composedPath().find((node): node is HTMLAnchorElement => node instanceof HTMLAnchorElement && node.hasAttribute('href'));
    if (!anchor || anchor.target || anchor.hasAttribute('download')) return;
    const raw = anchor.getAttribute('href') ?? '';
    if (raw.startsWith('#') || /^(mailto|tel):/i.test(raw)) return;
    const url = new URL(anchor.href, doc.baseURI);
    if (url.origin !== doc.location.origin || /^\/(api|dev|cms-files|cms-assets|demo)(\/|$)/.test(url.pathname)) return;
    event.preventDefault();
    navigate(url.pathname + url.search + url.hash);
  };
  doc.addEventListener('click', onClick);
  return () => doc.removeEventListener('click', onClick);
}
