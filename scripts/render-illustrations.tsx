// Writes public/illustrations/<id>.svg from components/pages/illustration-drawings.tsx
// (`npm run illustrations`; components/pages/illustration-drawings.test.ts fails when they differ).
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { illustrationIds, illustrationSvg } from '../components/pages/illustration-drawings';

const dir = path.join(import.meta.dirname, '..', 'public', 'illustrations');
mkdirSync(dir, { recursive: true });
for (const id of illustrationIds) writeFileSync(path.join(dir, `${id}.svg`), illustrationSvg(id));
console.log(`${illustrationIds.length} illustrations written to ${path.relative(process.cwd(), dir)}`);
