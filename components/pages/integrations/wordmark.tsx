// A partner's name drawn as our own SVG wordmark: a coloured mark and the name set in type.
// Never a downloaded logo. Colour and mark shape derive from the name, so each stays stable.
const PALETTE = ['#0b2545', '#0d7069', '#1d4ed8', '#9d174d', '#7c2d12', '#4c1d95', '#065f46', '#b45309'];

function hash(name: string): number {
  let h = 0;
  for (const ch of name) h = (h * 31 + ch.charCodeAt(0)) >>> 0;
  return h;
}

export function Wordmark({ name, className = '' }: { name: string; className?: string }) {
  const h = hash(name);
  const color = PALETTE[h % PALETTE.length]!;
  const shape = h % 3;
  // Long names get a smaller size and are squeezed to fit the 240-unit box.
  const fontSize = name.length > 18 ? 17 : name.length > 12 ? 20 : 24;
  const textWidth = Math.min(name.length * fontSize * 0.58, 186);
  return (
    <svg viewBox="0 0 240 80" role="img" aria-label={name} className={className} focusable="false">
      {shape === 0 && <circle cx="26" cy="40" r="16" fill={color} />}
      {shape === 1 && <rect x="10" y="24" width="32" height="32" rx="8" fill={color} />}
      {shape === 2 && <path d="M26 22 44 56H8z" fill={color} />}
      <text
        x="50"
        y="48"
        fontFamily="var(--font-sans), system-ui, sans-serif"
        fontSize={fontSize}
        fontWeight="700"
        fill={color}
        textLength={textWidth}
        lengthAdjust="spacingAndGlyphs"
      >
        {name}
      </text>
    </svg>
  );
}
