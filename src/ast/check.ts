/**
 * A cheap check of a parsed AST against the rules of src/ast/schema.ts.
 *
 * The zod schema stays the single definition of the AST's types (imported
 * as types only, so zod is not loaded) and of the published JSON Schema
 * (`cluegrid schema`). Loading zod costs about half of a `cluegrid solve`
 * run's start-up, so the parser checks its own output with this plain copy
 * of the same rules instead. test/ast-check.test.ts holds the two together:
 * on every corpus AST and on many broken copies of them, both accept or both
 * refuse. Unlike zod, this also refuses keys the schema does not name (zod
 * would drop them silently): an extra key can only be our own bug.
 */

/** A check returns undefined when the value is fine, else what is wrong with it and where. */
type Check = (value: unknown, path: string) => string | undefined;

const fail = (path: string, what: string): string => `${path || "(root)"}: ${what}`;
const isObject = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);

const string: Check = (v, path) => (typeof v === "string" ? undefined : fail(path, "expected a string"));
const boolean: Check = (v, path) => (typeof v === "boolean" ? undefined : fail(path, "expected a boolean"));
/** A finite number, as zod's z.number(). */
const number: Check = (v, path) => (typeof v === "number" && Number.isFinite(v) ? undefined : fail(path, "expected a number"));
/** A safe integer of at least `min`, as z.number().int() with .positive() (min 1) or .nonnegative() (min 0). */
const int = (min = Number.NEGATIVE_INFINITY): Check => (v, path) =>
  Number.isSafeInteger(v) && (v as number) >= min ? undefined : fail(path, `expected an integer of at least ${min}`);
const positive: Check = (v, path) => number(v, path) ?? ((v as number) > 0 ? undefined : fail(path, "expected a positive number"));
const literal = (text: string): Check => (v, path) => (v === text ? undefined : fail(path, `expected "${text}"`));
const optional = (check: Check): Check => (v, path) => (v === undefined ? undefined : check(v, path));

/** An array of items passing `item`, of at least `min` and (when given) exactly `length` items. */
const array = (item: Check, min = 0, length?: number): Check => (v, path) => {
  if (!Array.isArray(v)) return fail(path, "expected an array");
  if (v.length < min || (length !== undefined && v.length !== length)) return fail(path, `wrong number of items (${v.length})`);
  for (let i = 0; i < v.length; i++) {
    const problem = item(v[i], `${path}.${i}`);
    if (problem) return problem;
  }
  return undefined;
};

/** An object with exactly these keys (optional ones may be missing). */
const object = (shape: Record<string, Check>): Check => (v, path) => {
  if (!isObject(v)) return fail(path, "expected an object");
  for (const key of Object.keys(v)) if (!(key in shape)) return fail(`${path}.${key}`, "not a key of the schema");
  for (const key in shape) {
    const problem = shape[key]!(v[key], path ? `${path}.${key}` : key);
    if (problem) return problem;
  }
  return undefined;
};

/** One of several objects, told apart by the value of `tag`. */
const union = (tag: string, members: Record<string, Check>): Check => (v, path) => {
  const kind = isObject(v) ? v[tag] : undefined;
  const member = typeof kind === "string" && Object.hasOwn(members, kind) ? members[kind] : undefined;
  return member ? member(v, path) : fail(path ? `${path}.${tag}` : tag, `expected one of ${Object.keys(members).join(", ")}`);
};

const Span = object({ line: int(1), column: int(1), length: int(0) });
const ValueRef = object({ type: literal("value"), category: int(0), value: int(0), span: Span });
const PositionRef = object({ type: literal("position"), position: int(), span: Span });
const EndRef = object({ type: literal("end"), span: Span });

/** A clue's own fields after the ones every clue has: its kind, number and span. */
const clue = (kind: string, fields: Record<string, Check>): Check =>
  object({ kind: literal(kind), number: int(), span: Span, ...fields });
const pair = array(ValueRef, 0, 2);

const Clue = union("kind", {
  same: clue("same", { a: ValueRef, b: ValueRef }),
  notSame: clue("notSame", { a: ValueRef, b: ValueRef }),
  atPosition: clue("atPosition", { negated: boolean, subject: ValueRef, place: PositionRef }),
  atEnd: clue("atEnd", { negated: boolean, subject: ValueRef, place: EndRef }),
  nextTo: clue("nextTo", { negated: boolean, a: ValueRef, b: ValueRef }),
  leftOf: clue("leftOf", { negated: boolean, immediate: boolean, a: ValueRef, b: ValueRef }),
  apart: clue("apart", { a: ValueRef, b: ValueRef, distance: int(1) }),
  between: clue("between", { negated: boolean, inOrder: boolean, x: ValueRef, a: ValueRef, b: ValueRef }),
  compare: clue("compare", {
    negated: boolean, category: int(0), a: ValueRef, b: ValueRef, difference: optional(positive), atLeast: optional(boolean), ratio: optional(positive), unit: optional(string),
    said: optional(object({ first: (v, path) => (v === "a" || v === "b" ? undefined : fail(path, 'expected "a" or "b"')), words: string })),
  }),
  either: clue("either", { x: ValueRef, options: pair }),
  neither: clue("neither", { items: pair, other: ValueRef, distinct: optional(boolean) }),
  unaligned: clue("unaligned", { pair, values: pair }),
  allDifferent: clue("allDifferent", { items: array(ValueRef, 2) }),
});

const Category = object({
  name: string, description: optional(string), values: array(string, 1), positional: boolean,
  numbers: optional(array(number)), span: Span,
});

const PuzzleCheck = object({ title: optional(string), categories: array(Category, 1), clues: array(Clue) });

/** What is wrong with `value` as a Puzzle AST (path and message), or undefined when it is one. */
export function puzzleProblem(value: unknown): string | undefined {
  return PuzzleCheck(value, "");
}

