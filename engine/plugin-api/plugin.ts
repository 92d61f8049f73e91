/**
 * The one plugin API (docs/plugins.md). A plugin is one declarative value: an id, an optional options schema
 * with its options, and what it contributes. The core registers through this same API: no back doors.
 */
import type { ComponentType, LazyExoticComponent, ReactNode } from "react";
import type * as Schema from "effect/Schema";
import type { LayoutBlock, ScreenLayout } from "../../schemas/layout";
import type { LayoutContext } from "../layout-core/layout-context";

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
  /** Validates the config's props before the component sees them. (What the block shows is told in docs/blocks.json.) */
  props?: Schema.Codec<P, unknown>;
}

/** A client route drawing a screen: the screen's layout id, or a component for screens that are not layouts. */
export interface RouteContribution {
  /** TanStack Router path: `/category/$id`, `/payment/stripe`. */
  path: string;
  screen: string;
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
  /** The return route under /payment/: `/payment/stripe`. */
  returnPath: string;
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
  validate?(value: unknown, field: Readonly<Record<string, unknown>>, text: (key: string, values?: Record<string, string | number>) => string): string | undefined;
}

export interface FormFieldProps {
  field: Readonly<Record<string, unknown>>;
  value: unknown;
  error: string | undefined;
  onChange(value: unknown): void;
}

/** A way to hand a placed order to the venue outside the app (WhatsApp). */
export interface OrderHandoff {
  id: string;
  isAvailable(settings: Readonly<Record<string, unknown>>): boolean;
  /** The URL opened in a new tab for this order. */
  url(order: Readonly<Record<string, unknown>>, settings: Readonly<Record<string, unknown>>): string;
}

export interface MapProvider {
  id: string;
  /** Lower runs first; the first available provider is used. */
  priority: number;
  isAvailable(config: Readonly<Record<string, string | undefined>>): boolean;
  component: LazyExoticComponent<ComponentType<Readonly<Record<string, unknown>>>>;
}

export interface LiveTransport {
  id: string;
  priority: number;
  isAvailable(config: Readonly<Record<string, string | undefined>>): boolean;
  /** Calls `onEvent` on each `event` of `channel`; returns the unsubscribe function. */
  subscribe(config: Readonly<Record<string, string | undefined>>, channel: string, event: string, onEvent: () => void): () => void;
}

export interface AnalyticsEvent {
  name: string;
  license: string;
  [field: string]: string | number | undefined;
}

export interface AnalyticsSink {
  id: string;
  track(event: AnalyticsEvent): void;
}

/** The venue-group integration mode's extension points (ordering spec, al_futtaim_enabled). */
export interface IntegrationHooks {
  id: string;
  isActive(settings: Readonly<Record<string, unknown>>): boolean;
}

export interface PluginContributions {
  blocks?: readonly BlockDefinition<never>[];
  screens?: readonly ScreenLayout[];
  routes?: readonly RouteContribution[];
  /** Blocks added to a named slot of the core layouts (`cart.after-items`, `order.after-summary`). */
  slots?: Readonly<Record<string, readonly LayoutBlock[]>>;
  paymentProviders?: readonly PaymentProvider[];
  formFieldTypes?: readonly FormFieldType[];
  orderHandoffs?: readonly OrderHandoff[];
  mapProviders?: readonly MapProvider[];
  liveTransports?: readonly LiveTransport[];
  analyticsSinks?: readonly AnalyticsSink[];
  integrations?: readonly IntegrationHooks[];
}

export interface CartaPlugin<Options = unknown> {
  /** Unique, kebab-case: `payment-stripe`. */
  id: string;
  /** Validates `options` at start-up; a bad option stops start-up with the plugin's id in the message. */
  optionsSchema?: Schema.Codec<Options, unknown>;
  options?: Options;
  contributes: PluginContributions;
}

/** Declares a plugin; an identity function that gives the value its type. */
export function definePlugin<Options = unknown>(plugin: CartaPlugin<Options>): CartaPlugin<Options> {
  return plugin;
}

/** Declares a block; keeps the props type of its schema and component in step. */
export function defineBlock<P>(block: BlockDefinition<P>): BlockDefinition<never> {
  return block as unknown as BlockDefinition<never>;
}
