/**
 * The English of a generated fact: several templates per clue kind, each
 * filled with phrases from the built-in categories ("the cat owner",
 * "keeps the cat", "the oldest person"). `sentences` returns every way to
 * say a fact, in a random order; the generator keeps the first one that the
 * parser reads back to the same meaning.
 */
import type { Clue, ValueRef } from "../ast/schema.js";
import { extremeOf, type Board } from "./board.js";
import type { Fact } from "./facts.js";
import type { Random } from "./random.js";
import { words } from "./themes.js";

const ORDINALS = ["first", "second", "third", "fourth", "fifth", "sixth", "seventh", "eighth", "ninth", "tenth"];
const cap = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1);
const same = (a: ValueRef, b: ValueRef | undefined): boolean => !!b && a.category === b.category && a.value === b.value;

/** Phrases for the values of one fact. */
class Words {
  constructor(readonly board: Board, readonly rng: Random, readonly fact: Fact) {}

  private spec(r: ValueRef) {
    return this.board.specs[r.category]!;
  }

  private value(r: ValueRef): string {
    return this.board.categories[r.category]!.values[r.value]!;
  }

  /** Whether to name `r` by a superlative ("the oldest person"): only the value the fact chose for it. */
  private superlative(r: ValueRef): -1 | 0 | 1 {
    const extreme = extremeOf(this.board, r);
    if (extreme === 0) return 0;
    return same(r, this.fact.superlative) ? extreme : 0;
  }

  /** A phrase naming the one with `r`; `person` leaves out phrases for things ("the red house"). */
  ref(r: ValueRef, person = false): string {
    const extreme = this.superlative(r);
    const ordered = this.spec(r).ordered;
    if (extreme !== 0 && ordered) return this.rng.pick(extreme > 0 ? ordered.most : ordered.least);
    const refs = this.spec(r).refs.filter((p) => !person || !p.thing);
    return this.rng.pick(refs).text(this.value(r));
  }

  /** "the red house is" or "Ada lives": a subject for a place clue, with its verb. */
  subject(r: ValueRef): string {
    const thing = this.superlative(r) !== 0 ? undefined : this.spec(r).refs.find((p) => p.thing);
    if (thing && this.rng.chance(0.5)) return `${thing.text(this.value(r))} is`;
    return `${this.ref(r, true)} ${this.rng.pick(["lives", "is"])}`;
  }

  /** "Ada lives in the second house", "the red house is not house 2". */
  at(r: ValueRef, place: string, negated: boolean): string {
    const thing = this.superlative(r) !== 0 ? undefined : this.spec(r).refs.find((p) => p.thing);
    if (thing && this.rng.chance(0.5)) return `${thing.text(this.value(r))} ${negated ? "is not" : "is"} ${place}`;
    const verb = negated ? this.rng.pick(["does not live in", "is not in"]) : this.rng.pick(["lives in", "is in"]);
    return `${this.ref(r, true)} ${verb} ${place}`;
  }

  /** A verb phrase giving `r` to its subject: "keeps the cat", "is the oldest". */
  has(r: ValueRef): string {
    const extreme = this.superlative(r);
    const ordered = this.spec(r).ordered;
    if (extreme !== 0 && ordered) return this.rng.pick(extreme > 0 ? ordered.isMost : ordered.isLeast);
    return this.rng.pick(this.spec(r).has)(this.value(r));
  }

  hasNot(r: ValueRef): string {
    return this.rng.pick(this.spec(r).hasNot)(this.value(r));
  }

  /** "the second house", "house 2", "the last house", "the middle house", "the second house from the right". */
  place(position: number): string[] {
    const n = this.board.size;
    const out = [`the ${ORDINALS[position - 1]} house`, `house ${position}`];
    if (position === n) out.push("the last house");
    if (position === 1) out.push("the first house on the left");
    if (n % 2 === 1 && position === (n + 1) / 2) out.push("the middle house");
    if (position > 1 && n - position + 1 <= 3) out.push(`the ${ORDINALS[n - position]} house from the right`);
    return out;
  }
}

/** A sentence and the template it came from ("nextTo#2"), for tests that check every template. */
export interface Sentence {
  text: string;
  template: string;
}

/** Every sentence for a fact (ending in a full stop), in random order. */
export function sentences(board: Board, rng: Random, fact: Fact): Sentence[] {
  const w = new Words(board, rng, fact);
  const out = templates(w, board, fact.clue).map((s, i) => ({ text: `${cap(s)}.`, template: `${fact.clue.kind}#${i}` }));
  return rng.shuffle(out);
}

