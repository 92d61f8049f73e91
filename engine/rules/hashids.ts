/**
 * Hashids (https://hashids.org), the reversible short-id encoding used for table and room URL values
 * (docs/decisions/0004-hashids-for-location-urls.md). Written from the published algorithm and checked
 * against hashids.js 2.x test vectors; non-negative safe integers only, which is all a table number needs.
 * The npm package `hashids` (small, MIT, no dependencies) does the same and could replace this file.
 */

const DEFAULT_ALPHABET = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ1234567890";
const DEFAULT_SEPARATORS = "cfhistuCFHISTU";
const MIN_ALPHABET_LENGTH = 16;
const SEPARATOR_RATIO = 3.5;
const GUARD_RATIO = 12;

/** A configured codec. */
export interface HashidsCodec {
  encode(numbers: readonly number[]): string;
  /** The numbers, or [] when the text is not a valid id for this salt and alphabet. */
  decode(id: string): number[];
}

/** Hashids' "consistent shuffle": a deterministic permutation of `chars` driven by `salt`. */
function shuffle(chars: readonly string[], salt: readonly string[]): string[] {
  const out = [...chars];
  if (salt.length === 0) return out;
  for (let i = out.length - 1, v = 0, p = 0; i > 0; i--, v++) {
    v %= salt.length;
    const code = (salt[v] as string).codePointAt(0) as number;
    p += code;
    const j = (code + v + p) % i;
    const a = out[i] as string;
    out[i] = out[j] as string;
    out[j] = a;
  }
  return out;
}

function toAlphabet(input: number, alphabet: readonly string[]): string[] {
  const id: string[] = [];
  let value = input;
  do {
    id.unshift(alphabet[value % alphabet.length] as string);
    value = Math.floor(value / alphabet.length);
  } while (value > 0);
  return id;
}

function fromAlphabet(input: readonly string[], alphabet: readonly string[]): number {
  let value = 0;
  for (const ch of input) {
    const index = alphabet.indexOf(ch);
    if (index < 0) return NaN;
    value = value * alphabet.length + index;
  }
  return value;
}

/** Builds a codec for a salt, a minimum id length and an alphabet (hashids.js constructor semantics). */
export function createHashids(salt = "", minLength = 0, alphabet = DEFAULT_ALPHABET): HashidsCodec {
  const saltChars = Array.from(salt);
  const unique = [...new Set(Array.from(alphabet))];
  if (unique.length < MIN_ALPHABET_LENGTH) throw new RangeError("Hashids: the alphabet needs 16 unique characters");
  const sepCandidates = Array.from(DEFAULT_SEPARATORS);
  let alpha = unique.filter((c) => !sepCandidates.includes(c));
  let seps = shuffle(
    sepCandidates.filter((c) => unique.includes(c)),
    saltChars,
  );
  if (seps.length === 0 || alpha.length / seps.length > SEPARATOR_RATIO) {
    const wanted = Math.ceil(alpha.length / SEPARATOR_RATIO);
    if (wanted > seps.length) {
      const diff = wanted - seps.length;
      seps = [...seps, ...alpha.slice(0, diff)];
      alpha = alpha.slice(diff);
    }
  }
  alpha = shuffle(alpha, saltChars);
  const guardCount = Math.ceil(alpha.length / GUARD_RATIO);
  let guards: string[];
  if (alpha.length < 3) {
    guards = seps.slice(0, guardCount);
    seps = seps.slice(guardCount);
  } else {
    guards = alpha.slice(0, guardCount);
    alpha = alpha.slice(guardCount);
  }
  const baseAlphabet = alpha;

  function encode(numbers: readonly number[]): string {
    if (numbers.length === 0 || !numbers.every((n) => Number.isSafeInteger(n) && n >= 0)) return "";
    let alphabetNow = baseAlphabet;
    const idInt = numbers.reduce((sum, n, i) => sum + (n % (i + 100)), 0);
    let ret: string[] = [alphabetNow[idInt % alphabetNow.length] as string];
    const lottery = [...ret];
    numbers.forEach((n, i) => {
      alphabetNow = shuffle(alphabetNow, [...lottery, ...saltChars, ...alphabetNow].slice(0, alphabetNow.length));
      const last = toAlphabet(n, alphabetNow);
      ret.push(...last);
      if (i + 1 < numbers.length) {
        const extra = n % (((last[0] as string).codePointAt(0) as number) + i);
        ret.push(seps[extra % seps.length] as string);
      }
    });
    if (ret.length < minLength) {
      ret.unshift(guards[(idInt + ((ret[0] as string).codePointAt(0) as number)) % guards.length] as string);
      if (ret.length < minLength) {
        ret.push(guards[(idInt + ((ret[2] as string).codePointAt(0) as number)) % guards.length] as string);
      }
    }
    const half = Math.floor(alphabetNow.length / 2);
    while (ret.length < minLength) {
      alphabetNow = shuffle(alphabetNow, alphabetNow);
      ret = [...alphabetNow.slice(half), ...ret, ...alphabetNow.slice(0, half)];
      const excess = ret.length - minLength;
      if (excess > 0) {
        const start = Math.floor(excess / 2);
        ret = ret.slice(start, start + minLength);
      }
    }
    return ret.join("");
  }

  function decode(id: string): number[] {
    const chars = Array.from(id);
    if (chars.length === 0) return [];
    const parts: string[][] = [[]];
    for (const c of chars) {
      if (guards.includes(c)) parts.push([]);
      else (parts[parts.length - 1] as string[]).push(c);
    }
    const core = (parts.length === 2 || parts.length === 3 ? parts[1] : parts[0]) as string[];
    if (core.length === 0) return [];
    const lottery = core[0] as string;
    const chunks: string[][] = [[]];
    for (const c of core.slice(1)) {
      if (seps.includes(c)) chunks.push([]);
      else (chunks[chunks.length - 1] as string[]).push(c);
    }
    let alphabetNow = baseAlphabet;
    const result: number[] = [];
    for (const chunk of chunks) {
      alphabetNow = shuffle(alphabetNow, [lottery, ...saltChars, ...alphabetNow].slice(0, alphabetNow.length));
      const n = fromAlphabet(chunk, alphabetNow);
      if (!Number.isSafeInteger(n)) return [];
      result.push(n);
    }
    return encode(result) === id ? result : [];
  }

  return { encode, decode };
}
