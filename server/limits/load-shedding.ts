/**
 * When the event loop is stalled (a flood the limits did not catch, a machine out of breath), answering late helps
 * nobody: @fastify/under-pressure answers 503 with Retry-After at once, in the app's `{ detail }` shape, so guests'
 * apps retry and the server catches up. `CARTA_MAX_EVENT_LOOP_DELAY_MS` sets the threshold (0: off).
 */
import underPressure from "@fastify/under-pressure";
import type { FastifyInstance } from "fastify";
import { SERVER_FAULT } from "../routes/errors";

export interface LoadShedding {
  /** Past this event-loop delay (ms), requests are answered 503 until it recovers. */
  maxEventLoopDelayMs: number;
}

export function readLoadShedding(setting: string | undefined): LoadShedding | false {
  if (setting === undefined || setting.trim() === "") return { maxEventLoopDelayMs: 1000 };
  const ms = Number(setting);
  if (!Number.isFinite(ms) || ms < 0) throw new Error(`CARTA_MAX_EVENT_LOOP_DELAY_MS must be a number of milliseconds, got "${setting}"`);
  return ms === 0 ? false : { maxEventLoopDelayMs: ms };
}

export async function installLoadShedding(app: FastifyInstance, options: LoadShedding): Promise<void> {
  await app.register(underPressure, {
    maxEventLoopDelay: options.maxEventLoopDelayMs,
    retryAfter: 5,
    pressureHandler: (_request, reply) => {
      void reply.code(503).header("retry-after", "5").send({ detail: SERVER_FAULT });
    },
  });
}
