import "../../engine/i18n/other-screens-texts";
import { venueGroupTexts } from "./texts";
import { useId, useMemo, useState } from "react";
import { useCheckoutForm, useCheckoutFormActions } from "../../engine/react/app-services";
import { usePluginTextsOf, useText } from "../../engine/react/menu-context";
import { useRequestState } from "../../engine/react/use-request-state";
import { queryClient } from "../../engine/server-state/query-client";
import { employeeQuery } from "./employee-call";
import { EMPLOYEE_KEY, employeeOf, type EmployeeDiscount } from "./employee-discount";
import * as css from "./venue-group.css";

/**
 * The employee discount box, in the cart's `cart.after-items` slot (ordering spec §2 "Cart screen", §4, §5; venue-group mode): an employee id goes to the
 * verification call; a known one is recorded with the order and its phone, when it has one, replaces the
 * guest's (whose field the checkout then disables); an unknown one marks the input invalid until the guest
 * edits it. Apply is disabled while the call runs or the field is empty.
 */
export default function EmployeeDiscountBox() {
  const t = useText();
  const text = usePluginTextsOf(venueGroupTexts);
  const kept = useCheckoutForm((f) => f.pluginData[EMPLOYEE_KEY]);
  const employee = useMemo(() => employeeOf({ pluginData: { [EMPLOYEE_KEY]: kept } }), [kept]);
  const actions = useCheckoutFormActions();
  const loading = useRequestState("employeeDiscount").pending;
  const [input, setInput] = useState("");
  const [invalid, setInvalid] = useState(false);
  const id = useId();

  async function apply() {
    try {
      const found = await queryClient.fetchQuery(employeeQuery(input));
      const discount: EmployeeDiscount = { employeeID: found.employee_id, employeePhone: found.employee_phone };
      actions.setPluginData(EMPLOYEE_KEY, discount);
      if (found.employee_phone) actions.editContact({ customerPhone: found.employee_phone });
      setInvalid(false);
    } catch {
      setInvalid(true);
    }
  }

  return (
    <section className={css.card} aria-labelledby={`${id}-title`} data-testid="employee-discount">
      <h2 className={css.cardTitle} id={`${id}-title`}>
        {text("venue-group.employee_discount")}
      </h2>
      <form
        className={css.row}
        onSubmit={(event) => {
          event.preventDefault();
          if (employee) actions.setPluginData(EMPLOYEE_KEY, undefined);
          else if (input.trim() !== "" && !loading) void apply();
        }}
      >
        <input
          className={css.input}
          aria-label={text("venue-group.employee_id")}
          placeholder={text("venue-group.employee_id")}
          value={employee?.employeeID ?? input}
          readOnly={employee !== null}
          autoComplete="off"
          spellCheck={false}
          aria-invalid={invalid}
          aria-describedby={invalid ? `${id}-error` : undefined}
          onChange={(event) => {
            setInput(event.target.value);
            setInvalid(false);
          }}
        />
        <button type="submit" className={employee ? css.secondaryButton : css.applyButton} disabled={!employee && (input.trim() === "" || loading)}>
          {t(employee ? "remove" : "apply")}
        </button>
      </form>
      {invalid ? (
        <p className={css.errorText} id={`${id}-error`} role="alert">
          {text("venue-group.employee_id_invalid")}
        </p>
      ) : null}
    </section>
  );
}
