/**
 * The commands' way to a running server (PGlite's folder is the server's alone; with PostgreSQL it pushes changes
 * to the guests at once): the staff calls, with a staff token from the environment. CARTA_STAFF_TOKEN is a venue's
 * own token (CARTA_STAFF_TOKENS on the server), CARTA_ADMIN_TOKEN the operator's; CARTA_URL the server's address.
 */

/** The token the commands present: a venue's CARTA_STAFF_TOKEN first, else the operator's CARTA_ADMIN_TOKEN. */
export function staffTokenFromEnv(env: NodeJS.ProcessEnv = process.env): string | undefined {
  return env["CARTA_STAFF_TOKEN"] || env["CARTA_ADMIN_TOKEN"] || undefined;
}

/** CARTA_URL, default http://localhost:$PORT, without a trailing slash. */
export function serverBase(env: NodeJS.ProcessEnv = process.env): string {
  return (env["CARTA_URL"] ?? `http://localhost:${env["PORT"] ?? 3000}`).replace(/\/$/, "");
}

export type StaffAnswer = { ok: true; body: unknown } | { ok: false; message: string };

/** One staff call: its JSON answer, or the sentence to print (the server's `detail`, or why no server answered). */
export async function staffCall(token: string, path: string, init: { method?: string; body?: unknown } = {}): Promise<StaffAnswer> {
  const base = serverBase();
  let response: Response;
  try {
    response = await fetch(`${base}${path}`, {
      method: init.method ?? "GET",
      headers: { authorization: `Bearer ${token}`, ...(init.body === undefined ? {} : { "content-type": "application/json" }) },
      ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
    });
  } catch {
    return { ok: false, message: `No Carta server answers at ${base} (set CARTA_URL).` };
  }
  const body = (await response.json().catch(() => ({}))) as unknown;
  if (!response.ok) return { ok: false, message: (body as { detail?: string }).detail ?? `The server answered ${response.status}.` };
  return { ok: true, body };
}
