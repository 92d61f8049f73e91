import { useParams } from "@tanstack/react-router";
import { useQuery } from "@tanstack/react-query";
import { queryClient } from "../server-state/query-client";
import { orderQuery } from "../server-state/calls";
import type { PlacedOrderAnswer } from "../../schemas/api/placed-order";
import { useMenuState } from "./menu-context";

/**
 * The order the screen shows (`/order/{id}`, `/af-checkout/{id}`), for blocks plugins put in its slots: the same
 * read the screen keeps current (live or polled), shared through the server-state layer, never a second request.
 * Undefined until it is read.
 */
export function useOrderOnScreen(): PlacedOrderAnswer | undefined {
  const { id } = useParams({ strict: false }) as { id?: string };
  const language = useMenuState((s) => s.selected_language) ?? "en";
  const order = useQuery({ ...orderQuery(language, id ?? ""), enabled: Boolean(id), refetchOnMount: false }, queryClient);
  return order.data;
}
