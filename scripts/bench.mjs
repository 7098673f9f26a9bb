#!/usr/bin/env node
/**
 * `npm run bench`: where the time goes, stage by stage. A benchmark, not a
 * test: it fails only when it cannot run.
 *
 * Stages (timed by dist/src/bench/stages.js, one call at a time):
 *   lex      lexicon + moo lexer + every clue line tokenized, measured on its
 *            own after the pipeline; the same work happens inside parse, so
 *            lex is a PART of parse, never added to the total (parse cannot
 *            be split without changing the parser). V8 caches a regular
 *            expression by its source, so lex is the warm cost: on a
 *            puzzle's first run the lexer's regexp compilation is in parse;
 *   parse    parse(text): layout, lexing, nearley, resolution, zod;
 *   compile  compile(puzzle, clueText);
 *   solve    solve(model) (rules, trial and error, the complete search);
 *   explain  describeStep(model, step) for every step;
 *   verify   verifySteps(model, steps);
 *   total    parse + compile + solve + explain + verify (text → verified explanation).
 *
 * Parsing caches a puzzle's lexer and the readings of each clue shape
 * (src/parse/caches.ts), so repeated runs of one puzzle are warm; "cold"
 * figures are runs with those caches emptied first, reported beside them.
 *
 * Sections: the seeds (each puzzle), each ../shared/corpora set when present
 * (per set: the sum over puzzles of each puzzle's median — one pass — and the
 * median, p95 and max per puzzle), the project corpus (corpus/), a size
 * series of puzzles from the project's own generator (`cluegrid generate`:
 * N entities × M categories up to 10×10, positional and not, and hard ones;
 * kept in bench/puzzles/ once made, with the time making each took), the
 * whole process `bin/cluegrid solve` on Einstein beside `node -e 0` (spawned
 * repeatedly, as users run it: from the start-up snapshot when there is one;
 * and by the normal path, node bin/cluegrid.js), and the wall time and max
 * RSS of `bin/cluegrid check ../shared/corpora/zebralogic-legacy` in worker
 * threads and in the main thread. Every stage runs through src/pipeline.ts,
 * as the command line does (readings of shared values included).
 * Every figure is in milliseconds of the monotonic clock; p95 is the nearest
 * rank. Each puzzle's first run (cold: its regular expressions compiled, as
 * in a one-shot `cluegrid solve`) is also kept, as "1st". The run prints
 * tables and writes everything to bench/results.json (the bench/ folder is
 * not for git); a --quick or --only run writes bench/results-partial.json.
 *
 * A last section, premises, is not timed: per set (seeds, nordstrom,
 * gridpuzzle-dev, zebralogic-legacy), the share of steps whose premises are
 * minimal (each one needed: without it the verifier no longer finds the step
 * forced) and the mean premises per step, as the rules list them ("before")
 * and as the explanation cites them after paring (src/explain/premises.ts).
 *
 *   node scripts/bench.mjs [--quick] [--regenerate] [--only=seeds,corpora,corpus,size,process,premises]
 *
 * --quick cuts repetitions (a smoke run, figures are rough); --only runs
 * some sections; --regenerate makes the size series' puzzles anew (and so
 * times the generator). Run `npm run build` (or `npm run bench`) first: this reads dist/.
 */
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import os from "node:os";
import { basename, dirname, join, relative, resolve } from "node:path";
import { performance } from "node:perf_hooks";
import { fileURLToPath } from "node:url";

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const CORPORA = resolve(ROOT, "../shared/corpora");
const BIN = join(ROOT, "bin/cluegrid");
const FULL_OUT = join(ROOT, "bench/results.json");

if (!existsSync(join(ROOT, "dist/src/bench/stages.js"))) {
  process.stderr.write("bench: dist/src/bench/stages.js is missing; run `npm run build` first (or `npm run bench`).\n");
  process.exit(2);
}
const { premiseStats, runStages, timeLex } = await import("../dist/src/bench/stages.js");
const { generate: generateWith } = await import("../dist/src/generate/generate.js");

// ---------------------------------------------------------------- options

const args = process.argv.slice(2);
const QUICK = args.includes("--quick");
const REGENERATE = args.includes("--regenerate");
const onlyArg = args.find((a) => a.startsWith("--only="));
/** A full run writes bench/results.json; a --quick or --only run writes beside it, leaving the full one alone. */
const OUT = QUICK || onlyArg ? join(ROOT, "bench/results-partial.json") : FULL_OUT;
const SECTIONS = ["seeds", "corpora", "corpus", "size", "process", "premises"];
const only = onlyArg ? new Set(onlyArg.slice("--only=".length).split(",")) : new Set(SECTIONS);
for (const name of only) {
  if (!SECTIONS.includes(name)) {
    process.stderr.write(`bench: unknown section "${name}"; expected some of ${SECTIONS.join(", ")}\n`);
    process.exit(2);
  }
}

