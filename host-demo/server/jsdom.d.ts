/**
 * The one class of jsdom the server uses (host-demo/server/sanitize.ts): its window is DOMPurify's DOM.
 * jsdom ships no types and @types/jsdom is not installed; this is all we rely on.
 */
declare module 'jsdom' {
  export class JSDOM {
    constructor(html?: string);
    readonly window: Window & typeof globalThis;
  }
}
