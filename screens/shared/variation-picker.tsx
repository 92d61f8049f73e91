import { useId, useState } from "react";
import { Button, Checkbox, CheckboxGroup, Dialog, DialogTrigger, ListBox, ListBoxItem, Popover, type Selection } from "react-aria-components";
import {
  formatMoney,
  isOptionDisabled,
  milli,
  sameId,
  toggleVariationOption,
  variationLabelPrice,
  type Milli,
  type ProductVariationGroup,
  type VariationChoice,
  type VariationOption,
} from "../../engine/rules";
import { useMenuState, useText } from "../../engine/react/menu-context";
import { CheckIcon, ChevronDownIcon } from "./icons";
import * as css from "./options.css";

/** What a picker prints beside a value: the product price it sets, or the signed change (`variationLabelPrice`). */
function OptionPrice({ base, option }: { base: Milli; option: VariationOption }) {
  const menu = useMenuState((s) => s.menuData);
  const language = useMenuState((s) => s.selected_language);
  const label = variationLabelPrice(base, option);
  if (!menu || !label) return null;
  const text =
    label.kind === "product"
      ? formatMoney(label.amount, menu, language)
      : `${label.amount < 0 ? "−" : "+"} ${formatMoney(milli(Math.abs(label.amount)), menu, language)}`;
  return (
    <span className={css.choicePrice} dir="ltr">
      {text}
    </span>
  );
}

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
 * `max_choices_allowed` is reached.
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
  const valueId = useId();
  const [open, setOpen] = useState(false);
  const chosen = (choice[String(group.id)] ?? []).map(String);
  const hint = group.multiple && group.maxChoices > 0 ? t("choose_up_to", { n: group.maxChoices }) : null;
  const find = (key: string) => group.options.find((o) => String(o.id) === key);

  const header = <GroupHeader id={headingId} name={group.name} required={group.required} met={chosen.length > 0} hint={hint} level={level} />;

  if (group.multiple) {
    return (
      <section className={css.group} data-testid={`variation-${group.id}`}>
        {header}
        <CheckboxGroup
          aria-labelledby={headingId}
          className={css.choices}
          value={chosen}
          onChange={(values) => {
            const added = values.find((v) => !chosen.includes(v));
            const removed = chosen.find((v) => !values.includes(v));
            const option = find(added ?? removed ?? "");
            if (option) onChange(toggleVariationOption(choice, group, option.id));
          }}
        >
          {group.options.map((option) => (
            <Checkbox key={String(option.id)} value={String(option.id)} className={css.choice} isDisabled={isOptionDisabled(choice, group, option.id)}>
              <span className={css.checkMark}>
                <span className={css.tick}>
                  <CheckIcon size={14} />
                </span>
              </span>
              <span className={css.choiceName}>{option.value}</span>
              <OptionPrice base={basePrice} option={option} />
            </Checkbox>
          ))}
        </CheckboxGroup>
      </section>
    );
  }

  const selected = chosen[0] === undefined ? undefined : find(chosen[0]);
  return (
    <section className={css.group} data-testid={`variation-${group.id}`}>
      {header}
      <DialogTrigger isOpen={open} onOpenChange={setOpen}>
        <Button className={css.dropdownTrigger} aria-labelledby={`${headingId} ${valueId}`}>
          <span id={valueId} className={css.choiceName} data-placeholder={selected ? undefined : ""}>
            {selected ? selected.value : t("select_option")}
          </span>
          {selected ? <OptionPrice base={basePrice} option={selected} /> : null}
          <span className={css.dropdownChevron}>
            <ChevronDownIcon />
          </span>
        </Button>
        <Popover className={css.dropdownPopover} placement="bottom start" offset={4}>
          <Dialog aria-labelledby={headingId} className={css.dropdownDialog}>
            <ListBox
              aria-labelledby={headingId}
              autoFocus={selected ? "first" : true}
              className={css.choices}
              selectionMode="single"
              selectedKeys={chosen}
              onSelectionChange={(keys: Selection) => {
                const next = keys === "all" ? undefined : [...keys].map(String)[0];
                // Choosing the chosen value again empties the selection: the rule turns that into "clear".
                const option = find(next ?? chosen[0] ?? "");
                if (option && !(next !== undefined && chosen.some((c) => sameId(c, next)))) onChange(toggleVariationOption(choice, group, option.id));
                setOpen(false);
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
      </DialogTrigger>
    </section>
  );
}
