/**
 * Presses on the server-rendered first view before it can answer (docs/host.md "Presses before
 * hydration"). The first view paints before the app's script has run: its buttons do nothing until
 * `hydrateRoot`, and a widget's server-rendered shadow content until the client's replaces it
 * (widgets/ui/ShadowHost.tsx). A press there is held (a link does not leave the page) and replayed
 * on the same control once it answers — as the loader does for the affiliate widgets' first frames
 * (sdk/embed/loader.ts). A held press that finds no control to land on within 15 s is dropped (so
 * are all of them if the app cannot start: it then asks for a reload).
 * Before this script runs, the shell's inline script holds them (host-demo/server/early-presses.ts);
 * this one takes them over.
 */
import { findTraced, showsServerNodes, traceOf, type ElementTrace } from '../../../widgets/ui/server-nodes.ts';

/** What a press is held on: the control it landed in. */
export const CONTROLS = 'a[href], button, [role="button"], summary, label, input, select, textarea';
/** The globals of the shell's inline holder: the controls it held, and its listener. */
export const EARLY_HELD = '__ckHeld';
export const EARLY_LISTENER = '__ckHold';
const GIVE_UP_MS = 15_000;

interface HeldPress {
  element: HTMLElement;
  root: Node;
  trace: ElementTrace;
  until: number;
}

/** Set on `<html>` by the app once its first render is committed and its link interception runs (App.tsx): presses outside server shadow content reach it from then on. */
export const APP_READY = 'data-app-ready';

export function holdFirstViewPresses(appRoot: HTMLElement): void {
  let held: HeldPress[] = [];
  let frame = 0;

  const inert = (root: Node) => !document.documentElement.hasAttribute(APP_READY) || showsServerNodes(root);

  const replay = () => {
    frame = 0;
    const now = Date.now();
    held = held.filter((press) => {
      if (now > press.until) return false;
      if (press.element.isConnected) {
        if (inert(press.root)) return true;
        press.element.click();
        return false;
      }
      // The server's node was replaced: its twin in the same root, once that root answers.
      if (!press.root.isConnected && !(press.root instanceof ShadowRoot && press.root.host.isConnected)) return false;
      if (inert(press.root)) return true;
      // Its content may still be loading (a lazy part): wait for the twin until giving up.
      const twin = findTraced(press.root as ParentNode, press.trace);
      if (!twin) return true;
      twin.click();
      return false;
    });
    if (held.length > 0) frame = requestAnimationFrame(replay);
  };

  const hold = (control: HTMLElement) => {
    held.push({ element: control, root: control.getRootNode(), trace: traceOf(control), until: Date.now() + GIVE_UP_MS });
    if (!frame) frame = requestAnimationFrame(replay);
  };

  const onClick = (event: MouseEvent) => {
    // Replays are untrusted clicks: they pass.
    if (!event.isTrusted) return;
    const path = event.composedPath();
    if (!path.includes(appRoot)) return;
    const target = path[0];
    if (!(target instanceof Element) || !inert(target.getRootNode())) return;
    const control = target.closest<HTMLElement>(CONTROLS);
    if (!control) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    hold(control);
  };
  document.addEventListener('click', onClick, true);
  // The shell's holder hands over what it held, and stops.
  const early = window as unknown as Record<string, unknown>;
  if (typeof early[EARLY_LISTENER] === 'function') document.removeEventListener('click', early[EARLY_LISTENER] as EventListener, true);
  for (const control of (early[EARLY_HELD] as HTMLElement[] | undefined) ?? []) hold(control);
  delete early[EARLY_HELD];
  delete early[EARLY_LISTENER];
}
