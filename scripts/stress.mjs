#!/usr/bin/env node
/**
 * Stress check: `node scripts/stress.mjs --count N --seed S [--workers W] [--difficulty mixed|any]`
 * (after `npm run build`).
 *
 * Puzzle i is generated from a seed derived from S and i, so any one can be
 * made again: 3 to 8 categories of 3 to 8 values, positional or not, every
 * clue kind that fits; with --difficulty mixed (the default) a third each
 * with no target, easy and hard, with --difficulty any no target (faster). Each is solved again from its text
 * and must come out `solved`, with the generator's solution, and with every
 * step accepted by the verifier. Also counted: the generator's attempts that
 * it threw away because the solver left a puzzle with one solution
 * `unsolved` (it then tries again, so those never reach the check).
 * Exits 1 when any puzzle fails.
 */
import { availableParallelism } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { isMainThread, parentPort, Worker, workerData } from "node:worker_threads";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const dist = (path) => import(join(root, "dist/src", path));

/** The options of puzzle i: sizes, positional or not, difficulty. */
function optionsOf(Random, seed, i, targets) {
  const rng = Random.derive(seed, i);
  const categories = 3 + rng.int(6);
  const size = 3 + rng.int(6);
  const positional = rng.chance(0.5);
  const pick = rng.int(3);
  const difficulty = targets === "mixed" ? [undefined, "easy", "hard"][pick] : undefined;
  return { seed: rng.int(0x7fffffff), categories, size, positional, ...(difficulty ? { difficulty } : {}) };
}

async function work({ seed, indices, difficulty: targets }) {
  const { Random } = await dist("generate/random.js");
  const { generate } = await dist("generate/generate.js");
  const { parse } = await dist("parse/puzzle.js");
  const { compile } = await dist("compile/compile.js");
  const { solve } = await dist("solve/solve.js");
  const { verifySteps } = await dist("explain/verify.js");
  const { rowsOf } = await dist("render/report.js");
  for (const i of indices) {
    const options = optionsOf(Random, seed, i, targets);
    const label = `${i}: ${options.categories}x${options.size}${options.positional ? " positional" : ""} ${options.difficulty ?? "any"} (generator seed ${options.seed})`;
    const started = performance.now();
    let made;
    try {
      made = generate(options);
    } catch (error) {
      parentPort.postMessage({ i, label, outcome: "not generated", detail: error.message, ms: performance.now() - started });
      continue;
    }
    const stalled = made.rejected.filter((r) => r.reason.includes("unsolved")).length;
    const model = compile(parse(made.text).puzzle);
    const result = solve(model);
    const rows = result.solutions[0] ? rowsOf(model, result.solutions[0]) : [];
    const verified = verifySteps(model, result.steps);
    const outcome = result.status !== "solved" ? result.status
      : JSON.stringify(rows) !== JSON.stringify(made.solution.rows) ? "wrong"
      : !verified.ok ? "unverified" : "ok";
    const detail = outcome === "unverified" ? `step ${verified.failures[0].index + 1}: ${verified.failures[0].reason}` : undefined;
    parentPort.postMessage({ i, label, outcome, detail, stalled, trials: made.rating.trials, ms: performance.now() - started });
  }
  parentPort.postMessage({ done: true });
}

function parseArgs(argv) {
  const options = { count: 1000, seed: 1, workers: Math.min(4, availableParallelism()), difficulty: "mixed" };
  for (let i = 0; i < argv.length; i += 2) {
    const key = argv[i].replace(/^--/u, "");
    if (!(key in options)) throw new Error(`unknown option ${argv[i]}; expected --count N --seed S --workers W --difficulty mixed|any`);
    options[key] = key === "difficulty" ? argv[i + 1] : Number(argv[i + 1]);
  }
  if (!["mixed", "any"].includes(options.difficulty)) throw new Error("--difficulty is mixed (any, easy and hard targets) or any (no target)");
  return options;
}

async function main() {
  const { count, seed, workers, difficulty } = parseArgs(process.argv.slice(2));
  const started = performance.now();
  const tally = {};
  const failures = [];
  let stalled = 0;
  let trialPuzzles = 0;
  let slowest = { ms: 0 };
  await Promise.all(Array.from({ length: workers }, (_, w) => new Promise((resolve, reject) => {
    const indices = Array.from({ length: count }, (_, i) => i).filter((i) => i % workers === w);
    const worker = new Worker(fileURLToPath(import.meta.url), { workerData: { seed, indices, difficulty } });
    worker.on("message", (m) => {
      if (m.done) return void worker.terminate().then(resolve);
      tally[m.outcome] = (tally[m.outcome] ?? 0) + 1;
      stalled += m.stalled ?? 0;
      if (m.trials > 0) trialPuzzles++;
      if (m.ms > slowest.ms) slowest = m;
      if (m.outcome !== "ok") failures.push(m);
      const done = Object.values(tally).reduce((a, b) => a + b, 0);
      process.stderr.write(`${done}/${count} ${m.outcome} ${(m.ms / 1000).toFixed(1)} s: puzzle ${m.label}\n`);
    });
    worker.on("error", reject);
  })));
  const seconds = (performance.now() - started) / 1000;
  for (const f of failures.sort((x, y) => x.i - y.i)) console.log(`${f.outcome}: puzzle ${f.label}${f.detail ? `: ${f.detail}` : ""}`);
  console.log(`stress --count ${count} --seed ${seed} --difficulty ${difficulty}: ${Object.entries(tally).map(([k, v]) => `${v} ${k}`).join(", ")}`);
  console.log(`wrong ${tally.wrong ?? 0}, unverified ${tally.unverified ?? 0}, unsolved ${tally.unsolved ?? 0}, ambiguous ${tally.ambiguous ?? 0}, contradiction ${tally.contradiction ?? 0}`);
  console.log(`${trialPuzzles} puzzles needed trial and error; the generator threw away ${stalled} attempts the solver left unsolved`);
  console.log(`${seconds.toFixed(0)} s in all, slowest ${(slowest.ms / 1000).toFixed(1)} s (puzzle ${slowest.label})`);
  process.exitCode = failures.some((f) => f.outcome !== "not generated") ? 1 : 0;
}

if (isMainThread) await main();
else await work(workerData);
