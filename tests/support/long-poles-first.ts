import { BaseSequencer, type TestSpecification } from "vitest/node";

/**
 * The files that take several times as long as any other, by the per-file times of CI's runs: started first, so on
 * two workers the rest of the suite runs beside them instead of after them. Without this a fresh clone (no results
 * cache) runs the larger files first, and these small ones started last and decided the run's end alone.
 */
export const LONG_POLES = [
  // kill -9 of a real server process mid-burst, then a second server on the same folder (~35 s).
  "tests/db/fault-pglite.test.ts",
  // the real CLI, spawned seven times (~30 s).
  "tests/unit/server/venue-cli.test.ts",
  "tests/db/venue-store.test.ts",
];

const rank = (spec: TestSpecification): number => {
  const index = LONG_POLES.findIndex((file) => spec.moduleId.endsWith(`/${file}`));
  return index === -1 ? LONG_POLES.length : index;
};

/**
 * Vitest's order (the results cache: failed first, then the longest; without it the largest files), with the long
 * poles first and the isolated project's files before the shared one's, so a worker switches from fresh contexts to a
 * shared one once. `--sequence.shuffle` still shuffles (a seeded shuffle, as Vitest's own), to catch order dependence.
 */
export class LongPolesFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const { shuffle, seed } = this.ctx.config.sequence;
    const ordered = shuffle ? seededShuffle(files, seed) : await super.sort(files);
    const isolatedFirst = (spec: TestSpecification) => (spec.project.config.isolate ? 0 : 1);
    // Array#sort is stable: within a rank and a project, Vitest's order (or the shuffle) stands.
    return shuffle ? ordered : [...ordered].sort((a, b) => rank(a) - rank(b) || isolatedFirst(a) - isolatedFirst(b));
  }
}

/** Fisher–Yates with a small seeded generator (mulberry32): the same seed gives the same order. */
function seededShuffle<T>(items: readonly T[], seed: number): T[] {
  let state = seed >>> 0;
  const random = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const result = [...items];
  for (let i = result.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [result[i], result[j]] = [result[j]!, result[i]!];
  }
  return result;
}
