import type { ContextField } from "../plugin-api/plugin";

/** The plugins' context fields as one external store: a snapshot object that changes only when a value does. */
export interface ContextFieldsSource {
  subscribe(onChange: () => void): () => void;
  getSnapshot(): Readonly<Record<string, unknown>>;
}

export function contextFieldsSource(fields: readonly ContextField[]): ContextFieldsSource {
  let snapshot: Readonly<Record<string, unknown>> = Object.fromEntries(fields.map((f) => [f.name, f.get()]));
  return {
    subscribe(onChange) {
      const unsubscribes = fields.map((field) => field.subscribe(onChange));
      return () => unsubscribes.forEach((unsubscribe) => unsubscribe());
    },
    getSnapshot() {
      if (fields.every((field) => Object.is(field.get(), snapshot[field.name]))) return snapshot;
      snapshot = Object.fromEntries(fields.map((f) => [f.name, f.get()]));
      return snapshot;
    },
  };
}
