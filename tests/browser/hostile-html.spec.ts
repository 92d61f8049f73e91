import type { Page } from "@playwright/test";
import { expect, test } from "./support/test";
import { isAllowedVenueAttribute, isAllowedVenueElement, isAllowedVenueUrl, NEW_TAB_REL } from "../../schemas/venue-html";
import { HOSTILE_CORPUS, HOSTILE_KEYFRAMES } from "../fixtures/hostile-html/corpus";
import { FIRST_PRODUCT_ID, FORM_COUNT, FORM_SIZE, HOSTILE_CLEAN_LICENSE, HOSTILE_RAW_LICENSE, PRODUCT_COUNT } from "../fixtures/hostile-html/hostile-venues";
import { openAt } from "./support/browse";

/**
 * Venue HTML never hurts a page (issue 17): the hostile corpus (tests/fixtures/hostile-html/corpus.ts) rendered
 * in Chromium through the app's own screens and `SafeHtml`: all of it as form labels (a batch of inputs per
 * form screen, each in its own field), its first inputs as product descriptions, more as a category
 * description, a page and the home and product footers. Nothing of it may run
 * (no report from a handler, a frame or a dialog), the renderer may not crash, the page stays where it is, and
 * what is left in the venue texts is the allow-list of schemas/venue-html.ts. `hostileraw` skips the server's
 * sanitiser, so the browser's is the one under test there (both of its paths); `hostileclean` is the same
 * corpus imported the normal way.
 */

const XHTML = "http://www.w3.org/1999/xhtml";

interface Guard {
  /** Labels of payloads that ran, by `__pwned`, a frame's message or a dialog. */
  readonly ran: string[];
  /** The last screen the walk reported reaching. */
  at: string;
  crashed: boolean;
}

/** Listens for every way a payload could show it ran, and for a renderer crash. Call before the first goto. */
async function guard(page: Page): Promise<Guard> {
  const state: Guard = { ran: [], at: "(start)", crashed: false };
  page.on("crash", () => {
    state.crashed = true;
  });
  page.on("dialog", (dialog) => {
    state.ran.push(`dialog: ${dialog.message()} at ${state.at}`);
    void dialog.dismiss();
  });
  // Bindings into the test itself: a payload cannot fake or erase what it reports.
  await page.exposeFunction("__pwned", (label: unknown) => {
    state.ran.push(`${String(label)} at ${state.at}`);
  });
  await page.exposeFunction("__walkedTo", (where: string) => {
    state.at = where;
  });
  await page.addInitScript((keyframes) => {
    if (window !== window.top) return;
    window.addEventListener("message", (event) => {
      if (typeof event.data === "string" && event.data.startsWith("pwned:")) (window as unknown as { __pwned(l: string): void }).__pwned(event.data);
    });
    // Keyframes the corpus's animation handlers name, so any that survived would fire.
    document.addEventListener("DOMContentLoaded", () => {
      const style = document.createElement("style");
      style.textContent = `@keyframes ${keyframes} { from { opacity: 0.99 } to { opacity: 1 } }`;
      document.head.append(style);
    });
  }, HOSTILE_KEYFRAMES);
  return state;
}

interface Step {
  path: string;
  /** A CSS selector present once the screen is drawn. */
  ready: string;
  /** And, when given, this many venue texts drawn inside `within`. */
  texts?: { within: string; count: number };
  /** What the screen shows of the corpus, for messages. */
  what: string;
}

interface RenderedElement {
  tag: string;
  namespace: string | null;
  attributes: [string, string][];
  shadow: boolean;
}

interface Screen {
  /** Every element inside the venue texts on the screen. */
  elements: RenderedElement[];
  /** Frames, objects and embeds anywhere in the document. */
  frames: number;
  /** The product slides drawn (the carousel draws the current one and its neighbours). */
  drawnProducts: number[];
  pathname: string;
}

