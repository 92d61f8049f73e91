import { createContext, useContext, type ReactNode } from "react";
import { useSelector } from "@tanstack/react-store";
import type { CartState, CartStore } from "../cart";
import type { CheckoutFormState, CheckoutFormStore } from "../checkout";
import type { PluginRegistry } from "../plugin-api";
import type { AnalyticsEvent } from "../plugin-api/plugin";

/** What the app holds beside the menu: the plugin registry, the cart and checkout-form stores and the analytics fan-out. */
export interface AppServices {
  registry: PluginRegistry;
  cart: CartStore;
  checkout: CheckoutFormStore;
  track(event: Omit<AnalyticsEvent, "license">): void;
  /** Build-time configuration (keys for maps and live updates); empty values mean "use the offline fallback". */
  config: Readonly<Record<string, string | undefined>>;
}

const AppServicesContext = createContext<AppServices | null>(null);

export function AppServicesProvider({ services, children }: { services: AppServices; children: ReactNode }) {
  return <AppServicesContext.Provider value={services}>{children}</AppServicesContext.Provider>;
}

export function useAppServices(): AppServices {
  const services = useContext(AppServicesContext);
  if (!services) throw new Error("A screen was rendered outside <AppServicesProvider>");
  return services;
}

export function useRegistry(): PluginRegistry {
  return useAppServices().registry;
}

/** Reads a slice of the cart; the component re-renders only when that slice changes. */
export function useCart<T>(selector: (state: CartState) => T): T {
  return useSelector(useAppServices().cart, selector);
}

export function useCartActions(): CartStore["actions"] {
  return useAppServices().cart.actions;
}

/** Reads a slice of the checkout form (contact details, comments, payment choice). */
export function useCheckoutForm<T>(selector: (state: CheckoutFormState) => T): T {
  return useSelector(useAppServices().checkout, selector);
}

export function useCheckoutFormActions(): CheckoutFormStore["actions"] {
  return useAppServices().checkout.actions;
}
