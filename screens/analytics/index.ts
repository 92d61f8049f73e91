import type { ScreenModule } from "../../engine/plugin-api";
import { analyticsBlocks } from "./page-view-block";

/** The page-view block every screen's layout can hold (menu spec section 7). */
export const analyticsScreen: ScreenModule = { blocks: analyticsBlocks };
