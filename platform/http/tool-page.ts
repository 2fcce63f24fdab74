/**
 * The plain HTML page of a demo-mode tool (the dev mailbox, the payment sandbox console): no script,
 * not indexed, the same frame for each (docs/security.md "Demo mode").
 */
const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (char) => ENTITIES[char] ?? char);

/** `title` is also the page's heading; `css` is added to the shared base; `body` is trusted markup. */
export function toolPage(title: string, css: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<style>
body { font: 15px/1.5 system-ui, sans-serif; margin: 2rem auto; padding: 0 1rem; }
${css}
</style>
</head>
<body>
<h1>${escapeHtml(title)}</h1>
${body}
</body>
</html>`;
}
