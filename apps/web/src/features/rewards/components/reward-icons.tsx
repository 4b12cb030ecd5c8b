/** The rewards area's small line icons, drawn in currentColor; decorative, so hidden from assistive technology. */
const common = {
  viewBox: '0 0 24 24',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 1.8,
  strokeLinecap: 'round' as const,
  strokeLinejoin: 'round' as const,
  'aria-hidden': true,
};

/** The size of an icon, in px. */
interface IconProps {
  size?: number;
}

/** A gift box: the daily check-in. */
export function GiftIcon({ size = 24 }: IconProps) {
  return (
    <svg {...common} width={size} height={size}>
      <rect x="3.5" y="8" width="17" height="4" rx="1" />
      <path d="M5 12v8h14v-8M12 8v12" />
      <path d="M12 8c-1.5-3.5-5.5-4-5.5-1.5C6.5 8 9 8 12 8Zm0 0c1.5-3.5 5.5-4 5.5-1.5C17.5 8 15 8 12 8Z" />
    </svg>
  );
}

/** A tick: a claimed day. */
export function CheckIcon({ size = 16 }: IconProps) {
  return (
    <svg {...common} width={size} height={size} strokeWidth={2.6}>
      <path d="m5 12.5 4.5 4.5L19 7.5" />
    </svg>
  );
}

/** A crown: the VIP level. */
export function CrownIcon({ size = 24 }: IconProps) {
  return (
    <svg {...common} width={size} height={size}>
      <path d="m3.5 8 4.5 4 4-6.5 4 6.5 4.5-4-1.8 10H5.3z" />
      <path d="M5.5 21h13" />
    </svg>
  );
}

/** Stacked coins: bonuses. */
export function CoinsIcon({ size = 24 }: IconProps) {
  return (
    <svg {...common} width={size} height={size}>
      <ellipse cx="9" cy="7" rx="5.5" ry="2.5" />
      <path d="M3.5 7v4c0 1.4 2.5 2.5 5.5 2.5s5.5-1.1 5.5-2.5V7" />
      <path d="M9.5 16.4c.9 1.2 3.2 2.1 5.5 2.1 3 0 5.5-1.1 5.5-2.5v-4c0-1.2-1.8-2.2-4.3-2.4" />
    </svg>
  );
}

/** A red packet (hongbao): the money rain. Drawn in currentColor with a filled seal. */
export function RedPacketIcon({ size = 24 }: IconProps) {
  return (
    <svg {...common} width={size} height={size}>
      <rect x="5" y="2.5" width="14" height="19" rx="2" />
      <path d="M5 8.5c2.2 2 4.5 3 7 3s4.8-1 7-3" />
      <circle cx="12" cy="11.5" r="2.2" fill="currentColor" />
    </svg>
  );
}

/** A wallet with a returning arrow: rakeback. */
export function RakebackIcon({ size = 24 }: IconProps) {
  return (
    <svg {...common} width={size} height={size}>
      <path d="M20 12a8 8 0 1 1-2.3-5.6" />
      <path d="M20 4v4h-4" />
      <path d="M12 8v8M9.8 10.2c0-1 1-1.7 2.2-1.7s2.2.6 2.2 1.6c0 2.3-4.4 1.4-4.4 3.6 0 1 1 1.7 2.2 1.7s2.2-.7 2.2-1.7" />
    </svg>
  );
}

/** A calendar with a coin: the weekly salary. */
export function SalaryIcon({ size = 24 }: IconProps) {
  return (
    <svg {...common} width={size} height={size}>
      <rect x="3.5" y="5" width="17" height="15" rx="2" />
      <path d="M3.5 9.5h17M8 3v4M16 3v4" />
      <circle cx="12" cy="14.5" r="2.5" />
    </svg>
  );
}
