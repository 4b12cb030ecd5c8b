import type { FastifyRequest } from 'fastify';

import { DEVICE, HEADER, isSafeText, type Device } from '@casino/contracts';

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
