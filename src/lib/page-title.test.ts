import { describe, expect, it } from 'vitest';
import { composeDocumentTitle } from './page-title';

describe('composeDocumentTitle (WCAG 2.4.2)', () => {
  it('names the page most specific first, then the brand, dropping the home crumb below it', () => {
    expect(composeDocumentTitle(['Home', 'Casino', 'Slot'], undefined, 'AltınBet')).toBe('Slot – Casino | AltınBet');
    expect(composeDocumentTitle(['Home', 'Promotions'], undefined, 'AltınBet')).toBe('Promotions | AltınBet');
  });

  it('keeps the home crumb when it is the only one', () => {
    expect(composeDocumentTitle(['Ana Sayfa'], undefined, 'MarmaraBet')).toBe('Ana Sayfa | MarmaraBet');
  });

  it("puts the page's own name in place of its route crumb", () => {
    expect(composeDocumentTitle(['Home', 'Contents', 'Content'], 'About Us', 'AltınBet')).toBe('About Us – Contents | AltınBet');
    expect(composeDocumentTitle(['Home', 'Casino', 'Game'], 'Sweet Bonanza', 'AltınBet')).toBe('Sweet Bonanza – Casino | AltınBet');
  });

  it('is the brand alone when the route has no crumb', () => {
    expect(composeDocumentTitle([], undefined, 'AltınBet')).toBe('AltınBet');
  });
});
