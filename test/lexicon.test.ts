/** The lexicon and the value tokens of the lexer: how a clue may write a value
 *  (separator variants, synonyms, inflections) and which value it stands for. */
import { describe, expect, it } from "vitest";
import { buildLexer } from "../grammar/lexer.js";
import { buildLexicon } from "../src/parse/lexicon.js";

type Categories = string[][];

/** The values a text stands for, by their category-line text; "a|b" when several. */
function named(categories: Categories, ids: { category: number; value: number }[]): string {
  return ids.map((id) => categories[id.category]![id.value]!).join("|");
}

/** Each value token of a clue: its text in the clue and the value(s) it stands for. */
function valueTokens(categories: Categories, text: string): string[] {
  const lexicon = buildLexicon(categories);
  const lexer = buildLexer(lexicon.forms);
  lexer.reset(text);
  const out: string[] = [];
  for (let token = lexer.next(); token; token = lexer.next()) {
    if (token.type === "value") out.push(`${token.text}=${named(categories, lexicon.lookup(token.text))}`);
  }
  return out;
}

describe("value tokens in clues", () => {
  const cases: { name: string; categories: Categories; text: string; tokens: string[] }[] = [
    {
      name: "a time of day is written with or without its minutes, dots and spaces",
      categories: [["9:00am", "10:30am", "12:00pm", "1:00 PM"]],
      text: "at 9am, 9 a.m., 10:30 a.m., noon, 1pm and 1 o'clock",
      tokens: ["9am=9:00am", "9 a.m.=9:00am", "10:30 a.m.=10:30am", "noon=12:00pm", "1pm=1:00 PM", "1 o'clock=1:00 PM"],
    },
    {
      name: "feet and foot: 'a 6-foot sculpture'",
      categories: [["5 feet", "6 feet"]],
      text: "the 6-foot one and the 5 foot one",
      tokens: ["6-foot=6 feet", "5 foot=5 feet"],
    },
    {
      name: "a word in -o takes -oes as well as -os",
      categories: [["mango", "tomato", "kiwi"]],
      text: "mangoes, mangos, tomatoes, kiwis",
      tokens: ["mangoes=mango", "mangos=mango", "tomatoes=tomato", "kiwis=kiwi"],
    },
    {
      name: "a hobby is named by the one who does it",
      categories: [["hiking", "swimming", "gardening", "archery", "pottery"]],
      text: "the hiker, two swimmers, a gardener, the archer, the potter",
      tokens: ["hiker=hiking", "swimmers=swimming", "gardener=gardening", "archer=archery", "potter=pottery"],
    },
    {
      name: "a value as written comes before a doer made from another value",
      categories: [["boxing", "chess"], ["boxer", "poodle"]],
      text: "the boxer",
      tokens: ["boxer=boxer"],
    },
    {
      name: "a space in a value also matches a hyphen or nothing",
      categories: [["hip hop", "jazz"]],
      text: "hip-hop, Hip Hop, hiphop, jazz",
      tokens: ["hip-hop=hip hop", "Hip Hop=hip hop", "hiphop=hip hop", "jazz=jazz"],
    },
    {
      name: "a letter-digit boundary may be split by a hyphen or a space",
      categories: [["ford f150", "toyota camry"]],
      text: "The Ford F-150, the ford f150, the Ford F 150 and the Toyota-Camry",
      tokens: ["Ford F-150=ford f150", "ford f150=ford f150", "Ford F 150=ford f150", "Toyota-Camry=toyota camry"],
    },
    {
      name: "a hyphen in a value is optional",
      categories: [["F-150", "Model 3"]],
      text: "the F150 beside the F 150 and the Model-3",
      tokens: ["F150=F-150", "F 150=F-150", "Model-3=Model 3"],
    },
    {
      name: "a sign after a letter is part of the value: blood types stay distinct",
      categories: [["A+", "AB+", "O-", "B-", "A", "B", "O"]],
      text: "A+ gave to AB+, O- to B-, then A, B and O.",
      tokens: ["A+=A+", "AB+=AB+", "O-=O-", "B-=B-", "A=A", "B=B", "O=O"],
    },
    {
      name: "a one-letter value has no plural ('as' stays a word)",
      categories: [["A", "B"]],
      text: "as tall as A",
      tokens: ["A=A"],
    },
    {
      name: "nationality adjectives, nouns and plurals stand for the value",
      categories: [["brit", "swede", "dane"]],
      text: "The British person, the Briton, the Swedish person, the Swedes and the Danish person",
      tokens: ["British=brit", "Briton=brit", "Swedish=swede", "Swedes=swede", "Danish=dane"],
    },
    {
      name: "English is not British",
      categories: [["english", "brit"]],
      text: "The Englishman, the Englishmen and the British person",
      tokens: ["Englishman=english", "Englishmen=english", "British=brit"],
    },
    {
      name: "month abbreviations stand for full names",
      categories: [["jan", "sept", "april"]],
      text: "born in January, September, Sep or Apr",
      tokens: ["January=jan", "September=sept", "Sep=sept", "Apr=april"],
    },
    {
      name: "full month names stand for abbreviations",
      categories: [["January", "September"]],
      text: "jan, sept and sep",
      tokens: ["jan=January", "sept=September", "sep=September"],
    },
    {
      name: "an abbreviation that is an everyday word is not claimed by the full name",
      categories: [["saturday", "monday"]],
      text: "Bob sat on Mon and Sat.",
      tokens: ["Mon=monday"],
    },
    {
      name: "but a value written as that abbreviation is read in the full name",
      categories: [["sat", "mon"]],
      text: "Saturday or Monday",
      tokens: ["Saturday=sat", "Monday=mon"],
    },
    {
      name: "inflections of the value itself",
      categories: [["Dunhill", "berry", "dogs"]],
      text: "Dunhills, berries and a dog",
      tokens: ["Dunhills=Dunhill", "berries=berry", "dog=dogs"],
    },
    {
      name: "a value inside a longer word is not a value",
      categories: [["blue", "red"]],
      text: "the Bluebird is red",
      tokens: ["red=red"],
    },
    {
      name: "the longest value wins",
      categories: [["blue", "blue master"]],
      text: "Blue Master and blue",
      tokens: ["Blue Master=blue master", "blue=blue"],
    },
    {
      name: "a curly apostrophe matches a straight one",
      categories: [["O'Neil", "Smith"]],
      text: "O’Neil is not Smith",
      tokens: ["O’Neil=O'Neil", "Smith=Smith"],
    },
  ];
  it.each(cases)("$name", ({ categories, text, tokens }) => {
    expect(valueTokens(categories, text)).toEqual(tokens);
  });

  it("leaves a word that is no form of any value a word", () => {
    const lexicon = buildLexicon([["red", "green"]]);
    const lexer = buildLexer(lexicon.forms);
    lexer.reset("grean house");
    const tokens = [...lexer].filter((t) => t.type !== "ws").map((t) => `${t.type}:${t.text}`);
    expect(tokens).toEqual(["word:grean", "word:house"]);
    expect(lexicon.lookup("grean")).toEqual([]);
  });
});

