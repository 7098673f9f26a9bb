/**
 * The reports as ONE self-contained HTML page (inline CSS and script, no
 * network, no external fonts): a section per file with its clues, the grid
 * and the explanation. Clicking a step shows the grid as it was right after
 * that step, its cell marked `new` and the cells it relied on `premise`.
 * Step items carry `data-step="<1-based index>"` and grid cells
 * `data-cell="<a>-<b>"` (value ids, a < b). The steps and the model travel
 * as JSON in a `<script type="application/json">`, with `<` escaped.
 */
import { valueId, type Model } from "../compile/model.js";
import { NO, YES } from "../solve/step.js";
import { layout, replay, stepGroups, type Cells } from "./grid.js";
import type { Report } from "./report.js";
import { contradictionLine } from "./text.js";

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/gu, (c) => `&#${c.charCodeAt(0)};`);
}

/** JSON that is safe inside a script element: no `<`, `>` or `&` left to end it. */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/[<>&\u2028\u2029]/gu, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`);
}

const STYLE = `
body { font: 15px/1.45 system-ui, sans-serif; margin: 1.5em; color: #222; background: #fff; }
section.puzzle { margin-bottom: 3em; }
section.puzzle > h2 { border-bottom: 2px solid #ccc; }
.columns { display: flex; flex-wrap: wrap; gap: 2em; align-items: flex-start; }
.columns > div { flex: 1 1 28em; min-width: 0; }
.board { position: sticky; top: 0.5em; }
ol.steps li { cursor: pointer; padding: 0.1em 0.3em; border-radius: 3px; }
ol.steps li:hover, ol.steps li:focus { background: #eef3ff; outline: none; }
ol.steps li.current { background: #ffe9a8; }
table.grid { border-collapse: collapse; font-size: 13px; }
table.grid th { font-weight: normal; padding: 0 0.4em; text-align: left; white-space: nowrap; }
table.grid th.cat { font-weight: bold; text-align: center; }
table.grid thead th.val { writing-mode: vertical-rl; transform: rotate(180deg); text-align: left; padding: 0.3em 0; }
table.grid td { width: 1.6em; height: 1.6em; text-align: center; border: 1px solid #bbb; }
table.grid td.start { border-left: 2px solid #444; }
table.grid td.end { border-right: 2px solid #444; }
table.grid tbody tr:first-child td { border-top: 2px solid #444; }
table.grid tbody tr:last-child td { border-bottom: 2px solid #444; }
table.grid td.yes { color: #0a6b2b; font-weight: bold; background: #dff5e4; }
table.grid td.no { color: #777; font-weight: bold; }
table.grid td.premise { background: #d6e6ff; }
table.grid td.new { background: #ffc94d; outline: 2px solid #b57b00; }
table.solution { border-collapse: collapse; }
table.solution th, table.solution td { border: 1px solid #ccc; padding: 0.2em 0.6em; text-align: left; }
.errors { color: #a00; }
button { font: inherit; }
`;

/** The page's one script: for each puzzle section, replay its steps up to the one clicked. */
const SCRIPT = `
(function () {
  var key = function (a, b) { return a < b ? a + "-" + b : b + "-" + a; };
  document.querySelectorAll("section.puzzle").forEach(function (section) {
    var json = section.querySelector('script[type="application/json"]');
    if (!json) return;
    var data = JSON.parse(json.textContent);
    var cells = section.querySelectorAll("td[data-cell]");
    var items = section.querySelectorAll("li[data-step]");
    /* Show the grid after the first k lines; mark line k's cells and premises unless final. */
    function show(k, final) {
      var state = {}, fresh = {}, premise = {};
      for (var g = 0; g < k; g++) {
        data.groups[g].forEach(function (i) { var s = data.steps[i]; state[key(s.a, s.b)] = s.verdict; });
      }
      if (k > 0 && !final) {
        data.groups[k - 1].forEach(function (i) {
          var s = data.steps[i];
          fresh[key(s.a, s.b)] = true;
          s.premises.forEach(function (p) { premise[key(p[0], p[1])] = true; });
        });
      }
      cells.forEach(function (td) {
        var name = td.getAttribute("data-cell"), v = state[name];
        td.textContent = v === ${YES} ? "Y" : v === ${NO} ? "\\u00b7" : "";
        td.classList.toggle("yes", v === ${YES});
        td.classList.toggle("no", v === ${NO});
        td.classList.toggle("new", !!fresh[name]);
        td.classList.toggle("premise", !!premise[name] && !fresh[name]);
      });
      items.forEach(function (li) { li.classList.toggle("current", !final && Number(li.getAttribute("data-step")) === k); });
    }
    items.forEach(function (li) {
      var k = Number(li.getAttribute("data-step"));
      li.addEventListener("click", function () { show(k, false); });
      li.addEventListener("keydown", function (e) {
        if (e.key === "Enter" || e.key === " ") { e.preventDefault(); show(k, false); }
        if (e.key === "ArrowDown" && li.nextElementSibling) { e.preventDefault(); li.nextElementSibling.focus(); li.nextElementSibling.click(); }
        if (e.key === "ArrowUp" && li.previousElementSibling) { e.preventDefault(); li.previousElementSibling.focus(); li.previousElementSibling.click(); }
      });
    });
    var reset = section.querySelector("button.final");
    if (reset) reset.addEventListener("click", function () { show(data.groups.length, true); });
  });
})();
`;

/** The grid as a table in the puzzle-book staircase, filled as after all steps. */
function gridTable(model: Model, cells: Cells): string {
  const { size, categories } = model;
  const { columns, bands } = layout(model);
  const out: string[] = ['<table class="grid">', "<thead>"];
  out.push(`<tr><th colspan="2" rowspan="2"></th>${columns.map((c) => `<th class="cat" colspan="${size}">${escapeHtml(categories[c]!.name)}</th>`).join("")}</tr>`);
  out.push(`<tr>${columns.map((c) => categories[c]!.values.map((v) => `<th class="val">${escapeHtml(v)}</th>`).join("")).join("")}</tr>`);
  out.push("</thead>");
  for (const band of bands) {
    out.push("<tbody>");
    for (let v = 0; v < size; v++) {
      const a = valueId(model, band.category, v);
      const head = v === 0 ? `<th class="cat" rowspan="${size}">${escapeHtml(categories[band.category]!.name)}</th>` : "";
      const tds = band.columns.flatMap((c) => Array.from({ length: size }, (_, w) => {
        const b = valueId(model, c, w);
        const state = cells.get(a, b);
        const classes = [w === 0 ? "start" : "", w === size - 1 ? "end" : "", state === YES ? "yes" : state === NO ? "no" : ""].filter(Boolean);
        const mark = state === YES ? "Y" : state === NO ? "·" : "";
        return `<td data-cell="${Math.min(a, b)}-${Math.max(a, b)}"${classes.length > 0 ? ` class="${classes.join(" ")}"` : ""}>${mark}</td>`;
      }));
      out.push(`<tr>${head}<th class="val">${escapeHtml(categories[band.category]!.values[v]!)}</th>${tds.join("")}</tr>`);
    }
    out.push("</tbody>");
  }
  out.push("</table>");
  return out.join("\n");
}

function solutionTable(header: string[], rows: string[][]): string {
  const head = `<tr>${header.map((h) => `<th>${escapeHtml(h)}</th>`).join("")}</tr>`;
  const body = rows.map((row) => `<tr>${row.map((cell) => `<td>${escapeHtml(cell)}</td>`).join("")}</tr>`);
  return ['<table class="solution">', head, ...body, "</table>"].join("\n");
}

/** The data the script needs: the model's categories, the steps, and which steps each line stands for. */
function dataOf(r: Report, model: Model): unknown {
  return {
    size: model.size,
    categories: model.categories.map((c) => ({ name: c.name, values: c.values })),
    steps: (r.raw ?? []).map((s) => ({ a: s.a, b: s.b, verdict: s.verdict, premises: s.premises.map((p) => [p.a, p.b]) })),
    groups: stepGroups(r),
  };
}

function section(r: Report, n: number): string {
  const id = `puzzle-${n}`;
  const out: string[] = [`<section class="puzzle" id="${id}">`, `<h2>${escapeHtml(r.file)}: ${escapeHtml(r.status)}</h2>`];
  if (r.status === "error" || !r.model) {
    out.push('<ul class="errors">', ...(r.errors ?? []).map((e) => `<li>line ${e.line}, column ${e.column}: ${escapeHtml(e.message)}</li>`), "</ul>", "</section>");
    return out.join("\n");
  }
  const model = r.model;
  const clues = [...model.clueText].sort(([x], [y]) => x - y);
  if (r.notes) out.push('<ul class="notes">', ...r.notes.map((n) => `<li>Note: ${escapeHtml(n)}.</li>`), "</ul>");
  out.push('<div class="columns">', "<div>");
  out.push("<h3>Clues</h3>", "<ol>", ...clues.map(([k, text]) => `<li value="${k}">${escapeHtml(text)}</li>`), "</ol>");
  out.push("<h3>Steps</h3>", "<p>Click a step to see the grid right after it.</p>", '<ol class="steps">');
  out.push(...r.steps.map((s, i) => `<li data-step="${i + 1}" tabindex="0">${escapeHtml(s.text)}</li>`), "</ol>");
  if (r.verification) out.push(`<p>${r.verification.ok ? "Verified: every step is forced by its clues and premises." : "Verification failed."}</p>`);
  if (r.verification && r.verification.failures.length > 0) out.push("<ul>", ...r.verification.failures.map((f) => `<li>${escapeHtml(f)}</li>`), "</ul>");
  out.push("</div>", '<div class="board">', `<h3>Grid</h3>`, '<p><button type="button" class="final">Show the final grid</button></p>');
  out.push(gridTable(model, replay(model, r.raw ?? [], stepGroups(r))));
  if (r.contradiction) out.push(`<p>${escapeHtml(contradictionLine(r.contradiction))}</p>`);
  if (r.status === "unsolved") out.push(`<p>The rules stalled with ${r.open} cells open; the one solution, found by search:</p>`);
  if (r.status === "ambiguous") {
    out.push("<h3>Solutions</h3>", "<p>The clues allow more than one solution. Two of them:</p>", ...(r.solutions ?? []).map((s) => solutionTable(r.header, s)));
    out.push("<p>They differ here:</p>", "<ul>", ...(r.differences ?? []).map((d) => `<li>${escapeHtml(d)}</li>`), "</ul>");
  } else if (r.rows.length > 0) out.push("<h3>Solution</h3>", solutionTable(r.header, r.rows));
  out.push("</div>", "</div>");
  out.push(`<script type="application/json" id="${id}-data">${scriptJson(dataOf(r, model))}</script>`, "</section>");
  return out.join("\n");
}

/** The whole page for all reports. */
export function renderHtml(reports: Report[]): string {
  const title = `cluegrid: ${reports.map((r) => r.file).join(", ")}`;
  return [
    "<!DOCTYPE html>",
    '<html lang="en">',
    "<head>",
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(title)}</title>`,
    `<style>${STYLE}</style>`,
    "</head>",
    "<body>",
    "<h1>cluegrid</h1>",
    ...reports.map((r, i) => section(r, i + 1)),
    `<script>${SCRIPT}</script>`,
    "</body>",
    "</html>",
    "",
  ].join("\n");
}
