import { afterEach, describe, expect, it } from "vitest";
import { restoreErrorStacks, withholdErrorStacks } from "../../../screens/app/library-error-stacks";

const original = Object.getOwnPropertyDescriptor(Error, "stackTraceLimit");

// Whatever a test leaves, the next file in this worker finds V8's own setting.
afterEach(() => {
  restoreErrorStacks();
  if (original) Object.defineProperty(Error, "stackTraceLimit", original);
});

describe("the libraries' evaluation records no error stacks (screens/app/library-error-stacks.ts, decision 0092)", () => {
  it("withholds the stack trace limit, so an error made meanwhile records no stack, then gives the same setting back", () => {
    expect(original?.value).toBeTypeOf("number");
    withholdErrorStacks();
    expect(Object.getOwnPropertyDescriptor(Error, "stackTraceLimit")).toBeUndefined();
    expect(new Error("made while a library is evaluated").stack).toBeUndefined();

    restoreErrorStacks();
    expect(Object.getOwnPropertyDescriptor(Error, "stackTraceLimit")).toEqual(original);
    expect(new Error("made by the app").stack).toContain("library-error-stacks.test.ts");
  });

  it("gives back the limit as it was, a changed one included", () => {
    Error.stackTraceLimit = 25;
    withholdErrorStacks();
    restoreErrorStacks();
    expect(Error.stackTraceLimit).toBe(25);
  });

  it("restores only once, and only what it took", () => {
    withholdErrorStacks();
    restoreErrorStacks();
    Error.stackTraceLimit = 3;
    restoreErrorStacks(); // nothing taken any more: the later setting stays
    expect(Error.stackTraceLimit).toBe(3);
  });

  it("leaves an engine without the setting as it is", () => {
    delete (Error as { stackTraceLimit?: number }).stackTraceLimit;
    withholdErrorStacks();
    restoreErrorStacks();
    expect(Object.getOwnPropertyDescriptor(Error, "stackTraceLimit")).toBeUndefined();
  });
});
