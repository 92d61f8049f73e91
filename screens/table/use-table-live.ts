import { useEffect } from "react";
import { useAppServices } from "../../engine/react/app-services";
import { TABLE_UPDATE_EVENT, tableSessionChannel } from "../../schemas/api/table-session";
import { refreshTable } from "../../engine/table-session/table-session";

/** Without a live connection the table is read this often. */
const POLL_MS = 5_000;
/** With one, still this often: a read tells the server this phone is here (presence, docs/shared-table.md). */
const HERE_READ_MS = 20_000;

/**
 * Keeps the seat's session fresh while the table screen shows: read on arrival, again on each 'table-update' of its
 * private channel (signed by the server for members only), every POLL_MS while no live connection is up, and every
 * HERE_READ_MS regardless: each read tells the server this phone is here, so the others see who is at the table now.
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
    let sinceRead = 0;
    const timer = window.setInterval(() => {
      sinceRead += POLL_MS;
      if (connected && sinceRead < HERE_READ_MS) return;
      sinceRead = 0;
      void refreshTable();
    }, POLL_MS);
    return () => {
      unsubscribe?.();
      window.clearInterval(timer);
    };
  }, [sessionId, registry, config]);
}
