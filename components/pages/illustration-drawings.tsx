// Our own product illustrations, drawn in SVG (no downloaded artwork): the source of the files in
// public/illustrations/, which `npm run illustrations` writes (components/pages/illustrations.tsx
// shows them as images). Served as files rather than inline, the ~50 shapes of each drawing are not
// part of every page's HTML, React payload and hydration: the home page's grid of nine had ~480.
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { IllustrationId } from '@/lib/content/solutions';

const NAVY = '#0b2545';
const TEAL = '#13a89e';
const TEAL_D = '#0d7069';
const SKY = '#e6f4f3';
const AMBER = '#f59e0b';
const ROSE = '#e85d75';

function Screen({ children }: { children: ReactNode }) {
  return (
    <>
      <rect x="30" y="28" width="340" height="214" rx="14" fill={NAVY} />
      <rect x="42" y="40" width="316" height="190" rx="6" fill="#fff" />
      <rect x="42" y="40" width="316" height="22" rx="6" fill={SKY} />
      <circle cx="56" cy="51" r="4" fill={ROSE} />
      <circle cx="68" cy="51" r="4" fill={AMBER} />
      <circle cx="80" cy="51" r="4" fill={TEAL} />
      {children}
      <rect x="150" y="242" width="100" height="14" fill={NAVY} />
      <rect x="110" y="256" width="180" height="8" rx="4" fill={NAVY} />
    </>
  );
}

function Bars({ x, y }: { x: number; y: number }) {
  return (
    <g>
      {[38, 62, 48, 80, 70].map((h, i) => (
        <rect key={i} x={x + i * 18} y={y - h} width="12" height={h} rx="2" fill={i === 3 ? TEAL : '#b7e3df'} />
      ))}
    </g>
  );
}

