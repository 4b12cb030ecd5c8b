/**
 * The games' own art: small inline SVGs drawn for this project (no bought or borrowed assets). Each is
 * decorative; the cell around it carries the accessible label.
 */

/** A faceted green gem: a safe tile. */
export function GemArt({
  dim = false,
}: {
  /** Drawn faded (a safe tile shown after the round). */ dim?: boolean;
}) {
  return (
    <svg viewBox="0 0 64 64" aria-hidden="true" focusable="false" opacity={dim ? 0.45 : 1}>
      <defs>
        <linearGradient id="gem-body" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#8dffc9" />
          <stop offset="0.55" stopColor="#23d18b" />
          <stop offset="1" stopColor="#0b8a57" />
        </linearGradient>
      </defs>
      <path d="M18 10h28l12 14-26 32L6 24z" fill="url(#gem-body)" />
      <path d="M6 24h52L32 56z" fill="#0e9a61" opacity="0.55" />
      <path d="M18 10l6 14h16l6-14" fill="none" stroke="#d8fff0" strokeWidth="2" opacity="0.8" />
      <path d="M24 24l8 32 8-32" fill="none" stroke="#b4ffe0" strokeWidth="1.5" opacity="0.6" />
      <path d="M22 14l-6 8" stroke="#fff" strokeWidth="3" strokeLinecap="round" opacity="0.85" />
    </svg>
  );
}

/** A round bomb with a lit fuse: a mine. */
export function BombArt({
  dim = false,
}: {
  /** Drawn faded (a mine shown after the round). */ dim?: boolean;
}) {
  return (
    <svg viewBox="0 0 64 64" aria-hidden="true" focusable="false" opacity={dim ? 0.5 : 1}>
      <defs>
        <radialGradient id="bomb-body" cx="0.35" cy="0.35" r="0.75">
          <stop offset="0" stopColor="#6b7486" />
          <stop offset="0.5" stopColor="#2a303c" />
          <stop offset="1" stopColor="#0d1016" />
        </radialGradient>
      </defs>
      <circle cx="30" cy="38" r="20" fill="url(#bomb-body)" />
      <rect x="34" y="12" width="10" height="10" rx="2" transform="rotate(35 39 17)" fill="#3a4150" />
      <path d="M44 12c4-6 10-4 12-8" fill="none" stroke="#c9a66b" strokeWidth="2.5" strokeLinecap="round" />
      <circle cx="56" cy="5" r="4" fill="#ffb02e" />
      <circle cx="56" cy="5" r="2" fill="#fff3c4" />
      <ellipse cx="22" cy="30" rx="5" ry="3.5" fill="#fff" opacity="0.35" transform="rotate(-35 22 30)" />
    </svg>
  );
}

/** A closed tile's face: a soft diamond mark. */
export function TileMark() {
  return (
    <svg viewBox="0 0 64 64" aria-hidden="true" focusable="false">
      <path d="M32 18l14 14-14 14-14-14z" fill="currentColor" opacity="0.18" />
    </svg>
  );
}

/** A wooden plank, whole or cracked through. */
export function PlankArt({
  cracked = false,
}: {
  /** Broken in two (a cracked stair board). */ cracked?: boolean;
}) {
  return (
    <svg viewBox="0 0 100 28" aria-hidden="true" focusable="false" preserveAspectRatio="none">
      <defs>
        <linearGradient id="plank-wood" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#d99a5b" />
          <stop offset="1" stopColor="#8f5527" />
        </linearGradient>
      </defs>
      {cracked ? (
        <>
          <path d="M2 4h44l-6 10 8 10H2z" fill="url(#plank-wood)" transform="rotate(-6 24 14)" />
          <path d="M54 4h44v20H50l8-10z" fill="url(#plank-wood)" transform="rotate(7 76 14)" />
        </>
      ) : (
        <>
          <rect x="2" y="4" width="96" height="20" rx="3" fill="url(#plank-wood)" />
          <path d="M8 11h30M46 17h40" stroke="#6e3d17" strokeWidth="1.5" opacity="0.5" />
          <circle cx="8" cy="14" r="1.6" fill="#5a3112" />
          <circle cx="92" cy="14" r="1.6" fill="#5a3112" />
        </>
      )}
    </svg>
  );
}

/** A small climber: the player's piece on the tower and the stair. */
export function ClimberArt() {
  return (
    <svg viewBox="0 0 40 48" aria-hidden="true" focusable="false">
      <circle cx="20" cy="10" r="7" fill="#ffd27a" />
      <path d="M10 46l4-18h12l4 18" fill="#f5c242" />
      <path d="M12 28c0-6 4-9 8-9s8 3 8 9z" fill="#ff8a3d" />
      <circle cx="17.5" cy="9" r="1.2" fill="#1c1400" />
      <circle cx="22.5" cy="9" r="1.2" fill="#1c1400" />
    </svg>
  );
}
