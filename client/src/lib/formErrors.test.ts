import { CombinedGraphQLErrors } from "@apollo/client";
import type { TFunction } from "i18next";
import { describe, expect, it, vi } from "vitest";
import { characterCount, formFailure, lengthError, wholeError, type FormWords } from "./formErrors";

/** Says which key it was asked for and with what, so a test can tell the words apart. */
const t = ((key: string, options?: Record<string, unknown>) =>
  options ? `${key} ${JSON.stringify(options)}` : key) as unknown as TFunction;

const words: FormWords = {
  badInput: "Fix the fields.",
  failed: "Not saved.",
  length: ({ min, max }) => `Use ${min} to ${max}.`,
};

function serverError(code: string, message: string, fields?: Record<string, string>) {
  return new CombinedGraphQLErrors({ errors: [{ message, extensions: { code, ...(fields ? { fields } : {}) } }] });
}

function fail(error: unknown, fieldOf?: (path: string) => string | null) {
  const setErrors = vi.fn<(errors: Record<string, string>) => void>();
  const alert = formFailure(error, words, setErrors, fieldOf);
  return { alert, placed: setErrors.mock.calls[0]?.[0] };
}

describe("formFailure", () => {
  it("places BAD_USER_INPUT's field messages next to their fields and says so in the alert", () => {
    const { alert, placed } = fail(
      serverError("BAD_USER_INPUT", "Invalid input.", { "input.title": "Too short.", "questions.0.prompt": "Empty." }),
    );
    expect(placed).toEqual({ title: "Too short.", "questions.0.prompt": "Empty." });
    expect(alert).toBe(words.badInput);
  });

  it("places a field where fieldOf says, and leaves the fields it declines to the alert", () => {
    const { alert, placed } = fail(serverError("BAD_USER_INPUT", "Invalid input.", { _: "Taken id.", other: "Hidden." }), (path) =>
      path === "_" ? "id" : null,
    );
    expect(placed).toEqual({ id: "Taken id." });
    expect(alert).toBe(words.badInput);
  });

  it("gives a CONFLICT's field the conflict's message, since its own note is terse", () => {
    const { alert, placed } = fail(serverError("CONFLICT", "That title is already used.", { title: "Taken." }));
    expect(placed).toEqual({ title: "That title is already used." });
    expect(alert).toBe(words.badInput);
  });

  it("keeps a CONFLICT's field note when the conflict has no message", () => {
    expect(fail(serverError("CONFLICT", "", { title: "Taken." })).placed).toEqual({ title: "Taken." });
  });

  it("shows BAD_USER_INPUT's message in the alert when no field could be placed", () => {
    const { alert, placed } = fail(
      serverError("BAD_USER_INPUT", "A test needs at least one question.", { questions: "Empty." }),
      () => null,
    );
    expect(placed).toEqual({});
    expect(alert).toBe("A test needs at least one question.");
  });

  it("falls back to the area's badInput words for a BAD_USER_INPUT with neither a placed field nor a message", () => {
    expect(fail(serverError("BAD_USER_INPUT", "")).alert).toBe(words.badInput);
  });

  it("shows any other error's message, clearing the field errors", () => {
    const { alert, placed } = fail(serverError("FORBIDDEN", "Only talent admins may do this."));
    expect(placed).toEqual({});
    expect(alert).toBe("Only talent admins may do this.");
  });

  it("falls back to the area's failed words for an error that says nothing", () => {
    expect(fail(new Error("")).alert).toBe(words.failed);
    expect(fail(serverError("INTERNAL_SERVER_ERROR", "")).alert).toBe(words.failed);
  });
});

describe("lengthError", () => {
  it("asks for a required text that is empty or only spaces", () => {
    expect(lengthError("   ", { min: 3, max: 10 }, t, words)).toBe("validation.required");
  });

  it("gives the area's length words for a text outside min to max, counted trimmed", () => {
    expect(lengthError(" ab ", { min: 3, max: 10 }, t, words)).toBe("Use 3 to 10.");
    expect(lengthError("x".repeat(11), { min: 3, max: 10 }, t, words)).toBe("Use 3 to 10.");
    expect(lengthError("  abc  ", { min: 3, max: 10 }, t, words)).toBeNull();
  });

  it("lets a text without a min be empty, and only limits its length", () => {
    expect(lengthError("", { max: 10 }, t, words)).toBeNull();
    expect(lengthError("x".repeat(11), { max: 10 }, t, words)).toBe('validation.maxLength {"max":10}');
  });
});

describe("wholeError", () => {
  it("accepts a whole number within its range, ends included", () => {
    expect(wholeError(1, { min: 1, max: 5 }, t)).toBeNull();
    expect(wholeError(5, { min: 1, max: 5 }, t)).toBeNull();
  });

  it.each([0, 6, 2.5, ""])("refuses %j with the shell's whole-number words", (value) => {
    expect(wholeError(value, { min: 1, max: 5 }, t)).toBe('validation.wholeNumber {"min":1,"max":5}');
  });
});

describe("characterCount", () => {
  it("counts the characters as typed against the max", () => {
    expect(characterCount(" ab ", 80, t)).toBe('validation.count {"count":4,"max":80}');
  });
});
