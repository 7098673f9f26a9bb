/**
 * Broken inputs for fuzzing: a real puzzle file mutated the ways real input
 * goes wrong (a deleted or doubled word, swapped values, typos, a category
 * with a value too many, pasted binary, a very long line, thousands of
 * categories or values, an empty or blank file). Each input depends only on
 * its seed, so a failing one can be made again from the seed alone.
 * Used by scripts/fuzz.mjs (long runs) and test/fuzz.test.ts (a short run).
 */
import { Random } from "./random.js";

export interface Mutant {
  /** The mutations applied, in order, for the report. */
  names: string[];
  bytes: Uint8Array;
}

export interface MutateOptions {
  /** The largest count for the "thousands of categories / values" mutations (default 5000). */
  huge?: number;
}

type TextMutation = (text: string, rng: Random, huge: number) => string;

/** About the most characters one mutation adds (2 MB), so that a run of mutations stays a file one might be given. */
const MAX_ADDED = 2_000_000;

const encoder = new TextEncoder();
const lines = (text: string): string[] => text.split("\n");
const words = (line: string): string[] => line.split(/(\s+)/u);

/** Apply `f` to one random non-empty line. */
function onLine(text: string, rng: Random, f: (line: string) => string): string {
  const all = lines(text);
  const filled = all.map((l, i) => [l, i] as const).filter(([l]) => l.trim() !== "");
  if (filled.length === 0) return text;
  const [line, i] = rng.pick(filled);
  all[i] = f(line);
  return all.join("\n");
}

/** Apply `f` to one random word (the parts between white space). */
function onWord(text: string, rng: Random, f: (word: string, parts: string[], i: number) => string[]): string {
  return onLine(text, rng, (line) => {
    const parts = words(line);
    const indexes = parts.map((p, i) => [p, i] as const).filter(([p]) => p.trim() !== "").map(([, i]) => i);
    if (indexes.length === 0) return line;
    const i = rng.pick(indexes);
    return f(parts[i]!, parts, i).join("");
  });
}

const CHARS = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789 ,.:;'\"-$%!?()\t";
const ODD = ["\u00a0", "\u200b", "\u2028", "\ufeff", "\u202e", "é", "e\u0301", "🐈", "“", "”", "’", "—", "\r", "\\", "{", "}", "[", "<", "#", "`"];

/** One of the ways real text goes wrong, by name. */
const TEXT_MUTATIONS: Record<string, TextMutation> = {
  "delete word": (t, r) => onWord(t, r, (_, parts, i) => [...parts.slice(0, i), ...parts.slice(i + 1)]),
  "duplicate word": (t, r) => onWord(t, r, (w, parts, i) => [...parts.slice(0, i), w, " ", ...parts.slice(i)]),
  "swap words": (t, r) => {
    const all = words(t);
    const idx = all.map((w, i) => [w, i] as const).filter(([w]) => w.trim() !== "").map(([, i]) => i);
    if (idx.length < 2) return t;
    const [a, b] = [r.pick(idx), r.pick(idx)];
    [all[a], all[b]] = [all[b]!, all[a]!];
    return all.join("");
  },
  "swap values": (t, r) => {
    // Two values of category lines trade places, maybe across categories.
    const all = lines(t);
    const cats = all.map((l, i) => [l, i] as const).filter(([l]) => /:\s*\S.*,/u.test(l)).map(([, i]) => i);
    if (cats.length === 0) return t;
    const [i, j] = [r.pick(cats), r.pick(cats)];
    const split = (l: string): [string, string[]] => [l.slice(0, l.indexOf(":") + 1), l.slice(l.indexOf(":") + 1).split(",")];
    const [hi, vi] = split(all[i]!);
    const [hj, vj] = i === j ? [hi, vi] : split(all[j]!);
    const [a, b] = [r.int(vi.length), r.int(vj.length)];
    [vi[a], vj[b]] = [vj[b]!, vi[a]!];
    all[i] = hi + vi.join(",");
    if (i !== j) all[j] = hj + vj.join(",");
    return all.join("\n");
  },
  "typo": (t, r) => onWord(t, r, (w, parts, i) => {
    const k = r.int(w.length + 1);
    const c = r.chance(0.9) ? CHARS.charAt(r.int(CHARS.length)) : r.pick(ODD);
    const op = r.int(4);
    const typo = op === 0 ? w.slice(0, k) + c + w.slice(k) : op === 1 ? w.slice(0, k) + w.slice(k + 1)
      : op === 2 ? w.slice(0, k) + c + w.slice(k + 1) : w.slice(0, k) + w.charAt(k + 1) + w.charAt(k) + w.slice(k + 2);
    return [...parts.slice(0, i), typo, ...parts.slice(i + 1)];
  }),
  "case": (t, r) => onWord(t, r, (w, parts, i) => [...parts.slice(0, i), r.chance(0.5) ? w.toUpperCase() : w.toLowerCase(), ...parts.slice(i + 1)]),
  "delete line": (t, r) => {
    const all = lines(t);
    all.splice(r.int(all.length), 1);
    return all.join("\n");
  },
  "duplicate line": (t, r) => {
    const all = lines(t);
    const i = r.int(all.length);
    all.splice(r.int(all.length + 1), 0, all[i]!);
    return all.join("\n");
  },
  "shuffle lines": (t, r) => r.shuffle(lines(t)).join("\n"),
  "category size": (t, r) => onLine(t, r, (l) => {
    if (!l.includes(":") || !l.includes(",")) return l;
    return r.chance(0.5) ? `${l}, Extra${r.int(100)}` : l.replace(/,[^,]*$/u, "");
  }),
  "empty value": (t, r) => onLine(t, r, (l) => (l.includes(",") ? l.replace(",", r.pick([",,", ", ,", ", \"\","])) : l)),
  "odd characters": (t, r) => onWord(t, r, (w, parts, i) => [...parts.slice(0, i), w + r.pick(ODD), ...parts.slice(i + 1)]),
  "numbers": (t, r) => t.replace(/\d+/u, () => r.pick(["0", "-1", "1e309", "99999999999999999999", "3.5", "00", "1,000,000", "NaN", "½", "٣"])),
  "long line": (t, r, huge) => {
    const all = lines(t);
    const source = all[r.int(all.length)] || "x ";
    const times = Math.min(1 + Math.ceil((huge * 20) / Math.max(1, source.length)), Math.ceil(MAX_ADDED / Math.max(1, source.length)));
    all.splice(r.int(all.length + 1), 0, source.repeat(r.int(times) + 1));
    return all.join("\n");
  },
  "many categories": (t, r, huge) => {
    const all = lines(t);
    const line = all.find((l) => /:\s*\S.*,/u.test(l)) ?? "Color: red, green, blue";
    const values = line.slice(line.indexOf(":") + 1).split(",").length;
    const count = Math.min(10 + r.int(huge), Math.ceil(MAX_ADDED / (values * 8)));
    const extra = Array.from({ length: count }, (_, c) => `Cat${c}: ${Array.from({ length: values }, (_, v) => `v${c}x${v}`).join(", ")}`);
    const at = all.indexOf(line) + 1;
    all.splice(at, 0, ...extra);
    return all.join("\n");
  },
  "many values": (t, r, huge) => {
    const count = Math.min(10 + r.int(huge), Math.ceil(MAX_ADDED / (8 * Math.max(1, lines(t).length))));
    return lines(t).map((l, c) => (/:\s*\S.*,/u.test(l)
      ? `${l}, ${Array.from({ length: count }, (_, v) => `w${c}y${v}`).join(", ")}` : l)).join("\n");
  },
  "drop clues": (t) => lines(t).filter((l) => !/^\s*\d+[.)]/u.test(l)).join("\n"),
  "crlf": (t) => t.replace(/\n/gu, "\r\n"),
  "splice": (t, r) => {
    const all = lines(t);
    const at = r.int(all.length + 1);
    return [...all.slice(0, at), ...all.slice(r.int(all.length)), ...all.slice(at)].join("\n");
  },
};

