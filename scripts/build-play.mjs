#!/usr/bin/env node
/**
 * The playground page (`cluegrid play`): dist/play/cluegrid-play.html, one
 * self-contained file that works offline from file:// (a step of `npm run
 * build`, after the grammar; generated, never edited by hand).
 *
 * 1. esbuild bundles web/worker.ts (the compiler: parse → compile → solve →
 *    explain → render) for the browser, straight from the TypeScript sources;
 * 2. it bundles web/page.ts (CodeMirror 6 and the page), with the worker's
 *    bundle as a string (the page starts it from a Blob URL) and the corpus
 *    puzzles for the examples menu;
 * 3. web/page.html gets web/page.css and the page's script inlined.
 *
 * The compiler must not pull in Node's own modules: a `node:` import on this
 * path fails the build, naming the file. The one exception is the way the
 * sources load CommonJS packages, `createRequire(import.meta.url)(name)`
 * (grammar/lexer.ts, src/parse/clue.ts, src/render/grid.ts), which is read
 * here as a plain `require(name)` that esbuild bundles, as the start-up
 * snapshot's build does.
 *
 *   node scripts/build-play.mjs
 */
import { mkdirSync, readFileSync, readdirSync, renameSync, writeFileSync } from "node:fs";
import { dirname, join, resolve, sep } from "node:path";
import { fileURLToPath } from "node:url";

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const WEB = join(ROOT, "web");
export const PAGE = join(ROOT, "dist/play/cluegrid-play.html");

/** The project's own sources, as the browser can run them. */
const browserSafe = {
  name: "browser-safe",
  setup(build) {
    build.onResolve({ filter: /^node:/ }, (args) => {
      if (args.path === "node:module") return { path: args.path, namespace: "no-node" };
      return { errors: [{ text: `${args.path} is a Node module; the browser bundle cannot use it (imported by ${args.importer})` }] };
    });
    build.onLoad({ filter: /.*/, namespace: "no-node" }, () => ({
      contents: "export function createRequire() { throw new Error('no require in the browser'); }",
      loader: "js",
    }));
    build.onLoad({ filter: /\.ts$/ }, (args) => {
      if (args.path.includes(`${sep}node_modules${sep}`)) return undefined;
      return { contents: readFileSync(args.path, "utf8").replaceAll("createRequire(import.meta.url)(", "require("), loader: "ts" };
    });
  },
};

/** A script that is safe inside a `<script>` element: nothing in it can end the element or open a comment. */
function inlineScript(code) {
  return code.replace(/<\/(script)/giu, "<\\/$1").replace(/<!--/gu, "<\\!--");
}

/** One script for the browser from `entry` (a path in web/, or absolute), as a string. */
export async function bundle(esbuild, entry, define = {}) {
  const result = await esbuild.build({
    entryPoints: [resolve(WEB, entry)],
    bundle: true,
    write: false,
    platform: "browser",
    format: "iife",
    target: ["es2022"],
    minify: true,
    charset: "utf8",
    legalComments: "inline",
    define,
    plugins: [browserSafe],
    logLevel: "silent",
  });
  if (result.warnings.length > 0) throw new Error(`esbuild: ${result.warnings[0].text}`);
  return result.outputFiles[0].text;
}

/** The corpus puzzles for the examples menu, by file name. */
function examples() {
  const dir = join(ROOT, "corpus");
  return readdirSync(dir).filter((f) => f.endsWith(".txt") && !f.endsWith(".explain.txt")).sort()
    .map((name) => ({ name, text: readFileSync(join(dir, name), "utf8") }));
}

export async function buildPlay() {
  const esbuild = await import("esbuild");
  const worker = await bundle(esbuild, "worker.ts");
  const page = await bundle(esbuild, "page.ts", {
    WORKER_SOURCE: JSON.stringify(worker),
    EXAMPLES: JSON.stringify(examples()),
  });
  const template = readFileSync(join(WEB, "page.html"), "utf8");
  const css = readFileSync(join(WEB, "page.css"), "utf8");
  // Functions as replacements, so that `$` in the inserted text is taken as it is.
  const html = template.replace("/*STYLE*/", () => css).replace("/*SCRIPT*/", () => inlineScript(page));
  mkdirSync(dirname(PAGE), { recursive: true });
  writeFileSync(`${PAGE}.tmp`, html);
  renameSync(`${PAGE}.tmp`, PAGE);
  return { bytes: Buffer.byteLength(html), worker: Buffer.byteLength(worker) };
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  await buildPlay();
}
