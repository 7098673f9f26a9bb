#!/usr/bin/env node
/**
 * Fuzz cluegrid with broken puzzle files: `npm run fuzz -- --runs N --seed S`.
 *
 * Input i mutates a real puzzle (corpus/*.txt and ../shared/corpora/**, when
 * present) with src/generate/mutate.ts, from a seed derived from S and i, so
 * any input can be made again. Worker threads run each input through
 * `report` (as `cluegrid solve` does), replay its steps with the verifier, and check the rules of
 * src/generate/fuzz-check.ts. An input that throws or breaks a rule is a
 * crash; one that runs past --timeout is a hang (its worker is killed and
 * replaced); one slower than --slow is reported as slow. Crashes and hangs
 * are shrunk to a minimal input (lines, then characters) that still fails
 * the same way. Prints a summary; --out FILE also writes every finding as JSON.
 *
 * Options: --runs N (1000) --seed S (1) --workers W (CPUs, at most 4)
 *          --timeout MS (30000) --slow MS (2000) --huge N (5000, the size of
 *          the "thousands of categories / values" mutations) --out FILE
 *          --only I,J,... (just these inputs) --shrink 0 (report failures unshrunk)
 *          --verify 0 (skip replaying each result's steps with the verifier)
 */
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { availableParallelism } from "node:os";
import { dirname, join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { isMainThread, parentPort, Worker, workerData } from "node:worker_threads";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const { Random } = await import(join(root, "dist/src/generate/random.js"));
const { mutate } = await import(join(root, "dist/src/generate/mutate.js"));
const { checkInput } = await import(join(root, "dist/src/generate/fuzz-check.js"));

/** Every puzzle file to mutate, in a fixed order. */
function baseFiles() {
  const out = [];
  const walk = (dir) => {
    if (!existsSync(dir)) return;
    for (const name of readdirSync(dir).sort()) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) walk(path);
      else if (name.endsWith(".txt")) out.push(path);
    }
  };
  walk(join(root, "corpus"));
  walk(join(root, "..", "shared", "corpora"));
  return out;
}

/** Input i of a run: which file, which mutations, and the bytes. */
function input(files, texts, seed, i, huge) {
  const rng = Random.derive(seed, i);
  const f = rng.int(files.length);
  texts[f] ??= readFileSync(files[f], "utf8");
  const mutant = mutate(texts[f], rng.int(0x100000000), { huge });
  return { file: relative(root, files[f]), ...mutant };
}

/** What a failure looks like, so that shrinking keeps the same failure. */
const signature = (outcome) => `${outcome.problems[0] ?? ""} @ ${(outcome.stack ?? "").split("\n")[1]?.trim() ?? ""}`;

function parseArgs(argv) {
  const options = { runs: 1000, seed: 1, workers: Math.min(4, availableParallelism()), timeout: 30000, slow: 2000, huge: 5000, out: undefined,
    only: undefined, shrink: 1, verify: 1 };
  for (let i = 0; i < argv.length; i++) {
    const key = argv[i].replace(/^--/u, "");
    if (!(key in options)) throw new Error(`unknown option ${argv[i]}`);
    options[key] = key === "out" ? argv[++i] : key === "only" ? argv[++i].split(",").map(Number) : Number(argv[++i]);
  }
  return options;
}

/** A worker with a watchdog: `check` resolves with the outcome, or with a hang after `timeout` ms. */
class Runner {
  constructor(options) {
    this.options = options;
    this.spawn();
  }

  spawn() {
    this.worker = new Worker(fileURLToPath(import.meta.url), {
      workerData: { seed: this.options.seed, huge: this.options.huge, verify: this.options.verify > 0 },
      resourceLimits: { maxOldGenerationSizeMb: 3072 },
    });
    this.worker.on("message", (m) => this.settle(m.outcome));
    this.worker.on("error", (e) => this.settle({ status: "threw", ms: 0, problems: [`worker died: ${e.code ?? e.name}: ${e.message}`], stack: e.stack }, true));
    this.worker.unref();
  }

  settle(outcome, dead = false) {
    clearTimeout(this.timer);
    const resolve = this.resolve;
    this.resolve = undefined;
    if (dead) this.spawn();
    resolve?.(outcome);
  }

  check(message, timeout = this.options.timeout) {
    return new Promise((resolve) => {
      this.resolve = resolve;
      this.timer = setTimeout(() => {
        this.worker.removeAllListeners();
        void this.worker.terminate();
        this.spawn();
        const r = this.resolve;
        this.resolve = undefined;
        r?.({ status: "hang", ms: timeout, problems: [`no answer within ${timeout} ms`] });
      }, timeout);
      this.worker.postMessage(message);
    });
  }

  close() {
    void this.worker.terminate();
  }
}

/** Shrink failing bytes (lines, then characters) while `fails` holds: a simple ddmin. */
async function shrink(bytes, fails, budget) {
  let text = new TextDecoder().decode(bytes);
  if (new TextEncoder().encode(text).length !== bytes.length) return { bytes, tries: 0 }; // not UTF-8: keep as is
  let tries = 0;
  for (const unit of ["\n", ""]) {
    let parts = unit === "\n" ? text.split("\n") : [...text];
    if (unit === "" && parts.length > 4000) break;
    let chunk = Math.max(1, parts.length >> 1);
    while (chunk >= 1 && tries < budget) {
      let removed = false;
      for (let start = 0; start < parts.length && tries < budget; start += chunk) {
        const candidate = [...parts.slice(0, start), ...parts.slice(start + chunk)];
        tries++;
        if (candidate.length < parts.length && (await fails(new TextEncoder().encode(candidate.join(unit))))) {
          parts = candidate;
          removed = true;
          start -= chunk;
        }
      }
      if (!removed) chunk >>= 1;
    }
    text = parts.join(unit);
  }
  return { bytes: new TextEncoder().encode(text), tries };
}

