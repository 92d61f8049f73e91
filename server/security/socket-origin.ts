import type { Queryable } from "../db/database";
import { resolveLicenseForHost } from "../venues/resolve-host";

/**
 * Whether a live-update socket opened from `origin` (its Origin header) may connect to a server asked as `host`
 * (its Host header): a page of a venue this server serves (the Origin's host resolves to a venue, as
 * resolve-host reads hosts), or a page of the very host it connects to. Browsers always send an Origin on a
 * WebSocket handshake, so a missing one is a non-browser client (the `pusher` library, a test): it is let in,
 * since a page of another site cannot leave the header out. An opaque origin (`null`, a sandboxed frame) is not.
 */
export async function isAllowedSocketOrigin(
  db: Queryable,
  defaultLicense: string | undefined,
  origin: string | undefined,
  host: string | undefined,
): Promise<boolean> {
  if (origin === undefined) return true;
  let url: URL;
  try {
    url = new URL(origin);
  } catch {
    return false;
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") return false;
  if (host !== undefined && url.host === host.trim().toLowerCase()) return true;
  return (await resolveLicenseForHost(db, url.host, defaultLicense)) !== undefined;
}
