/**
 * The whole menu-data payload of `GET /{lang}/api/menu/{license}/` (docs/menu-payload.md): the venue's settings,
 * its catalogue and its texts in one language. Every field the two specs read is here; only `id`, `name` and
 * `license` are required, everything else has the default listed in docs/menu-payload.md ("Defaults"), so the
 * decoded value never needs a fallback. Unknown extra fields are not the core's: the decoders keep their scalars for
 * the plugins, which read them (`pluginFields`, schemas/menu/plugin-fields.ts, decision 0066).
 *
 * Version 1 of the payload schema; docs/menu-payload.md ("Versioning") says what would make it 2.
 */
import * as Schema from "effect/Schema";
import { Amount, Flag, Id, Key, listOf, OptionalText, optionalUrl, Rate, Text, VersionText, between, withDefault } from "../fields";
import { installFastPath } from "../fast-path";
import { ViewFormat } from "./card-display";
import { Category } from "./category";
import { FormEntry } from "./form-entry";
import { BlockedRange, WeekdayInterval } from "./hours";
import { BackgroundImage, DesktopImage, LogoImage, optionalImage, PlaceholderImage } from "./images";
import { Language } from "./language";
import { Page } from "./page";
import { Product } from "./product";
import { Promotion } from "./promotion";
import { Property } from "./property";
import { Tax } from "./tax";
import { ThemeData } from "./theme-data";
import { UiStrings } from "./ui-strings";
import { Variation } from "./variation";
import type { MenuPluginFields } from "./plugin-fields";

/** Bumped on a breaking change to the decoded shape (docs/menu-payload.md, "Versioning"). */
export const MENU_SCHEMA_VERSION = 1;

const timeZoneCache = new Map<string, boolean>();
/** Whether this runtime knows the IANA zone; checked once per name. */
function isTimeZone(name: string): boolean {
  let known = timeZoneCache.get(name);
  if (known === undefined) {
    try {
      new Intl.DateTimeFormat("en-US", { timeZone: name });
      known = name.trim() !== "";
    } catch {
      known = false;
    }
    timeZoneCache.set(name, known);
  }
  return known;
}

/**
 * A time zone the runtime knows. Used where a typo should stop an import (the venue file); the payload itself
 * takes any name, because a guest's older browser may lack a zone the server knows, and the hours rules fall
 * back to Asia/Dubai for a zone they cannot use (docs/decisions/0003-hours-semantics.md).
 */
export const TimeZoneName = Schema.String.check(
  Schema.makeFilter(isTimeZone, { expected: "a time zone such as Asia/Dubai" }),
);

export const AddToCartRedirect = Schema.Literals(["cart", "back", "other"]);
export type AddToCartRedirect = typeof AddToCartRedirect.Type;

const off = withDefault(Flag, false);
const noText = withDefault(Text, "");
const decimals = withDefault(between(0, 3, "a number of decimals from 0 to 3"), 2);

/** Identity, currency, prices and taxes: what every price on screen depends on. */
const venueFields = {
  /** The menu id used by the coupon and delivery-zone calls. */
  id: Id,
  name: Text,
  license: Key,
  /** Only "ACTIVE" is served to guests; the loader checks it. */
  license_status: withDefault(Text, "ACTIVE"),
  currency: withDefault(Key, "AED"),
  currency_symbol: noText,
  /** false hides the currency beside prices, a non-empty string replaces it, true shows it. */
  display_currency: withDefault(Schema.Union([Flag, Schema.String]), true),
  price_decimal_places: decimals,
  enable_alt_currency: off,
  alt_currency: noText,
  alt_currency_symbol: noText,
  alt_currency_price_decimal_places: decimals,
  alt_currency_exchange_rate: withDefault(Rate, 1),
  /** ISO 3166 country code; phone numbers are checked against it. */
  menu_country: withDefault(Key, "AE"),
  enable_arabic_numerals: off,
  enable_discount_percentage: off,
  minimum_order_amount: withDefault(Amount, 0),
  taxes: listOf(Tax),
  cart_subtotal_include_tax: off,
  display_prices_with_tax: off,
};

