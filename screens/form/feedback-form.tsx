import "../../engine/i18n/other-screens-texts";
import { Suspense, useCallback, useEffect, useMemo, useState, type ComponentType } from "react";
import { Button, Form } from "react-aria-components";
import { useMutation, useQuery } from "@tanstack/react-query";
import type { FormFieldProps } from "../../engine/plugin-api";
import { useRegistry } from "../../engine/react/app-services";
import { useMenuState, useText } from "../../engine/react/menu-context";
import type { TextKey } from "../../engine/i18n/ui-text";
import { formSubmission, initialFormAnswers, isAnswerField, validateFormAnswer, type FormAnswer } from "../../engine/rules/form-validation";
import { queryClient } from "../../engine/server-state/query-client";
import { feedbackFormQuery, submissionMutation } from "../../engine/server-state/calls";
import { installAnswerCheck, preloadCoreFormFields } from "./form-field-types";
import { FormSkeleton } from "./form-skeleton";
import * as css from "./form.css";

installAnswerCheck(validateFormAnswer);
// The fields' code downloads while the form's data does: the form then draws its fields, not a grey bar for each.
preloadCoreFormFields();

export interface FeedbackFormProps {
  formId: number;
  /** After a 201: the server's message. */
  onSubmitted(message: string): void;
  /** The form could not be loaded (the failure is logged): the caller shows what it would show without one. */
  onUnavailable?(): void;
}

/**
 * The core field types come with the ordering screens' part (form-screen-part.ts, decision 0077). A form on an
 * ordering screen finds them in; the landing's menu-load form, drawn before any, asks for the part here.
 */
function useCoreFieldTypes(): "ready" | "loading" | "failed" {
  const registry = useRegistry();
  const [state, setState] = useState<"ready" | "loading" | "failed">(() => (registry.screens.has("form") ? "ready" : "loading"));
  useEffect(() => {
    if (state !== "loading") return;
    let live = true;
    registry.prepareScreen("form").then(
      () => live && setState("ready"),
      () => live && setState("failed"),
    );
    return () => {
      live = false;
    };
  }, [registry, state]);
  return state;
}

/**
 * A venue's feedback or info form (ordering spec sections 2, 4, 5): its fields from
 * `GET /{lang}/api/feedback/{id}/` (through the server-state layer, so a route's loader may have fetched them
 * already), each drawn by its registered field type, validated live; Submit stays disabled until every answer is
 * valid, reads "Submitting" while the answers are sent to `POST /{lang}/api/submission/` (once, by its
 * idempotency key), and the caller hears of the 201. Failures are only logged (section 8).
 */
export default function FeedbackForm({ formId, onSubmitted, onUnavailable }: FeedbackFormProps) {
  const t = useText();
  const registry = useRegistry();
  const language = useMenuState((s) => s.selected_language) ?? "en";
  const loaded = useQuery(feedbackFormQuery(language, formId), queryClient);
  const fieldTypes = useCoreFieldTypes();
  // One mutation (and one idempotency key) per form and language: a retry of the same answers is stored once.
  const mutation = useMemo(() => submissionMutation(language, formId), [language, formId]);
  const submission = useMutation({ ...mutation, onSuccess: (answer) => onSubmitted(answer.message) }, queryClient);
  const [edited, setEdited] = useState<Record<string, FormAnswer>>({});
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const form = loaded.data;
  const answers = useMemo(() => (form ? { ...initialFormAnswers(form.form_data), ...edited } : edited), [form, edited]);
  const failed = loaded.isError || fieldTypes === "failed";
  useEffect(() => {
    if (failed) onUnavailable?.();
  }, [failed, onUnavailable]);

  const fields = useMemo(() => form?.form_data ?? [], [form]);
  const text = useCallback((key: string, values?: Record<string, string | number>) => t(key as TextKey, values), [t]);
  const errors = useMemo(() => {
    const found: Record<string, string> = {};
    // The field types check the answers: none before they are in (the form shows its skeleton until then).
    if (fieldTypes !== "ready") return found;
    for (const field of fields) {
      const type = registry.formFieldTypes.get(field.type)?.value;
      const message = type?.validate?.(answers[field.name], field, text);
      if (message !== undefined) found[field.name] = message;
    }
    return found;
  }, [fields, answers, registry, text, fieldTypes]);

  if (failed) return null;
  if (!form || fieldTypes === "loading") return <FormSkeleton />;
  const submitting = submission.isPending;
  const valid = Object.keys(errors).length === 0;
  const hasHeading = form.form_data.some((f) => f.type === "header");

  const submit = () => {
    if (!valid || submitting) return;
    submission.mutate(formSubmission(form.form_data, answers));
  };

  return (
    <Form
      className={css.form}
      validationBehavior="aria"
      aria-label={form.name || undefined}
      onSubmit={(event) => {
        event.preventDefault();
        submit();
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
              field={field}
              value={answerable ? answers[name] : undefined}
              error={answerable && touched.has(name) ? errors[name] : undefined}
              onChange={(value) => {
                setEdited((a) => ({ ...a, [name]: value as FormAnswer }));
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
