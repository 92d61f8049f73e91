import type { LaterContributions } from "../../engine/plugin-api";
import { cartScreenPart } from "../cart/cart-screen-part";
import { checkoutScreenPart } from "../checkout/checkout-screen-part";
import { deliveryLocationScreenPart } from "../delivery-location/delivery-location-screen-part";
import { formScreenPart } from "../form/form-screen-part";
import { orderScreenPart } from "../order/order-screen-part";
import { outboxScreenPart } from "../outbox/outbox-screen-part";
import { paymentReturnScreenPart } from "../payment-return/payment-return-screen-part";
import { tableScreenPart } from "../table/table-screen-part";

const PARTS = [cartScreenPart, checkoutScreenPart, orderScreenPart, deliveryLocationScreenPart, outboxScreenPart, paymentReturnScreenPart, formScreenPart, tableScreenPart];

/**
 * The ordering screens' layouts and blocks, and the core form field types: one part loaded by the first route that
 * draws one of them (decision 0077). No entry route draws them, and they use each other's blocks (the checkout and
 * the order screen are `cart.page`s), so they come together.
 */
export const orderingScreens: LaterContributions = {
  blocks: PARTS.flatMap((part) => part.blocks ?? []),
  screens: PARTS.flatMap((part) => part.screens ?? []),
  formFieldTypes: PARTS.flatMap((part) => part.formFieldTypes ?? []),
};
