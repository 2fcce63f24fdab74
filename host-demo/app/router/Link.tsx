import type { AnchorHTMLAttributes, MouseEvent } from 'react';
import { useHref, useServices } from '../state/app-context.tsx';

/** An in-app link: a real <a href> (open in new tab works), navigated by the router on a plain click. */
export function Link({ to, onClick, ...rest }: { to: string } & Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'>) {
  const { nav } = useServices();
  const href = useHref()(to);
  const click = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    nav.navigate(href);
  };
  return <a href={href} onClick={click} {...rest} />;
}
