import base from "/work/main/playwright.config";
const extra = (process.env.EXTRA_ARGS ?? "").split(" ").filter(Boolean);
export default {
  ...base,
  testDir: "/work/main/tests/browser",
  globalSetup: "/work/main/tests/browser/support/global-setup.ts",
  reporter: [["json", { outputFile: "/tmp/pw-tmp.json" }]],
  projects: base.projects!.map((p) => ({ ...p, use: { ...p.use, launchOptions: { ...p.use!.launchOptions, args: [...(p.use!.launchOptions!.args ?? []), ...extra] } } })),
};