/** Repetitions (warm-up runs, timed runs) per puzzle, by section. */
const REPS = QUICK
  ? { seeds: [1, 5], corpus: [1, 3], corpora: [0, 1], sizeSmall: [1, 3], sizeLarge: [1, 2], spawn: [1, 5] }
  : { seeds: [50, 100], corpus: [2, 10], corpora: [1, 3], sizeSmall: [2, 10], sizeLarge: [1, 5], spawn: [2, 20] };
/** A set of more than BIG_SET puzzles gets one cold timed pass and no warm-up. */
const BIG_SET = 200;
const BIG_SET_REPS = [0, 1];

/** Stages as timed, the sub-parts of lex, and the total. */
const COLUMNS = ["lex", "parse", "compile", "solve", "explain", "verify", "total"];
const PIPELINE = ["parse", "compile", "solve", "explain", "verify"];

// ---------------------------------------------------------------- statistics

const sorted = (xs) => [...xs].sort((a, b) => a - b);
function median(xs) {
  if (xs.length === 0) return undefined;
  const s = sorted(xs);
  const m = s.length >> 1;
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
}
/** Nearest-rank percentile. */
function percentile(xs, p) {
  if (xs.length === 0) return undefined;
  const s = sorted(xs);
  return s[Math.max(0, Math.ceil((p / 100) * s.length) - 1)];
}
const sum = (xs) => xs.reduce((a, b) => a + b, 0);
const round = (x) => (x === undefined ? undefined : Math.round(x * 1000) / 1000);

// ---------------------------------------------------------------- measuring

/**
 * Run the pipeline on one text: `warmup` untimed runs, then `reps` timed
 * ones. A slow puzzle gets fewer: when the first run shows that all of them
 * would take more than BUDGET_MS, one warm-up and as many timed runs as fit
 * (at least `minReps`, at most `reps`). Those runs are warm: parsing has the
 * puzzle's lexer and clue shapes cached from the run before. When there is
 * more than one timed run, up to COLD_REPS more are made with the parse caches
 * emptied first ("cold": a puzzle never seen), kept apart in `cold`.
 */
const COLD_REPS = 5;
const BUDGET_MS = QUICK ? 2000 : 8000;
function measure(text, [warmup, reps], minReps = Math.min(3, reps)) {
  const samples = Object.fromEntries([...COLUMNS, "lexBuild", "lexScan"].map((k) => [k, []]));
  let last;
  let first;
  for (let i = 0; i < warmup + reps; i++) {
    const t0 = performance.now();
    last = runStages(text, { lex: false });
    const runMs = performance.now() - t0;
    if (first === undefined) {
      first = Object.fromEntries(Object.entries(last.times).map(([k, v]) => [k, round(v)]));
      if (runMs * (warmup + reps) > BUDGET_MS && reps > minReps) {
        warmup = Math.min(warmup, 1);
        reps = Math.max(minReps, Math.min(reps, Math.floor(BUDGET_MS / runMs) - warmup));
      }
    }
    if (i < warmup) continue;
    for (const [k, v] of Object.entries(last.times)) samples[k].push(v);
  }
  // Lexing, timed apart: in the loop above, its garbage would be collected during the next run's stages.
  let tokens = 0;
  for (let i = 0; i < warmup + reps; i++) {
    const lex = timeLex(text);
    tokens = lex.tokens;
    if (i < warmup) continue;
    samples.lexBuild.push(lex.build);
    samples.lexScan.push(lex.scan);
    samples.lex.push(lex.build + lex.scan);
  }
  const stats = {};
  for (const [k, xs] of Object.entries(samples)) {
    if (xs.length > 0) stats[k] = { median: round(median(xs)), p95: round(percentile(xs, 95)), min: round(Math.min(...xs)) };
  }
  const coldSamples = Object.fromEntries(COLUMNS.map((k) => [k, []]));
  for (let i = 0; reps > 1 && i < Math.min(COLD_REPS, reps); i++) {
    for (const [k, v] of Object.entries(runStages(text, { cold: true }).times)) coldSamples[k]?.push(v);
  }
  const cold = {};
  for (const [k, xs] of Object.entries(coldSamples)) {
    if (xs.length > 0) cold[k] = { median: round(median(xs)), p95: round(percentile(xs, 95)), min: round(Math.min(...xs)) };
  }
  return {
    cold,
    status: last.status, steps: last.steps, verified: last.verified, size: last.size,
    categories: last.categories, clues: last.clues, tokens,
    ...(last.error ? { error: last.error } : {}), runs: reps, warmup, stats, first,
  };
}

