#!/usr/bin/env node
// The vendor-size data set (issue "ten years of data"): what a Spanish hotel-software vendor holds
// after ten years — 2,000 hotels, 4,000 customer users, 240,000 invoices (one hotel with 3,000),
// 1,000,000 audit entries, 100,000 enquiries with 200,000 outbox mails, 300 news — written
// deterministically (a seeded PRNG, dates counted back from a fixed day) into a fresh SQLite file
// and/or a PostgreSQL database of its own, after the project's migrations (lib/db/migrate.ts, run by
// scale-prepare.ts). `npm run bench -- --scale` uses it; on its own:
//
//   node scripts/bench/scale-data.mjs --sqlite /tmp/vendor.db [--postgres postgresql://…/mille_scale]
//        [--factor 0.01] [--seed 28] [--today 2026-11-26]
//
// The data grows over the years as a business does: enquiries and audit entries with the square of
// time (about half of them in the last two years, so some 50,000 enquiries are past the default
// ENQUIRY_RETENTION_MONTHS of 24: the cleanup's backlog), invoices linearly. Ids follow time.
// No demo rows: the server adds the demo accounts and staff at start in demo mode; the invoice
// numbers (F2025-000123) and tax ids never meet the demo's.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
// The service's own rule for the name the hotel list and picker search (plain TypeScript, no imports).
import { searchNameOf } from '../../lib/account/search-name.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

/** The sizes at factor 1 (the issue's). */
export const VENDOR_SIZE = Object.freeze({
  hotels: 2_000,
  users: 4_000,
  invoices: 240_000,
  bigHotelInvoices: 3_000,
  auditEntries: 1_000_000,
  enquiries: 100_000,
  outboxMails: 200_000,
  news: 300,
  staff: 12,
  supportCases: 50_000,
  bigHotelCases: 5_000,
});

/** Bumped whenever the generated rows change: a cached data set of another version is rebuilt. */
export const GENERATOR_VERSION = 2;

export function sizesFor(factor = 1) {
  const n = (x, min = 1) => Math.max(min, Math.round(x * factor));
  const invoices = n(VENDOR_SIZE.invoices, 2);
  return {
    hotels: n(VENDOR_SIZE.hotels, 2),
    users: n(VENDOR_SIZE.users, 2),
    invoices,
    bigHotelInvoices: Math.min(n(VENDOR_SIZE.bigHotelInvoices), invoices - 1),
    auditEntries: n(VENDOR_SIZE.auditEntries),
    enquiries: n(VENDOR_SIZE.enquiries),
    outboxMails: n(VENDOR_SIZE.outboxMails),
    news: n(VENDOR_SIZE.news),
    staff: VENDOR_SIZE.staff,
    supportCases: n(VENDOR_SIZE.supportCases, 2),
    bigHotelCases: Math.min(n(VENDOR_SIZE.bigHotelCases), n(VENDOR_SIZE.supportCases, 2) - 1),
  };
}

// ---------------------------------------------------------------------------------------------
// Pure parts: PRNG, tax ids, names

/** mulberry32: a small seeded PRNG, [0, 1). */
export function prng(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A PRNG per table, so each table's rows do not depend on how many values another drew. */
const streamOf = (seed, name) => prng(createHash('sha256').update(`${seed}:${name}`).digest().readUInt32LE(0));

const pick = (rnd, list) => list[Math.floor(rnd() * list.length)];
/** One of `weighted` ([value, weight]…), by weight. */
function pickWeighted(rnd, weighted, total = weighted.reduce((s, [, w]) => s + w, 0)) {
  let x = rnd() * total;
  for (const [value, w] of weighted) {
    x -= w;
    if (x < 0) return value;
  }
  return weighted[weighted.length - 1][0];
}

/**
 * The control character of a CIF's seven digits (AEAT's rule): the digits in even places summed,
 * those in odd places doubled and their digits summed; 10 minus the last digit of the total.
 * Companies A, B, E, H (S.A., S.L., …) carry it as a digit.
 */
export function cifControlDigit(digits7) {
  if (!/^\d{7}$/.test(digits7)) throw new Error(`seven digits expected: ${digits7}`);
  let sum = 0;
  for (let i = 0; i < 7; i++) {
    const d = Number(digits7[i]);
    if (i % 2 === 0) {
      const twice = d * 2;
      sum += Math.floor(twice / 10) + (twice % 10);
    } else sum += d;
  }
  return (10 - (sum % 10)) % 10;
}

/** A CIF of a company (letter A or B) registered in `province` (two digits) with serial `serial`. */
export function cif(letter, province, serial) {
  const digits = `${String(province).padStart(2, '0')}${String(serial).padStart(5, '0')}`;
  return `${letter}${digits}${cifControlDigit(digits)}`;
}

// [city, province, province code]
const CITIES = [
  ['Madrid', 'Madrid', 28],
  ['Barcelona', 'Barcelona', 8],
  ['Sitges', 'Barcelona', 8],
  ['Valencia', 'Valencia', 46],
  ['Gandía', 'Valencia', 46],
  ['Sevilla', 'Sevilla', 41],
  ['Málaga', 'Málaga', 29],
  ['Marbella', 'Málaga', 29],
  ['Ronda', 'Málaga', 29],
  ['Torremolinos', 'Málaga', 29],
  ['Palma', 'Illes Balears', 7],
  ['Ibiza', 'Illes Balears', 7],
  ['Alcúdia', 'Illes Balears', 7],
  ['Las Palmas de Gran Canaria', 'Las Palmas', 35],
  ['Maspalomas', 'Las Palmas', 35],
  ['Puerto del Carmen', 'Las Palmas', 35],
  ['Santa Cruz de Tenerife', 'Santa Cruz de Tenerife', 38],
  ['Adeje', 'Santa Cruz de Tenerife', 38],
  ['Puerto de la Cruz', 'Santa Cruz de Tenerife', 38],
  ['Bilbao', 'Bizkaia', 48],
  ['San Sebastián', 'Gipuzkoa', 20],
  ['Alicante', 'Alicante', 3],
  ['Benidorm', 'Alicante', 3],
  ['Jávea', 'Alicante', 3],
  ['Granada', 'Granada', 18],
  ['Córdoba', 'Córdoba', 14],
  ['Cádiz', 'Cádiz', 11],
  ['Jerez de la Frontera', 'Cádiz', 11],
  ['Tarifa', 'Cádiz', 11],
  ['Salou', 'Tarragona', 43],
  ['Tarragona', 'Tarragona', 43],
  ['Lloret de Mar', 'Girona', 17],
  ['Girona', 'Girona', 17],
  ['Santander', 'Cantabria', 39],
  ['Oviedo', 'Asturias', 33],
  ['Gijón', 'Asturias', 33],
  ['A Coruña', 'A Coruña', 15],
  ['Santiago de Compostela', 'A Coruña', 15],
  ['Vigo', 'Pontevedra', 36],
  ['Sanxenxo', 'Pontevedra', 36],
  ['Salamanca', 'Salamanca', 37],
  ['Segovia', 'Segovia', 40],
  ['Toledo', 'Toledo', 45],
  ['Zaragoza', 'Zaragoza', 50],
  ['Jaca', 'Huesca', 22],
  ['Pamplona', 'Navarra', 31],
  ['Logroño', 'La Rioja', 26],
  ['Burgos', 'Burgos', 9],
  ['León', 'León', 24],
  ['Valladolid', 'Valladolid', 47],
  ['Cáceres', 'Cáceres', 10],
  ['Mérida', 'Badajoz', 6],
  ['Almería', 'Almería', 4],
  ['Roquetas de Mar', 'Almería', 4],
  ['Murcia', 'Murcia', 30],
  ['Cartagena', 'Murcia', 30],
  ['Cuenca', 'Cuenca', 16],
  ['Teruel', 'Teruel', 44],
  ['Peñíscola', 'Castellón', 12],
  ['Sierra Nevada', 'Granada', 18],
];

const HOTEL_PREFIXES = [
  ['Hotel', 10],
  ['Gran Hotel', 2],
  ['Hostal', 3],
  ['Aparthotel', 2],
  ['Apartamentos', 2],
  ['Hotel Boutique', 1],
  ['Hotel Rural', 1],
  ['Posada', 1],
];
const HOTEL_CORES = [
  'Mirador',
  'Plaza',
  'Marina',
  'Alameda',
  'Los Olivos',
  'Las Palmeras',
  'San Marcos',
  'Santa Cruz',
  'Puerta del Sol',
  'Costa Azul',
  'Miramar',
  'Bahía',
  'Alcázar',
  'Reina Victoria',
  'Don Quijote',
  'Las Dunas',
  'El Faro',
  'La Ermita',
  'Cervantes',
  'Goya',
  'Sorolla',
  'Albaicín',
  'Triana',
  'La Concha',
  'Sol y Mar',
  'Atalaya',
  'del Puerto',
  'Los Almendros',
  'La Muralla',
  'Las Arenas',
  'Catedral',
  'Palacio Real',
  'Jardín Botánico',
  'Tres Coronas',
  'Lago Azul',
  'Valle del Jerte',
  'Cumbres',
  'Villa Rosa',
  'Torre del Mar',
  'Cala Dorada',
  'Playa Serena',
  'Monte Verde',
  'Río Sil',
  'Castillo',
  'Gaviota',
  'Aurora',
  'Brisa',
  'Doña Carmen',
  'San Fermín',
  'Mar Menor',
];
const FIRST_NAMES = [
  'María',
  'Carmen',
  'Ana',
  'Laura',
  'Lucía',
  'Marta',
  'Elena',
  'Isabel',
  'Pilar',
  'Rosa',
  'Cristina',
  'Paula',
  'Sara',
  'Nuria',
  'Raquel',
  'Antonio',
  'José',
  'Manuel',
  'Francisco',
  'David',
  'Juan',
  'Javier',
  'Daniel',
  'Carlos',
  'Jesús',
  'Alejandro',
  'Miguel',
  'Rafael',
  'Pablo',
  'Sergio',
  'Jorge',
  'Alberto',
  'Iñaki',
  'Xavier',
  'Montserrat',
  'Begoña',
];
const SURNAMES = [
  'García',
  'Rodríguez',
  'González',
  'Fernández',
  'López',
  'Martínez',
  'Sánchez',
  'Pérez',
  'Gómez',
  'Martín',
  'Jiménez',
  'Ruiz',
  'Hernández',
  'Díaz',
  'Moreno',
  'Muñoz',
  'Álvarez',
  'Romero',
  'Alonso',
  'Navarro',
  'Torres',
  'Domínguez',
  'Gil',
  'Vázquez',
  'Serrano',
  'Ramos',
  'Blanco',
  'Molina',
  'Ortega',
  'Castro',
  'Ferrer',
  'Soler',
  'Ibáñez',
  'Etxeberria',
  'Vidal',
  'Rubio',
];

/** Lower-case ASCII letters and digits of `text` (for e-mail addresses and domains). */
export function slug(text) {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '');
}

