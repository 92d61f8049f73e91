import path from "node:path";

/**
 * The app's own modules are free of side effects, but for those listed here (decision 0074). So a module the
 * first screen reaches only through a barrel (`engine/rules/index.ts` re-exports the tips, the split payment and
 * the upsell rules with the rest) stays with the screens that use it, instead of every first visit.
 *
 * A module here runs for what it does, not for what it exports: it is imported for its effect alone
 * (`import "…/other-screens-texts"`), or it is an entry. A module whose top-level statements only make sense once
 * one of its exports is used (a store that saves itself when it changes) needs no place here: the bundler keeps
 * every statement of a module it includes. `tests/unit/build/app-side-effects.test.ts` holds the app to this.
 */
export const APP_MODULES_WITH_SIDE_EFFECTS = [
  // Stylesheets, and vanilla-extract's style modules, which add their CSS when imported.
  /\.css(?:\.ts)?(?:$|\?)/,
  // Registers the English texts of the screens after the first (decision 0072).
  /^engine\/i18n\/other-screens-texts\.ts$/,
  // The app's entry, and the page that loads it; the outbox's service-worker script, the entry of a build of its own.
  /^screens\/app\/main\.tsx$/,
  // Around the libraries' evaluation: no stacks for the errors React DOM makes, then a task boundary before the app's
  // modules.
  /^screens\/app\/before-libraries\.ts$/,
  /^screens\/app\/yield-after-libraries\.ts$/,
  /^index\.html$/,
  /^engine\/outbox\/service-worker-sync\.ts$/,
] as const;

/** For Rolldown's `treeshake.moduleSideEffects`: the packages' own word (their package.json) for everything else. */
export function appModuleSideEffects(root: string): (id: string) => boolean | undefined {
  const prefix = path.resolve(root) + path.sep;
  return (id) => {
    if (!id.startsWith(prefix) || id.includes(`${path.sep}node_modules${path.sep}`)) return undefined;
    const file = id.slice(prefix.length).split(path.sep).join("/");
    return APP_MODULES_WITH_SIDE_EFFECTS.some((pattern) => pattern.test(file));
  };
}
