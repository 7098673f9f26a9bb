/**
 * nearley's Earley parser (nearley 2.20.1, lib/nearley.js: State, Column,
 * Parser.feed and finish), for a list of tokens known in advance, with one
 * change: a rule is not predicted where it cannot live.
 *
 * nearley predicts every rule of a wanted nonterminal; most cannot start
 * with the token that comes next and die at once, and in our grammar they
 * were most of the parser's states. Here, when the rules of a nonterminal
 * are predicted before token t, a rule is left out when
 *   (1) no derivation of it can begin with t (t is not in its FIRST set, and
 *       after the last token nothing begins at all), and
 *   (2) every symbol its prediction would lead to in this column (its first
 *       symbol, that one's rules' first symbols, and so on) is a terminal or
 *       a nonterminal that cannot derive the empty string.
 * Such a rule, and all it would predict, neither scans t nor completes in
 * this column, so it never takes part in a parse. (2) is what keeps the rest
 * exactly as nearley has it: a rule that leads to a nullable nonterminal
 * could, through the completion of its empty derivation, change the moment
 * another rule is advanced, and so the order of the states. So every state
 * that can take part is made, in nearley's order, and `results` are nearley's,
 * in nearley's order (test/grammar.test.ts compares the two on every corpus
 * clue).
 *
 * What is left out are states nearley's error report reads (what the parser
 * expected where it stopped): a caller that needs them, for a parse that
 * failed, runs nearley itself (see clue.ts).
 */
import type * as Nearley from "nearley";
import type { Token } from "moo";

type NearleySymbol = string | { literal?: unknown; type?: string; test?: (value: unknown) => boolean };

interface NearleyRule {
  name: string;
  symbols: NearleySymbol[];
  postprocess?: (data: unknown[], reference: number, fail: object) => unknown;
}

/** A rule as this parser reads it: nonterminals as numbers, and what prediction needs. */
interface Rule {
  /** nearley's rule: its name and postprocessor. */
  readonly source: NearleyRule;
  /** Its nonterminal's number. */
  readonly name: number;
  /** Each symbol: a nonterminal's number, or -1 for a terminal (then `terminals` holds it). */
  readonly symbols: Int32Array;
  readonly terminals: readonly (Exclude<NearleySymbol, string> | undefined)[];
  /** Condition (2) above holds: the rule may be left out when the next token cannot begin it. */
  readonly prunable: boolean;
  /** The literals (token texts) and token types its derivations can begin with (when prunable). */
  readonly literals: ReadonlySet<unknown>;
  readonly types: ReadonlySet<string>;
}

/** A grammar's rules by nonterminal number. */
interface Prepared {
  readonly byName: readonly (readonly Rule[])[];
  readonly start: number;
  readonly fail: object;
}

const prepared = new WeakMap<Nearley.Grammar, Prepared>();

/** The FIRST sets and condition (2) of every rule of a grammar (fixed points over its rules). */
function prepare(grammar: Nearley.Grammar, nearley: typeof Nearley): Prepared {
  const byName = (grammar as unknown as { byName: Record<string, NearleyRule[]> }).byName;
  const startName = (grammar as unknown as { start: string }).start;
  const names = Object.keys(byName);
  if (!names.includes(startName)) names.push(startName);
  const number = new Map(names.map((n, i) => [n, i]));
  // A symbol naming no rule is a nonterminal nothing derives: give it a number with no rules.
  const numberOf = (name: string): number => {
    let id = number.get(name);
    if (id === undefined) {
      id = names.length;
      names.push(name);
      number.set(name, id);
    }
    return id;
  };
  const rulesOf = (name: string): NearleyRule[] => byName[name] ?? [];
  // Nullable nonterminals: some rule all of whose symbols are nullable nonterminals.
  const nullable = new Set<string>();
  for (let changed = true; changed;) {
    changed = false;
    for (const name of names) {
      if (nullable.has(name)) continue;
      if (rulesOf(name).some((r) => r.symbols.every((s) => typeof s === "string" && nullable.has(s)))) {
        nullable.add(name);
        changed = true;
      }
    }
  }
  // A nonterminal is prunable when it is not nullable and each of its rules is (a rule: its first symbol is a
  // terminal, or a prunable nonterminal). Start from "every non-nullable one is" and take away, to the greatest
  // fixed point; then the FIRST sets of the prunable ones grow to theirs.
  const prunable = new Set(names.filter((n) => !nullable.has(n)));
  const ruleOk = (r: NearleyRule): boolean => {
    const first = r.symbols[0];
    if (first === undefined) return false;
    if (typeof first !== "string") return first.test === undefined;
    return prunable.has(first);
  };
  for (let changed = true; changed;) {
    changed = false;
    for (const name of [...prunable]) {
      if (!rulesOf(name).every(ruleOk)) {
        prunable.delete(name);
        changed = true;
      }
    }
  }
  const literals = new Map<string, Set<unknown>>(names.map((n) => [n, new Set()]));
  const types = new Map<string, Set<string>>(names.map((n) => [n, new Set()]));
  const addFirst = (lits: Set<unknown>, tys: Set<string>, symbol: NearleySymbol): boolean => {
    const before = lits.size + tys.size;
    if (typeof symbol === "string") {
      for (const l of literals.get(symbol) ?? []) lits.add(l);
      for (const t of types.get(symbol) ?? []) tys.add(t);
    } else if (symbol.type !== undefined) tys.add(symbol.type);
    else lits.add(symbol.literal);
    return lits.size + tys.size !== before;
  };
  for (let changed = true; changed;) {
    changed = false;
    for (const name of prunable) {
      for (const r of rulesOf(name)) changed = addFirst(literals.get(name)!, types.get(name)!, r.symbols[0]!) || changed;
    }
  }
  const none = new Set<never>();
  const rules = names.map((name) => rulesOf(name).map((source): Rule => {
    const symbols = Int32Array.from(source.symbols, (s) => (typeof s === "string" ? numberOf(s) : -1));
    const terminals = source.symbols.map((s) => (typeof s === "string" ? undefined : s));
    const base = { source, name: number.get(name)!, symbols, terminals };
    if (!ruleOk(source)) return { ...base, prunable: false, literals: none, types: none };
    const lits = new Set<unknown>();
    const tys = new Set<string>();
    addFirst(lits, tys, source.symbols[0]!);
    return { ...base, prunable: true, literals: lits, types: tys };
  }));
  while (rules.length < names.length) rules.push([]);
  return { byName: rules, start: number.get(startName)!, fail: (nearley.Parser as unknown as { fail: object }).fail };
}

