/**
 * The client's address behind proxies. X-Forwarded-For is a list each proxy appends the
 * address it received the request from to; everything left of what our own proxies wrote is whatever the
 * client sent, so only the right-hand end can be believed.
 */

import { BlockList, isIP, isIPv6 } from 'node:net';

/** Which proxies are ours: none (X-Forwarded-For ignored), the one in front of us, or a list of addresses and ranges. */
export type TrustedProxies = { kind: 'none' } | { kind: 'peer' } | { kind: 'list'; proxies: BlockList };

/** TRUST_PROXY read: the proxies, and the entries that are neither an address nor a CIDR range (left out). */
export interface TrustedProxiesReading {
  trusted: TrustedProxies;
  invalid: string[];
}

/**
 * TRUST_PROXY: unset or '0'/'false' → none; '1'/'true' → the one proxy in front of us (every request comes
 * through it); a comma list of addresses and CIDR ranges, IPv4 or IPv6 → those proxies (requests from elsewhere are
 * taken at their word). An entry that is neither is listed in `invalid` and trusts nothing.
 * @example readTrustedProxies('10.0.0.0/8, ::1/128').invalid //=> []
 * @example readTrustedProxies('10.0.0.0/33, proxy').invalid //=> ['10.0.0.0/33', 'proxy']
 */
export function readTrustedProxies(value: string | undefined): TrustedProxiesReading {
  const text = value?.trim() ?? '';
  if (text === '' || text === '0' || text === 'false') return { trusted: { kind: 'none' }, invalid: [] };
  if (text === '1' || text === 'true') return { trusted: { kind: 'peer' }, invalid: [] };
  const proxies = new BlockList();
  const invalid = text
    .split(/[\s,]+/)
    .filter(Boolean)
    .filter((entry) => !addProxy(proxies, entry));
  return { trusted: { kind: 'list', proxies }, invalid };
}

/** TRUST_PROXY's proxies, entries that are neither an address nor a range left out (readTrustedProxies). */
export const trustedProxies = (value: string | undefined): TrustedProxies =>
  readTrustedProxies(value).trusted;

const familyOf = (address: string) => (isIP(address) === 6 ? 'ipv6' : 'ipv4');

/** Adds '10.0.0.2' or '10.0.0.0/8' (or IPv6 alike) to the list; false when the entry is neither. */
function addProxy(proxies: BlockList, entry: string): boolean {
  const [address = '', prefix, ...rest] = normalise(entry).split('/');
  if (!isIP(address) || rest.length) return false;
  if (prefix === undefined) {
    proxies.addAddress(address, familyOf(address));
    return true;
  }
  const bits = Number(prefix);
  if (!/^\d{1,3}$/.test(prefix) || bits > (isIP(address) === 6 ? 128 : 32)) return false;
  proxies.addSubnet(address, bits, familyOf(address));
  return true;
}

/** Whether an address (normalised) is one of the listed proxies; a hop that is no address never is. */
const isListedProxy = (proxies: BlockList, address: string) =>
  isIP(address) !== 0 && proxies.check(address, familyOf(address));

/** '::ffff:10.0.0.1' (an IPv4 peer on a dual-stack socket) is '10.0.0.1'. */
const normalise = (address: string) =>
  address
    .trim()
    .replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, '')
    .toLowerCase();

/**
 * The hops of an X-Forwarded-* list, left to right, as written (normalised, empty ones dropped).
 * @example hopsOf('6.6.6.6, 203.0.113.9') //=> ['6.6.6.6', '203.0.113.9']
 */
export const hopsOf = (header: string | undefined): string[] =>
  (header ?? '').split(',').map(normalise).filter(Boolean);

/**
 * The address to count a request against: the right-most hop not written by a trusted proxy.
 * @example clientAddress('10.0.0.2', '6.6.6.6, 203.0.113.9', { kind: 'peer' }) //=> '203.0.113.9'
 */
export function clientAddress(
  peer: string,
  forwardedFor: string | undefined,
  trusted: TrustedProxies,
): string {
  const direct = normalise(peer);
  if (trusted.kind === 'none' || !forwardedFor) return direct;
  const hops = hopsOf(forwardedFor);
  if (trusted.kind === 'peer') return hops.at(-1) ?? direct;
  // A request that did not come through one of our proxies: its header is the client's own words.
  if (!isListedProxy(trusted.proxies, direct)) return direct;
  for (let index = hops.length - 1; index >= 0; index -= 1)
    if (!isListedProxy(trusted.proxies, hops[index]!)) return hops[index]!;
  return hops[0] ?? direct;
}

/**
 * Whether a request came through one of our proxies, so what the proxy wrote in its headers (X-Forwarded-For,
 * X-Request-Id) is the proxy's word and not the client's: always behind the one proxy (TRUST_PROXY=1), from a listed
 * address, never without TRUST_PROXY.
 * @example cameThroughTrustedProxy('::ffff:10.0.0.2', trustedProxies('10.0.0.2')) //=> true
 * @example cameThroughTrustedProxy('203.0.113.9', trustedProxies('10.0.0.2')) //=> false
 */
export function cameThroughTrustedProxy(peer: string, trusted: TrustedProxies): boolean {
  if (trusted.kind === 'none') return false;
  return trusted.kind === 'peer' || isListedProxy(trusted.proxies, peer);
}

/**
 * The group of addresses one limit counts together: an IPv4 address alone; an IPv6 address by its /64 prefix, as
 * one subscriber is given a whole /64 and could otherwise take a fresh address for every try.
 * @example limitGroup('203.0.113.9') //=> '203.0.113.9'
 * @example limitGroup('2001:db8:1:2:aaaa::1') //=> '2001:db8:1:2::/64'
 * @example limitGroup('::ffff:203.0.113.9') //=> '203.0.113.9'
 */
export function limitGroup(address: string): string {
  if (!isIPv6(address)) return address;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return mapped[1]!;
  const [head = '', tail = ''] = address.toLowerCase().split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  // A dotted IPv4 tail (64:ff9b::192.0.2.1) stands for two groups.
  const width = (parts: string[]) => parts.reduce((sum, part) => sum + (part.includes('.') ? 2 : 1), 0);
  const groups = address.includes('::')
    ? [...left, ...Array<string>(8 - width(left) - width(right)).fill('0'), ...right]
    : left;
  const prefix = groups.slice(0, 4).map((group) => group.replace(/^0+(?=.)/, ''));
  return `${prefix.join(':')}::/64`;
}
