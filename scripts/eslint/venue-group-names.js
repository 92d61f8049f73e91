// @ts-check
/**
 * `carta/no-venue-group-names`: the venue-group integration (ordering spec, `al_futtaim_enabled`) lives in
 * plugins/integration-venue-group/ and nowhere else of the browser app. Its names — al_futtaim, iiko, employee,
 * wallet, loyalty (blueWallet with them), af* — are refused in identifiers, property names, strings, template
 * text and JSX text elsewhere (comments are free to explain). The server (server/) and the tests are outside the rule.
 *
 * One exception, by position rather than by file: the `path` of a call's contract (`defineCall({ path: "…" })`,
 * schemas/calls/) is the spec's wire name of a backend call, which other systems use and which must be kept exactly.
 * The spec puts the tips and after-order payment calls, which every venue with tips or online payment uses
 * (decision 0050), under `/iiko/`; naming that path is not naming the mode.
 */

/** The mode's words, in any case and inside longer names (`blueWallet`, `iikoLoyaltyDiscounts`, `EmployeeAnswer`). */
const WORDS = /al_?futtaim|iiko|employee|wallet|loyalty/i;
/** `af` as a name of its own or a name's first part: `af-checkout`, `afActiveOrder`, `/iiko/af/`, `isAfOrder`; not `after`. */
const AF = /(^|[^A-Za-z])af(?=$|[^a-z])|[a-z]Af(?=[A-Z]|$)/;

/** @param {unknown} text */
function offending(text) {
  if (typeof text !== "string") return undefined;
  const word = WORDS.exec(text);
  if (word) return word[0];
  return AF.test(text) ? "af" : undefined;
}

/**
 * Whether a string is the `path` of a call contract: `defineCall({ path: "/…" })`.
 * @param {any} node
 */
function isCallContractPath(node) {
  const property = node.parent;
  if (property?.type !== "Property" || property.value !== node || property.key?.name !== "path") return false;
  const call = property.parent?.parent;
  return call?.type === "CallExpression" && call.callee?.type === "Identifier" && call.callee.name === "defineCall" && typeof node.value === "string" && node.value.startsWith("/");
}

/** @type {import("eslint").Rule.RuleModule} */
const rule = {
  meta: {
    type: "problem",
    docs: { description: "The venue-group mode's names stay inside plugins/integration-venue-group/" },
    schema: [],
    messages: {
      name: '"{{word}}" is a venue-group mode name: it lives in plugins/integration-venue-group/ (a slot, a context field, a payload field or a plugin text), not in the core.',
    },
  },
  create(context) {
    /** @param {import("estree").Node} node @param {unknown} text */
    const check = (node, text) => {
      const word = offending(text);
      if (word) context.report({ node, messageId: "name", data: { word } });
    };
    return {
      Identifier: (node) => check(node, node.name),
      Literal: (node) => {
        if (!isCallContractPath(node)) check(node, node.value);
      },
      TemplateElement: (node) => check(node, node.value.raw),
      /** @param {any} node */
      JSXText: (node) => check(node, node.value),
      /** @param {any} node */
      JSXIdentifier: (node) => check(node, node.name),
    };
  },
};

export const venueGroupNames = { rules: { "no-venue-group-names": rule } };
