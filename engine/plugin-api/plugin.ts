/**
 * The one plugin API (docs/plugins.md). A plugin is one declarative value: an id, an optional options schema
 * with its options, and what it contributes. The core registers through this same API: no back doors.
 */
import type { ComponentType, LazyExoticComponent, ReactNode } from "react";
import type * as Schema from "effect/Schema";
import type { LayoutBlock, ScreenLayout } from "../../schemas/layout";
import type { LayoutContext } from "../layout-core/layout-context";
import type { MenuData } from "../../schemas/menu";
import type { MenuField } from "../../schemas/menu/plugin-fields";
import type { FormField } from "../../schemas/form-field";
import type { CartStore } from "../cart/cart-store";
import type { OrderLocationState, OrderType } from "../rules/order-type";
import type { OrderPayload } from "../order/order-payload";
import type { CheckoutFormState, CheckoutFormStore } from "../checkout/checkout-form-store";
import type { PluginRegistry } from "./registry";

/** What every block component receives. */
export interface BlockProps<P = Readonly<Record<string, unknown>>> {
  /** The block's props from the layout config, decoded by its `props` schema when it has one. */
  props: P;
  context: LayoutContext;
  /** The block's nested blocks, already rendered. */
  children?: ReactNode;
  block: LayoutBlock;
}

export type BlockComponent<P> = ComponentType<BlockProps<P>> | LazyExoticComponent<ComponentType<BlockProps<P>>>;

export interface BlockDefinition<P = Readonly<Record<string, unknown>>> {
  /** Dotted, lower case, unique across all plugins: `category.grid`. */
  type: string;
  component: BlockComponent<P>;
  /**
   * Validates the config's props before the component sees them. (What the block shows is told in docs/blocks.json.)
   * A schema that only checks (no defaults, no transformations) may be left to development, `import.meta.env?.DEV ?
   * schema : undefined`, so the production build carries no Effect for it: the props as written are what it decodes.
   */
  props?: Schema.Codec<P, unknown> | undefined;
}

/** What a route's guard and loader may use. They run once the venue's menu is loaded. */
export interface RouteServices {
  menu: MenuData;
  /** The language the menu is shown in. */
  language: string;
  registry: PluginRegistry;
  cart: CartStore;
  checkout: CheckoutFormStore;
  /** Build-time configuration (keys, Hashids settings); empty values mean "use the offline fallback". */
  config: Readonly<Record<string, string | undefined>>;
  track(event: Omit<AnalyticsEvent, "license">): void;
}

export interface RouteArgs<Search> {
  /** The address's path: `/payment/stripe`, `/t/x9Ak`. */
  pathname: string;
  params: Readonly<Record<string, string>>;
  /** The query, decoded by the route's `search` schema (raw strings without one: `007` stays `007`). */
  search: Search;
  /** True while the router only preloads the route (a hover): a guard must not change state then. */
  preload: boolean;
  services: RouteServices;
}

/** A guard's answer: go elsewhere instead (replacing the address), the not-found screen, or undefined to draw the route. */
export type RouteDecision = { redirect: string } | { notFound: true } | undefined;

/** Reads a route's raw query (`path` names the route in the error), or throws. */
export type SearchDecoder<Search> = (raw: Readonly<Record<string, unknown>>, path: string) => Search;

/**
 * A client route drawing a screen (docs/architecture.md, "How a route loads data"): its query validated by a
 * schema, a guard that may send the guest elsewhere before anything renders, and a loader whose data the layout
 * context holds as `data`, so `when` conditions and blocks read it. Both run in the router, never in a block.
 */
export interface RouteContribution<Search = Readonly<Record<string, string>>, Data = unknown> {
  /** TanStack Router path: `/category/$id`, `/payment/$provider`. */
  path: string;
  screen: string;
  /**
   * Decodes the query's raw strings; a query that does not decode (it throws) shows the route's error screen. With
   * an Effect schema: `searchSchema(schema)` (engine/plugin-api/search-schema.ts).
   */
  search?: SearchDecoder<Search>;
  guard?(args: RouteArgs<Search>): RouteDecision | Promise<RouteDecision>;
  loader?(args: RouteArgs<Search>): Data | Promise<Data>;
}