/**
 * Goes through `steps` inside the app, in one call: to each path (the router follows `history.pushState` as it
 * follows a link), until its `ready` selector is there, then for what a guest waits for (the venue texts'
 * images loaded or failed, two frames painted: a handler that survived has fired by then), reading the screen.
 */
async function walk(page: Page, state: Guard, steps: readonly Step[]): Promise<Screen[]> {
  try {
    return await page.evaluate(async (steps) => {
      const reached = (window as unknown as { __walkedTo(where: string): Promise<void> }).__walkedTo;
      const frame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));
      const settled = (image: HTMLImageElement) =>
        image.complete ||
        new Promise((resolve) => {
          image.addEventListener("load", resolve, { once: true });
          image.addEventListener("error", resolve, { once: true });
        });
      const screens = [];
      const drawn = (ready: string, texts?: { within: string; count: number }) =>
        document.querySelector(ready) !== null && (!texts || document.querySelectorAll(`${texts.within} [data-venue-html]`).length === texts.count);
      for (const { path, ready, texts, what } of steps) {
        void reached(`${path} (${what})`);
        if (window.location.pathname !== path) window.history.pushState(window.history.state, "", path);
        for (let frames = 0; !drawn(ready, texts); frames++) {
          if (frames > 600) throw new Error(`${ready} never appeared at ${path}`);
          await frame();
        }
        await Promise.all([...document.querySelectorAll("[data-venue-html] img")].map((image) => settled(image as HTMLImageElement)));
        await frame();
        await frame();
        screens.push({
          elements: [...document.querySelectorAll("[data-venue-html] *")].map((element) => ({
            tag: element.localName,
            namespace: element.namespaceURI,
            attributes: element.getAttributeNames().map((name): [string, string] => [name, element.getAttribute(name) ?? ""]),
            shadow: element.shadowRoot !== null,
          })),
          frames: document.querySelectorAll("iframe, frame, object, embed, portal, fencedframe").length,
          drawnProducts: [...document.querySelectorAll("[data-product-id]:has(*)")].map((slide) => Number(slide.getAttribute("data-product-id"))),
          pathname: window.location.pathname,
        });
      }
      return screens;
    }, steps);
  } catch (error) {
    throw new Error(`${state.crashed ? "the renderer crashed" : "the walk failed"} at ${state.at}: ${String(error)}`, { cause: error });
  }
}

/** What the allow-list forbids among the rendered elements, one line each (empty when all is well). */
function outsideAllowList(elements: readonly RenderedElement[]): string[] {
  const problems: string[] = [];
  for (const { tag, namespace, attributes, shadow } of elements) {
    if (namespace !== XHTML || !isAllowedVenueElement(tag)) problems.push(`element <${tag}> (${namespace})`);
    if (shadow) problems.push(`shadow root on <${tag}>`);
    for (const [name, value] of attributes) {
      if (!isAllowedVenueAttribute(tag, name)) problems.push(`attribute ${name} on <${tag}>`);
      else if (!isAllowedVenueUrl(name, value)) problems.push(`${name}="${value}" on <${tag}>`);
      else if (name === "target" && value !== "_blank") problems.push(`target="${value}" on <${tag}>`);
    }
    const target = attributes.find(([name]) => name === "target")?.[1];
    const rel = attributes.find(([name]) => name === "rel")?.[1];
    if (target === "_blank" && rel !== NEW_TAB_REL) problems.push(`<${tag} target=_blank> without rel="${NEW_TAB_REL}"`);
  }
  return problems;
}

/**
 * The product screens to stand on so that every product is drawn: the carousel draws the current product and
 * one on each side, so the second product, then every third.
 */
function productSteps(): Step[] {
  const steps: Step[] = [];
  const last = PRODUCT_COUNT - 1;
  for (let index = 1; ; index = Math.min(index + 3, last)) {
    const id = FIRST_PRODUCT_ID + index;
    const labels = [index - 1, index, index + 1].filter((n) => n <= last).map((n) => HOSTILE_CORPUS[n]!.label);
    steps.push({ path: `/product/${id}`, ready: `[data-testid="product-carousel"] [data-current="true"][data-product-id="${id}"]`, what: labels.join(", ") });
    if (index === last) break;
  }
  return steps;
}

