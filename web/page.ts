/**
 * The playground page: a CodeMirror 6 editor holding the puzzle text, the
 * CLI's diagnostics under it as you type, the grid, the steps to reveal one
 * by one, and the solution on request. The compiler runs in a Web Worker
 * (its bundle is inlined and started from a Blob URL, so the single file
 * works from file://). The URL's hash carries the puzzle text.
 *
 * Built by scripts/build-play.mjs into dist/play/cluegrid-play.html.
 */
import { defaultKeymap, history, historyKeymap } from "@codemirror/commands";
import { setDiagnostics, type Diagnostic } from "@codemirror/lint";
import { EditorState, StateEffect, StateField, type Extension } from "@codemirror/state";
import { Decoration, EditorView, keymap, lineNumbers, type DecorationSet } from "@codemirror/view";
import type { Output, PlayStep, PlayView } from "../src/play/session.js";
import type { Reply, Request } from "./protocol.js";

/** Put in by the build: the worker's bundle, and the corpus puzzles for the menu. */
declare const WORKER_SOURCE: string;
declare const EXAMPLES: { name: string; text: string }[];

/** What the page starts with when `cluegrid play FILE` fills it in. */
interface Initial {
  file: string;
  text: string;
}

/** The static report (`cluegrid solve --format html`): the page read-only, each file's view worked out by the CLI. */
interface ReportPage {
  readOnly: true;
  puzzles: { file: string; text: string; view: PlayView }[];
}

/** How long the page waits after a keystroke before reading the text again. */
const DEBOUNCE_MS = 30;
/** A worker still busy after this long with text that has changed since is replaced, so typing is never stuck behind a slow solve. */
const STUCK_MS = 400;

const $ = <T extends HTMLElement>(id: string): T => document.getElementById(id) as T;
const key = (a: number, b: number): string => (a < b ? `${a}-${b}` : `${b}-${a}`);

// ---------------------------------------------------------------- the worker

let worker: Worker;
let lastId = 0;
/** When the oldest request still unanswered was sent. */
let waitingSince: number | undefined;
const outputs = new Map<number, (text: string) => void>();

function startWorker(): void {
  const url = URL.createObjectURL(new Blob([WORKER_SOURCE], { type: "text/javascript" }));
  worker = new Worker(url);
  URL.revokeObjectURL(url);
  worker.onerror = (event) => {
    document.body.removeAttribute("aria-busy");
    notice(`internal error in the worker: ${event.message}`);
  };
  worker.onmessage = (event: MessageEvent<Reply>) => {
    const reply = event.data;
    if (reply.kind === "output") {
      outputs.get(reply.id)?.(reply.text);
      outputs.delete(reply.id);
      return;
    }
    if (reply.id !== lastId) return;
    waitingSince = undefined;
    document.body.removeAttribute("aria-busy");
    show(reply.view);
  };
}

function send(request: Request): void {
  worker.postMessage(request);
}

function analyse(file: string, text: string): void {
  const now = performance.now();
  if (waitingSince !== undefined && now - waitingSince > STUCK_MS) {
    worker.terminate();
    startWorker();
    waitingSince = undefined;
  }
  waitingSince ??= now;
  lastId++;
  document.body.setAttribute("aria-busy", "true");
  send({ kind: "analyse", id: lastId, file, text });
}

let outputId = 0;

function output(format: Output): Promise<string> {
  return new Promise((resolve) => {
    const id = ++outputId;
    outputs.set(id, resolve);
    send({ kind: "output", id, file: fileName, text: editor.state.doc.toString(), format });
  });
}

// ---------------------------------------------------------------- the editor

const setCited = StateEffect.define<number[]>();
/** The source lines of the clues the selected step cites. */
const cited = StateField.define<DecorationSet>({
  create: () => Decoration.none,
  update(value, tr) {
    let out = value.map(tr.changes);
    for (const effect of tr.effects) {
      if (!effect.is(setCited)) continue;
      const lines = effect.value.filter((l) => l >= 1 && l <= tr.state.doc.lines);
      out = Decoration.set(lines.sort((x, y) => x - y).map((l) => Decoration.line({ class: "cm-cited" }).range(tr.state.doc.line(l).from)));
    }
    return out;
  },
  provide: (field) => EditorView.decorations.from(field),
});

