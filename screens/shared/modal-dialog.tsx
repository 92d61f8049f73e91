import { useLayoutEffect, useRef, type ReactNode } from "react";
import * as css from "./modal-dialog.css";

/**
 * A modal dialog on the browser's own `<dialog>` (docs/decisions/0027): `showModal()` makes the rest of the page
 * inert to pointer, keyboard and screen reader, moves focus inside, closes on Escape and gives focus back on
 * close; the top layer puts it above everything. What it adds: Tab wraps around inside instead of leaving for the
 * browser's toolbar, a tap on the backdrop closes it (when there is one), and the page under it does not scroll.
 * `onClose` runs once however the dialog was closed.
 */
export function ModalDialog({
  label,
  labelledBy,
  onClose,
  className,
  testId,
  children,
}: {
  label?: string;
  labelledBy?: string;
  onClose: () => void;
  className?: string;
  testId?: string;
  children: ReactNode;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const onCloseRef = useRef(onClose);
  useLayoutEffect(() => {
    onCloseRef.current = onClose;
  });
  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (!dialog.open) dialog.showModal();
    // Focus on the dialog itself, as a screen reader announces it; the first Tab reaches the first control.
    dialog.focus();
    const closed = () => onCloseRef.current();
    dialog.addEventListener("close", closed);
    return () => {
      dialog.removeEventListener("close", closed);
      if (dialog.open) dialog.close();
    };
  }, []);
  return (
    <dialog
      ref={ref}
      className={`${css.dialog} ${className ?? ""}`}
      aria-label={label}
      aria-labelledby={labelledBy}
      data-testid={testId}
      tabIndex={-1}
      onClick={(event) => {
        // Only the backdrop reports the dialog itself as the target: the content fills the box.
        if (event.target === event.currentTarget) event.currentTarget.close();
      }}
      onKeyDown={(event) => {
        if (event.key === "Tab") wrapFocus(event.currentTarget, event);
      }}
    >
      <div className={css.content}>{children}</div>
    </dialog>
  );
}

/** Closes the dialog this element is in (a Close button's `onPress`). */
export function closeEnclosingDialog(element: Element | null): void {
  element?.closest("dialog")?.close();
}

const TABBABLE = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** Tab on the last element goes to the first, Shift+Tab on the first to the last. */
function wrapFocus(dialog: HTMLDialogElement, event: { shiftKey: boolean; preventDefault(): void }): void {
  const tabbable = [...dialog.querySelectorAll<HTMLElement>(TABBABLE)].filter((el) => el.offsetParent !== null || el === document.activeElement);
  const first = tabbable[0];
  const last = tabbable[tabbable.length - 1];
  if (!first || !last) return;
  if (event.shiftKey ? document.activeElement === first : document.activeElement === last) {
    event.preventDefault();
    (event.shiftKey ? last : first).focus();
  }
}
