import { usePluginTextsOf } from "../../engine/react/menu-context";
import { TABLE_TEXTS, type TableTextKey } from "./table-texts";

export type TableText = (key: TableTextKey, values?: Readonly<Record<string, string | number>>) => string;

/** The shared table's texts (./table-texts.ts) in the guest's language. */
export function useTableText(): TableText {
  return usePluginTextsOf(TABLE_TEXTS);
}
