/** The menu-data payload schema (docs/menu-payload.md), its entities and their decoded types. */
export { MENU_SCHEMA_VERSION, MenuData, menuDataFields, AddToCartRedirect, TimeZoneName } from "./menu-data";
export type { MenuDataEncoded } from "./menu-data";
export { decodeMenuData } from "./decode-menu-data";
export { defineMenuField, menuFieldValue, PLUGIN_FIELD_TEXT_LIMIT } from "../field-readers";
export type { MenuField, MenuPluginFields, PluginFields, PluginFieldValue } from "./plugin-fields";
export { Category, SpecialCategoryType } from "./category";
export { Product, ProductVariation, ComboGroup, ComboProduct } from "./product";
export { Variation, VariationValue, PriceMath } from "./variation";
export { Property } from "./property";
export { Tax, TaxType } from "./tax";
export { Promotion } from "./promotion";
export { Page } from "./page";
export { FormEntry } from "./form-entry";
export { Language } from "./language";
export { UiStrings, UI_STRING_KEYS } from "./ui-strings";
export type { UiStringKey } from "./ui-strings";
export { ThemeData, ThemeColors, ThemeFonts, FontSetting } from "./theme-data";
export { HoursPair, WeekdayInterval, BlockedRange, TimeOfDay, LocalDateTime } from "./hours";
export {
  LogoImage,
  BackgroundImage,
  DesktopImage,
  PlaceholderImage,
  ProductImage,
  ProductImageRef,
  PromotionImage,
  PropertyImage,
} from "./images";
export { ViewFormat, cardDisplayFields } from "./card-display";
