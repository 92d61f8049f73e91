/**
 * The components of the core form-field types (ordering spec section 3: header, paragraph, text, textarea,
 * number, select, radio-group, checkbox-group, date, starRating). One chunk, loaded with the first form.
 */
import "../../engine/i18n/other-screens-texts";
import { useId, type ReactNode } from "react";
import {
  Checkbox,
  CheckboxGroup,
  FieldError,
  Heading,
  Input,
  Label,
  Radio,
  RadioGroup,
  Text,
  TextArea,
  TextField,
} from "react-aria-components";
import type { FormFieldProps } from "../../engine/plugin-api";
import { formLabelText, type ChoiceAnswer } from "../../engine/rules/form-validation";
import { SafeHtml } from "../../engine/react/safe-html";
import { useText } from "../../engine/react/menu-context";
import type { FormField } from "../../schemas/form-field";
import * as css from "./form.css";

/** The value "other" takes in a radio or checkbox group, never a real option's value. */
const OTHER = "\u0000other";


function FieldLabel({ field }: { field: FormField }) {
  return (
    <>
      <SafeHtml as="span" html={field.label} />
      {field.required ? (
        <span className={css.required} aria-hidden="true">
          *
        </span>
      ) : null}
    </>
  );
}

function Description({ field }: { field: FormField }) {
  return field.description.trim() ? (
    <Text slot="description" className={css.description}>
      {formLabelText(field.description)}
    </Text>
  ) : null;
}

/** formBuilder's header: its subtype picks the level, never above h2 (the screen has its own h1). */
export function HeaderField({ field }: FormFieldProps) {
  const f = field;
  const level = Math.min(6, Math.max(2, Number(/^h([1-6])$/.exec(f.subtype)?.[1] ?? 2)));
  return (
    <Heading level={level} className={css.heading}>
      <SafeHtml as="span" html={f.label} />
    </Heading>
  );
}

export function ParagraphField({ field }: FormFieldProps) {
  return <SafeHtml html={field.label} className={css.paragraph} />;
}

const INPUT_TYPES: Readonly<Record<string, string>> = { email: "email", tel: "tel", number: "number", date: "date" };

/** Text (with its email and tel subtypes), number and date: one labelled input. */
export function InputField({ field, value, error, onChange }: FormFieldProps) {
  const f = field;
  const type = f.type === "text" ? (INPUT_TYPES[f.subtype] ?? "text") : (INPUT_TYPES[f.type] ?? "text");
  return (
    <TextField
      className={css.field}
      name={f.name}
      type={type}
      value={value === undefined ? "" : String(value)}
      onChange={onChange}
      isRequired={f.required}
      isInvalid={error !== undefined}
      maxLength={f.maxlength ?? undefined}
    >
      <Label className={css.label}>
        <FieldLabel field={f} />
      </Label>
      <Input
        className={css.input}
        placeholder={f.placeholder || undefined}
        inputMode={type === "number" ? "decimal" : undefined}
        min={f.min ?? undefined}
        max={f.max ?? undefined}
        autoComplete={type === "email" ? "email" : type === "tel" ? "tel" : undefined}
      />
      <Description field={f} />
      <FieldError className={css.error}>{error}</FieldError>
    </TextField>
  );
}

export function TextareaField({ field, value, error, onChange }: FormFieldProps) {
  const f = field;
  return (
    <TextField
      className={css.field}
      name={f.name}
      value={typeof value === "string" ? value : ""}
      onChange={onChange}
      isRequired={f.required}
      isInvalid={error !== undefined}
      maxLength={f.maxlength ?? undefined}
    >
      <Label className={css.label}>
        <FieldLabel field={f} />
      </Label>
      <TextArea className={css.textarea} rows={3} placeholder={f.placeholder || undefined} />
      <Description field={f} />
      <FieldError className={css.error}>{error}</FieldError>
    </TextField>
  );
}

