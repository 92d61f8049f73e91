import type { FastifyReply } from "fastify";

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
