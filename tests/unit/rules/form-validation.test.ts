import { describe, expect, it } from "vitest";
import {
  formLabelText,
  formSubmission,
  initialFormAnswers,
  isAnswerField,
  readSubmission,
  validateFormAnswer,
  validateFormAnswers,
  type FormFieldSpec,
} from "../../../engine/rules/form-validation";

const field = (f: Partial<FormFieldSpec> & Pick<FormFieldSpec, "type">): FormFieldSpec => ({ name: "f", label: "Field", ...f });

const fields: FormFieldSpec[] = [
  field({ type: "header", name: "", label: "Tell us" }),
  field({ type: "starRating", name: "overall", label: "Overall <b>experience</b>", required: true, min: 1, max: 5 }),
  field({ type: "radio-group", name: "channel", label: "Channel", required: true, other: true, values: [{ value: "dine_in" }, { value: "delivery" }] }),
  field({ type: "checkbox-group", name: "enjoyed", label: "Enjoyed", values: [{ value: "food", selected: true }, { value: "staff" }] }),
  field({ type: "select", name: "section", label: "Section", values: [{ value: "mezze" }, { value: "grills" }] }),
  field({ type: "number", name: "party", label: "Party size", min: 1, max: 20 }),
  field({ type: "text", subtype: "email", name: "email", label: "Email", maxlength: 30 }),
  field({ type: "text", subtype: "tel", name: "phone", label: "Phone" }),
  field({ type: "textarea", name: "comments", label: "Comments", maxlength: 5 }),
  field({ type: "date", name: "visit", label: "Visit" }),
];
const byName = (name: string) => fields.find((f) => f.name === name)!;

describe("feedback forms: which fields take an answer", () => {
  it("headers and paragraphs take none", () => {
    expect(fields.filter(isAnswerField).map((f) => f.name)).toEqual(["overall", "channel", "enjoyed", "section", "party", "email", "phone", "comments", "visit"]);
  });

  it("labels are HTML; messages use their text", () => {
    expect(formLabelText("Overall <b>experience</b>&nbsp;&amp; more")).toBe("Overall experience & more");
  });

  it("options marked selected start chosen", () => {
    expect(initialFormAnswers(fields)).toEqual({ channel: { values: [], other: null }, enjoyed: { values: ["food"], other: null } });
  });
});

describe("feedback forms: validation messages (doc 2 §5)", () => {
  it("'{label} is a required field' for an empty required field", () => {
    expect(validateFormAnswer(byName("overall"), undefined)).toEqual({ key: "field_required", values: { label: "Overall experience" } });
    expect(validateFormAnswer(byName("channel"), { values: [], other: null })?.key).toBe("field_required");
    expect(validateFormAnswer(byName("overall"), 4)).toBeUndefined();
  });

  it("'Please enter other value' when other is chosen without text", () => {
    expect(validateFormAnswer(byName("channel"), { values: [], other: "" })).toEqual({ key: "field_other_value", values: {} });
    expect(validateFormAnswer(byName("channel"), { values: [], other: "Phone order" })).toBeUndefined();
  });

  it("minimum and maximum of a number", () => {
    expect(validateFormAnswer(byName("party"), "0")).toEqual({ key: "field_min", values: { label: "Party size", min: 1 } });
    expect(validateFormAnswer(byName("party"), "21")).toEqual({ key: "field_max", values: { label: "Party size", max: 20 } });
    expect(validateFormAnswer(byName("party"), "4")).toBeUndefined();
  });

  it("maximum length, email and phone formats", () => {
    expect(validateFormAnswer(byName("comments"), "123456")).toEqual({ key: "field_max_length", values: { label: "Comments", n: 5 } });
    expect(validateFormAnswer(byName("email"), "not-an-email")?.key).toBe("email_invalid");
    expect(validateFormAnswer(byName("email"), "guest@example.com")).toBeUndefined();
    expect(validateFormAnswer(byName("phone"), "call me")?.key).toBe("phone_invalid");
    expect(validateFormAnswer(byName("phone"), "+971 50 123 4567")).toBeUndefined();
  });

  it("an empty optional field is fine; a whole form lists its problems by name", () => {
    expect(validateFormAnswer(byName("email"), "  ")).toBeUndefined();
    expect(Object.keys(validateFormAnswers(fields, {}))).toEqual(["overall", "channel"]);
    expect(validateFormAnswers(fields, { overall: 5, channel: { values: ["dine_in"], other: null } })).toEqual({});
  });

  it("a date must be a real calendar day", () => {
    expect(validateFormAnswer(byName("visit"), "2026-02-30")?.key).toBe("field_required");
    expect(validateFormAnswer(byName("visit"), "2026-11-23")).toBeUndefined();
  });
});

describe("feedback forms: the submission", () => {
  const answers = {
    overall: 4,
    channel: { values: [], other: "Phone order" },
    enjoyed: { values: ["food", "staff"], other: null },
    section: "grills",
    party: "3",
    email: " guest@example.com ",
    phone: "",
  };

  it("sends answers by field name, numbers as numbers, the other text in place of a value", () => {
    expect(formSubmission(fields, answers)).toEqual({
      overall: 4,
      channel: "Phone order",
      enjoyed: ["food", "staff"],
      section: "grills",
      party: 3,
      email: "guest@example.com",
    });
  });

  it("the server reads a submission back and finds the same problems", () => {
    const read = readSubmission(fields, formSubmission(fields, answers));
    expect(read.problems).toEqual({});
    expect(readSubmission(fields, { channel: "dine_in" }).problems).toEqual({ overall: { key: "field_required", values: { label: "Overall experience" } } });
  });

  it("the server refuses a choice outside the options of a field without other", () => {
    const read = readSubmission(fields, { overall: 5, channel: "dine_in", section: "desserts" });
    expect(Object.keys(read.problems)).toEqual(["section"]);
    expect(readSubmission(fields, { overall: 5, channel: ["dine_in", "delivery"] }).problems).toHaveProperty("channel");
  });
});
