/**
 * The reports as ONE self-contained HTML page: the playground page (web/,
 * built by `npm run build` into dist/play/cluegrid-play.html), read-only,
 * with each file's text and what cluegrid made of it worked out here (so
 * --brief, --why and --verify show as they print): the grid beside the steps
 * revealed one at a time or all at once, the new cells, their premises and
 * the clues they cite highlighted, the solution hidden until asked, a menu
 * of the files when there are several. No network, no external resource.
 */
import { viewOf } from "../play/session.js";
import type { Report } from "./report.js";

/** JSON that is safe inside a script element: no `<`, `>` or `&` left to end it. */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/[<>&\u2028\u2029]/gu, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`);
}

/** The element the page reads what it starts with from (web/page.html). */
const INITIAL = '<script type="application/json" id="cluegrid-initial">null</script>';

/** The page with `initial` in it: a puzzle for the playground, or the reports of a static page. */
export function fillPage(page: string, initial: unknown): string {
  if (!page.includes(INITIAL)) throw new Error("the playground page has no place for its data: rebuild it (npm run build)");
  return page.replace(INITIAL, () => `<script type="application/json" id="cluegrid-initial">${scriptJson(initial)}</script>`);
}

/** The whole page for all reports; `page` is the built playground page. */
export function renderHtml(reports: Report[], page: string): string {
  const puzzles = reports.map((r) => ({ file: r.file, text: r.source ?? "", view: viewOf(r, r.source ?? "") }));
  return fillPage(page, { readOnly: true, puzzles });
}