/** A native select: on phones it opens the platform's own picker. */
export function SelectField({ field, value, error, onChange }: FormFieldProps) {
  const t = useText();
  const f = field;
  const id = useId();
  return (
    <div className={css.field}>
      <label className={css.label} htmlFor={id}>
        <FieldLabel field={f} />
      </label>
      <select
        id={id}
        className={css.select}
        name={f.name}
        value={typeof value === "string" ? value : ""}
        onChange={(event) => onChange(event.target.value === "" ? undefined : event.target.value)}
        required={f.required}
        aria-invalid={error !== undefined}
        aria-describedby={error !== undefined ? `${id}-error` : undefined}
      >
        <option value="">{f.placeholder || t("select_option")}</option>
        {f.values.map((option) => (
          <option key={option.value} value={option.value}>
            {formLabelText(option.label) || option.value}
          </option>
        ))}
      </select>
      {error !== undefined ? (
        <p id={`${id}-error`} className={css.error}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

function choiceOf(value: unknown): ChoiceAnswer {
  return typeof value === "object" && value !== null && "values" in value ? (value as ChoiceAnswer) : { values: [], other: null };
}

function OtherText({ answer, label, onChange }: { answer: ChoiceAnswer; label: string; onChange: (other: string) => void }) {
  if (answer.other === null) return null;
  return (
    <TextField className={css.field} value={answer.other} onChange={onChange} aria-label={label} autoFocus>
      <Input className={css.input} />
    </TextField>
  );
}

function RadioMark() {
  return (
    <span className={css.radioMark} aria-hidden="true">
      <span className={css.radioDot} />
    </span>
  );
}

function CheckMark() {
  return (
    <span className={css.checkMark} aria-hidden="true">
      <svg className={css.checkIcon} width="14" height="14" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="3.5" strokeLinecap="round" strokeLinejoin="round">
        <path d="M5 12.5l4.5 4.5L19 7.5" />
      </svg>
    </span>
  );
}

export function RadioGroupField({ field, value, error, onChange }: FormFieldProps) {
  const t = useText();
  const f = field;
  const answer = choiceOf(value);
  const selected = answer.other !== null ? OTHER : (answer.values[0] ?? null);
  return (
    <RadioGroup
      className={css.field}
      name={f.name}
      value={selected}
      onChange={(next) => onChange(next === OTHER ? { values: [], other: answer.other ?? "" } : { values: [next], other: null })}
      isRequired={f.required}
      isInvalid={error !== undefined}
    >
      <Label className={css.label}>
        <FieldLabel field={f} />
      </Label>
      <div className={css.options}>
        {f.values.map((option) => (
          <Radio key={option.value} value={option.value} className={css.option}>
            <RadioMark />
            {formLabelText(option.label) || option.value}
          </Radio>
        ))}
        {f.other ? (
          <Radio value={OTHER} className={css.option}>
            <RadioMark />
            {t("other_option")}
          </Radio>
        ) : null}
      </div>
      <OtherText answer={answer} label={t("other_option")} onChange={(other) => onChange({ values: [], other })} />
      <Description field={f} />
      <FieldError className={css.error}>{error}</FieldError>
    </RadioGroup>
  );
}

export function CheckboxGroupField({ field, value, error, onChange }: FormFieldProps) {
  const t = useText();
  const f = field;
  const answer = choiceOf(value);
  const selected = answer.other !== null ? [...answer.values, OTHER] : [...answer.values];
  return (
    <CheckboxGroup
      className={css.field}
      name={f.name}
      value={selected}
      onChange={(next) => {
        const other = next.includes(OTHER) ? (answer.other ?? "") : null;
        onChange({ values: next.filter((v) => v !== OTHER), other });
      }}
      isRequired={f.required}
      isInvalid={error !== undefined}
    >
      <Label className={css.label}>
        <FieldLabel field={f} />
      </Label>
      <div className={css.options}>
        {f.values.map((option) => (
          <Checkbox key={option.value} value={option.value} className={css.option}>
            <CheckMark />
            {formLabelText(option.label) || option.value}
          </Checkbox>
        ))}
        {f.other ? (
          <Checkbox value={OTHER} className={css.option}>
            <CheckMark />
            {t("other_option")}
          </Checkbox>
        ) : null}
      </div>
      <OtherText answer={answer} label={t("other_option")} onChange={(other) => onChange({ values: answer.values, other })} />
      <Description field={f} />
      <FieldError className={css.error}>{error}</FieldError>
    </CheckboxGroup>
  );
}

function StarIcon(): ReactNode {
  return (
    <svg width="30" height="30" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path className={css.starShape} strokeWidth="1.6" strokeLinejoin="round" d="M12 2.8l2.8 5.8 6.3.9-4.6 4.4 1.1 6.3L12 17.2l-5.6 3 1.1-6.3-4.6-4.4 6.3-.9z" />
    </svg>
  );
}

/** A star rating: a radio group of 1..max ("Rate 4"), the stars up to the chosen one filled. */
export function StarRatingField({ field, value, error, onChange }: FormFieldProps) {
  const t = useText();
  const f = field;
  const max = f.max !== null && f.max > 0 && f.max <= 10 ? Math.round(f.max) : 5;
  const chosen = typeof value === "number" ? value : Number(value ?? 0);
  return (
    <RadioGroup
      className={css.field}
      name={f.name}
      orientation="horizontal"
      value={chosen > 0 ? String(chosen) : null}
      onChange={(next) => onChange(Number(next))}
      isRequired={f.required}
      isInvalid={error !== undefined}
    >
      <Label className={css.label}>
        <FieldLabel field={f} />
      </Label>
      <div className={css.stars}>
        {Array.from({ length: max }, (_, i) => i + 1).map((n) => (
          <Radio key={n} value={String(n)} className={css.star} aria-label={t("rate_value", { n })} data-filled={n <= chosen ? "" : undefined}>
            <StarIcon />
          </Radio>
        ))}
      </div>
      <Description field={f} />
      <FieldError className={css.error}>{error}</FieldError>
    </RadioGroup>
  );
}