/** Opening times and app version. */
const timeFields = {
  /** An IANA zone name; the hours rules fall back to Asia/Dubai for one they cannot use. */
  timezone: withDefault(Key, "Asia/Dubai"),
  /** Weekday intervals when the venue is open; empty means open at all hours. */
  opening_hours: listOf(WeekdayInterval),
  /** Ranges when the venue is closed. */
  closing_rules: listOf(BlockedRange),
  /** The app version the menu asks for; the update prompt shows when it is newer than the client. */
  qr_app_version: withDefault(VersionText, null),
};

/** Images and texts around the screens. */
const presentationFields = {
  logo_image: optionalImage(LogoImage),
  category_background: optionalImage(BackgroundImage),
  desktop_image: optionalImage(DesktopImage),
  cover_image: withDefault(optionalUrl("image"), null),
  chef_recommends_image: withDefault(optionalUrl("image"), null),
  default_product_image: optionalImage(PlaceholderImage),
  default_category_image: optionalImage(PlaceholderImage),
  home_header_text: noText,
  home_footer_text: noText,
  product_footer_text: noText,
  cart_footer_text: noText,
  theme_data: withDefault(ThemeData, {}),
  ui_strings: UiStrings,
  languages: listOf(Language),
  /** The language of this payload's texts. */
  selected_language: withDefault(Key, "en"),
  /** When the client stored this payload (epoch ms); the backend leaves it out. */
  persistedAt: withDefault(Schema.NullOr(Schema.Number), null),
};

/** The feature switches of the menu screens (menu spec section 3, "Switches"). */
const browsingSwitches = {
  enable_order: off,
  enable_search: off,
  enable_language_header: off,
  enable_language_onboarding: off,
  enable_product_comments: off,
  enable_adding_same_item_cart: off,
  enable_zero_price_item: off,
  enable_display_order_type_home: off,
  home_display_all_categories: off,
  home_view_format: withDefault(ViewFormat, 1),
  addtocart_redirect: withDefault(AddToCartRedirect, "cart"),
  /** The id of the promotion that pops up on load; null for none. */
  promotion_on_load: withDefault(Schema.NullOr(Id), null),
  skip_onboarding_screen: off,
  display_properties_in_product: off,
  enable_wishlist: off,
  enable_wishlist_table_orders: off,
};

/**
 * Order types, checkout and payment (ordering spec, "Venue settings read in this area"). The integration mode's switch
 * is the venue-group plugin's own menu field (plugin-fields.ts).
 */
const orderingSettings = {
  enable_delivery: off,
  enable_takeaway: off,
  enable_dine_in: off,
  enable_drive_thru: off,
  payment_enabled: off,
  enable_payment_type: off,
  enable_cash: off,
  enable_card_machine: off,
  enable_coupons: off,
  /** The coupon code applied automatically; null for none. */
  coupon_auto_apply: withDefault(OptionalText, null),
  enable_order_comments: off,
  enable_delivery_datetime: off,
  enable_order_email: off,
  enable_order_phone: off,
  enable_tips: off,
  enable_address_google_maps: off,
  outlet_latitude: withDefault(Schema.NullOr(Rate), null),
  outlet_longitude: withDefault(Schema.NullOr(Rate), null),
  /** The id of the info page holding the terms; null when checkout shows no terms checkbox. */
  checkout_terms: withDefault(Schema.NullOr(Id), null),
  enable_whatsapp_order: off,
  enable_user_send_whatsapp: off,
  whatsapp_number: noText,
};

/** The catalogue lists. */
const catalogueFields = {
  categories: listOf(Category),
  products: listOf(Product),
  properties: listOf(Property),
  variations: listOf(Variation),
  promotions: listOf(Promotion),
  pages: listOf(Page),
  forms: listOf(FormEntry),
};

/** Every field of the payload, for schemas that extend it (the venue file). */
export const menuDataFields = {
  ...venueFields,
  ...timeFields,
  ...presentationFields,
  ...browsingSwitches,
  ...orderingSettings,
  ...catalogueFields,
};

/**
 * The menu-data payload, decoded. Decode through `decodeMenuData` (schemas/menu/decode-menu-data.ts), which adds the
 * payload's fields the schema does not name, for the plugins (`pluginFields`).
 */
export const MenuData = installFastPath(Schema.Struct(menuDataFields).annotate({ identifier: "MenuData" }));
export type MenuData = typeof MenuData.Type & MenuPluginFields;
/** The payload as it travels (what `Schema.encodeSync(MenuData)` produces). */
export type MenuDataEncoded = typeof MenuData.Encoded;
