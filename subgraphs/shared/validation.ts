/** Input validation with zod: a failed parse becomes BAD_USER_INPUT with one message per field. */
import type { z } from "zod";
import { fromZodIssues } from "./errors.js";

export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const parsed = schema.safeParse(input);
  if (!parsed.success) throw fromZodIssues(parsed.error.issues);
  return parsed.data;
}