/** The puzzle files of a folder (every <name>.txt), sorted. */
function puzzlesIn(folder) {
  return readdirSync(folder).filter((n) => n.endsWith(".txt") && !n.endsWith(".explain.txt")).sort().map((n) => join(folder, n));
}

/** Per set: for each column, the sum of the puzzles' medians and the median, p95 and max of them. */
function summarise(puzzles) {
  const out = {};
  for (const k of [...COLUMNS, "lexBuild", "lexScan"]) {
    const xs = puzzles.map((p) => p.stats[k]?.median).filter((x) => x !== undefined);
    if (xs.length === 0) continue;
    const firsts = puzzles.map((p) => p.first?.[k]).filter((x) => x !== undefined);
    out[k] = {
      sum: round(sum(xs)), median: round(median(xs)), p95: round(percentile(xs, 95)), max: round(Math.max(...xs)),
      firstSum: round(sum(firsts)), puzzles: xs.length,
    };
  }
  return out;
}

function statusCounts(puzzles) {
  const counts = {};
  for (const p of puzzles) counts[p.status] = (counts[p.status] ?? 0) + 1;
  const unverified = puzzles.filter((p) => p.verified === false).length;
  if (unverified > 0) counts["verify-failed"] = unverified;
  return counts;
}

// ---------------------------------------------------------------- printing

const lines = [];
function print(text = "") {
  lines.push(text);
  process.stdout.write(`${text}\n`);
}

function ms(x) {
  if (x === undefined) return "-";
  if (x >= 1000) return `${(x / 1000).toFixed(2)}s`;
  if (x >= 100) return x.toFixed(0);
  if (x >= 10) return x.toFixed(1);
  return x.toFixed(2);
}

function table(header, rows, align) {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => String(r[i]).length)));
  const cell = (text, i) => (align?.[i] === "l" ? String(text).padEnd(widths[i]) : String(text).padStart(widths[i]));
  print(header.map(cell).join("  "));
  print(widths.map((w) => "-".repeat(w)).join("  "));
  for (const r of rows) print(r.map(cell).join("  "));
}

const shape = (p) => (p.size ? `${p.size}x${p.categories}` : "-");

/** One row per puzzle: median/p95 of each column. */
function puzzleTable(puzzles, label = (p) => p.name) {
  table(
    ["puzzle", "grid", "status", "steps", ...COLUMNS.map((c) => `${c} med/p95`), "cold total", "1st total", "runs"],
    puzzles.map((p) => [
      label(p), shape(p), p.status + (p.verified === false ? "!" : ""), p.steps,
      ...COLUMNS.map((c) => (p.stats[c] ? `${ms(p.stats[c].median)}/${ms(p.stats[c].p95)}` : "-")),
      ms(p.cold.total?.median), ms(p.first?.total), p.runs,
    ]),
    ["l", "l", "l"],
  );
}

/** Rows: sum / median / p95 / max per puzzle; columns: stages. */
function setTable(summary, withFirst) {
  const rows = [["sum", "sum"], ["median", "median"], ["p95", "p95"], ["max", "max"], ...(withFirst ? [["1st-run sum", "firstSum"]] : [])];
  table(
    ["per puzzle", ...COLUMNS],
    rows.map(([label, s]) => [label, ...COLUMNS.map((c) => ms(summary[c]?.[s]))]),
    ["l"],
  );
}

/** Each pipeline stage's share of the total, from the sums of medians. */
function shares(summaryOrStats, key) {
  const get = (c) => summaryOrStats[c]?.[key] ?? 0;
  const total = sum(PIPELINE.map(get));
  if (total === 0) return {};
  const out = Object.fromEntries(PIPELINE.map((c) => [c, round((100 * get(c)) / total)]));
  out.lexWithinParse = round((100 * get("lex")) / total);
  return out;
}
function sharesText(s) {
  const parts = PIPELINE.map((c) => [c, s[c] ?? 0]).sort((a, b) => b[1] - a[1]);
  return parts.map(([c, v]) => `${c} ${v.toFixed(0)}%${c === "parse" ? ` (lex ${(s.lexWithinParse ?? 0).toFixed(0)}%)` : ""}`).join(", ");
}

// ---------------------------------------------------------------- the size series

/**
 * The size series' puzzles come from the project's own generator
 * (src/generate/generate.ts, as `cluegrid generate` makes them), one per
 * size, kind and difficulty. Making a large one takes long, so each is kept
 * in bench/puzzles/ (beside the results, out of git) under its options and
 * made again only when missing or with --regenerate; the time it took is
 * kept beside it and reported with the series.
 */
