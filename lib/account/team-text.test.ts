// The team tab's sentences as they read (team-text.ts) and when the tab offers a billing contact
// to step down (team-types.ts).
import { describe, expect, it } from 'vitest';
import { soleBillingContact, type TeamMemberDto } from './team-types';
import { invitedMessage, teamRole, typeChangedMessage } from './team-text';

describe('the team’s sentences', () => {
  it('names a type as a person is it', () => {
    expect(teamRole(1)).toBe('contacto de facturación');
    expect(teamRole(2)).toBe('otro contacto');
  });

  it('a new person is sent an invitation; an existing account is in the team already', () => {
    expect(invitedMessage('ana@hotel.es', 'Hotel Atlántico', 2, false)).toBe(
      'Le hemos enviado una invitación a ana@hotel.es para unirse al equipo de Hotel Atlántico como otro contacto.',
    );
    expect(invitedMessage('ana@hotel.es', 'Hotel Atlántico', 1, true)).toBe(
      'ana@hotel.es está en el equipo de Hotel Atlántico como contacto de facturación; le hemos avisado por correo.',
    );
  });

  it('a type changed, or already so', () => {
    expect(typeChangedMessage('Ana Prueba', 'Hotel Atlántico', 1, true)).toBe(
      'Ana Prueba es ahora contacto de facturación de Hotel Atlántico.',
    );
    expect(typeChangedMessage('Ana Prueba', 'Hotel Atlántico', 2, true)).toBe(
      'Ana Prueba es ahora otro contacto de Hotel Atlántico.',
    );
    expect(typeChangedMessage('Ana Prueba', 'Hotel Atlántico', 1, false)).toBe(
      'Ana Prueba ya era contacto de facturación.',
    );
  });
});

describe('the hotel’s only billing contact', () => {
  const member = (id: number, tipo: number): TeamMemberDto => ({
    id,
    nombre: `P${id}`,
    puesto: '',
    tipo,
    email: `p${id}@hotel.es`,
    ultimo_acceso: null,
    segundo_factor: false,
    invitacion_pendiente: false,
    tu: id === 1,
  });

  it('is the one billing contact of the team, and only while alone', () => {
    const alone = { miembros: [member(1, 1), member(2, 2), member(3, 2)] };
    expect(alone.miembros.map((m) => soleBillingContact(alone, m))).toEqual([true, false, false]);
    const two = { miembros: [member(1, 1), member(2, 1), member(3, 2)] };
    expect(two.miembros.map((m) => soleBillingContact(two, m))).toEqual([false, false, false]);
  });
});
