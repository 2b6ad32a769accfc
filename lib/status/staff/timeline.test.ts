// The timeline's note on each update's mail says what was queued, not what was asked.
import { describe, expect, it } from 'vitest';
import { noticeAudit, noticeNote } from './timeline';

describe('noticeNote', () => {
  it('counts the subscribers the mail was queued for', () => {
    expect(noticeNote({ notify: true, mailed: 3 })).toBe('aviso a 3 suscriptores');
    expect(noticeNote({ notify: true, mailed: 1 })).toBe('aviso a 1 suscriptor');
  });

  it('says so when there was nobody to tell, and says nothing when no mail was asked for', () => {
    expect(noticeNote({ notify: true, mailed: 0 })).toBe('sin suscriptores a los que avisar');
    expect(noticeNote({ notify: false, mailed: null })).toBeNull();
  });

  it('claims no count for an update written before counts were kept', () => {
    expect(noticeNote({ notify: true, mailed: null })).toBe('aviso pedido a los suscriptores (no consta a cuántos)');
  });
});

describe('noticeAudit', () => {
  it('records whom the mail reached, not that it was asked for', () => {
    expect(noticeAudit(false, 0)).toBe('no');
    expect(noticeAudit(true, 0)).toBe('nadie (sin suscriptores)');
    expect(noticeAudit(true, 1)).toBe('1 suscriptor');
    expect(noticeAudit(true, 4)).toBe('4 suscriptores');
  });
});
