import fs from "node:fs";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { ESLint } from "eslint";
import { createRegistry, type CartaPlugin } from "../../../engine/plugin-api";
import { plugins } from "../../../screens/app/plugins";

/** The code blocks of docs/plugins.md whose first line names a file under plugins/. */
function guideFiles(): { file: string; code: string }[] {
  const markdown = fs.readFileSync("docs/plugins.md", "utf8");
  return [...markdown.matchAll(/```ts\n\/\/ file: (plugins\/[^\n]+)\n([\s\S]*?)```/g)].map((m) => ({ file: m[1]!, code: m[2]! }));
}

// The guide's folder is written under a name of its own, so the test never touches a real plugin.
const folder = `plugins/payment-examplepay-guide-${process.pid}`;

describe("docs/plugins.md: the payment-provider walk-through works as written", () => {
  afterAll(() => fs.rmSync(folder, { recursive: true, force: true }));

  it("builds the guide's plugin in its own folder, registers it by the list alone, and lints clean", async () => {
    const files = guideFiles();
    expect(files.map((f) => f.file)).toEqual(["plugins/payment-examplepay/index.ts"]);
    fs.mkdirSync(folder, { recursive: true });
    const target = path.join(folder, "index.ts");
    fs.writeFileSync(target, files[0]!.code);

    const module = (await import(/* @vite-ignore */ path.resolve(target))) as Record<string, CartaPlugin>;
    const example = module["paymentExamplepayPlugin"]!;
    const registry = createRegistry([...plugins, example]);

    const provider = registry.paymentProviders.get("examplepay");
    expect(provider?.pluginId).toBe("payment-examplepay");
    expect(provider?.value.returnPath).toBe("/payment/examplepay");
    expect(provider?.value.statusCall({ tx: "000981", sig: "abc" })).toEqual({
      method: "POST",
      path: "/en/examplepay/status/",
      body: { reference: "000981", signature: "abc" },
    });
    expect(provider?.value.statusCall({ tx: "000981" })).toBeUndefined();
    expect(provider?.value.reference({ tx: "000981", sig: "abc" })).toBe("000981");

    const [lint] = await new ESLint().lintFiles([target]);
    expect(lint?.messages.map((m) => `${m.line}: ${m.message}`)).toEqual([]);
  });

  it("registering the guide's plugin twice stops start-up with a clear message", async () => {
    const module = (await import(/* @vite-ignore */ path.resolve(folder, "index.ts"))) as Record<string, CartaPlugin>;
    const example = module["paymentExamplepayPlugin"]!;
    expect(() => createRegistry([...plugins, example, example])).toThrow('Plugin "payment-examplepay" is registered twice');
  });
});
