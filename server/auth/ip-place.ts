import { BlockList, isIP } from 'node:net';

/** Where an IP address approximately is: a place name, or a local address (this machine or a private network). */
export type IpPlace = { kind: 'place'; name: string } | { kind: 'local' } | { kind: 'unknown' };

/**
 * Resolves an IP address to an approximate place, offline (no network call at runtime: docs/security.md "Sessions
 * and tokens"). The platform installs DemoPlaceResolver; an operator with a licensed offline database (e.g. a
 * GeoLite2 file) supplies its own implementation through buildApp's `placeResolver` option.
 */
export interface PlaceResolver {
  place(ip: string | null): IpPlace;
}

const LOCAL = new BlockList();
LOCAL.addSubnet('127.0.0.0', 8, 'ipv4');
LOCAL.addSubnet('10.0.0.0', 8, 'ipv4');
LOCAL.addSubnet('172.16.0.0', 12, 'ipv4');
LOCAL.addSubnet('192.168.0.0', 16, 'ipv4');
LOCAL.addSubnet('169.254.0.0', 16, 'ipv4');
LOCAL.addSubnet('100.64.0.0', 10, 'ipv4');
LOCAL.addAddress('::1', 'ipv6');
LOCAL.addSubnet('fc00::', 7, 'ipv6');
LOCAL.addSubnet('fe80::', 10, 'ipv6');

/**
 * The demo resolver: knows loopback, private, link-local and carrier-grade NAT ranges (RFC 1918, 6598, 4193, 3927)
 * as 'local' and says 'unknown' for every other address. An IPv4-mapped IPv6 address (::ffff:a.b.c.d) is read as
 * its IPv4 address.
 */
export class DemoPlaceResolver implements PlaceResolver {
  place(ip: string | null): IpPlace {
    if (!ip) return { kind: 'unknown' };
    const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
    const address = mapped ? mapped[1] : ip;
    const family = isIP(address);
    if (family === 0) return { kind: 'unknown' };
    return LOCAL.check(address, family === 4 ? 'ipv4' : 'ipv6') ? { kind: 'local' } : { kind: 'unknown' };
  }
}
