import type { ScreenModule } from "../core/core-plugin";
import { lazy } from "react";
import { defineBlock } from "../../engine/plugin-api";
import { locationLayout } from "./location-layout";

/** The t, r and a segments of the spec, first in the path or after the custom-domain segment. */
const KINDS = ["t", "r", "a"] as const;

/** `/t/{value}`, `/r/{value}`, `/a/{value}` and `/{segment}/t/{value}`…: table, room and area URLs. */
export const locationScreen: ScreenModule = {
  // Its own chunk (with the Hashids decoder): only a scanned table, room or area link needs it.
  blocks: [defineBlock({ type: "location.store", component: lazy(() => import("./location-block")) })],
  screens: [locationLayout],
  routes: KINDS.flatMap((kind) => [
    { path: `/${kind}/$value`, screen: "location" },
    { path: `/$segment/${kind}/$value`, screen: "location" },
  ]),
};
