export { LAYOUT_SCHEMA_VERSION, JsonLogicRule, LayoutBlock, ScreenLayout } from "./layout-config";