const PUZZLES = join(ROOT, "bench/puzzles");
function generated({ size, categories, positional, difficulty, seed }) {
  const name = `${size}x${categories}-${positional ? "row" : "grid"}-${difficulty ?? "any"}-seed${seed}`;
  const file = join(PUZZLES, `${name}.txt`);
  const meta = join(PUZZLES, `${name}.json`);
  if (!REGENERATE && existsSync(file) && existsSync(meta)) {
    return { text: readFileSync(file, "utf8"), ...JSON.parse(readFileSync(meta, "utf8")), cached: true };
  }
  const t0 = performance.now();
  const g = generateWith({ seed, categories, size, positional, difficulty });
  const info = { generateMs: round(performance.now() - t0), clues: g.clues, attempt: g.attempt, rating: g.rating.difficulty };
  mkdirSync(PUZZLES, { recursive: true });
  writeFileSync(file, g.text);
  writeFileSync(meta, `${JSON.stringify(info)}\n`);
  return { text: g.text, ...info, cached: false };
}

// ---------------------------------------------------------------- sections

function cpuInfo() {
  const cpus = os.cpus();
  let commit;
  const git = spawnSync("git", ["rev-parse", "--short", "HEAD"], { cwd: ROOT, encoding: "utf8" });
  if (git.status === 0) commit = git.stdout.trim();
  return {
    cpu: cpus[0]?.model ?? "unknown", cores: cpus.length, node: process.version, v8: process.versions.v8,
    platform: `${os.platform()} ${os.release()} ${os.arch()}`, memoryGB: round(os.totalmem() / 2 ** 30),
    loadAverageAtStart: os.loadavg().map((x) => round(x)), commit, quick: QUICK,
  };
}

const results = { date: new Date().toISOString(), machine: cpuInfo(), reps: REPS, sections: {} };
const started = performance.now();

print(`cluegrid bench — ${results.date}${QUICK ? " (--quick: rough figures)" : ""}`);
print(`machine: ${results.machine.cpu}, ${results.machine.cores} cores, Node ${results.machine.node}, ${results.machine.platform}, load ${results.machine.loadAverageAtStart.join(" ")}${results.machine.commit ? `, commit ${results.machine.commit}` : ""}`);
print("all figures in ms (s when marked); cells are median/p95 over the timed runs; p95 is the nearest rank");
print("lex is measured apart (warm, after the pipeline) and is PART of parse; total = parse + compile + solve + explain + verify");
print("grid = entities x categories, the implied Position included; status ! = the verifier rejected a step; 1st = a puzzle's first (cold) run");
print("timed runs are warm (parsing has cached the puzzle's lexer and clue shapes); cold total = a run with the parse caches emptied first");

// A first warm-up over the small puzzles, so the JIT has seen every stage before anything is timed.
const seedFiles = existsSync(join(CORPORA, "seeds")) ? puzzlesIn(join(CORPORA, "seeds")) : [];
const corpusFiles = puzzlesIn(join(ROOT, "corpus"));
for (let i = 0; i < 3; i++) for (const f of [...seedFiles, ...corpusFiles]) runStages(readFileSync(f, "utf8"));

function runFiles(files, reps, root, progress, minReps) {
  return files.map((file, i) => {
    if (progress && i > 0 && i % 100 === 0) process.stderr.write(`  ${progress}: ${i}/${files.length}\n`);
    return { name: relative(root, file), ...measure(readFileSync(file, "utf8"), reps, minReps) };
  });
}

if (only.has("seeds")) {
  print();
  print(`== seeds (../shared/corpora/seeds): ${REPS.seeds[0]} warm-up + ${REPS.seeds[1]} timed runs each (fewer when that would pass ${BUDGET_MS / 1000}s: see runs)`);
  if (seedFiles.length === 0) print("(../shared/corpora/seeds is not present: skipped)");
  else {
    const puzzles = runFiles(seedFiles, REPS.seeds, join(CORPORA, "seeds"));
    puzzleTable(puzzles, (p) => basename(p.name, ".txt"));
    const summary = summarise(puzzles);
    results.sections.seeds = { puzzles, summary, shares: shares(summary, "sum") };
    print(`time goes to: ${sharesText(results.sections.seeds.shares)}`);
  }
}