/** A rule at a position, started at column `reference` (nearley's State). */
class State {
  data: unknown = [];
  left: State | undefined = undefined;
  right: State | { data: unknown } | undefined = undefined;
  readonly isComplete: boolean;
  constructor(readonly rule: Rule, readonly dot: number, readonly reference: number, readonly wantedBy: State[]) {
    this.isComplete = dot === rule.symbols.length;
  }

  nextState(child: State | { data: unknown }): State {
    const state = new State(this.rule, this.dot + 1, this.reference, this.wantedBy);
    state.left = this;
    state.right = child;
    if (state.isComplete) {
      state.data = state.build();
      state.right = undefined;
    }
    return state;
  }

  build(): unknown[] {
    const children: unknown[] = [];
    let node: State = this;
    do {
      children.push(node.right!.data);
      node = node.left!;
    } while (node.left);
    children.reverse();
    return children;
  }
}

/** One column of the chart (nearley's Column), predicting only for the token `next`. */
class Column {
  readonly states: State[] = [];
  /** By nonterminal: the states that want it (nearley's `wants`), and its empty derivations completed here (`completed`). */
  readonly wants: (State[] | undefined)[];
  private readonly completed: (State[] | undefined)[];
  readonly scannable: State[] = [];
  constructor(private readonly grammar: Prepared, readonly index: number, private readonly next: Token | undefined) {
    this.wants = new Array<State[] | undefined>(grammar.byName.length);
    this.completed = new Array<State[] | undefined>(grammar.byName.length);
  }

  process(): void {
    const { states, wants, completed } = this;
    const fail = this.grammar.fail;
    for (let w = 0; w < states.length; w++) {
      const state = states[w]!;
      if (state.isComplete) {
        const postprocess = state.rule.source.postprocess;
        if (postprocess) state.data = postprocess(state.data as unknown[], state.reference, fail);
        if (state.data !== fail) {
          const wantedBy = state.wantedBy;
          for (let i = wantedBy.length; i--;) this.complete(wantedBy[i]!, state);
          if (state.reference === this.index) {
            const exp = state.rule.name;
            (completed[exp] ??= []).push(state);
          }
        }
      } else {
        const exp = state.rule.symbols[state.dot]!;
        if (exp < 0) {
          this.scannable.push(state);
          continue;
        }
        const wanting = wants[exp];
        if (wanting) {
          wanting.push(state);
          const nulls = completed[exp];
          if (nulls) for (let i = 0; i < nulls.length; i++) this.complete(state, nulls[i]!);
        } else {
          wants[exp] = [state];
          this.predict(exp);
        }
      }
    }
  }

  predict(exp: number): void {
    const rules = this.grammar.byName[exp]!;
    const next = this.next;
    const wantedBy = this.wants[exp]!;
    for (let i = 0; i < rules.length; i++) {
      const rule = rules[i]!;
      if (rule.prunable && (next === undefined || !(rule.literals.has(next.text) || rule.types.has(next.type!)))) continue;
      this.states.push(new State(rule, 0, this.index, wantedBy));
    }
  }

  complete(left: State, right: State): void {
    this.states.push(left.nextState(right));
  }
}

/**
 * nearley's results for `tokens` under `grammar` (a nearley Grammar), the
 * same parses in the same order, or undefined when the parse fails at a
 * token (no state takes it).
 */
export function earleyResults(nearley: typeof Nearley, grammar: Nearley.Grammar, tokens: readonly Token[]): unknown[] | undefined {
  let g = prepared.get(grammar);
  if (!g) {
    g = prepare(grammar, nearley);
    prepared.set(grammar, g);
  }
  let column = new Column(g, 0, tokens[0]);
  column.wants[g.start] = [];
  column.predict(g.start);
  column.process();
  for (let current = 0; current < tokens.length; current++) {
    const token = tokens[current]!;
    const n = current + 1;
    const nextColumn = new Column(g, n, tokens[n]);
    const literal = token.text !== undefined ? token.text : token.value;
    const scannable = column.scannable;
    for (let w = scannable.length; w--;) {
      const state = scannable[w]!;
      const expect = state.rule.terminals[state.dot]!;
      if (expect.test ? expect.test(token) : expect.type ? expect.type === token.type : expect.literal === literal) {
        nextColumn.states.push(state.nextState({ data: token, token, isToken: true, reference: n - 1 } as { data: unknown }));
      }
    }
    nextColumn.process();
    if (nextColumn.states.length === 0) return undefined;
    column = nextColumn;
  }
  const results: unknown[] = [];
  for (const t of column.states) {
    if (t.rule.name === g.start && t.isComplete && t.reference === 0 && t.data !== g.fail) results.push(t.data);
  }
  return results;
}