let fileName = "puzzle.txt";
let readOnly = false;
let timer: ReturnType<typeof setTimeout> | undefined;
let hashTimer: ReturnType<typeof setTimeout> | undefined;

function extensions(): Extension[] {
  return [
    lineNumbers(),
    history(),
    keymap.of([...defaultKeymap, ...historyKeymap]),
    EditorView.lineWrapping,
    EditorView.contentAttributes.of({ "aria-label": "Puzzle text", "aria-describedby": "source-help diagnostics" }),
    cited,
    EditorState.readOnly.of(readOnly),
    EditorView.editable.of(!readOnly),
    EditorView.updateListener.of((update) => {
      if (!update.docChanged || readOnly) return;
      clearTimeout(timer);
      timer = setTimeout(() => analyse(fileName, update.state.doc.toString()), DEBOUNCE_MS);
      clearTimeout(hashTimer);
      hashTimer = setTimeout(() => saveToHash(update.state.doc.toString()), 300);
    }),
    EditorView.domEventHandlers({
      dragover(event) {
        if (readOnly || !event.dataTransfer?.types.includes("Files")) return false;
        event.preventDefault();
        $("editor").classList.add("dragging");
        return true;
      },
      dragleave() {
        $("editor").classList.remove("dragging");
        return false;
      },
      drop(event) {
        $("editor").classList.remove("dragging");
        const file = event.dataTransfer?.files[0];
        if (readOnly || !file) return false;
        event.preventDefault();
        void file.text().then((text) => load(file.name, text));
        return true;
      },
    }),
  ];
}

let editor: EditorView;

/** Replace the text (a new puzzle), keeping undo: the old text is one Ctrl-Z away. */
function load(file: string, text: string): void {
  fileName = file;
  editor.dispatch({ changes: { from: 0, to: editor.state.doc.length, insert: text } });
  clearTimeout(timer);
  analyse(fileName, text);
}

function lineDiagnostics(view: PlayView): Diagnostic[] {
  const doc = editor.state.doc;
  return view.diagnostics.map((d) => {
    const line = doc.line(Math.min(Math.max(d.line, 1), doc.lines));
    const from = Math.min(line.from + Math.max(d.column - 1, 0), line.to);
    const to = Math.min(from + Math.max(d.length, 1), line.to);
    return { from: to > from ? from : Math.max(line.from, to - 1), to, severity: "error", message: d.message };
  });
}

// ---------------------------------------------------------------- the URL

function encode(text: string): string {
  let binary = "";
  for (const byte of new TextEncoder().encode(text)) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/gu, "-").replace(/\//gu, "_").replace(/=+$/u, "");
}

function decode(data: string): string | undefined {
  try {
    const binary = atob(data.replace(/-/gu, "+").replace(/_/gu, "/"));
    return new TextDecoder("utf-8", { fatal: true }).decode(Uint8Array.from(binary, (c) => c.charCodeAt(0)));
  } catch {
    return undefined;
  }
}

function fromHash(): { file: string; text: string } | undefined {
  const params = new URLSearchParams(location.hash.slice(1));
  const data = params.get("puzzle");
  const text = data === null ? undefined : decode(data);
  return text === undefined ? undefined : { file: params.get("name") ?? "puzzle.txt", text };
}

function saveToHash(text: string): void {
  if (readOnly) return;
  const params = new URLSearchParams({ name: fileName, puzzle: encode(text) });
  window.history.replaceState(null, "", `#${params.toString()}`);
}

// ---------------------------------------------------------------- the result

let view: PlayView | undefined;
/** How many steps are revealed, and which of them is selected (0: none, the empty grid). */
let revealed = 0;
let selected = 0;
let cells = new Map<string, HTMLTableCellElement>();

function element<K extends keyof HTMLElementTagNameMap>(tag: K, attributes: Record<string, string> = {}, text?: string): HTMLElementTagNameMap[K] {
  const out = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) out.setAttribute(name, value);
  if (text !== undefined) out.textContent = text;
  return out;
}