if (only.has("corpora")) {
  results.sections.corpora = {};
  for (const set of ["zebralogic-legacy", "nordstrom", "gridpuzzle-dev"]) {
    const folder = join(CORPORA, set);
    print();
    if (!existsSync(folder)) {
      print(`== ${set}: ../shared/corpora/${set} is not present: skipped`);
      continue;
    }
    const files = puzzlesIn(folder);
    const reps = QUICK ? REPS.corpora : files.length > BIG_SET ? BIG_SET_REPS : REPS.corpora;
    print(`== ${set}: ${files.length} puzzles, ${reps[0]} warm-up + ${reps[1]} timed run${reps[1] === 1 ? "" : "s"} each${reps[1] > 1 ? ` (slow puzzles fewer, down to 1)` : ""}`);
    const t0 = performance.now();
    const puzzles = runFiles(files, reps, folder, set, 1);
    const wall = performance.now() - t0;
    const summary = summarise(puzzles);
    setTable(summary, reps[0] > 0);
    const counts = statusCounts(puzzles);
    const slowest = [...puzzles].sort((a, b) => (b.stats.total?.median ?? 0) - (a.stats.total?.median ?? 0)).slice(0, 3);
    print(`statuses: ${Object.entries(counts).map(([k, v]) => `${v} ${k}`).join(", ")}`);
    print(`slowest: ${slowest.map((p) => `${basename(p.name, ".txt")} (${shape(p)}) ${ms(p.stats.total?.median)} [${dominant(p.stats)}]`).join("; ")}`);
    results.sections.corpora[set] = { files: files.length, reps, wallMs: round(wall), summary, statuses: counts, shares: shares(summary, "sum"), puzzles };
    print(`time goes to: ${sharesText(results.sections.corpora[set].shares)}`);
  }
}

/** The stage that takes most of a puzzle's median total. */
function dominant(stats) {
  const [stage, value] = PIPELINE.map((c) => [c, stats[c]?.median ?? 0]).sort((a, b) => b[1] - a[1])[0];
  const total = stats.total?.median ?? 0;
  return total > 0 ? `${stage} ${((100 * value) / total).toFixed(0)}%` : stage;
}

if (only.has("corpus")) {
  print();
  print(`== project corpus (corpus/): ${corpusFiles.length} puzzles, ${REPS.corpus[0]} warm-up + ${REPS.corpus[1]} timed runs each (fewer when that would pass ${BUDGET_MS / 1000}s: see runs)`);
  const puzzles = runFiles(corpusFiles, REPS.corpus, join(ROOT, "corpus"));
  puzzleTable(puzzles, (p) => basename(p.name, ".txt"));
  const summary = summarise(puzzles);
  print("per set:");
  setTable(summary, true);
  results.sections.corpus = { puzzles, summary, shares: shares(summary, "sum") };
  print(`time goes to: ${sharesText(results.sections.corpus.shares)}`);
}

if (only.has("size")) {
  print();
  // Entities x categories (the implied Position not counted), as `cluegrid generate --size CATEGORIESxENTITIES` makes them.
  const SIZES = [[3, 3], [4, 4], [5, 5], [6, 6], [7, 7], [8, 8], [10, 8], [10, 10]];
  print("== size series: puzzles from the project's generator (src/generate), N entities x M categories (+ the implied");
  print("   Position when positional), the generator's default difficulty, and \"hard\" (needs the advanced rules or");
  print("   trial and error) at 8x8 and 10x10; kept in bench/puzzles/ once made (gen = how long making it took)");
  const puzzles = [];
  const series = [];
  for (const positional of [true, false]) {
    for (const [n, m] of SIZES) series.push({ size: n, categories: m, positional, difficulty: "any" });
    for (const [n, m] of [[8, 8], [10, 10]]) series.push({ size: n, categories: m, positional, difficulty: "hard" });
  }
  for (const options of series) {
    const { size: n, categories: m, positional, difficulty } = options;
    const label = `${n}x${m} ${positional ? "positional" : "plain"}${difficulty === "hard" ? " hard" : ""}`;
    let g;
    try {
      g = generated({ ...options, difficulty: difficulty === "any" ? undefined : difficulty, seed: 1 });
    } catch (error) {
      process.stderr.write(`  ${label}: the generator made no puzzle (${error.message})\n`);
      continue;
    }
    const reps = n * m >= 49 ? REPS.sizeLarge : REPS.sizeSmall;
    process.stderr.write(`  ${label}: ${g.clues} clues, rated ${g.rating} (${g.cached ? "kept from before" : `generated in ${ms(g.generateMs)} ms`}); timing ${reps[1]} runs...\n`);
    puzzles.push({ name: label, n, m, positional, difficulty, generatedClues: g.clues, generateMs: g.generateMs, rating: g.rating, ...measure(g.text, reps), text: g.text });
  }
  table(
    ["puzzle", "clues", "rated", "gen", "status", "steps", ...COLUMNS.map((c) => `${c} med/p95`), "cold total", "1st total", "runs"],
    puzzles.map((p) => [
      p.name, p.clues, p.rating, ms(p.generateMs), p.status + (p.verified === false ? "!" : ""), p.steps,
      ...COLUMNS.map((c) => (p.stats[c] ? `${ms(p.stats[c].median)}/${ms(p.stats[c].p95)}` : "-")),
      ms(p.cold.total?.median), ms(p.first?.total), p.runs,
    ]),
    ["l", "r", "l", "r", "l"],
  );
  for (const p of puzzles) p.shares = shares(p.stats, "median");
  const biggest = puzzles.filter((p) => p.n === 10);
  for (const p of biggest) print(`${p.name}: time goes to ${sharesText(p.shares)}`);
  results.sections.size = { puzzles };
}

