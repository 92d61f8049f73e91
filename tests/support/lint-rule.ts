import { ESLint } from "eslint";

/** One ESLint for the lint tests: the first lint loads the whole config, slow on a busy 2-core machine. */
const eslint = new ESLint();

/**
 * What one of the project's own rules (scripts/eslint/) says of `code` linted as `filePath`: the first quoted word of
 * each of its messages (the name or key it refuses), or the whole message where none is quoted.
 */
export function quotedWordsOf(rule: string): (filePath: string, code: string) => Promise<string[]> {
  return async (filePath, code) => {
    const [result] = await eslint.lintText(code, { filePath });
    return (result?.messages ?? []).filter((m) => m.ruleId === rule).map((m) => /"([^"]+)"/.exec(m.message)?.[1] ?? m.message);
  };
}