const personName = (rnd) => `${pick(rnd, FIRST_NAMES)} ${pick(rnd, SURNAMES)} ${pick(rnd, SURNAMES)}`;
const mobile = (rnd) =>
  `6${Math.floor(rnd() * 100)
    .toString()
    .padStart(2, '0')} ${Math.floor(rnd() * 1000)
    .toString()
    .padStart(3, '0')} ${Math.floor(rnd() * 1000)
    .toString()
    .padStart(3, '0')}`;

// ---------------------------------------------------------------------------------------------
// Real names from the code: the audit trail's actions and the outbox's mail kinds

/** The audit actions the code records: the keys of lib/audit/labels.ts (read from it, so they stay the code's). */
export function auditActions() {
  const text = readFileSync(path.join(root, 'lib', 'audit', 'labels.ts'), 'utf8');
  // ACTION_LABELS' block only: the file labels other codes (object types) the same way.
  const block = /export const ACTION_LABELS = \{([\s\S]*?)\n\}/.exec(text)?.[1] ?? '';
  return [...block.matchAll(/^\s+'([a-z0-9.-]+)': '/gm)].map((m) => m[1]);
}

/** The mail kinds of lib/mail/kinds.ts (MAIL_KINDS). */
export function mailKinds() {
  const text = readFileSync(path.join(root, 'lib', 'mail', 'kinds.ts'), 'utf8');
  const list = /MAIL_KINDS = \[([^\]]*)\]/.exec(text)?.[1] ?? '';
  return [...list.matchAll(/'([a-z-]+)'/g)].map((m) => m[1]);
}

/** How often each action happens in a working back office; the others the code knows: rarely. */
const ACTION_WEIGHTS = {
  'staff.sign-in': 300,
  'staff.sign-in-failed': 25,
  'enquiry.status': 150,
  'enquiry.assigned': 100,
  'enquiry.note': 60,
  'enquiry.reply': 80,
  'enquiry.exported': 3,
  'enquiry.erased': 2,
  'invoice.imported': 10,
  'invoice.original-attached': 40,
  'invoice.original-replaced': 4,
  'invoice.updated': 15,
  'invoice.deleted': 2,
  'hotel.created': 5,
  'hotel.updated': 40,
  'contact.linked': 20,
  'contact.updated': 30,
  'contact.removed': 5,
  'customer.invited': 20,
  'customer.reinvited': 5,
  'customer.reset-link': 15,
  'customer.unlocked': 8,
  'mail.retried': 10,
  'news.created': 3,
  'news.updated': 8,
  'news.published': 3,
};

// ---------------------------------------------------------------------------------------------
// The data set

const DAY = 86_400_000;
const TEN_YEARS = Math.round(10 * 365.25) * DAY;
const iso = (ms) => new Date(ms).toISOString();
const day = (ms) => iso(ms).slice(0, 10);

/** Column kinds: i integer, t text, d timestamp, b boolean, x bytes. */
const table = (name, columns, count, rows) => ({ name, columns, count, rows });

/**
 * The tables in insertion order: { name, columns: [[column, kind]…], count, rows(): Iterable<row> }.
 * `today` (YYYY-MM-DD) is the end of the ten years; `passwordHash` every account's (the demo's).
 */
export function dataset({ factor = 1, seed = 28, today, passwordHash = '' }) {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(today ?? '')) throw new Error(`today must be YYYY-MM-DD: ${today}`);
  const size = sizesFor(factor);
  const end = Date.parse(`${today}T12:00:00Z`);
  const start = end - TEN_YEARS;
  /** The instant at fraction `f` of the ten years. */
  const at = (f) => start + Math.floor(f * TEN_YEARS);
  const actions = auditActions();

  // Staff: ids 1..staff (the demo members come after, seeded by the server).
  const staff = Array.from({ length: size.staff }, (_, i) => {
    const rnd = streamOf(seed, `staff${i}`);
    const [first, last] = [pick(rnd, FIRST_NAMES), pick(rnd, SURNAMES)];
    return {
      id: i + 1,
      name: `${first} ${last}`,
      email: `${slug(first)}.${slug(last)}${i + 1}@millehotel.es`,
      role: i < 2 ? 'admin' : i < 4 ? 'editor' : 'support',
    };
  });

  // Hotels (computed up front: users, contacts and invoices refer to them).
  const domains = new Set();
  const hotels = Array.from({ length: size.hotels }, (_, i) => {
    const id = i + 1;
    const rnd = streamOf(seed, `hotel${id}`);
    const core = pick(rnd, HOTEL_CORES);
    const [city, province, code] = pick(rnd, CITIES);
    const prefix = pickWeighted(rnd, HOTEL_PREFIXES);
    const sa = rnd() < 0.25;
    let domain = `${slug(prefix.replace(/^Hotel ?|Gran |Hostal /, '') + core)}${slug(city)}.es`;
    if (domains.has(domain)) domain = domain.replace(/\.es$/, `${id}.es`);
    domains.add(domain);
    return {
      id,
      name: `${prefix} ${core}${rnd() < 0.4 ? ` ${city}` : ''}`,
      legalName: `${pick(rnd, ['Hoteles', 'Explotaciones Hoteleras', 'Turismo', 'Alojamientos'])} ${core} ${city}, ${sa ? 'S.A.' : 'S.L.'}`,
      // Serial 10007 + 37·id (mod 100000): one per hotel, whatever the province.
      taxId: cif(sa ? 'A' : 'B', code, (10_007 + 37 * id) % 100_000),
      web: `https://www.${domain}`,
      address: `${pick(rnd, ['Calle', 'Avenida', 'Paseo', 'Plaza', 'Carretera'])} ${pick(rnd, [...HOTEL_CORES, ...SURNAMES])}, ${1 + Math.floor(rnd() * 120)}`,
      postalCode: `${String(code).padStart(2, '0')}${String(Math.floor(rnd() * 1000)).padStart(3, '0')}`,
      city,
      province,
      email: `reservas@${domain}`,
      phone: `9${String(code).padStart(2, '0')} ${String(Math.floor(rnd() * 100)).padStart(2, '0')} ${String(Math.floor(rnd() * 100)).padStart(2, '0')} ${String(Math.floor(rnd() * 100)).padStart(2, '0')}`,
      domain,
      // Joined the vendor somewhere in the ten years (the big hotel in the first).
      joined: id === 1 ? start : at(rnd() * 0.9),
    };
  });

  // Users: the first `hotels` are the hotels' billing contacts (type 1), the rest reception (type 2).
  const users = Array.from({ length: size.users }, (_, i) => {
    const id = i + 1;
    const rnd = streamOf(seed, `user${id}`);
    const hotel = hotels[i % hotels.length];
    const billing = i < hotels.length;
    const round = Math.floor(i / hotels.length);
    return {
      id,
      hotelId: hotel.id,
      email: `${billing ? 'facturacion' : round === 1 ? 'recepcion' : `recepcion${round}`}@${hotel.domain}`,
      contactType: billing ? 1 : 2,
      name: personName(rnd),
      phone: mobile(rnd),
      position: billing
        ? pick(rnd, ['Responsable de administración', 'Contable', 'Director', 'Directora financiera'])
        : pick(rnd, ['Jefe de recepción', 'Jefa de recepción', 'Recepcionista', 'Gobernanta']),
      createdAt: Math.max(hotel.joined, at(rnd())),
      // The big hotel's billing contact signs in for the bench: never disabled, no forced change.
      disabled: id !== 1 && rnd() < 0.01,
      mustChange: id !== 1 && rnd() < 0.02,
    };
  });

  const tables = [];
  tables.push(
    table(
      'StaffUser',
      [
        ['id', 'i'],
        ['email', 't'],
        ['name', 't'],
        ['role', 't'],
        ['passwordHash', 't'],
        ['totpLastStep', 'i'],
        ['createdAt', 'd'],
      ],
      staff.length,
      function* () {
        for (const s of staff) yield [s.id, s.email, s.name, s.role, passwordHash, 0, iso(start + s.id * DAY)];
      },
    ),
    table(
      'Hotel',
      [
        ['id', 'i'],
        ['name', 't'],
        ['legalName', 't'],
        ['taxId', 't'],
        ['web', 't'],
        ['address', 't'],
        ['postalCode', 't'],
        ['city', 't'],
        ['province', 't'],
        ['country', 't'],
        ['email', 't'],
        ['phone', 't'],
        ['phone2', 't'],
        ['requireBillingTwoFactor', 'b'],
        ['searchName', 't'],
      ],
      hotels.length,
      function* () {
        for (const h of hotels)
          yield [
            h.id,
            h.name,
            h.legalName,
            h.taxId,
            h.web,
            h.address,
            h.postalCode,
            h.city,
            h.province,
            'España',
            h.email,
            h.phone,
            '',
            false,
            searchNameOf(h.name),
          ];
      },
    ),
    table(
      'User',
      [
        ['id', 'i'],
        ['email', 't'],
        ['passwordHash', 't'],
        ['mustChangePassword', 'b'],
        ['createdAt', 'd'],
        ['totpLastStep', 'i'],
        ['disabledAt', 'd'],
      ],
      users.length,
      function* () {
        for (const u of users)
          yield [
            u.id,
            u.email,
            passwordHash,
            u.mustChange,
            iso(u.createdAt),
            0,
            u.disabled ? iso(Math.min(end, u.createdAt + 400 * DAY)) : null,
          ];
      },
    ),
    table(
      'HotelContact',
      [
        ['id', 'i'],
        ['userId', 'i'],
        ['hotelId', 'i'],
        ['contactType', 'i'],
        ['name', 't'],
        ['phone', 't'],
        ['position', 't'],
      ],
      users.length,
      function* () {
        for (const u of users) yield [u.id, u.id, u.hotelId, u.contactType, u.name, u.phone, u.position];
      },
    ),
  );

  tables.push(
    table(
      'Invoice',
      [
        ['id', 'i'],
        ['hotelId', 'i'],
        ['number', 't'],
        ['date', 't'],
        ['dueDate', 't'],
        ['type', 'i'],
        ['description', 't'],
        ['amountCents', 'i'],
      ],
      size.invoices,
      function* () {
        const rnd = streamOf(seed, 'invoices');
        const n = size.invoices;
        const big = size.bigHotelInvoices;
        const others = hotels.length - 1;
        const perYear = new Map();
        const months = [
          'enero',
          'febrero',
          'marzo',
          'abril',
          'mayo',
          'junio',
          'julio',
          'agosto',
          'septiembre',
          'octubre',
          'noviembre',
          'diciembre',
        ];
        for (let i = 0; i < n; i++) {
          // Linear growth: the i-th of n at the square root of its share of the ten years.
          const when = at(Math.sqrt((i + rnd()) / n));
          // Exactly `big` of them, spread over the years, for hotel 1; the others by a skewed draw
          // (a few hotels with many invoices, most with some), never before the hotel joined.
          const isBig = Math.floor(((i + 1) * big) / n) > Math.floor((i * big) / n);
          let hotel = hotels[0];
          if (!isBig && others > 0) {
            hotel = hotels[1 + Math.floor(rnd() ** 1.4 * others)];
            if (hotel.joined > when) hotel = hotels[1 + Math.floor(rnd() * others)];
          }
          const date = day(when);
          const year = date.slice(0, 4);
          const seq = (perYear.get(year) ?? 0) + 1;
          perYear.set(year, seq);
          const type = pickWeighted(rnd, [
            [2, 60],
            [1, 20],
            [0, 12],
            [3, 8],
          ]);
          const month = months[Number(date.slice(5, 7)) - 1];
          const description =
            type === 2
              ? `Cuota de soporte 24x7 y actualizaciones, ${month} de ${year}`
              : type === 1
                ? pick(rnd, [
                    'Implantación y puesta en marcha de Othello',
                    'Formación del personal de recepción (8 horas)',
                    'Migración de datos desde el programa anterior',
                    'Configuración del channel manager y del motor de reservas',
                    'Jornada de consultoría de revenue management',
                  ])
                : type === 0
                  ? pick(rnd, [
                      'Licencia Othello recepción (hasta 120 habitaciones)',
                      'Módulo de restauración y TPV',
                      'Licencia del módulo de eventos y salones',
                      'Ampliación de licencia: 40 habitaciones',
                      'Licencia de firma digital del huésped en tableta',
                    ])
                  : pick(rnd, [
                      'Desplazamiento del técnico',
                      'Lector de tarjetas de habitación',
                      'Impresora de tiques para recepción',
                      'Renovación del certificado de Veri*Factu',
                    ]);
          const cents =
            type === 2
              ? 9_000 + Math.floor(rnd() * 40) * 500
              : type === 0
                ? 150_000 + Math.floor(rnd() * 400_000)
                : type === 1
                  ? 40_000 + Math.floor(rnd() * 200_000)
                  : 3_000 + Math.floor(rnd() * 60_000);
          yield [
            i + 1,
            hotel.id,
            `F${year}-${String(seq).padStart(6, '0')}`,
            date,
            day(when + 30 * DAY),
            type,
            description,
            cents,
          ];
        }
      },
    ),
  );

  tables.push(
    table(
      'News',
      [
        ['id', 'i'],
        ['title', 't'],
        ['date', 't'],
        ['summary', 't'],
        ['body', 't'],
        ['image', 'x'],
        ['imageType', 't'],
        ['link', 't'],
        ['createdAt', 'd'],
        ['updatedAt', 'd'],
        ['status', 't'],
        ['metaDescription', 't'],
        ['imageAlt', 't'],
        ['version', 'i'],
      ],
      size.news,
      function* () {
        const rnd = streamOf(seed, 'news');
        const dir = path.join(root, 'prisma', 'seed-assets', 'news');
        const images = ['booking', 'channel', 'events', 'fair', 'mobile', 'verifactu'].map((name) => ({
          name,
          bytes: readFileSync(path.join(dir, `${name}.png`)),
        }));
        const topics = [
          ['Nueva versión de Othello', 'recepción'],
          ['Veri*Factu', 'facturación'],
          ['Channel manager', 'distribución'],
          ['Motor de reservas', 'venta directa'],
          ['Check-in online', 'recepción'],
          ['Módulo de eventos', 'salones'],
          ['Kit Digital', 'ayudas'],
          ['Formación', 'equipos'],
          ['Soporte 24x7', 'servicio'],
          ['Ferias del sector', 'FITUR'],
        ];
        const sentences = [
          'La actualización llega a todos los clientes con contrato de soporte sin coste adicional.',
          'Los cambios se instalan de madrugada para no interrumpir la operativa de recepción.',
          'Recomendamos revisar la configuración de series de facturación antes del cierre del mes.',
          'El equipo de formación organiza sesiones en línea de una hora para cada departamento.',
          'Los informes del director incorporan la ocupación prevista de los próximos noventa días.',
          'La integración con las principales OTA mantiene tarifas y disponibilidad sincronizadas.',
          'Si tienes dudas, abre una consulta desde la página de soporte y te llamamos.',
          'La firma del huésped en tableta elimina el papel del check-in y guarda el consentimiento.',
        ];
        for (let i = 0; i < size.news; i++) {
          const when = at((i + rnd()) / size.news);
          const [topic, area] = pick(rnd, topics);
          const paragraphs = Array.from(
            { length: 3 + Math.floor(rnd() * 3) },
            () => `<p>${pick(rnd, sentences)} ${pick(rnd, sentences)} ${pick(rnd, sentences)}</p>`,
          ).join('');
          const image = rnd() < 0.6 ? images[i % images.length] : null;
          const status = pickWeighted(rnd, [
            ['published', 95],
            ['draft', 3],
            ['withdrawn', 2],
          ]);
          yield [
            i + 1,
            `${topic}: novedades de ${area} (${day(when).slice(0, 7)})`,
            day(when),
            `<p>${pick(rnd, sentences)}</p>`,
            paragraphs,
            image?.bytes ?? null,
            image ? 'image/png' : '',
            '',
            iso(when),
            iso(when),
            status,
            '',
            image ? `Ilustración: ${image.name}` : '',
            1,
          ];
        }
      },
    ),
  );

  // Enquiries and their mails share one walk: the kinds decide how many mails each has.
  const enquiryKinds = [
    ['contact', 45],
    ['support', 30],
    ['training', 15],
    ['callback', 10],
  ];
  const staffAddress = {
    contact: 'info@millehotel.es',
    training: 'formacion@millehotel.es',
    support: 'soporte@millehotel.es',
    callback: 'comercial@millehotel.es',
  };
  const kindTitle = {
    contact: 'Solicitud de información',
    training: 'Solicitud de formación',
    support: 'Permiso de soporte remoto',
    callback: 'Petición de llamada',
  };
  const enquiryText = [
    'Queremos cambiar el programa de recepción del hotel antes de la temporada de verano. ¿Podéis enviarnos una propuesta?',
    'Necesitamos formación para dos recepcionistas nuevos en el cierre de caja y las facturas rectificativas.',
    'Autorizo la conexión remota para revisar la impresora de tiques de recepción.',
    'Nos interesa el módulo de eventos para un hotel de 80 habitaciones con tres salones.',
    '¿Es compatible Othello con Veri*Factu? Tenemos dudas con las series de facturación.',
    'El channel manager no actualiza la disponibilidad de Booking desde esta mañana.',
  ];
  const enquiries = [];
  {
    const rnd = streamOf(seed, 'enquiries');
    for (let i = 0; i < size.enquiries; i++) {
      // Quadratic growth: about half in the last two years.
      const when = at(Math.cbrt((i + rnd()) / size.enquiries));
      const kind = pickWeighted(rnd, enquiryKinds);
      const first = pick(rnd, FIRST_NAMES);
      const last = pick(rnd, SURNAMES);
      const hotel = hotels[Math.floor(rnd() * hotels.length)];
      const email = kind === 'callback' ? '' : `${slug(first)}.${slug(last)}@${hotel.domain}`;
      const phone = mobile(rnd).replace(/ /g, '');
      const text = pick(rnd, enquiryText);
      const fields =
        kind === 'contact'
          ? { nombre: first, apellidos: last, email, telefono: phone, consulta: text }
          : kind === 'training'
            ? { nombre: first, apellidos: last, email, formacion: text }
            : kind === 'support'
              ? {
                  nombre: first,
                  apellidos: last,
                  hotel: hotel.name,
                  cargoempleado: pick(rnd, ['Recepción', 'Dirección', 'Administración']),
                  email,
                  motivo: text,
                }
              : { nombre: `${first} ${last}`, telefono: phone };
      const age = end - when;
      const state =
        age > 60 * DAY
          ? pickWeighted(rnd, [
              ['answered', 70],
              ['dismissed', 25],
              ['in-progress', 5],
            ])
          : pickWeighted(rnd, [
              ['new', 40],
              ['in-progress', 30],
              ['answered', 25],
              ['dismissed', 5],
            ]);
      const assigneeId = state === 'new' ? null : 1 + Math.floor(rnd() * staff.length);
      const clientHash = createHash('sha256')
        .update(`${seed}:client:${Math.floor(rnd() * 2 ** 31)}`)
        .digest('hex');
      enquiries.push({ id: i + 1, when, kind, fields, email, state, assigneeId, clientHash });
    }
  }
  tables.push(
    table(
      'Enquiry',
      [
        ['id', 'i'],
        ['kind', 't'],
        ['fields', 't'],
        ['email', 't'],
        ['clientHash', 't'],
        ['status', 't'],
        ['createdAt', 'd'],
        ['state', 't'],
        ['assigneeId', 'i'],
      ],
      enquiries.length,
      function* () {
        for (const q of enquiries)
          yield [
            q.id,
            q.kind,
            JSON.stringify(q.fields),
            q.email,
            q.clientHash,
            'received',
            iso(q.when),
            q.state,
            q.assigneeId,
          ];
      },
    ),
  );

  const kinds = mailKinds();
  const enquiryMails = enquiries.reduce((s, q) => s + (q.email ? 2 : 1), 0);
  const extras = Math.max(0, size.outboxMails - enquiryMails);
  tables.push(
    table(
      'OutboxMail',
      [
        ['id', 'i'],
        ['enquiryId', 'i'],
        ['to', 't'],
        ['replyTo', 't'],
        ['subject', 't'],
        ['text', 't'],
        ['status', 't'],
        ['attempts', 'i'],
        ['nextAttemptAt', 'd'],
        ['lastError', 't'],
        ['sentAt', 'd'],
        ['createdAt', 'd'],
        ['secret', 'b'],
        ['authorEmail', 't'],
        ['kind', 't'],
        ['recipient', 't'],
      ],
      Math.min(size.outboxMails, enquiryMails + extras),
      function* () {
        const rnd = streamOf(seed, 'mails');
        let id = 0;
        const mail = (m) => {
          const failed = rnd() < 0.03;
          id += 1;
          return [
            id,
            m.enquiryId ?? null,
            m.to,
            m.replyTo ?? '',
            m.subject,
            m.secret ? '' : m.text,
            failed ? 'failed' : 'sent',
            failed ? 8 : 1,
            iso(m.when),
            failed ? pick(rnd, ['connect ETIMEDOUT', '550 5.1.1 Mailbox does not exist', '421 Try again later']) : '',
            failed ? null : iso(m.when + 2_000 + Math.floor(rnd() * 60_000)),
            iso(m.when),
            Boolean(m.secret),
            m.authorEmail ?? '',
            m.kind,
            // What lib/mail/queue.ts's recipientOf stores: the address in lower case.
            m.to.toLowerCase(),
          ];
        };
        const extraKinds = [
          ['reply', 50],
          ['password-reset', 15],
          ['security-notice', 10],
          ['new-browser', 15],
          ['customer-invitation', 8],
          ['staff-invitation', 1],
          ['other', 1],
        ].filter(([k]) => kinds.includes(k));
        let written = 0;
        for (let i = 0; i < enquiries.length && written < size.outboxMails; i++) {
          const q = enquiries[i];
          const when = q.when;
          const fields = Object.entries(q.fields)
            .map(([k, v]) => `${k}: ${v}`)
            .join('\n');
          yield mail({
            kind: 'enquiry-staff',
            enquiryId: q.id,
            to: staffAddress[q.kind],
            replyTo: q.email,
            subject: `[Web] ${kindTitle[q.kind]} n.º ${q.id}`,
            text: `${kindTitle[q.kind]} recibida desde la web (n.º ${q.id}).\n\n${fields}\n\nConsulta la ficha con: npm run staff -- enquiries show ${q.id}\n`,
            when,
          });
          written += 1;
          if (q.email && written < size.outboxMails) {
            yield mail({
              kind: 'enquiry-visitor',
              enquiryId: q.id,
              to: q.email,
              subject: `Hemos recibido tu solicitud (n.º ${q.id})`,
              text: `Hola:\n\nGracias por escribirnos. Hemos recibido tu ${kindTitle[q.kind].toLowerCase()} con el número ${q.id} y te responderemos lo antes posible, normalmente en un día laborable.\n\nSi no has sido tú quien la ha enviado, ignora este mensaje.\n\nMille Hotel Software\n`,
              when,
            });
            written += 1;
          }
          const due = Math.floor(((i + 1) * extras) / enquiries.length) - Math.floor((i * extras) / enquiries.length);
          for (let k = 0; k < due && written < size.outboxMails; k++) {
            const kind = pickWeighted(rnd, extraKinds);
            const later = when + Math.floor(rnd() * 3_600_000);
            const user = users[Math.floor(rnd() * users.length)];
            const member = staff[Math.floor(rnd() * staff.length)];
            yield kind === 'reply'
              ? mail({
                  kind,
                  enquiryId: q.id,
                  to: q.email || staffAddress[q.kind],
                  subject: `Re: ${kindTitle[q.kind]} n.º ${q.id}`,
                  text: `Hola:\n\nGracias por tu consulta. ${pick(rnd, enquiryText)}\n\nUn saludo,\n${member.name}\nMille Hotel Software\n`,
                  authorEmail: member.email,
                  when: later,
                })
              : mail({
                  kind,
                  to: kind === 'staff-invitation' ? member.email : user.email,
                  subject:
                    kind === 'password-reset'
                      ? 'Restablece tu contraseña del área de clientes'
                      : kind === 'new-browser'
                        ? 'Nuevo inicio de sesión en tu cuenta'
                        : kind === 'security-notice'
                          ? 'Ha cambiado el acceso a tu cuenta'
                          : kind === 'customer-invitation'
                            ? 'Te damos acceso al área de clientes'
                            : kind === 'staff-invitation'
                              ? 'Invitación a la gestión de Mille'
                              : 'Aviso de Mille Hotel Software',
                  text: `Hola:\n\nTe escribimos por un cambio en tu cuenta (${kind}). Si no has sido tú, llámanos.\n\nMille Hotel Software\n`,
                  secret: kind === 'password-reset' || kind.endsWith('invitation'),
                  when: later,
                });
            written += 1;
          }
        }
      },
    ),
  );

  tables.push(
    table(
      'AuditEntry',
      [
        ['id', 'i'],
        ['at', 'd'],
        ['actorId', 'i'],
        ['actorEmail', 't'],
        ['action', 't'],
        ['objectType', 't'],
        ['objectId', 't'],
        ['changes', 't'],
        ['client', 't'],
      ],
      size.auditEntries,
      function* () {
        const rnd = streamOf(seed, 'audit');
        const weighted = actions.map((a) => [a, ACTION_WEIGHTS[a] ?? 1]);
        const total = weighted.reduce((s, [, w]) => s + w, 0);
        const offices = Array.from({ length: 6 }, (_, k) => `83.${40 + k}.${17 * k + 3}.${100 + k}`);
        const n = size.auditEntries;
        for (let i = 0; i < n; i++) {
          const f = Math.cbrt((i + rnd()) / n);
          const when = at(f);
          const action = pickWeighted(rnd, weighted, total);
          const member = staff[Math.floor(rnd() * staff.length)];
          // The objects of that time: an enquiry, an invoice… whose id is about where `f` puts it.
          const near = (count, share) => String(Math.max(1, Math.min(count, Math.ceil(count * share))));
          let objectType = '';
          let objectId = '';
          let changes = {};
          const domain = action.split('.')[0];
          if (domain === 'staff') {
            objectType = 'personal';
            objectId = String(member.id);
            if (action === 'staff.sign-in') changes = { method: rnd() < 0.8 ? 'totp' : 'passkey' };
          } else if (domain === 'enquiry') {
            objectType = 'consulta';
            objectId = near(enquiries.length, f ** 3);
            if (action === 'enquiry.status')
              changes = {
                state: pick(rnd, [
                  ['new', 'in-progress'],
                  ['in-progress', 'answered'],
                  ['new', 'dismissed'],
                ]),
              };
            else if (action === 'enquiry.assigned') changes = { assigneeId: ['', String(member.id)] };
            else if (action === 'enquiry.exported') changes = { rows: String(100 + Math.floor(rnd() * 5000)) };
          } else if (domain === 'invoice') {
            objectType = 'factura';
            objectId = near(size.invoices, f ** 2);
            if (action === 'invoice.imported')
              changes = {
                added: String(20 + Math.floor(rnd() * 400)),
                fichero: `facturas-${day(when).slice(0, 7)}.csv`,
              };
          } else if (domain === 'hotel') {
            objectType = 'hotel';
            objectId = String(1 + Math.floor(rnd() * hotels.length));
            if (action === 'hotel.updated') changes = { phone: [mobile(rnd), mobile(rnd)] };
          } else if (domain === 'customer') {
            objectType = 'usuario';
            objectId = String(1 + Math.floor(rnd() * users.length));
          } else if (domain === 'contact') {
            objectType = 'contacto';
            objectId = String(1 + Math.floor(rnd() * users.length));
            if (action === 'contact.updated') changes = { position: ['Recepcionista', 'Jefe de recepción'] };
          } else if (domain === 'news') {
            objectType = 'noticia';
            objectId = String(1 + Math.floor(rnd() * size.news));
          } else if (domain === 'mail') {
            objectType = 'correo';
            objectId = near(size.outboxMails, f ** 3);
          }
          yield [
            i + 1,
            iso(when),
            action === 'staff.sign-in-failed' ? null : member.id,
            action === 'staff.sign-in-failed' ? `${pick(rnd, ['admin', 'info', 'test'])}@millehotel.es` : member.email,
            action,
            objectType,
            objectId,
            JSON.stringify(changes),
            pick(rnd, offices),
          ];
        }
      },
    ),
  );
  tables.push(...supportTables({ seed, size, hotels, users, staff, at, end }));

  return {
    size,
    tables,
    manifest: {
      version: GENERATOR_VERSION,
      factor,
      seed,
      today,
      bigHotel: {
        id: 1,
        taxId: hotels[0].taxId,
        name: hotels[0].name,
        invoices: size.bigHotelInvoices,
        cases: size.bigHotelCases,
      },
      bigHotelContact: users[0].email,
      /** Enquiries received before each retention period (months → count), for the report. */
      enquiriesBefore: Object.fromEntries(
        [24, 12].map((months) => {
          const cutoff = new Date(end);
          cutoff.setUTCMonth(cutoff.getUTCMonth() - months);
          return [months, enquiries.filter((q) => q.when < cutoff.getTime()).length];
        }),
      ),
    },
  };
}

