import type { FastifyRequest } from 'fastify';
import { hostName } from '@server/site-config/load';
import { isLoopbackAddress } from '@server/server-modes';

/**
 * The brand (config/brands/<name> folder name) a request is served as, for brand-scoped content such as the CMS
 * rows (docs/brands.md): the brand app.siteConfig picks by host name (server/site-config/load.ts brandForHost).
 * An app built without the site config (a bare route-test app) serves every request as the brand `fallback`.
 */
export function brandOf(request: FastifyRequest, fallback = 'default'): string {
  const app = request.server;
  return app.hasDecorator('siteConfig') ? app.siteConfig.forRequest(request).name : fallback;
}

/** The CMS audience of a request: its language (x-locale) and brand (docs/brands.md). */
export function audienceOf(request: FastifyRequest): { language: string; brand: string } {
  return { language: request.locale, brand: brandOf(request) };
}

/**
 * The origin ('https://altinbet.example', no trailing slash) that absolute URLs handed to others start with: the
 * payment page and its return address, a game's lobby link (docs/brands.md "The brand's origin"). It is the request
 * brand's configured one (brand.json `origin`, else https://<first of its hosts>), never a Host or X-Forwarded-Host
 * value, so a forged or rewritten header cannot send a player elsewhere. Two exceptions take the request's own
 * origin: a brand with neither `origin` nor hosts, and, outside production, a request at a loopback host name
 * (the demo on this machine: localhost, 127.0.0.1), so the demo payment page opens where the site runs.
 */
export function siteOriginOf(request: FastifyRequest): string {
  const own = `${request.protocol}://${request.host}`;
  const app = request.server;
  if (!app.hasDecorator('siteConfig')) return own;
  const { brand } = app.siteConfig.forRequest(request);
  const configured = brand.origin ?? (brand.hosts.length > 0 ? `https://${brand.hosts[0]}` : null);
  if (configured === null) return own;
  const host = hostName(request.hostname);
  if (app.mode !== 'production' && (host === 'localhost' || isLoopbackAddress(host.replace(/^\[(.*)\]$/, '$1')))) return own;
  return configured;
}
