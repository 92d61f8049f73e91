import { Store } from "@tanstack/store";

/** One named backend call's state, as layouts read it: `{"var": "requests.paymentStatus.pending"}`. */
export interface RequestState {
  pending: boolean;
  failed: boolean;
}

/**
 * The state of every named call, mirrored from the server-state layer (query-client.ts) into a store small enough
 * for the first screen: the layout context reads this without loading the query library.
 */
export const requestStates = new Store<Readonly<Record<string, RequestState>>>({});

export function setRequestState(name: string, state: RequestState): void {
  const current = requestStates.state[name];
  if (current && current.pending === state.pending && current.failed === state.failed) return;
  requestStates.setState((all) => ({ ...all, [name]: state }));
}

/**
 * Names of calls that screens other than the caller's watch: adding a dish to the table's active order (every add
 * button reads "Adding to Order" while it runs). `screens/shared/use-add-to-cart.ts` makes the call and sets its
 * state here itself, so the product screens need not load the server-state layer for one PATCH.
 */
export const ADD_TO_ORDER_REQUEST = "addToOrder";