/** GNU time, to read a child's largest resident set ("max RSS"), where there is one. */
const GNU_TIME = existsSync("/usr/bin/time") ? "/usr/bin/time" : undefined;

function spawnTimes(command, argv, [warmup, reps], env = process.env, { rss = false } = {}) {
  const times = [];
  const rssKB = [];
  let last;
  for (let i = 0; i < warmup + reps; i++) {
    const [cmd, args] = rss && GNU_TIME ? [GNU_TIME, ["-f", "cluegrid-bench-rss %M", command, ...argv]] : [command, argv];
    const t0 = performance.now();
    last = spawnSync(cmd, args, { cwd: ROOT, env, encoding: "utf8", maxBuffer: 64 * 2 ** 20 });
    const t = performance.now() - t0;
    if (last.error) throw last.error;
    if (i < warmup) continue;
    times.push(t);
    const kb = /cluegrid-bench-rss (\d+)/u.exec(last.stderr ?? "");
    if (kb) rssKB.push(Number(kb[1]));
  }
  return {
    median: round(median(times)), p95: round(percentile(times, 95)), min: round(Math.min(...times)), runs: reps, exit: last.status, stdout: last.stdout,
    ...(rssKB.length > 0 ? { maxRssMB: round(Math.max(...rssKB) / 1024) } : {}),
  };
}

