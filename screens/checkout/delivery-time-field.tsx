import "../../engine/i18n/other-screens-texts";
import { useEffect, useState, type ReactNode } from "react";
import { venueDateTime, venueLocalNow, venueNow } from "../../engine/order/delivery-time";
import { loadTemporal, type TemporalApi } from "../../engine/rules/temporal";
import { useText } from "../../engine/react/menu-context";
import * as css from "../shared/ordering.css";

/**
 * The delivery time as the form checks it: the venue's now for "as soon as possible" (`chosen` null), else the
 * scheduled wall time read in the venue's zone, both with its offset ("" for a cleared time, "invalid" for one
 * that is not a date and time). Before Temporal has loaded (a moment; the venue clock usually loaded it) the
 * browser's clock stands in for now.
 */
export function useDeliveryTime(chosen: string | null, timeZone: string | null | undefined): { temporal: TemporalApi | undefined; checked: string } {
  const [temporal, setTemporal] = useState<TemporalApi>();
  useEffect(() => {
    let live = true;
    void loadTemporal().then((T) => {
      if (live) setTemporal(T);
    });
    return () => {
      live = false;
    };
  }, []);
  if (chosen === null) return { temporal, checked: temporal ? venueNow(temporal, timeZone, Date.now()) : new Date().toISOString() };
  if (chosen.trim() === "") return { temporal, checked: "" };
  return { temporal, checked: temporal ? (venueDateTime(temporal, chosen, timeZone) ?? "invalid") : chosen };
}

export interface DeliveryTimeFieldProps {
  inputId: string;
  /** The scheduled wall time (a `datetime-local` value), or null for now. */
  chosen: string | null;
  /** Whether "as soon as possible" is offered: the venue is open now. Otherwise the time starts at now. */
  asapAllowed: boolean;
  temporal: TemporalApi | undefined;
  timeZone: string | null | undefined;
  onChoose: (chosen: string | null) => void;
  fieldProps: { "aria-invalid": boolean; "aria-describedby": string | undefined; onBlur: () => void };
  problem: ReactNode;
}

/**
 * 'Date & Time' (ordering spec §5: minimum now, default now): "As soon as possible" while the venue is open, or a
 * time the guest schedules, in the venue's wall time, starting at now. Never empty unless the guest clears it.
 */
export function DeliveryTimeField({ inputId, chosen, asapAllowed, temporal, timeZone, onChoose, fieldProps, problem }: DeliveryTimeFieldProps) {
  const t = useText();
  const now = temporal ? venueLocalNow(temporal, timeZone, Date.now()) : undefined;
  const scheduled = chosen !== null || !asapAllowed;
  return (
    <fieldset className={css.fieldset} data-testid="delivery-time">
      <legend className={css.label}>{t("date_time")}</legend>
      {asapAllowed ? (
        <div className={css.segments}>
          <label className={css.segment}>
            <input className={css.segmentInput} type="radio" name={`${inputId}-when`} checked={chosen === null} onChange={() => onChoose(null)} />
            {t("asap")}
          </label>
          <label className={css.segment}>
            <input className={css.segmentInput} type="radio" name={`${inputId}-when`} checked={chosen !== null} onChange={() => onChoose(now ?? "")} />
            {t("schedule_later")}
          </label>
        </div>
      ) : null}
      {scheduled ? (
        <input
          id={inputId}
          className={css.input}
          type="datetime-local"
          aria-label={t("date_time")}
          min={now}
          value={chosen ?? now ?? ""}
          onChange={(event) => onChoose(event.target.value)}
          {...fieldProps}
        />
      ) : null}
      {problem}
    </fieldset>
  );
}
