/**
 * Answering a puzzle's closing questions (src/parse/question.ts) from its
 * solution: the value asked for, a sentence in the question's own words
 * ("The German owns the fish."), and the steps that lead to that one cell
 * (the --why selection of select.ts).
 *
 * When the grid has more than one solution, the asked cell may still be
 * fixed. For every other value the cell could hold, the complete search
 * (search.ts) looks for one solution with it, within a budget; the answer
 * is claimed only when every such search ends without one. Otherwise the
 * answer gives no `values` but the values still `possible`, and says so.
 */
import { categoryOf, valueId, valueName, type Model } from "../compile/model.js";
import type { Question } from "../ast/schema.js";
import { isPersonNoun } from "../parse/links.js";
import { Grid } from "../solve/grid.js";
import { search } from "../solve/search.js";
import type { Assignment } from "../solve/semantics.js";
import type { SolveResult } from "../solve/solve.js";
import { Contradiction, NO, YES } from "../solve/step.js";
import { why } from "./select.js";

export interface Answer {
  /** The question as written. */
  question: string;
  line: number;
  column: number;
  /** The answer in words. */
  text: string;
  /** The value asked for, spelt as in the input: present only when every solution has it. */
  values?: string[];
  /** When the clues do not fix the answer: the values it may still be. */
  possible?: string[];
  /** The steps (indexes into the explanation) that lead to the answer's cell. */
  steps: number[];
}

/** How many grids the search may visit to show that one other value is impossible. */
export const ANSWER_BUDGET = 20_000;

/** The answers to the questions a solve result can answer; none for a contradiction. */
export function answerQuestions(result: SolveResult, questions: readonly Question[], budget = ANSWER_BUDGET): Answer[] {
  if (result.status === "contradiction" || result.solutions.length === 0) return [];
  return questions.map((q) => answerOne(result, q, budget));
}

function answerOne(result: SolveResult, q: Question, budget: number): Answer {
  if (q.beside) return answerBeside(result, q, budget);
  const { model } = result;
  const about = valueId(model, q.about.category, q.about.value);
  const place = { question: q.text, line: q.span.line, column: q.span.column };
  const known = result.solutions.map((s) => askedValue(model, s, about, q.asked));
  const first = known[0]!;
  const possible = new Set(known);
  let unknown: number[] = [];
  if (result.status === "ambiguous") {
    // Every other value the rules left open for the cell: is there a solution with it?
    for (let v = valueId(model, q.asked, 0); v < valueId(model, q.asked + 1, 0); v++) {
      if (possible.has(v) || result.grid.get(about, v) === NO) continue;
      const found = solutionWith(model, about, v, budget);
      if (found === "found") possible.add(v);
      else if (found === "unknown") unknown.push(v);
    }
  }
  unknown = unknown.filter((v) => !possible.has(v));
  if (possible.size > 1 || unknown.length > 0) {
    const values = [...possible, ...unknown].sort((x, y) => x - y);
    const words = values.map((v) => phrase(model, q, v, "plain"));
    const cut = unknown.length > 0 ? ` (for ${list(unknown.map((v) => phrase(model, q, v, "plain")), "and")} the search was cut short, so they are not ruled out)` : "";
    return { ...place, text: `The clues do not fix the answer: it may be ${list(words, "or")}${cut}.`, possible: values.map((v) => valueName(model, v)), steps: [] };
  }
  const steps = why(result.steps, about, first);
  const filled = steps.length > 0 && result.steps[steps.at(-1)!]!.verdict === YES;
  let text = sentence(model, q, first);
  if (result.status === "ambiguous") text += " The rest of the grid is not fixed: the clues allow more than one solution, but every one of them gives this answer.";
  if (!filled) text += " No chain of steps reaches this cell; the complete search shows that no solution has another value here.";
  return { ...place, text, values: [valueName(model, first)], steps: filled ? steps : [] };
}

/**
 * "Who sits directly left of Carl?": the one in the place right beside
 * Carl's on that side, the same in every solution (an ambiguous grid's are
 * enumerated by the complete search), or the values it may be.
 */
