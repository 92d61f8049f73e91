import * as css from "./form.css";

/** Grey bars in a form's place while its fields load. */
export function FormSkeleton() {
  return (
    <div className={css.skeleton} aria-hidden="true">
      <div className={css.skeletonBar} style={{ width: "60%" }} />
      <div className={css.skeletonBar} />
      <div className={css.skeletonBar} />
    </div>
  );
}
