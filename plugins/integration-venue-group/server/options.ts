/**
 * The venue-group plugin's options in a venue file (decisions 0048, 0066): `plugins: { "integration-venue-group":
 * { employees, wallets, loyalty_rules } }`. Checked at import; README.md beside this folder documents every key.
 */
import * as Schema from "effect/Schema";
import { Amount, Id, Key, listOf, OptionalText, Rate, Text, withDefault } from "../../../schemas/fields";
import type { LoyaltyRule } from "../loyalty-rules";

/**
 * An employee whose id a guest may enter for the employee discount (ordering spec §4): the verification call answers
 * their id and phone, and an order may carry only a listed id. An id is matched as written, without surrounding
 * spaces; an empty phone reads as none.
 */
export const EmployeeOption = Schema.Struct({ employee_id: Key, phone: withDefault(OptionalText, null) });
export type EmployeeOption = typeof EmployeeOption.Type;

/** A wallet of the simulated point of sale, seeded into the store the first time the venue's wallets are read. */
export const WalletOption = Schema.Struct({
  wallet_id: Key,
  name: Text,
  /** The guest's phone the wallet answers to (the order's phone, as the guest typed it: +971501234567). */
  phone: Key,
  balance: Amount,
  /** How much of the balance may pay an order; never more than the balance. */
  redeemable_amount: Amount,
});
export type WalletOption = typeof WalletOption.Type;

const Percent = Rate.check(Schema.makeFilter((n: number) => n > 0 && n <= 100, { expected: "a percent above 0, at most 100" }));
const OrderTypes = Schema.optional(Schema.Array(Schema.Literals(["delivery", "dine_in", "takeaway", "drive_thru"])));

export const LoyaltyRuleOption = Schema.Union([
  Schema.Struct({ kind: Schema.Literal("category_percent"), name: Key, category_id: Id, percent: Percent, order_types: OrderTypes }),
  Schema.Struct({ kind: Schema.Literal("employee_percent"), name: Key, percent: Percent, order_types: OrderTypes }),
  Schema.Struct({ kind: Schema.Literal("subtotal_fixed"), name: Key, min_subtotal: Amount, amount: Amount, order_types: OrderTypes }),
]);

export const VenueGroupOptions = Schema.Struct({
  employees: listOf(EmployeeOption),
  wallets: listOf(WalletOption),
  loyalty_rules: withDefault(Schema.Array(LoyaltyRuleOption), []),
});
export type VenueGroupOptions = typeof VenueGroupOptions.Type;

/** The options of a venue, or none. */
export const optionsOf = (options: unknown): VenueGroupOptions | undefined => options as VenueGroupOptions | undefined;

/** The venue's loyalty rules as the pure rule reads them. */
export const loyaltyRulesOf = (options: VenueGroupOptions | undefined): readonly LoyaltyRule[] => (options?.loyalty_rules ?? []) as readonly LoyaltyRule[];

/** The employee of the venue with this id (spaces around it ignored), or undefined; none at a venue without options. */
export function employeeById(options: VenueGroupOptions | undefined, id: string): EmployeeOption | undefined {
  const wanted = id.trim();
  if (wanted === "") return undefined;
  return options?.employees.find((employee) => employee.employee_id.trim() === wanted);
}
