import type { RefObject } from "react";
import { Dialog, ListBox, ListBoxItem, Popover, type Selection } from "react-aria-components";
import type { Milli, ProductVariationGroup } from "../../engine/rules";
import { OptionPrice } from "./option-price";
import * as css from "./options.css";

/**
 * The open list of a single-choice variation group: react-aria's listbox in a popover under its button (arrow
 * keys, type-ahead, Escape, focus back on the button). Loaded when a guest first reaches for a dropdown, so the
 * product screen's first visit carries no react-aria (docs/decisions/0054).
 */
export default function VariationDropdownList({
  group,
  chosen,
  basePrice,
  headingId,
  triggerRef,
  onPick,
  onClose,
}: {
  group: ProductVariationGroup;
  chosen: readonly string[];
  basePrice: Milli;
  headingId: string;
  triggerRef: RefObject<HTMLButtonElement | null>;
  /** The option chosen, or the chosen one again (which clears it). */
  onPick: (key: string) => void;
  onClose: () => void;
}) {
  return (
    <Popover
      className={css.dropdownPopover}
      triggerRef={triggerRef}
      isOpen
      onOpenChange={(open) => (open ? undefined : onClose())}
      placement="bottom start"
      offset={4}
    >
      <Dialog aria-labelledby={headingId} className={css.dropdownDialog}>
        <ListBox
          aria-labelledby={headingId}
          autoFocus={chosen.length > 0 ? "first" : true}
          className={css.choices}
          selectionMode="single"
          selectedKeys={chosen}
          onSelectionChange={(keys: Selection) => {
            const next = keys === "all" ? undefined : [...keys].map(String)[0];
            // Choosing the chosen value again empties the selection: the rule turns that into "clear".
            const key = next ?? chosen[0];
            if (key !== undefined) onPick(key);
            onClose();
          }}
        >
          {group.options.map((option) => (
            <ListBoxItem key={String(option.id)} id={String(option.id)} textValue={option.value} className={css.choice}>
              <span className={css.radioMark} />
              <span className={css.choiceName}>{option.value}</span>
              <OptionPrice base={basePrice} option={option} />
            </ListBoxItem>
          ))}
        </ListBox>
      </Dialog>
    </Popover>
  );
}
