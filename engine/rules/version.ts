/**
 * The update prompt (spec §4): shown when the menu's `qr_app_version` is numerically greater than the
 * client version 1.9.54.
 */

export const CLIENT_VERSION = "1.9.54";

function parts(version: string): number[] {
  return version
    .trim()
    .replace(/^v/i, "")
    .split(".")
    .map((p) => {
      const n = parseInt(p, 10);
      return Number.isFinite(n) && n >= 0 ? n : 0;
    });
}

/**
 * Compares dotted versions part by part as numbers (so 1.10.0 > 1.9.54); missing parts are 0 and a part's
 * leading digits count ("2-beta" reads 2). Returns -1, 0 or 1.
 */
export function compareVersions(a: string, b: string): -1 | 0 | 1 {
  const pa = parts(a);
  const pb = parts(b);
  for (let i = 0; i < Math.max(pa.length, pb.length); i++) {
    const x = pa[i] ?? 0;
    const y = pb[i] ?? 0;
    if (x !== y) return x > y ? 1 : -1;
  }
  return 0;
}

/** Whether the menu asks for a newer app than this client; a missing version never prompts. */
export function isUpdateAvailable(requiredVersion: string | number | null | undefined, client = CLIENT_VERSION): boolean {
  if (requiredVersion === null || requiredVersion === undefined || String(requiredVersion).trim() === "") return false;
  return compareVersions(String(requiredVersion), client) > 0;
}