export const MUTATIONS = Object.keys(TEXT_MUTATIONS);

/** Random bytes: any byte, so usually not UTF-8. */
function junk(rng: Random, length: number): Uint8Array {
  const out = new Uint8Array(length);
  for (let i = 0; i < length; i++) out[i] = rng.int(256);
  return out;
}

/** A whole-file oddity instead of a mutated puzzle. */
function special(rng: Random): Mutant {
  switch (rng.int(5)) {
    case 0: return { names: ["empty file"], bytes: new Uint8Array(0) };
    case 1: {
      const blank = Array.from({ length: rng.int(200) }, () => rng.pick([" ", "\t", "\n", "\r\n", "\u00a0", "\u2028", "\u3000", "\v", "\f"])).join("");
      return { names: ["only white space"], bytes: encoder.encode(blank) };
    }
    case 2: return { names: ["binary junk"], bytes: junk(rng, rng.int(2000)) };
    case 3: return { names: ["a single line"], bytes: encoder.encode(rng.pick(["Color: red", "1. Ada is red.", ":", ",", "Name:", "a: b, c", "?", "1.", "-"])) };
    default: return { names: ["byte order mark"], bytes: encoder.encode("\ufeff") };
  }
}

/** A mutated puzzle: 1 to 3 text mutations, sometimes pasted binary; 1 in 20 is a whole-file oddity. */
export function mutate(source: string, seed: number, options: MutateOptions = {}): Mutant {
  const rng = new Random(seed);
  const huge = options.huge ?? 5000;
  if (rng.chance(0.05)) return special(rng);
  let text = source;
  const names: string[] = [];
  const count = 1 + rng.int(3);
  for (let i = 0; i < count; i++) {
    // The huge mutations are slow to process: keep them rarer than the others.
    const name = rng.chance(0.04) ? rng.pick(["long line", "many categories", "many values"]) : rng.pick(MUTATIONS);
    names.push(name);
    text = TEXT_MUTATIONS[name]!(text, rng, huge);
  }
  let bytes = encoder.encode(text);
  if (rng.chance(0.03)) {
    names.push("binary junk");
    const at = rng.int(bytes.length + 1);
    const piece = junk(rng, 1 + rng.int(64));
    bytes = new Uint8Array([...bytes.subarray(0, at), ...piece, ...bytes.subarray(at)]);
  }
  return { names, bytes };
}
