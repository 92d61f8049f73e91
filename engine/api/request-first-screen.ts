import { requestJson, type ApiResult, type Decoder } from "./http";

/**
 * A call the first screen waits for, read without Effect: `decodeValid` (generated at build time from the answer's
 * schema, `virtual:carta-menu-decoder`, decision 0058) reads a good answer; only an answer it refuses loads the
 * schema and Effect, through `explain`, for the problems Effect lists. The result is the schema's own either way.
 */
export async function requestFirstScreenJson<T>(path: string, decodeValid: (input: unknown) => T | undefined, explain: () => Promise<Decoder<T>>): Promise<ApiResult<T>> {
  const answer = await requestJson(path, (input) => ({ ok: true, value: input }) as const);
  if (!answer.ok) return answer;
  const value = decodeValid(answer.value);
  if (value !== undefined) return { ok: true, value };
  const decoded = (await explain())(answer.value);
  return decoded.ok ? decoded : { ok: false, error: { kind: "invalid", problems: decoded.problems } };
}
