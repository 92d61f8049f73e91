/**
 * The one way the app talks to the backend: JSON over fetch, every answer decoded by a schema, every
 * failure a value (never a throw) so each caller decides what the guest sees.
 */
import { takeEarlyResponse } from "./early-requests";

export type ApiError =
  | { kind: "network"; message: string }
  /** A refusal (4xx, 5xx), or a success other than the one the spec gives for the call (`expected`). */
  | { kind: "http"; status: number; body: unknown; expected?: number }
  | { kind: "invalid"; problems: readonly string[] };

export type ApiResult<T> = { ok: true; value: T } | { ok: false; error: ApiError };

/** Turns an unknown JSON body into a typed value, or the list of problems found in it. */
export type Decoder<T> = (input: unknown) => { ok: true; value: T } | { ok: false; problems: readonly string[] };

export interface RequestOptions {
  method?: "GET" | "POST" | "PATCH";
  body?: unknown;
  signal?: AbortSignal;
  /** Backend origin; empty means the page's own origin, where the reference server serves both. */
  baseUrl?: string;
  /** Makes a write happen once however often it is sent (the server keeps the first answer per key). */
  idempotencyKey?: string;
  /**
   * The one success status the spec gives for this call (201 for an order, 200 for a payment status): any other
   * answer, another 2xx too, is a failure. Without it any 2xx is a success.
   */
  expect?: 200 | 201;
}

export async function requestJson<T>(path: string, decode: Decoder<T>, options: RequestOptions = {}): Promise<ApiResult<T>> {
  let response: Response;
  try {
    const init: RequestInit = {
      method: options.method ?? "GET",
      headers: {
        Accept: "application/json",
        ...(options.body === undefined ? {} : { "Content-Type": "application/json" }),
        ...(options.idempotencyKey ? { "Idempotency-Key": options.idempotencyKey } : {}),
      },
    };
    if (options.body !== undefined) init.body = JSON.stringify(options.body);
    if (options.signal) init.signal = options.signal;
    const early = init.method === "GET" && !options.baseUrl ? takeEarlyResponse(path) : undefined;
    response = await (early ? early.catch(() => fetch(path, init)) : fetch(`${options.baseUrl ?? ""}${path}`, init));
  } catch (error) {
    return { ok: false, error: { kind: "network", message: error instanceof Error ? error.message : String(error) } };
  }
  let body: unknown;
  try {
    body = response.status === 204 ? null : await response.json();
  } catch {
    body = null;
    if (response.ok) return { ok: false, error: { kind: "invalid", problems: ["the answer is not JSON"] } };
  }
  if (!response.ok) return { ok: false, error: { kind: "http", status: response.status, body } };
  if (options.expect !== undefined && response.status !== options.expect) {
    return { ok: false, error: { kind: "http", status: response.status, body, expected: options.expect } };
  }
  const decoded = decode(body);
  return decoded.ok ? decoded : { ok: false, error: { kind: "invalid", problems: decoded.problems } };
}

/** A short line for logs: "GET failed: 404", "invalid answer: products[3].price: expected a number". */
export function describeApiError(error: ApiError): string {
  switch (error.kind) {
    case "network":
      return `no response from server (${error.message})`;
    case "http":
      return error.expected === undefined ? `server answered ${error.status}` : `server answered ${error.status}, not ${error.expected}`;
    case "invalid":
      return `invalid answer: ${error.problems.slice(0, 3).join("; ")}`;
  }
}
