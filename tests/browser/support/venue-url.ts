import { animationsDone } from "./animations";
import { imagesSettled, loadLazyImages } from "./settled";
import type { Page } from "@playwright/test";
import fs from "node:fs";
import path from "node:path";

function port(): string {
  const value = process.env["CARTA_TEST_PORT"];
  if (!value) throw new Error("CARTA_TEST_PORT is not set: run the browser tests through `npm test` or `npx playwright test`");
  return value;
}

/** The address a guest opens for a venue: `{license}.localhost`, or the bare `localhost` of the demo venue. */
export function venueUrl(license: string | "localhost", pathname = "/"): string {
  const host = license === "localhost" ? "localhost" : `${license}.localhost`;
  return `http://${host}:${port()}${pathname}`;
}

const SHOTS = path.join("tests", ".artifacts", "screenshots");

/**
 * Saves a screenshot under tests/.artifacts/screenshots/ for a person to look at: the whole page, or, when the test
 * has scrolled, the phone's screen as scrolled. (A full-page picture of a scrolled page draws the sticky header where
 * the scroll left it, halfway down, over the content.)
 */
export async function saveScreenshot(page: Page, name: string): Promise<void> {
  await settle(page);
  const scrolled = await page.evaluate(() => window.scrollY !== 0);
  if (!scrolled) await loadLazyImages(page);
  await page.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage: !scrolled });
}

/** Saves what the phone's screen shows (sticky bars where the guest sees them) under tests/.artifacts/screenshots/. */
export async function saveScreenScreenshot(page: Page, name: string): Promise<void> {
  await settle(page);
  await page.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage: false });
}

/** The picture a guest sees once things settle: not a frame of a dialog fading in, nor the frames of pictures on their way. */
async function settle(page: Page): Promise<void> {
  fs.mkdirSync(SHOTS, { recursive: true });
  await animationsDone(page);
  await imagesSettled(page);
}