function statusLine(v: PlayView): { text: string; kind: string } {
  const count = v.steps.length;
  const rating = v.rating ? `, rated ${v.rating.difficulty}${v.rating.trials > 0 ? ` (${v.rating.trials} trial-and-error steps)` : ""}` : "";
  switch (v.status) {
    case "error":
      return { text: `${v.diagnostics.length === 1 ? "1 error" : `${v.diagnostics.length} errors`}: see under the puzzle text`, kind: "error" };
    case "solved":
      return { text: `Solved in ${count} steps${rating}.`, kind: "solved" };
    case "ambiguous":
      return { text: `Ambiguous: the clues allow more than one solution (${count} steps before they run out)${rating}.`, kind: "ambiguous" };
    case "contradiction":
      return { text: `Contradiction: ${v.contradiction ?? "the clues cannot all hold"}.`, kind: "contradiction" };
    case "unsolved":
      return { text: `Unsolved: the rules stalled with ${v.open ?? 0} cells open (the one solution, found by search, is below)${rating}.`, kind: "unsolved" };
  }
}

function buildGrid(v: PlayView): void {
  const table = $("grid");
  table.replaceChildren();
  cells = new Map();
  if (!v.layout) return;
  const { size, categories } = v;
  const { columns, bands } = v.layout;
  const thead = element("thead");
  const top = element("tr");
  top.append(element("th", { colspan: "2", rowspan: "2" }));
  for (const c of columns) top.append(element("th", { class: "cat", colspan: String(size), scope: "colgroup" }, categories[c]!.name));
  const names = element("tr");
  for (const c of columns) for (const value of categories[c]!.values) names.append(element("th", { class: "val", scope: "col" }, value));
  thead.append(top, names);
  table.append(thead);
  for (const band of bands) {
    const body = element("tbody");
    for (let v1 = 0; v1 < size; v1++) {
      const a = band.category * size + v1;
      const row = element("tr");
      if (v1 === 0) row.append(element("th", { class: "cat", rowspan: String(size), scope: "rowgroup" }, categories[band.category]!.name));
      row.append(element("th", { class: "val", scope: "row" }, categories[band.category]!.values[v1]!));
      for (const c of band.columns) {
        for (let w = 0; w < size; w++) {
          const b = c * size + w;
          const td = element("td", { "data-cell": key(a, b) });
          if (w === 0) td.classList.add("start");
          if (w === size - 1) td.classList.add("end");
          cells.set(key(a, b), td);
          row.append(td);
        }
      }
      body.append(row);
    }
    table.append(body);
  }
  fitGrid();
}

/** Shrink the grid's text (down to 70%) so that it fits its pane; past that, the pane scrolls. */
function fitGrid(): void {
  const table = $("grid");
  const pane = $("grid-pane");
  table.style.fontSize = "";
  const natural = table.scrollWidth;
  const room = pane.clientWidth - 8;
  if (natural > room && natural > 0) table.style.fontSize = `${Math.max(0.7, room / natural) * 13}px`;
  // Where the sticky labels sit: the value column after the category column, the value row under the category row.
  const cat = table.querySelector("tbody th.cat");
  const head = table.querySelector("thead tr");
  table.style.setProperty("--cat-w", `${cat?.getBoundingClientRect().width ?? 0}px`);
  table.style.setProperty("--head-h", `${head?.getBoundingClientRect().height ?? 0}px`);
}

function solutionTable(header: string[], rows: string[][]): HTMLElement {
  const wrap = element("div", { class: "solution-wrap" });
  const table = element("table", { class: "answer-table" });
  const head = element("tr");
  for (const h of header) head.append(element("th", { scope: "col" }, h));
  table.append(head);
  for (const row of rows) {
    const tr = element("tr");
    for (const cell of row) tr.append(element("td", {}, cell));
    table.append(tr);
  }
  wrap.append(table);
  return wrap;
}

