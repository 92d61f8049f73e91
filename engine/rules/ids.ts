/** Payload ids arrive as numbers; URLs and storage can turn them into strings. Both forms compare equal. */
export type EntityId = number | string;

/** Whether two ids name the same entity (12 and "12" do). */
export function sameId(a: EntityId | null | undefined, b: EntityId | null | undefined): boolean {
  return a !== null && a !== undefined && b !== null && b !== undefined && String(a) === String(b);
}

/** A set of ids in their string form, for membership tests across number and string ids. */
export function idSet(ids: readonly EntityId[] | null | undefined): ReadonlySet<string> {
  return new Set((ids ?? []).map(String));
}
