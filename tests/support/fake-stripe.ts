/**
 * A local stand-in for the few Stripe API endpoints the Stripe provider uses (Checkout Sessions: create and
 * retrieve), on 127.0.0.1 at a random port. No network: the `stripe` client is pointed here with host, port and
 * protocol. A test settles a session as the guest would on Stripe's page (`pay`, `expire`).
 */
import http from "node:http";
import type { AddressInfo } from "node:net";

export interface FakeSession {
  id: string;
  object: "checkout.session";
  url: string;
  status: "open" | "complete" | "expired";
  payment_status: "unpaid" | "paid";
  client_reference_id: string | null;
  currency: string;
  amount_total: number;
  success_url: string;
  cancel_url: string;
  metadata: Record<string, string>;
}

export interface FakeStripe {
  /** `http://127.0.0.1:{port}`: the API base the server is given. */
  base: string;
  sessions: Map<string, FakeSession>;
  /** Every request: method, path, the secret key it authenticated with, its form fields. */
  requests: { method: string; path: string; key: string; form: Record<string, string> }[];
  pay(id: string): void;
  expire(id: string): void;
  close(): Promise<void>;
}

export async function startFakeStripe(): Promise<FakeStripe> {
  const sessions = new Map<string, FakeSession>();
  const requests: FakeStripe["requests"] = [];
  let next = 1;
  const server = http.createServer((request, response) => {
    let body = "";
    request.on("data", (chunk: Buffer) => (body += chunk.toString("utf8")));
    request.on("end", () => {
      const path = (request.url ?? "").split("?")[0]!;
      const form = Object.fromEntries(new URLSearchParams(body));
      const key = (request.headers.authorization ?? "").replace(/^Bearer /, "");
      requests.push({ method: request.method ?? "", path, key, form });
      const answer = (status: number, json: unknown) => response.writeHead(status, { "content-type": "application/json", "request-id": `req_${next}` }).end(JSON.stringify(json));
      if (request.method === "POST" && path === "/v1/checkout/sessions") {
        const id = `cs_test_${next++}`;
        const session: FakeSession = {
          id,
          object: "checkout.session",
          url: `https://checkout.stripe.test/c/pay/${id}`,
          status: "open",
          payment_status: "unpaid",
          client_reference_id: form["client_reference_id"] ?? null,
          currency: form["line_items[0][price_data][currency]"] ?? "",
          amount_total: Number(form["line_items[0][price_data][unit_amount]"] ?? 0),
          success_url: form["success_url"] ?? "",
          cancel_url: form["cancel_url"] ?? "",
          metadata: Object.fromEntries(Object.entries(form).flatMap(([name, value]) => (name.startsWith("metadata[") ? [[name.slice(9, -1), value]] : []))),
        };
        sessions.set(id, session);
        return answer(200, session);
      }
      const retrieve = /^\/v1\/checkout\/sessions\/([^/]+)$/.exec(path);
      if (request.method === "GET" && retrieve) {
        const session = sessions.get(decodeURIComponent(retrieve[1]!));
        return session ? answer(200, session) : answer(404, { error: { type: "invalid_request_error", message: "No such checkout.session" } });
      }
      return answer(404, { error: { type: "invalid_request_error", message: `Unrecognized request URL (${request.method}: ${path})` } });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  const settle = (id: string, change: Partial<FakeSession>) => {
    const session = sessions.get(id);
    if (!session) throw new Error(`No fake session ${id}`);
    Object.assign(session, change);
  };
  return {
    base: `http://127.0.0.1:${port}`,
    sessions,
    requests,
    pay: (id) => settle(id, { status: "complete", payment_status: "paid" }),
    expire: (id) => settle(id, { status: "expired" }),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
