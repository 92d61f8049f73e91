import { BaseSequencer, type TestSpecification } from "vitest/node";

/**
 * The files that take several times as long as any other (by CI's per-file times), each spawning real processes or
 * opening PGlite on disk. Without this a fresh clone (no results cache) runs the larger files first, and these small
 * ones started last and decided the run's end alone. Started together, though, they compete for the same two cores
 * with their server and CLI processes, and at load 12 their start-up waits ran past their timeouts: so they are
 * spread over the first half of the run, `SPACING` files apart, the longest first.
 */
export const LONG_POLES = [
  // kill -9 of a real server process mid-burst, then a second server on the same folder (~35 s).
  "tests/db/fault-pglite.test.ts",
  // the real CLI, spawned seven times, the first on an empty folder (~30 s).
  "tests/unit/server/venue-cli.test.ts",
  // PGlite on disk, closed and opened again (~10 s).
  "tests/db/venue-store.test.ts",
];

/** About 30 s of the other files' time on two workers, at CI's moderate load. */
const SPACING = 30;

const poleIndex = (spec: TestSpecification): number => LONG_POLES.findIndex((file) => spec.moduleId.endsWith(`/${file}`));

/**
 * Vitest's order (the results cache: failed first, then the longest; without it the largest files), the isolated
 * project's files before the shared one's, so a worker switches from fresh contexts to a shared one once, and the
 * long poles placed as `LONG_POLES` says. `--sequence.shuffle` still shuffles (a seeded shuffle, as Vitest's own), to
 * catch order dependence.
 */
export class LongPolesFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const { shuffle, seed } = this.ctx.config.sequence;
    if (shuffle) return seededShuffle(files, seed);
    // The files alone in a random order, each file's tests in theirs: whether a file depends on one run before it in
    // its worker (`--sequence.shuffle` also reorders the tests within a file, and several files' tests build on each other).
    const filesSeed = process.env["CARTA_SHUFFLE_FILES_SEED"];
    if (filesSeed) return seededShuffle(files, Number(filesSeed));
    const isolatedFirst = (spec: TestSpecification) => (spec.project.config.isolate ? 0 : 1);
    // Array#sort is stable: within a project, Vitest's order stands.
    const rest = [...(await super.sort(files))].filter((spec) => poleIndex(spec) === -1).sort((a, b) => isolatedFirst(a) - isolatedFirst(b));
    const poles = files.filter((spec) => poleIndex(spec) !== -1).sort((a, b) => poleIndex(a) - poleIndex(b));
    poles.forEach((pole, i) => rest.splice(Math.min(i * SPACING, rest.length), 0, pole));
    return rest;
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
