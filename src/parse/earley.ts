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
  /**
   * How prediction tells whether the rule can start with the next token:
   * -1, it is kept whatever comes (condition (2) above fails); else, when
   * `first` is undefined, the number of its first symbol, a terminal; else
   * `first` is the set of terminals its derivations can begin with.
   */
  readonly start: number;
  readonly first: Uint32Array | undefined;
}

/** A grammar's rules by nonterminal number, and its terminals by number (literal texts, then token types). */
interface Prepared {
  readonly byName: readonly (readonly Rule[])[];
  readonly start: number;
  readonly fail: object;
  readonly literals: ReadonlyMap<unknown, number>;
  readonly types: ReadonlyMap<string, number>;
  /** By nonterminal: the terminals its derivations can begin with, when it is prunable (else undefined). */
  readonly firstOf: readonly (Uint32Array | undefined)[];
}

const prepared = new WeakMap<Nearley.Grammar, Prepared>();

/**
 * The FIRST sets and condition (2) of every rule of a grammar: fixed points
 * over its rules, with nonterminals and terminals as numbers and sets of
 * terminals as bit sets (this runs once per process, at the first parse).
 */
function prepare(grammar: Nearley.Grammar, nearley: typeof Nearley): Prepared {
  const byName = (grammar as unknown as { byName: Record<string, NearleyRule[]> }).byName;
  const startName = (grammar as unknown as { start: string }).start;
  const sources = (grammar as unknown as { rules: NearleyRule[] }).rules;
  // Nonterminals by number: those with rules, then any symbol that names none (it derives nothing).
  const number = new Map<string, number>();
  const numberOf = (name: string): number => {
    let id = number.get(name);
    if (id === undefined) number.set(name, (id = number.size));
    return id;
  };
  for (const name of Object.keys(byName)) numberOf(name);
  numberOf(startName);
  // Terminals by number (a bit each): every literal, then every token type.
  const literals = new Map<unknown, number>();
  const types = new Map<string, number>();
  for (const r of sources) {
    for (const s of r.symbols) {
      if (typeof s === "string") numberOf(s);
      else if (s.type !== undefined) types.set(s.type, 0);
      else if (s.test === undefined && !literals.has(s.literal)) literals.set(s.literal, literals.size);
    }
  }
  let next = literals.size;
  for (const t of types.keys()) types.set(t, next++);
  const terminalBit = (s: Exclude<NearleySymbol, string>): number => (s.type !== undefined ? types.get(s.type)! : literals.get(s.literal)!);
  /** A rule's first symbol: NONE (none, or a test), a nonterminal's number, or TERMINAL + the bit of a terminal. */
  const NONE = -1;
  const TERMINAL = 1 << 20;
  const rules = sources.map((source) => {
    const s = source.symbols[0];
    const head = s === undefined ? NONE : typeof s === "string" ? number.get(s)! : s.test !== undefined ? NONE : TERMINAL + terminalBit(s);
    return {
      source, head, name: number.get(source.name)!,
      symbols: Int32Array.from(source.symbols, (x) => (typeof x === "string" ? number.get(x)! : -1)),
      terminals: source.symbols.map((x) => (typeof x === "string" ? undefined : x)),
    };
  });
  const count = number.size;
  // Nullable nonterminals: some rule all of whose symbols are nullable nonterminals.
  const nullable = new Uint8Array(count);
  for (let changed = true; changed;) {
    changed = false;
    for (const r of rules) {
      if (nullable[r.name]) continue;
      let all = true;
      for (let i = 0; i < r.symbols.length && all; i++) all = r.symbols[i]! >= 0 && nullable[r.symbols[i]!] === 1;
      if (all) {
        nullable[r.name] = 1;
        changed = true;
      }
    }
  }
  // Prunable nonterminals: not nullable, and each rule's first symbol a terminal (not a test) or a prunable
  // nonterminal. The greatest fixed point: start from every non-nullable one and take away.
  const prunable = new Uint8Array(count);
  for (let x = 0; x < count; x++) prunable[x] = nullable[x] ? 0 : 1;
  const ruleOk = (head: number): boolean => head >= TERMINAL || (head >= 0 && prunable[head] === 1);
  for (let changed = true; changed;) {
    changed = false;
    for (const r of rules) {
      if (prunable[r.name] && !ruleOk(r.head)) {
        prunable[r.name] = 0;
        changed = true;
      }
    }
  }
  // The FIRST set of each prunable nonterminal.
  const words = Math.max(1, Math.ceil(next / 32));
  const first = Array.from({ length: count }, () => new Uint32Array(words));
  for (let changed = true; changed;) {
    changed = false;
    for (const r of rules) {
      if (!prunable[r.name] || r.head === r.name) continue;
      const into = first[r.name]!;
      if (r.head >= TERMINAL) {
        const b = r.head - TERMINAL;
        if (!(into[b >> 5]! & (1 << (b & 31)))) {
          into[b >> 5]! |= 1 << (b & 31);
          changed = true;
        }
        continue;
      }
      const from = first[r.head]!;
      for (let w = 0; w < words; w++) {
        const more = from[w]! & ~into[w]!;
        if (more) {
          into[w]! |= more;
          changed = true;
        }
      }
    }
  }
  const byNumber: Rule[][] = Array.from({ length: count }, () => []);
  for (const r of rules) {
    const ok = ruleOk(r.head);
    byNumber[r.name]!.push({
      source: r.source, name: r.name, symbols: r.symbols, terminals: r.terminals,
      start: !ok ? -1 : r.head >= TERMINAL ? r.head - TERMINAL : 0,
      first: ok && r.head < TERMINAL ? first[r.head] : undefined,
    });
  }
  const firstOf = first.map((set, x) => (prunable[x] ? set : undefined));
  return { byName: byNumber, start: number.get(startName)!, fail: (nearley.Parser as unknown as { fail: object }).fail, literals, types, firstOf };
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

/**
 * By nonterminal: the states of one column that want it (nearley's `wants`), and its empty derivations
 * completed there (`completed`). A column needs them only while it is processed, so one pair serves every
 * column of a parse in turn (an array as long as the grammar has nonterminals, about a thousand: made for
 * each column, they were most of what a parse allocated); `touched` lists the slots to empty after a column.
 */
interface Tables {
  readonly wants: (State[] | undefined)[];
  readonly completed: (State[] | undefined)[];
  readonly touched: number[];
}

/** One column of the chart (nearley's Column), predicting only for the token `next`. */
class Column {
  readonly states: State[] = [];
  readonly wants: (State[] | undefined)[];
  private readonly completed: (State[] | undefined)[];
  private readonly touched: number[];
  readonly scannable: State[] = [];
  /** The bits of the next token's text and type among the grammar's terminals (-1: none), or both -1 after the last token. */
  private readonly literal: number;
  private readonly type: number;
  constructor(private readonly grammar: Prepared, readonly index: number, private readonly next: Token | undefined, tables: Tables) {
    this.wants = tables.wants;
    this.completed = tables.completed;
    this.touched = tables.touched;
    this.literal = next === undefined ? -1 : grammar.literals.get(next.text !== undefined ? next.text : next.value) ?? -1;
    this.type = next === undefined || next.type === undefined ? -1 : grammar.types.get(next.type) ?? -1;
  }

  /** Whether a rule may start here: kept whatever comes, or the next token is one it can begin with. */
  private viable(rule: Rule): boolean {
    if (rule.start < 0) return true;
    const first = rule.first;
    if (first === undefined) return rule.start === this.literal || rule.start === this.type;
    return this.begins(first);
  }

  /** Whether the next token is among a set of terminals. */
  private begins(first: Uint32Array): boolean {
    const { literal, type } = this;
    return (literal >= 0 && (first[literal >> 5]! & (1 << (literal & 31))) !== 0) || (type >= 0 && (first[type >> 5]! & (1 << (type & 31))) !== 0);
  }

  /**
   * Whether a state of `rule` with its dot at `dot` can take part in a parse
   * from here: it is complete, or what it waits for can begin with the next
   * token. A state that waits for a terminal the next token is not, or for a
   * prunable nonterminal (see prepare) that cannot begin with it, is only
   * ever scanned and dropped (nothing it wants is predicted: every rule of
   * such a nonterminal fails `viable`), so it is not made at all.
   */
  alive(rule: Rule, dot: number): boolean {
    if (dot === rule.symbols.length) return true;
    const symbol = rule.symbols[dot]!;
    if (symbol >= 0) {
      const first = this.grammar.firstOf[symbol];
      return first === undefined || this.begins(first);
    }
    const next = this.next;
    if (next === undefined) return false;
    const expect = rule.terminals[dot]!;
    return expect.test ? expect.test(next) : expect.type ? expect.type === next.type : expect.literal === (next.text !== undefined ? next.text : next.value);
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
            const nulls = completed[exp];
            if (nulls) nulls.push(state);
            else {
              completed[exp] = [state];
              if (wants[exp] === undefined) this.touched.push(exp);
            }
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
          if (completed[exp] === undefined) this.touched.push(exp);
          this.predict(exp);
        }
      }
    }
  }

  predict(exp: number): void {
    const rules = this.grammar.byName[exp]!;
    const wantedBy = this.wants[exp]!;
    for (let i = 0; i < rules.length; i++) {
      const rule = rules[i]!;
      if (this.viable(rule)) this.states.push(new State(rule, 0, this.index, wantedBy));
    }
  }

  complete(left: State, right: State): void {
    if (this.alive(left.rule, left.dot + 1)) this.states.push(left.nextState(right));
  }

  /** Empty the tables this column filled, for the next column (this one is done with them). */
  release(): void {
    const { wants, completed, touched } = this;
    for (let i = 0; i < touched.length; i++) wants[touched[i]!] = completed[touched[i]!] = undefined;
    touched.length = 0;
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
  const tables: Tables = { wants: new Array(g.byName.length), completed: new Array(g.byName.length), touched: [] };
  let column = new Column(g, 0, tokens[0], tables);
  column.wants[g.start] = [];
  tables.touched.push(g.start);
  column.predict(g.start);
  column.process();
  for (let current = 0; current < tokens.length; current++) {
    const token = tokens[current]!;
    const n = current + 1;
    column.release();
    const nextColumn = new Column(g, n, tokens[n], tables);
    const literal = token.text !== undefined ? token.text : token.value;
    const scannable = column.scannable;
    for (let w = scannable.length; w--;) {
      const state = scannable[w]!;
      const expect = state.rule.terminals[state.dot]!;
      if ((expect.test ? expect.test(token) : expect.type ? expect.type === token.type : expect.literal === literal) && nextColumn.alive(state.rule, state.dot + 1)) {
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
