/**
 * The one server-state layer (docs/decisions/0025): every backend call goes through this QueryClient. Reads
 * (queries) are cached, deduplicated and retried on a network failure or a 5xx; writes (mutations) are never
 * retried unless they carry an idempotency key, which the server uses to make the write happen once. Each call
 * names itself (`meta.request`), and its pending and failed states reach layouts as `requests.<name>`.
 *
 * Loaded lazily: the first screens (landing, menu) make no call through it, so they never download it.
 */
import { QueryClient, type Mutation, type Query } from "@tanstack/query-core";
import type { ApiError, ApiResult } from "../api/http";
import { setRequestState } from "./request-states";

/** A failed call, thrown inside query and mutation functions so the layer sees it; `error` says what failed. */
export class ApiFailure extends Error {
  override readonly name = "ApiFailure";
  constructor(readonly error: ApiError) {
    super(error.kind === "http" ? `server answered ${error.status}` : error.kind === "network" ? `no response (${error.message})` : "invalid answer");
  }
}

/** The value of a call, or the ApiFailure thrown for the layer to record and (for reads) retry. */
export function valueOrThrow<T>(result: ApiResult<T>): T {
  if (!result.ok) throw new ApiFailure(result.error);
  return result.value;
}

/** Worth another try: no answer at all, or the server's own failure. A 4xx will answer the same again. */
export function isRetryable(error: unknown): boolean {
  if (!(error instanceof ApiFailure)) return false;
  return error.error.kind === "network" || (error.error.kind === "http" && error.error.status >= 500);
}

/** The server's rate limit said "not now" (429): the guest is told to wait, in their language, not that it failed. */
export function isRateLimited(error: unknown): boolean {
  return error instanceof ApiFailure && error.error.kind === "http" && error.error.status === 429;
}

const MAX_READ_RETRIES = 2;

export function createQueryClient(): QueryClient {
  const client = new QueryClient({
    defaultOptions: {
      queries: {
        retry: (failures, error) => failures < MAX_READ_RETRIES && isRetryable(error),
        retryDelay: (attempt) => Math.min(500 * 2 ** attempt, 4000),
        staleTime: 30_000,
        refetchOnWindowFocus: false,
      },
      // A write without an idempotency key could happen twice: never retried. Writes that send one opt in
      // with `retry: retryIdempotentWrite`.
      mutations: { retry: false },
    },
  });
  client.getQueryCache().subscribe((event) => mirrorQuery(event.query));
  client.getMutationCache().subscribe((event) => {
    if (event.mutation) mirrorMutation(event.mutation);
  });
  return client;
}

/** The app's one client. */
export const queryClient = createQueryClient();

function requestName(meta: Readonly<Record<string, unknown>> | undefined): string | undefined {
  const name = meta?.["request"];
  return typeof name === "string" ? name : undefined;
}

function mirrorQuery(query: Query): void {
  const name = requestName(query.meta);
  if (!name) return;
  setRequestState(name, { pending: query.state.fetchStatus === "fetching", failed: query.state.status === "error" });
}

function mirrorMutation(mutation: Mutation<unknown, unknown, unknown, unknown>): void {
  const name = requestName(mutation.meta);
  if (!name) return;
  setRequestState(name, { pending: mutation.state.status === "pending", failed: mutation.state.status === "error" });
}

/** The retry rule of a write that carries an `Idempotency-Key` header: the server makes it happen once. */
export function retryIdempotentWrite(failures: number, error: unknown): boolean {
  // Offline, a retry cannot reach the server: the order goes to the outbox at once instead (decision 0055).
  if (globalThis.navigator?.onLine === false) return false;
  return failures < MAX_READ_RETRIES && isRetryable(error);
}

/** A fresh key for one write (kept for all of its retries). */
export function newIdempotencyKey(): string {
  return globalThis.crypto.randomUUID();
}
