/**
 * The explanation's English at a reader's levels (issue 19): a headline,
 * the line that stands for a group of steps (explain/headlines.ts), and a
 * hint in three levels, from the clue to look at to the step itself. A
 * step's own words, and the words shared here, are english.ts's.
 */
import { categoryOf, indexOf, valueName, type Model } from "../compile/model.js";
import { pluralOf } from "../parse/nouns.js";
import { placeName, sayClaim } from "../parse/wording.js";
import { cellKey, NO, YES, type Fact, type Step } from "../solve/step.js";
import { readBy } from "./cases.js";
import {
  constraintOf, describeDerived, describeFact, describePremises, describeStep, isPlace, nameOf, noCommonReason, nounOf as noun,
  placeList, quote, reason, spoken, wording,
} from "./english.js";
import { commonValue, techniqueOf, type Headline, type Technique } from "./headlines.js";

/** "Clue 4", "Clues 6 and 11". */
const clueLabel = (clues: readonly number[]): string =>
  clues.length === 1 ? `Clue ${clues[0]}` : `Clues ${spoken(clues.map(String), "and")}`;

/** What the constraints of some steps say, without their clue numbers (the line's label gives those). */
function claims(model: Model, steps: readonly Step[]): string[] {
  const read = [...new Set(steps.flatMap((s) => readBy(model, s)))];
  return read.map((c) => (c.derived ? describeDerived(model, c) : sayClaim(c, wording(model, model.clueText.get(c.clue)))));
}

/**
 * The premises of some steps, once each, without the cells those steps fill
 * and without a no that a yes among them implies ("Brit" is not in
 * position 2 beside "Brit" is in position 1).
 */