function templates(w: Words, board: Board, clue: Clue): string[] {
  const R = (r: ValueRef): string => w.ref(r);
  const P = (r: ValueRef): string => w.ref(r, true);
  switch (clue.kind) {
    case "same": {
      const [a, b] = [clue.a, clue.b];
      return [`${P(a)} ${w.has(b)}`, `${P(b)} ${w.has(a)}`, `${P(a)} is ${P(b)}`];
    }
    case "notSame": {
      const [a, b] = [clue.a, clue.b];
      return [`${P(a)} ${w.hasNot(b)}`, `${P(b)} ${w.hasNot(a)}`, `${P(a)} is not ${P(b)}`, `${P(b)} isn't ${P(a)}`];
    }
    case "atPosition": {
      const x = clue.subject;
      const places = w.place(clue.place.position);
      if (clue.negated) return places.map((p) => w.at(x, p, true));
      const out = places.map((p) => w.at(x, p, false));
      out.push(`in ${places[0]} lives ${P(x)}`);
      if (board.specs[x.category]!.key === "house") out.push(`${places[0]} is ${board.categories[x.category]!.values[x.value]}`);
      return out;
    }
    case "atEnd":
      return [`${w.subject(clue.subject)} at one of the ends`, `at one of the ends is ${R(clue.subject)}`,
        `${P(clue.subject)} lives in one of the end houses`, `${w.subject(clue.subject)} at either end of the row`];
    case "leftOf": {
      const [a, b] = [clue.a, clue.b];
      if (clue.immediate) {
        const out = [`${w.subject(a)} directly to the left of ${R(b)}`, `${w.subject(b)} immediately to the right of ${R(a)}`,
          `${w.subject(a)} just left of ${R(b)}`];
        // Before and after order a category of points in time (years) when there is one, not the row.
        if (!board.specs.some((s) => s?.key === "joined")) out.push(`${w.subject(b)} directly after ${R(a)}`, `${w.subject(a)} immediately before ${R(b)}`);
        return out;
      }
      return [`${w.subject(a)} somewhere to the left of ${R(b)}`, `${w.subject(b)} somewhere to the right of ${R(a)}`,
        `${w.subject(a)} somewhere left of ${R(b)}`, `${w.subject(b)} somewhere on the right of ${R(a)}`];
    }
    case "nextTo": {
      const [a, b] = [clue.a, clue.b];
      return [`${w.subject(a)} next to ${R(b)}`, `${P(a)} and ${P(b)} are neighbours`, `${P(a)} and ${P(b)} live next to each other`,
        `${P(a)} has a neighbour who ${w.has(b)}`, `${w.subject(b)} beside ${R(a)}`];
    }
    case "apart": {
      const [a, b, d] = [clue.a, clue.b, clue.distance];
      const between = d === 2 ? `there is one house between` : `there are ${words(d - 1)} houses between`;
      return [`${between} ${R(a)} and ${R(b)}`, `${P(a)} and ${P(b)} live ${words(d)} houses apart`,
        `${P(a)} lives ${words(d)} houses away from ${R(b)}`];
    }
    case "between":
      return [`${w.subject(clue.x)} somewhere between ${R(clue.a)} and ${R(clue.b)}, in that order`,
        `${P(clue.x)} lives somewhere in between ${R(clue.a)} and ${R(clue.b)}, in that order`];
    case "compare": {
      const words = board.specs[clue.category]!.ordered!;
      const [a, b] = [P(clue.a), P(clue.b)];
      if (clue.difference === undefined) return words.less.map((f) => f(a, b));
      return words.lessBy.map((f) => f(a, b, clue.difference!));
    }
    case "either": {
      const [x, [y, z]] = [clue.x, clue.options as [ValueRef, ValueRef]];
      return [`${P(x)} is either ${P(y)} or ${P(z)}`, `either ${P(y)} or ${P(z)} ${w.has(x)}`, `${P(x)} is ${P(y)} or ${P(z)}`];
    }
    case "neither": {
      const [[a, b], c] = [clue.items as [ValueRef, ValueRef], clue.other];
      return [`neither ${P(a)} nor ${P(b)} ${w.has(c)}`, `${P(c)} is neither ${P(a)} nor ${P(b)}`];
    }
    case "unaligned": {
      const [[a, b], [c, d]] = [clue.pair as [ValueRef, ValueRef], clue.values as [ValueRef, ValueRef]];
      return [`of ${P(a)} and ${P(b)}, one ${w.has(c)} and the other ${w.has(d)}`,
        `of ${P(a)} and ${P(b)}, one is ${P(c)} and the other is ${P(d)}`];
    }
    case "allDifferent": {
      const items = clue.items.map((r) => P(r));
      const list = `${items.slice(0, -1).join(", ")} and ${items[items.length - 1]}`;
      return [`${list} are all different people`, `${list} are ${words(items.length)} different people`, `${list} are all different`];
    }
  }
}
