/**
 * A route by its call's contract (schemas/calls/define-call.ts): the contract's method and path, and its body decoded
 * by the contract's request schema before the handler runs (400 with the first problem when it does not read), so the
 * server reads a call's body with the schema the browser's fetcher is typed by and the API document describes.
 */
import type * as Schema from "effect/Schema";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { routePath, type CallContract } from "../../schemas/calls/define-call";
import { decodeWith } from "../../schemas/decode";
import { badRequest } from "./errors";

type DecodedBody<C> = C extends CallContract<infer Request, Schema.Top> ? (Request extends Schema.Top ? Request["Type"] : undefined) : never;

export type CallRequest = FastifyRequest<{ Params: Record<string, string> }>;

export function routeCall<C extends CallContract>(
  app: FastifyInstance,
  contract: C,
  handler: (request: CallRequest, reply: FastifyReply, body: DecodedBody<C>) => Promise<unknown>,
): void {
  app.route<{ Params: Record<string, string> }>({
    method: contract.method.toUpperCase() as "GET" | "POST" | "PATCH",
    url: routePath(contract.path),
    handler: async (request, reply) => {
      if (!contract.request) return handler(request, reply, undefined as DecodedBody<C>);
      const body = decodeWith(contract.request as unknown as Schema.ConstraintDecoder<unknown>, request.body);
      if (!body.ok) return badRequest(reply, body.problems[0].text);
      return handler(request, reply, body.value as DecodedBody<C>);
    },
  });
}
