/**
 * A backend call by its contract (schemas/calls/define-call.ts): the path filled from the parameters, the body
 * typed by the contract's request schema (the server decodes it with the same), the answer decoded by its answer schema, and only the
 * spec's success status counted a success. Loaded with the screens after the first (a contract builds Effect schemas).
 */
import type * as Schema from "effect/Schema";
import { fillPath, type CallContract } from "../../schemas/calls/define-call";
import { requestJson, type ApiResult, type Decoder } from "./http";
import { schemaDecoder } from "./schema-decoder";

type Body<C> = C extends CallContract<infer Request, Schema.Top> ? (Request extends Schema.Top ? Request["Encoded"] : undefined) : never;
type Answer<C> = C extends CallContract<Schema.Top | undefined, infer A> ? A["Type"] : never;

export interface CallInput<C extends CallContract> {
  /** The path's parameters by name (`{ lang: "en", id }`). */
  params?: Readonly<Record<string, string>>;
  /** The body in its wire form (the request schema's encoded side: amounts as the backend's text, "12.500"). */
  body?: Body<C>;
  idempotencyKey?: string;
  signal?: AbortSignal;
}

const decoders = new WeakMap<CallContract, Decoder<unknown>>();
function answerDecoder(contract: CallContract): Decoder<unknown> {
  let decode = decoders.get(contract);
  if (!decode) decoders.set(contract, (decode = schemaDecoder(contract.success.answer as unknown as Schema.ConstraintDecoder<unknown>)));
  return decode;
}

export function callApi<C extends CallContract>(contract: C, input: CallInput<C> = {}): Promise<ApiResult<Answer<C>>> {
  const method = contract.method.toUpperCase() as "GET" | "POST" | "PATCH";
  return requestJson(fillPath(contract.path, input.params ?? {}), answerDecoder(contract) as Decoder<Answer<C>>, {
    method,
    ...(input.body === undefined ? {} : { body: input.body }),
    ...(input.idempotencyKey ? { idempotencyKey: input.idempotencyKey } : {}),
    ...(input.signal ? { signal: input.signal } : {}),
    expect: contract.success.status,
  });
}
