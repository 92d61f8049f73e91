import { expect } from "vitest";
import { TWO_TABBOULEH_AND_A_FATTOUSH } from "../support/demo-orders";

/** One real order as the app sends it: two Tabbouleh and a Fattoush to take away, AED 98.60 with taxes. */
export const DEMO_ORDER = JSON.stringify(TWO_TABBOULEH_AND_A_FATTOUSH);

/** What became of one order of the burst: the uuid of its 201, or the status or network error it met instead. */
export type Attempt = { key: string; uuid: string } | { key: string; uuid: undefined; status: number | "no answer"; ms: number };

/** POST /en/api/order/ with its own Idempotency-Key; never throws. A request gets `timeoutMs` to be answered. */
export async function placeOrder(url: string, key: string, timeoutMs = 10_000): Promise<Attempt> {
  const started = Date.now();
  try {
    const response = await fetch(`${url}/en/api/order/`, {
      method: "POST",
      headers: { "content-type": "application/json", "idempotency-key": key },
      body: DEMO_ORDER,
      signal: AbortSignal.timeout(timeoutMs),
    });
    const body = (await response.json().catch(() => ({}))) as { uuid?: string };
    if (response.status === 201 && typeof body.uuid === "string") return { key, uuid: body.uuid };
    return { key, uuid: undefined, status: response.status, ms: Date.now() - started };
  } catch {
    return { key, uuid: undefined, status: "no answer", ms: Date.now() - started };
  }
}

/**
 * Sends one order per key from `clients` concurrent clients, each taking the next key as soon as it is answered.
 * `onAnswered` hears the count of 201s so far after each one (the tests pull the plug at a given count).
 */
export async function orderBurst(url: () => string, keys: readonly string[], clients: number, onAnswered: (answered: number) => void): Promise<Attempt[]> {
  const attempts: Attempt[] = [];
  let next = 0;
  let answered = 0;
  const client = async () => {
    while (next < keys.length) {
      const attempt = await placeOrder(url(), keys[next++]!);
      attempts.push(attempt);
      if (attempt.uuid !== undefined) onAnswered(++answered);
    }
  };
  await Promise.all(Array.from({ length: clients }, client));
  return attempts;
}

/** `count` fresh Idempotency-Keys, as the app makes them. */
export const freshKeys = (count: number): string[] => Array.from({ length: count }, () => crypto.randomUUID());

/**
 * The fault tests' guarantee, checked through the restarted server: every order that got a 201 reads back; sending
 * every key again (answered or not) gives each answered key its first order and every key exactly one order, so the
 * store ends with as many orders as keys (`storedOrders` counts them).
 */
export async function expectEveryAnsweredOrderOnce(url: string, keys: readonly string[], attempts: readonly Attempt[], storedOrders: () => Promise<number>): Promise<void> {
  const answered = new Map(attempts.flatMap((attempt) => (attempt.uuid === undefined ? [] : [[attempt.key, attempt.uuid] as const])));
  for (const uuid of answered.values()) {
    const response = await fetch(`${url}/en/api/order/${uuid}/`);
    expect(response.status, `order ${uuid} answered 201 before the fault`).toBe(200);
    expect(((await response.json()) as { uuid: string }).uuid).toBe(uuid);
  }
  const retried = await Promise.all(keys.map((key) => placeOrder(url, key)));
  for (const retry of retried) {
    expect(retry.uuid, `the retry of ${retry.key}: ${JSON.stringify(retry)}`).toBeDefined();
    if (answered.has(retry.key)) expect(retry.uuid).toBe(answered.get(retry.key));
  }
  expect(new Set(retried.map((retry) => retry.uuid)).size).toBe(keys.length);
  expect(await storedOrders()).toBe(keys.length);
}
