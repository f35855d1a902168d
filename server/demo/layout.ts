/** The demo host site's HTML shell: a fictional restaurant chain's own pages, cross-origin to the widget. */

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
/** Escapes text for HTML content and double-quoted attributes. */
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char]!);

export const CHAIN_NAME = 'De Gouden Lepel';

const NAV: Array<[path: string, label: string]> = [
  ['/', 'Reserveren'],
  ['/overlay', 'Knop &amp; paneel'],
  ['/acties', 'Acties'],
  ['/events', 'JS API'],
];

const CSS = `
*{box-sizing:border-box}
body{margin:0;font:16px/1.55 Georgia,'Times New Roman',serif;color:#2b2118;background:#faf6ef}
a{color:#8a5a14}
header{background:#2b2118;color:#f6e7c8}
.bar{max-width:1120px;margin:0 auto;padding:14px 20px;display:flex;flex-wrap:wrap;gap:8px 24px;align-items:center;justify-content:space-between}
.logo{font-size:22px;font-weight:bold;color:#f6e7c8;text-decoration:none;letter-spacing:.3px}
.logo span{color:#e0a93b}
nav{display:flex;flex-wrap:wrap;gap:4px 18px;font:15px/1.4 system-ui,sans-serif}
nav a{color:#f6e7c8;text-decoration:none;padding:4px 0;border-bottom:2px solid transparent}
nav a[aria-current]{border-color:#e0a93b}
.hero{background:linear-gradient(120deg,#5b3a17,#a8741f);color:#fff8ea}
.hero .in{max-width:1120px;margin:0 auto;padding:40px 20px 44px}
.hero h1{margin:0 0 8px;font-size:clamp(28px,5vw,44px);line-height:1.15}
.hero p{margin:0;max-width:620px;font-size:18px}
main{max-width:1120px;margin:0 auto;padding:28px 20px 56px}
.split{display:grid;grid-template-columns:1fr;gap:28px}
@media (min-width:900px){.split{grid-template-columns:1fr 460px}}
.card{background:#fff;border:1px solid #eadfcb;border-radius:14px;padding:20px;box-shadow:0 2px 10px #5b3a1712}
.split>.card{align-self:start}
.widget{background:#fff;border:1px solid #eadfcb;border-radius:14px;overflow:hidden;align-self:start}
h2{margin:0 0 10px;font-size:24px}
ul.facts{padding-left:20px;margin:10px 0}
.grid{display:grid;grid-template-columns:repeat(auto-fill,minmax(230px,1fr));gap:16px}
.grid a.card{display:block;text-decoration:none;color:inherit}
.grid a.card:hover{border-color:#e0a93b}
.grid h3{margin:0 0 6px;color:#8a5a14}
code,pre{font:13px/1.5 ui-monospace,Menlo,monospace;background:#f3ecdf;border-radius:6px}
code{padding:1px 5px}
.hero code{background:#0000002e;color:inherit}
pre{padding:12px;overflow:auto;white-space:pre-wrap;word-break:break-all}
.tafel-launcher{font:600 17px/1 system-ui,sans-serif;background:#e0a93b;color:#2b2118;border:0;border-radius:999px;padding:15px 26px;cursor:pointer;box-shadow:0 4px 14px #0003}
.tafel-launcher:hover{background:#f0bb4d}
.tafel-launcher:focus-visible{outline:3px solid #2b2118;outline-offset:3px}
.controls{display:flex;flex-wrap:wrap;gap:10px;align-items:center;margin:12px 0}
.controls button,.controls input{font:15px system-ui,sans-serif;padding:8px 12px;border-radius:8px;border:1px solid #c9b48f;background:#fff}
.controls button{background:#2b2118;color:#f6e7c8;border-color:#2b2118;cursor:pointer}
#event-log{font:13px/1.5 ui-monospace,Menlo,monospace;margin:0;padding-left:22px;max-height:320px;overflow:auto}
footer{color:#7a6a55;font:14px system-ui,sans-serif;text-align:center;padding:24px 20px 40px}
`;

export interface PageOptions {
  path: string;
  title: string;
  intro: string;
  widgetUrl: string;
  body: string;
}

/** One page of the chain's site; the preconnect sits in <head> so the widget origin is warm before the loader runs. */
export function renderPage({ path, title, intro, widgetUrl, body }: PageOptions): string {
  const nav = NAV.map(
    ([href, label]) => `<a href="${href}"${href === path ? ' aria-current="page"' : ''}>${label}</a>`,
  ).join('');
  return `<!doctype html>
<html lang="nl">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} · ${CHAIN_NAME}</title>
<link rel="preconnect" href="${escapeHtml(widgetUrl)}">
<style>${CSS}</style>
</head>
<body>
<header><div class="bar"><a class="logo" href="/">De Gouden <span>Lepel</span></a><nav>${nav}</nav></div></header>
<section class="hero"><div class="in"><h1>${escapeHtml(title)}</h1><p>${intro}</p></div></section>
<main>${body}</main>
<footer>${CHAIN_NAME} · 37 restaurants in Nederland · voorbeeldsite met de reserveringsmodule van Tafel</footer>
</body>
</html>`;
}
