import { isIP } from 'node:net';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ApiFailure } from './envelope';

/** The WebAuthn relying party a request speaks to (docs/security.md "Passkeys"). */
export interface RelyingParty {
  /** RP ID: the request's host name, lower-case, without port (e.g. 'marmarabet.example'). */
  id: string;
  /** The request's own origin, scheme + host + port as the server sees it (e.g. 'https://marmarabet.example'). */
  origin: string;
  /** The name the authenticator shows: the brand's name (docs/brands.md). */
  name: string;
}

/**
 * The relying party of `request`, never taken from anything the client says about itself beyond the Host line the
 * rest of the server uses too: Fastify's request.hostname / request.host / request.protocol, which read
 * X-Forwarded-Host and X-Forwarded-Proto only when TRUST_PROXY trusts the proxy (server/http/trust-proxy.ts),
 * exactly as the brand of the request is picked (docs/brands.md). So a passkey is bound to one brand host.
 * Errors: ApiFailure 400 'passkey.needsHostName' for an IP address or an empty host (WebAuthn takes no IP as RP ID).
 */
export function relyingPartyOf(request: FastifyRequest, brandName: string): RelyingParty {
  // hostname is '[::1]' for an IPv6 host: refused with the IP addresses.
  const id = request.hostname.trim().toLowerCase();
  if (id === '' || id.startsWith('[') || isIP(id) !== 0) throw new ApiFailure(400, 'passkey.needsHostName');
  // Browsers send the origin's host lower-case; a default port never appears in either.
  return { id, origin: `${request.protocol}://${request.host.trim().toLowerCase()}`, name: brandName };
}

/** The relying party of `request` named after the request's brand (docs/brands.md); errors as relyingPartyOf. */
export function requestRelyingParty(app: FastifyInstance, request: FastifyRequest): RelyingParty {
  return relyingPartyOf(request, app.siteConfig.forRequest(request).brand.brandName);
}
