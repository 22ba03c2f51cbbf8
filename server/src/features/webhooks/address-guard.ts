import { lookup } from 'node:dns/promises';
import { isIP } from 'node:net';
import ipaddr from 'ipaddr.js';

/**
 * The webhooks' guard against server-side request forgery (docs/api-integrations.md#webhooks): a webhook's URL
 * is https and its host resolves to public addresses only, checked when it is made and again at every delivery
 * (DNS may change); the delivery then connects to the very address checked, so a second, rebinding answer
 * cannot slip past. `WEBHOOK_ALLOW_PRIVATE_NETWORKS=true` lifts both rules (a trusted network, tests).
 */

/** Why a URL is refused, as one sentence for the 400 and the delivery's last error. */
export class UnsafeWebhookUrl extends Error {
  override name = 'UnsafeWebhookUrl';
}

/** The address a delivery connects to, resolved and checked. */
export interface CheckedAddress {
  address: string;
  family: 4 | 6;
}

/** ipaddr.js's names of the ranges that are not the public internet, in words. */
const RANGE_WORDS: Record<string, string> = {
  unspecified: 'an unspecified address',
  broadcast: 'a broadcast address',
  multicast: 'a multicast address',
  linkLocal: 'a link-local address',
  loopback: 'a loopback address',
  carrierGradeNat: 'a carrier-grade NAT address',
  private: 'a private address',
  uniqueLocal: 'a unique-local address',
  reserved: 'a reserved address',
};

/** Null for a public unicast address; else what kind it is (IPv4-mapped IPv6 judged as its IPv4). */
export function nonPublicKind(address: string): string | null {
  let parsed = ipaddr.parse(address);
  if (parsed.kind() === 'ipv6' && (parsed as ipaddr.IPv6).isIPv4MappedAddress()) {
    parsed = (parsed as ipaddr.IPv6).toIPv4Address();
  }
  const range = parsed.range();
  if (range === 'unicast') return null;
  return RANGE_WORDS[range] ?? `a special-purpose address (${range})`;
}

const hostOf = (url: URL) => url.hostname.replace(/^\[(.*)\]$/, '$1');

/**
 * The address to deliver `rawUrl` to: the first of its host's, once every one of them is public (unless
 * `allowPrivate`). Throws `UnsafeWebhookUrl` saying why not.
 */
export async function checkWebhookUrl(rawUrl: string, allowPrivate: boolean): Promise<CheckedAddress> {
  let url: URL;
  try {
    url = new URL(rawUrl);
  } catch {
    throw new UnsafeWebhookUrl('url: not a URL');
  }
  if (url.protocol !== 'https:' && !(allowPrivate && url.protocol === 'http:')) {
    throw new UnsafeWebhookUrl('url: webhooks are delivered over https:// only');
  }
  if (url.username || url.password) {
    throw new UnsafeWebhookUrl('url: no user name or password in the URL (the signature authenticates us)');
  }
  const host = hostOf(url);
  let addresses: CheckedAddress[];
  if (isIP(host)) {
    addresses = [{ address: host, family: isIP(host) as 4 | 6 }];
  } else {
    try {
      addresses = (await lookup(host, { all: true, verbatim: true })) as CheckedAddress[];
    } catch {
      throw new UnsafeWebhookUrl(`url: the host ${host} does not resolve`);
    }
  }
  const [first] = addresses;
  if (!first) throw new UnsafeWebhookUrl(`url: the host ${host} does not resolve`);
  if (!allowPrivate) {
    for (const { address } of addresses) {
      const kind = nonPublicKind(address);
      if (kind) {
        const what = address === host ? `${host} is ${kind}` : `${host} resolves to ${address}, ${kind}`;
        throw new UnsafeWebhookUrl(`url: ${what}; webhooks are delivered to public internet addresses only`);
      }
    }
  }
  return first;
}
