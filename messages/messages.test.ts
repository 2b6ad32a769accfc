import { describe, expect, it } from 'vitest';
import en from './en.json';
import es from './es.json';

type Tree = { [k: string]: string | Tree };

function keys(tree: Tree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([k, v]) =>
    typeof v === 'string' ? [`${prefix}${k}`] : keys(v, `${prefix}${k}.`),
  );
}

describe('messages', () => {
  it('English keys are a subset of Spanish keys', () => {
    const spanish = new Set(keys(es as Tree));
    expect(keys(en as Tree).filter((k) => !spanish.has(k))).toEqual([]);
  });
  it('English translates only the menu and the language names', () => {
    expect(Object.keys(en).sort()).toEqual(['Languages', 'Menu']);
  });
});
