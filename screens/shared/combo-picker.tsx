import { useId } from "react";
import { comboItemPrice, formatMoney, isComboItemDisabled, selectComboItem, type ComboGroup, type ComboItem } from "../../engine/rules";
import { useMenuState, useText } from "../../engine/react/menu-context";
import { GroupHeader } from "./variation-picker";
import * as css from "./options.css";
import { visuallyHidden } from "./visually-hidden.css";

/**
 * One combo group (spec §4, §5): exactly one product, every group required; choosing one clears its siblings
 * (`selectComboItem`); out-of-stock products are disabled and say so. The browser's own radios, one name per
 * group: arrow keys move the choice, Tab enters and leaves the group (docs/decisions/0054).
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
  const name = useId();
  const menu = useMenuState((s) => s.menuData);
  const language = useMenuState((s) => s.selected_language);
  const selected = group.products.find((p) => p.selected === true && !isComboItemDisabled(p));
  return (
    <section className={css.group} data-testid={`combo-${group.id}`}>
      <GroupHeader id={headingId} name={group.name} required met={selected !== undefined} level={level} />
      <div role="radiogroup" aria-labelledby={headingId} className={css.choices}>
        {group.products.map((item) => {
          const extra = comboItemPrice(item);
          const disabled = isComboItemDisabled(item);
          const checked = selected !== undefined && String(selected.id) === String(item.id);
          return (
            <label key={String(item.id)} className={css.choice} data-selected={checked || undefined} data-disabled={disabled || undefined}>
              <input
                type="radio"
                className={visuallyHidden}
                name={name}
                value={String(item.id)}
                checked={checked}
                disabled={disabled}
                onChange={() => onChange(selectComboItem(groups, group.id, String(item.id)))}
              />
              <span className={css.radioMark} />
              <span className={css.choiceName}>
                {item.name}
                {disabled ? <span className={css.choiceNote}>{t("ui_str_out_of_stock")}</span> : null}
              </span>
              {extra > 0 && menu ? (
                <span className={css.choicePrice} dir="ltr">
                  + <bdi>{formatMoney(extra, menu, language)}</bdi>
                </span>
              ) : null}
            </label>
          );
        })}
      </div>
    </section>
  );
}
