import type { CodeSplittingGroup } from "rolldown";

/**
 * The app's modules at these paths (from the project's root, without extension; each may be a regular
 * expression's alternatives), with the stylesheets vanilla-extract makes of them.
 */
function appModules(...paths: string[]): RegExp {
  const alternatives = paths.map((path) => path.replaceAll("/", "[\\\\/]")).join("|");
  return new RegExp(`[\\\\/](?:${alternatives})\\.`);
}

/**
 * One file for what /product draws, and one for the add-to-cart parts /product and /category share (decision
 * 0078). Left to itself the bundler gives each module that another lazy screen also imports (the cart's sheets, the
 * search) a file of its own: /product fetched nine files of its own, each gzipped alone with its own import and
 * export lists. Only the modules named are grouped (`includeDependenciesRecursively: false`): what they import
 * stays where the bundler puts it, so a screen that needs one of those (the promotions' carousel, a card's video)
 * does not load these files with it.
 */
export const screenChunkGroups: CodeSplittingGroup[] = [
  {
    name: "product-screen",
    test: appModules(
      "screens/product/(product-blocks|product-carousel|product-screen|product\\.css)",
      "screens/shared/(variation-picker|product-options|combo-picker|add-button|option-price|quantity-stepper|options\\.css|special-instructions|swipe-before-embla)",
    ),
    includeDependenciesRecursively: false,
  },
  {
    name: "add-to-cart",
    test: appModules(
      "screens/shared/(use-add-to-cart|card-parts|price-tag|card-picture\\.css|price\\.css)",
      "engine/cart/new-cart-line",
      "engine/rules/variation-selection",
      "engine/react/use-request-state",
    ),
    includeDependenciesRecursively: false,
  },
];