describe("lookup priorities", () => {
  const cases: { name: string; categories: Categories; text: string; values: string }[] = [
    { name: "an exact form beats a synonym", categories: [["brit", "dane"], ["british", "irish"]], text: "British", values: "british" },
    { name: "a synonym stands for its value", categories: [["brit", "dane"], ["british", "irish"]], text: "Brit", values: "brit" },
    { name: "a synonym of two values returns both", categories: [["brit", "dane"], ["british", "irish"]], text: "Briton", values: "brit|british" },
    { name: "a synonym beats an inflection", categories: [["monday", "friday"], ["mons", "alps"]], text: "Mon", values: "monday" },
    { name: "an exact form beats an inflection", categories: [["dog", "cat"], ["dogs", "cats"]], text: "dogs", values: "dogs" },
    { name: "separator variants of two values collide", categories: [["hip hop", "rock"], ["hiphop", "tango"]], text: "hip-hop", values: "hip hop|hiphop" },
    { name: "a sign is not a separator", categories: [["A+", "A"]], text: "A", values: "A" },
    { name: "case and spacing do not matter", categories: [["ford f150", "bmw 3 series"]], text: "BMW 3-Series", values: "bmw 3 series" },
    { name: "an unknown text stands for nothing", categories: [["ford f150", "bmw 3 series"]], text: "F-15", values: "" },
  ];
  it.each(cases)("$name", ({ categories, text, values }) => {
    expect(named(categories, buildLexicon(categories).lookup(text))).toBe(values);
  });
});
