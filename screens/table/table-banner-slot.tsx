import { useSyncExternalStore } from "react";
import { lazyDefault } from "../../engine/react/lazy-part";
import { isSeated, onSeatChanged } from "../../engine/table-session/seat-signal";

const TableBanner = lazyDefault(() => import("./table-banner"));

/** The banner's code loads only once the guest is seated at a table: the home screen of everyone else loads nothing more. */
export function TableBannerSlot() {
  const seated = useSyncExternalStore(onSeatChanged, isSeated, () => false);
  return seated ? <TableBanner /> : null;
}