/** Declares a route; keeps its search, guard and loader types in step. */
export function defineRoute<Search = Readonly<Record<string, string>>, Data = unknown>(route: RouteContribution<Search, Data>): RouteContribution<never, unknown> {
  return route as unknown as RouteContribution<never, unknown>;
}

/** How a payment-provider return screen asks the server for the status (ordering spec section 7). */
export interface StatusCall {
  method: "POST";
  path: string;
  body?: Readonly<Record<string, string>>;
}

export interface PaymentProvider {
  /** `stripe`, `paytabs`… */
  id: string;
  /** The return route: `/payment/{id}` (drawn by the payment-return screen's `/payment/$provider` route). */
  returnPath: string;
  /** How the return screen reads the provider's return: loaded with that screen, on no first screen. */
  readsReturn(): Promise<PaymentReturnReader>;
}

/** How a provider's return reads (ordering spec §2, §7). */
export interface PaymentReturnReader {
  /** The query parameters the return screen reads, in the provider's own names. */
  queryParams: readonly string[];
  /** The status call for the parameters found, or undefined when a required one is missing. */
  statusCall(query: Readonly<Record<string, string | undefined>>): StatusCall | undefined;
  /** What the return screen shows as the order reference. */
  reference(query: Readonly<Record<string, string | undefined>>): string | undefined;
}

/** A feedback-form field type (header, text, starRating…). */
export interface FormFieldType {
  type: string;
  component: ComponentType<FormFieldProps> | LazyExoticComponent<ComponentType<FormFieldProps>>;
  /** The first problem with a value, as a guest-facing message, or undefined when it is fine. */
  validate?(value: unknown, field: FormField, text: (key: string, values?: Record<string, string | number>) => string): string | undefined;
}

export interface FormFieldProps {
  /** The field's definition, as the feedback call sends it (schemas/form-field.ts). */
  field: FormField;
  value: unknown;
  error: string | undefined;
  onChange(value: unknown): void;
}

/**
 * A field a plugin adds to the layout context, so layouts' `when` can read it: `{"var": "loyalty.points"}`. The
 * schema says its shape (the registry checks every `var` against it at start-up); `get` and `subscribe` read it
 * from wherever the plugin keeps it (a @tanstack/store store fits: `get: () => store.state.points`).
 */
export interface ContextField<T = unknown> {
  name: string;
  /**
   * The value's shape, read only by the development check of the layouts' `when` variables: give it as
   * `import.meta.env?.DEV ? schema : undefined`, so the production build carries no Effect for it (decision 0058).
   */
  schema: Schema.Codec<T, unknown> | undefined;
  get(): T;
  /** Calls `onChange` whenever the value may have changed; returns the unsubscribe function. */
  subscribe(onChange: () => void): () => void;
}

/** Declares a context field; keeps its schema and value types in step. */
export function defineContextField<T>(field: ContextField<T>): ContextField {
  return field as ContextField;
}

/**
 * A plugin's UI texts, by language then key: `{ en: { "loyalty.points": "{count} points" }, ar: { … } }`. English
 * is required for every key (it is the fallback); other languages may leave keys out.
 */
export type PluginTexts = Readonly<Record<string, Readonly<Record<string, string>>>>;

export interface AnalyticsEvent {
  name: string;
  license: string;
  [field: string]: string | number | undefined;
}

/** A point on the map. */
export interface MapPoint {
  lat: number;
  lng: number;
}

/** A delivery zone as a map draws it: its name, its fee as the guest reads it, its outline. */
export interface MapZone {
  name: string;
  feeText: string;
  polygon: readonly MapPoint[];
}

/**
 * What a map draws and reports: its centre, the pin, and the guest moving it (or picking a searched place). A map
 * that can look up an address reports it with the point (`place`), for a searched place and for a moved pin.
 */
export interface MapViewProps {
  center: MapPoint;
  pin: MapPoint;
  onPin(point: MapPoint, place?: { formatted_address: string }): void;
  /** The venue's outlet: drawn, and place search is biased around it. */
  outlet: MapPoint;
  /** The venue's delivery zones, drawn so the guest sees where it delivers (empty when they could not be read). */
  zones: readonly MapZone[];
}

/**
 * A map service for the delivery-location screen (ordering spec §2). The screen uses the first provider that is
 * available with the app's configuration (a key), else its own keyless map.
 */
