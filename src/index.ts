/**
 * cluegrid's library API: the pipeline's stages, one call each.
 *
 *   const { puzzle, errors } = parse(text);
 *   const result = solve(compile(puzzle));
 *   const lines = explain(result);
 */
export { read as parse, type ReadResult as ParseResult } from "./pipeline.js";
export { describeClue } from "./parse/wording.js";
export type { Diagnostic } from "./parse/diagnostic.js";
export type { Puzzle, Clue, Category, Question } from "./ast/schema.js";
export { answerQuestions, type Answer } from "./explain/answer.js";
export { compile } from "./compile/compile.js";
export type { Model, Constraint } from "./compile/model.js";
export { solve, type SolveResult, type Status } from "./solve/solve.js";
export type { Step, Fact, RuleName } from "./solve/step.js";
export { explain, describeStep } from "./explain/english.js";
export { verifySteps, type VerifyResult } from "./explain/verify.js";
export { rate, type Rating } from "./explain/rating.js";
export { report, toJson, type Report } from "./render/report.js";
export { schemas } from "./cli/schema.js";
