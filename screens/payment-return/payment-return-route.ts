import { defineRoute, type PaymentProvider, type PluginRegistry, type StatusCall } from "../../engine/plugin-api";

/** What the return screen draws from: the provider, the reference the guest sees, and the status call to make. */
export interface PaymentReturnData {
  provider: string | undefined;
  reference: string | undefined;
  /** Undefined when the provider's parameters are missing: the status then stays PENDING (logged). */
  statusCall: StatusCall | undefined;
}

function providerAt(registry: PluginRegistry, pathname: string): PaymentProvider | undefined {
  return [...registry.paymentProviders.values()].find((p) => p.value.returnPath === pathname.replace(/\/$/, ""))?.value;
}

/**
 * `/payment/{provider}` (ordering spec section 2): every registered provider's return path. An unknown provider
 * is the not-found screen. The loader reads the provider's own query parameters (raw strings, so `00042` keeps
 * its zeros) and starts the status call in the server-state layer without waiting: the screen shows PENDING at
 * once and the server's status when it answers.
 */
export const paymentReturnRoute = defineRoute<Readonly<Record<string, string>>, PaymentReturnData>({
  path: "/payment/$provider",
  screen: "payment-return",
  guard: ({ pathname, services }) => (providerAt(services.registry, pathname) ? undefined : { notFound: true }),
  loader: async ({ pathname, search, services }) => {
    const provider = providerAt(services.registry, pathname);
    services.checkout.actions.paymentReturned();
    const reads = await provider?.readsReturn();
    const statusCall = reads?.statusCall(search);
    if (!statusCall) console.warn(`[carta] ${pathname}: the provider's query parameters are missing`);
    else {
      const [{ queryClient }, { paymentStatusQuery }] = await Promise.all([import("../../engine/server-state/query-client"), import("../../engine/server-state/calls")]);
      void queryClient.prefetchQuery(paymentStatusQuery(statusCall));
    }
    return { provider: provider?.id, reference: reads?.reference(search), statusCall };
  },
});
