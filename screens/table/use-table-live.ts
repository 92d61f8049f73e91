import { useEffect } from "react";
import { useAppServices } from "../../engine/react/app-services";
import { TABLE_UPDATE_EVENT, tableSessionChannel } from "../../schemas/api/table-session";
import { refreshTable } from "../../engine/table-session/table-session";

/** Without a live connection the table is read this often. */
const POLL_MS = 5_000;

/**
 * Keeps the seat's session fresh while the table screen shows: read on arrival, again on each 'table-update' of its
 * private channel (signed by the server for members only), and every POLL_MS while no live connection is up.
 */
export function useTableLive(sessionId: string | undefined): void {
  const { registry, config } = useAppServices();
  useEffect(() => {
    void refreshTable();
  }, []);
  useEffect(() => {
    if (!sessionId) return undefined;
    let connected = false;
    const provider = registry.liveUpdates.find((p) => p.value.available(config))?.value;
    const unsubscribe = provider?.subscribe(config, tableSessionChannel(sessionId), TABLE_UPDATE_EVENT, {
      onEvent: () => void refreshTable(),
      onConnected: (up) => {
        // Events missed while away are read at once on coming back.
        if (up && !connected) void refreshTable();
        connected = up;
      },
    });
    const timer = window.setInterval(() => connected || void refreshTable(), POLL_MS);
    return () => {
      unsubscribe?.();
      window.clearInterval(timer);
    };
  }, [sessionId, registry, config]);
}