function fillSolution(v: PlayView): void {
  const body = $("solution-body");
  body.replaceChildren();
  const details = $<HTMLDetailsElement>("solution");
  if (v.status === "ambiguous" && v.solutions) {
    body.append(element("p", {}, "The clues allow more than one solution. Two of them:"));
    for (const s of v.solutions) body.append(solutionTable(v.header, s));
    const list = element("ul");
    for (const d of v.differences ?? []) list.append(element("li", {}, d));
    body.append(element("p", {}, "They differ here:"), list);
  } else if (v.rows.length > 0) {
    body.append(solutionTable(v.header, v.rows));
  }
  // The answers to the puzzle's questions give the solution away: they wait with it.
  for (const a of v.answers ?? []) {
    const chain = a.steps.length === 0 ? "" : ` ${a.steps.length === 1 ? "Step" : "Steps"} ${a.steps.join(", ")} ${a.steps.length === 1 ? "leads" : "lead"} to it.`;
    const line = element("p", { class: "answer-line" });
    line.append(element("strong", {}, a.question), ` ${a.text}${chain}`);
    body.append(line);
  }
  details.hidden = body.childElementCount === 0;
}

function fillDiagnostics(v: PlayView): void {
  const box = $("diagnostics");
  box.replaceChildren();
  if (v.diagnostics.length === 0) box.append(element("p", { class: "ok" }, "No errors."));
  for (const d of [...v.diagnostics, ...(v.warnings ?? [])]) {
    const pre = element("pre", { class: "diagnostic", tabindex: "0", title: "Go to this place in the text" }, d.text);
    const go = (): void => {
      const doc = editor.state.doc;
      const line = doc.line(Math.min(Math.max(d.line, 1), doc.lines));
      editor.dispatch({ selection: { anchor: Math.min(line.from + d.column - 1, line.to) }, scrollIntoView: true });
      editor.focus();
    };
    pre.addEventListener("click", go);
    pre.addEventListener("keydown", (e) => {
      if (e.key === "Enter") go();
    });
    box.append(pre);
  }
}

function show(v: PlayView): void {
  const previous = view;
  view = v;
  const title = v.title ?? "";
  $("title").textContent = title;
  document.title = title ? `${title} · cluegrid` : "cluegrid playground";
  const status = statusLine(v);
  $("status").textContent = status.text;
  $("status").className = `status ${status.kind}`;
  const notes = v.notes?.map((n) => `Note: ${n}.`).join(" ") ?? "";
  if (notes) $("status").textContent += ` ${notes}`;
  if (v.verification) {
    $("status").textContent += v.verification.ok
      ? " Verified: every step is forced by its clues and premises."
      : ` Verification failed: ${v.verification.failures.join("; ")}`;
  }
  editor.dispatch(setDiagnostics(editor.state, lineDiagnostics(v)));
  fillDiagnostics(v);
  // Keep the steps revealed so far while they are still the same steps.
  let same = 0;
  if (previous) while (same < revealed && same < v.steps.length && previous.steps[same]?.text === v.steps[same]!.text) same++;
  revealed = same;
  selected = Math.min(selected, revealed);
  if (!previous || JSON.stringify(previous.layout) !== JSON.stringify(v.layout) || JSON.stringify(previous.categories) !== JSON.stringify(v.categories)) buildGrid(v);
  fillSolution(v);
  renderSteps();
  select(selected, false);
  document.body.dataset.status = v.status;
}

function renderSteps(): void {
  const list = $("steps");
  const items = list.children;
  while (items.length > revealed) items[items.length - 1]!.remove();
  for (let i = items.length; i < revealed; i++) {
    const li = element("li", { id: `step-${i + 1}`, role: "option", "aria-selected": "false", "data-step": String(i + 1) }, view!.steps[i]!.text);
    li.addEventListener("click", () => select(i + 1, true));
    list.append(li);
  }
  for (let i = 0; i < revealed; i++) (items[i] as HTMLElement).textContent = view!.steps[i]!.text;
  const total = view?.steps.length ?? 0;
  $<HTMLButtonElement>("hint").disabled = revealed >= total && selected >= revealed;
  $<HTMLButtonElement>("all").disabled = revealed >= total;
  $<HTMLButtonElement>("back").disabled = selected === 0;
  $<HTMLButtonElement>("restart").disabled = revealed === 0;
  list.setAttribute("aria-label", `Steps revealed so far: ${revealed} of ${total}`);
  list.style.paddingLeft = `${String(total).length + 2}ch`;
}