if (only.has("process")) {
  print();
  print("== whole process (spawned; includes Node start-up and module loading)");
  const rows = [];
  const proc = {};
  const einstein = join(CORPORA, "seeds/einstein-brainzilla.txt");
  proc.nodeStartup = spawnTimes(process.execPath, ["-e", "0"], REPS.spawn);
  rows.push([`node -e 0 (bare Node start-up)`, proc.nodeStartup.runs, ms(proc.nodeStartup.median), ms(proc.nodeStartup.p95), proc.nodeStartup.exit]);
  // bin/cluegrid unsets NODE_EXTRA_CA_CERTS (Node 20 parses those certificates
  // before it starts); where it is set, this is the start-up bin/cluegrid gets.
  const { NODE_EXTRA_CA_CERTS, ...withoutCerts } = process.env;
  if (NODE_EXTRA_CA_CERTS !== undefined) {
    proc.nodeStartupWithoutExtraCerts = spawnTimes(process.execPath, ["-e", "0"], REPS.spawn, withoutCerts);
    rows.push([`node -e 0, NODE_EXTRA_CA_CERTS unset (as bin/cluegrid starts node)`, proc.nodeStartupWithoutExtraCerts.runs, ms(proc.nodeStartupWithoutExtraCerts.median), ms(proc.nodeStartupWithoutExtraCerts.p95), proc.nodeStartupWithoutExtraCerts.exit]);
  }
  const mainUrl = new URL("../dist/src/cli/main.js", import.meta.url).href;
  proc.loadModules = spawnTimes(process.execPath, ["--input-type=module", "-e", `await import(${JSON.stringify(mainUrl)})`], REPS.spawn);
  rows.push([`node: import dist/src/cli/main.js only (start-up + module loading)`, proc.loadModules.runs, ms(proc.loadModules.median), ms(proc.loadModules.p95), proc.loadModules.exit]);
  if (existsSync(einstein)) {
    proc.solveEinstein = spawnTimes(BIN, ["solve", einstein], REPS.spawn);
    rows.push([`bin/cluegrid solve seeds/einstein-brainzilla.txt`, proc.solveEinstein.runs, ms(proc.solveEinstein.median), ms(proc.solveEinstein.p95), proc.solveEinstein.exit]);
    // The normal path, which bin/cluegrid takes when it has no usable start-up snapshot.
    proc.solveEinsteinNormalPath = spawnTimes(process.execPath, [join(ROOT, "bin/cluegrid.js"), "solve", einstein], REPS.spawn, withoutCerts);
    rows.push([`  the same by the normal path (node bin/cluegrid.js, no snapshot)`, proc.solveEinsteinNormalPath.runs, ms(proc.solveEinsteinNormalPath.median), ms(proc.solveEinsteinNormalPath.p95), proc.solveEinsteinNormalPath.exit]);
  }
  const zebra = join(CORPORA, "zebralogic-legacy");
  if (existsSync(zebra)) {
    // Both ways, alternately (a busy machine slows both alike): worker threads (the default, one per core) and the main thread.
    const runs = QUICK ? 1 : 3;
    const pooled = [];
    const alone = [];
    for (let i = 0; i < runs; i++) {
      pooled.push(spawnTimes(BIN, ["check", zebra], [0, 1], process.env, { rss: true }));
      alone.push(spawnTimes(BIN, ["check", "--threads", "0", zebra], [0, 1], process.env, { rss: true }));
    }
    const merge = (list) => ({
      median: round(median(list.map((r) => r.median))), min: round(Math.min(...list.map((r) => r.min))), runs: list.length, exit: list[0].exit,
      stdout: list[0].stdout, ...(list[0].maxRssMB !== undefined ? { maxRssMB: round(Math.max(...list.map((r) => r.maxRssMB))) } : {}),
    });
    proc.checkZebralogic = merge(pooled);
    proc.checkZebralogic.summary = proc.checkZebralogic.stdout.trim().split("\n").pop();
    proc.checkZebralogicMainThread = merge(alone);
    proc.checkZebralogicSpeedup = round(proc.checkZebralogicMainThread.median / proc.checkZebralogic.median);
    const rss = (r) => (r.maxRssMB !== undefined ? `, max RSS ${r.maxRssMB.toFixed(0)} MB` : "");
    rows.push([`bin/cluegrid check zebralogic-legacy (worker threads${rss(proc.checkZebralogic)})`, runs, ms(proc.checkZebralogic.median), "-", proc.checkZebralogic.exit]);
    rows.push([`  the same in the main thread (--threads 0${rss(proc.checkZebralogicMainThread)}): workers ${proc.checkZebralogicSpeedup}x as quick`, runs, ms(proc.checkZebralogicMainThread.median), "-", proc.checkZebralogicMainThread.exit]);
  }
  for (const p of Object.values(proc)) delete p.stdout;
  table(["command", "runs", "median", "p95", "exit"], rows, ["l"]);
  if (proc.checkZebralogic) print(`check says: ${proc.checkZebralogic.summary}`);
  results.sections.process = proc;
}

if (only.has("premises")) {
  print();
  print("== premises: steps whose every premise is needed, and premises per step (rules' own lists -> pared)");
  const rows = [];
  const sets = {};
  for (const set of ["seeds", "nordstrom", "gridpuzzle-dev", "zebralogic-legacy"]) {
    const folder = join(CORPORA, set);
    if (!existsSync(folder)) continue;
    const sum = { before: { steps: 0, premises: 0, minimal: 0 }, after: { steps: 0, premises: 0, minimal: 0 } };
    for (const file of puzzlesIn(folder)) {
      const stats = premiseStats(readFileSync(file, "utf8"));
      if (!stats) continue;
      for (const when of ["before", "after"]) for (const k of ["steps", "premises", "minimal"]) sum[when][k] += stats[when][k];
    }
    const share = (f) => (f.steps === 0 ? 0 : round((100 * f.minimal) / f.steps));
    const mean = (f) => (f.steps === 0 ? 0 : Math.round((1000 * f.premises) / f.steps) / 1000);
    sets[set] = { ...sum, minimalShareBefore: share(sum.before), minimalShareAfter: share(sum.after), meanBefore: mean(sum.before), meanAfter: mean(sum.after) };
    rows.push([set, sum.after.steps, `${share(sum.before)}% -> ${share(sum.after)}%`, `${mean(sum.before)} -> ${mean(sum.after)}`]);
  }
  table(["set", "steps", "minimal", "premises/step"], rows, ["l"]);
  results.sections.premises = sets;
}

// ---------------------------------------------------------------- key figures

