import type { ScreenModule } from "../core/core-plugin";
import { analyticsBlocks } from "./page-view-block";

/** The page-view block every screen's layout can hold (menu spec section 7). */
export const analyticsScreen: ScreenModule = { blocks: analyticsBlocks };