/** Show the grid right after step k (0: before any), step k's cell new and its premises marked, its clues marked in the text. */
function select(k: number, scroll: boolean): void {
  if (!view) return;
  selected = Math.max(0, Math.min(k, revealed));
  renderSteps();
  const steps = view.steps;
  const state = new Map<string, "yes" | "no">();
  for (let i = 0; i < selected; i++) for (const c of steps[i]!.cells) state.set(key(c.a, c.b), c.verdict);
  const step: PlayStep | undefined = selected > 0 ? steps[selected - 1] : undefined;
  const premises = new Set((step?.premises ?? []).map(([a, b]) => key(a, b)));
  const fresh = new Set((step?.cells ?? []).map((c) => key(c.a, c.b)));
  for (const [name, td] of cells) {
    const v = state.get(name);
    td.textContent = v === "yes" ? "Y" : v === "no" ? "✗" : "";
    td.classList.toggle("yes", v === "yes");
    td.classList.toggle("no", v === "no");
    td.classList.toggle("new", fresh.has(name));
    td.classList.toggle("premise", premises.has(name) && !fresh.has(name));
  }
  const list = $("steps");
  for (const li of Array.from(list.children)) li.setAttribute("aria-selected", String(li.id === `step-${selected}`));
  if (selected > 0) list.setAttribute("aria-activedescendant", `step-${selected}`);
  else list.removeAttribute("aria-activedescendant");
  const lines = (step?.clues ?? []).map((n) => view!.clues.find((c) => c.number === n)?.line ?? 0);
  editor.dispatch({ effects: setCited.of(lines) });
  const current = $("current");
  current.replaceChildren();
  if (step) {
    current.append(element("p", {}, `Step ${selected} of ${steps.length}: ${step.text}`));
    for (const n of step.clues) {
      const clue = view.clues.find((c) => c.number === n);
      if (clue) current.append(element("p", { class: "cited" }, `Clue ${n}: ${clue.text}`));
    }
  } else if (view.status !== "error") {
    current.append(element("p", { class: "cited" }, "The grid before any step. Ask for a hint to see the first one."));
  }
  if (scroll) {
    const li = document.getElementById(`step-${selected}`);
    if (li) keepInView(li, list.parentElement!);
    const first = step?.cells[0];
    if (first) keepInView(cells.get(key(first.a, first.b))!, $("grid-pane"), gridInsets());
  }
}

/** Scroll `pane` (only it, never the page) so that `target` is inside it, clear of the sticky labels at its top and left. */
function keepInView(target: HTMLElement, pane: HTMLElement, insets = { top: 0, left: 0 }): void {
  const box = target.getBoundingClientRect();
  const frame = pane.getBoundingClientRect();
  const top = frame.top + insets.top;
  const left = frame.left + insets.left;
  if (box.top < top) pane.scrollTop -= top - box.top + 4;
  else if (box.bottom > frame.bottom) pane.scrollTop += box.bottom - frame.bottom + 4;
  if (box.left < left) pane.scrollLeft -= left - box.left + 4;
  else if (box.right > frame.right) pane.scrollLeft += box.right - frame.right + 4;
}

/** The grid's sticky labels: the header rows' height and the row labels' width. */
function gridInsets(): { top: number; left: number } {
  const table = $("grid");
  const row = table.querySelector("tbody tr");
  const labels = Array.from(row?.querySelectorAll("th") ?? [], (th) => th.getBoundingClientRect().width);
  return { top: table.querySelector("thead")?.getBoundingClientRect().height ?? 0, left: labels.reduce((x, y) => x + y, 0) };
}

/** The hint: the next step, revealing it when it is not shown yet. */
function next(): void {
  if (!view) return;
  if (selected === revealed) {
    if (revealed >= view.steps.length) return;
    revealed++;
  }
  select(selected + 1, true);
}

function stepKeys(event: KeyboardEvent): void {
  const moves: Record<string, () => void> = {
    ArrowDown: next,
    ArrowRight: next,
    ArrowUp: () => select(selected - 1, true),
    ArrowLeft: () => select(selected - 1, true),
    Home: () => select(revealed > 0 ? 1 : 0, true),
    End: () => select(revealed, true),
  };
  const move = moves[event.key];
  if (!move) return;
  event.preventDefault();
  move();
}

