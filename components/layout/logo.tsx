// Our wordmark, drawn as SVG (no downloaded artwork).
// "HOTEL" is small text (11 px): in the brand's teal it needs 4.5:1 on whatever the logo sits on,
// which the brand's own #13a89e has on neither white nor the teal navbar.
const TONES = {
  light: { name: '#ffffff', hotel: '#5eead4' },
  dark: { name: '#0b2545', hotel: '#0d7069' },
} as const;

export function Logo({ tone = 'dark', className = '' }: { tone?: 'dark' | 'light'; className?: string }) {
  const colours = TONES[tone];
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
        fill={colours.name}
      >
        Mille
      </text>
      <text
        x="92"
        y="25"
        fontFamily="var(--font-sans), system-ui, sans-serif"
        fontSize="11"
        fontWeight="600"
        fill={colours.hotel}
      >
        HOTEL
      </text>
    </svg>
  );
}
