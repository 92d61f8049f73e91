/**
 * The venue file (docs/venue-file.md): a menu-data payload in the venue's default language plus what one
 * response cannot hold: the venue's extra host names, its translations and the folder of its images. Forms
 * may carry their `form_data`, which the feedback call serves. `npm run venue -- import` decodes a file with
 * this schema and prints `problems[0]` when it fails.
 */
import * as Schema from "effect/Schema";
import { decodeWith, type Decoded } from "./decode";
import { installFastPath } from "./fast-path";
import { Amount, Flag, Id, Key, listOf, OptionalText, Rate, withDefault } from "./fields";
import { FormField } from "./form-field";
import { FormEntry } from "./menu/form-entry";
import { menuDataFields, TimeZoneName } from "./menu/menu-data";
import { Translations, type TranslationOverlay } from "./translation";

export { applyTranslation, TranslationOverlay, Translations } from "./translation";

const HOST = /^(?=.{1,253}$)[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?)*$/;

/** A bare host name: "menu.example.com", not "https://menu.example.com/". */
export const HostName = Schema.String.check(
  Schema.makeFilter((s: string) => HOST.test(s), { expected: "a host name like menu.example.com" }),
);

/** A form as a venue file lists it: the menu's entry plus its fields. */
export const VenueForm = Schema.Struct({ ...FormEntry.fields, form_data: listOf(FormField) });
export type VenueForm = typeof VenueForm.Type;

/**
 * A coupon as the venue file lists it (ordering spec §3 "Coupon", docs/venue-file.md). The coupon call answers it
 * by its code, case-insensitively, while it is enabled and not past `valid_until`.
 */
export const VenueCoupon = Schema.Struct({
  id: Id,
  code: Key.check(Schema.makeFilter((s: string) => /^[A-Za-z0-9_-]{1,40}$/.test(s), { expected: "letters, digits, - or _ (at most 40)" })),
  discount_value_type: Schema.Literals(["percentage", "fixed"]),
  discount_value: Rate.check(Schema.makeFilter((n: number) => n >= 0, { expected: "a value of 0 or more" })),
  /** Only these products' lines count; empty: every line (with `categories` empty too). */
  products: listOf(Id),
  categories: listOf(Id),
  min_order_value: withDefault(Schema.NullOr(Amount), null),
  max_discount_value: withDefault(Schema.NullOr(Amount), null),
  free_delivery: withDefault(Flag, false),
  enabled: withDefault(Flag, true),
  /** The last moment it applies, ISO 8601 with an offset ("2026-12-31T23:59:59+04:00"); null: no end. */
  valid_until: withDefault(
    OptionalText.check(Schema.makeFilter((s: string | null) => s === null || (/[zZ]|[+-]\d\d:\d\d$/.test(s) && !Number.isNaN(Date.parse(s))), { expected: "an ISO date-time with an offset" })),
    null,
  ),
});
export type VenueCoupon = typeof VenueCoupon.Type;

const Coordinate = Schema.Tuple([Rate, Rate]);

/**
 * A delivery zone (docs/venue-file.md): a polygon of [lat, lng] corners and the fee for addresses inside it. The
 * delivery-zone call answers a point with the first zone that contains it.
 */
export const DeliveryZone = Schema.Struct({
  name: withDefault(Key, "Zone"),
  fee: Amount,
  polygon: Schema.Array(Coordinate).check(Schema.makeFilter((p: readonly unknown[]) => p.length >= 3, { expected: "at least 3 corners" })),
});
export type DeliveryZone = typeof DeliveryZone.Type;

/** Two coupons answering to one code would make the call's answer a matter of luck. */
const uniqueCodes = Schema.makeFilter(
  (coupons: readonly VenueCoupon[]) => {
    const seen = new Set<string>();
    for (const coupon of coupons) {
      const code = coupon.code.toUpperCase();
      if (seen.has(code)) return `the code ${code} is listed twice`;
      seen.add(code);
    }
    return true;
  },
  { expected: "coupon codes listed once each" },
);

interface Identified {
  readonly id: number;
}

