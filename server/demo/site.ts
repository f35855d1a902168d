import { Hono } from 'hono';
import { configFromSearchParams, configToSearchParams, type WidgetConfig } from '../../shared/embed-protocol';
import { PROMOTION_NAMES, promotionByName } from '../../shared/promotions/registry';
import { escapeHtml, renderPage } from './layout';

/** Short host-side blurbs for the promotion flows; unknown names still get a card. */
const FLOW_BLURBS: Record<string, string> = {
  voucherAction: 'Wissel je waardebon in voor een lunch of diner.',
  cinemaDeal: 'Eerst eten, dan naar de film: menu + bioscoopkaartje.',
  socialDeal: 'Geboekt via Social Deal? Reserveer hier je tafel.',
  kidsMenu: 'Kinderen eten mee voor een kinderprijs.',
  loversBurger: 'De burger voor twee, met dessert om te delen.',
  steakMenu: 'Driegangen steakmenu van de grill.',
  voucherThreeCourse: 'Driegangenmenu met je waardebon.',
  voucherLunchdeal: 'Lunchdeal met je waardebon, tot 16:00.',
  exampleAutumnDeal: 'Voorbeeld: herfstdeal met stoofpotten en paddenstoelen.',
};

/** The host page's own query (?site=…&lang=…) becomes data attributes, validated like the iframe URL. */
function configFromQuery(url: string): WidgetConfig {
  return configFromSearchParams(new URL(url).searchParams);
}

function dataAttributes(config: WidgetConfig): string {
  // Theme variables cannot travel as data attributes (the loader reads dataset): they go through the JS API.
  const { theme: _theme, ...rest } = config;
  return [...configToSearchParams(rest)]
    .map(([key, value]) => ` data-${key}="${escapeHtml(value)}"`)
    .join('');
}

/** The one-line embed, placed after its target element. */
function embedScript(
  widgetUrl: string,
  mode: 'inline' | 'overlay',
  target: string,
  config: WidgetConfig,
): string {
  return `<script src="${escapeHtml(widgetUrl)}/loader.js" async data-mode="${mode}" data-target="${escapeHtml(target)}"${dataAttributes(config)}></script>`;
}

function snippetBlock(
  widgetUrl: string,
  mode: 'inline' | 'overlay',
  target: string,
  config: WidgetConfig,
): string {
  return `<pre><code>${escapeHtml(embedScript(widgetUrl, mode, target, config))}</code></pre>`;
}

const FACTS = `<ul class="facts">
<li>37 restaurants van Groningen tot Maastricht</li>
<li>Lunch vanaf 12:00, diner tot 22:00</li>
<li>Groepen tot 14 personen reserveren online</li>
</ul>`;

function homePage(widgetUrl: string, config: WidgetConfig): string {
  return renderPage({
    path: '/',
    title: 'Reserveer een tafel',
    intro:
      'Eerlijk eten in 37 restaurants door heel Nederland. Kies je restaurant, datum en tijd: de tafel staat klaar.',
    widgetUrl,
    body: `<div class="split">
<div class="card"><h2>Welkom aan tafel</h2><p>Bij De Gouden Lepel koken we met seizoensproducten van Nederlandse boeren. Reserveer rechtstreeks hieronder; je bevestigt met een code per sms of e-mail.</p>${FACTS}
<h2>Zo staat de widget op deze pagina</h2><p>Eén regel, na het element waar de widget in komt:</p>${snippetBlock(widgetUrl, 'inline', '#tafel-inline', config)}</div>
<div class="widget" id="tafel-inline"></div>
${embedScript(widgetUrl, 'inline', '#tafel-inline', config)}
</div>`,
  });
}

function overlayPage(widgetUrl: string, config: WidgetConfig): string {
  return renderPage({
    path: '/overlay',
    title: 'Knop en zijpaneel',
    intro:
      'De widget als paneel: een knop opent de reservering, op de telefoon schermvullend, op de computer aan de zijkant.',
    widgetUrl,
    body: `<div class="split">
<div class="card"><h2>Vanavond uit eten?</h2><p>Klik op de knop: het paneel opent, Escape of de sluitknop in de widget sluit het weer.</p>
<p id="tafel-launcher-slot"></p>
${embedScript(widgetUrl, 'overlay', '#tafel-launcher-slot', config)}
${FACTS}</div>
<div class="card"><h2>De regel voor deze pagina</h2>${snippetBlock(widgetUrl, 'overlay', '#tafel-launcher-slot', config)}<p>Zonder <code>data-target</code> komt de knop onderaan de pagina; style hem met <code>.tafel-launcher</code>.</p></div>
</div>`,
  });
}

function promotionsPage(widgetUrl: string): string {
  const cards = PROMOTION_NAMES.map(
    (name) =>
      `<a class="card" href="/acties/${name}"><h3>${escapeHtml(promotionByName(name)?.title.nl ?? name)}</h3><p>${escapeHtml(FLOW_BLURBS[name] ?? 'Actie')}</p><small>data-flow="${escapeHtml(name)}"</small></a>`,
  ).join('');
  return renderPage({
    path: '/acties',
    title: 'Acties',
    intro:
      'Elke actie heeft een eigen reserveerflow. De link zet de flow met <code>data-flow</code> (of <code>?flow=</code> op de widget-URL).',
    widgetUrl,
    body: `<div class="grid">${cards}</div>`,
  });
}

