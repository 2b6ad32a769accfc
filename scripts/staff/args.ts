// The staff tool's one argument parser and command table, over node:util's parseArgs. Each
// command declares its flags (kebab-case, as typed: `--legal-name`) and its positional arguments;
// anything else is a usage error, said in Spanish and answered with exit code 2, before any work
// is done. Areas are thin: parse here, call a lib/ service, print.
import { parseArgs } from 'node:util';
import type { StaffArea } from './types';

/** A mistake in how the command was typed: the message, the command's usage, exit code 2. */
export class UsageError extends Error {}

export interface FlagSpec {
  type: 'string' | 'boolean';
  /** A string flag that may be given several times (its values in order). */
  multiple?: boolean;
  /** Without it the command does nothing but say so (a usage error). */
  required?: boolean;
}

export type Flags = Record<string, FlagSpec>;

type FlagValue<S extends FlagSpec> = S['type'] extends 'boolean'
  ? true
  : S['multiple'] extends true
    ? string[]
    : string;

/** What a command receives: each declared flag under its own (kebab-case) name; optional ones when given. */
export type FlagValues<F extends Flags> = {
  [K in keyof F as F[K]['required'] extends true ? K : never]: FlagValue<F[K]>;
} & {
  [K in keyof F as F[K]['required'] extends true ? never : K]?: FlagValue<F[K]>;
};

export interface Parsed<F extends Flags> {
  flags: FlagValues<F>;
  /** The declared positional arguments by name (the optional ones may be missing). */
  args: Record<string, string | undefined>;
  /** The same, in order. */
  positionals: string[];
  help: boolean;
}

export interface CommandSpec<F extends Flags> {
  flags?: F;
  /** Names of the positional arguments, in order; a trailing `?` makes one optional (`ID?`). */
  positionals?: readonly string[];
}

function flagName(raw: string): string {
  return raw.replace(/^-+/, '').split('=')[0]!;
}

/** `legalName` or `legal_name` typed for `--legal-name`: worth a hint. */
function kebabHint(name: string, flags: Flags): string {
  const kebab = name
    .replace(/_/g, '-')
    .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
    .toLowerCase();
  return kebab !== name && kebab in flags ? ` (¿querías decir --${kebab}?)` : '';
}

/**
 * Parses one command's arguments (after the command's name). Throws UsageError for an unknown
 * flag, a flag without its value (or with a value it does not take), a flag given twice, a
 * required flag missing, a missing or an extra positional argument. `-h`/`--help` is always understood.
 */
export function parseCommandArgs<F extends Flags>(argv: readonly string[], spec: CommandSpec<F> = {}): Parsed<F> {
  const declared: Flags = spec.flags ?? {};
  const options = { ...declared, help: { type: 'boolean', short: 'h' } } as const;
  // Not strict: node:util's own errors are English and some cases (`--title --date`) pass it;
  // the tokens let every case be checked and said here.
  const { tokens } = parseArgs({ args: [...argv], options, strict: false, allowPositionals: true, tokens: true });
  const flags: Record<string, string | string[] | true> = {};
  const positionals: string[] = [];
  let help = false;
  for (const token of tokens) {
    if (token.kind === 'positional') {
      positionals.push(token.value);
      continue;
    }
    if (token.kind !== 'option') continue;
    if (token.name === 'help') {
      help = true;
      continue;
    }
    const flag = declared[token.name];
    if (!flag || token.rawName.length === 2)
      throw new UsageError(`Opción desconocida: ${token.rawName}${kebabHint(flagName(token.rawName), declared)}`);
    if (flag.type === 'boolean') {
      if (token.value !== undefined) throw new UsageError(`${token.rawName} no lleva valor`);
      flags[token.name] = true;
      continue;
    }
    // `--title --date …`: the next flag is not a value (write `--title=--algo` if it really is).
    if (token.value === undefined || (!token.inlineValue && token.value.startsWith('--')))
      throw new UsageError(`Falta el valor de ${token.rawName}`);
    if (flag.multiple) flags[token.name] = [...((flags[token.name] as string[] | undefined) ?? []), token.value];
    else if (token.name in flags) throw new UsageError(`${token.rawName} aparece más de una vez`);
    else flags[token.name] = token.value;
  }
  const args: Record<string, string | undefined> = {};
  const names = spec.positionals ?? [];
  if (!help) {
    names.forEach((raw, i) => {
      const name = raw.replace(/\?$/, '');
      if (positionals[i] === undefined && !raw.endsWith('?')) throw new UsageError(`Falta ${name}`);
      args[name] = positionals[i];
    });
    if (positionals.length > names.length) throw new UsageError(`Sobra el argumento: ${positionals[names.length]}`);
    const missing = Object.keys(declared).filter((name) => declared[name]!.required && !(name in flags));
    if (missing.length)
      throw new UsageError(`${missing.length > 1 ? 'Faltan' : 'Falta'} ${missing.map((m) => `--${m}`).join(', ')}`);
  }
  return { flags: flags as FlagValues<F>, args, positionals, help };
}

export interface Command<F extends Flags = Flags> extends CommandSpec<F> {
  /** The command's lines in the area's help (also shown after a usage error). */
  usage: string;
  run(input: Parsed<F>): Promise<number>;
}

/** A command with its flags' types inferred from its declaration. */
export function command<const F extends Flags = Record<never, FlagSpec>>(c: Command<F>): Command<Flags> {
  return c as unknown as Command<Flags>;
}

export interface AreaSpec {
  /** Lines of the help after the commands' usages (notes on formats, …). */
  notes?: string;
  commands: Record<string, Command<Flags>>;
  /**
   * The message of an error that is the person's data, not a bug (exit code 1), or undefined
   * for an error to let through (it ends the tool with its message and exit code 1).
   */
  refusal?(error: unknown): string | undefined;
}

/**
 * An area of the staff tool from its commands: `area` alone or `area --help` prints the help
 * (exit 2 and 0), an unknown command or a usage error prints what was wrong with the usage on
 * stderr (exit 2), a refusal prints its message (exit 1).
 */
export function defineArea(spec: AreaSpec): StaffArea {
  const help = [...Object.values(spec.commands).map((c) => c.usage), ...(spec.notes ? ['', spec.notes] : [])].join(
    '\n',
  );
  return {
    help,
    async run(argv) {
      const [name, ...rest] = argv;
      if (name === undefined || name === '--help' || name === '-h' || name === 'help') {
        console.log(help);
        return name === undefined ? 2 : 0;
      }
      const cmd = Object.hasOwn(spec.commands, name) ? spec.commands[name] : undefined;
      if (!cmd) {
        console.error(`Orden desconocida: ${name}\n\n${help}`);
        return 2;
      }
      try {
        const parsed = parseCommandArgs(rest, cmd);
        if (parsed.help) {
          console.log(cmd.usage);
          return 0;
        }
        return await cmd.run(parsed);
      } catch (error) {
        if (error instanceof UsageError) {
          console.error(`${error.message}\n\nUso:\n${cmd.usage}`);
          return 2;
        }
        const message = spec.refusal?.(error);
        if (message === undefined) throw error;
        console.error(message);
        return 1;
      }
    },
  };
}
