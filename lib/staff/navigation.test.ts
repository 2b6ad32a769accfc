// Every page of the back office is in the access table: a page of the panel belongs to a section
// and asks requireStaffPage for its own address (so its section's action is checked), the others
// are the sign-in pages. A page added without a section fails here, and opens for no one.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { canOpen, menuOf, SECTIONS, sectionOf, SIGN_IN_PAGES } from './navigation';
import { STAFF_ROLES } from './roles';

const root = path.resolve(__dirname, '../../app/(staff)/gestion');

/** Every page.tsx under app/(staff)/gestion with its address (route groups left out) and whether it is in the panel. */
function pageFiles(dir = root): { file: string; route: string; panel: boolean }[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return pageFiles(full);
    if (entry.name !== 'page.tsx') return [];
    const folders = path.relative(root, dir).split(path.sep).filter(Boolean);
    const route = ['/gestion', ...folders.filter((f) => !/^\(.*\)$/.test(f))].join('/');
    return [{ file: path.relative(root, full), route, panel: folders[0] === '(panel)' }];
  });
}

describe('the back office access table', () => {
  const pages = pageFiles();

  it('finds the pages', () => {
    expect(pages.length).toBeGreaterThan(20);
    expect(pages.map((p) => p.route)).toContain('/gestion/facturas/importar/[id]');
  });

  it.each(pages.filter((p) => p.panel).map((p) => [p.route, p] as const))(
    '%s belongs to a section and checks it',
    (route, page) => {
      expect(sectionOf(route), `${page.file}: no section in lib/staff/navigation.ts covers ${route}`).toBeDefined();
      const text = readFileSync(path.join(root, page.file), 'utf8');
      expect(text, `${page.file} must call requireStaffPage('${route}')`).toContain(`requireStaffPage('${route}')`);
    },
  );

  it('has only the sign-in pages outside the panel', () => {
    expect(
      pages
        .filter((p) => !p.panel)
        .map((p) => p.route)
        .sort(),
    ).toEqual([...SIGN_IN_PAGES].sort());
  });

  it('covers a section with the pages under it, the panel only itself', () => {
    expect(sectionOf('/gestion/facturas/importar/[id]')?.action).toBe('invoices.manage');
    expect(sectionOf('/gestion/mi-cuenta')?.action).toBe('dashboard');
    expect(sectionOf('/gestion')?.action).toBe('dashboard');
    expect(sectionOf('/gestion/nueva-seccion')).toBeUndefined();
    expect(sectionOf('/gestion/facturasx')).toBeUndefined();
  });

  it("puts a page in the innermost section that covers it, whatever the rows' order", () => {
    expect(sectionOf('/gestion/soporte')?.action).toBe('cases.work');
    expect(sectionOf('/gestion/soporte/[id]')?.action).toBe('cases.work');
    expect(sectionOf('/gestion/soporte/respuestas')?.action).toBe('cases.work');
    expect(sectionOf('/gestion/soporte/accesos')?.action).toBe('remote.access');
    expect(sectionOf('/gestion/soporte/accesos/[id]')?.action).toBe('remote.access');
  });

  it('names each section once', () => {
    expect(new Set(SECTIONS.map((s) => s.href)).size).toBe(SECTIONS.length);
  });
});

describe('canOpen', () => {
  it('answers as requireStaffPage would for a real address, whatever its query', () => {
    expect(canOpen('technician', '/gestion/hoteles/1')).toBe(false);
    expect(canOpen('technician', '/gestion/productos/hoteles/1')).toBe(true);
    expect(canOpen('technician', '/gestion/soporte/accesos/4?x=1')).toBe(true);
    expect(canOpen('technician', '/gestion/facturas/3')).toBe(false);
    expect(canOpen('support', '/gestion/hoteles/1')).toBe(true);
    expect(canOpen('support', '/gestion/productos/hoteles/1')).toBe(false);
    expect(canOpen('editor', '/gestion/soporte/accesos/4')).toBe(false);
    expect(canOpen('admin', '/gestion/nueva-seccion')).toBe(false);
    expect(canOpen('nobody', '/gestion')).toBe(false);
  });
});

describe('the back office menu', () => {
  const seen = (role: string) => menuOf(role).map((g) => [g.label, g.sections.map((s) => s.label)]);

  it("groups an administrator's sections under four headings, the panel first", () => {
    expect(seen('admin')).toEqual([
      [null, ['Panel']],
      ['Clientes', ['Consultas', 'Hoteles', 'Usuarios', 'Facturas']],
      ['Soporte', ['Casos de soporte', 'Accesos remotos', 'Objetivos de soporte']],
      ['Contenido', ['Noticias', 'Productos', 'Estado del servicio']],
      ['Sistema', ['Correo', 'Personal', 'Registro']],
    ]);
  });

  it('shows each role only its own sections, and no empty group', () => {
    expect(seen('editor')).toEqual([
      [null, ['Panel']],
      ['Contenido', ['Noticias']],
    ]);
    expect(seen('technician')).toEqual([
      [null, ['Panel']],
      ['Soporte', ['Casos de soporte', 'Accesos remotos']],
      ['Contenido', ['Productos', 'Estado del servicio']],
    ]);
    expect(seen('support')).toEqual([
      [null, ['Panel']],
      ['Clientes', ['Consultas', 'Hoteles', 'Usuarios', 'Facturas']],
      ['Soporte', ['Casos de soporte', 'Accesos remotos']],
      ['Sistema', ['Correo']],
    ]);
    expect(menuOf('nobody')).toEqual([]);
  });

  it('puts every section of the menu in a group (the panel before them), each once for every role', () => {
    expect(SECTIONS.filter((s) => s.label && s.href !== '/gestion' && !s.group).map((s) => s.href)).toEqual([]);
    for (const role of STAFF_ROLES) {
      const hrefs = menuOf(role).flatMap((g) => g.sections.map((s) => s.href));
      expect(new Set(hrefs).size).toBe(hrefs.length);
    }
  });
});
