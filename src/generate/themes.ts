/**
 * The built-in categories a generated puzzle draws from: for each, a word
 * list to pick values from and the English to talk about a value — phrases
 * that name its owner ("the cat owner"), verb phrases that give it to someone
 * ("keeps the cat", "does not keep the cat") and, for ordered categories
 * (ages, prices, years), comparisons and superlatives. Every phrase here is
 * one the grammar reads; test/generate.test.ts checks them all.
 */

/** Words about a value `v`. */
export type Phrase = (v: string) => string;

/** A phrase naming the one with a value; `thing` when it names a thing ("the red house"), not a person. */
export interface Ref {
  text: Phrase;
  thing?: boolean;
}

/** The English of an ordered category. `small` and `big` are phrases; `d` is a difference in the category's units. */
export interface OrderedWords {
  /** Phrases naming the one with the largest and the smallest value. */
  most: string[];
  least: string[];
  /** Verb phrases saying someone has the largest and the smallest value ("is the oldest"). */
  isMost: string[];
  isLeast: string[];
  /** "small is younger than big", "big paid more than small". */
  less: ((small: string, big: string) => string)[];
  /** "big is 10 years older than small". */
  lessBy: ((small: string, big: string, d: number) => string)[];
}

export interface CategorySpec {
  key: string;
  /** The category line's name. */
  name: string;
  /** What the intro calls it, when not the name in lower case ("year of joining"). */
  noun?: string;
  pool: readonly string[];
  /** Only in positional puzzles ("the red house") or only in grids of people. */
  only?: "positional" | "grid";
  /** Categories that read the same comparatives and must not share a puzzle. */
  clashes?: string[];
  refs: Ref[];
  has: Phrase[];
  hasNot: Phrase[];
  ordered?: OrderedWords;
}

/** A number in words up to ten, else in figures: "two years", "15 years". */
export const words = (n: number): string =>
  ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten"][n] ?? String(n);

const range = (from: number, to: number, step: number): string[] => {
  const out: string[] = [];
  for (let n = from; n <= to; n += step) out.push(String(n));
  return out;
};

export const NAME: CategorySpec = {
  key: "name", name: "Name",
  pool: ["Alma", "Boris", "Carmen", "Dmitri", "Esther", "Felix", "Greta", "Hugo", "Iris", "Jonah", "Kasia", "Leon",
    "Mira", "Nadia", "Oscar", "Priya"],
  refs: [{ text: (v) => v }],
  has: [(v) => `is ${v}`],
  hasNot: [(v) => `is not ${v}`, (v) => `isn't ${v}`],
};

/** People's things: keeps the cat, drinks tea, plays tennis, ... */
const THINGS: CategorySpec[] = [
  {
    key: "pet", name: "Pet",
    pool: ["cat", "dog", "parrot", "rabbit", "turtle", "ferret", "goldfish", "hamster", "lizard", "canary"],
    refs: [{ text: (v) => `the ${v} owner` }, { text: (v) => `the person who keeps the ${v}` }, { text: (v) => `the one with the ${v}` }],
    has: [(v) => `keeps the ${v}`, (v) => `owns the ${v}`, (v) => `has the ${v}`],
    hasNot: [(v) => `does not keep the ${v}`, (v) => `doesn't own the ${v}`, (v) => `never owned the ${v}`],
  },
  {
    key: "drink", name: "Drink",
    pool: ["tea", "coffee", "milk", "water", "juice", "cocoa", "lemonade", "cider", "soda", "kefir"],
    refs: [{ text: (v) => `the ${v} drinker` }, { text: (v) => `the one who drinks ${v}` }, { text: (v) => `the person who drinks ${v}` }],
    has: [(v) => `drinks ${v}`, (v) => `likes ${v}`],
    hasNot: [(v) => `does not drink ${v}`, (v) => `never drinks ${v}`],
  },
  {
    key: "job", name: "Job",
    pool: ["doctor", "teacher", "baker", "pilot", "nurse", "lawyer", "farmer", "painter", "chemist", "plumber"],
    refs: [{ text: (v) => `the ${v}` }, { text: (v) => `the one who works as a ${v}` }],
    has: [(v) => `is the ${v}`, (v) => `works as a ${v}`],
    hasNot: [(v) => `is not the ${v}`, (v) => `does not work as a ${v}`],
  },
  {
    key: "sport", name: "Sport",
    pool: ["tennis", "golf", "hockey", "rugby", "cricket", "squash", "volleyball", "badminton", "baseball", "polo"],
    refs: [{ text: (v) => `the ${v} player` }, { text: (v) => `the one who plays ${v}` }],
    has: [(v) => `plays ${v}`],
    hasNot: [(v) => `does not play ${v}`, (v) => `never plays ${v}`],
  },
  {
    key: "car", name: "Car",
    pool: ["Audi", "Fiat", "Honda", "Jeep", "Kia", "Lexus", "Mazda", "Saab", "Tesla", "Volvo"],
    refs: [{ text: (v) => `the ${v} driver` }, { text: (v) => `the one who drives the ${v}` }, { text: (v) => `the owner of the ${v}` }],
    has: [(v) => `drives the ${v}`, (v) => `owns the ${v}`],
    hasNot: [(v) => `does not drive the ${v}`, (v) => `doesn't own the ${v}`],
  },
  {
    key: "city", name: "City",
    pool: ["Oslo", "Lima", "Cairo", "Dublin", "Lisbon", "Quito", "Seoul", "Tunis", "Vienna", "Zurich"],
    refs: [{ text: (v) => `the person from ${v}` }, { text: (v) => `the one who comes from ${v}` }],
    has: [(v) => `is from ${v}`, (v) => `comes from ${v}`],
    hasNot: [(v) => `is not from ${v}`, (v) => `does not come from ${v}`],
  },
  {
    key: "instrument", name: "Instrument",
    pool: ["piano", "violin", "cello", "flute", "harp", "drums", "guitar", "oboe", "trumpet", "banjo"],
    refs: [{ text: (v) => `the ${v} player` }, { text: (v) => `the one who plays the ${v}` }],
    has: [(v) => `plays the ${v}`],
    hasNot: [(v) => `does not play the ${v}`],
  },
  {
    key: "flower", name: "Flower",
    pool: ["roses", "tulips", "lilies", "daisies", "orchids", "irises", "poppies", "violets", "peonies", "asters"],
    refs: [{ text: (v) => `the one who grows ${v}` }, { text: (v) => `the gardener who grows ${v}` }],
    has: [(v) => `grows ${v}`],
    hasNot: [(v) => `does not grow ${v}`],
  },
  {
    key: "house", name: "Color", noun: "house colour", only: "positional",
    pool: ["red", "green", "blue", "white", "yellow", "black", "orange", "purple", "pink", "grey"],
    refs: [{ text: (v) => `the ${v} house`, thing: true }, { text: (v) => `the owner of the ${v} house` },
      { text: (v) => `the person in the ${v} house` }],
    has: [(v) => `lives in the ${v} house`, (v) => `owns the ${v} house`],
    hasNot: [(v) => `does not live in the ${v} house`, (v) => `doesn't own the ${v} house`],
  },
  {
    key: "shirt", name: "Shirt", noun: "shirt colour", only: "grid",
    pool: ["red", "green", "blue", "white", "yellow", "black", "orange", "purple", "pink", "grey"],
    refs: [{ text: (v) => `the one in the ${v} shirt` }, { text: (v) => `the person wearing the ${v} shirt` }],
    has: [(v) => `wears the ${v} shirt`, (v) => `is wearing the ${v} shirt`],
    hasNot: [(v) => `does not wear the ${v} shirt`],
  },
];

