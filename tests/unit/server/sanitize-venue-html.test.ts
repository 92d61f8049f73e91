import fs from "node:fs";
import { createRequire } from "node:module";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { isAllowedVenueAttribute, isAllowedVenueElement, isAllowedVenueUrl, NEW_TAB_REL } from "../../../schemas/venue-html";
import { readVenueFile } from "../../../server/venues/import-venue";
import { sanitizeVenueFileHtml, sanitizeVenueHtml } from "../../../server/venues/sanitize-venue-html";
import { HOSTILE_CORPUS, UNSTORABLE_INPUTS } from "../../fixtures/hostile-html/corpus";
import { hostileVenueFile } from "../../fixtures/hostile-html/hostile-venues";

/** An independent parse of the sanitiser's output, as a browser would parse it into a `SafeHtml` element. */
const { JSDOM } = createRequire(import.meta.url)("jsdom") as { JSDOM: { fragment(html: string): DocumentFragment } };

const XHTML = "http://www.w3.org/1999/xhtml";

/** Everything in `html` the allow-list does not admit, one line each: empty when the output is clean. */
function outsideAllowList(html: string): string[] {
  const problems: string[] = [];
  const walker = (node: Node) => {
    for (const child of node.childNodes) {
      if (child.nodeType === 8) problems.push(`comment <!--${child.textContent}-->`);
      if (child.nodeType !== 1) continue;
      const element = child as Element;
      const tag = element.localName;
      if (element.namespaceURI !== XHTML || !isAllowedVenueElement(tag)) problems.push(`element <${tag}> (${element.namespaceURI})`);
      for (const name of element.getAttributeNames()) {
        const value = element.getAttribute(name) ?? "";
        if (!isAllowedVenueAttribute(tag, name)) problems.push(`attribute ${name} on <${tag}>`);
        // Independently of the allow-list's own URL rule: no scheme that runs script or carries a document.
        // eslint-disable-next-line no-control-regex -- control characters are exactly what must go
        if (/^(?:javascript|vbscript|data|blob|file):/i.test(value.replace(/[\u0000-\u0020\u007f-\u009f]/g, ""))) problems.push(`${name}="${value}"`);
        if (!isAllowedVenueUrl(name, value)) problems.push(`${name}="${value}" on <${tag}>`);
        if (name === "target" && value !== "_blank") problems.push(`target="${value}"`);
      }
      if (element.getAttribute("target") === "_blank" && element.getAttribute("rel") !== NEW_TAB_REL) problems.push(`<${tag} target=_blank> without its rel`);
      walker(element);
    }
  };
  walker(JSDOM.fragment(html));
  return problems;
}

describe("venue HTML sanitised at import to the allow-list (issue 17, docs/decisions/0034)", () => {
  const corpus = [...HOSTILE_CORPUS, ...UNSTORABLE_INPUTS];

  it("the hostile corpus holds at least a hundred distinct inputs", () => {
    expect(corpus.length).toBeGreaterThanOrEqual(100);
    expect(new Set(corpus.map((input) => input.label)).size).toBe(corpus.length);
  });

  it.each(corpus.map((input) => [input.label, input.html] as const))("%s: only allowed elements, attributes and URLs remain, stable when sanitised again", (_label, html) => {
    const clean = sanitizeVenueHtml(html);
    expect(outsideAllowList(clean)).toEqual([]);
    expect(clean, "a handler inside a tag").not.toMatch(/<[^>]*\son[a-z]+\s*=/i);
    expect(sanitizeVenueHtml(clean)).toBe(clean);
  });

  it("keeps formatting, links and images as a venue writes them", () => {
    const html =
      '<h2 dir="rtl" lang="ar" title="t">حمص</h2><p>Fresh <strong>daily</strong>, <em>warm</em> <s>old</s> <u>u</u> <small>s</small> H<sub>2</sub>O x<sup>2</sup></p>' +
      '<ul><li><b>one</b></li></ul><ol><li><i>two</i></li></ol><blockquote>q</blockquote><hr><br>' +
      '<a href="https://example.com/menu" title="Menu">Menu</a> <a href="mailto:hi@example.com">Mail</a> <a href="tel:+97145550123">Call</a> <a href="/page/2#top">Terms</a>' +
      '<img src="/media/demo/logo.svg" alt="Logo" width="40" height="40"><div><span>x</span></div>';
    expect(sanitizeVenueHtml(html)).toBe(html);
  });

  it("leaves plain text alone", () => {
    expect(sanitizeVenueHtml("Fish and chips")).toBe("Fish and chips");
    expect(sanitizeVenueHtml("")).toBe("");
  });

  it("gives a link that opens a new tab rel=noopener noreferrer, and drops other targets", () => {
    expect(sanitizeVenueHtml('<a href="https://example.com/" target="_blank" rel="opener">x</a>')).toBe(
      '<a href="https://example.com/" target="_blank" rel="noopener noreferrer">x</a>',
    );
    expect(sanitizeVenueHtml('<a href="/home" target="_top">x</a>')).toBe('<a href="/home">x</a>');
  });

  it("drops URLs of any scheme but http(s), mailto and tel on links and http(s) on images", () => {
    expect(sanitizeVenueHtml('<a href="jav&#x61;script:alert(1)">x</a>')).toBe("<a>x</a>");
    expect(sanitizeVenueHtml('<a href="data:text/html,x">x</a><a href="ftp://example.com/">y</a>')).toBe("<a>x</a><a>y</a>");
    expect(sanitizeVenueHtml('<img src="data:image/png;base64,AAAA" alt="a"><img src="tel:1" alt="b">')).toBe('<img alt="a"><img alt="b">');
  });

  it("removes the Chromium-crashing marquee with its handler, keeping its text", () => {
    expect(sanitizeVenueHtml('<marquee onstart="alert(1)">Today only</marquee>')).toBe("Today only");
  });
});

