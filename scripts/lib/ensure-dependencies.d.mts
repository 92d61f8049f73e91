// Types for the benchmarks (TypeScript) that call ensure-dependencies.mjs.
export function ensureDependencies(): Promise<void>;
export function ensureBenchTools(): Promise<string>;
