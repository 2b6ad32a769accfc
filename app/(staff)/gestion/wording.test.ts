// The back office speaks to every member of staff alike: no word that assumes a woman (or a man)
// where the person's own is not known ("Invitada", "Bienvenida"). Read from the pages' sources,
// where every such text is written.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';

const GENDERED = /\b(Invitad[ao]s?|Bienvenid[ao]s?)\b/;

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory()
      ? sources(path.join(dir, e.name))
      : /\.tsx?$/.test(e.name) && !e.name.includes('.test.')
        ? [path.join(dir, e.name)]
        : [],
  );
}

it('no back-office page or component calls a person "Invitada" or "Bienvenida"', () => {
  const root = path.resolve(__dirname, '../../..');
  const files = [...sources(__dirname), ...sources(path.join(root, 'components/staff'))];
  expect(files.length).toBeGreaterThan(20);
  const hits = files.flatMap((f) =>
    readFileSync(f, 'utf8')
      .split('\n')
      .flatMap((line, i) => (GENDERED.test(line) ? [`${path.relative(root, f)}:${i + 1}: ${line.trim()}`] : [])),
  );
  expect(hits).toEqual([]);
});
