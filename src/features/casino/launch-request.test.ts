import { describe, expect, it } from 'vitest';
import { decodeGameData, encodeGameData } from './game-data';
import { launchRequest, type LaunchableGame } from './launch-request';

const game = (mainProviderId: number): LaunchableGame => ({
  gameCode: 'g-1', name: 'Şans Çarkı', providerName: 'P', providerId: 9, mainProviderId, productId: 1003, system: '906',
});
const desktop = { isMobile: false, language: 'tr', lobbyUrl: 'https://site.test/casino/slot' };
const mobile = { ...desktop, isMobile: true };

describe('launchRequest (docs/product.md §7 payload per provider kind)', () => {
  it('Pragmatic and DT send {code}', () => {
    expect(launchRequest(game(1), desktop)).toEqual({ contract: expect.objectContaining({ path: 'casino/pragmaticlaunchurl' }), body: { code: 'g-1' }, html: false, closeOnFailure: false });
    expect(launchRequest(game(2), mobile)).toEqual({ contract: expect.objectContaining({ path: 'casino/dtlaunchurl' }), body: { code: 'g-1' }, html: false, closeOnFailure: false });
  });
  it('EM sends {code, productId}', () => {
    expect(launchRequest(game(3), desktop)).toEqual({ contract: expect.objectContaining({ path: 'casino/emlaunchurl' }), body: { code: 'g-1', productId: 1003 }, html: false, closeOnFailure: false });
  });
  it('Amusnet sends {code, isMobile} and closes on failure', () => {
    expect(launchRequest(game(4), mobile)).toEqual({ contract: expect.objectContaining({ path: 'casino/amusnetlaunchurl' }), body: { code: 'g-1', isMobile: true }, html: false, closeOnFailure: true });
    expect(launchRequest(game(4), desktop).body).toEqual({ code: 'g-1', isMobile: false });
  });
  it('EGT and Hub88 send {platform 1|2, gameCode, language, lobbyUrl} and close on failure', () => {
    expect(launchRequest(game(5), desktop)).toEqual({
      contract: expect.objectContaining({ path: 'casino/egtlaunchurl' }), body: { platform: 1, gameCode: 'g-1', language: 'tr', lobbyUrl: 'https://site.test/casino/slot' }, html: false, closeOnFailure: true,
    });
    expect(launchRequest(game(6), mobile)).toEqual({
      contract: expect.objectContaining({ path: 'casino/hub88launchurl' }), body: { platform: 2, gameCode: 'g-1', language: 'tr', lobbyUrl: 'https://site.test/casino/slot' }, html: false, closeOnFailure: true,
    });
  });
  it('SoftGamings sends {system, pageCode, isMobile 1|0}, expects HTML and closes on failure', () => {
    expect(launchRequest(game(7), mobile)).toEqual({ contract: expect.objectContaining({ path: 'casino/softgamingslaunchurl' }), body: { system: '906', pageCode: 'g-1', isMobile: 1 }, html: true, closeOnFailure: true });
    expect(launchRequest(game(7), desktop).body).toMatchObject({ isMobile: 0 });
  });
  it('refuses an unknown kind', () => {
    expect(() => launchRequest(game(8), desktop)).toThrow(RangeError);
  });
});

describe('encoded game data (/casino/play/{encoded game data})', () => {
  it('round-trips a game with non-ASCII names and is URL-safe', () => {
    const encoded = encodeGameData({ ...game(7), name: 'Şans Çarkı? / + ' });
    expect(encoded).toMatch(/^[\w-]+$/);
    expect(decodeGameData(encoded)).toEqual({ ...game(7), name: 'Şans Çarkı? / + ' });
  });
  it('returns null for a link that is not a game', () => {
    expect(decodeGameData('not-base64!')).toBeNull();
    expect(decodeGameData(btoa('{"gameCode":"x"}'))).toBeNull();
    expect(decodeGameData(btoa('null'))).toBeNull();
  });
});