function flowPage(widgetUrl: string, flow: string, config: WidgetConfig): string {
  const flowConfig = { ...config, flow };
  return renderPage({
    path: '/acties',
    title: `Actie: ${promotionByName(flow)?.title.nl ?? flow}`,
    intro: escapeHtml(FLOW_BLURBS[flow] ?? 'Actie'),
    widgetUrl,
    body: `<div class="split">
<div class="card"><h2>Reserveren met deze actie</h2><p>Deze pagina zet <code>data-flow="${escapeHtml(flow)}"</code>. Direct als iframe kan ook:</p>
<pre><code>${escapeHtml(`${widgetUrl}/?${configToSearchParams(flowConfig)}`)}</code></pre><p><a href="/acties">← alle acties</a></p></div>
<div class="widget" id="tafel-flow"></div>
${embedScript(widgetUrl, 'inline', '#tafel-flow', flowConfig)}
</div>`,
  });
}

function eventsPage(widgetUrl: string, config: WidgetConfig): string {
  const initOptions = JSON.stringify({ mode: 'inline', target: '#tafel-events', ...config }).replace(
    /</g,
    '\\u003c',
  );
  return renderPage({
    path: '/events',
    title: 'JS API en events',
    intro:
      "De widget via JavaScript: <code>Tafel('init')</code>, <code>update</code>, <code>restart</code>, en een log van alles wat de widget meldt.",
    widgetUrl,
    body: `<div class="split">
<div class="card"><h2>Bediening</h2>
<div class="controls"><label>Datum <input type="date" id="forced-date"></label><button type="button" id="force-date">Tafel('update', {date})</button><button type="button" id="restart">Tafel('restart')</button></div>
<div class="controls" role="group" aria-label="Taal van de widget"><button type="button" data-lang="en">English</button><button type="button" data-lang="nl">Nederlands</button></div>
<h2>Events</h2><ol id="event-log" aria-live="polite"></ol>
<pre><code>${escapeHtml(`window.Tafel = window.Tafel || function () { (Tafel.q = Tafel.q || []).push(arguments) };
Tafel('init', { mode: 'inline', target: '#tafel-events', onClose: () => … });
Tafel('on', 'booked', (booking) => …);`)}</code></pre></div>
<div class="widget" id="tafel-events"></div>
</div>
<script>window.Tafel=window.Tafel||function(){(Tafel.q=Tafel.q||[]).push(arguments)};</script>
<script src="${escapeHtml(widgetUrl)}/loader.js" async></script>
<script>
(function () {
  var list = document.getElementById('event-log');
  function log(name, data) {
    var item = document.createElement('li');
    item.dataset.event = name;
    item.textContent = name + ' ' + JSON.stringify(data === undefined ? null : data);
    list.appendChild(item);
  }
  var options = ${initOptions};
  options.onClose = function () { log('onClose', null); };
  Tafel('init', options);
  ['ready', 'route', 'close', 'booked', 'restart', 'configApplied'].forEach(function (name) {
    Tafel('on', name, function (data) { log(name, data); });
  });
  document.getElementById('force-date').onclick = function () {
    var date = document.getElementById('forced-date').value;
    if (date) { Tafel('update', { date: date }); log('update', { date: date }); }
  };
  document.getElementById('restart').onclick = function () { Tafel('restart'); log('restart-called', null); };
  document.querySelectorAll('[data-lang]').forEach(function (button) {
    button.onclick = function () { Tafel('update', { lang: button.dataset.lang }); log('update', { lang: button.dataset.lang }); };
  });
})();
</script>`,
  });
}

/**
 * The demo host site of the fictional chain, served on its own port so the embed is cross-origin.
 * Mount: `serve({ fetch: createDemoSite({ widgetUrl }).fetch, port: DEMO_PORT })`.
 */
export function createDemoSite({ widgetUrl }: { widgetUrl: string }): Hono {
  const base = widgetUrl.replace(/\/+$/, '');
  const app = new Hono();
  // The host page gives the widget nothing through the referrer; the iframe carries the host origin itself.
  app.use('*', async (c, next) => {
    await next();
    c.header('Referrer-Policy', 'no-referrer');
  });
  app.get('/', (c) => c.html(homePage(base, configFromQuery(c.req.url))));
  app.get('/overlay', (c) => c.html(overlayPage(base, configFromQuery(c.req.url))));
  app.get('/acties', (c) => c.html(promotionsPage(base)));
  app.get('/acties/:flow', (c) => {
    const flow = c.req.param('flow');
    if (!(PROMOTION_NAMES as string[]).includes(flow)) return c.html(promotionsPage(base), 404);
    return c.html(flowPage(base, flow, configFromQuery(c.req.url)));
  });
  app.get('/events', (c) => c.html(eventsPage(base, configFromQuery(c.req.url))));
  return app;
}
