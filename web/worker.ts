/**
 * The playground's Web Worker: the whole compiler, off the page's thread, so
 * that typing never waits for a solve. It keeps the last report, so a
 * download of the text on screen does not solve it again.
 */
import { reportOf, viewOf, type Output } from "../src/play/session.js";
import { render } from "../src/render/index.js";
import type { Report } from "../src/render/report.js";
import type { Reply, Request } from "./protocol.js";

/** The part of a worker's global scope used here (the DOM library has no worker types alongside it). */
interface WorkerScope {
  onmessage: ((event: { data: Request }) => void) | null;
  postMessage(message: Reply): void;
}
declare const self: WorkerScope;

let last: { file: string; text: string; report: Report } | undefined;

function reportFor(file: string, text: string): Report {
  if (last?.file !== file || last.text !== text) last = { file, text, report: reportOf(file, text) };
  return last.report;
}

/** A download: what `cluegrid solve --json` and `--format markdown` print, and plain `solve` with its errors. */
function outputOf(r: Report, format: Output): string {
  const { stdout, stderr } = render([r], format, { color: false });
  return format === "text" ? stdout + stderr : stdout;
}

self.onmessage = (event) => {
  const request = event.data;
  if (request.kind === "analyse") {
    const start = performance.now();
    const report = reportFor(request.file, request.text);
    self.postMessage({ kind: "view", id: request.id, view: viewOf(report, request.text), ms: performance.now() - start });
  } else {
    self.postMessage({ kind: "output", id: request.id, format: request.format, text: outputOf(reportFor(request.file, request.text), request.format) });
  }
};
