/**
 * The build's pre-compressed copies: which files get them and their suffixes, best first. scripts/compress.ts writes
 * them beside each file; server/static.ts sends the best one the browser accepts.
 */
export const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|txt|webmanifest)$/;

export const ENCODINGS = [
  { name: 'br', suffix: '.br' },
  { name: 'gzip', suffix: '.gz' },
] as const;

export type ContentEncoding = (typeof ENCODINGS)[number]['name'];
