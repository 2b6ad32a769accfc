// How many bits of randomness a secret seems to hold: a deliberately simple, pessimistic estimate
// for refusing a production SESSION_SECRET typed by hand ("x" 32 times, a phrase said twice, a
// run of digits). It cannot tell dictionary words from random letters: a secret must be generated
// (docs/SECURITY.md, "The session secret and the site's address"). Pure and free of Node-only imports: lib/env.ts uses it.

/** Below this, a production SESSION_SECRET is refused. */
export const MIN_SECRET_BITS = 128;

/** Shortest repeat of earlier characters that counts as predictable (random strings repeat 2–3 by chance). */
const SHORTEST_REPEAT = 4;

/**
 * The estimate: each character costs log2(alphabet) bits, where the alphabet is the sum of the
 * character classes the secret draws from (digits 10; lower-case 26, or 6 when only a–f appear as
 * in hex; the same for upper case; other ASCII 33; anything else 128), but never more than twice
 * the distinct characters it uses (so "abab…" draws from 4, not 26). A character costs nothing
 * when it can be predicted: it continues a run ("aaa", "abc", "987") or lies within a repeat of
 * at least four characters seen earlier ("unit-test-unit-test").
 */
export function estimatedSecretBits(secret: string): number {
  const points = [...secret].map((c) => c.codePointAt(0)!);
  if (!points.length) return 0;
  const alphabet = Math.min(classAlphabet(secret), 2 * new Set(points).size);
  const perCharacter = Math.log2(Math.max(alphabet, 2));
  let bits = 0;
  for (let i = 0; i < points.length; i++) {
    const repeat = longestEarlierRepeat(points, i);
    if (repeat >= SHORTEST_REPEAT) {
      i += repeat - 1;
      continue;
    }
    const step = i >= 2 ? points[i]! - points[i - 1]! : NaN;
    const continuesRun = Math.abs(step) <= 1 && step === points[i - 1]! - points[i - 2]!;
    if (!continuesRun) bits += perCharacter;
  }
  return Math.floor(bits);
}

function classAlphabet(secret: string): number {
  const lower = secret.match(/[a-z]/g) ?? [];
  const upper = secret.match(/[A-Z]/g) ?? [];
  let size = 0;
  if (/[0-9]/.test(secret)) size += 10;
  if (lower.length) size += lower.every((c) => c <= 'f') ? 6 : 26;
  if (upper.length) size += upper.every((c) => c <= 'F') ? 6 : 26;
  if (/[\x20-\x2f\x3a-\x40\x5b-\x60\x7b-\x7e]/.test(secret)) size += 33;
  if (/[^\x20-\x7e]/.test(secret)) size += 128;
  return size;
}

/** Length of the longest match of points[i…] with a stretch that starts before i (it may overlap). */
function longestEarlierRepeat(points: number[], i: number): number {
  let longest = 0;
  for (let start = 0; start < i; start++) {
    let n = 0;
    while (i + n < points.length && points[start + n] === points[i + n]) n++;
    longest = Math.max(longest, n);
  }
  return longest;
}