function answerBeside(result: SolveResult, q: Question, budget: number): Answer {
  const { model } = result;
  const place = { question: q.text, line: q.span.line, column: q.span.column };
  const positions = model.categories.findIndex((c) => c.positional);
  if (positions < 0) return { ...place, text: "The puzzle has no row of places, so nobody is beside anyone.", steps: [] };
  const about = valueId(model, q.about.category, q.about.value);
  const step = q.beside === "left" ? -1 : 1;
  let solutions: readonly Assignment[] = result.solutions;
  let cut = false;
  if (result.status === "ambiguous") {
    const limit = { nodes: budget, exhausted: false };
    solutions = search(new Grid(model, false), 10_000, limit);
    cut = limit.exhausted;
  }
  const size = model.categories[positions]!.values.length;
  // For each solution: the asked value of the one beside, and the two places (undefined: nobody is there).
  const found = solutions.map((s) => {
    const at = Array.from({ length: size }, (_, p) => p).find((p) => s[valueId(model, positions, p)] === s[about])!;
    const next = at + step;
    if (next < 0 || next >= size) return { value: undefined, at, next };
    return { value: askedValue(model, s, valueId(model, positions, next), q.asked), at, next };
  });
  const values = new Set(found.map((f) => f.value));
  const name = q.about.category === positions ? `position ${q.about.value + 1}` : `"${valueName(model, about)}"`;
  if (values.size > 1 || cut) {
    const words = [...values].filter((v): v is number => v !== undefined).sort((x, y) => x - y);
    const nobody = values.has(undefined) ? " (or nobody, at the end of the row)" : "";
    const more = cut ? " (the search was cut short, so others are not ruled out)" : "";
    return { ...place, text: `The clues do not fix the answer: it may be ${list(words.map((v) => phrase(model, q, v, "plain")), "or")}${nobody}${more}.`, possible: words.map((v) => valueName(model, v)), steps: [] };
  }
  const [{ value, at, next }] = found as [typeof found[number]];
  if (value === undefined) return { ...place, text: `Nobody: ${name} is at the ${q.beside} end of the row.`, steps: [] };
  // The chains to the two cells (each of the two in its place), when the steps fill both.
  const chain = (a: number, b: number): number[] | undefined => {
    const s = why(result.steps, a, b);
    return s.length > 0 && result.steps[s.at(-1)!]!.verdict === YES ? s : undefined;
  };
  const chains = [chain(about, valueId(model, positions, at)), chain(value, valueId(model, positions, next))];
  const steps = chains.every((c) => c !== undefined) ? [...new Set(chains.flat() as number[])].sort((x, y) => x - y) : [];
  let text = sentence(model, q, value);
  if (result.status === "ambiguous") text += " The rest of the grid is not fixed: the clues allow more than one solution, but every one of them gives this answer.";
  if (steps.length === 0) text += " No chain of steps reaches these places; the complete search shows that every solution gives this answer.";
  return { ...place, text, values: [valueName(model, value)], steps };
}

/** The value of category `asked` in the entity of value `about`, in one solution. */
function askedValue(model: Model, solution: Assignment, about: number, asked: number): number {
  const entity = solution[about]!;
  for (let v = valueId(model, asked, 0); v < valueId(model, asked + 1, 0); v++) if (solution[v] === entity) return v;
  throw new Error("a solution without a value in every category");
}

/** Whether some solution has `a` and `b` in one entity: found, none, or unknown (the budget ran out). */
function solutionWith(model: Model, a: number, b: number, budget: number): "found" | "none" | "unknown" {
  // A fresh grid with the one cell written: the search's rules then start from it as from any clue.
  const next = new Grid(model, false);
  try {
    next.write({ a, b, verdict: YES, rule: "search", clues: [], premises: [] });
  } catch (error) {
    if (error instanceof Contradiction) return "none";
    throw error;
  }
  const limit = { nodes: budget, exhausted: false };
  const found = search(next, 1, limit);
  return found.length > 0 ? "found" : limit.exhausted ? "unknown" : "none";
}

/** "a", "a or b", "a, b or c". */
const list = (items: string[], word: string): string =>
  items.length <= 1 ? items.join("") : `${items.slice(0, -1).join(", ")} ${word} ${items.at(-1)}`;

const capital = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);

/** The answer in a sentence of the question's own words. */
function sentence(model: Model, q: Question, v: number): string {
  const s = q.saying;
  if (s.form === "subject") return `${capital(phrase(model, q, v, "subject"))}${s.predicate.startsWith("'s ") ? "" : " "}${untitled(model, s.predicate)}.`;
  if (s.form === "object") {
    // A proper name after a preposition takes no article: "Vince is from Bristol".
    const name = valueName(model, v);
    const bare = /\b(?:from|in|at|to)$/u.test(s.verb) && /^\p{Lu}/u.test(name) && !model.categories[categoryOf(model, v)]!.positional;
    // A year or a time of day after a verb takes its preposition: "opened in 2020", "arrived at 2:00pm".
    const when = /\b(?:in|at|on|by|from|to|since|until|before|after)$/u.test(s.verb) ? ""
      : /^\d{4}$/u.test(name) ? "in " : /^\d{1,2}(?::\d\d)?\s*(?:am|pm|a\.m\.|p\.m\.)?$/iu.test(name) && /:|m\.?$/iu.test(name) ? "at " : "";
    const object = `${when}${bare ? name : phrase(model, q, v, "object")}`;
    // "How long did the quilt take to finish?": "The quilt took 55 hours to finish."
    const [head, ...rest] = conjugate(s.verb, s.aux).split(" ");
    if (rest[0] === "to" && rest.length > 1) return `${capital(s.subject)} ${head} ${object} ${rest.join(" ")}.`;
    return `${capital(s.subject)} ${conjugate(s.verb, s.aux)} ${object}.`;
  }
  return `${capital(s.subject)} is ${phrase(model, q, v, "is")}.`;
}

