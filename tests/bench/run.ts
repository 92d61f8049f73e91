/**
 * `npm run bench`: figures, not pass/fail (docs/performance.md).
 *
 *  (a) the rules benchmark (tests/bench/rules-bench.ts), in Node;
 *  (b) in Chromium, decoding the large venue's menu payload next to a plain JSON.parse of the same text;
 *  (c) in Chromium, the time until the 500-product category has rendered its product list;
 *  (d) in Chromium, the time from a keystroke on /search to the updated results;
 *  (g) the menu GET against nginx serving the same bytes (tests/bench/menu-bench.ts).
 *
 * `npm run bench -- menu` runs (g) alone, `npm run bench -- orders` (e) alone (`orders postgres`: on PostgreSQL only),
 * `npm run bench -- decode` (b) alone and `npm run bench -- search` (d) alone.
 *
 * The large venue (scripts/generate-large-venue.ts) is written to tests/fixtures/venues/large/ and served with
 * the built app by the reference server, in-process, on 127.0.0.1 and a free port. Screens that cannot be
 * measured (not built yet, or not recognisable) print "n/a (reason)" instead of a figure.
 */
import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { build, type Plugin } from "esbuild";
import { generateMenuDecoder } from "../../scripts/vite/menu-decoder-source";
import type { Browser, Page } from "playwright-core";
import {
  BIG_CATEGORY_ID,
  BIG_CATEGORY_SIZE,
  LARGE_LICENSE,
  largeVenueProductName,
  writeLargeVenue,
} from "../../scripts/generate-large-venue";
import { runRulesBench } from "./rules-bench";
import { runOrdersBench } from "./orders-bench";
import { runLiveBench } from "./live-bench";
import { runMenuBench } from "./menu-bench";
import { buildApp, freshContext, launchChromium, ms, removeBuild, ROOT, startServer, stats, withCleanup, type BenchServer } from "./support";

/** The aims of the performance issue. */
const AIM = { decodeRatio: 2, categoryMs: 200, keystrokeMs: 16 } as const;
const DECODE_RUNS = 15;
const CATEGORY_COLD_RUNS = 5;
const CATEGORY_WARM_RUNS = 10;
/** Digits: product names end with their number, so each keystroke narrows or widens the results. */
const SEARCH_KEYS = ["1", "2", "3", "4", "Backspace", "Backspace", "Backspace", "Backspace", "2", "9", "5", "0", "Backspace", "Backspace", "Backspace", "Backspace", "7", "3", "Backspace", "Backspace"];
const BLANK_PATH = "/__bench/blank";
/** The decoder bundle of (b), served from the test server's origin: the app's CSP refuses inline scripts. */
const DECODER_PATH = "/__bench/decoder.js";

const aim = (value: number, limit: number, unit: string) => `${value <= limit ? "meets" : "misses"} the aim of < ${limit}${unit}`;
const errorText = (error: unknown): string => (error instanceof Error ? (error.message.split("\n")[0] ?? "") : String(error));

// ---------------------------------------------------------------------------------------------------------------
// (b) decode vs JSON.parse

/** `virtual:carta-menu-decoder` for esbuild, written by the same generator as the app's build (decision 0052). */
const generatedMenuDecoder: Plugin = {
  name: "carta-menu-decoder",
  setup(builder) {
    builder.onResolve({ filter: /^virtual:carta-menu-decoder$/ }, () => ({ path: "menu-decoder", namespace: "carta" }));
    builder.onLoad({ filter: /.*/, namespace: "carta" }, () => ({
      contents: generateMenuDecoder(path.join(ROOT, "schemas", "field-readers.ts")),
      resolveDir: ROOT,
      loader: "js",
    }));
  },
};

/** schemas/menu's decodeMenuData as an IIFE that sets `window.CartaBench`; built once, on first request. */
let decoderScript: Promise<string> | undefined;
function decoderBundle(): Promise<string> {
  decoderScript ??= buildDecoderBundle();
  return decoderScript;
}

