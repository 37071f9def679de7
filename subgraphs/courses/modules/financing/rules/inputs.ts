/**
 * zod schemas for the financing queries. A failed parse becomes BAD_USER_INPUT with one message per field path
 * (`periods.2.salary`) through `parseInput`.
 */
import { z } from "zod";

export const MAX_AMOUNT = 1_000_000;
export const MAX_PERIODS = 60;
export const MAX_PERIOD_MONTHS = 240;
export const MAX_TIMELINE_MONTHS = 480;
export const MAX_MODULES = 60;
/** "1,000,000", as the messages say it. */
const MAX_AMOUNT_TEXT = MAX_AMOUNT.toLocaleString("en-US");

const tuition = z
  .number({ error: "Tuition must be a number." })
  .min(0.01, "Tuition must be greater than 0.")
  .max(MAX_AMOUNT, `Tuition must be at most ${MAX_AMOUNT_TEXT} USD.`);

export const upfrontArgsSchema = z.object({
  price: z
    .number({ error: "Price must be a number." })
    .min(0.01, "Price must be greater than 0.")
    .max(MAX_AMOUNT, `Price must be at most ${MAX_AMOUNT_TEXT} USD.`),
});

const periodSchema = z.object({
  months: z
    .number()
    .int("Months must be a whole number.")
    .min(1, "A period lasts at least 1 month.")
    .max(MAX_PERIOD_MONTHS, `A period lasts at most ${MAX_PERIOD_MONTHS} months.`),
  employed: z.boolean(),
  salary: z
    .number({ error: "Salary must be a number." })
    .min(0, "Salary cannot be negative.")
    .max(MAX_AMOUNT, `Salary must be at most ${MAX_AMOUNT_TEXT} USD.`),
});

export const isaQuoteInputSchema = z
  .object({
    tuition,
    startMonth: z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, "Start month must be YYYY-MM."),
    periods: z.array(periodSchema).min(1, "Add at least one period.").max(MAX_PERIODS, `At most ${MAX_PERIODS} periods.`),
  })
  .superRefine((input, ctx) => {
    input.periods.forEach((period, i) => {
      if (!period.employed && period.salary > 0) {
        ctx.addIssue({
          code: "custom",
          path: ["periods", i, "salary"],
          message: "An unemployed period has no salary; set it to 0 or mark the period employed.",
        });
      }
    });
    const total = input.periods.reduce((sum, p) => sum + p.months, 0);
    if (total > MAX_TIMELINE_MONTHS) {
      ctx.addIssue({
        code: "custom",
        path: ["periods"],
        message: `The timeline covers ${total} months; at most ${MAX_TIMELINE_MONTHS}.`,
      });
    }
  });

export const withdrawalArgsSchema = z
  .object({
    tuition,
    paidInAdvance: z
      .number({ error: "Paid in advance must be a number." })
      .min(0, "Paid in advance cannot be negative.")
      .max(MAX_AMOUNT, `Paid in advance must be at most ${MAX_AMOUNT_TEXT} USD.`),
    completedModules: z.number().int("Completed modules must be a whole number.").min(0, "Completed modules cannot be negative."),
    totalModules: z
      .number()
      .int("Total modules must be a whole number.")
      .min(1, "A programme has at least 1 module.")
      .max(MAX_MODULES, `A programme has at most ${MAX_MODULES} modules.`),
  })
  .refine((a) => a.completedModules <= a.totalModules, {
    path: ["completedModules"],
    message: "Completed modules cannot exceed total modules.",
  });