/**
 * A title's words as a sentence's: "Who Owns the Zebra?" answers "The
 * Japanese owns the zebra.", each word spelt as the puzzle spells its
 * values ("zebra"), or else in lower case. Words not written in title case
 * ("Who owns the Tesla?") are left as they are.
 */
function untitled(model: Model, words: string): string {
  const all = words.split(" ");
  const titled = all.filter((w) => /^\p{L}{4,}/u.test(w)).every((w) => /^\p{Lu}/u.test(w)) && all.some((w) => /^\p{Lu}\p{Ll}{3,}/u.test(w));
  if (!titled) return words;
  const spelt = new Map(model.categories.flatMap((c) => c.values.map((v) => [v.toLowerCase(), v] as const)));
  return all.map((w) => spelt.get(w.toLowerCase()) ?? w.toLowerCase()).join(" ");
}

/**
 * A value as a sentence names it: a place with the question's words ("in
 * house 3", "3"); a number or a name as it is; after "is", a plain thing
 * as it is ("is green"); anything else with "the" ("the German", "the fish").
 */
function phrase(model: Model, q: Question, v: number, role: "subject" | "object" | "is" | "plain"): string {
  const name = valueName(model, v);
  const category = model.categories[categoryOf(model, v)]!;
  if (category.positional) {
    if (role === "plain") return `${q.place?.noun || "position"} ${name}`;
    return [q.place?.prep ?? "", q.place?.noun ?? "position", name].filter(Boolean).join(" ");
  }
  if (q.names && categoryOf(model, v) === q.asked && role !== "plain") return q.names[v - valueId(model, q.asked, 0)]!;
  if (/^[\d$£€]/u.test(name) || namesPeople(category)) return name;
  if (role === "plain") return `"${name}"`;
  if (role === "is" && /^\p{Ll}/u.test(name)) return name;
  return `the ${name}`;
}

/** Whether a category's values are people's names: capitalised, under a name such as "Name" or "Owners". */
function namesPeople(category: Model["categories"][number]): boolean {
  const last = category.name.toLowerCase().split(/[^\p{L}]+/u).filter(Boolean).at(-1) ?? "";
  return category.values.every((v) => /^\p{Lu}/u.test(v)) && (/^names?$/u.test(last) || isPersonNoun(last));
}

/** Irregular past tenses of verbs questions use ("Which ribbon did the cockatiel win?"). */
const PAST: Record<string, string> = {
  be: "was", have: "had", do: "did", go: "went", win: "won", buy: "bought", bring: "brought", drive: "drove", ride: "rode",
  eat: "ate", drink: "drank", pay: "paid", sell: "sold", take: "took", make: "made", get: "got", give: "gave", wear: "wore",
  choose: "chose", keep: "kept", come: "came", sit: "sat", find: "found", grow: "grew", write: "wrote", read: "read",
  run: "ran", swim: "swam", sing: "sang", speak: "spoke", teach: "taught", catch: "caught", fly: "flew", draw: "drew",
  leave: "left", lose: "lost", meet: "met", send: "sent", spend: "spent", steal: "stole", throw: "threw", see: "saw",
};

/** The verb a subject takes after "does" (third person), "did" (past) or "do" (as written). */
export function conjugate(verb: string, aux: string): string {
  const [head = "", ...rest] = verb.split(" ");
  const word = head.toLowerCase();
  let out = head;
  if (aux === "does") {
    out = word === "have" ? "has" : word === "be" ? "is" : word === "do" ? "does" : word === "go" ? "goes"
      : /(?:s|sh|ch|x|z|o)$/u.test(word) ? `${head}es` : /[^aeiou]y$/u.test(word) ? `${head.slice(0, -1)}ies` : `${head}s`;
  } else if (aux === "did") {
    out = PAST[word] ?? (/e$/u.test(word) ? `${head}d` : /[^aeiou]y$/u.test(word) ? `${head.slice(0, -1)}ied` : `${head}ed`);
  }
  return [out, ...rest].join(" ");
}
