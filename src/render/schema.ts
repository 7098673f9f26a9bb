/**
 * The solve report's JSON (one object per file, CONTRACT.md) as a zod
 * schema: the single definition from which `cluegrid schema` prints the JSON
 * Schema, and against which tests check the output.
 */
import { z } from "zod";

export const StepJson = z.object({
  text: z.string(),
  rule: z.string(),
  clues: z.array(z.number()),
  cell: z.tuple([z.string(), z.string()]),
  verdict: z.enum(["yes", "no"]),
  premises: z.array(z.object({ a: z.string(), b: z.string(), verdict: z.enum(["yes", "no"]) }))
    .describe("the cells known before the step that force it, with its clues: each only if the step is not forced without it"),
  number: z.number().optional(),
});

export const ReportJson = z.object({
  file: z.string(),
  status: z.enum(["solved", "ambiguous", "contradiction", "unsolved", "error"]),
  title: z.string().optional(),
  filter: z.string().optional(),
  header: z.array(z.string()),
  rows: z.array(z.array(z.string())),
  steps: z.array(StepJson),
  errors: z.array(z.object({ line: z.number(), column: z.number(), message: z.string() })).min(1).optional(),
  solutions: z.array(z.array(z.array(z.string()))).optional(),
  differences: z.array(z.string()).optional(),
  contradiction: z.object({ clues: z.array(z.number()), text: z.string() }).optional(),
  open: z.number().optional(),
  notes: z.array(z.string()).optional(),
  verification: z.object({ ok: z.boolean(), failures: z.array(z.string()) }).optional(),
  answers: z.array(z.object({
    question: z.string(),
    line: z.number(),
    column: z.number(),
    text: z.string(),
    values: z.array(z.string()).optional(),
    possible: z.array(z.string()).optional(),
    steps: z.array(z.number()),
  })).optional(),
  warnings: z.array(z.object({ line: z.number(), column: z.number(), message: z.string() })).min(1).optional(),
  rating: z.object({
    difficulty: z.enum(["easy", "moderate", "hard", "very hard"]),
    rules: z.record(z.string(), z.number()),
    trials: z.number(),
  }).optional(),
});
