// `npm run staff -- backup FILE` and `npm run staff -- restore FILE` (`node staff.mjs …` in the
// image): an online copy of the embedded database, and putting one back into a stopped service's
// data folder (lib/backup/sqlite-backup.ts says how). PostgreSQL has its own tools: both refuse
// and say which. Neither migrates the database first (scripts/staff.ts): a backup copies the file
// as the service left it, and a restore must not touch a database before it has checked it.
import { BackupRefusal, backupSqlite } from '@/lib/backup/sqlite-backup';
import { restoreSqlite } from '@/lib/backup/sqlite-restore';
import { migrationsDir, NewerDatabaseError, readMigrations } from '@/lib/db/migrate';
import { isPostgresUrl, sqliteFile } from '@/lib/db/url';
import { env } from '@/lib/env';
import { parseCommandArgs, UsageError } from './args';
import type { StaffArea } from './types';

const PG_BACKUP =
  'DATABASE_URL es PostgreSQL: esta orden copia solo la base de datos SQLite integrada. Con PostgreSQL usa sus herramientas:\n' +
  '  pg_dump -Fc "$DATABASE_URL" > mille-$(date +%F).dump\n' +
  'docs/OPERATIONS.md ("Backup and restore") explica la copia y cómo restaurarla con pg_restore.';

const PG_RESTORE =
  'DATABASE_URL es PostgreSQL: esta orden restaura solo la base de datos SQLite integrada. Con PostgreSQL, en una base de datos vacía:\n' +
  '  pg_restore --no-owner --no-acl -d "$DATABASE_URL" mille-AAAA-MM-DD.dump\n' +
  'y después arranca el servicio (aplica las migraciones que falten). Véase docs/OPERATIONS.md ("Backup and restore").';

function megabytes(bytes: number): string {
  return `${(bytes / 1048576).toFixed(1).replace('.', ',')} MB`;
}

/** Where the session secret lives: never in the backup, and needed with it (sessions, TOTP secrets). */
function secretWhere(): string {
  const file = env().sessionSecretFile;
  return file ? `el fichero ${file}` : 'la variable de entorno SESSION_SECRET';
}

const SECRET_NEEDED =
  'las sesiones abiertas y los segundos factores (TOTP) de la copia solo funcionan con la misma clave.';

/**
 * One command with one positional FILE, as an area of its own (`staff backup FILE`), run on the
 * SQLite file of DATABASE_URL; on PostgreSQL it prints `onPostgres` instead (exit code 1).
 */
function fileCommand(
  usage: string,
  onPostgres: string,
  run: (file: string, database: string) => Promise<number>,
): StaffArea {
  return {
    help: usage,
    async run(argv) {
      try {
        const parsed = parseCommandArgs(argv, { positionals: ['FICHERO'] });
        if (parsed.help) {
          console.log(usage);
          return 0;
        }
        const url = env().DATABASE_URL;
        if (isPostgresUrl(url)) {
          console.error(onPostgres);
          return 1;
        }
        return await run(parsed.args.FICHERO!, sqliteFile(url));
      } catch (error) {
        if (error instanceof UsageError) {
          console.error(`${error.message}\n\nUso:\n${usage}`);
          return 2;
        }
        if (error instanceof BackupRefusal || error instanceof NewerDatabaseError) {
          console.error(error.message);
          return 1;
        }
        throw error;
      }
    },
  };
}

export const backup = fileCommand(
  'backup FICHERO   copia en caliente de la base de datos SQLite (el servicio sigue sirviendo); imprime tamaño y SHA-256',
  PG_BACKUP,
  async (file, database) => {
    const done = await backupSqlite(database, file);
    console.log(`Copia hecha: ${done.file}`);
    console.log(`  tamaño:  ${megabytes(done.bytes)} (${done.bytes} bytes)`);
    console.log(`  SHA-256: ${done.sha256}`);
    console.log(`  en ${(done.ms / 1000).toFixed(1).replace('.', ',')} s, de ${database}`);
    console.log(
      `La copia no incluye la clave de sesión: está en ${secretWhere()}. Guárdala aparte, en lugar seguro: ${SECRET_NEEDED}`,
    );
    return 0;
  },
);

export const restore = fileCommand(
  'restore FICHERO  pone una copia en lugar de la base de datos de un servicio parado (comprueba la copia y aparta la anterior)',
  PG_RESTORE,
  async (file, database) => {
    const done = await restoreSqlite(file, database, readMigrations(migrationsDir(false)));
    const { applied, pending } = done.inspection;
    console.log(
      `Comprobada la copia: integridad correcta, ${applied.length} migraciones (la última ${applied.at(-1)})` +
        (pending.length ? `; al arrancar, el servicio aplicará ${pending.length} más: ${pending.join(', ')}.` : '.'),
    );
    if (done.keptAside.length) console.log(`Base de datos anterior apartada: ${done.keptAside.join(', ')}`);
    console.log(`Restaurada en ${done.target}. Arranca el servicio.`);
    console.log(
      `Antes, pon en ${secretWhere()} la clave de sesión del servicio del que viene la copia: ${SECRET_NEEDED}`,
    );
    return 0;
  },
);
