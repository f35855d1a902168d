import type { PixelEvent } from './types';

/** An image pixel: no third-party script runs in the widget, only one GET with the event in its query. */
export function firePixel(pixelUrl: string, pixelId: string, { event, page, data = {} }: PixelEvent): void {
  const params = new URLSearchParams({
    id: pixelId,
    ev: event,
    page,
    ...Object.fromEntries(Object.entries(data).map(([k, v]) => [`cd[${k}]`, String(v)])),
  });
  const image = new Image(1, 1);
  image.referrerPolicy = 'no-referrer';
  image.src = `${pixelUrl}${pixelUrl.includes('?') ? '&' : '?'}${params}`;
}