export interface MapProvider {
  id: string;
  available(config: Readonly<Record<string, string | undefined>>): boolean;
  component: ComponentType<MapViewProps> | LazyExoticComponent<ComponentType<MapViewProps>>;
}

/** An order the server has just placed, as hand-offs read it (the WhatsApp message, a venue's own system). */
export interface PlacedOrderEvent {
  /** What was sent (engine/order/order-payload.ts), and what the server answered. */
  order: OrderPayload;
  placed: { uuid: string; padded_order_id: string };
  menu: MenuData;
  /** The order's figures as the guest saw them, formatted as the venue shows money. */
  money(amount: string): string;
}

/** Something that happens once an order is placed: a hand-off to the venue (ordering spec §7, WhatsApp). */
export interface OrderHandoff {
  id: string;
  /**
   * Called when the checkout shows, with the venue's menu: load here what `afterOrder` needs, so it runs at once
   * when the order is placed (a new tab opens only while the guest's tap still counts).
   */
  prepare?(menu: MenuData): void;
  /** Not awaited: the guest goes on to the order (or the payment page) meanwhile. */
  afterOrder(event: PlacedOrderEvent): void | Promise<void>;
}

/**
 * State that follows the guest's order (the venue-group integration's active table order, ordering spec §4):
 * told when a table is scanned, when an order is placed, and each time the order screen reads an order (on
 * load and on each 'order-update').
 */
export interface OrderWatcher {
  id: string;
  /**
   * A table or room URL was opened: the order type it gives, or undefined to leave it to the core (dine-in where
   * the venue takes it). `state` is the cart's before the change. The first watcher that answers decides.
   */
  orderTypeAfterScan?(event: { state: OrderLocationState; menu: MenuData }): OrderType | undefined;
  /** A table or room URL was opened and stored in the cart (`/t/…`, `/r/…`, `/a/…`). */
  locationScanned?(event: { orderLocation: string; orderLocationType: string; menu: MenuData; cart: CartStore }): Promise<void> | void;
  /** An order was placed, or the cart merged into the table's open order (before the guest is sent on). */
  orderPlaced?(event: { placed: { uuid: string }; menu: MenuData }): void;
  /**
   * The order screen read an order (on load and on each 'order-update'). `common_order`: what the read says of a
   * common POS order at its table (ordering spec §3), absent when the server does not say.
   */
  orderRead?(event: { order: { uuid: string; status: string; customer_name: string; common_order?: boolean | undefined }; menu: MenuData; cart: CartStore }): Promise<void> | void;
}

/**
 * A live-updates service (ordering spec §7: a channel named by the order's uuid, event 'order-update'): the order
 * screen subscribes through the first one available; while none is connected it polls instead.
 */
export interface LiveUpdatesProvider {
  id: string;
  available(config: Readonly<Record<string, string | undefined>>): boolean;
  /**
   * Calls `onEvent` for each `event` on `channel`, and `onConnected` whenever the connection comes up (true) or
   * drops (false); the provider reconnects by itself. Returns a function that unsubscribes.
   */
  subscribe(
    config: Readonly<Record<string, string | undefined>>,
    channel: string,
    event: string,
    handlers: { onEvent(): void; onConnected(connected: boolean): void },
  ): () => void;
}

/**
 * Fields a plugin adds to the order payload's `additional_data` (ordering spec §3: `iiko_loyalty_discounts`), read
 * as the order is sent; its server half decodes and prices them. A field another contributor also sets stops
 * nothing but the later one wins, so prefix nothing: the names are the backend's.
 */
export interface OrderPayloadField {
  id: string;
  /** The fields to add for this order, or undefined for none (`checkout.state.pluginData` holds what it kept). */
  additionalData(event: { menu: MenuData; cart: CartStore; checkout: CheckoutFormStore }): Readonly<Record<string, unknown>> | undefined;
}

/**
 * How a plugin changes the checkout's fields (ordering spec §5, the venue-group mode's rules). Each is a change
 * from the core's rule; any contributor asking for one gets it.
 */
export interface CheckoutFieldChanges {
  /** The name field is not shown: the order is named by its table. */
  nameHidden?: boolean;
  /** The phone may stay empty (it is still checked when typed). */
  phoneOptional?: boolean;
  /** The phone is fixed by what the plugin keeps (its field shows it, disabled). */
  phoneFixed?: boolean;
}

