// The audit page's filter choices come from the lists the code keeps (labels.ts), never from the
// trail, which holds a million entries at a vendor's size: reading its distinct values took the
// whole service down.
import { describe, expect, it } from 'vitest';
import { db } from '@/lib/db';
import { ACTION_LABELS, actionLabel, AUDIT_OBJECT_TYPES, objectTypeLabel } from './labels';
import { auditVocabulary, recordAudit } from './trail';

describe("the audit page's filter choices", () => {
  it('are every action the code records and every kind of object, whatever the trail holds', async () => {
    // Not in the trail yet: offered all the same. An entry of an action no code records any more: not offered.
    await db().auditEntry.create({ data: { action: 'legacy.action', objectType: 'legado' } });
    await recordAudit({ actor: null, action: 'news.created', objectType: 'noticia', objectId: 1 });
    const choices = auditVocabulary();
    // Read from no table: the choices are there before any query could answer.
    expect(choices).not.toBeInstanceOf(Promise);
    expect([...choices.actions].sort()).toEqual(Object.keys(ACTION_LABELS).sort());
    expect([...choices.objectTypes].sort()).toEqual([...AUDIT_OBJECT_TYPES].sort());
    expect(choices.objectTypes).not.toContain('legado');
    expect(choices.actions).not.toContain('legacy.action');
    // Ordered as the page shows them: by their Spanish names.
    const labels = choices.actions.map(actionLabel);
    expect(labels).toEqual([...labels].sort((a, b) => a.localeCompare(b, 'es')));
    // Every kind of object has its words, and is offered by them, in their order.
    const kinds = choices.objectTypes.map(objectTypeLabel);
    expect(kinds.filter((k, i) => k === choices.objectTypes[i])).toEqual([]);
    expect(kinds).toEqual([...kinds].sort((a, b) => a.localeCompare(b, 'es')));
    expect(objectTypeLabel('acceso-remoto')).toBe('Permiso de acceso remoto');
    expect(objectTypeLabel('version-producto')).toBe('Versión de producto');
  });
});