// ---------------------------------------------------------------------------------------------
// Support cases (issue: support centre): ten years of them, hotel 1 with `bigHotelCases`

const CASE_SUBJECTS = [
  ['incidencia', 'No imprime las facturas en recepción'],
  ['incidencia', 'El TPV del restaurante no conecta con Othello'],
  ['incidencia', 'El channel manager no actualiza la disponibilidad'],
  ['incidencia', 'Error al cerrar la caja del día'],
  ['incidencia', 'La app móvil no sincroniza las reservas'],
  ['consulta', 'Cómo cambiar las tarifas de temporada alta'],
  ['consulta', 'Exportar el listado de clientes a Excel'],
  ['consulta', 'Configurar una nueva forma de pago'],
  ['formacion', 'Formación para dos recepcionistas nuevos'],
  ['formacion', 'Repaso del módulo de eventos y salones'],
  ['facturacion', 'Duda sobre la cuota de soporte'],
  ['facturacion', 'Cambiar los datos fiscales de las facturas'],
];
const CASE_AREAS = [
  'othello',
  'terminal-punto-de-venta',
  'back-office',
  'motor-onetbooking',
  'eventos-y-salones',
  'aplicaciones-moviles',
  'aplicaciones-web',
  'channel-manager',
  'kit-digital',
  'verifactu',
  'integraciones-terceros',
  'otro',
];
const HOUR = 3_600_000;

