import { describe, expect, it } from 'vitest';
import { chooseEncoding } from './compress';

describe('the encoding of an answer, from Accept-Encoding (RFC 9110 §12.5.3)', () => {
  it.each([
    ['a browser: brotli first', 'gzip, deflate, br, zstd', 'br'],
    ['gzip only', 'gzip', 'gzip'],
    ['brotli refused with q=0: gzip', 'br;q=0, gzip', 'gzip'],
    ['anything: brotli', '*', 'br'],
    ['anything but brotli', '*, br;q=0', 'gzip'],
    ['identity only: as it is', 'identity', null],
    ['no header: as it is', undefined, null],
    ['case and spaces do not matter', ' GZIP ; q=0.5 ', 'gzip'],
  ])('%s', (_rule, header, expected) => {
    expect(chooseEncoding(header)).toBe(expected);
  });
});
