/**
 * Receipt PDFs off the event loop (issue 17): laying out a PDF takes tens of milliseconds of pure CPU (more for a long
 * order), which on the main thread would hold every other guest's request. A worker thread renders them, one at a
 * time, and each receipt is kept for its order's version (the order as read, its language and view), so a guest
 * tapping Download twice, or a table downloading one receipt, costs one rendering.
 */
import { createHash } from "node:crypto";
import { createRequire } from "node:module";
import { pathToFileURL } from "node:url";
import { Worker } from "node:worker_threads";
import type { PlacedOrder } from "./order-store";
import type { ReceiptVenue } from "./receipt-pdf";

export interface ReceiptRenderer {
  render(order: PlacedOrder, venue: ReceiptVenue, language: string): Promise<Buffer>;
  /**
   * Starts the worker and has it load the renderer (pdfkit, fontkit, bidi-js, the catalogues: seconds on a busy
   * machine) before a guest waits for a receipt.
   */
  warm(): void;
  close(): Promise<void>;
}

/** How many rendered receipts are kept (a receipt is some 30–80 kB). */
const CACHED_RECEIPTS = 100;

/**
 * The worker's code: it loads receipt-pdf.ts through tsx (the server runs TypeScript through tsx; a worker thread
 * does not inherit its loader) and renders each request it is sent.
 */
const WORKER_SOURCE = `
const { parentPort, workerData } = require("node:worker_threads");
const ready = import(workerData.tsx).then(({ tsImport }) => tsImport(workerData.module, workerData.parent));
parentPort.on("message", async ({ id, order, venue, language, warm }) => {
  if (warm) return void ready.catch(() => undefined);
  try {
    const { renderReceiptPdf } = await ready;
    const pdf = await renderReceiptPdf(order, venue, language);
    const bytes = new Uint8Array(pdf.buffer, pdf.byteOffset, pdf.byteLength).slice();
    parentPort.postMessage({ id, pdf: bytes }, [bytes.buffer]);
  } catch (error) {
    parentPort.postMessage({ id, error: error && error.message ? error.message : String(error) });
  }
});
`;

export function createReceiptRenderer(): ReceiptRenderer {
  let worker: Worker | undefined;
  let nextId = 0;
  const waiting = new Map<number, { resolve: (pdf: Buffer) => void; reject: (error: Error) => void }>();
  const cache = new Map<string, Promise<Buffer>>();

  const failAll = (error: Error) => {
    for (const request of waiting.values()) request.reject(error);
    waiting.clear();
    worker = undefined;
  };
  const started = (): Worker => {
    if (worker) return worker;
    const require = createRequire(import.meta.url);
    worker = new Worker(WORKER_SOURCE, {
      eval: true,
      workerData: {
        // tsx's ESM API (its `import` export; require.resolve finds the CommonJS one beside it).
        tsx: pathToFileURL(require.resolve("tsx/esm/api").replace(/index\.cjs$/, "index.mjs")).href,
        module: new URL("./receipt-pdf.ts", import.meta.url).href,
        parent: import.meta.url,
      },
    });
    worker.unref(); // an idle renderer never keeps the process alive
    worker.on("message", ({ id, pdf, error }: { id: number; pdf?: Uint8Array; error?: string }) => {
      const request = waiting.get(id);
      waiting.delete(id);
      if (!request) return;
      if (pdf) request.resolve(Buffer.from(pdf.buffer, pdf.byteOffset, pdf.byteLength));
      else request.reject(new Error(`receipt rendering failed: ${error}`));
    });
    worker.on("error", (error) => failAll(error));
    worker.on("exit", (code) => failAll(new Error(`the receipt worker stopped (${code})`)));
    return worker;
  };

  return {
    render(order, venue, language) {
      const key = createHash("sha256").update(JSON.stringify([order, venue, language])).digest("hex");
      const known = cache.get(key);
      if (known) return known;
      const rendering = new Promise<Buffer>((resolve, reject) => {
        const id = nextId++;
        waiting.set(id, { resolve, reject });
        started().postMessage({ id, order, venue, language });
      });
      cache.set(key, rendering);
      rendering.catch(() => cache.delete(key));
      if (cache.size > CACHED_RECEIPTS) cache.delete(cache.keys().next().value!);
      return rendering;
    },
    warm() {
      started().postMessage({ warm: true });
    },
    async close() {
      const running = worker;
      worker = undefined;
      await running?.terminate();
    },
  };
}