describe("which venue file fields are sanitised", () => {
  const hostile = '<p onclick="x()">t</p><script>x()</script>';
  const clean = "<p>t</p>";
  const file = {
    name: "<b>Name</b>",
    home_header_text: hostile,
    home_footer_text: hostile,
    product_footer_text: hostile,
    cart_footer_text: hostile,
    categories: [{ id: 1, name: "C", description: hostile }],
    products: [{ id: 2, name: "P", description: hostile, small_description: "plain" }],
    pages: [{ id: 3, title: "T", content: hostile }],
    forms: [{ id: 4, name: "F", form_data: [{ type: "paragraph", label: hostile, description: "d" }] }],
    translations: {
      ar: {
        home_header_text: hostile,
        home_footer_text: hostile,
        product_footer_text: hostile,
        cart_footer_text: hostile,
        categories: { "1": { name: "ج", description: hostile } },
        products: { "2": { description: hostile } },
        pages: { "3": { content: hostile } },
        forms: { "4": { name: "ف", form_data: [{ type: "paragraph", label: hostile }] } },
      },
    },
  };

  it("every field the app renders as HTML, in the payload and in each translation; nothing else; the input untouched", () => {
    const before = structuredClone(file);
    const out = sanitizeVenueFileHtml(file);
    expect(file).toEqual(before);
    expect(out).toEqual({
      ...file,
      home_header_text: clean,
      home_footer_text: clean,
      product_footer_text: clean,
      cart_footer_text: clean,
      categories: [{ id: 1, name: "C", description: clean }],
      products: [{ id: 2, name: "P", description: clean, small_description: "plain" }],
      pages: [{ id: 3, title: "T", content: clean }],
      forms: [{ id: 4, name: "F", form_data: [{ type: "paragraph", label: clean, description: "d" }] }],
      translations: {
        ar: {
          home_header_text: clean,
          home_footer_text: clean,
          product_footer_text: clean,
          cart_footer_text: clean,
          categories: { "1": { name: "ج", description: clean } },
          products: { "2": { description: clean } },
          pages: { "3": { content: clean } },
          forms: { "4": { name: "ف", form_data: [{ type: "paragraph", label: clean }] } },
        },
      },
    });
  });

  it("the import stores the sanitised texts (server/venues/import-venue.ts)", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "carta-sanitise-"));
    try {
      const venueFile = path.join(dir, "venue.json");
      fs.writeFileSync(venueFile, JSON.stringify(hostileVenueFile("sanitised", 9001, HOSTILE_CORPUS.slice(0, 5))));
      const venue = readVenueFile(venueFile);
      expect(venue.payload["home_header_text"]).toBe("Today only"); // the marquee with onstart
      const texts = (venue.payload["products"] as { description: string }[]).map((p) => p.description);
      expect(texts).toHaveLength(5);
      for (const text of texts) expect(text).not.toMatch(/onerror|onstart|onload|<marquee|<svg|<body/i);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it("the demo venue's HTML is within the allow-list already: the import changes none of it", () => {
    const demo = JSON.parse(fs.readFileSync("server/venues/demo/venue.json", "utf8")) as Record<string, unknown>;
    expect(sanitizeVenueFileHtml(demo)).toEqual(demo);
  });
});
