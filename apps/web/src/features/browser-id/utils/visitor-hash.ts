import { sha256Hex } from '../../../lib/crypto/sha256-hex';

/** One signal of the fingerprint: its name and what this browser answered. */
export interface VisitorComponent {
  name: string;
  value: string;
}

/**
 * The browser's signals that stay the same across visits and are cheap to read on a slow phone: what the
 * browser says of itself, its screen, its languages and time zone, and how it draws a fixed canvas (fonts,
 * anti-aliasing and GPU differ between devices). No audio, font probing or WebGL: those cost hundreds of
 * milliseconds of main thread on a cheap phone, for an id the server issues anyway (spec §4: the hash is
 * only its hint to recognise a browser whose storage was cleared).
 */
export function visitorComponents(): VisitorComponent[] {
  const { navigator: nav, screen } = window;
  const withMemory = nav as Navigator & { deviceMemory?: number };
  const components: [string, unknown][] = [
    ['userAgent', nav.userAgent],
    ['languages', (nav.languages ?? [nav.language]).join(',')],
    ['platform', nav.platform],
    ['cores', nav.hardwareConcurrency],
    ['memory', withMemory.deviceMemory],
    ['touchPoints', nav.maxTouchPoints],
    ['screen', `${screen.width}x${screen.height}x${screen.colorDepth}`],
    ['pixelRatio', window.devicePixelRatio],
    // The time zone as its offsets in winter and summer (its daylight-saving rule with them): its name, from
    // Intl, costs a slow phone 150-300 ms of main thread to load the zone data the lobby never uses.
    ['timeZone', zoneOffsets()],
    ['canvas', canvasDrawing()],
  ];
  return components.map(([name, value]) => ({ name, value: value === undefined ? '' : String(value) }));
}

/** The local time's offsets from UTC in January and July, in minutes: `180/180` in São Paulo. */
function zoneOffsets(): string {
  const year = new Date().getFullYear();
  return `${new Date(year, 0, 1).getTimezoneOffset()}/${new Date(year, 6, 1).getTimezoneOffset()}`;
}

/** A fixed drawing's pixels as the browser renders them, or '' where canvas is unavailable. */
function canvasDrawing(): string {
  try {
    const canvas = document.createElement('canvas');
    canvas.width = 220;
    canvas.height = 40;
    const context = canvas.getContext('2d');
    if (!context) return '';
    context.textBaseline = 'alphabetic';
    context.fillStyle = '#f60';
    context.fillRect(100, 1, 62, 20);
    context.fillStyle = '#069';
    context.font = '15px Arial, sans-serif';
    context.fillText('Cwm fjordbank glyphs vext quiz, \u{1F603}', 2, 15);
    context.fillStyle = 'rgba(102, 204, 0, 0.7)';
    context.beginPath();
    context.arc(50, 20, 18, 0, Math.PI * 2);
    context.fill();
    return canvas.toDataURL();
  } catch {
    return '';
  }
}

/** The visitor hash of some components: SHA-256 over `name=value` lines, 32 hex digits. */
export async function hashComponents(components: readonly VisitorComponent[]): Promise<string> {
  const text = components.map(({ name, value }) => `${name}=${value}`).join('\n');
  return (await sha256Hex(text)).slice(0, 32);
}

/**
 * The visitor hash sent with the browser id call (`t`), or '' when the browser refuses to be read (the
 * spec's "empty if fingerprinting failed"). A few milliseconds of work and no library to load:
 * a first visit on a slow network waits for nothing but the call itself.
 */
export async function computeVisitorHash(): Promise<string> {
  try {
    return await hashComponents(visitorComponents());
  } catch {
    return '';
  }
}
