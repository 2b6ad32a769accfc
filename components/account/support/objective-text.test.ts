// The response targets as the customer reads them, with the real Spanish messages: a date to answer
// by, due soon, met, late, and in pause while the case waits for the customer.
import { createTranslator } from 'next-intl';
import { describe, expect, it } from 'vitest';
import es from '@/messages/es.json';
import { madridTime } from '@/lib/format/intl';
import type { ObjectiveTargetDto } from '@/lib/support/objective';
import { currentTarget, objectiveSentence } from './objective-text';

const t = createTranslator({ locale: 'es', messages: es, namespace: 'Support' }) as unknown as (
  key: string,
  values?: Record<string, string>,
) => string;
const moment = (iso: string) => madridTime(new Date(iso), 'long', 'short');
const target = (estado: ObjectiveTargetDto['estado'], limite: string | null): ObjectiveTargetDto => ({
  estado,
  limite,
  plazo: '4 h laborables',
  horario_laboral: true,
  minutos_restantes: null,
});

describe('the response targets in plain Spanish', () => {
  it('says what is due by when, and how it went', () => {
    const due = '2026-12-02T13:00:00.000Z';
    expect(objectiveSentence('Primera respuesta', target('en_plazo', due), t, moment)).toBe(
      'Primera respuesta antes del 2 de diciembre de 2026 a las 14:00',
    );
    expect(objectiveSentence('Primera respuesta', target('vence_pronto', due), t, moment)).toBe(
      'Primera respuesta antes del 2 de diciembre de 2026 a las 14:00: vence en menos de una hora',
    );
    expect(objectiveSentence('Primera respuesta', target('cumplido', null), t, moment)).toBe(
      'Primera respuesta: objetivo cumplido',
    );
    expect(objectiveSentence('Resolución', target('fuera_de_plazo', due), t, moment)).toBe(
      'Resolución: fuera de plazo (vencía el 2 de diciembre de 2026 a las 14:00)',
    );
    expect(objectiveSentence('Resolución', target('pausado', null), t, moment)).toBe(
      'Resolución: en pausa mientras esperamos tu respuesta',
    );
  });

  it('says a first response no longer applies once the case ended with no reply, not that it was met', () => {
    const closedUnanswered: ObjectiveTargetDto = { ...target('cumplido', null), no_aplica: true };
    const sentence = objectiveSentence('Primera respuesta', closedUnanswered, t, moment);
    expect(sentence).toBe('Primera respuesta: cerrado sin respuesta, el objetivo ya no aplica');
    expect(sentence).not.toContain('cumplido');
  });

  it('says the resolution no longer applies when the customer closed the case before any reply', () => {
    const closedUnanswered: ObjectiveTargetDto = { ...target('cumplido', null), no_aplica: true };
    const objective = { primera_respuesta: closedUnanswered, resolucion: closedUnanswered };
    expect(currentTarget(objective)).toBe('resolucion');
    const sentence = objectiveSentence('Resolución', objective.resolucion, t, moment);
    expect(sentence).toBe('Resolución: cerrado sin respuesta, el objetivo ya no aplica');
    expect(sentence).not.toContain('cumplido');
  });

  it('the list shows the first response until it is given, then the resolution', () => {
    const due = '2026-12-02T13:00:00.000Z';
    expect(currentTarget({ primera_respuesta: target('en_plazo', due), resolucion: target('en_plazo', due) })).toBe(
      'primera_respuesta',
    );
    expect(currentTarget({ primera_respuesta: target('cumplido', null), resolucion: target('pausado', null) })).toBe(
      'resolucion',
    );
  });
});
