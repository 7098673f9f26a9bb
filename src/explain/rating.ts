/**
 * Difficulty from the rules a solve needed, as Escamocher & O'Sullivan rate
 * puzzles: a puzzle is as hard as the hardest kind of reasoning it cannot do
 * without. Trial and error is the hardest; reading clues and basic grid
 * consistency alone is the easiest.
 */
import type { RuleName, Step } from "../solve/step.js";

export type Difficulty = "easy" | "moderate" | "hard" | "very hard";

export interface Rating {
  difficulty: Difficulty;
  /** How many steps each rule took. */
  rules: Partial<Record<RuleName, number>>;
  /** How many trial-and-error steps there were. */
  trials: number;
}

/** The level of each rule, from the plainest reading to trial and error. */
const LEVEL: Record<RuleName, number> = {
  clue: 0, "clue-different": 0, "only-one": 0, "last-open": 0, given: 0, search: 0,
  "clue-place": 1, transitive: 1,
  "no-common": 2, "shared-options": 2, cases: 2,
  trial: 3,
};

const NAMES: Difficulty[] = ["easy", "moderate", "hard", "very hard"];

export function rate(steps: readonly Step[]): Rating {
  const rules: Partial<Record<RuleName, number>> = {};
  let level = 0;
  for (const step of steps) {
    rules[step.rule] = (rules[step.rule] ?? 0) + 1;
    // Two clues read together (comparative relationships) are advanced reasoning.
    level = Math.max(level, LEVEL[step.rule], step.rule !== "trial" && step.clues.length > 1 ? 2 : 0);
  }
  return { difficulty: NAMES[level]!, rules, trials: rules.trial ?? 0 };
}
