import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from "fastify";

/**
 * One guest's browser for `app.inject`: it keeps the cookies the server sets (the guest's secret, server/access/
 * guest-cookie.ts) and sends them back, as a browser does. Two clients are two guests.
 */
export interface GuestClient {
  inject(options: InjectOptions | string): Promise<LightMyRequestResponse>;
  /** The Cookie header this guest sends now ("" before the server set any). */
  readonly cookie: string;
}

export function guestClient(app: () => FastifyInstance): GuestClient {
  const jar = new Map<string, string>();
  const cookie = () => [...jar].map(([name, value]) => `${name}=${value}`).join("; ");
  return {
    get cookie() {
      return cookie();
    },
    async inject(options) {
      const request: InjectOptions = typeof options === "string" ? { url: options } : { ...options };
      if (jar.size > 0) request.headers = { cookie: cookie(), ...(request.headers ?? {}) };
      const response = await app().inject(request);
      const set = response.headers["set-cookie"];
      for (const line of Array.isArray(set) ? set : set ? [set] : []) {
        const [pair] = line.split(";");
        const eq = pair!.indexOf("=");
        if (eq > 0) jar.set(pair!.slice(0, eq).trim(), pair!.slice(eq + 1).trim());
      }
      return response;
    },
  };
}