async function buildDecoderBundle(): Promise<string> {
  const result = await build({
    // decodeMenuData, what the app decodes with; and the decoder generated from the schemas (decision 0052), with
    // decodeMenuData only for a payload it refuses.
    stdin: {
      contents: [
        'import { decodeValidMenu } from "./schemas/menu/decode-menu-generated";',
        'import { decodeMenuData } from "./schemas/menu/decode-menu-data";',
        "export { decodeMenuData };",
        "export const decodeGenerated = (input: unknown) => decodeValidMenu(input) ?? decodeMenuData(input);",
      ].join("\n"),
      resolveDir: ROOT,
      loader: "ts",
      sourcefile: "bench-entry.ts",
    },
    plugins: [generatedMenuDecoder],
    bundle: true,
    format: "iife",
    globalName: "CartaBench",
    platform: "browser",
    target: "es2022",
    minify: true,
    write: false,
    logLevel: "silent",
    define: { "process.env.NODE_ENV": '"production"' },
  });
  const file = result.outputFiles[0];
  if (!file) throw new Error("esbuild wrote nothing");
  return file.text;
}

interface DecodeSamples {
  bytes: number;
  products: number;
  parse: number[];
  full: number[];
  decode: number[];
  error?: string;
}

export async function benchDecode(browser: Browser, server: BenchServer): Promise<string[]> {
  const app = await benchDecoder(browser, server, "decodeMenuData");
  const generated = await benchDecoder(browser, server, "decodeGenerated");
  // The app decodes with the generated decoder and loads decodeMenuData only for a payload it must repair or refuse
  // (decisions 0052, 0058): the generated decoder's line is the figure of a guest's visit.
  return [
    ...app.map((line) => line.replace("decodeMenuData:", "decodeMenuData (a payload to repair):")),
    "the decoder generated at build time (decisions 0052, 0058; what the app decodes a valid menu with):",
    ...generated.slice(2).map((line) => `  ${line}`),
  ];
}

async function benchDecoder(browser: Browser, server: BenchServer, decoder: "decodeMenuData" | "decodeGenerated"): Promise<string[]> {
  await decoderBundle(); // a build error is the section's error, not a failed script load
  const context = await freshContext(browser);
  return withCleanup(
    async () => {
      const page = await context.newPage();
      await page.goto(server.url(LARGE_LICENSE, BLANK_PATH));
      // A script file of the page's origin, as the app's own: the CSP (script-src 'self') refuses an inline one.
      await page.addScriptTag({ url: DECODER_PATH });
      const samples = await page.evaluate(
        async ({ url, runs, which }): Promise<DecodeSamples> => {
          type Decoded = { ok: boolean; value?: { products: unknown[] }; problems?: { text: string }[] };
          const api = { decodeMenuData: (window as unknown as { CartaBench: Record<string, (input: unknown) => Decoded> }).CartaBench[which]! };
          const text = await (await fetch(url)).text();
          const out: DecodeSamples = { bytes: new TextEncoder().encode(text).length, products: 0, parse: [], full: [], decode: [] };
          const first = api.decodeMenuData(JSON.parse(text));
          if (!first.ok) return { ...out, error: first.problems?.[0]?.text ?? "does not decode" };
          out.products = first.value?.products.length ?? 0;
          // Each run parses the text and decodes what it parsed, as the app does. The garbage of the run before is
          // collected first (Chromium is started with --expose-gc), so neither step pays for the other's 4 MB of
          // objects: without it the collections landed at random, and a run's ratio compared noise with noise.
          const collect = (globalThis as unknown as { gc?: () => void }).gc ?? (() => undefined);
          let sink = 0;
          for (let i = -3; i < runs; i++) {
            collect();
            const t0 = performance.now();
            const parsed = JSON.parse(text) as unknown;
            const t1 = performance.now();
            const decoded = api.decodeMenuData(parsed);
            const t2 = performance.now();
            sink += decoded.ok ? 1 : 0;
            if (i < 0) continue; // warm-up
            out.parse.push(t1 - t0);
            out.full.push(t2 - t0);
            out.decode.push(t2 - t1);
          }
          if (sink < 0) console.log(sink);
          return out;
        },
        { url: `/en/api/menu/${LARGE_LICENSE}/`, runs: DECODE_RUNS, which: decoder },
      );
      if (samples.error) return [`menu decode: n/a (the payload does not decode: ${samples.error})`];
      const ratios = samples.full.map((full, i) => full / (samples.parse[i] ?? Number.NaN));
      const decodeRatios = samples.decode.map((d, i) => d / (samples.parse[i] ?? Number.NaN));
      const parse = stats(samples.parse);
      const full = stats(samples.full);
      const decode = stats(samples.decode);
      const ratio = stats(ratios);
      const decodeRatio = stats(decodeRatios);
      return [
        `menu payload: ${(samples.bytes / 1e6).toFixed(2)} MB of JSON, ${samples.products} products (GET /en/api/menu/${LARGE_LICENSE}/)`,
        `menu JSON.parse alone: median ${ms(parse.median)}, p95 ${ms(parse.p95)} (${parse.n} runs)`,
        `menu JSON.parse + ${decoder === "decodeMenuData" ? "decodeMenuData" : "generated decoder"}: median ${ms(full.median)}, p95 ${ms(full.p95)} (decode part: median ${ms(decode.median)}, p95 ${ms(decode.p95)})`,
        `menu decode ratio, (parse + decode) / parse per run: median ${ratio.median.toFixed(2)}×, p95 ${ratio.p95.toFixed(2)}×; ratio of the medians ${(full.median / parse.median).toFixed(2)}× — ${aim(ratio.median, AIM.decodeRatio, "×")}`,
        `menu decode alone / parse per run: median ${decodeRatio.median.toFixed(2)}×, p95 ${decodeRatio.p95.toFixed(2)}×`,
      ];
    },
    () => context.close(),
  );
}

