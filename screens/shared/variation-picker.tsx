import { Suspense, useId, useRef, useState } from "react";
import { lazyDefault } from "../../engine/react/lazy-part";
import { isOptionDisabled, toggleVariationOption, type Milli, type ProductVariationGroup, type VariationChoice } from "../../engine/rules";
import { useText } from "../../engine/react/menu-context";
import { CheckIcon, ChevronDownIcon } from "./icons";
import { OptionPrice } from "./option-price";
import * as css from "./options.css";
import { visuallyHidden } from "./visually-hidden.css";

/** The dropdown's open list (react-aria's listbox), loaded when a guest first reaches for a dropdown. */
const DropdownList = lazyDefault(() => import("./variation-dropdown-list"));

/** A group's name with the spec's red asterisk and 'Required', and 'Choose upto N option(s)' when limited. */
export function GroupHeader({
  id,
  name,
  required,
  met,
  hint,
  level,
}: {
  id: string;
  name: string;
  required: boolean;
  met: boolean;
  hint?: string | null;
  level: 2 | 3;
}) {
  const t = useText();
  const Heading = level === 2 ? "h2" : "h3";
  return (
    <div className={css.groupHeader}>
      <Heading id={id} className={css.groupTitle}>
        {name}
        {required ? (
          <span className={css.asterisk} aria-hidden="true">
            *
          </span>
        ) : null}
      </Heading>
      {required ? (
        <span className={css.requiredPill} data-met={met}>
          {t("ui_str_required")}
        </span>
      ) : null}
      {hint ? <p className={css.groupHint}>{hint}</p> : null}
    </div>
  );
}

/**
 * One variation group (spec §4, §5). Single choice is a dropdown: its list opens under the button, and choosing
 * the chosen value again clears it; multiple choice is checkboxes that disable the unchosen ones once
 * `max_choices_allowed` is reached. The checkboxes and the dropdown's button are the browser's own; only the
 * open list is react-aria's, loaded on first use (docs/decisions/0054).
 * Every change goes through `toggleVariationOption`.
 */
export function VariationGroupPicker({
  group,
  choice,
  basePrice,
  onChange,
  level = 2,
}: {
  group: ProductVariationGroup;
  choice: VariationChoice;
  basePrice: Milli;
  onChange: (next: VariationChoice) => void;
  level?: 2 | 3;
}) {
  const t = useText();
  const headingId = useId();
  const chosen = (choice[String(group.id)] ?? []).map(String);
  const hint = group.multiple && group.maxChoices > 0 ? t("choose_up_to", { n: group.maxChoices }) : null;

  return (
    <section className={css.group} data-testid={`variation-${group.id}`}>
      <GroupHeader id={headingId} name={group.name} required={group.required} met={chosen.length > 0} hint={hint} level={level} />
      {group.multiple ? (
        <div role="group" aria-labelledby={headingId} className={css.choices}>
          {group.options.map((option) => {
            const checked = chosen.includes(String(option.id));
            const disabled = isOptionDisabled(choice, group, option.id);
            return (
              <label key={String(option.id)} className={css.choice} data-selected={checked || undefined} data-disabled={disabled || undefined}>
                <input
                  type="checkbox"
                  className={visuallyHidden}
                  checked={checked}
                  disabled={disabled}
                  onChange={() => onChange(toggleVariationOption(choice, group, option.id))}
                />
                <span className={css.checkMark}>
                  <span className={css.tick}>
                    <CheckIcon size={14} />
                  </span>
                </span>
                <span className={css.choiceName}>{option.value}</span>
                <OptionPrice base={basePrice} option={option} />
              </label>
            );
          })}
        </div>
      ) : (
        <VariationDropdown group={group} choice={choice} chosen={chosen} basePrice={basePrice} headingId={headingId} onChange={onChange} />
      )}
    </section>
  );
}

/** A single-choice group: the button shows the chosen value (or a prompt) and opens the list under it. */
function VariationDropdown({
  group,
  choice,
  chosen,
  basePrice,
  headingId,
  onChange,
}: {
  group: ProductVariationGroup;
  choice: VariationChoice;
  chosen: string[];
  basePrice: Milli;
  headingId: string;
  onChange: (next: VariationChoice) => void;
}) {
  const t = useText();
  const valueId = useId();
  const triggerRef = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  const find = (key: string) => group.options.find((o) => String(o.id) === key);
  const selected = chosen[0] === undefined ? undefined : find(chosen[0]);
  // Start the list's download as soon as a guest reaches for the button, so it opens without a wait.
  const preload = () => void DropdownList.preload().catch(() => undefined);
  return (
    <>
      <button
        ref={triggerRef}
        type="button"
        className={css.dropdownTrigger}
        aria-labelledby={`${headingId} ${valueId}`}
        aria-haspopup="dialog"
        aria-expanded={open}
        onPointerEnter={preload}
        onFocus={preload}
        onClick={() => setOpen((o) => !o)}
      >
        <span id={valueId} className={css.choiceName} data-placeholder={selected ? undefined : ""}>
          {selected ? selected.value : t("select_option")}
        </span>
        {selected ? <OptionPrice base={basePrice} option={selected} /> : null}
        <span className={css.dropdownChevron}>
          <ChevronDownIcon />
        </span>
      </button>
      {open ? (
        <Suspense fallback={null}>
          <DropdownList
            group={group}
            chosen={chosen}
            basePrice={basePrice}
            headingId={headingId}
            triggerRef={triggerRef}
            onClose={() => setOpen(false)}
            onPick={(key) => {
              // The rule's toggle: the chosen value again clears the group, another value replaces it.
              const option = find(key);
              if (option) onChange(toggleVariationOption(choice, group, option.id));
            }}
          />
        </Suspense>
      ) : null}
    </>
  );
}
