// Our wordmark, drawn as SVG (no downloaded artwork).
export function Logo({ tone = 'dark', className = '' }: { tone?: 'dark' | 'light'; className?: string }) {
  const text = tone === 'light' ? '#ffffff' : '#0b2545';
  return (
    <svg
      viewBox="0 0 150 36"
      role="img"
      aria-label="Mille Software Hotelero"
      className={className}
      width={150}
      height={36}
    >
      <rect x="0" y="4" width="28" height="28" rx="7" fill="#13a89e" />
      <path
        d="M7 25V12l7 8 7-8v13"
        fill="none"
        stroke="#fff"
        strokeWidth="3"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <text
        x="36"
        y="25"
        fontFamily="var(--font-sans), system-ui, sans-serif"
        fontSize="21"
        fontWeight="700"
        fill={text}
      >
        Mille
      </text>
      <text
        x="92"
        y="25"
        fontFamily="var(--font-sans), system-ui, sans-serif"
        fontSize="11"
        fontWeight="600"
        fill="#13a89e"
      >
        HOTEL
      </text>
    </svg>
  );
}