/**
 * SupportCase, its CaseStateChange history, CaseMessage thread and CaseFollower (the opener), in
 * step with each other: a case older than a month is resolved or closed, a recent one in any
 * state; ids follow time. Built up front (the counts of the dependent tables are known then).
 */
function supportTables({ seed, size, hotels, users, staff, at, end }) {
  const rnd = streamOf(seed, 'support');
  const n = size.supportCases;
  const big = size.bigHotelCases;
  const others = hotels.length - 1;
  const technicians = staff.filter((s) => s.role === 'support');
  const cases = [];
  for (let i = 0; i < n; i++) {
    const opened = at(Math.sqrt((i + rnd()) / n));
    const isBig = Math.floor(((i + 1) * big) / n) > Math.floor((i * big) / n);
    const hotel = isBig || others === 0 ? hotels[0] : hotels[1 + Math.floor(rnd() ** 1.4 * others)];
    // Users 1..hotels are the hotels' billing contacts, user id = hotel id.
    const opener = users[hotel.id - 1];
    const [category, subject] = pick(rnd, CASE_SUBJECTS);
    const priority = pickWeighted(rnd, [
      ['critica', 5],
      ['alta', 20],
      ['media', 50],
      ['baja', 25],
    ]);
    const recent = end - opened < 30 * DAY;
    let state = recent
      ? pickWeighted(rnd, [
          ['nueva', 15],
          ['en_curso', 30],
          ['esperando_cliente', 15],
          ['resuelta', 30],
          ['cerrada', 10],
        ])
      : rnd() < 0.85
        ? 'cerrada'
        : 'resuelta';
    const clamp = (ms) => Math.min(end, ms);
    const firstResponse = clamp(opened + Math.floor((0.1 + rnd() * 6) * HOUR));
    const resolved = clamp(firstResponse + Math.floor((1 + rnd() * 120) * HOUR));
    const closed = clamp(resolved + Math.floor((1 + rnd() * 7 * 24) * HOUR));
    if (firstResponse >= end) state = 'nueva';
    const changes = [];
    const messages = [];
    const handler = state === 'nueva' ? null : pick(rnd, technicians);
    if (state !== 'nueva') {
      changes.push(['nueva', 'en_curso', firstResponse]);
      messages.push([handler, firstResponse, 'Gracias por avisarnos: lo estamos revisando.']);
    }
    if (state === 'esperando_cliente') {
      changes.push(['en_curso', 'esperando_cliente', firstResponse]);
    } else if (state === 'resuelta' || state === 'cerrada') {
      const middle = Math.floor((firstResponse + resolved) / 2);
      messages.push([null, middle, 'Sigue pasando de vez en cuando, adjunto el detalle.']);
      messages.push([handler, resolved, 'Corregido: lo damos por resuelto. Cualquier cosa, responde aquí.']);
      changes.push(['en_curso', 'resuelta', resolved]);
      if (state === 'cerrada') changes.push(['resuelta', 'cerrada', closed]);
    }
    const last = Math.max(opened, ...changes.map((c) => c[2]), ...messages.map((m) => m[1]));
    const rated = (state === 'resuelta' || state === 'cerrada') && rnd() < 0.4;
    cases.push({
      id: i + 1,
      hotelId: hotel.id,
      opener,
      category,
      area: pick(rnd, CASE_AREAS),
      priority,
      state,
      subject,
      handler,
      opened,
      last,
      firstResponse: state === 'nueva' ? null : firstResponse,
      resolved: state === 'resuelta' || state === 'cerrada' ? resolved : null,
      closed: state === 'cerrada' ? closed : null,
      rating: rated
        ? pickWeighted(rnd, [
            [5, 50],
            [4, 30],
            [3, 12],
            [2, 5],
            [1, 3],
          ])
        : null,
      changes,
      messages,
    });
  }
  const isoOrNull = (ms) => (ms === null ? null : iso(ms));
  return [
    table(
      'SupportCase',
      [
        ['id', 'i'],
        ['hotelId', 'i'],
        ['openedById', 'i'],
        ['openedByName', 't'],
        ['category', 't'],
        ['productArea', 't'],
        ['priority', 't'],
        ['state', 't'],
        ['subject', 't'],
        ['description', 't'],
        ['handlerId', 'i'],
        ['createdAt', 'd'],
        ['updatedAt', 'd'],
        ['firstResponseAt', 'd'],
        ['resolvedAt', 'd'],
        ['closedAt', 'd'],
        ['rating', 'i'],
        ['ratingComment', 't'],
      ],
      cases.length,
      function* () {
        for (const c of cases)
          yield [
            c.id,
            c.hotelId,
            c.opener.id,
            c.opener.name,
            c.category,
            c.area,
            c.priority,
            c.state,
            c.subject,
            `${c.subject}. Nos pasa desde esta mañana en recepción; hemos reiniciado el equipo y sigue igual.`,
            c.handler?.id ?? null,
            iso(c.opened),
            iso(c.last),
            isoOrNull(c.firstResponse),
            isoOrNull(c.resolved),
            isoOrNull(c.closed),
            c.rating,
            '',
          ];
      },
    ),
    table(
      'CaseStateChange',
      [
        ['caseId', 'i'],
        ['from', 't'],
        ['to', 't'],
        ['at', 'd'],
        ['byStaffId', 'i'],
      ],
      cases.reduce((sum, c) => sum + c.changes.length, 0),
      function* () {
        for (const c of cases)
          for (const [from, to, when] of c.changes) yield [c.id, from, to, iso(when), c.handler?.id ?? null];
      },
    ),
    table(
      'CaseMessage',
      [
        ['caseId', 'i'],
        ['authorUserId', 'i'],
        ['authorStaffId', 'i'],
        ['authorName', 't'],
        ['text', 't'],
        ['internal', 'b'],
        ['createdAt', 'd'],
      ],
      cases.reduce((sum, c) => sum + c.messages.length, 0),
      function* () {
        for (const c of cases)
          for (const [member, when, text] of c.messages)
            yield [
              c.id,
              member ? null : c.opener.id,
              member?.id ?? null,
              member ? member.name : c.opener.name,
              text,
              false,
              iso(when),
            ];
      },
    ),
    table(
      'CaseFollower',
      [
        ['caseId', 'i'],
        ['userId', 'i'],
      ],
      cases.length,
      function* () {
        for (const c of cases) yield [c.id, c.opener.id];
      },
    ),
  ];
}