/**
 * The form screens, one per batch of the corpus: each is ready when every non-empty label the feedback call
 * serves is drawn (`SafeHtml` draws nothing for an empty one, which the server's sanitiser may leave).
 */
async function formSteps(page: Page): Promise<Step[]> {
  const ids = Array.from({ length: FORM_COUNT }, (_, n) => n + 1);
  // Asked from the page: its host names the venue.
  const forms = await page.evaluate(
    (ids) => Promise.all(ids.map(async (id) => ((await (await fetch(`/en/api/feedback/${id}/`)).json()) as { form_data: { label: string }[] }).form_data)),
    ids,
  );
  return forms.map((fields, n) => {
    const name = `Corpus form ${n + 1}`;
    return {
      path: `/form/${n + 1}`,
      ready: `form[aria-label="${name}"] button[type="submit"]`,
      texts: { within: `form[aria-label="${name}"]`, count: fields.filter((field) => field.label !== "").length },
      what: `inputs ${n * FORM_SIZE + 1}–${n * FORM_SIZE + fields.length}`,
    };
  });
}

/** Walks a hostile venue's screens and checks every one of them. */
async function walkVenue(page: Page, license: string, state: Guard): Promise<void> {
  await openAt(page, license, "/home");
  const steps: Step[] = [
    // Home shows the header and footer texts, the product screens the product footer text.
    { path: "/home", ready: 'a[href="/category/1"]', what: "home header and footer texts" },
    { path: "/category/1", ready: '[data-testid="category-page"] h1', what: "category description" },
    { path: "/page/1", ready: "main h1", what: "page content" },
    ...productSteps(),
    ...(await formSteps(page)),
  ];
  const screens = await walk(page, state, steps);

  expect(state.crashed, `the renderer crashed at ${state.at}`).toBe(false);
  expect(state.ran, "payloads that ran").toEqual([]);
  const products = new Set<number>();
  screens.forEach((screen, n) => {
    const where = `${steps[n]!.path} (${steps[n]!.what})`;
    expect(outsideAllowList(screen.elements), `outside the allow-list at ${where}`).toEqual([]);
    expect(screen.frames, `frames at ${where}`).toBe(0);
    expect(screen.pathname, `the page left ${where}`).toBe(steps[n]!.path);
    for (const id of screen.drawnProducts) products.add(id - FIRST_PRODUCT_ID);
  });
  // Every product was drawn, and every form of the corpus (the steps wait for every label).
  expect([...products].sort((a, b) => a - b)).toEqual(Array.from({ length: PRODUCT_COUNT }, (_, n) => n));
  expect(screens.length).toBe(steps.length);
  // The page still answers after the walk.
  expect(await page.evaluate(() => document.title)).toContain("Hostile Kitchen");
}

const PATHS = [
  { name: "SafeHtml's Sanitizer API path, the server's sanitiser skipped", license: HOSTILE_RAW_LICENSE, withoutSetHtml: false },
  { name: "SafeHtml's DOMPurify path (a browser without setHTML), the server's sanitiser skipped", license: HOSTILE_RAW_LICENSE, withoutSetHtml: true },
  { name: "the venue imported the normal way, sanitised by the server", license: HOSTILE_CLEAN_LICENSE, withoutSetHtml: false },
];

test.describe(`venue HTML never hurts a page: ${HOSTILE_CORPUS.length} hostile inputs in Chromium (issue 17)`, () => {
  for (const path of PATHS) {
    test(`through ${path.name}: nothing runs, nothing crashes`, async ({ page }) => {
      if (path.withoutSetHtml) {
        await page.addInitScript(() => {
          delete (Element.prototype as { setHTML?: unknown }).setHTML;
        });
      }
      const state = await guard(page);
      await walkVenue(page, path.license, state);
    });
  }
});