/** The ids an overlay may name, per list, taken from the decoded file. */
function knownIds(file: {
  readonly categories: readonly Identified[];
  readonly products: readonly (Identified & { readonly combo_groups: readonly Identified[] })[];
  readonly variations: readonly (Identified & { readonly values: readonly Identified[] })[];
  readonly properties: readonly Identified[];
  readonly promotions: readonly Identified[];
  readonly pages: readonly Identified[];
  readonly forms: readonly Identified[];
  readonly taxes: readonly Identified[];
}) {
  const ids = (list: readonly Identified[]) => new Set(list.map((e) => String(e.id)));
  return {
    categories: ids(file.categories),
    products: ids(file.products),
    variations: ids(file.variations),
    properties: ids(file.properties),
    promotions: ids(file.promotions),
    pages: ids(file.pages),
    forms: ids(file.forms),
    taxes: ids(file.taxes),
    combo_groups: ids(file.products.flatMap((p) => p.combo_groups)),
  };
}

const ENTITY_NAMES = {
  categories: "category",
  products: "product",
  variations: "variation",
  properties: "property",
  promotions: "promotion",
  pages: "page",
  forms: "form",
  taxes: "tax",
  combo_groups: "combo group",
} as const;

/**
 * Every overlay entry must name an entity of the file: an id that matches nothing is a typo that would
 * silently leave a text untranslated. Reported at the entry, e.g. `translations.ar.products["999"]`.
 */
const overlaysNameKnownEntities = Schema.makeFilter(
  (file: Parameters<typeof knownIds>[0] & { readonly translations: { readonly [lang: string]: TranslationOverlay } }) => {
    const known = knownIds(file);
    const issues: Array<{ readonly path: ReadonlyArray<PropertyKey>; readonly issue: string }> = [];
    for (const [lang, overlay] of Object.entries(file.translations)) {
      for (const list of Object.keys(ENTITY_NAMES) as Array<keyof typeof ENTITY_NAMES>) {
        for (const id of Object.keys(overlay[list] ?? {})) {
          if (!known[list].has(id)) {
            issues.push({ path: ["translations", lang, list, id], issue: `no ${ENTITY_NAMES[list]} has this id` });
          }
        }
      }
      for (const [variationId, texts] of Object.entries(overlay.variations ?? {})) {
        const variation = file.variations.find((v) => String(v.id) === variationId);
        for (const valueId of Object.keys(texts.values ?? {})) {
          if (variation !== undefined && !variation.values.some((v) => String(v.id) === valueId)) {
            issues.push({
              path: ["translations", lang, "variations", variationId, "values", valueId],
              issue: "no value of this variation has this id",
            });
          }
        }
      }
    }
    return issues;
  },
  { expected: "translations that name existing entities" },
);

export const VenueFile = installFastPath(
  Schema.Struct({
    ...menuDataFields,
    /** Stricter than the payload: a zone name with a typo stops the import. */
    timezone: withDefault(TimeZoneName, "Asia/Dubai"),
    forms: listOf(VenueForm),
    /** Host names, besides `{license}.localhost`, that answer for this venue. */
    custom_domains: listOf(HostName),
    translations: Translations,
    /** The venue's coupons, answered one at a time by the coupon call; never part of the menu payload. */
    coupons: listOf(VenueCoupon).check(uniqueCodes),
    /** Where the venue delivers, and for how much; none: the venue charges no delivery fee. */
    delivery_zones: listOf(DeliveryZone),
    /**
     * The payment provider plugin the venue's card payments go to (`paylink`, `stripe`…; docs/plugins.md), reached
     * with the venue's keys under `plugins` (the sandbox in test mode without them). None: no online payment.
     */
    payment_provider: withDefault(Schema.NullOr(Key), null),
    /**
     * Each plugin's options for this venue, by plugin id (`"integration-venue-group": { loyalty_rules, wallets }`,
     * `"payment-stripe": { "secret_key": "sk_…", "webhook_secret": "whsec_…" }`): checked at import by the schema the
     * plugin's server half declares (decision 0047). Server-side only, never part of the menu payload.
     */
    plugins: withDefault(Schema.Record(Key, Schema.Unknown), {}),
    /** The folder, relative to the file, that holds the venue's images. */
    media: withDefault(Key, "media"),
  })
    // Annotate before checking: annotations given after a check land on the check.
    .annotate({ identifier: "VenueFile" })
    .check(overlaysNameKnownEntities),
);
export type VenueFile = typeof VenueFile.Type;

/** Decodes a venue file; `problems[0].text` is the line the importer prints. */
export function decodeVenueFile(input: unknown): Decoded<VenueFile> {
  return decodeWith(VenueFile, input);
}