// ---------------------------------------------------------------------------------------------------------------
// (c) the 500-product category

interface CategoryMark {
  /** performance.now() when a list item showing the category's first product appeared. */
  first: number | null;
  /** performance.now() at the next animation frame after that. */
  frame: number | null;
  /** Items of that list at that moment, and later the most seen. */
  items: number;
  /** performance.now() when the list first held every product (null if it never did, e.g. a virtual list). */
  full: number | null;
  /** performance.now() when the measurement was armed (in-app navigation), else 0 = navigation start. */
  armed: number;
}

/**
 * Installed in the page before the app runs (and again for each in-app navigation): a MutationObserver that
 * notes when a list item (`li` or role=listitem) containing the marker text (the category's first product)
 * appears, how many items its list has, and when it holds `expected` items.
 */
function armCategoryObserver({ marker, expected }: { marker: string; expected: number }): void {
  const w = window as unknown as { __benchCategory?: CategoryMark; __benchObserver?: MutationObserver };
  w.__benchObserver?.disconnect();
  const mark: CategoryMark = { first: null, frame: null, items: 0, full: null, armed: document.readyState === "loading" ? 0 : performance.now() };
  w.__benchCategory = mark;
  const ITEM = 'li, [role="listitem"]';
  const LIST = 'ul, ol, [role="list"], [role="grid"], [role="listbox"]';
  let list: Element | null = null;
  const countItems = () => (list ? list.querySelectorAll(ITEM).length : 0);
  const check = () => {
    const now = performance.now();
    if (mark.first === null) {
      for (const item of Array.from(document.querySelectorAll(ITEM))) {
        const text = item.textContent ?? "";
        // The marker ends with a number: make sure "… 1" is not "… 10".
        const at = text.indexOf(marker);
        if (at < 0 || /\d/.test(text.charAt(at + marker.length))) continue;
        list = item.closest(LIST) ?? item.parentElement;
        mark.first = now;
        requestAnimationFrame(() => (mark.frame = performance.now()));
        break;
      }
      if (mark.first === null) return;
    }
    mark.items = Math.max(mark.items, countItems());
    if (mark.full === null && mark.items >= expected) {
      mark.full = now;
      observer.disconnect();
    }
  };
  const observer = new MutationObserver(check);
  observer.observe(document, { childList: true, subtree: true });
  w.__benchObserver = observer;
}

async function waitForCategoryMark(page: Page, timeout: number): Promise<CategoryMark> {
  await page.waitForFunction(
    () => {
      const m = (window as unknown as { __benchCategory?: CategoryMark }).__benchCategory;
      return m !== undefined && m.first !== null && m.frame !== null;
    },
    undefined,
    { timeout, polling: 50 },
  );
  // Give a list that fills in several commits a moment to finish.
  await page
    .waitForFunction(() => (window as unknown as { __benchCategory: CategoryMark }).__benchCategory.full !== null, undefined, { timeout: 3_000, polling: 100 })
    .catch(() => undefined);
  return page.evaluate(() => (window as unknown as { __benchCategory: CategoryMark }).__benchCategory);
}

