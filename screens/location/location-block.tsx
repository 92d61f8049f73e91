import { useEffect } from "react";
import { useLocation, useRouter } from "@tanstack/react-router";
import type { BlockProps } from "../../engine/plugin-api";
import { decodeLocationPath } from "../../engine/rules";
import { useAppServices, useCartActions } from "../../engine/react/app-services";
import { useMenuState, useText } from "../../engine/react/menu-context";
import { LoadingScreen } from "../boot/loading-screen";

/**
 * A table, room or area URL (menu spec section 2): `/t/{value}`, `/r/{value}`, `/a/{value}`, or the same after
 * the custom-domain segment (`/{segment}/t/{value}`). The location and its type go into the cart, the table-order
 * wishlist flag applies, and the guest lands on `/`. A value that does not decode stores nothing.
 * Hashids settings (docs/decisions/0004) come from the app's configuration: `locationHashSalt`,
 * `locationHashMinLength`.
 */
export default function StoreLocation(_: BlockProps) {
  const t = useText();
  const pathname = useLocation({ select: (l) => l.pathname });
  const router = useRouter();
  const actions = useCartActions();
  const { config } = useAppServices();
  const tableWishlist = useMenuState((s) => s.menuData?.enable_wishlist_table_orders ?? false);
  useEffect(() => {
    const segments = pathname.split("/").filter((s) => s !== "");
    const minLength = Number(config["locationHashMinLength"] ?? 0);
    const decoded = decodeLocationPath(pathname, {
      customDomain: segments.length === 3,
      salt: config["locationHashSalt"] ?? "",
      minLength: Number.isFinite(minLength) ? minLength : 0,
    });
    if (decoded) {
      actions.setOrderLocation(decoded.orderLocation, decoded.orderLocationType);
      actions.update({ enableWishlist: tableWishlist });
    } else {
      console.warn(`[carta] ${pathname}: not a table, room or area this venue can read`);
    }
    void router.navigate({ to: "/", replace: true });
  }, [pathname, actions, config, router, tableWishlist]);
  return <LoadingScreen label={t("loading")} />;
}
