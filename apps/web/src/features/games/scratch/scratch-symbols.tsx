/** The ticket's six symbols, drawn in SVG (our own art). */
export function ScratchSymbol({ symbol, className }: { symbol: string; className?: string | undefined }) {
  return (
    <svg viewBox="0 0 48 48" className={className} aria-hidden="true">
      {symbol === 'cherry' ? (
        <>
          <path
            d="M24 8 C22 18 16 22 14 28 M24 8 C26 18 32 22 34 28"
            fill="none"
            stroke="#3f8a3a"
            strokeWidth="3"
          />
          <path d="M24 8 C30 4 38 6 40 10 C34 12 28 12 24 8 Z" fill="#52b04a" />
          <circle cx="14" cy="33" r="9" fill="#d8283b" />
          <circle cx="34" cy="33" r="9" fill="#e23345" />
          <circle cx="11" cy="30" r="2.5" fill="rgb(255 255 255 / 55%)" />
          <circle cx="31" cy="30" r="2.5" fill="rgb(255 255 255 / 55%)" />
        </>
      ) : symbol === 'bell' ? (
        <>
          <path
            d="M24 6 C14 6 12 16 12 24 C12 30 8 33 7 36 H41 C40 33 36 30 36 24 C36 16 34 6 24 6 Z"
            fill="#f5c242"
          />
          <path d="M7 36 H41 V39 H7 Z" fill="#d39a1c" />
          <circle cx="24" cy="42" r="4" fill="#b8861a" />
          <path d="M17 14 C16 18 16 22 16 26" stroke="rgb(255 255 255 / 55%)" strokeWidth="3" fill="none" />
        </>
      ) : symbol === 'clover' ? (
        <>
          <circle cx="17" cy="17" r="8" fill="#35a854" />
          <circle cx="31" cy="17" r="8" fill="#3cbb5e" />
          <circle cx="17" cy="31" r="8" fill="#3cbb5e" />
          <circle cx="31" cy="31" r="8" fill="#35a854" />
          <path d="M24 24 C28 32 30 38 36 44" stroke="#2a7f3f" strokeWidth="3" fill="none" />
          <circle cx="24" cy="24" r="3" fill="#a6e8b6" />
        </>
      ) : symbol === 'horseshoe' ? (
        <>
          <path
            d="M10 10 V24 A14 14 0 0 0 38 24 V10 H31 V24 A7 7 0 0 1 17 24 V10 Z"
            fill="#aab6c6"
            stroke="#6d7b8e"
            strokeWidth="1.5"
          />
          <rect x="8" y="7" width="11" height="5" rx="2" fill="#6d7b8e" />
          <rect x="29" y="7" width="11" height="5" rx="2" fill="#6d7b8e" />
          <circle cx="13.5" cy="18" r="1.5" fill="#4a5566" />
          <circle cx="34.5" cy="18" r="1.5" fill="#4a5566" />
          <circle cx="17" cy="33" r="1.5" fill="#4a5566" />
          <circle cx="31" cy="33" r="1.5" fill="#4a5566" />
        </>
      ) : symbol === 'diamond' ? (
        <>
          <path d="M8 18 L16 8 H32 L40 18 L24 42 Z" fill="#5ec8ff" />
          <path d="M8 18 H40 L24 42 Z" fill="#2f9fe0" />
          <path d="M16 8 L20 18 L24 8 L28 18 L32 8" fill="none" stroke="#c9eeff" strokeWidth="1.5" />
          <path d="M20 18 L24 42 L28 18" fill="none" stroke="#1c7cb8" strokeWidth="1.5" />
        </>
      ) : (
        <>
          <path d="M10 8 H38 V14 C30 22 26 30 25 42 H15 C16 30 21 21 28 15 H10 Z" fill="#ff4d5e" />
          <path d="M10 8 H38 V14 C30 22 26 30 25 42 H15" fill="none" stroke="#a3141f" strokeWidth="2" />
        </>
      )}
    </svg>
  );
}
