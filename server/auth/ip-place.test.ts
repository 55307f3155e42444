import { describe, expect, it } from 'vitest';
import { DemoPlaceResolver } from './ip-place';

describe('DemoPlaceResolver (offline; knows local ranges only)', () => {
  const resolver = new DemoPlaceResolver();
  it('says local for loopback, private and link-local addresses, IPv4-mapped included', () => {
    for (const ip of ['127.0.0.1', '10.1.2.3', '172.20.0.5', '192.168.1.10', '169.254.1.1', '::1', 'fd00::1', '::ffff:192.168.0.2']) {
      expect(resolver.place(ip), ip).toEqual({ kind: 'local' });
    }
  });
  it('says unknown for a public address, a malformed one and none', () => {
    for (const ip of ['8.8.8.8', '172.32.0.1', '2001:db8::1', 'not-an-ip', '', null]) {
      expect(resolver.place(ip), String(ip)).toEqual({ kind: 'unknown' });
    }
  });
});
