import * as Schema from "effect/Schema";
import { Text } from "../fields";

/** The answer of the payment calls after the order (ordering spec §7 `POST /iiko/af/payments/`): where to pay. */
export const PaymentLinkAnswer = Schema.Struct({ payment_url: Text });
export type PaymentLinkAnswer = typeof PaymentLinkAnswer.Type;
