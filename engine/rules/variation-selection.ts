/**
 * The variation picker's rules (spec §4, §5): a single-choice group toggles its one value; a multiple group
 * stops at `max_choices_allowed`; add stays disabled until every required group has a choice.
 */
import { sameId, type EntityId } from "./ids";
import type { ProductVariationGroup, VariationOption } from "./variation-price";

/** The chosen option ids, per group id (in string form). */
export type VariationChoice = Readonly<Record<string, readonly EntityId[]>>;

function chosenIn(choice: VariationChoice, groupId: EntityId): readonly EntityId[] {
  return choice[String(groupId)] ?? [];
}

/**
 * Picks or un-picks an option. Single choice: picking the chosen value again clears it, another value
 * replaces it. Multiple: toggles, but a new pick beyond `max_choices_allowed` (when above 0) is ignored.
 */
export function toggleVariationOption(
  choice: VariationChoice,
  group: ProductVariationGroup,
  optionId: EntityId,
): VariationChoice {
  if (!group.options.some((o) => sameId(o.id, optionId))) return choice;
  const current = chosenIn(choice, group.id);
  const isChosen = current.some((id) => sameId(id, optionId));
  let next: readonly EntityId[];
  if (!group.multiple) next = isChosen ? [] : [optionId];
  else if (isChosen) next = current.filter((id) => !sameId(id, optionId));
  else if (group.maxChoices > 0 && current.length >= group.maxChoices) return choice;
  else next = [...current, optionId];
  return { ...choice, [String(group.id)]: next };
}

/** An unchosen checkbox is disabled once a multiple group has reached its limit. */
export function isOptionDisabled(choice: VariationChoice, group: ProductVariationGroup, optionId: EntityId): boolean {
  if (!group.multiple || group.maxChoices <= 0) return false;
  const current = chosenIn(choice, group.id);
  return current.length >= group.maxChoices && !current.some((id) => sameId(id, optionId));
}

/** The required groups still without a choice (add-to-cart stays disabled while any remain). */
export function missingRequiredGroups(
  groups: readonly ProductVariationGroup[],
  choice: VariationChoice,
): EntityId[] {
  return groups
    .filter((g) => g.required)
    .filter((g) => !g.options.some((o) => chosenIn(choice, g.id).some((id) => sameId(id, o.id))))
    .map((g) => g.id);
}

/** The chosen options, in group then option order (for the unit price and the cart line). */
export function chosenOptions(groups: readonly ProductVariationGroup[], choice: VariationChoice): VariationOption[] {
  return groups.flatMap((g) => g.options.filter((o) => chosenIn(choice, g.id).some((id) => sameId(id, o.id))));
}

/** Spec §5: "max_choices_allowed above 0 shows 'Choose upto N option(s)'". */
export function choiceLimitText(group: ProductVariationGroup): string | null {
  return group.maxChoices > 0 ? `Choose upto ${group.maxChoices} option(s)` : null;
}
