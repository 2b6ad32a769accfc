// Default backdrop of page headers: an abstract skyline of a hotel front, drawn in SVG.
export function HeaderArt() {
  return (
    <svg
      className="absolute inset-0 -z-10 h-full w-full"
      viewBox="0 0 1440 400"
      preserveAspectRatio="xMidYMid slice"
      aria-hidden="true"
    >
      <defs>
        <linearGradient id="hdr-g" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#0b2545" />
          <stop offset="1" stopColor="#0f5e63" />
        </linearGradient>
        {/* One lit window, repeated: four columns by six floors (a pattern, not 24 shapes to hydrate). */}
        <pattern id="hdr-w" x="1160" y="70" width="40" height="48" patternUnits="userSpaceOnUse">
          <rect width="22" height="26" rx="3" fill="#13a89e" />
        </pattern>
      </defs>
      <rect width="1440" height="400" fill="url(#hdr-g)" />
      <g fill="#ffffff" opacity="0.06">
        <rect x="980" y="90" width="140" height="310" rx="6" />
        <rect x="1140" y="40" width="180" height="360" rx="6" />
        <rect x="1340" y="150" width="120" height="250" rx="6" />
      </g>
      <rect x="1160" y="70" width="160" height="288" fill="url(#hdr-w)" opacity="0.25" />
      <circle cx="200" cy="420" r="260" fill="#13a89e" opacity="0.08" />
    </svg>
  );
}
