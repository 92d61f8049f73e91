import { useText } from "../../engine/react/menu-context";
import { LoadingScreen } from "../boot/loading-screen";

/** A route whose guard or loader is still working (after the router's pending delay). */
export function RoutePendingScreen() {
  const t = useText();
  return <LoadingScreen label={t("loading")} />;
}
