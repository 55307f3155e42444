import { describe, expect, it } from 'vitest';
import { describeDevice, parseUserAgent } from './user-agent';

const ANDROID_CHROME = 'Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Mobile Safari/537.36';
const IPHONE_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const WINDOWS_EDGE =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36 Edg/130.0.0.0';

describe('parseUserAgent / describeDevice (one parser for the site and the server)', () => {
  it('names browser, OS and kind of device', () => {
    expect(parseUserAgent(ANDROID_CHROME)).toEqual({ browser: 'Chrome', os: 'Android', kind: 'mobile' });
    expect(parseUserAgent(IPHONE_SAFARI)).toEqual({ browser: 'Safari', os: 'iOS', kind: 'mobile' });
    expect(describeDevice(WINDOWS_EDGE)).toBe('Microsoft Edge · Windows');
  });

  it('says what it can of an unknown agent, and — for none', () => {
    expect(parseUserAgent(null)).toEqual({ browser: null, os: null, kind: null });
    expect(describeDevice(null)).toBe('—');
    expect(describeDevice('curl-like-agent')).toBe('curl-like-agent');
  });
});
