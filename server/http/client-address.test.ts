import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { configFromEnv } from '../config';
import { clientIp } from '../deps';
import {
  cameThroughTrustedProxy,
  clientAddress,
  limitGroup,
  readTrustedProxies,
  trustedProxies,
} from './client-address';

describe('behind a trusted proxy the client is the hop the proxy wrote, never what the client wrote', () => {
  it.each([
    // [TRUST_PROXY, peer, X-Forwarded-For, counted as]
    ['unset: the header is ignored', undefined, '203.0.113.9', '6.6.6.6', '203.0.113.9'],
    ['one proxy: its hop, the right-most', '1', '10.0.0.2', '6.6.6.6, 203.0.113.9', '203.0.113.9'],
    [
      'one proxy: a client-written list changes nothing',
      '1',
      '10.0.0.2',
      '1.1.1.1, 2.2.2.2, 203.0.113.9',
      '203.0.113.9',
    ],
    ['one proxy, no header: the peer', 'true', '10.0.0.2', undefined, '10.0.0.2'],
    [
      'two listed proxies: the right-most hop not theirs',
      '10.0.0.2,10.0.0.3',
      '10.0.0.2',
      '6.6.6.6, 203.0.113.9, 10.0.0.3',
      '203.0.113.9',
    ],
    [
      'listed proxies, a request that did not come through them: the peer',
      '10.0.0.2',
      '198.51.100.7',
      '6.6.6.6',
      '198.51.100.7',
    ],
    [
      'an IPv4 peer on a dual-stack socket',
      '10.0.0.2',
      '::ffff:10.0.0.2',
      '6.6.6.6, 203.0.113.9',
      '203.0.113.9',
    ],
    ['every hop a proxy: the left-most', '10.0.0.2,10.0.0.3', '10.0.0.2', '10.0.0.3', '10.0.0.3'],
    [
      'a CIDR range: every proxy in it',
      '10.0.0.0/8',
      '10.1.2.3',
      '6.6.6.6, 203.0.113.9, 10.200.0.1',
      '203.0.113.9',
    ],
    ['a CIDR range: a peer outside it is taken at its word', '10.0.0.0/8', '11.0.0.1', '6.6.6.6', '11.0.0.1'],
    ['a /32 is one address', '127.0.0.1/32', '127.0.0.1', '203.0.113.9', '203.0.113.9'],
    ['a /32 is only that address', '127.0.0.1/32', '127.0.0.2', '203.0.113.9', '127.0.0.2'],
    ['IPv6 ::1/128', '10.0.0.0/8, 127.0.0.1/32, ::1/128', '::1', '2001:db8::9', '2001:db8::9'],
    ['an IPv6 range, written in capitals', 'FD00::/8', 'fd12:3456::1', '2001:db8::9, fd00::2', '2001:db8::9'],
    [
      'an IPv4 range and an IPv4 peer on a dual-stack socket',
      '10.0.0.0/8',
      '::ffff:10.0.0.2',
      '203.0.113.9',
      '203.0.113.9',
    ],
    ['an IPv4 range never matches an IPv6 peer', '0.0.0.0/0', '2001:db8::1', '203.0.113.9', '2001:db8::1'],
    ['a hop that is no address is never a proxy', '0.0.0.0/0', '10.0.0.2', '203.0.113.9, unknown', 'unknown'],
  ])('%s', (_name, setting, peer, forwarded, expected) => {
    expect(clientAddress(peer, forwarded, trustedProxies(setting))).toBe(expected);
  });

  it('the per-request address the limits count: a forged left-most X-Forwarded-For is not taken (TRUST_PROXY=1)', async () => {
    const config = configFromEnv({ TRUST_PROXY: '1' });
    const app = new Hono().get('/', (c) => c.text(clientIp(c, config)));
    const answer = await app.request('/', {
      headers: { 'x-forwarded-for': '6.6.6.6, 203.0.113.9', 'x-test-client-ip': '10.0.0.2' },
    });
    expect(await answer.text()).toBe('203.0.113.9');
  });
});

describe('TRUST_PROXY: addresses and CIDR ranges, IPv4 and IPv6; anything else is named', () => {
  it.each([
    // [TRUST_PROXY, entries that are neither an address nor a range]
    [undefined, []],
    ['1', []],
    ['false', []],
    ['10.0.0.0/8, 127.0.0.1/32, ::1/128', []],
    ['10.0.0.2 10.0.0.3', []],
    ['::ffff:10.0.0.2, fd00::/8, 0.0.0.0/0, ::/0', []],
    ['10.0.0.0/33', ['10.0.0.0/33']],
    ['::1/129', ['::1/129']],
    ['10.0.0.0/', ['10.0.0.0/']],
    ['10.0.0.0/8/8', ['10.0.0.0/8/8']],
    ['10.0.0.0/-1', ['10.0.0.0/-1']],
    ['10.0.0.0/8.5', ['10.0.0.0/8.5']],
    ['10.0.0.256', ['10.0.0.256']],
    ['proxy.internal, 10.0.0.2', ['proxy.internal']],
    ['yes', ['yes']],
  ])('%s: invalid %j', (setting, invalid) => {
    expect(readTrustedProxies(setting).invalid).toEqual(invalid);
  });
});

describe('an IPv6 client is limited by its /64, which one subscriber holds; IPv4 by its own address', () => {
  it.each([
    ['203.0.113.9', '203.0.113.9'],
    ['::ffff:203.0.113.9', '203.0.113.9'],
    ['2001:db8:1:2:aaaa::1', '2001:db8:1:2::/64'],
    ['2001:db8:1:2:bbbb:cccc:dddd:eeee', '2001:db8:1:2::/64'],
    ['2001:0db8:0001:0002::9', '2001:db8:1:2::/64'],
    ['2001:db8::1', '2001:db8:0:0::/64'],
    ['::1', '0:0:0:0::/64'],
    ['64:ff9b::192.0.2.1', '64:ff9b:0:0::/64'],
    ['2001:DB8:1:2::1', '2001:db8:1:2::/64'],
    ['local', 'local'],
  ])('%s is counted as %s', (address, group) => expect(limitGroup(address)).toBe(group));
});

describe("a request came through our proxy (so its X-Request-Id is the proxy's word) only as TRUST_PROXY says", () => {
  it.each([
    // [TRUST_PROXY, peer, came through a trusted proxy]
    [undefined, '10.0.0.2', false],
    ['0', '10.0.0.2', false],
    ['1', '203.0.113.9', true],
    ['10.0.0.2,10.0.0.3', '10.0.0.3', true],
    ['10.0.0.2', '::ffff:10.0.0.2', true],
    ['10.0.0.2', '203.0.113.9', false],
  ])('TRUST_PROXY %s, peer %s: %s', (setting, peer, expected) => {
    expect(cameThroughTrustedProxy(peer, trustedProxies(setting))).toBe(expected);
  });
});
