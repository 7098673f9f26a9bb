/**
 * The logic grid as a picture, the way puzzle books draw it: the first
 * category's values down the left against every other category across the
 * top, then the remaining pairs as a staircase (last category against the
 * second, third, ...; the one before it against one fewer; and so on).
 * Each cell is `Y` (yes), `·` (no) or blank (open). The grid's state is
 * rebuilt by replaying a report's steps on its model. Shared by the text,
 * markdown and HTML renderers.
 */
import { createRequire } from "node:module";
import { valueId, type Model } from "../compile/model.js";
import { NO, YES, type CellState, type Fact, type Step } from "../solve/step.js";
import type { Report } from "./report.js";

// Loaded with require, not import: Node reads a CommonJS package imported from ESM a
// second time to find its export names, which costs start-up time.
const picocolors = createRequire(import.meta.url)("picocolors") as typeof import("picocolors");

/** One band of rows: a category down the left and the categories it meets across the top. */
export interface Band {
  category: number;
  columns: number[];
}

/** The staircase: categories across the top, and the bands of rows below them. */
export interface Layout {
  columns: number[];
  bands: Band[];
}

/** Columns 1..n-1; rows 0 (against all), then n-1, n-2, ..., 2, each against the columns before it. */
export function layout(model: Model): Layout {
  const n = model.categories.length;
  const columns = Array.from({ length: n - 1 }, (_, i) => i + 1);
  const bands: Band[] = [{ category: 0, columns }];
  for (let c = n - 1; c >= 2; c--) bands.push({ category: c, columns: columns.slice(0, c - 1) });
  return { columns, bands };
}

/** The cells of a grid over value ids: a symmetric matrix of open / yes / no. */
export class Cells {
  private readonly count: number;
  private readonly cells: Uint8Array;

  constructor(readonly model: Model) {
    this.count = model.size * model.categories.length;
    this.cells = new Uint8Array(this.count * this.count);
  }

  set(fact: Fact): void {
    this.cells[fact.a * this.count + fact.b] = fact.verdict;
    this.cells[fact.b * this.count + fact.a] = fact.verdict;
  }

  get(a: number, b: number): CellState {
    return this.cells[a * this.count + b] as CellState;
  }
}

/** Which raw steps each explanation line stands for: one each, or the groups a view made (render/view.ts). */
export function stepGroups(r: Report): number[][] {
  return r.groups ?? (r.raw ?? []).map((_, i) => [i]);
}

/** Replay the steps on an empty grid; `after` is called after each group with the grid so far. */
export function replay(model: Model, raw: readonly Step[], groups: number[][], after?: (cells: Cells, group: number[]) => void): Cells {
  const cells = new Cells(model);
  for (const group of groups) {
    for (const i of group) cells.set(raw[i]!);
    after?.(cells, group);
  }
  return cells;
}

/**
 * Short labels for a category's values, unique within it: the shortest
 * prefix of `shortest`..`longest` characters that tells them apart (with
 * `…` when cut, if `ellipsis`); failing that, a cut name and its number.
 */
export function abbreviate(names: readonly string[], shortest: number, longest: number, ellipsis = false): string[] {
  const cut = (name: string, length: number): string => {
    if (name.length <= length) return name;
    return ellipsis ? `${name.slice(0, length - 1).trimEnd()}…` : name.slice(0, length).trimEnd();
  };
  for (let length = shortest; length <= longest; length++) {
    const labels = names.map((name) => cut(name, length));
    if (new Set(labels).size === labels.length) return labels;
  }
  return names.map((name, i) => `${cut(name, longest - String(i + 1).length - 1)}~${i + 1}`);
}

/** The widest column label; a longer value name is cut and the key under the grid names it. */
const LABEL = 8;

export interface DrawOptions {
  /** ANSI colours (only when printing to a terminal). */
  color?: boolean;
  /** Cells to highlight, as value-id pairs (the step just taken): inverse in colour, else `[Y]`. */
  highlight?: readonly Fact[];
}

const width = (labels: readonly string[]): number => Math.max(1, ...labels.map((l) => l.length));

