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
 * Names of calls that screens other than the caller's watch: adding the cart to the table's active order (the
 * add buttons read "Adding to Order" while it runs; the order screen makes the call).
 */
export const ADD_TO_ORDER_REQUEST = "addToOrder";
