/**
 * The venue-group mode's switch (ordering spec: `al_futtaim_enabled` in the menu payload), the plugin's own menu field
 * (decision 0066): the core keeps it among the payload's plugin fields, and both halves read it here, as the core's
 * switches read ("true", "1" and 1 count as on). A menu without it is not in the mode.
 */
import { defineMenuField, menuFieldValue, readFlag } from "../../schemas/field-readers";
import type { MenuPluginFields } from "../../schemas/menu/plugin-fields";

export const VENUE_GROUP_MODE = defineMenuField({ name: "al_futtaim_enabled", read: readFlag, fallback: false });

/** Whether the venue of this menu is in the venue-group mode. */
export const inVenueGroupMode = (menu: MenuPluginFields): boolean => menuFieldValue(menu, VENUE_GROUP_MODE);
