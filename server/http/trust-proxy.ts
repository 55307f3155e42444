import { BlockList, isIP } from 'node:net';

/**
 * TRUST_PROXY (docs/security.md "TRUST_PROXY"), decided in one place for everything that believes a proxy: the
 * client's address (request.ip, so every per-IP limit), X-Forwarded-Host / -Proto, and the request id a proxy sends
 * (server/http/request-log.ts).
 */

/** Whether the hop `hop` (0 = the socket's peer) at `address` is a trusted proxy; Fastify's trustProxy function. */
export type ProxyTrust = (address: string | undefined, hop: number) => boolean;

/** The address ranges proxy-addr (Fastify's trustProxy strings) knows by name. */
const NAMED_RANGES: Readonly<Record<string, readonly string[]>> = {
  loopback: ['127.0.0.1/8', '::1/128'],
  linklocal: ['169.254.0.0/16', 'fe80::/10'],
  uniquelocal: ['10.0.0.0/8', '172.16.0.0/12', '192.168.0.0/16', 'fc00::/7'],
};

/** Adds one address or CIDR to `list`; throws naming the entry when it is neither. */
function addEntry(list: BlockList, entry: string): void {
  const [address, bits, ...rest] = entry.split('/');
  const family = isIP(address);
  const prefix = bits === undefined ? (family === 6 ? 128 : 32) : Number(bits);
  if (family === 0 || rest.length > 0 || !/^[0-9]{0,3}$/.test(bits ?? '') || prefix > (family === 6 ? 128 : 32)) {
    throw new Error(`TRUST_PROXY: '${entry}' is not an address or CIDR (e.g. 10.0.0.0/8,127.0.0.1)`);
  }
  list.addSubnet(address, prefix, family === 6 ? 'ipv6' : 'ipv4');
}

/**
 * The trust of a TRUST_PROXY setting: false trusts no one (the socket's address is the client's); true trusts ONE hop,
 * the socket's peer, so the client is the right-most X-Forwarded-For entry (Fastify's own `true` would believe the
 * left-most, which the client writes); a string lists the proxies (comma-separated addresses and CIDRs, or the names
 * loopback, linklocal, uniquelocal), each hop on it is skipped. Throws naming an entry that is no address.
 */
export function proxyTrust(setting: boolean | string | undefined): ProxyTrust | false {
  if (setting === undefined || setting === false) return false;
  if (setting === true) return (_address, hop) => hop === 0;
  const list = new BlockList();
  for (const entry of setting.split(',').map((part) => part.trim()).filter(Boolean)) {
    for (const range of NAMED_RANGES[entry] ?? [entry]) addEntry(list, range);
  }
  return (address) => {
    const family = address === undefined ? 0 : isIP(address);
    // BlockList also matches an IPv4-mapped IPv6 address (::ffff:10.0.0.1) against IPv4 ranges.
    return family !== 0 && list.check(address as string, family === 6 ? 'ipv6' : 'ipv4');
  };
}
