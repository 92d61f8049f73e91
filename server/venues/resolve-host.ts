import type { Queryable } from "../db/database";
import { findLicenseByCustomDomain, venueExists } from "./venue-store";

const LOOPBACK_HOSTS = new Set(["localhost", "127.0.0.1", "::1", "[::1]"]);
const LOCALHOST_SUFFIX = ".localhost";

/**
 * Which venue a host name stands for: a registered custom domain first, then `{license}.localhost`
 * (Chromium resolves every `*.localhost` to this machine, so each venue has a local address without
 * DNS set-up), then the default venue on the bare loopback names. `undefined` is the spec's
 * "license none" path.
 */
export async function resolveLicenseForHost(
  db: Queryable,
  rawHost: string,
  defaultLicense: string | undefined,
): Promise<string | undefined> {
  const host = normaliseHost(rawHost);
  if (host === "") return undefined;
  const custom = await findLicenseByCustomDomain(db, host);
  if (custom) return custom;
  if (LOOPBACK_HOSTS.has(host)) {
    return defaultLicense && (await venueExists(db, defaultLicense)) ? defaultLicense : undefined;
  }
  if (host.endsWith(LOCALHOST_SUFFIX)) {
    const label = host.slice(0, -LOCALHOST_SUFFIX.length);
    if (label !== "" && !label.includes(".") && (await venueExists(db, label))) return label;
  }
  return undefined;
}

/** Lower case, no port, no trailing dot: `Demo.LocalHost.:8080` is `demo.localhost`. */
export function normaliseHost(rawHost: string): string {
  let host = rawHost.trim().toLowerCase();
  if (host.startsWith("[")) {
    const end = host.indexOf("]");
    host = end === -1 ? host : host.slice(0, end + 1);
  } else {
    host = host.replace(/:\d+$/, "");
  }
  return host.replace(/\.$/, "");
}
