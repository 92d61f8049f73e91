import * as css from "./boot.css";
import "./spin.css";

/** While the venue loads: 'Loading' (ordering spec, onboarding). Text in English: no language is known yet. */
export function LoadingScreen({ label = "Loading" }: { label?: string }) {
  return (
    <main className={css.centred}>
      <div className={css.panel} role="status" aria-live="polite">
        <span className={css.spinner} aria-hidden="true" />
        <p className={css.body}>{label}</p>
      </div>
    </main>
  );
}
