// @ts-check
/**
 * `carta/other-screens-texts-imported`: the English catalogue is written in two parts (engine/i18n/catalogue/): the
 * first screens' texts, always loaded, and the other screens' texts, which load with
 * `engine/i18n/other-screens-texts.ts`. A module that names a key of the second part — a string or a template
 * without placeholders, as `t("checkout")` or `{ declined: "payment_status_declined" }` — must import that module, so
 * the texts have loaded before any code that can ask for them runs. A first screen that did would carry the whole
 * part again: the budget test (tests/browser/size-budget.spec.ts) shows it, and the key then belongs to the first part.
 */
import { readFileSync } from "node:fs";
import { URL } from "node:url";

const OTHER_SCREENS = new URL("../../engine/i18n/catalogue/en-other-screens.ts", import.meta.url);
/** The part's keys: each text is one `key: "…",` line of the catalogue file. */
const KEYS = new Set([...readFileSync(OTHER_SCREENS, "utf8").matchAll(/^ {2}(\w+):/gm)].map((match) => match[1]));
const LOADER = /(^|\/)i18n\/other-screens-texts(\.ts)?$/;

/** @type {import("eslint").Rule.RuleModule} */
const rule = {
  meta: {
    type: "problem",
    docs: { description: "A module naming an other screens' English text imports engine/i18n/other-screens-texts" },
    schema: [],
    messages: {
      load: '"{{key}}" is an English text of the other screens (engine/i18n/catalogue/en-other-screens.ts): import "engine/i18n/other-screens-texts" in this module, so the texts load before it can ask for them.',
    },
  },
  create(context) {
    /** @type {{ node: import("estree").Node, key: string } | undefined} */
    let first;
    let loads = false;
    /** @param {import("estree").Node} node @param {unknown} text */
    const note = (node, text) => {
      if (!first && typeof text === "string" && KEYS.has(text)) first = { node, key: text };
    };
    return {
      ImportDeclaration: (node) => {
        if (typeof node.source.value === "string" && LOADER.test(node.source.value)) loads = true;
      },
      Literal: (node) => note(node, node.value),
      TemplateLiteral: (node) => {
        if (node.expressions.length === 0) note(node, node.quasis[0]?.value.cooked);
      },
      "Program:exit": () => {
        if (first && !loads) context.report({ node: first.node, messageId: "load", data: { key: first.key } });
      },
    };
  },
};

export const otherScreensTexts = { rules: { "other-screens-texts-imported": rule } };
