import { randomBytes } from "node:crypto";
import path from "node:path";
import type { FullConfig } from "@playwright/test";
import { buildServer } from "../../../server/app";
import { migratedPgliteTemplate, openPgliteFromTemplate } from "../../support/migrated-pglite-template";
import { importVenueFile } from "../../../server/venues/import-venue";
import { DUBAI_NOON } from "./browse";
import { recordPayment } from "../../../server/payments/payment-store";
import { DEFAULT_RATE_LIMITS, type RateLimits } from "../../../server/limits/rate-limits";
import { importHostileVenues } from "../../fixtures/hostile-html/hostile-venues";
import { testedBuild } from "../../support/built-files";

/** The venues every browser test can reach, each at http://{license}.localhost:{port}/. */
export const TEST_VENUE_FILES = [
  "server/venues/demo/venue.json",
  // The venue-group mode's demo venue (Marina Social): wallets and loyalty rules in its plugin options.
  "server/venues/demo/venue-group.json",
  "tests/fixtures/venues/inactive.json",
  "tests/fixtures/venues/arabic.json",
  "tests/fixtures/venues/delivery.json",
  "tests/fixtures/venues/cards.json",
  "tests/fixtures/venues/newer-app.json",
  "tests/fixtures/venues/skip-promo.json",
  "tests/fixtures/venues/menu-form.json",
  "tests/fixtures/venues/tables.json",
  // Two more payment providers' sandboxes beside the demo venue's paylink (tests/browser/online-payment.spec.ts).
  "tests/fixtures/venues/stripehouse.json",
  "tests/fixtures/venues/noonhouse.json",
  // No online payment, orders handed off by WhatsApp (tests/browser/whatsapp-handoff.spec.ts).
  "tests/fixtures/venues/whatsapp.json",
];

/**
 * Every browser test's guests share one address (127.0.0.1) and hosts, far more busily than real guests: the limits
 * are raised for them, except the coupon limit, which keeps its real value for tests/browser/rate-limit.spec.ts (its
 * guest uses the host 127.0.0.1, where no other test asks for coupons, since limits count per address and host).
 */
const BROWSER_TEST_RATE_LIMITS = Object.fromEntries(
  Object.entries(DEFAULT_RATE_LIMITS).map(([name, perMinute]) => [name, name === "coupon" ? perMinute : 100_000]),
) as RateLimits;

/** Payments the server has recorded, as a provider's confirmation would leave them (tests/browser/payment-return.spec.ts). */
export const TEST_PAYMENTS = [
  { license: "demo", provider: "2c2p", reference: "00042", status: "PAID", orderId: "42", orderUuid: "c0ffee-42" },
  { license: "demo", provider: "stripe", reference: "R-7", status: "DECLINED", orderId: "7", orderUuid: "c0ffee-7" },
];

/**
 * Starts the reference server on a free port, with a fresh in-memory database (a copy of the migrated template Vitest
 * used, tests/support/migrated-pglite-template.ts) holding the demo venue and the fixture venues, serving the built
 * app from dist/ (or CARTA_TEST_STATIC_DIR: the build without a plugin of .ci/without-plugin.sh). Workers read the
 * address from CARTA_TEST_PORT.
 */
export default async function globalSetup(_config: FullConfig): Promise<() => Promise<void>> {
  const db = await openPgliteFromTemplate(await migratedPgliteTemplate());
  for (const file of TEST_VENUE_FILES) await importVenueFile(db, path.resolve(file));
  await importHostileVenues(db); // tests/browser/hostile-html.spec.ts
  for (const payment of TEST_PAYMENTS) await recordPayment(db, payment);
  // The staff calls' token, for tests that change an order as staff would (tests/browser/support/staff.ts).
  const adminToken = randomBytes(16).toString("hex");
  process.env["CARTA_TEST_ADMIN_TOKEN"] = adminToken;
  // The server's clock stands at the pages' (DUBAI_NOON): the demo venue is open, whatever the hour the tests run.
  const app = await buildServer({
    db,
    staticDir: testedBuild(),
    defaultLicense: "demo",
    adminToken,
    now: () => DUBAI_NOON.getTime(),
    // Card payments on the built-in sandbox page, as in the demo.
    paymentSandbox: true,
    rateLimits: BROWSER_TEST_RATE_LIMITS,
  });
  await app.listen({ port: 0, host: "127.0.0.1" });
  const address = app.server.address();
  if (typeof address !== "object" || address === null) throw new Error("The test server has no port");
  process.env["CARTA_TEST_PORT"] = String(address.port);
  return async () => {
    await app.close();
    await db.close();
  };
}