/** The grid as lines of text, every column aligned and every block boxed. */
export function drawGrid(model: Model, cells: Cells, options: DrawOptions = {}): string {
  const colors = picocolors.createColors(options.color ?? false);
  const { size, categories } = model;
  const { columns, bands } = layout(model);
  // Column labels are the values' names, cut (with "…") only past LABEL characters; the key below says what a cut label stands for.
  const top = categories.map((c) => abbreviate(c.values, LABEL, LABEL, true));
  // At least 3 wide, so the cell just filled always has room for its brackets.
  const colWidth = top.map((labels) => Math.max(3, width(labels)));
  const inner = (c: number): number => size * colWidth[c]! + size - 1;
  const left = bands.map((band) => abbreviate(categories[band.category]!.values, 12, 12, true));
  const catNames = bands.map((band) => abbreviate([categories[band.category]!.name], 10, 10, true)[0]!);
  const catWidth = width(catNames);
  const valWidth = Math.max(...left.map(width));
  const margin = catWidth + 2 + valWidth;
  const highlighted = new Set((options.highlight ?? []).map((f) => `${f.a}-${f.b}`));

  /** A header row: the left margin, then one text per column block. */
  const header = (texts: string[]): string =>
    `${" ".repeat(margin + 1)}${texts.map((t) => `| ${t} `).join("")}|`;
  const rule = (blocks: number): string =>
    `${"-".repeat(margin + 1)}${columns.slice(0, blocks).map((c) => `+${"-".repeat(inner(c) + 2)}`).join("")}+`;
  const cell = (a: number, b: number, w: number): string => {
    const state = cells.get(a, b);
    const mark = state === YES ? colors.green(colors.bold("Y")) : state === NO ? colors.dim("·") : " ";
    const before = Math.floor((w - 1) / 2);
    const after = w - 1 - before;
    if (!highlighted.has(`${a}-${b}`) && !highlighted.has(`${b}-${a}`)) return " ".repeat(before) + mark + " ".repeat(after);
    // The cell just filled: inverse video in colour, else in brackets when the column has room.
    if (options.color) return " ".repeat(before) + colors.inverse(mark) + " ".repeat(after);
    if (before === 0 || after === 0) return " ".repeat(before) + mark + " ".repeat(after);
    return `${" ".repeat(before - 1)}[${mark}]${" ".repeat(after - 1)}`;
  };

  const lines: string[] = [];
  const bold = (text: string, w: number): string => colors.bold(text) + " ".repeat(w - text.length);
  lines.push(header(columns.map((c) => bold(abbreviate([categories[c]!.name], inner(c), inner(c), true)[0]!, inner(c)))));
  lines.push(header(columns.map((c) => top[c]!.map((label) => label.padEnd(colWidth[c]!)).join(" "))));
  lines.push(rule(columns.length));
  bands.forEach((band, k) => {
    for (let v = 0; v < size; v++) {
      const a = valueId(model, band.category, v);
      const name = v === 0 ? bold(catNames[k]!, catWidth) : " ".repeat(catWidth);
      const blocks = band.columns.map((c) => {
        const row = Array.from({ length: size }, (_, w) => cell(a, valueId(model, c, w), colWidth[c]!));
        return `| ${row.join(" ")} `;
      });
      lines.push(`${name}  ${left[k]![v]!.padEnd(valWidth)} ${blocks.join("")}|`);
    }
    lines.push(rule(band.columns.length));
  });
  const cut = new Map<string, string>();
  const note = (labels: readonly string[], names: readonly string[]): void =>
    labels.forEach((label, i) => { if (label !== names[i]) cut.set(label, names[i]!); });
  columns.forEach((c) => note(top[c]!, categories[c]!.values));
  bands.forEach((band, k) => note(left[k]!, categories[band.category]!.values));
  if (cut.size > 0) lines.push(`Key: ${[...cut].map(([label, name]) => `${label} = ${name}`).join("; ")}`);
  return lines.join("\n");
}

/** The grid after all of a report's steps, or undefined when there is no model (input errors). */
export function finalGrid(r: Report, options: DrawOptions = {}): string | undefined {
  if (!r.model || !r.raw) return undefined;
  return drawGrid(r.model, replay(r.model, r.raw, stepGroups(r)), options);
}

/** The grid after each explanation line, in order, with that line's cells highlighted. */
export function gridsAfterEachStep(r: Report, options: DrawOptions = {}): string[] {
  if (!r.model || !r.raw) return [];
  const { model, raw } = r;
  const out: string[] = [];
  replay(model, raw, stepGroups(r), (cells, group) => {
    out.push(drawGrid(model, cells, { ...options, highlight: group.map((i) => raw[i]!) }));
  });
  return out;
}
