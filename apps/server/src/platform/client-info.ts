import type { FastifyRequest } from 'fastify';

import { DEVICE, HEADER, isSafeText, type Device } from '@casino/contracts';

import type { Config } from './config.ts';
import { ipInRanges } from './ip-ranges.ts';

/** What the client told us about itself through the spec's headers, cleaned and bounded. */
export interface ClientInfo {
  ip: string;
  userAgent: string;
  device: Device;
  language: string | undefined;
  country: string | undefined;
  browserId: string | undefined;
}

const header = (request: FastifyRequest, name: string, pattern: RegExp): string | undefined => {
  const value = request.headers[name.toLowerCase()];
  return typeof value === 'string' && pattern.test(value) ? value : undefined;
};

/** A free-text header kept with a session: cut to `max` characters, and left empty when it is not safe text. */
const storedHeader = (request: FastifyRequest, name: string, max: number): string => {
  const value = request.headers[name];
  const text = typeof value === 'string' ? value.slice(0, max) : '';
  return isSafeText(text) ? text : '';
};

export function clientInfo(request: FastifyRequest): ClientInfo {
  return {
    ip: request.ip,
    userAgent: storedHeader(request, 'user-agent', 256),
    device: request.headers[HEADER.device.toLowerCase()] === DEVICE.pc ? DEVICE.pc : DEVICE.mobile,
    language: header(request, HEADER.language, /^[a-z]{2}(-[A-Za-z]{2})?$/)?.slice(0, 2),
    country: header(request, HEADER.country, /^[A-Z]{2}$/),
    browserId: header(request, HEADER.browserId, /^[A-Za-z0-9_-]{1,64}$/),
  };
}

/**
 * The visitor's country by the geolocation of the CDN or load balancer in front (GEO_COUNTRY_HEADER), or
 * undefined when none is configured, the request did not come through a trusted proxy (a client reaching
 * the port directly writes what it likes), or the location is unknown (`XX`). Upper-case ISO alpha-2;
 * a proxy's special codes (Cloudflare's `T1` for Tor) come through as they are and match no country.
 */
export function geoCountryOf(
  request: FastifyRequest,
  config: Pick<Config, 'GEO_COUNTRY_HEADER' | 'TRUSTED_PROXIES'>,
): string | undefined {
  const name = config.GEO_COUNTRY_HEADER;
  const proxies = config.TRUSTED_PROXIES;
  if (name === undefined || proxies === undefined) return undefined;
  const peer = request.socket.remoteAddress;
  if (peer === undefined || !ipInRanges(proxies, peer)) return undefined;
  const value = request.headers[name];
  const code = typeof value === 'string' ? value.trim().toUpperCase() : '';
  return /^[A-Z][A-Z0-9]$/.test(code) && code !== 'XX' ? code : undefined;
}