function categoryLine(label: string, marks: readonly CategoryMark[], failures: readonly string[]): string {
  if (marks.length === 0) return `${label}: n/a (${failures[0] ?? "no run"})`;
  const first = stats(marks.map((m) => (m.first ?? 0) - m.armed));
  const frame = stats(marks.map((m) => (m.frame ?? 0) - m.armed));
  const fulls = marks.filter((m) => m.full !== null).map((m) => (m.full ?? 0) - m.armed);
  const items = Math.min(...marks.map((m) => m.items));
  const all = fulls.length === marks.length ? `, all ${BIG_CATEGORY_SIZE} items median ${ms(stats(fulls).median)}` : `, list showed ${items} of ${BIG_CATEGORY_SIZE} items`;
  const failed = failures.length > 0 ? `; ${failures.length} run(s) failed: ${failures[0]}` : "";
  return `${label}: list appears median ${ms(first.median)}, p95 ${ms(first.p95)}; next frame median ${ms(frame.median)}${all} (${first.n} runs) — ${aim(first.median, AIM.categoryMs, " ms")}${failed}`;
}

export async function benchCategory(browser: Browser, server: BenchServer): Promise<string[]> {
  const marker = largeVenueProductName(0);
  const arg = { marker, expected: BIG_CATEGORY_SIZE };
  const url = server.url(LARGE_LICENSE, `/category/${BIG_CATEGORY_ID}`);
  const lines = [`category ${BIG_CATEGORY_ID} of the large venue: ${BIG_CATEGORY_SIZE} products, first "${marker}" (${url})`];

  // First visit and a reload with the menu the app kept, each from navigation start.
  const cold: CategoryMark[] = [];
  const returning: CategoryMark[] = [];
  const coldFailures: string[] = [];
  const returningFailures: string[] = [];
  let refetched = 0;
  for (let run = 0; run < CATEGORY_COLD_RUNS; run++) {
    const context = await freshContext(browser);
    await withCleanup(
      async () => {
        await context.addInitScript(armCategoryObserver, arg);
        const page = await context.newPage();
        try {
          await page.goto(url, { waitUntil: "commit" });
          cold.push(await waitForCategoryMark(page, 20_000));
        } catch (error) {
          coldFailures.push(`no list item with "${marker}" appeared (${errorText(error)})`);
          return;
        }
        try {
          await page.waitForLoadState("networkidle", { timeout: 10_000 }).catch(() => undefined);
          let fetched = false;
          page.on("request", (request) => {
            if (/\/api\/menu\//.test(request.url())) fetched = true;
          });
          await page.goto(url, { waitUntil: "commit" });
          returning.push(await waitForCategoryMark(page, 20_000));
          if (fetched) refetched++;
        } catch (error) {
          returningFailures.push(`no list item with "${marker}" appeared (${errorText(error)})`);
        }
      },
      () => context.close(),
    );
  }
  lines.push(categoryLine("category render, first visit (from navigation start: boot, menu fetch and decode, render)", cold, coldFailures));
  const kept = refetched === 0 ? "the menu kept by the app, not fetched" : `the app fetched the menu again in ${refetched} of ${returning.length} runs`;
  lines.push(categoryLine(`category render, returning visitor (reload, from navigation start; ${kept})`, returning, returningFailures));

  // In-app: from /home, follow the link to the category; the clock starts at the click.
  const warm: CategoryMark[] = [];
  const warmFailures: string[] = [];
  const context = await freshContext(browser);
  await withCleanup(
    async () => {
      const page = await context.newPage();
      const home = server.url(LARGE_LICENSE, "/home");
      const link = page.locator(`a[href$="/category/${BIG_CATEGORY_ID}"]`).first();
      try {
        await page.goto(home);
        await link.waitFor({ state: "attached", timeout: 20_000 });
      } catch (error) {
        warmFailures.push(`no link to /category/${BIG_CATEGORY_ID} on /home (${errorText(error)})`);
        return;
      }
      for (let run = 0; run < CATEGORY_WARM_RUNS; run++) {
        try {
          await page.evaluate(armCategoryObserver, arg);
          // Click inside the page, right after arming, so the figure holds no driver round trip.
          await link.evaluate((a) => {
            const w = window as unknown as { __benchCategory: CategoryMark };
            w.__benchCategory.armed = performance.now();
            (a as HTMLElement).click();
          });
          warm.push(await waitForCategoryMark(page, 10_000));
          await page.goBack();
          await link.waitFor({ state: "attached", timeout: 10_000 });
        } catch (error) {
          warmFailures.push(errorText(error));
          await page.goto(home).catch(() => undefined);
          await link.waitFor({ state: "attached", timeout: 10_000 }).catch(() => undefined);
        }
      }
    },
    () => context.close(),
  );
  lines.push(categoryLine("category render, in-app navigation from /home (from the click)", warm, warmFailures));
  return lines;
}

// ---------------------------------------------------------------------------------------------------------------
// (d) search keystrokes

interface KeyMark {
  /** The keydown event's timeStamp (performance.now() time base). */
  key: number | null;
  /** The first change of the results list after it. */
  updated: number | null;
  /** The animation frame after that change. */
  frame: number | null;
}

const SEARCH_FIELD = [
  'input[type="search"]',
  '[role="searchbox"]',
  'input[name*="search" i]',
  'input[placeholder*="search" i]',
  'input[aria-label*="search" i]',
].join(", ");

export async function benchSearch(browser: Browser, server: BenchServer): Promise<string[]> {
  const context = await freshContext(browser);
  return withCleanup(
    async () => {
      const page = await context.newPage();
      const url = server.url(LARGE_LICENSE, "/search");
      const field = page.locator(SEARCH_FIELD).first();
      try {
        await page.goto(url);
        await field.waitFor({ state: "visible", timeout: 15_000 });
      } catch {
        return [`search keystroke: n/a (search screen not found at ${url})`];
      }
      await field.focus();
      await page.evaluate((selector) => {
        const w = window as unknown as { __benchKey: KeyMark };
        w.__benchKey = { key: null, updated: null, frame: null };
        const input = document.querySelector(selector);
        document.addEventListener(
          "keydown",
          (event) => {
            w.__benchKey = { key: event.timeStamp, updated: null, frame: null };
          },
          { capture: true },
        );
        // The results are a list: a change counts when it happens inside a list (items added, removed or
        // rewritten) or adds or removes a list or a list item. The field's own state, a clear button or a
        // count beside the list do not count.
        const LIST = 'ul, ol, [role="list"], [role="grid"], [role="listbox"]';
        const ITEM = `${LIST}, li, [role="listitem"], [role="row"], [role="option"]`;
        const touchesResults = (r: MutationRecord): boolean => {
          const target = r.target instanceof Element ? r.target : r.target.parentElement;
          if (target && input && (target === input || input.contains(target))) return false;
          if (target?.closest(LIST)) return true;
          for (const node of [...Array.from(r.addedNodes), ...Array.from(r.removedNodes)]) {
            if (node instanceof Element && (node.matches(ITEM) || node.querySelector(ITEM) !== null)) return true;
          }
          return false;
        };
        new MutationObserver((records) => {
          const mark = w.__benchKey;
          if (mark.key === null || mark.updated !== null) return;
          if (!records.some(touchesResults)) return;
          mark.updated = performance.now();
          requestAnimationFrame(() => (mark.frame = performance.now()));
        }).observe(document.body, { childList: true, subtree: true, characterData: true });
      }, SEARCH_FIELD);
      await page.waitForTimeout(300);
      const updated: number[] = [];
      const framed: number[] = [];
      const perKey: string[] = [];
      let unchanged = 0;
      for (const key of SEARCH_KEYS) {
        await field.press(key);
        const done = await page
          .waitForFunction(() => (window as unknown as { __benchKey: KeyMark }).__benchKey.frame !== null, undefined, { timeout: 1_000, polling: 20 })
          .then(() => true)
          .catch(() => false);
        const mark = await page.evaluate(() => (window as unknown as { __benchKey: KeyMark }).__benchKey);
        if (done && mark.key !== null && mark.updated !== null && mark.frame !== null) {
          updated.push(mark.updated - mark.key);
          framed.push(mark.frame - mark.key);
          perKey.push(`${key === "Backspace" ? "⌫" : key} ${(mark.updated - mark.key).toFixed(1)}`);
        } else {
          unchanged++;
          perKey.push(`${key === "Backspace" ? "⌫" : key} –`);
        }
        // Let a debounced or deferred update settle before the next key.
        await page.waitForTimeout(150);
      }
      if (updated.length === 0) return [`search keystroke: n/a (no keystroke changed a results list within 1 s; ${SEARCH_KEYS.length} tried)`];
      const dom = stats(updated);
      const frame = stats(framed);
      return [
        `search keystroke to updated results: median ${ms(dom.median)}, p95 ${ms(dom.p95)}; to the next frame median ${ms(frame.median)}, p95 ${ms(frame.p95)} ` +
          `(${dom.n} of ${SEARCH_KEYS.length} keystrokes changed the results list${unchanged ? `, ${unchanged} did not within 1 s` : ""}) — ${aim(dom.p95, AIM.keystrokeMs, " ms")} at p95`,
        // Each key's time to the updated list, in the order typed: the p95 of 20 is the second slowest.
        `each key (ms): ${perKey.join(", ")}`,
      ];
    },
    () => context.close(),
  );
}

// ---------------------------------------------------------------------------------------------------------------

async function section(title: string, body: () => Promise<string[]>): Promise<void> {
  console.log(`\n${title}`);
  try {
    for (const line of await body()) console.log(`  ${line}`);
  } catch (error) {
    console.log(`  n/a (${errorText(error)})`);
  }
}

async function main(): Promise<void> {
  const os = await import("node:os");
  const load = os.loadavg().map((x) => x.toFixed(1)).join(", ");
  // Other work on the machine moves every figure: the load average says how busy it was.
  console.log(`carta bench on ${os.cpus().length} CPU(s), Node ${process.version}, load average ${load} (1, 5, 15 min)`);
  const menuSection = () => section("(g) the demo menu GET against nginx serving the same bytes, in Node (aim: ≥ 0.8× nginx)", runMenuBench);
  // `npm run bench -- orders postgres`: section (e) on PostgreSQL alone (the figure issue 17 aims at).
  const ordersSection = () => section("(e) orders and abuse over HTTP, the load from a worker thread, in Node", () => runOrdersBench({ pglite: !process.argv.slice(2).includes("postgres") }));
  if (process.argv.slice(2).includes("menu")) return menuSection();
  if (process.argv.slice(2).includes("orders")) return ordersSection();
  // `npm run bench decode`: section (b) alone; it needs the large venue and the server, not the built app.
  if (process.argv.slice(2).includes("decode")) {
    const noApp = fs.mkdtempSync(path.join(os.tmpdir(), "carta-bench-noapp-"));
    return withCleanup(() => browserBenches(noApp, writeLargeVenue(), "decode"), async () => fs.rmSync(noApp, { recursive: true, force: true }));
  }
  // `npm run bench search`: section (d) alone, on a build of the app.
  const only = process.argv.slice(2).includes("search") ? "search" : undefined;
  if (!only) {
    await section("(a) rules, in Node", runRulesBench);
    await ordersSection();
    await section("(f) live order updates to 1,000 subscribers, in Node", runLiveBench);
    await menuSection();
  }

  const venueFile = writeLargeVenue();
  console.log(`\nlarge venue written to ${path.relative(ROOT, venueFile)}`);
  const dist = await buildApp();
  await withCleanup(() => browserBenches(dist, venueFile, only), async () => removeBuild(dist));
}

async function browserBenches(dist: string, venueFile: string, only?: "decode" | "search"): Promise<void> {
  const server = await startServer({
    staticDir: dist,
    venueFiles: [venueFile],
    defaultLicense: LARGE_LICENSE,
    extend(app) {
      // A blank page on the test server's origin, for scripts injected by the decode benchmark.
      app.get(BLANK_PATH, (_request, reply) => reply.type("text/html; charset=utf-8").send("<!doctype html><title>bench</title>"));
      app.get(DECODER_PATH, async (_request, reply) => reply.type("text/javascript; charset=utf-8").send(await decoderBundle()));
    },
  });
  await withCleanup(
    async () => {
      const browser = await launchChromium();
      await withCleanup(
        async () => {
          if (only !== "search") {
            await section(`(b) menu decode vs JSON.parse, in Chromium (aim: decode under ${AIM.decodeRatio}× JSON.parse)`, () => benchDecode(browser, server));
            if (only === "decode") return;
            await section(`(c) rendering the ${BIG_CATEGORY_SIZE}-product category, in Chromium (aim: under ${AIM.categoryMs} ms)`, () => benchCategory(browser, server));
          }
          await section(`(d) search keystroke to updated results, in Chromium (aim: under ${AIM.keystrokeMs} ms)`, () => benchSearch(browser, server));
        },
        () => browser.close(),
      );
    },
    () => server.close(),
  );
}

const invokedDirectly = process.argv[1] !== undefined && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href;
if (invokedDirectly) {
  await main().catch((error: unknown) => {
    console.error(error instanceof Error ? (error.stack ?? error.message) : String(error));
    process.exitCode = 1;
  });
}