const drawings: Record<IllustrationId, ReactNode> = {
  frontdesk: (
    <Screen>
      {Array.from({ length: 5 }, (_, r) => {
        // A room's row on the booking chart: one stay, and on even rows a second one after it.
        const x = 110 + ((r * 37) % 90);
        const next = r % 2 === 0 ? 280 - r * 6 : null;
        const width = Math.min(70 + ((r * 23) % 80), next === null ? Infinity : next - 8 - x);
        return (
          <g key={r}>
            <rect x="52" y={74 + r * 30} width="46" height="20" rx="3" fill={SKY} />
            <rect x={x} y={74 + r * 30} width={width} height="20" rx="4" fill={r % 2 ? TEAL : TEAL_D} />
            {next !== null && <rect x={next} y={74 + r * 30} width="60" height="20" rx="4" fill={AMBER} />}
          </g>
        );
      })}
    </Screen>
  ),
  pos: (
    <>
      <rect x="70" y="30" width="260" height="200" rx="18" fill={NAVY} />
      <rect x="84" y="44" width="232" height="172" rx="8" fill="#fff" />
      {Array.from({ length: 9 }, (_, i) => (
        <rect
          key={i}
          x={96 + (i % 3) * 50}
          y={58 + Math.floor(i / 3) * 48}
          width="42"
          height="38"
          rx="6"
          fill={i % 4 === 0 ? TEAL : SKY}
        />
      ))}
      <rect x="252" y="58" width="52" height="134" rx="6" fill={SKY} />
      {[0, 1, 2, 3].map((i) => (
        <rect key={i} x="260" y={70 + i * 18} width="36" height="8" rx="4" fill="#9fb3c8" />
      ))}
      <rect x="260" y="168" width="36" height="16" rx="4" fill={AMBER} />
      <rect x="170" y="230" width="60" height="24" fill={NAVY} />
      <rect x="130" y="252" width="140" height="10" rx="5" fill={NAVY} />
    </>
  ),
  warehouse: (
    <>
      <rect x="40" y="60" width="320" height="8" rx="4" fill={NAVY} />
      <rect x="40" y="150" width="320" height="8" rx="4" fill={NAVY} />
      <rect x="40" y="240" width="320" height="8" rx="4" fill={NAVY} />
      {[
        [60, 86],
        [120, 96],
        [180, 80],
        [250, 92],
        [70, 176],
        [140, 182],
        [210, 170],
        [290, 186],
      ].map(([x, y], i) => (
        <g key={i}>
          <rect
            x={x}
            y={y}
            width="56"
            height={(i < 4 ? 150 : 240) - (y ?? 0)}
            rx="4"
            fill={i % 3 === 0 ? TEAL : i % 3 === 1 ? '#b7e3df' : AMBER}
          />
          <rect x={(x ?? 0) + 20} y={(y ?? 0) + 8} width="16" height="6" rx="2" fill="#fff" opacity="0.8" />
        </g>
      ))}
      <rect x="60" y="22" width="280" height="26" rx="13" fill={SKY} />
      <text x="200" y="40" textAnchor="middle" fontSize="14" fontWeight="700" fill={NAVY} fontFamily="sans-serif">
        Stock · Escandallos · Asientos
      </text>
    </>
  ),
  booking: (
    <Screen>
      <rect x="58" y="76" width="130" height="136" rx="6" fill={SKY} />
      {Array.from({ length: 20 }, (_, i) => (
        <rect
          key={i}
          x={66 + (i % 5) * 24}
          y={88 + Math.floor(i / 5) * 28}
          width="18"
          height="18"
          rx="3"
          fill={i === 7 || i === 8 || i === 9 ? TEAL : '#fff'}
        />
      ))}
      <text x="206" y="96" fontSize="15" fontWeight="700" fill={NAVY} fontFamily="sans-serif">
        1 · Fechas
      </text>
      <text x="206" y="132" fontSize="15" fontWeight="700" fill={NAVY} fontFamily="sans-serif">
        2 · Confirmar
      </text>
      <rect x="206" y="160" width="136" height="36" rx="18" fill={TEAL_D} />
      <text x="274" y="183" textAnchor="middle" fontSize="14" fontWeight="700" fill="#fff" fontFamily="sans-serif">
        Reservar
      </text>
    </Screen>
  ),
  events: (
    <>
      <rect x="30" y="40" width="340" height="210" rx="16" fill={SKY} />
      {[
        [100, 110],
        [200, 110],
        [300, 110],
        [150, 190],
        [250, 190],
      ].map(([cx, cy], i) => (
        <g key={i}>
          <circle cx={cx} cy={cy} r="26" fill="#fff" stroke={TEAL} strokeWidth="4" />
          {Array.from({ length: 6 }, (_, k) => (
            <circle
              key={k}
              cx={(cx ?? 0) + 38 * Math.cos((k * Math.PI) / 3)}
              cy={(cy ?? 0) + 38 * Math.sin((k * Math.PI) / 3)}
              r="7"
              fill={k % 2 ? NAVY : AMBER}
            />
          ))}
        </g>
      ))}
    </>
  ),
  mobile: (
    <>
      <rect x="70" y="30" width="130" height="240" rx="20" fill={NAVY} />
      <rect x="80" y="48" width="110" height="200" rx="6" fill="#fff" />
      <Bars x={92} y={140} />
      {[0, 1, 2].map((i) => (
        <rect key={i} x="92" y={156 + i * 26} width="86" height="16" rx="4" fill={i === 0 ? TEAL : SKY} />
      ))}
      <rect x="220" y="70" width="120" height="180" rx="16" fill={TEAL_D} />
      <rect x="230" y="84" width="100" height="150" rx="6" fill="#fff" />
      {Array.from({ length: 6 }, (_, i) => (
        <rect
          key={i}
          x={238 + (i % 2) * 46}
          y={94 + Math.floor(i / 2) * 44}
          width="38"
          height="36"
          rx="6"
          fill={i === 3 ? AMBER : SKY}
        />
      ))}
    </>
  ),
  web: (
    <Screen>
      <rect x="58" y="74" width="284" height="26" rx="13" fill={SKY} />
      <text x="74" y="92" fontSize="12" fill={NAVY} fontFamily="sans-serif">
        https://tuhotel.es/checkin
      </text>
      <rect x="58" y="112" width="160" height="14" rx="4" fill="#d3dde6" />
      <rect x="58" y="134" width="160" height="14" rx="4" fill="#d3dde6" />
      <rect x="58" y="156" width="160" height="14" rx="4" fill="#d3dde6" />
      <path
        d="M240 180c14-30 30 10 44-12s24 14 46-10"
        fill="none"
        stroke={NAVY}
        strokeWidth="3"
        strokeLinecap="round"
      />
      <rect x="58" y="186" width="100" height="26" rx="13" fill={TEAL_D} />
    </Screen>
  ),
  channels: (
    <>
      {Array.from({ length: 8 }, (_, i) => {
        const a = (i * Math.PI) / 4;
        const x = 200 + 120 * Math.cos(a);
        const y = 150 + 100 * Math.sin(a);
        return (
          <g key={i}>
            <line x1="200" y1="150" x2={x} y2={y} stroke="#9fb3c8" strokeWidth="3" strokeDasharray="6 6" />
            <circle cx={x} cy={y} r="22" fill={i % 3 === 0 ? TEAL : i % 3 === 1 ? AMBER : NAVY} />
          </g>
        );
      })}
      <circle cx="200" cy="150" r="46" fill={TEAL_D} />
      <text x="200" y="158" textAnchor="middle" fontSize="24" fontWeight="800" fill="#fff" fontFamily="sans-serif">
        100+
      </text>
    </>
  ),
  kit: (
    <>
      <rect x="60" y="60" width="280" height="190" rx="18" fill={SKY} />
      <rect x="130" y="30" width="140" height="50" rx="14" fill="none" stroke={NAVY} strokeWidth="8" />
      <rect x="60" y="120" width="280" height="16" fill={TEAL} />
      <rect x="180" y="110" width="40" height="36" rx="6" fill={AMBER} />
      <text x="200" y="210" textAnchor="middle" fontSize="22" fontWeight="800" fill={NAVY} fontFamily="sans-serif">
        Kit Digital
      </text>
    </>
  ),
  invoice: (
    <>
      <rect x="100" y="20" width="200" height="260" rx="10" fill="#fff" stroke={NAVY} strokeWidth="4" />
      <rect x="120" y="44" width="100" height="14" rx="4" fill={NAVY} />
      {[0, 1, 2, 3, 4].map((i) => (
        <rect key={i} x="120" y={80 + i * 22} width={i % 2 ? 120 : 160} height="10" rx="4" fill="#d3dde6" />
      ))}
      <g transform="translate(210 186)">
        <rect width="70" height="70" rx="6" fill={SKY} />
        {Array.from({ length: 16 }, (_, i) => (
          <rect
            key={i}
            x={8 + (i % 4) * 14}
            y={8 + Math.floor(i / 4) * 14}
            width="10"
            height="10"
            fill={(i * 7) % 3 ? NAVY : 'transparent'}
          />
        ))}
      </g>
      <circle cx="150" cy="220" r="26" fill={TEAL} />
      <path
        d="m138 220 8 8 16-16"
        fill="none"
        stroke="#fff"
        strokeWidth="5"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </>
  ),
  integrations: (
    <>
      {[
        [80, 80],
        [200, 60],
        [320, 80],
        [80, 220],
        [200, 240],
        [320, 220],
      ].map(([x, y], i) => (
        <g key={i}>
          <line x1="200" y1="150" x2={x} y2={y} stroke="#9fb3c8" strokeWidth="3" />
          <rect x={(x ?? 0) - 34} y={(y ?? 0) - 22} width="68" height="44" rx="10" fill={i % 2 ? TEAL : NAVY} />
        </g>
      ))}
      <circle cx="200" cy="150" r="40" fill={AMBER} />
    </>
  ),
};

export const illustrationIds = Object.keys(drawings) as IllustrationId[];

/** The SVG file of one illustration (400 × 300). */
export function illustrationSvg(id: IllustrationId): string {
  const svg = (
    <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 300" width="400" height="300">
      {drawings[id]}
    </svg>
  );
  return `${renderToStaticMarkup(svg)}\n`;
}