function premisesOf(model: Model, steps: readonly Step[]): Fact[] {
  const own = new Set(steps.map((s) => cellKey(s.a, s.b)));
  const seen = new Set<string>();
  const all = steps.flatMap((s) => s.premises).filter((p) => {
    const key = cellKey(p.a, p.b);
    if (own.has(key) || seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  const yes = all.filter((p) => p.verdict === YES);
  const implied = (p: Fact): boolean => yes.some((y) =>
    [[y.a, y.b], [y.b, y.a]].some(([u, w]) => [[p.a, p.b], [p.b, p.a]].some(([x, z]) => x === u && z !== w && categoryOf(model, z!) === categoryOf(model, w!))));
  return all.filter((p) => p.verdict === YES || !implied(p));
}

/**
 * Values of one category as a list: "positions 1 and 3"; numbers of one
 * shape unquoted, with what comes before each ("$4.99 and $5.99") and what
 * comes after said once ("6, 12 and 18 minutes"); else quoted ("red" or
 * "blue"). `kind` says which: a place, a measure, or any other value.
 */
function bareList(model: Model, ids: readonly number[], last: "and" | "or"): { text: string; kind: "place" | "measure" | "value" } {
  const category = categoryOf(model, ids[0]!);
  const sorted = [...ids].sort((x, y) => x - y);
  if (category === model.positions) return { text: placeList(sorted.map((id) => indexOf(model, id))), kind: "place" };
  const shapes = model.categories[category]!.values.map((v) => /^([^\d-]*?)(-?\d[\d,]*(?:\.\d+)?)(\s*[^\d\s].*)?$/u.exec(v.trim()));
  const plain = sorted.every((id) => quote(model, id) === `"${valueName(model, id)}"`);
  if (plain && shapes.every((m) => m && m[1] === shapes[0]![1] && (m[3] ?? "") === (shapes[0]![3] ?? ""))) {
    const numbers = sorted.map((id) => `${shapes[indexOf(model, id)]![1]}${shapes[indexOf(model, id)]![2]}`);
    return { text: `${spoken(numbers, last)}${shapes[0]![3] ?? ""}`, kind: "measure" };
  }
  const compared = model.constraints.some((c) => c.kind === "compare" && c.category === category);
  return { text: spoken(sorted.map((id) => quote(model, id)), last), kind: compared ? "measure" : "value" };
}

/** A list of values of one category, as a line rules them out: "in positions 1 and 3", "at 6, 12 and 18 minutes", "as "red" or "blue"". */
function valueList(model: Model, ids: readonly number[]): string {
  const measured = bareList(model, ids, "and");
  if (measured.kind === "place") return `in ${measured.text}`;
  return measured.kind === "measure" ? `at ${measured.text}` : `as ${bareList(model, ids, "or").text}`;
}

/**
 * The cells some eliminations rule out, by value: `"120 lb" in positions 1
 * and 5 and as "O-", and "150 lb" in position 2`. Each cell is said of its
 * value that is not a place, or of the value that more of the cells name.
 */
function ruledOut(model: Model, facts: readonly Fact[]): string {
  const count = new Map<number, number>();
  for (const f of facts) for (const v of [f.a, f.b]) count.set(v, (count.get(v) ?? 0) + 1);
  const bySubject = new Map<number, number[]>();
  for (const f of facts) {
    const [subject, other] = isPlace(model, f.a) ? [f.b, f.a] : isPlace(model, f.b) ? [f.a, f.b]
      : count.get(f.b)! > count.get(f.a)! ? [f.b, f.a] : [f.a, f.b];
    bySubject.set(subject, [...(bySubject.get(subject) ?? []), other]);
  }
  const entries = [...bySubject].map(([subject, others]) => {
    const categories = [...new Set(others.map((o) => categoryOf(model, o)))].sort((x, y) => x - y);
    const parts = categories.map((c) => valueList(model, others.filter((o) => categoryOf(model, o) === c)));
    return `${nameOf(model, subject)} ${parts.join(" and ")}`;
  });
  if (entries.length <= 1 || !entries.some((e) => / and |, /u.test(e))) return spoken(entries, "and");
  return `${entries.slice(0, -1).join("; ")}; and ${entries.at(-1)!}`;
}

/**
 * The row of the solution a placement completes, if it does, as its line
 * says it after the placement: ` (position 3: "red", "Brit", "milk")`. So
 * each row is said once, whole.
 */
function rowWords(model: Model, h: Headline, step: number): string {
  const row = h.rows.find((r) => r.step === step)?.values;
  if (!row) return "";
  const place = row.find((v) => isPlace(model, v));
  const others = row.filter((v) => v !== place).map((v) => quote(model, v)).join(", ");
  return place === undefined ? ` (together: ${others})` : ` (${placeName(indexOf(model, place))}: ${others})`;
}

/** "… crossing off 8 cells": what a line's consequences come to (a yes among them is in the line's entity, which it names). */
function folded(steps: readonly Step[], consequences: readonly number[]): string {
  const crossed = consequences.filter((i) => steps[i]!.verdict !== YES).length;
  return crossed === 0 ? "" : ` … crossing off ${crossed} ${crossed === 1 ? "cell" : "cells"}`;
}

/**
 * What last-open steps leave, as "that leaves" says it: `"yellow" for
 * position 1, "tea" and "Chesterfields" for "blue"`, each with the row it
 * completes.
 */
function leaves(model: Model, h: Headline, steps: readonly Step[], ids: readonly number[]): string {
  const items: { mine: number; others: string[]; rows: string }[] = [];
  for (const i of ids) {
    const step = steps[i]!;
    const mine = step.premises[0]!.a;
    const other = nameOf(model, step.a === mine ? step.b : step.a);
    const last = items.at(-1);
    if (last?.mine === mine) {
      last.others.push(other);
      last.rows += rowWords(model, h, i);
    } else items.push({ mine, others: [other], rows: rowWords(model, h, i) });
  }
  return spoken(items.map((item) => `${spoken(item.others, "and")} for ${nameOf(model, item.mine)}${item.rows}`), "and");
}

/**
 * A last-open step as a line says it, with what rules out each other value
 * when the line comes: `position 1 can only be "yellow": clue 4 rules out
 * "green" and "white"; "blue" is in position 2; "Norwegian" is in position
 * 1, and "red" is "Brit"`. A value is out because a clue or a technique
 * ruled it out; because it is with another value of the place's own
 * category; because it and the place are with two values of some category;
 * or because it is with a value the place is known not to be with. The
 * reasons are found once; the function returned says them at a brevity.
 */
function onlyOption(model: Model, steps: readonly Step[], at: number): (brevity: Brevity) => string {
  const step = steps[at]!;
  const mine = step.premises[0]!.a;
  const other = step.a === mine ? step.b : step.a;
  const entity = entitiesBefore(steps, at);
  const mineMates = entity.get(mine) ?? [mine];
  /** Values with a partner of `mine`'s own category. */
  const placed: [number, number][] = [];
  /** By a value `mine` is with: the values it keeps out, each with its partner in that value's category (or none: a no). */
  const through = new Map<number, [number, number | undefined][]>();
  /** Values with a partner that `mine` is known not to be with. */
  const beside: [number, number][] = [];
  const byRule = new Map<string, number[]>();
  const keep = (y: number, item: [number, number | undefined]): void => void through.set(y, [...(through.get(y) ?? []), item]);
  for (const { b: w } of step.premises) {
    const mates = entity.get(w) ?? [w];
    const taken = mates.find((x) => categoryOf(model, x) === categoryOf(model, mine));
    if (taken !== undefined) {
      placed.push([w, taken]);
      continue;
    }
    const pair = mates.flatMap((x) => mineMates.filter((y) => x !== w && y !== mine && x !== y && categoryOf(model, x) === categoryOf(model, y)).map((y) => [x, y] as const))[0];
    if (pair) {
      keep(pair[1], [w, pair[0]]);
      continue;
    }
    const by = steps.slice(0, at).find((s) => cellKey(s.a, s.b) === cellKey(mine, w));
    const no = by?.rule === "transitive" ? by.premises.find((f) => f.verdict === NO) : undefined;
    const y = no ? [no.a, no.b].find((v) => v !== w && mineMates.includes(v)) : undefined;
    const z = no ? [no.a, no.b].find((v) => v !== mine && mates.includes(v)) : undefined;
    if (y !== undefined && y !== mine) keep(y, [w, undefined]);
    else if (z !== undefined && z !== w) beside.push([w, z]);
    else {
      const who = !by ? "" : by.clues.length > 0 ? clueLabel(by.clues) : TECHNIQUE_NOUNS[techniqueOf(by)];
      byRule.set(who, [...(byRule.get(who) ?? []), w]);
    }
  }
  return (brevity) => sayOnlyOption(model, { mine, other, placed, through, beside, byRule }, brevity);
}

/** What rules out the other values of an only option (onlyOption), by kind. */
interface OnlyReasons {
  mine: number;
  other: number;
  placed: [number, number][];
  through: Map<number, [number, number | undefined][]>;
  beside: [number, number][];
  byRule: Map<string, number[]>;
}

/** An only option's line after its technique's name, its reasons said as briefly as `brevity` asks. */
function sayOnlyOption(model: Model, { mine, other, placed, through, beside, byRule }: OnlyReasons, brevity: Brevity): string {
  const lower = (who: string): string => `${who.charAt(0).toLowerCase()}${who.slice(1)}`;
  const clueOnly = [...byRule].every(([who, ws]) => who.startsWith("Clue ") && ws.length === 1);
  // Briefer, clues of one value each in one list: `clues 3, 1 and 4 rule out "actress", "programmer" and "surgeon" in turn`.
  const ruled = brevity >= 2 && clueOnly && byRule.size > 1
    ? [`clues ${spoken([...byRule.keys()].map((who) => who.slice(5)), "and")} rule out ${spoken([...byRule.values()].map(([w]) => nameOf(model, w!)), "and")} in turn`]
    : [...byRule].map(([who, ws]) => (who === "" ? `${names(model, ws)} ${ws.length === 1 ? "is" : "are"} ruled out` : `${lower(who)} ${who.startsWith("Clues ") ? "rule" : "rules"} out ${names(model, ws)}`));
  // `"coffee" is "green", and "yellow" and "blue" are in positions 1 and 2, and "green" is not in position 5`; briefly, the second part only.
  const via = [...through].map(([y, items]) => {
    const partnered = items.filter((i): i is [number, number] => i[1] !== undefined);
    const nots = items.filter((i) => i[1] === undefined).map(([w]) => describeFact(model, { a: y, b: w, verdict: NO }));
    return [...(brevity < 2 ? [describeFact(model, { a: mine, b: y, verdict: YES })] : []), ...placedWords(model, partnered), ...nots].join(", and ");
  });
  // `"Andrea" and "Meghan" are in positions 3 and 4, where "130 lb" is not`.
  // (Partners of several categories: a list for each.)
  const besideBy = [...new Set(beside.map(([, z]) => categoryOf(model, z)))].map((c) => beside.filter(([, z]) => categoryOf(model, z) === c));
  const where = brevity === 3 && beside.length > 0 ? [`${names(model, beside.map(([w]) => w))} ${beside.length === 1 ? "is" : "are"} ruled out above`]
    : besideBy.map((group) => `${placedWords(model, group)[0]!}, ${group.length === 1 ? "and" : isPlace(model, group[0]![1]) ? "where" : "which"} ${nameOf(model, mine)} is not`);
  // Briefly, the values with a partner of `mine`'s category already by name only.
  const others = brevity > 0 && placed.length > 1
    ? [`${names(model, placed.map(([w]) => w))} ${isPlace(model, mine) ? "are elsewhere" : `have other ${pluralOf(noun(model, categoryOf(model, mine)))}`}`]
    : placedWords(model, placed);
  const only = isPlace(model, other) ? `${nameOf(model, mine)} can only be in ${placeName(indexOf(model, other))}` : `${nameOf(model, mine)} can only be ${quote(model, other)}`;
  return `${only}: ${[...ruled, ...others, ...via, ...where].join("; ")}`;
}

/** Values of one category as a list: "positions 4 and 5", `"red" and "blue"`. */
function names(model: Model, ids: readonly number[]): string {
  const sorted = [...ids].sort((x, y) => x - y);
  return isPlace(model, sorted[0]!) ? placeList(sorted.map((id) => indexOf(model, id))) : spoken(sorted.map((id) => nameOf(model, id)), "and");
}

/**
 * How briefly an only option says its reasons, for a line that must stay
 * short: 0 in full; 1 the values placed elsewhere by name only; 2 also the
 * values that `mine`'s partners keep out without those partners, and clues
 * that rule out one value each in one list; 3 also a value kept out by its
 * own partner only as "ruled out above".
 */
type Brevity = 0 | 1 | 2 | 3;

/** A technique named as the subject of "rules out": "a pair rules out ...". */
const TECHNIQUE_NOUNS: Record<Technique, string> = {
  "clue": "A clue", "only option": "The only option", "consistency": "Consistency", "transitivity": "Transitivity",
  "no common option": "No common option", "pair": "A pair", "triple": "A triple", "pigeonhole": "A pigeonhole",
  "case split": "A case split", "chain": "A chain", "guess": "A guess", "given": "The grid given",
};

/**
 * Values with their partners in one category, as a line lists them:
 * `"blue" is in position 2`, `"Dunhill", "Blends" and "Prince" are in
 * positions 1, 2 and 4`, `"milk" is "Brit" and "tea" is "Dane"`.
 */
function placedWords(model: Model, placed: readonly [number, number][]): string[] {
  if (placed.length === 0) return [];
  // Each pair with its place (if it has one) second, in the order of the places.
  const pairs = placed.map(([w, x]) => (isPlace(model, w) ? [x, w] as const : [w, x] as const)).sort((p, q) => p[1] - q[1]);
  if (pairs.length > 1 && pairs.every(([, x]) => isPlace(model, x))) {
    return [`${spoken(pairs.map(([w]) => nameOf(model, w)), "and")} are in ${placeList(pairs.map(([, x]) => indexOf(model, x)))}`];
  }
  return [spoken(pairs.map(([w, x]) => describeFact(model, { a: w, b: x, verdict: YES })), "and")];
}

/**
 * A no-common-option step with, as its premises, every option of its two
 * values ruled out when it comes, not only the ones it needs: a reader
 * checks the options left against the grid ("160 lb" can only be in
 * position 2 or 3, not "2, 3 or 5" when 5 is out already). The step still
 * holds: fewer options have no more in common.
 */
function knownBefore(model: Model, steps: readonly Step[], at: number): Step {
  const step = steps[at]!;
  const category = categoryOf(model, step.premises[0]!.b);
  const known = [step.a, step.b].flatMap((side) => ruledOutBefore(model, steps, at, side, category).map((b): Fact => ({ a: side, b, verdict: NO })));
  return { ...step, premises: [...step.premises, ...known] };
}

/** The values of `category` that steps before step `at` rule out for `v`. */
function ruledOutBefore(model: Model, steps: readonly Step[], at: number, v: number, category: number): number[] {
  const out: number[] = [];
  for (const s of steps.slice(0, at)) {
    if (s.verdict !== NO) continue;
    if (s.a === v && categoryOf(model, s.b) === category) out.push(s.b);
    if (s.b === v && categoryOf(model, s.a) === category) out.push(s.a);
  }
  return out;
}

/** Each value's entity (the values yeses join it to) before step `at`; a value joined to nothing has none. */
function entitiesBefore(steps: readonly Step[], at: number): Map<number, number[]> {
  const of = new Map<number, number[]>();
  for (const s of steps.slice(0, at)) {
    if (s.verdict !== YES) continue;
    const [x, y] = [of.get(s.a) ?? [s.a], of.get(s.b) ?? [s.b]];
    if (x === y) continue;
    const joined = [...x, ...y];
    for (const v of joined) of.set(v, joined);
  }
  return of;
}

/** The longest an only option's line may be (its number beside it, under 200) before it leaves out the count of what it crosses off, then says its reasons more briefly. */
const WIDE = 190;

/** A technique's name at the head of a line: "Only option", "Pair". */
const label = (technique: Technique): string => `${technique[0]!.toUpperCase()}${technique.slice(1)}`;

/**
 * One headline (explain/headlines.ts) in words: the technique first (a
 * clue's number, or "Pair", "Case split", ...), what it shows, and what
 * follows from it folded into a count. A placement that makes an entity of
 * more than two values ends with them all.
 */
export function describeHeadline(model: Model, steps: readonly Step[], h: Headline): string {
  const own = h.steps.map((i) => steps[i]!);
  const first = own[0]!;
  const row = rowWords(model, h, h.steps[0]!);
  // The placements the line's eliminations leave: said after them.
  const fold = `${h.leaves.length > 0 ? `; that leaves ${leaves(model, h, steps, h.leaves)}` : ""}${folded(steps, h.consequences)}`;
  const given = (facts: Fact[]): string => (facts.length === 0 ? "" : `, and ${describePremises(model, facts, true)}`);
  const fact = describeFact(model, first);
  switch (h.technique) {
    case "clue": {
      const clues = clueLabel(first.clues);
      const verb = (one: string, many: string): string => `${clues} ${first.clues.length === 1 ? one : many}`;
      // What a clue says in so many words (same, differ, at), said as it is; what it implies, with why.
      const says = own.every((s) => {
        const c = constraintOf(model, s);
        return s.rule === "clue" && s.premises.length === 0 && (!c || (!c.derived && (c.kind === "same" || c.kind === "differ" || c.kind === "at")));
      });
      if (says) return `${verb("says", "say")} ${own.length === 1 ? fact : describePremises(model, own, true)}${row}${fold}.`;
      const why = `${claims(model, own).join(", and ")}${given(premisesOf(model, own))}`;
      if (first.verdict === YES) return `${verb("shows", "show")} ${fact}: ${why}${row}${fold}.`;
      return `${verb("rules out", "rule out")} ${ruledOut(model, own)}: ${why}${fold}.`;
    }
    case "only option":
    {
      // The row it completes, and the count of what it crosses off, are said only where the line has room.
      // Else briefer, and the count left out if need be (see onlyOption).
      const say = onlyOption(model, steps, h.steps[0]!);
      let line = "";
      for (const brevity of [0, 1, 2, 3] as const) {
        line = `Only option: ${say(brevity)}${row}`;
        if (`${line}${fold}.`.length <= WIDE) return `${line}${fold}.`;
        if (`${line}.`.length <= WIDE) return `${line}.`;
      }
      return `${line}.`;
    }
    case "no common option": {
      if (own.length === 1) return `No common option: ${noCommonReason(model, knownBefore(model, steps, h.steps[0]!))}, so ${fact}${fold}.`;
      const v = commonValue(steps, h.steps)!;
      const others = own.map((s) => (s.a === v ? s.b : s.a)).map((w) => (isPlace(model, w) ? `the one in ${placeName(indexOf(model, w))}` : quote(model, w)));
      const category = categoryOf(model, first.premises[0]!.b);
      // (Where it can still be when the line comes: ruled out by its premises or by any line before it.)
      const out = new Set([...own.flatMap((s) => s.premises).filter((f) => f.a === v).map((f) => f.b), ...ruledOutBefore(model, steps, h.steps[0]!, v, category)]);
      const left = Array.from({ length: model.size }, (_, i) => category * model.size + i).filter((w) => !out.has(w));
      const where = category === model.positions
        ? `can only be in position ${spoken(left.map((id) => String(indexOf(model, id) + 1)), "or")}, where`
        : `can only be ${spoken(left.map((id) => quote(model, id)), "or")}, which`;
      const subject = isPlace(model, v) ? `the one in ${placeName(indexOf(model, v))}` : quote(model, v);
      const none = others.length === 2 ? `neither ${others[0]!} nor ${others[1]!} can be` : `none of ${spoken(others, "and")} can be`;
      return `No common option: ${subject} ${where} ${none}, so it is ${others.length === 2 ? "neither" : "none of them"}${fold}.`;
    }
    case "pair": case "triple": case "pigeonhole": {
      // The values that share their options, and those options: what the premises leave them.
      const group = [...new Set(first.premises.map((f) => f.a))];
      const category = categoryOf(model, first.premises[0]!.b);
      const out = new Set(first.premises.map((f) => f.b));
      const left = Array.from({ length: model.size }, (_, i) => category * model.size + i).filter((v) => !out.has(v));
      const who = categoryOf(model, group[0]!) === model.positions ? bareList(model, group, "and").text : spoken(group.map((v) => nameOf(model, v)), "and");
      return `${label(h.technique)}: ${who} have only ${bareList(model, left, "and").text} between them, which rules out ${ruledOut(model, own)}${fold}.`;
    }
    case "case split": {
      const on = first.clues.length > 0 ? ` on ${clueLabel(first.clues).toLowerCase()}` : "";
      return `Case split${on} shows ${fact}: ${reason(model, first)}${row}${fold}.`;
    }
    case "chain":
      return `Chain: ${reason(model, first)}; so ${fact}${row}${fold}.`;
    default:
      return `${label(h.technique)}: ${fact}, as ${reason(model, first)}${row}${fold}.`;
  }
}

/** How much a hint gives away: 1 the clues to look at, 2 the question to ask, 3 the step itself. */
export type HintLevel = 1 | 2 | 3;

/** The value a step's cell is about, and the other: a place is never the subject, nor the category a clue compares on. */
function subjectOf(model: Model, step: Step): [number, number] {
  const c = constraintOf(model, step);
  const measured = c?.kind === "compare" ? c.category : model.positions;
  return categoryOf(model, step.a) === measured || isPlace(model, step.a) ? [step.b, step.a] : [step.a, step.b];
}

/** Where a value can be, as a question asks it: "Where can "blue" go", "Which weight can "black" have". */
function whereCan(model: Model, values: readonly number[], category: number): string {
  const who = spoken(values.map((v) => nameOf(model, v)), "and");
  if (category === model.positions) return `Where can ${who} go`;
  return values.length === 1 ? `Which ${noun(model, category)} can ${who} have` : `Which ${pluralOf(noun(model, category))} can ${who} still have`;
}

/** The clues a step cites, as a hint points at them: `clue 4 ("The green house ...")`, or several by number with their texts beneath. */
function clueWords(model: Model, clues: readonly number[]): string {
  if (clues.length === 1) {
    const text = model.clueText.get(clues[0]!);
    return `clue ${clues[0]}${text ? ` ("${text}")` : ""}`;
  }
  return `clues ${spoken(clues.map(String), "and")} together:${clues.map((n) => `\n  ${n}. ${model.clueText.get(n) ?? ""}`).join("")}`;
}

/**
 * A hint at one of three levels, for the next step a person should take
 * (ZebraTutor's nested hints): level 1 points at the clues to read (or, for a
 * step no clue makes, at the part of the grid to look at); level 2 asks the
 * question whose answer is the step ("Where can "blue" go, given clue 14?");
 * level 3 is the step itself, with its reason. A value whose name two
 * categories share is named with its category.
 */
export function describeHint(model: Model, step: Step, level: HintLevel): string {
  if (level === 3) return describeStep(model, step);
  const clues = step.rule === "trial" ? [...new Set(step.trial!.chain.flatMap((s) => s.clues))].sort((x, y) => x - y) : step.clues;
  const [subject, other] = subjectOf(model, step);
  const given = clues.length === 0 ? "" : `, given ${clues.length === 1 ? `clue ${clues[0]}` : `clues ${spoken(clues.map(String), "and")}`}`;
  if (level === 1) {
    if (clues.length > 0) return `Look at ${clueWords(model, clues)}.`;
    const values = step.rule === "shared-options" ? [...new Set(step.premises.map((p) => p.a))] : step.rule === "last-open" ? [step.premises[0]!.a] : [step.a, step.b];
    return `No clue is needed: look at what the grid leaves for ${spoken(values.map((v) => nameOf(model, v)), "and")}.`;
  }
  switch (step.rule) {
    case "clue": {
      const c = constraintOf(model, step);
      if (step.premises.length === 0 && c && !c.derived && (c.kind === "same" || c.kind === "differ" || c.kind === "at")) {
        return `What does clue ${step.clues[0]} say about ${nameOf(model, subject)}?`;
      }
      return `${whereCan(model, [subject], categoryOf(model, other))}${given}?`;
    }
    case "clue-place":
      return `${whereCan(model, [subject], categoryOf(model, other))}${given}?`;
    case "clue-different":
      return `Can ${nameOf(model, step.a)} be ${nameOf(model, step.b)}${given}?`;
    case "last-open": {
      const mine = step.premises[0]!.a;
      const left = categoryOf(model, step.a === mine ? step.b : step.a);
      return left === model.positions ? `Where can ${nameOf(model, mine)} go?` : `Which ${noun(model, left)} is left for ${nameOf(model, mine)}?`;
    }
    case "no-common":
      return `${whereCan(model, [step.a, step.b], categoryOf(model, step.premises[0]!.b))}? Can they be the same?`;
    case "shared-options": {
      const group = [...new Set(step.premises.map((p) => p.a))];
      return `${whereCan(model, group, categoryOf(model, step.premises[0]!.b))} between them?`;
    }
    case "cases":
      return clues.length > 0 ? `In which ways can ${clues.length === 1 ? `clue ${clues[0]}` : `clues ${spoken(clues.map(String), "and")}`} still hold, and what do they all say of ${nameOf(model, subject)}?` : `${whereCan(model, [subject], categoryOf(model, other))}?`;
    case "trial":
      return `What would follow if ${describeFact(model, step.trial!.assumed).replace(/ is /u, " were ")}?`;
    case "only-one": case "transitive":
      return `What does the grid say of ${nameOf(model, step.a)} already?`;
    default:
      return `What can you say of ${nameOf(model, step.a)} and ${nameOf(model, step.b)}?`;
  }
}