/** The bytes as text for the report: printable, clipped. */
function show(bytes, max = 600) {
  const text = new TextDecoder().decode(bytes);
  const clipped = text.length > max ? `${text.slice(0, max)}… (${text.length} characters)` : text;
  return JSON.stringify(clipped);
}

async function main() {
  const options = parseArgs(process.argv.slice(2));
  const files = baseFiles();
  const texts = [];
  console.log(`fuzz: ${options.runs} runs, seed ${options.seed}, ${options.workers} workers, ${files.length} base files, timeout ${options.timeout} ms`);
  const runners = Array.from({ length: options.workers }, () => new Runner(options));
  const statuses = {};
  const crashes = [];
  const hangs = [];
  const slow = [];
  let next = 0;
  let done = 0;
  let totalMs = 0;
  const started = performance.now();
  const progress = Math.max(1, Math.floor((options.only?.length ?? options.runs) / 20));
  const indexes = options.only ?? Array.from({ length: options.runs }, (_, i) => i);
  await Promise.all(runners.map(async (runner) => {
    while (next < indexes.length) {
      const index = indexes[next++];
      const outcome = await runner.check({ index });
      statuses[outcome.status] = (statuses[outcome.status] ?? 0) + 1;
      totalMs += outcome.ms;
      if (outcome.problems.length > 0) {
        (outcome.status === "hang" ? hangs : crashes).push({ index, outcome });
        console.log(`  input ${index}: ${outcome.status}: ${outcome.problems[0]}`);
      }
      if (outcome.ms > options.slow) slow.push({ index, ms: Math.round(outcome.ms), status: outcome.status });
      if (++done % progress === 0) {
        const s = (performance.now() - started) / 1000;
        console.log(`  ${done}/${indexes.length} in ${s.toFixed(0)} s (${(done / s).toFixed(1)}/s); crashes ${crashes.length}, hangs ${hangs.length}, slow ${slow.length}`);
      }
    }
  }));
  const seconds = (performance.now() - started) / 1000;

  // Shrink one input per kind of failure.
  const findings = [];
  const shrinker = runners[0];
  let hangsShrunk = 0;
  for (const { index, outcome } of [...crashes, ...hangs].sort((a, b) => a.index - b.index)) {
    const key = outcome.status === "hang" ? `hang ${index}` : signature(outcome);
    const made = input(files, texts, options.seed, index, options.huge);
    const known = findings.find((f) => f.key === key);
    if (known) {
      known.count++;
      continue;
    }
    // Shrinking a hang waits out a timeout per try: only the first few, briefly.
    const hang = outcome.status === "hang";
    const budget = !options.shrink ? 0 : hang ? (hangsShrunk++ < 3 ? 30 : 0) : 400;
    const fails = hang
      ? async (b) => (await shrinker.check({ bytes: b }, Math.min(options.timeout, 5000))).status === "hang"
      : async (b) => signature(await shrinker.check({ bytes: b })) === key;
    const small = budget > 0 ? await shrink(made.bytes, fails, budget) : { bytes: made.bytes };
    findings.push({ key, count: 1, index, base: made.file, mutations: made.names, status: outcome.status, problems: outcome.problems,
      stack: outcome.stack, minimal: new TextDecoder().decode(small.bytes), minimalBytes: small.bytes.length });
  }
  runners.forEach((r) => r.close());

  console.log(`\nfuzz done: ${done} runs in ${seconds.toFixed(1)} s (${(done / seconds).toFixed(1)} runs/s, mean ${(totalMs / done).toFixed(1)} ms per input)`);
  console.log(`statuses: ${Object.entries(statuses).sort().map(([k, v]) => `${k} ${v}`).join(", ")}`);
  console.log(`crashes: ${crashes.length} (${findings.filter((f) => f.status !== "hang").length} distinct), hangs: ${hangs.length}, slower than ${options.slow} ms: ${slow.length}`);
  for (const f of findings) {
    console.log(`\n[${f.status}] input ${f.index} (${f.count}x): ${f.base} + ${f.mutations.join(", ")}`);
    console.log(`  ${f.problems.join("; ")}`);
    if (f.stack) console.log(f.stack.split("\n").slice(0, 6).map((l) => `    ${l.trim()}`).join("\n"));
    console.log(`  minimal input (${f.minimalBytes} bytes): ${show(new TextEncoder().encode(f.minimal))}`);
  }
  if (slow.length > 0) {
    console.log(`\nslowest inputs:`);
    for (const s of slow.sort((a, b) => b.ms - a.ms).slice(0, 15)) {
      const made = input(files, texts, options.seed, s.index, options.huge);
      console.log(`  ${s.ms} ms  input ${s.index} (${s.status}): ${made.file} + ${made.names.join(", ")}`);
    }
  }
  if (options.out) writeFileSync(options.out, `${JSON.stringify({ options, seconds, statuses, findings, slow }, null, 2)}\n`);
  process.exitCode = crashes.length + hangs.length > 0 ? 1 : 0;
}

if (!isMainThread) {
  // A worker: make and check inputs by index, or check given bytes (shrinking).
  const { seed, huge, verify } = workerData;
  const files = baseFiles();
  const texts = [];
  parentPort.on("message", (message) => {
    const bytes = message.bytes ?? input(files, texts, seed, message.index, huge).bytes;
    const outcome = checkInput(bytes, "fuzz.txt", verify);
    parentPort.postMessage({ ...message, bytes: undefined, outcome });
  });
} else {
  await main();
}
