import { describe, expect, it } from 'vitest';
import { drawSymbol, multiplierOf, rtpOf, spinReels, winKurus } from './demo-slot-rules';

describe('demo slot pay table', () => {
  it('has an RTP between 90 % and 98 %', () => {
    const rtp = rtpOf();
    console.log(`demo slot RTP from the pay table: ${(rtp * 100).toFixed(2)} %`);
    expect(rtp).toBeGreaterThan(0.9);
    expect(rtp).toBeLessThan(0.98);
  });

  it('pays three of a kind, two cherries and a left pair; nothing else', () => {
    expect(multiplierOf(['seven', 'seven', 'seven'])).toBe(500);
    expect(multiplierOf(['cherry', 'bell', 'cherry'])).toBe(2);
    expect(multiplierOf(['bell', 'bell', 'plum'])).toBe(1.5);
    expect(multiplierOf(['bell', 'plum', 'bell'])).toBe(0);
    expect(winKurus(100, ['bell', 'bell', 'plum'])).toBe(150);
    expect(winKurus(101, ['bell', 'bell', 'plum'])).toBe(151);
    expect(winKurus(500, ['lemon', 'plum', 'bar'])).toBe(0);
  });

  it('maps random stops onto the weighted strip', () => {
    expect(drawSymbol(() => 0)).toBe('cherry');
    expect(drawSymbol(() => 9)).toBe('cherry');
    expect(drawSymbol(() => 10)).toBe('lemon');
    expect(drawSymbol(() => 43)).toBe('seven');
    expect(() => drawSymbol(() => 44)).toThrow(RangeError);
  });

  it('simulated play with crypto.randomInt stays near the table RTP', () => {
    let paid = 0;
    const spins = 200_000;
    for (let i = 0; i < spins; i += 1) paid += multiplierOf(spinReels());
    expect(paid / spins).toBeGreaterThan(0.8);
    expect(paid / spins).toBeLessThan(1.1);
  });
});
