/** GET /images/{siteId}/{size}.svg: small generated pictures, so the widget fetches nothing from outside. */
import { Hono } from 'hono';
import * as v from 'valibot';
import { SiteIdSchema } from '../../shared/api/requests';
import { locationById } from '../../shared/locations';
import { ApiError } from '../http/errors';
import { parseWith } from '../http/parse';
import { describeRoute, fileAnswer, type RouteDescription } from '../openapi-describe';

const SIZES = { full: [1400, 700], lg: [1000, 500], md: [800, 400], sm: [400, 200] } as const;
const ImageParamsSchema = v.object({
  siteId: SiteIdSchema,
  file: v.picklist(
    Object.keys(SIZES).map((size) => `${size}.svg`),
    'Unknown image size',
  ),
});

function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** A warm two-colour picture with the restaurant's city; the hue comes from the site id. */
export function siteImageSvg(siteId: string, name: string, width: number, height: number): string {
  const hue = parseInt(siteId.slice(0, 6), 16) % 360;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${escapeXml(name)}">` +
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue},55%,42%)"/><stop offset="1" stop-color="hsl(${(hue + 40) % 360},60%,25%)"/></linearGradient></defs>` +
    `<rect width="100%" height="100%" fill="url(#g)"/>` +
    `<circle cx="${width * 0.78}" cy="${height * 0.3}" r="${height * 0.18}" fill="hsla(${(hue + 180) % 360},70%,80%,0.35)"/>` +
    `<text x="${width * 0.06}" y="${height * 0.88}" font-family="sans-serif" font-size="${Math.round(height * 0.12)}" fill="#fff">${escapeXml(name)}</text></svg>`
  );
}

const SITE_IMAGE: RouteDescription = {
  operationId: 'getSiteImage',
  tags: ['Sites'],
  summary: "A restaurant's picture",
  description:
    "A small generated picture with the restaurant's city, in the four sizes of a site's extra.image, so the " +
    'widget fetches nothing from outside. Cached for a day.',
  params: ImageParamsSchema,
  answers: { 200: fileAnswer('The picture', 'image/svg+xml') },
  errors: [400, 404],
};

export function imageRoutes(): Hono {
  const routes = new Hono();
  routes.get('/:siteId/:file', describeRoute(SITE_IMAGE), (c) => {
    const { siteId, file } = parseWith(ImageParamsSchema, c.req.param());
    const location = locationById(siteId);
    if (!location)
      throw new ApiError({ status: 404, code: 'not_found', message: 'undefinedLocation', field: 'siteId' });
    const [width, height] = SIZES[file.replace('.svg', '') as keyof typeof SIZES];
    return c.body(siteImageSvg(siteId, location.name, width, height), 200, {
      'Content-Type': 'image/svg+xml',
      'Cache-Control': 'public, max-age=86400',
    });
  });
  return routes;
}
