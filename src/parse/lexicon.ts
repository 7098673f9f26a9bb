/**
 * The lexicon of one puzzle: every way a clue may write each category value,
 * and the value(s) each written form stands for. Forms are the value itself
 * and simple inflections of its last word (Dunhill → Dunhills, fish → fishes,
 * berry → berries, dogs → dog) and hyphen/space variants (F-150 → F150, F 150).
 * An exact form always wins over an inflected one.
 */

/** A category value by index. */
export interface ValueId {
  category: number;
  value: number;
}

export interface Lexicon {
  /** Every written form, for the lexer. */
  forms: string[];
  /** The values a matched text stands for. */
  lookup(text: string): ValueId[];
}

/** How a written form is compared: lower case, single spaces, curly quotes straightened. */
export function normalise(text: string): string {
  return text.toLowerCase().replace(/\s+/gu, " ").replace(/[‘’]/gu, "'").trim();
}

function inflections(word: string): string[] {
  const out: string[] = [];
  if (!/\p{L}$/u.test(word)) return out;
  const lower = word.toLowerCase();
  if (/(?:s|x|z|ch|sh)$/u.test(lower)) out.push(`${word}es`);
  else if (/[^aeiou]y$/u.test(lower)) out.push(`${word.slice(0, -1)}ies`);
  else out.push(`${word}s`);
  if (lower.length > 3 && /ies$/u.test(lower)) out.push(`${word.slice(0, -3)}y`);
  if (lower.length > 3 && /(?:s|x|z|ch|sh)es$/u.test(lower)) out.push(word.slice(0, -2));
  if (lower.length > 3 && /[^s']s$/u.test(lower)) out.push(word.slice(0, -1));
  return out;
}

function spellings(value: string): string[] {
  const base = value.trim().replace(/\s+/gu, " ");
  const variants = new Set([base]);
  if (/[\p{L}\p{N}]-[\p{L}\p{N}]/u.test(base)) {
    variants.add(base.replace(/(?<=[\p{L}\p{N}])-(?=[\p{L}\p{N}])/gu, " "));
    variants.add(base.replace(/(?<=[\p{L}\p{N}])-(?=[\p{L}\p{N}])/gu, ""));
  }
  return [...variants];
}

export function buildLexicon(categories: readonly (readonly string[])[]): Lexicon {
  const exact = new Map<string, ValueId[]>();
  const inflected = new Map<string, ValueId[]>();
  const add = (map: Map<string, ValueId[]>, form: string, id: ValueId): void => {
    const key = normalise(form);
    const list = map.get(key) ?? [];
    if (!list.some((v) => v.category === id.category && v.value === id.value)) list.push(id);
    map.set(key, list);
  };
  categories.forEach((values, category) => {
    values.forEach((value, index) => {
      const id = { category, value: index };
      for (const spelling of spellings(value)) {
        add(exact, spelling, id);
        const words = spelling.split(" ");
        const last = words.pop()!;
        for (const form of inflections(last)) add(inflected, [...words, form].join(" "), id);
      }
    });
  });
  for (const key of exact.keys()) inflected.delete(key);
  const table = new Map([...inflected, ...exact]);
  return {
    forms: [...table.keys()],
    lookup: (text) => table.get(normalise(text)) ?? [],
  };
}
