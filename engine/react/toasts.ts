import type { TextKey } from "../i18n/ui-text";

/** Both toasts of the spec hide after 5 seconds (menu spec section 9). */
export const TOAST_HIDE_AFTER_MS = 5000;

export interface ToastContent {
  /**
   * The text's key, worded by the region in the guest's language as it shows: a toast still up when the guest
   * switches language rewords itself.
   */
  textKey: TextKey;
  /** An "error" stays until the guest closes it (ordering spec §8: a dismissible alert, not dismissed by clicking away). */
  tone: "success" | "warning" | "error";
}

/** The part of react-aria's toast queue this module uses. */
export interface ToastSink {
  add(content: ToastContent, options: { timeout?: number }): void;
}

/** How long a toast stays: the spec's 5 seconds, or until closed for an error. */
const timeoutOf = (content: ToastContent) => (content.tone === "error" ? {} : { timeout: TOAST_HIDE_AFTER_MS });

let sink: ToastSink | undefined;
const waiting: ToastContent[] = [];
const listeners = new Set<() => void>();

/**
 * Shows a toast. The region that displays toasts (and react-aria's toast code) loads with the first one:
 * until it has attached its queue, toasts wait here.
 */
export function showToast(content: ToastContent): void {
  if (sink) {
    sink.add(content, timeoutOf(content));
    return;
  }
  waiting.push(content);
  for (const listener of listeners) listener();
}

/** Called by the toast region when it loads: it takes over, starting with the toasts that waited. */
export function attachToastSink(next: ToastSink): void {
  sink = next;
  for (const content of waiting.splice(0)) next.add(content, timeoutOf(content));
}

/** Whether any toast was asked for yet (the region mounts from then on). */
export function toastsRequested(): boolean {
  return sink !== undefined || waiting.length > 0;
}

export function subscribeToToastRequests(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
