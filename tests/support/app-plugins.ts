import { withLaterContributions } from "../../engine/plugin-api";
import { plugins } from "../../screens/app/plugins";

/**
 * The app's plugins with every venue contribution loaded (decision 0076), as development starts: what a test that
 * checks or lists everything the registry can hold builds it from.
 */
export const everyPlugin = await withLaterContributions(plugins);
