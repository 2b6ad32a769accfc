// Simple drawings for the four product banners of the account carousel (our own SVG art).
const frame = { viewBox: '0 0 160 100', className: 'h-24 w-full', 'aria-hidden': true } as const;

export function PaymentsArt() {
  return (
    <svg {...frame}>
      <rect width="160" height="100" rx="10" fill="#e6f4f2" />
      <rect x="28" y="24" width="78" height="50" rx="7" fill="#0d7069" />
      <rect x="28" y="34" width="78" height="9" fill="#0b2545" />
      <rect x="36" y="54" width="26" height="6" rx="2" fill="#a7e3dc" />
      <circle cx="120" cy="58" r="20" fill="#f59e0b" />
      <path
        d="M111 58l6 6 12-13"
        stroke="#fff"
        strokeWidth="5"
        fill="none"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

export function ActivitiesArt() {
  return (
    <svg {...frame}>
      <rect width="160" height="100" rx="10" fill="#eef2ff" />
      <rect x="30" y="22" width="70" height="60" rx="6" fill="#fff" stroke="#0b2545" strokeWidth="3" />
      <rect x="30" y="22" width="70" height="14" rx="6" fill="#0b2545" />
      {[0, 1, 2].map((r) =>
        [0, 1, 2, 3].map((c) => (
          <rect
            key={`${r}${c}`}
            x={37 + c * 15}
            y={43 + r * 12}
            width="9"
            height="7"
            rx="1.5"
            fill={r === 1 && c === 2 ? '#f59e0b' : '#c7d2fe'}
          />
        )),
      )}
      <circle cx="122" cy="38" r="14" fill="#f59e0b" />
      <path d="M112 78c6-14 14-20 22-20s10 8 10 20z" fill="#0d7069" />
    </svg>
  );
}

export function ViewerArt() {
  return (
    <svg {...frame}>
      <rect width="160" height="100" rx="10" fill="#fef3c7" />
      <rect x="44" y="12" width="72" height="78" rx="8" fill="#0b2545" />
      <rect x="50" y="18" width="60" height="66" rx="3" fill="#fff" />
      <rect x="56" y="26" width="34" height="5" rx="2" fill="#0d7069" />
      {[0, 1, 2].map((i) => (
        <rect key={i} x="56" y={37 + i * 8} width={44 - i * 8} height="3.5" rx="1.5" fill="#cbd5e1" />
      ))}
      <path d="M58 72c6-8 10 4 15-3s8 5 14-2" stroke="#0b2545" strokeWidth="2.5" fill="none" strokeLinecap="round" />
    </svg>
  );
}

export function CheckinArt() {
  return (
    <svg {...frame}>
      <rect width="160" height="100" rx="10" fill="#e0f2fe" />
      <rect x="34" y="14" width="44" height="74" rx="8" fill="#0b2545" />
      <rect x="39" y="22" width="34" height="56" rx="3" fill="#fff" />
      {[0, 1, 2].map((r) =>
        [0, 1, 2].map((c) =>
          (r + c) % 2 === 0 ? (
            <rect key={`${r}${c}`} x={45 + c * 8} y={34 + r * 8} width="7" height="7" fill="#0b2545" />
          ) : null,
        ),
      )}
      <circle cx="112" cy="50" r="12" fill="none" stroke="#0d7069" strokeWidth="6" />
      <path d="M122 56l20 16M134 65l-5 6M140 70l-4 5" stroke="#0d7069" strokeWidth="6" strokeLinecap="round" />
    </svg>
  );
}