/** Ordered categories: ages, prices, the year someone joined. */
const ORDERED: CategorySpec[] = [
  {
    key: "age", name: "Age", pool: range(20, 70, 5), clashes: ["joined"],
    refs: [{ text: (v) => `the ${v}-year-old` }, { text: (v) => `the person who is ${v}` }, { text: (v) => `the one aged ${v}` }],
    has: [(v) => `is ${v}`, (v) => `is ${v} years old`],
    hasNot: [(v) => `is not ${v}`, (v) => `isn't ${v} years old`],
    ordered: {
      most: ["the oldest person", "the oldest resident"],
      least: ["the youngest person", "the youngest resident"],
      isMost: ["is the oldest", "is the oldest person"], isLeast: ["is the youngest", "is the youngest person"],
      less: [(s, b) => `${b} is older than ${s}`, (s, b) => `${s} is younger than ${b}`],
      lessBy: [(s, b, d) => `${b} is ${words(d)} years older than ${s}`, (s, b, d) => `${s} is ${words(d)} years younger than ${b}`],
    },
  },
  {
    key: "price", name: "Price", pool: range(10, 100, 10).map((n) => `$${n}`),
    refs: [{ text: (v) => `the one who paid ${v}` }, { text: (v) => `the person who paid ${v}` }],
    has: [(v) => `paid ${v}`, (v) => `spent ${v}`],
    hasNot: [(v) => `did not pay ${v}`, (v) => `didn't spend ${v}`],
    ordered: {
      most: ["the person who paid the most", "the one who paid the most"],
      least: ["the person who paid the least", "the one who paid the least"],
      isMost: ["paid the most"], isLeast: ["paid the least", "spent the least"],
      less: [(s, b) => `${b} paid more than ${s}`, (s, b) => `${s} paid less than ${b}`],
      lessBy: [(s, b, d) => `${b} paid ${words(d)} dollars more than ${s}`, (s, b, d) => `${s} paid ${d} dollars less than ${b}`,
        (s, b, d) => `${b} paid ${d} dollars more than ${s} paid`],
    },
  },
  {
    key: "joined", name: "Joined", noun: "year of joining", pool: range(2001, 2012, 1), clashes: ["age"],
    refs: [{ text: (v) => `the one who joined in ${v}` }, { text: (v) => `the person who joined in ${v}` }],
    has: [(v) => `joined in ${v}`],
    hasNot: [(v) => `did not join in ${v}`],
    ordered: {
      most: ["the one who joined latest", "the person who joined latest"],
      least: ["the one who joined earliest", "the person who joined earliest"],
      isMost: ["joined latest"], isLeast: ["joined earliest"],
      less: [(s, b) => `${s} joined before ${b}`, (s, b) => `${b} joined after ${s}`, (s, b) => `${s} joined earlier than ${b}`],
      lessBy: [(s, b, d) => `${s} joined ${words(d)} years before ${b}`, (s, b, d) => `${b} joined ${d} years after ${s}`],
    },
  },
];

export const CATEGORIES: readonly CategorySpec[] = [NAME, ...THINGS, ...ORDERED];
