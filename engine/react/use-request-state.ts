import { useSelector } from "@tanstack/react-store";
import { requestStates, type RequestState } from "../server-state/request-states";

const IDLE: RequestState = { pending: false, failed: false };

/** A named backend call's state (engine/server-state), for blocks that show it while another screen makes it. */
export function useRequestState(name: string): RequestState {
  return useSelector(requestStates, (all) => all[name] ?? IDLE);
}
