import { Suspense, useCallback, useEffect, useMemo, useState, type ComponentType } from "react";
import { Button, Form } from "react-aria-components";
import { getFeedbackForm } from "../../engine/api/get-feedback-form";
import { postSubmission } from "../../engine/api/post-submission";
import { describeApiError } from "../../engine/api/http";
import type { FormFieldProps } from "../../engine/plugin-api";
import { formSubmission, initialFormAnswers, isAnswerField, type FormAnswer } from "../../engine/rules";
import { useRegistry } from "../../engine/react/app-services";
import { useMenuState, useText } from "../../engine/react/menu-context";
import type { TextKey } from "../../engine/i18n/ui-text";
import type { FeedbackFormAnswer } from "../../schemas/api/feedback-form";
import { validateFormAnswer } from "../../engine/rules/form-validation";
import { installAnswerCheck } from "./form-field-types";
import { FormSkeleton } from "./form-skeleton";
import * as css from "./form.css";

installAnswerCheck(validateFormAnswer);

type Loaded = { status: "loading" } | { status: "ready"; form: FeedbackFormAnswer } | { status: "failed" };

export interface FeedbackFormProps {
  formId: number;
  /** After a 201: the server's message. */
  onSubmitted(message: string): void;
  /** The form could not be loaded (the failure is logged): the caller shows what it would show without one. */
  onUnavailable?(): void;
}

/**
 * A venue's feedback or info form (ordering spec sections 2, 4, 5): its fields from
 * `GET /{lang}/api/feedback/{id}/`, each drawn by its registered field type, validated live; Submit stays
 * disabled until every answer is valid, reads "Submitting" while the answers are sent to
 * `POST /{lang}/api/submission/`, and the caller hears of the 201. Failures are only logged (section 8).
 */
export default function FeedbackForm({ formId, onSubmitted, onUnavailable }: FeedbackFormProps) {
  const t = useText();
  const registry = useRegistry();
  const language = useMenuState((s) => s.selected_language) ?? "en";
  const [loaded, setLoaded] = useState<Loaded>({ status: "loading" });
  const [answers, setAnswers] = useState<Record<string, FormAnswer>>({});
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const [submitting, setSubmitting] = useState(false);

  useEffect(() => {
    let current = true;
    setLoaded({ status: "loading" });
    void getFeedbackForm(language, formId).then((result) => {
      if (!current) return;
      if (!result.ok) {
        console.warn(`[carta] feedback form ${formId}: ${describeApiError(result.error)}`);
        setLoaded({ status: "failed" });
        onUnavailable?.();
        return;
      }
      setLoaded({ status: "ready", form: result.value });
      setAnswers((previous) => ({ ...initialFormAnswers(result.value.form_data), ...previous }));
    });
    return () => {
      current = false;
    };
  }, [language, formId, onUnavailable]);

  const fields = useMemo(() => (loaded.status === "ready" ? loaded.form.form_data : []), [loaded]);
  const text = useCallback((key: string, values?: Record<string, string | number>) => t(key as TextKey, values), [t]);
  const errors = useMemo(() => {
    const found: Record<string, string> = {};
    for (const field of fields) {
      const type = registry.formFieldTypes.get(field.type)?.value;
      const message = type?.validate?.(answers[field.name], field as unknown as Record<string, unknown>, text);
      if (message !== undefined) found[field.name] = message;
    }
    return found;
  }, [fields, answers, registry, text]);

  if (loaded.status === "loading") return <FormSkeleton />;
  if (loaded.status === "failed") return null;
  const form = loaded.form;
  const valid = Object.keys(errors).length === 0;
  const hasHeading = form.form_data.some((f) => f.type === "header");

  const submit = async () => {
    if (!valid || submitting) return;
    setSubmitting(true);
    const result = await postSubmission(language, form.id, formSubmission(form.form_data, answers));
    if (result.ok) {
      onSubmitted(result.value.message);
      return;
    }
    console.warn(`[carta] submission of form ${form.id}: ${describeApiError(result.error)}`);
    setSubmitting(false);
  };

  return (
    <Form
      className={css.form}
      validationBehavior="aria"
      aria-label={form.name || undefined}
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      {!hasHeading && form.name ? <h2 className={css.formTitle}>{form.name}</h2> : null}
      {form.form_data.map((field, index) => {
        const type = registry.formFieldTypes.get(field.type)?.value;
        if (!type) return null; // a field type no plugin draws is left out
        const Component = type.component as ComponentType<FormFieldProps>;
        const name = field.name;
        const answerable = isAnswerField(field);
        return (
          <Suspense key={`${index}-${name}`} fallback={<div className={css.skeletonBar} aria-hidden="true" />}>
            <Component
              field={field as unknown as Record<string, unknown>}
              value={answerable ? answers[name] : undefined}
              error={answerable && touched.has(name) ? errors[name] : undefined}
              onChange={(value) => {
                setAnswers((a) => ({ ...a, [name]: value as FormAnswer }));
                setTouched((s) => (s.has(name) ? s : new Set([...s, name])));
              }}
            />
          </Suspense>
        );
      })}
      <Button type="submit" className={css.submit} isDisabled={!valid || submitting}>
        {submitting ? t("submitting") : t("submit")}
      </Button>
    </Form>
  );
}