// ---------------------------------------------------------------------------------------------
// Writers

/** The project's migrations (the server's migrator) and the demo password's hash, via tsx. */
export function prepare(url) {
  const out = execFileSync(
    path.join(root, 'node_modules', '.bin', 'tsx'),
    ['--conditions=react-server', path.join(root, 'scripts', 'bench', 'scale-prepare.ts'), url],
    { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] },
  );
  return JSON.parse(out.trim().split('\n').pop());
}

const sqliteValue = (kind, v) =>
  v === null || v === undefined ? null : kind === 'b' ? (v ? 1 : 0) : kind === 'd' ? v.replace('Z', '+00:00') : v;

/** Writes the tables into a fresh SQLite file (replaced if there). Returns rows per table. */
export async function writeSqlite(file, data, { log = () => {} } = {}) {
  const { default: Database } = await import('better-sqlite3');
  for (const suffix of ['', '-wal', '-shm']) rmSync(`${file}${suffix}`, { force: true });
  prepare(`file:${file}`);
  const conn = new Database(file);
  const counts = {};
  try {
    conn.pragma('journal_mode = OFF');
    conn.pragma('synchronous = OFF');
    conn.pragma('cache_size = -200000');
    for (const t of data.tables) {
      const started = Date.now();
      const names = t.columns.map(([c]) => `"${c}"`).join(', ');
      const one = `(${t.columns.map(() => '?').join(', ')})`;
      const CHUNK = 500;
      const full = conn.prepare(`INSERT INTO "${t.name}" (${names}) VALUES ${Array(CHUNK).fill(one).join(', ')}`);
      const single = conn.prepare(`INSERT INTO "${t.name}" (${names}) VALUES ${one}`);
      let buffer = [];
      let rows = 0;
      let pending = 0;
      conn.exec('BEGIN');
      for (const row of t.rows()) {
        for (let c = 0; c < row.length; c++) buffer.push(sqliteValue(t.columns[c][1], row[c]));
        rows += 1;
        if (++pending === CHUNK) {
          full.run(buffer);
          buffer = [];
          pending = 0;
          if (rows % 50_000 === 0) {
            conn.exec('COMMIT');
            conn.exec('BEGIN');
          }
        }
      }
      const width = t.columns.length;
      for (let r = 0; r < pending; r++) single.run(buffer.slice(r * width, (r + 1) * width));
      conn.exec('COMMIT');
      counts[t.name] = rows;
      log(`sqlite ${t.name}: ${rows} rows in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    }
    conn.exec('ANALYZE');
    conn.pragma('journal_mode = WAL');
  } finally {
    conn.close();
  }
  return counts;
}

const PG_ARRAY = { i: 'int4[]', t: 'text[]', d: 'timestamp(3)[]', b: 'bool[]', x: 'bytea[]' };

/**
 * Writes the tables into the PostgreSQL database `url` names, dropped and created afresh (the
 * cluster's `postgres` database is used to do so). Batches of 5,000 rows as one INSERT … SELECT
 * FROM unnest(arrays): one statement, a dozen parameters.
 */
export async function writePostgres(url, data, { log = () => {} } = {}) {
  const { default: pg } = await import('pg');
  const name = databaseName(url);
  await withClient(
    url,
    async (admin) => {
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.query(`CREATE DATABASE ${name}`);
    },
    { admin: true },
  );
  prepare(url);
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const counts = {};
  try {
    await client.query('SET synchronous_commit = off');
    for (const t of data.tables) {
      const started = Date.now();
      const names = t.columns.map(([c]) => `"${c}"`).join(', ');
      const sql = `INSERT INTO "${t.name}" (${names}) SELECT * FROM unnest(${t.columns.map(([, k], i) => `$${i + 1}::${PG_ARRAY[k]}`).join(', ')})`;
      const BATCH = t.name === 'News' ? 100 : 5_000;
      let columns = t.columns.map(() => []);
      let rows = 0;
      const flush = async () => {
        if (columns[0].length) await client.query(sql, columns);
        columns = t.columns.map(() => []);
      };
      await client.query('BEGIN');
      for (const row of t.rows()) {
        for (let c = 0; c < row.length; c++) columns[c].push(row[c] ?? null);
        rows += 1;
        if (columns[0].length === BATCH) await flush();
      }
      await flush();
      await client.query('COMMIT');
      // Explicit ids: move the table's sequence past them (a table without an id has none).
      if (t.columns.some(([c]) => c === 'id'))
        await client.query(
          `SELECT setval(pg_get_serial_sequence('"${t.name}"', 'id'), (SELECT COALESCE(MAX(id), 0) + 1 FROM "${t.name}"), false)`,
        );
      counts[t.name] = rows;
      log(`postgres ${t.name}: ${rows} rows in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    }
    await client.query('ANALYZE');
  } finally {
    await client.end();
  }
  return counts;
}

/** A short key of what was generated: a cached data set is reused only when it matches. */
export function manifestKey(manifest) {
  return createHash('sha256').update(JSON.stringify(manifest)).digest('hex').slice(0, 16);
}

/** Today in UTC, YYYY-MM-DD: the default end of the ten years. */
export const todayUtc = () => new Date().toISOString().slice(0, 10);

/**
 * Generates the data set into the SQLite file and/or the PostgreSQL database given, and records
 * what was generated (the manifest, with the seconds each took) beside it: `<file>.json` for
 * SQLite, the database's comment for PostgreSQL (readManifest reads them back).
 */
export async function generate({ sqlite, postgres, factor = 1, seed = 28, today = todayUtc(), log = () => {} }) {
  // The hash comes from the migrated database; PostgreSQL alone: make its database first (the
  // writer makes it again, empty), as the migrator needs one to connect to.
  if (!sqlite)
    await withClient(
      postgres,
      async (admin) => {
        await admin.query(`DROP DATABASE IF EXISTS ${databaseName(postgres)} WITH (FORCE)`);
        await admin.query(`CREATE DATABASE ${databaseName(postgres)}`);
      },
      { admin: true },
    );
  const { passwordHash } = prepare(sqlite ? `file:${sqlite}` : postgres);
  const build = () => dataset({ factor, seed, today, passwordHash });
  const { manifest } = build();
  const out = { ...manifest, key: manifestKey(manifest) };
  if (sqlite) {
    const t0 = Date.now();
    const counts = await writeSqlite(path.resolve(sqlite), build(), { log });
    out.sqliteSeconds = Math.round((Date.now() - t0) / 100) / 10;
    log(`SQLite ${sqlite}: ${out.sqliteSeconds} s`, counts);
    writeFileSync(`${path.resolve(sqlite)}.json`, `${JSON.stringify(out, null, 2)}\n`);
  }
  if (postgres) {
    const t0 = Date.now();
    const counts = await writePostgres(postgres, build(), { log });
    out.postgresSeconds = Math.round((Date.now() - t0) / 100) / 10;
    log(`PostgreSQL ${postgres.replace(/\/\/[^@]*@/, '//***@')}: ${out.postgresSeconds} s`, counts);
    await withClient(postgres, (c) =>
      c.query(`COMMENT ON DATABASE ${databaseName(postgres)} IS '${JSON.stringify(out).replace(/'/g, "''")}'`),
    );
  }
  return out;
}

/** What `generate` recorded for a SQLite file or PostgreSQL database, or null (none, or gone). */
export async function readManifest(target) {
  try {
    if (!/^postgres(ql)?:/.test(target)) return JSON.parse(readFileSync(`${path.resolve(target)}.json`, 'utf8'));
    return await withClient(target, async (c) => {
      const { rows } = await c.query('SELECT shobj_description(oid, $1) AS d FROM pg_database WHERE datname = $2', [
        'pg_database',
        databaseName(target),
      ]);
      return rows[0]?.d ? JSON.parse(rows[0].d) : null;
    });
  } catch {
    return null;
  }
}

function databaseName(url) {
  const name = decodeURIComponent(new URL(url).pathname.slice(1));
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`a plain database name is needed: ${name}`);
  return name;
}

/** Runs `work` with a client connected to `url` (or, with `admin`, to the cluster's postgres database). */
export async function withClient(url, work, { admin = false } = {}) {
  const { default: pg } = await import('pg');
  const target = new URL(url);
  if (admin) target.pathname = '/postgres';
  const client = new pg.Client({ connectionString: target.toString() });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

async function cli(argv) {
  const arg = (name) => {
    const i = argv.indexOf(`--${name}`);
    return i >= 0 ? argv[i + 1] : undefined;
  };
  const sqlite = arg('sqlite');
  const postgres = arg('postgres');
  if (!sqlite && !postgres) {
    console.error(
      'usage: node scripts/bench/scale-data.mjs --sqlite FILE [--postgres postgresql://…/DB] [--factor 1] [--seed 28] [--today YYYY-MM-DD]',
    );
    return 2;
  }
  const out = await generate({
    sqlite,
    postgres,
    factor: Number(arg('factor') ?? 1),
    seed: Number(arg('seed') ?? 28),
    today: arg('today') ?? todayUtc(),
    log: (...a) => console.error('[scale-data]', ...a),
  });
  console.log(JSON.stringify(out));
  return 0;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  process.exitCode = await cli(process.argv.slice(2));
}
