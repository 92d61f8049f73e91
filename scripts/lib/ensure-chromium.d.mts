// Types for the benchmarks (TypeScript) that call ensure-chromium.mjs.
export function chromiumPath(): string;
export function benchChromiumPath(): string;
export function ensureTestTools(): boolean;
export function ensureChromium(): boolean;
export function ensureBenchChromium(): boolean;
