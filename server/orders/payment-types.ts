/**
 * The payment types an order may name (ordering spec §3): the core's cash, machine and card, and those the plugins'
 * server halves add at the venue (`paymentTypes`: the venue-group mode's `loyalty` and `blue_wallet`, where it is on). Any other is a body that
 * does not read (400), as when the schema listed them.
 */
import { PAYMENT_TYPES } from "../../engine/rules/payment-type";
import type { ServerContext } from "../server-context";
import type { VenueContext } from "../venues/venue-context";

/** Why `paymentType` is not one `venue` takes, or undefined when it is. */
export function paymentTypeProblem(ctx: Pick<ServerContext, "pluginPaymentTypes">, venue: VenueContext, paymentType: string): string | undefined {
  const accepted = [...PAYMENT_TYPES, ...(ctx.pluginPaymentTypes?.(venue) ?? [])];
  return accepted.includes(paymentType) ? undefined : `payment_type: expected ${accepted.map((type) => JSON.stringify(type)).join(" | ")}, got ${JSON.stringify(paymentType)}`;
}
