/**
 * Hostile CMS HTML and what our sanitizer must make of it (host-demo/app/lib/sanitize.ts, the one
 * configuration of both sides: docs/architecture.md "Decisions"). `tests/unit/cms-sanitize-server.test.ts`
 * runs it through the server's DOMPurify on jsdom, `tests/e2e/host-cms-first-view.spec.ts` through
 * chromium's and requires the very same output of both.
 */
export const HOSTILE_CMS_HTML: readonly (readonly [what: string, input: string, expected: string])[] = [
  ['scripts go with their content, a split tag leaves only text', '<script>alert(1)</script><p>kept</p><script src="https://evil.example/x.js"></script><scr<script>ipt>alert(1)</script>', '<p>kept</p>ipt&gt;alert(1)'],
  ['event handlers go, on allowed tags too', '<p onclick="steal()" onmouseover="x()">a</p><a href="/x" onfocus="x()" autofocus>b</a><td onpointerenter=x>c</td>', '<p>a</p><a href="/x">b</a>c'],
  [
    'javascript:, data: and vbscript: links lose their href, however spelled',
    '<a href="javascript:alert(1)">a</a><a href="JaVaScRiPt:alert(1)">b</a><a href="jav&#x09;ascript:alert(1)">c</a><a href="&#106;avascript:alert(1)">d</a><a href="data:text/html,<script>alert(1)</script>">e</a><a href="vbscript:x">f</a>',
    '<a>a</a><a>b</a><a>c</a><a>d</a><a>e</a><a>f</a>',
  ],
  [
    'svg and math tricks (handlers, links, foreign content, the mglyph/style mutation) leave nothing',
    '<svg onload="alert(1)"><a href="javascript:alert(1)"><text>svg</text></a><foreignObject><p>fo</p></foreignObject></svg><math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
    '',
  ],
  ['a form is unwrapped to its text: no fields, no actions', '<form action="https://evil.example/"><input name="password" type="password"><button formaction="javascript:alert(1)">go</button><select><option>o</option></select><textarea>t</textarea></form>', 'goot'],
  ['frames and plugins go with their content', '<iframe src="https://evil.example/" srcdoc="<script>alert(1)</script>">inside</iframe><object data="x.swf">o</object><embed src="x.swf"><frameset><frame src="x"></frameset>', ''],
  [
    'styles, style attributes, stylesheets, refreshes and base URLs go',
    '<style>body{display:none}</style><p style="position:fixed;inset:0;background:url(javascript:alert(1))">styled</p><link rel="stylesheet" href="https://evil.example/x.css"><meta http-equiv="refresh" content="0;url=https://evil.example/"><base href="https://evil.example/">',
    '<p>styled</p>',
  ],
  ['images, media, ids, names and classes go (no DOM clobbering of the page)', '<img src=x onerror=alert(1)><video><source onerror="alert(1)"></video><p id="ck-boot" name="x" class="header">clobber</p><a id="location" href="/ok">ok</a>', '<p>clobber</p><a href="/ok">ok</a>'],
  ['text and entities stay as they are; a title only on links; comments go', '<p>Tom &amp; Jerry &lt;script&gt; 100% <b>bold</b> <em>em</em><br><span title="t">s</span></p><!-- comment --><![CDATA[x]]>', '<p>Tom &amp; Jerry &lt;script&gt; 100% <b>bold</b> <em>em</em><br><span>s</span></p>'],
  // The cases of the browser's own test (tests/e2e/sanitize.spec.ts).
  ['h1 → h2, safe links stay', '<h1>T</h1><p onclick="x()">Hi <a href="javascript:alert(1)">a</a> <a href="/terms">b</a></p><script>bad()</script><img src=x onerror=y>', '<h2>T</h2><p>Hi <a>a</a> <a href="/terms">b</a></p>'],
  ['attributes per tag', '<table><tbody><tr><th scope="row" colspan="2">h</th><td colspan="2" scope="col">d</td></tr></tbody></table>', '<table><tbody><tr><th scope="row">h</th><td colspan="2">d</td></tr></tbody></table>'],
  [
    'links a browser would repair into another site',
    '<a href="/\\evil.example">a</a><a href="//evil.example">b</a><a href=" java\tscript:alert(1)">c</a><a href="mailto:help@example.com">d</a><a href="#top">e</a>',
    '<a>a</a><a>b</a><a>c</a><a href="mailto:help@example.com">d</a><a href="#top">e</a>',
  ],
  ['unknown elements unwrapped, templates go', '<div><section>kept <u>text</u></section></div><iframe>gone</iframe><style>p{}</style><template><p>gone</p></template><object>gone</object>', 'kept text'],
  // Both parsers read a fragment's noscript as markup (no scripting in DOMPurify's document): the title holding the "closing" tag goes.
  ['markup smuggled through noscript', '<noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript>', '<p></p>'],
];
