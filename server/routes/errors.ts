import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";

/** Every error the API sends has this body: a human sentence under `detail`, as the menu backend does. */
export interface ErrorBody {
  detail: string;
}

export function notFound(reply: FastifyReply, detail: string): FastifyReply {
  return reply.code(404).send({ detail } satisfies ErrorBody);
}

export function badRequest(reply: FastifyReply, detail: string): FastifyReply {
  return reply.code(400).send({ detail } satisfies ErrorBody);
}

/** What a guest's app reads for a fault of ours: never a database message, a stack or a code. */
export const SERVER_FAULT = "Something went wrong on our side. Please try again.";

/** Fastify's own 4xx errors, said as a person would. */
const FRAMEWORK_DETAIL: Record<string, string> = {
  FST_ERR_CTP_BODY_TOO_LARGE: "The request body is too large.",
  FST_ERR_CTP_INVALID_MEDIA_TYPE: "Send the body as JSON (Content-Type: application/json).",
  FST_ERR_CTP_EMPTY_JSON_BODY: "The body is empty.",
  FST_ERR_CTP_INVALID_JSON_BODY: "The body is not valid JSON.",
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: "The Content-Length does not match the body.",
  FST_ERR_BAD_URL: "The address is not valid.",
  FST_ERR_MAX_PARAM_LENGTH: "A part of the address is too long.",
  FST_ERR_ASYNC_CONSTRAINT: "The request cannot be routed.",
};

/**
 * Fastify's `frameworkErrors`: the router answers an address it cannot decode (`%zz`, a lone surrogate's bytes) or a
 * path parameter over its length bound itself, before any route or error handler; this gives those the one shape too.
 */
export function frameworkError(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  const status = typeof error.statusCode === "number" && error.statusCode >= 400 && error.statusCode < 600 ? error.statusCode : 400;
  const detail = status >= 500 ? SERVER_FAULT : (FRAMEWORK_DETAIL[error.code] ?? "The request cannot be answered.");
  void reply.code(status).send({ detail } satisfies ErrorBody);
}

/**
 * One error shape for every 4xx and 5xx (issue 17): `{ detail }`. A 4xx says what was wrong (our own errors carry
 * their sentence; Fastify's are translated above); a 5xx is logged whole and answered with {@link SERVER_FAULT}.
 */
export function installErrorShape(app: FastifyInstance): void {
  app.setErrorHandler((error: unknown, request, reply) => {
    const fault = (error ?? {}) as { statusCode?: unknown; code?: unknown; detail?: unknown; message?: unknown; headers?: unknown };
    const status = typeof fault.statusCode === "number" && fault.statusCode >= 400 && fault.statusCode < 600 ? fault.statusCode : 500;
    if (status >= 500) {
      request.log.error({ err: error }, "request failed");
      if (!app.log.level || app.log.level === "silent") console.error(`[carta] ${request.method} ${request.url}:`, error);
      return reply.code(status === 503 ? 503 : 500).send({ detail: SERVER_FAULT } satisfies ErrorBody);
    }
    const known = typeof fault.code === "string" ? FRAMEWORK_DETAIL[fault.code] : undefined;
    const own = typeof fault.detail === "string" ? fault.detail : typeof fault.message === "string" && !String(fault.code ?? "").startsWith("FST_") ? fault.message : undefined;
    return reply.code(status).send({ detail: known ?? own ?? "The request cannot be answered." } satisfies ErrorBody);
  });
}
