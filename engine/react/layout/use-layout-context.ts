import { useMemo, useSyncExternalStore } from "react";
import { contextFieldsSource, type ContextFieldsSource } from "../../layout-core/context-fields-source";
import type { PluginRegistry, SharedContextField } from "../../plugin-api";
import { useLoaderData, useLocation, useParams, useSearch } from "@tanstack/react-router";
import { useSelector } from "@tanstack/react-store";
import { requestStates } from "../../server-state/request-states";
import { scalarSettings, type LayoutContext } from "../../layout-core/layout-context";
import { directionOf } from "../../i18n/ui-text";
import { canOrder } from "../../rules/add-to-cart";
import { wishlistEnabled } from "../../rules/wishlist";
import { isUpdateAvailable } from "../../rules/version";
import { totalQuantity as sumQuantities } from "../../rules/cart-line";
import { useCart, useCheckoutForm, useRegistry } from "../app-services";
import { useMenuState } from "../menu-context";

const sources = new WeakMap<PluginRegistry, { generation: number; source: ContextFieldsSource }>();

/** One source per registry, made again when a venue's contributions have added context fields (decision 0076). */
function sourceFor(registry: PluginRegistry): ContextFieldsSource {
  let entry = sources.get(registry);
  if (entry?.generation !== registry.generation) {
    entry = { generation: registry.generation, source: contextFieldsSource(registry.contextFields.map((f) => f.value)) };
    sources.set(registry, entry);
  }
  return entry.source;
}

/**
 * A context field a plugin supplies under a shared contract (engine/plugin-api/shared-context-fields.ts), for
 * core blocks: the header's cart link reads `ACTIVE_ORDER`. Its fallback while no plugin supplies it.
 */
export function useContextValue<T>(field: SharedContextField<T>): T {
  const source = sourceFor(useRegistry());
  const value = useSyncExternalStore(source.subscribe, () => source.getSnapshot()[field.name]);
  // The registry checked at start-up that whoever supplies this name uses the field's schema.
  return value === undefined ? field.fallback : (value as T);
}

const NO_DATA: Readonly<Record<string, unknown>> = {};

/** The layout context of docs/layouts.md, built from the stores and the router, memoised per change. */
export function useLayoutContext(): LayoutContext {
  const menu = useMenuState((s) => s.menuData);
  const license = useMenuState((s) => s.license);
  const language = useMenuState((s) => s.selected_language) ?? "en";
  const isOpen = useMenuState((s) => s.isOpen);
  const languageList = useMenuState((s) => s.languages);
  const languages = useMemo(() => languageList.map((l) => l.code), [languageList]);
  const path = useLocation({ select: (l) => l.pathname });
  const params = useParams({ strict: false }) as Record<string, string>;
  const search = useSearch({ strict: false }) as Record<string, unknown>;
  const orderType = useCart((c) => c.orderType);
  const totalQuantity = useCart((c) => sumQuantities(c.products));
  const lineCount = useCart((c) => c.products.length);
  const total = useCart((c) => c.total);
  const orderLocation = useCart((c) => c.orderLocation);
  const orderLocationType = useCart((c) => c.orderLocationType);
  const minOrderAmountError = useCart((c) => c.minOrderAmountError);
  const deliveryLocationConfirmed = useCart((c) => c.deliveryLocationConfirmed);
  const paymentUrl = useCheckoutForm((f) => f.paymentUrl);
  const registry = useRegistry();
  // The menu fields plugins read (docs/plugins.md, "Menu fields"), as each plugin decodes them.
  const settings = useMemo(() => (menu ? scalarSettings(menu, registry.menuFields.map((f) => f.value)) : {}), [menu, registry]);
  const loaded = useLoaderData({ strict: false }) as unknown;
  const data = (typeof loaded === "object" && loaded !== null ? loaded : NO_DATA) as Readonly<Record<string, unknown>>;
  const requests = useSelector(requestStates, (s) => s);
  const source = sourceFor(registry);
  const extras = useSyncExternalStore(source.subscribe, source.getSnapshot);
  return useMemo(
    () => ({
      ...extras,
      settings,
      license,
      route: { path, params, search },
      language,
      languages,
      direction: directionOf(language),
      isOpen,
      canOrder: canOrder(menu?.enable_order, isOpen),
      cart: {
        orderType,
        totalQuantity,
        lineCount,
        total: total / 1000,
        orderLocation,
        orderLocationType,
        wishlist: wishlistEnabled(menu ?? {}, orderLocation),
        minOrderAmountError,
        deliveryLocationConfirmed,
      },
      checkout: { paymentUrl },
      updateAvailable: isUpdateAvailable(menu?.qr_app_version),
      data,
      requests,
    }),
    [settings, license, path, params, search, language, languages, isOpen, menu, orderType, totalQuantity, lineCount, total, orderLocation, orderLocationType, minOrderAmountError, deliveryLocationConfirmed, paymentUrl, data, requests, extras],
  );
}
