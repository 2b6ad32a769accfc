import { afterEach, describe, expect, it, vi } from 'vitest';
import { command, defineArea, parseCommandArgs, UsageError } from './args';

afterEach(() => vi.restoreAllMocks());

const hotel = {
  flags: {
    name: { type: 'string', required: true },
    'legal-name': { type: 'string' },
    replace: { type: 'boolean' },
    revalidate: { type: 'string', multiple: true },
  },
  positionals: ['EMAIL', 'ID?'],
} as const;

function usageError(argv: string[], spec: Parameters<typeof parseCommandArgs>[1] = hotel): string {
  try {
    parseCommandArgs(argv, spec);
  } catch (error) {
    expect(error).toBeInstanceOf(UsageError);
    return (error as Error).message;
  }
  throw new Error(`no usage error for ${argv.join(' ')}`);
}

describe('parseCommandArgs', () => {
  it('reads declared kebab-case flags, switches, repeated flags and positionals in any order', () => {
    const parsed = parseCommandArgs(
      [
        '--legal-name',
        'Faro, S.L.',
        'rosa@faro.es',
        '--name=Faro',
        '--replace',
        '--revalidate',
        'http://a',
        '--revalidate',
        'http://b',
        '7',
      ],
      hotel,
    );
    expect(parsed.flags).toEqual({
      'legal-name': 'Faro, S.L.',
      name: 'Faro',
      replace: true,
      revalidate: ['http://a', 'http://b'],
    });
    expect(parsed.args).toEqual({ EMAIL: 'rosa@faro.es', ID: '7' });
    expect(parsed.positionals).toEqual(['rosa@faro.es', '7']);
    expect(parsed.help).toBe(false);
  });

  it('takes an empty value, a value after "=" that starts with dashes, and text after "--" as positional', () => {
    expect(parseCommandArgs(['x', '--name', ''], hotel).flags.name).toBe('');
    expect(parseCommandArgs(['x', '--name=--raro'], hotel).flags.name).toBe('--raro');
    expect(parseCommandArgs(['--name', 'n', '--', '--no-es-una-opcion'], hotel).args.EMAIL).toBe('--no-es-una-opcion');
  });

  it('says in Spanish what is wrong with the command line', () => {
    expect(usageError(['x', '--name', 'n', '--tax'])).toBe('Opción desconocida: --tax');
    expect(usageError(['x', '--name', 'n', '--legalName', 'R'])).toBe(
      'Opción desconocida: --legalName (¿querías decir --legal-name?)',
    );
    expect(usageError(['x', '--name', 'n', '-x'])).toBe('Opción desconocida: -x');
    expect(usageError(['x', '--name'])).toBe('Falta el valor de --name');
    expect(usageError(['x', '--name', '--replace'])).toBe('Falta el valor de --name');
    expect(usageError(['x', '--name', 'n', '--replace=yes'])).toBe('--replace no lleva valor');
    expect(usageError(['x', '--name', 'a', '--name', 'b'])).toBe('--name aparece más de una vez');
    expect(usageError(['x'])).toBe('Falta --name');
    expect(usageError(['--name', 'n'])).toBe('Falta EMAIL');
    expect(usageError(['a', 'b', 'c', '--name', 'n'])).toBe('Sobra el argumento: c');
    expect(
      usageError([], { flags: { a: { type: 'string', required: true }, b: { type: 'string', required: true } } }),
    ).toBe('Faltan --a, --b');
  });

  it('understands -h and --help whatever else is missing', () => {
    expect(parseCommandArgs(['--help'], hotel).help).toBe(true);
    expect(parseCommandArgs(['-h'], hotel).help).toBe(true);
  });
});

describe('defineArea', () => {
  const ran: unknown[] = [];
  const area = defineArea({
    notes: 'Notas del área.',
    commands: {
      greet: command({
        usage: 'demo greet NAME [--loud]',
        positionals: ['NAME'],
        flags: { loud: { type: 'boolean' } },
        async run({ args, flags }) {
          ran.push([args.NAME, flags.loud]);
          if (args.NAME === 'nadie') throw new UsageError('Ese nombre no vale');
          if (args.NAME === 'rechazo') throw new RangeError('No se puede saludar a rechazo.');
          if (args.NAME === 'fallo') throw new Error('un fallo de verdad');
          return 0;
        },
      }),
    },
    refusal: (error) => (error instanceof RangeError ? error.message : undefined),
  });

  function capture() {
    const out: string[] = [];
    const err: string[] = [];
    vi.spyOn(console, 'log').mockImplementation((line: string) => void out.push(line));
    vi.spyOn(console, 'error').mockImplementation((line: string) => void err.push(line));
    return { out, err };
  }

  it('runs a command with its parsed arguments', async () => {
    capture();
    expect(await area.run(['greet', 'Ana', '--loud'])).toBe(0);
    expect(ran.at(-1)).toEqual(['Ana', true]);
  });

  it('answers a usage error with the message, the command’s usage and exit code 2, without running it', async () => {
    const { err } = capture();
    const before = ran.length;
    expect(await area.run(['greet', 'Ana', '--louder'])).toBe(2);
    expect(ran.length).toBe(before);
    expect(err.join('\n')).toBe('Opción desconocida: --louder\n\nUso:\ndemo greet NAME [--loud]');
    expect(await area.run(['greet', 'nadie'])).toBe(2);
    expect(err.at(-1)).toMatch(/^Ese nombre no vale\n\nUso:/);
    expect(await area.run(['despedir'])).toBe(2);
    expect(err.at(-1)).toBe('Orden desconocida: despedir\n\ndemo greet NAME [--loud]\n\nNotas del área.');
  });

  it('prints the help: exit 2 with no command, 0 when asked for', async () => {
    const { out } = capture();
    expect(await area.run([])).toBe(2);
    expect(await area.run(['--help'])).toBe(0);
    expect(await area.run(['greet', '--help'])).toBe(0);
    expect(out).toEqual([
      'demo greet NAME [--loud]\n\nNotas del área.',
      'demo greet NAME [--loud]\n\nNotas del área.',
      'demo greet NAME [--loud]',
    ]);
  });

  it('says a refusal with exit code 1 and lets other errors through', async () => {
    const { err } = capture();
    expect(await area.run(['greet', 'rechazo'])).toBe(1);
    expect(err.at(-1)).toBe('No se puede saludar a rechazo.');
    await expect(area.run(['greet', 'fallo'])).rejects.toThrow('un fallo de verdad');
  });
});
