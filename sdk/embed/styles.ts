/**
 * Styles inside a shadow root: a constructable stylesheet where the browser has one (no inline
 * <style>, so a strict CSP needs no nonce), a <style> element elsewhere. A root holds exactly one
 * widget sheet, so the loader's first-frame sheet and the widget's own never stack up.
 */
const sheets = new Map<string, CSSStyleSheet>();

export function adoptStyles(root: ShadowRoot, cssText: string): void {
  if ('adoptedStyleSheets' in root && typeof CSSStyleSheet === 'function' && 'replaceSync' in CSSStyleSheet.prototype) {
    let sheet = sheets.get(cssText);
    if (!sheet) {
      sheet = new CSSStyleSheet();
      sheet.replaceSync(cssText);
      sheets.set(cssText, sheet);
    }
    root.adoptedStyleSheets = [sheet];
    return;
  }
  const style = root.querySelector('style[data-ck]') ?? document.createElement('style');
  style.setAttribute('data-ck', '');
  style.textContent = cssText;
  root.prepend(style);
}
