/** Line icons of the chat, drawn in currentColor; decorative, so hidden from assistive technology. */
const common = {
  viewBox: '0 0 24 24',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 1.8,
  strokeLinecap: 'round' as const,
  strokeLinejoin: 'round' as const,
  'aria-hidden': true,
};

/** A speech bubble with a headset line: live support. */
export function SupportIcon({ size = 24 }: { size?: number }) {
  return (
    <svg {...common} width={size} height={size}>
      <path d="M4 13v-1a8 8 0 0 1 16 0v1" />
      <rect x="3" y="13" width="4" height="6" rx="1.5" />
      <rect x="17" y="13" width="4" height="6" rx="1.5" />
      <path d="M19 19c0 1.5-2 2.5-5 2.5" />
    </svg>
  );
}

/** A chat bubble, for the header link. */
export function ChatBubbleIcon({ size = 22 }: { size?: number }) {
  return (
    <svg {...common} width={size} height={size}>
      <path d="M20 12a7.5 7.5 0 0 1-10.9 6.7L4 20l1.4-4.4A7.5 7.5 0 1 1 20 12z" />
    </svg>
  );
}

/** A paper clip: attach an image. */
export function AttachIcon() {
  return (
    <svg {...common} width={22} height={22}>
      <path d="m20 11.5-7.8 7.8a5 5 0 0 1-7.1-7.1l8.2-8.2a3.3 3.3 0 0 1 4.7 4.7l-8.2 8.2a1.7 1.7 0 0 1-2.4-2.4l7.5-7.5" />
    </svg>
  );
}

/** A paper plane: send. */
export function SendIcon() {
  return (
    <svg {...common} width={20} height={20}>
      <path d="M21 3 10 14" />
      <path d="m21 3-7 18-4-7-7-4z" />
    </svg>
  );
}