// ---------------------------------------------------------------- downloads and sharing

function notice(text: string): void {
  $("notice").textContent = text;
}

async function download(format: Output): Promise<void> {
  const text = await output(format);
  const extension = format === "json" ? "json" : format === "markdown" ? "md" : "txt";
  const base = fileName.replace(/\.txt$/iu, "") || "puzzle";
  const link = element("a", {
    href: URL.createObjectURL(new Blob([text], { type: format === "json" ? "application/json" : "text/plain" })),
    download: `${base}.${format === "text" ? "solution" : "cluegrid"}.${extension}`,
  });
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(link.href), 10_000);
}

async function share(): Promise<void> {
  saveToHash(editor.state.doc.toString());
  try {
    await navigator.clipboard.writeText(location.href);
    notice("Link copied: it holds the whole puzzle.");
  } catch {
    notice("The address bar now holds the whole puzzle: copy it from there.");
  }
}

// ---------------------------------------------------------------- start

function initial(given: Initial | null): Initial {
  const hash = fromHash();
  if (hash) return hash;
  if (given) return given;
  const first = EXAMPLES.find((e) => e.name.startsWith("lakeside")) ?? EXAMPLES[0];
  return first ? { file: first.name, text: first.text } : { file: "puzzle.txt", text: "" };
}

/** The static report: no worker, no editing; a menu of its files when it has several. */
function startReport(page: ReportPage): void {
  readOnly = true;
  document.body.classList.add("read-only");
  const first = page.puzzles[0]!;
  fileName = first.file;
  editor = new EditorView({ parent: $("editor"), state: EditorState.create({ doc: first.text, extensions: extensions() }) });
  const menu = $<HTMLSelectElement>("examples");
  $("menu-label").textContent = "File";
  menu.replaceChildren(...page.puzzles.map((p, i) => element("option", { value: String(i) }, p.file)));
  menu.closest("label")!.hidden = page.puzzles.length < 2;
  menu.addEventListener("change", () => {
    const chosen = page.puzzles[Number(menu.value)]!;
    fileName = chosen.file;
    editor.dispatch({ changes: { from: 0, to: editor.state.doc.length, insert: chosen.text } });
    view = undefined;
    revealed = 0;
    selected = 0;
    show(chosen.view);
  });
  show(first.view);
}

function startPlayground(given: Initial | null): void {
  const start = initial(given);
  fileName = start.file;
  editor = new EditorView({ parent: $("editor"), state: EditorState.create({ doc: start.text, extensions: extensions() }) });
  startWorker();
  analyse(fileName, start.text);
  const menu = $<HTMLSelectElement>("examples");
  for (const example of EXAMPLES) menu.append(element("option", { value: example.name }, example.name.replace(/\.txt$/u, "")));
  menu.addEventListener("change", () => {
    const example = EXAMPLES.find((e) => e.name === menu.value);
    if (example) load(example.name, example.text);
  });
  $("share").addEventListener("click", () => void share());
  for (const button of Array.from(document.querySelectorAll<HTMLButtonElement>("button[data-format]"))) {
    button.addEventListener("click", () => void download(button.dataset.format as Output));
  }
  window.addEventListener("hashchange", () => {
    const hash = fromHash();
    if (hash && hash.text !== editor.state.doc.toString()) load(hash.file, hash.text);
  });
}

function main(): void {
  const given = JSON.parse(document.getElementById("cluegrid-initial")?.textContent ?? "null") as Initial | ReportPage | null;
  if (given && "puzzles" in given) startReport(given);
  else startPlayground(given);
  $("hint").addEventListener("click", next);
  $("back").addEventListener("click", () => select(selected - 1, true));
  $("all").addEventListener("click", () => {
    revealed = view?.steps.length ?? 0;
    select(revealed, true);
  });
  $("restart").addEventListener("click", () => {
    revealed = 0;
    select(0, true);
  });
  $("steps").addEventListener("keydown", stepKeys);
  new ResizeObserver(() => fitGrid()).observe($("grid-pane"));
}

main();
