import { definePlugin, type AnalyticsEvent, type AnalyticsSink } from "../../engine/plugin-api";

/** Set to "1" in localStorage to see the events in a production build too (a support person's switch). */
export const ANALYTICS_LOG_KEY = "carta:analytics-log";

/**
 * The default analytics sink: it sends nothing anywhere. It logs each event (menu spec section 7:
 * home_page_view, category_page_view, …) while `shouldLog()` holds, so a developer sees what a real sink
 * would receive. A venue group's own analytics is another plugin with another sink.
 */
export function consoleSink(options: { shouldLog: () => boolean; log: (line: string, event: AnalyticsEvent) => void }): AnalyticsSink {
  return {
    id: "console",
    track(event) {
      if (options.shouldLog()) options.log(`[carta analytics] ${event.name}`, event);
    },
  };
}

/** Development builds log; production builds only when the support switch is set. */
function shouldLog(): boolean {
  if (import.meta.env?.DEV) return true;
  try {
    return globalThis.localStorage?.getItem(ANALYTICS_LOG_KEY) === "1";
  } catch {
    return false;
  }
}

export const analyticsConsolePlugin = definePlugin({
  id: "analytics-console",
  contributes: {
    analyticsSinks: [consoleSink({ shouldLog, log: (line, event) => console.info(line, JSON.stringify(event)) })],
  },
});