/** Read as the checkout form draws, from the menu and the form's state (its `pluginData` included). */
export interface CheckoutFieldRule {
  id: string;
  fields(event: { menu: MenuData; form: CheckoutFormState }): CheckoutFieldChanges | undefined;
}

/** The checkout's field changes all contributors ask for, merged (a change asked for by one holds). */
export function checkoutFieldChanges(rules: readonly CheckoutFieldRule[], event: { menu: MenuData; form: CheckoutFormState }): Required<CheckoutFieldChanges> {
  const merged = { nameHidden: false, phoneOptional: false, phoneFixed: false };
  for (const rule of rules) {
    const changes = rule.fields(event);
    if (changes?.nameHidden) merged.nameHidden = true;
    if (changes?.phoneOptional) merged.phoneOptional = true;
    if (changes?.phoneFixed) merged.phoneFixed = true;
  }
  return merged;
}

/**
 * A payment type beyond the core's cash, card machine and online payment (ordering spec §3 lists more): a value an
 * order's `payment_type` may take, and its label, a text key of the plugin. The plugin's server half accepts the
 * value (`paymentTypes` of defineServerPlugin); the payment-type toggle offers only the core's.
 */
export interface PaymentTypeContribution {
  /** The wire value, exactly as the backend spells it. */
  value: string;
  /** A text key of the plugin's (`texts`), read with `usePluginText()`. */
  label: string;
}

/**
 * A refusal code of the plugin's server half (its `refusalCodes`, decision 0065), as the core's refusal notice words
 * it: the plugin's text in the guest's language, and whether the guest fixes it on the cart screen.
 */
export interface RefusalCodeContribution {
  /** The wire code, exactly as the server half declares it. */
  code: string;
  /** A text key of the plugin's (`texts`, the other languages through `textsIn`): the sentence the guest reads. */
  text: string;
  /** The guest fixes it on the cart screen (a field the cart holds): the notice offers 'Back to cart'. */
  fixedInCart?: boolean;
}

export interface AnalyticsSink {
  id: string;
  track(event: AnalyticsEvent): void;
}

export interface PluginContributions {
  blocks?: readonly BlockDefinition<never>[];
  screens?: readonly ScreenLayout[];
  routes?: readonly RouteContribution<never, unknown>[];
  /** Blocks added to a named slot of the core layouts (`cart.after-items`, `order.after-summary`). */
  slots?: Readonly<Record<string, readonly LayoutBlock[]>>;
  paymentProviders?: readonly PaymentProvider[];
  formFieldTypes?: readonly FormFieldType[];
  analyticsSinks?: readonly AnalyticsSink[];
  /** Map services for the delivery-location screen (Google Maps with a key). */
  mapProviders?: readonly MapProvider[];
  /** Live order updates (the Pusher protocol). */
  liveUpdates?: readonly LiveUpdatesProvider[];
  /** What happens once an order is placed (the WhatsApp hand-off). */
  orderHandoffs?: readonly OrderHandoff[];
  /** State that follows the guest's order: a table scanned, an order placed, an order read. */
  orderWatchers?: readonly OrderWatcher[];
  /** Fields added to the order payload's `additional_data`. */
  orderPayloadFields?: readonly OrderPayloadField[];
  /** Changes to the checkout's fields: a hidden name, an optional or a fixed phone. */
  checkoutFieldRules?: readonly CheckoutFieldRule[];
  /** Fields layouts can read in `when`, beside the core's. */
  contextFields?: readonly ContextField[];
  /**
   * Fields of the menu payload the core does not know that the plugin reads (decision 0066): each layout reads it, as
   * its reader decodes it, as `settings.{name}`; the plugin's code reads it with `menuFieldValue(menu, field)`.
   */
  menuFields?: readonly MenuField[];
  /** Payment types beyond the core's, with their labels. */
  paymentTypes?: readonly PaymentTypeContribution[];
  /** How the refusal notice words the refusal codes of the plugin's server half. */
  refusalCodes?: readonly RefusalCodeContribution[];
  /** UI texts the plugin's blocks read with `usePluginText()`. */
  texts?: PluginTexts;
  /**
   * The plugin's texts in one language, loaded when the guest takes it, as the core's catalogues are: for texts the
   * core's blocks draw, so that 13 languages of them stay off the first screen. English stays in `texts` (the
   * fallback, and the keys: others are ignored).
   */
  textsIn?: (language: string) => Promise<Readonly<Record<string, string>> | undefined>;
}

