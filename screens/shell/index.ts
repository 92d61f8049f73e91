import type { ScreenModule } from "../../engine/plugin-api";
import { headerBlocks } from "./header-blocks";
import { noticeBlocks } from "./notice-blocks";
import { noticesLayout } from "./shell-layouts";
import { slotBlocks } from "./slot-block";

/** The header, drawer and global notices every screen shares. */
export const shell: ScreenModule = { blocks: [...headerBlocks, ...noticeBlocks, ...slotBlocks], screens: [noticesLayout] };
export { headerBlock } from "./shell-layouts";
