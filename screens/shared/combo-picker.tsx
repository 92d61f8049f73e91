import { useId } from "react";
import { Radio, RadioGroup } from "react-aria-components";
import { comboItemPrice, formatMoney, isComboItemDisabled, selectComboItem, type ComboGroup, type ComboItem } from "../../engine/rules";
import { useMenuState, useText } from "../../engine/react/menu-context";
import { GroupHeader } from "./variation-picker";
import * as css from "./options.css";

/**
 * One combo group (spec §4, §5): exactly one product, every group required; choosing one clears its siblings
 * (`selectComboItem`); out-of-stock products are disabled and say so.
 */
export function ComboGroupPicker<I extends ComboItem & { name?: string | null }, G extends ComboGroup<I>>({
  group,
  groups,
  onChange,
  level = 2,
}: {
  group: G;
  groups: readonly G[];
  onChange: (next: G[]) => void;
  level?: 2 | 3;
}) {
  const t = useText();
  const headingId = useId();
  const menu = useMenuState((s) => s.menuData);
  const language = useMenuState((s) => s.selected_language);
  const selected = group.products.find((p) => p.selected === true && !isComboItemDisabled(p));
  return (
    <section className={css.group} data-testid={`combo-${group.id}`}>
      <GroupHeader id={headingId} name={group.name} required met={selected !== undefined} level={level} />
      <RadioGroup
        aria-labelledby={headingId}
        className={css.choices}
        value={selected ? String(selected.id) : null}
        onChange={(value) => onChange(selectComboItem(groups, group.id, value))}
      >
        {group.products.map((item) => {
          const extra = comboItemPrice(item);
          return (
            <Radio key={String(item.id)} value={String(item.id)} className={css.choice} isDisabled={isComboItemDisabled(item)}>
              <span className={css.radioMark} />
              <span className={css.choiceName}>
                {item.name}
                {isComboItemDisabled(item) ? <span className={css.choiceNote}>{t("ui_str_out_of_stock")}</span> : null}
              </span>
              {extra > 0 && menu ? (
                <span className={css.choicePrice} dir="ltr">
                  + {formatMoney(extra, menu, language)}
                </span>
              ) : null}
            </Radio>
          );
        })}
      </RadioGroup>
    </section>
  );
}
