import { UNSTABLE_ToastQueue as ToastQueue } from "react-aria-components";

/** Both toasts of the spec hide after 5 seconds (menu spec section 9). */
export const TOAST_HIDE_AFTER_MS = 5000;

export interface ToastContent {
  text: string;
  tone: "success" | "warning";
}

/** One queue for the whole app: any screen adds, the shell's region shows and announces them. */
export const toastQueue = new ToastQueue<ToastContent>({ maxVisibleToasts: 2 });

export function showToast(content: ToastContent): void {
  toastQueue.add(content, { timeout: TOAST_HIDE_AFTER_MS });
}