/** What one core screen folder contributes (screens/<name>/index.ts): its blocks, layouts, routes and field types. */
export type ScreenModule = Pick<PluginContributions, "blocks" | "screens" | "routes" | "formFieldTypes" | "orderWatchers">;

/**
 * The contributions every venue's start-up reads, which a plugin cannot leave for later: its routes (the router is
 * built once), payment providers (their return routes), menu fields (they say whether a venue needs the rest) and
 * texts. The registry refuses them in a later part, naming the plugin.
 */
export const EVERY_VENUE_READS = ["routes", "paymentProviders", "menuFields", "texts", "textsIn"] as const satisfies readonly (keyof PluginContributions)[];

/** What a plugin may leave for later (decisions 0076, 0077): every contribution but {@link EVERY_VENUE_READS}. */
export type LaterContributions = Omit<PluginContributions, (typeof EVERY_VENUE_READS)[number]>;

/**
 * Contributions only some venues need, kept off every other venue's first screen (decision 0076): the boot asks
 * `applies` once the venue's menu has arrived and, when it holds, loads them before the menu shows, so the first
 * screen draws with them. Development and the tests load them all at start-up (`withLaterContributions`), where
 * every check runs on them.
 */
export interface ForVenues {
  /** Whether this venue's menu needs them: read from the plugin's own menu field. */
  applies(menu: MenuData): boolean;
  load(): Promise<LaterContributions>;
}

/**
 * Contributions that only some screens use, loaded by the first route that draws one of them, before it shows
 * (decision 0077): the ordering screens' layouts and blocks, which no entry route draws.
 */
export interface ScreenPart {
  /** The screens whose layouts come with it: a route drawing one of them waits for it. */
  screens: readonly string[];
  load(): Promise<LaterContributions>;
}

export interface CartaPlugin<Options = unknown> {
  /** Unique, kebab-case: `payment-stripe`. */
  id: string;
  /** Validates `options` at start-up; a bad option stops start-up with the plugin's id in the message. */
  optionsSchema?: Schema.Codec<Options, unknown>;
  options?: Options;
  contributes: PluginContributions;
  /** Contributions only the venues whose menu asks for them load (decision 0076). */
  forVenues?: ForVenues;
  /** Contributions that come with some screens (decision 0077). */
  screenParts?: readonly ScreenPart[];
}

/**
 * The plugins with their venue contributions and screen parts loaded and merged into `contributes`: what
 * development and the tests build the registry from, so that start-up checks everything any venue or screen could load.
 */
export async function withLaterContributions(plugins: readonly CartaPlugin[]): Promise<CartaPlugin[]> {
  return Promise.all(
    plugins.map(async ({ forVenues, screenParts, ...plugin }) => {
      const later = await Promise.all([...(screenParts ?? []).map((part) => part.load()), ...(forVenues ? [forVenues.load()] : [])]);
      const merged: Record<string, unknown> = { ...plugin.contributes };
      for (const [key, value] of later.flatMap((contributions) => Object.entries(contributions))) {
        merged[key] = key === "slots" ? mergeSlots(merged[key] as Slots, value as Slots) : [...((merged[key] as unknown[] | undefined) ?? []), ...(value as unknown[])];
      }
      return { ...plugin, contributes: merged as PluginContributions };
    }),
  );
}

type Slots = PluginContributions["slots"];

function mergeSlots(a: Slots, b: Slots): Slots {
  const merged: Record<string, readonly LayoutBlock[]> = { ...a };
  for (const [slot, list] of Object.entries(b ?? {})) merged[slot] = [...(merged[slot] ?? []), ...list];
  return merged;
}

/** Declares a plugin; an identity function that gives the value its type. */
export function definePlugin<Options = unknown>(plugin: CartaPlugin<Options>): CartaPlugin<Options> {
  return plugin;
}

/** Declares a block; keeps the props type of its schema and component in step. */
export function defineBlock<P>(block: BlockDefinition<P>): BlockDefinition<never> {
  return block as unknown as BlockDefinition<never>;
}