const key = {};
const einsteinRun = results.sections.seeds?.puzzles.find((p) => p.name.startsWith("einstein-brainzilla"));
if (einsteinRun) {
  key.einsteinInProcessMedianMs = einsteinRun.stats.total.median;
  key.einsteinInProcessColdMedianMs = einsteinRun.cold.total?.median;
}
if (results.sections.process?.checkZebralogic) {
  key.zebralogicCheckWallMs = results.sections.process.checkZebralogic.median;
  key.zebralogicCheckMainThreadWallMs = results.sections.process.checkZebralogicMainThread.median;
  key.zebralogicCheckWorkersSpeedup = results.sections.process.checkZebralogicSpeedup;
  key.zebralogicCheckMaxRssMB = results.sections.process.checkZebralogic.maxRssMB;
}
if (results.sections.process?.solveEinstein) key.einsteinProcessMedianMs = results.sections.process.solveEinstein.median;
for (const p of results.sections.size?.puzzles.filter((q) => q.n === 10 && q.m === 10 && q.difficulty === "hard") ?? []) {
  key[`size10x10${p.positional ? "Positional" : "Plain"}HardInProcessMedianMs`] = p.stats.total?.median;
  if (p.generateMs !== undefined) key[`size10x10${p.positional ? "Positional" : "Plain"}HardGenerateMs`] = p.generateMs;
}
for (const p of results.sections.size?.puzzles.filter((q) => q.n === 10 && q.m === 10 && q.difficulty === "any") ?? []) {
  if (p.generateMs !== undefined) key[`size10x10${p.positional ? "Positional" : "Plain"}GenerateMs`] = p.generateMs;
}
for (const p of results.sections.size?.puzzles.filter((q) => q.n === 10 && q.m === 8 && q.difficulty === "any") ?? []) {
  key[`size10x8${p.positional ? "Positional" : "Plain"}InProcessMedianMs`] = p.stats.total?.median;
  key[`size10x8${p.positional ? "Positional" : "Plain"}InProcessColdMedianMs`] = p.cold.total?.median;
}
results.key = key;
results.elapsedMs = round(performance.now() - started);
results.machine.loadAverageAtEnd = os.loadavg().map((x) => round(x));

print();
print("== key figures");
const keyRows = [];
if (key.einsteinInProcessMedianMs !== undefined) keyRows.push(["Einstein text -> verified explanation, in process (median, warm parse caches)", ms(key.einsteinInProcessMedianMs)]);
if (key.einsteinInProcessColdMedianMs !== undefined) keyRows.push(["Einstein text -> verified explanation, in process (median, parse caches emptied)", ms(key.einsteinInProcessColdMedianMs)]);
if (key.einsteinProcessMedianMs !== undefined) keyRows.push(["bin/cluegrid solve einstein, whole process (median)", ms(key.einsteinProcessMedianMs)]);
if (key.zebralogicCheckWallMs !== undefined) {
  keyRows.push(["bin/cluegrid check zebralogic-legacy, wall (worker threads)", ms(key.zebralogicCheckWallMs)]);
  keyRows.push(["bin/cluegrid check zebralogic-legacy, wall (main thread)", ms(key.zebralogicCheckMainThreadWallMs)]);
  keyRows.push(["  worker threads over the main thread (x)", String(key.zebralogicCheckWorkersSpeedup)]);
  if (key.zebralogicCheckMaxRssMB !== undefined) keyRows.push(["  max RSS (MB)", String(key.zebralogicCheckMaxRssMB)]);
}
for (const positional of [true, false]) {
  const k = `size10x8${positional ? "Positional" : "Plain"}InProcessMedianMs`;
  if (key[k] !== undefined) keyRows.push([`10x8 ${positional ? "positional" : "plain"} generated, in process (median, warm parse caches)`, ms(key[k])]);
  const c = k.replace("MedianMs", "ColdMedianMs");
  if (key[c] !== undefined) keyRows.push([`10x8 ${positional ? "positional" : "plain"} generated, in process (median, parse caches emptied)`, ms(key[c])]);
}
for (const positional of [true, false]) {
  const k = `size10x10${positional ? "Positional" : "Plain"}`;
  if (key[`${k}HardInProcessMedianMs`] !== undefined) keyRows.push([`10x10 ${positional ? "positional" : "plain"} generated hard, in process (median)`, ms(key[`${k}HardInProcessMedianMs`])]);
  if (key[`${k}GenerateMs`] !== undefined) keyRows.push([`cluegrid generate --size 10x10${positional ? " --positional" : ""}: making it (seed 1)`, ms(key[`${k}GenerateMs`])]);
}
table(["figure", "ms"], keyRows, ["l"]);
print(`load average at start ${results.machine.loadAverageAtStart.join(" ")}, at end ${results.machine.loadAverageAtEnd.join(" ")} (above the core count, figures are inflated by other work)`);
print(`bench took ${ms(results.elapsedMs)}; results in ${relative(ROOT, OUT)} (the bench/ folder is meant to be git-ignored)`);

mkdirSync(dirname(OUT), { recursive: true });
results.printed = lines;
writeFileSync(OUT, `${JSON.stringify(results, null, 2)}\n`);
