# The grammar of one clue sentence.
#
# A clue relates referring phrases ("the man who smokes Blends", "the Red
# house", "the first house", "the oldest donor") through a link ("lives next
# to", "is not", "is somewhere to the left of", "paid 20 dollars more than"),
# or puts them in one of a few fixed shapes ("Either A or B is C", "Of A and
# B, one is C and the other is D", "There is one house between A and B").
# Words the grammar gives no meaning to (ordinary verbs, nouns, prepositions)
# are open-class `%word`s that may fill the verb and noun slots; every
# meaningful word is a keyword and must be placed by a rule. Postprocessors
# only call the typed builders of src/parse/reading.ts.

@preprocessor typescript
@{%

import { tokenTypes as lexer } from "./lexer.js";
import { phrase, link, reading, sameEntity, saysSomething, plainTail, unfoldAsides, lastPhrase, subjectOf, neighboursOf, atBothEnds, andAHalf, asking, asDegree, countForm, ratioOf, isDegree, isSuperlative, isAmount, degreePhrase, tokensIn, comparesIn, articleAmount, endsInAmount, isNumberWord, tensAndUnit, countOf, leftAsVerb, isPlaceNoun, isTimeOrPlace, isEntrance, isEvent, startsWithVerb, isAuxiliary, auxiliaryOnly, fractionOf, isCapitalized, isVerbWord, ordinalWord, nounDegree, canNamePlace, isMannerAdverb, isRowNoun, inTime, isRemark, isKnownWord, isParticiple, isCompanion, saidLast, isPlacingVerbs, isIdleRemark, formerOrLatter, dayOfPart, compound, phraseSex } from "../src/parse/reading.js";
%}
@lexer lexer

# A clue: one statement, or two joined, maybe closed by a full stop; what it
# says by the way (asides) is said beside it.
Sentence -> Clue                                          {% ([c]) => unfoldAsides(c) %}
  # "On the club's rating list, Lionel sits one place below Gertrude": where it is said, of plain words only.
  | Frame "," Clue                                        {% ([, , c]) => unfoldAsides(c) %}
  # "Dermot lives next door to Eileen; the budgie is his, and it never stops chattering": a remark after two statements.
  | Clue Joiner Pronoun Remark Stop:?                     {% ([c, , , r], _, reject) => (c.kind === "both" && isRemark(r) ? unfoldAsides(reading.remarked(c, r)) : reject) %}
Frame -> ("in" | "on" | "at" | "according" "to") "the" %word (%poss:? %word):*
  # "To the nephew's disgust, …", "Much to her surprise, …": how one felt about it, adding nothing.
  | "much":? "to" ("the" | Possessive | "everyone's" | "nobody's") (%word %poss):? ("disgust" | "delight" | "surprise" | "dismay" | "horror" | "amazement" | "astonishment" | "chagrin" | "annoyance" | "relief" | "regret" | "satisfaction" | "embarrassment" | "shame" | "credit" | "consternation")
  # "Of the four tenants, the one who lives highest up …", "Of the four, …": the whole set, adding nothing.
  | "of" ("the" | "all" "the") Count:? Noun
  | "of" ("the" | "all" "the") Count
Clue ->
    Statement Stop:?                                      {% ([s]) => s %}
  | Statement Joiner Statement Stop:?                     {% ([a, , b]) => reading.both([a, b]) %}
  # Two sentences on one line: "Ada owns the cat. Ben drinks tea."
  | Statement Stop Statement Stop:?                       {% ([a, , b]) => reading.both([a, b]) %}
  # "Mrs. Marchbanks lives at one end; the owner of the pointer is her next-door neighbor".
  | Statement Joiner Ref Be ("her" | "his") ("next" "-" "door" | "next" "door" | "immediate"):? Neighbour Stop:?
                                                          {% ([s, , r, , [p]], _, reject) => reading.objectAgain(s, r, link.nextTo(), { ...p, value: p.value === "her" ? "her" : "him" }) ?? reject %}
  # "…; the former, a woman, drinks tea".
  | Statement Joiner "the" ("former" | "latter") "," ("a" | "an") ("woman" | "man" | "girl" | "boy" | "lady" | "gentleman") "," Link Object Stop:?
                                                          {% ([s, , , [w], , , [x], , l, o], _, reject) => { const f = formerOrLatter(s, w.value); const r = f && reading.linked(f, l, o); return r && f ? reading.both([s, reading.sex(f, x), r]) : reject; } %}
  # "…, and the latter is a librarian"; "…, the former next door to the Mini": one of the two named before.
  | Statement Joiner "the" ("former" | "latter") Link Object Stop:?
                                                          {% ([s, , , [w], l, o], _, reject) => { const x = formerOrLatter(s, w.value); const r = x && reading.linked(x, l, o); return r ? reading.both([s, r]) : reject; } %}
  # "The Merida and the Giant were racked in the two end spots, the former on the far right".
  | Statement "," "the" ("former" | "latter") ("in" | "on" | "at"):? Place Stop:?
                                                          {% ([s, , , [w], , p], _, reject) => { const x = formerOrLatter(s, w.value); return x ? reading.both([s, reading.binary(x, link.same(null, []), p)]) : reject; } %}
  | Statement "," "the" ("former" | "latter") Relation Ref Stop:?
                                                          {% ([s, , , [w], l, o], _, reject) => { const x = formerOrLatter(s, w.value); return x ? reading.both([s, reading.binary(x, l, o)]) : reject; } %}
  # "Of Muriel and the teapot collector, the former detests tripe and the latter can't stand liver".
  | "of" Ref "and" Ref "," "the" "former" Link Object ",":? "and" "the" "latter" Link Object Stop:?
                                                          {% ([, x, , y, , , , l, o, , , , , m, p], _, reject) => { const r = [reading.linked(x, l, o), reading.linked(y, m, p)]; return r[0] && r[1] ? reading.both(r as Reading[]) : reject; } %}
  # "Edith opens later than Arthur, and she pays £4 less": than the one compared with before.
  | Statement Joiner Again Verbs Elided Stop:?            {% ([s, , g, v, c], _, reject) => (s.kind === "binary" && s.b.type === "value" && s.link.relation === "compare" ? reading.again(s, g, link.withVerbs(v, c), s.b) ?? reject : reject) %}
  # "The minivan driver lives in one of the end houses and did not win": a second thing said of the subject.
  | Statement Joiner Winning Stop:?                       {% ([s, , w], _, reject) => { const x = subjectOf(s); return x ? reading.both([s, reading.binary(x, w.link, w.b)]) : reject; } %}
  # "Ada doesn't drink tea, and neither does Ben"; "Ada drinks tea, and so does Ben".
  | Statement Joiner "neither" Verbs Ref Stop:?           {% ([s, , , , c], _, reject) => reading.alike(s, c, true) ?? reject %}
  | Statement Joiner "so" Verbs Ref Stop:?                {% ([s, , , , c], _, reject) => reading.alike(s, c, false) ?? reject %}
  # "Jonas didn't dive from the Marlin, nor did Irma"; "…, nor did he explore the cave" (a second denial of the subject).
  | Statement ",":? "nor" Verbs Ref Stop:?                {% ([s, , , v, c], _, reject) => (auxiliaryOnly(v) ? reading.alike(s, c, true) ?? reject : reject) %}
  | Statement ",":? "nor" Verbs Pronoun Predicate Ref Stop:?
                                                          {% ([s, , , v, g, m, c], _, reject) => (auxiliaryOnly(v) && s.kind === "binary" && s.link.negated && !m.negated ? reading.again(s, g, link.negate(true, m), c) ?? reject : reject) %}
  # "Ada is not the youngest, nor the oldest"; "Ada isn't 25, nor does she own the cat".
  | Subject Link Ref ",":? "nor" Ref Stop:?                  {% ([a, l, b, , , c], _, reject) => (l.negated ? reading.both([reading.binary(a, l, b), reading.binary(a, l, c)]) : reject) %}
  # A relative clause about the thing named last: "The dog belongs to Cleo, who is 30";
  # "There are two houses between Luis and Dmitri, whose favourite flower is the lily".
  # "…, whose Victoria sponge was on the middle table": the thing named last has it, and it is there.
  | Statement "," "whose" Value Link Ref Stop:?           {% ([s, , , v, l, r], _, reject) => { const b = lastPhrase(s); return b ? reading.both([s, reading.binary(b, link.same(null, []), v), reading.binary(b, l, r)]) : reject; } %}
  # "Pooja is a dentist who stays in Chennai": she is one, and she stays there.
  # "The dachshund lives next door to Sheila, on her right-hand side": next to her, on that side of her.
  # (Only where the pronoun is the one named last by its sex, and not the subject: "Ben lives next to Ann, on his right"
  # is on Ben's right; "Alex lives next to Ann, on her right" may be either.)
  | Statement "," ("on" | "to") ("her" | "his") Side ("-":? "hand"):? "side":? Stop:?
                                                          {% ([s, , , [p], side], _, reject) => { if (s.kind !== "binary" || s.link.relation !== "nextTo" || s.link.negated || s.pronoun) return reject; const sex = p.value === "her" ? "female" : "male"; const other = phraseSex(s.a); const named = s.a.type === "value" && isCapitalized(s.a.token); return phraseSex(s.b) === sex && other !== sex && !(named && other === undefined) ? reading.binary(s.a, { ...link.side(null, side), immediate: true, verbs: s.link.verbs }, s.b) : reject; } %}
  # "It was the churchwarden who ran the plant sale": a cleft sentence says what its clause says, of the one it names.
  # (Only of a subject: in "It was Ann that the cat owner followed" the clause has a subject of its own.)
  | "it" (Be | %poss) Ref ("who" | "that") Link Object Stop:?
                                                          {% ([, , r, , l, o], _, reject) => { const t = [...(l.verbs ?? []), ...(l.word ? [l.word] : [])][0]; return t && (isVerbWord(t) || isAuxiliary(t) || isDegree(t)) ? reading.linked(r, l, o) ?? reject : reject; } %}
  | Statement ("who" | "that") Link Ref Stop:?             {% ([s, , m, c], _, reject) => { const b = lastPhrase(s); return b && s.kind === "binary" && s.link.relation === "same" && !s.link.negated && b.type === "value" ? reading.both([s, reading.binary(b, m, c)]) : reject; } %}
  # "The Know-Alls won the quiz, scoring more points than any other team": the subject's, at the extreme.
  # (Only verbs by which one has what is counted: "conceding more points" would be the other way round.)
  | Statement "," ("scoring" | "earning" | "winning" | "collecting" | "raising" | "paying" | "spending" | "selling" | "taking" | "getting" | "arriving" | "finishing")
      Det:? Degree Noun:* "than" Everyone Noun:? ("else" %poss:?):? Setting:? Stop:?
                                                          {% ([s, , [p], , w, n], _, reject) => { const x = subjectOf(s); return x ? reading.both([s, reading.binary(x, link.same(null, [p]), phrase.extreme(w, n))]) : reject; } %}
  # "Henrietta has room 5, at the opposite end of the hallway from Leonard": the subject at one end, the other at the other.
  | Statement "," "at" "the" ("opposite" | "other") "end" EndOf:? "from" Ref Stop:?
                                                          {% ([s, , at, , , e, , , y], _, reject) => { const x = subjectOf(s); return x ? reading.both([s, ...atBothEnds(x, y, [], at, e)]) : reject; } %}
  # "Ivy is 15 cm shorter than Jack, who is standing immediately to her left": the one named last, beside the subject.
  | Statement "," ("who" | "which") Verbs Adverb:? ("to" | "on") ("her" | "his" | "their") Side Stop:?
                                                          {% ([s, , , v, adv, , , side], _, reject) => { const b = lastPhrase(s); const x = subjectOf(s); return b && x ? reading.both([s, reading.binary(b, link.withVerbs(v, link.side(adv, side)), x)]) : reject; } %}
  | Statement "," ("who" | "which" | "whose") Link Ref Stop:?
                                                          {% ([s, , , m, c], _, reject) => { const b = lastPhrase(s); return b ? reading.both([s, reading.binary(b, m, c)]) : reject; } %}
  # Two things said of one subject: "The Swede lives next to the Dane and doesn't keep birds",
  # "..., and his car is not the Fiat".
  # (Not when the second part starts with an article: "…, and the newest arrival is next door to …" has a subject of its own.)
  # ("…, and doesn't play the banjo either": "either" only says it is another denial.)
  | Statement (Joiner | Stop) Again:? Predicate Ref "either":? Stop:?
                                                          {% ([s, , g, m, c, e], _, reject) => ((!g && /^(?:the|a|an)$/u.test(String(m.verbs?.[0]?.value))) || (e && !m.negated) ? reject : reading.again(s, g, m, c) ?? reject) %}
  # "…, and his hut is next door but one to the raspberry hut": two places apart.
  | Statement Joiner Again:? Verbs "next" "door" "but" "one" ("to" | "from") Ref Stop:?
                                                          {% ([s, , , , , , , one, , b], _, reject) => { const x = subjectOf(s); return x ? reading.both([s, reading.distance({ ...one, value: "two" }, x, b)]) : reject; } %}
  # "Clement is the youngest; he spends his summers touring Scotland and has no time for custard creams".
  # "Septimus lives in the middle house, plays whist and wears a trilby".
  | Statement ("," | Joiner | Stop) Again:? Predicate Ref Joiner Predicate Ref Stop:?
                                                          {% ([s, , g, m, c, , n, d], _, reject) => { const r = reading.again(s, g, m, c); const t = reading.again(s, g, n, d); return r && t && t.kind === "both" ? reading.both([r, t.parts.at(-1)!]) : reject; } %}
  # "The sedan isn't in the leftmost space, and it isn't tan or white": denied both.
  | Statement ("," | Joiner | Stop) Again:? Predicate Ref ",":? "or" Ref Stop:?
                                                          {% ([s, , g, m, c, , , d], _, reject) => { if (!m.negated || (s.kind === "binary" && s.b.type === "value" && ["it", "they"].includes(String(tokensIn(g)[0]?.value)))) return reject; const r = reading.again(s, g, m, c); const t = reading.again(s, g, m, d); return r && t && t.kind === "both" ? reading.both([r, t.parts.at(-1)!]) : reject; } %}
  # "The retired chemist lives next door to Reginald, and she has more grandchildren than he does".
  | Statement Joiner Pronoun Verbs Comparison Pronoun Verbs Stop:?
                                                          {% ([s, , [p], v, c, [q], w], _, reject) => (tokensIn(w).length > 1 || endsInAmount(v) ? reject : reading.againPair(s, p, q, link.withVerbs(v, { ...c, words: [...tokensIn(v), ...c.words] })) ?? reject) %}
  # "Eoin swam further than Orla, and his ladder is somewhere to the right of hers": each one's own.
  | Statement Joiner ("his" | "her") Noun Noun:? Link ("his" | "hers") Stop:?
                                                          {% ([s, , [p], , , l, [q]], _, reject) => (l.relation === "same" ? reject : reading.againPair(s, { ...p, value: p.value === "her" ? "she" : "he" }, { ...q, value: q.value === "hers" ? "she" : "he" }, l) ?? reject) %}
  # "Ottilie stands at one end, and Rupert is somewhere to her right": to the right of one of the two named before.
  # "Stanley is the youngest, and the neighbour immediately to his right drives the Buick".
  | Statement Joiner Det (Head | Neighbour) Adverb:? ("to" | "on") ("her" | "his" | "its" | "their") Side Link Ref Stop:?
                                                          {% ([s, , , , adv, , [p], side, l, b], _, reject) => (adv?.value === "somewhere" || l.relation !== "same" || l.negated ? reject : reading.objectAgain(s, b, link.side(adv ?? side, side), { ...p, value: p.value === "her" ? "her" : p.value === "his" ? "him" : p.value === "its" ? "it" : "them" }) ?? reject) %}
  | Statement Joiner Ref Verbs Adverb:? ("to" | "on") ("her" | "his" | "its" | "their") ("left" | "right") Stop:?
                                                          {% ([s, , r, v, adv, , [p], [side]], _, reject) => (tokensIn(v).some((t) => /^(?:somewhere|immediately|directly|just|right|exactly)$/u.test(String(t.value))) ? reject : reading.objectAgain(s, r, link.withVerbs(v, link.side(adv, side)), { ...p, value: p.value === "her" ? "her" : p.value === "his" ? "him" : p.value === "its" ? "it" : "them" }) ?? reject) %}
  # "Mildred lives at one end of the row and grows neither mint nor rosemary": two things the subject does not do.
  | Statement Joiner Again:? VerbWord Verbs "neither" Ref "nor" Ref Stop:?
                                                          {% ([s, , g, v, w, , a, , b], _, reject) => { const x = reading.again(s, g, link.same(true, [v, w]), a); const y = reading.again(s, g, link.same(true, [v, w]), b); return x && y && x.kind === "both" && y.kind === "both" ? reading.both([...x.parts, y.parts.at(-1)!]) : reject; } %}
  # "Una has never tried Tayto, and she is older than Ronan but younger than Tomas": two comparisons of the subject.
  | Statement Joiner Pronoun Verbs Comparison Compared ",":? ("but" | "and") Verbs Comparison Compared Stop:?
                                                          {% ([s, , g, v, c, a, , , w, d, b], _, reject) => { if (endsInAmount(v) || endsInAmount(w)) return reject; const each = [...a.map((r) => reading.again(s, g, c, r)), ...b.map((r) => reading.again(s, g, d, r))]; return each.every((r) => r?.kind === "both") ? reading.both([...each[0].parts, ...each.slice(1).map((r) => r.parts.at(-1))]) : reject; } %}
  # "Harold is older than Penelope, and neither of them collects fossils".
  # ("…, and neither of these gentlemen farms on Gristmill Road": the two just named.)
  | Statement Joiner "neither" "of" ("them" | ("these" | "those") (("two" | "2") Noun:? | Noun)) Link Ref Stop:?  {% ([s, , , , , l, r], _, reject) => reading.neitherOfThem(s, l, r) ?? reject %}
  # "The winning chili used chipotle. Its cook is a woman."; "…; its seller is a woman": the subject's sex.
  | Statement (Joiner | Stop) ("its" | "his" | "her" | "their") Noun Be ("a" | "an") ("woman" | "man" | "girl" | "boy" | "lady" | "gentleman") Stop:?
                                                          {% ([s, , , , , , [w]], _, reject) => { const x = subjectOf(s); return x ? reading.both([s, reading.sex(x, w)]) : reject; } %}
  # "…, and he is both the lightest and the oldest dog in the ring": two things of the subject.
  | Statement Joiner Again:? Link "both" Ref "and" Ref Stop:?
                                                          {% ([s, , g, l, , a, , b], _, reject) => (l.negated ? reject : reading.againBoth(s, g, l, [a, b]) ?? reject) %}
  # "The person with the rucksack arrived latest and is immediately between the teacher and the baker".
  | Statement Joiner Again:? Verbs Adverb:? "between" Ref "and" Ref Stop:?
                                                          {% ([s, , , , adv, , a, , b], _, reject) => { const x = subjectOf(s); if (!x || tokensIn(adv).some((t) => t.value === "exactly")) return reject; return reading.both([s, reading.inBetween(x, a, b, adv)]); } %}
  # "…, is on table 2, where Leopold is working", "…, in the kitchen, where Ann works": who is at the place named last.
  | Statement "," "where" Ref Verbs Stop:?                {% ([s, , , r], _, reject) => { const b = lastPhrase(s); return b && (b.type === "position" || b.type === "value") && s.kind === "binary" && s.link.relation === "same" && !s.link.negated ? reading.both([s, reading.binary(r, link.same(null, []), b)]) : reject; } %}
  # "Dagny stood on Raven Knoll, the lowest of the five summits": the thing named last, said again.
  | Statement "," Det Superlative Noun:? ("of" ("the" | "all" | "all" "the") Count Noun:?):? Stop:?
                                                          {% ([s, , , w, n], _, reject) => { const b = lastPhrase(s); return b && s.kind === "binary" && s.link.relation === "same" && !s.link.negated ? reading.both([s, reading.binary(b, link.same(null, []), phrase.extreme(w, n ? [n] : []))]) : reject; } %}
  # "Saskia is thirteen years older than Wendell, her next-door neighbour": the two are neighbours.
  | Statement "," Possessive ("next" "-" "door" | "next" "door" | "immediate"):? Neighbour Stop:?
                                                          {% ([s], _, reject) => { const [x, b] = [subjectOf(s), lastPhrase(s)]; return x && b && x !== b ? reading.both([s, reading.binary(x, link.nextTo(), b)]) : reject; } %}
  # "Ottilie is older than Wendell, while Saskia is older still": older than Ottilie too.
  | Statement Joiner Ref Verbs Degree "still" Stop:?      {% ([s, , r, v, w], _, reject) => { const x = subjectOf(s); return x && s.kind === "binary" && s.link.relation === "compare" && s.link.word?.value === w.value ? reading.both([s, reading.binary(r, link.compare(w, null, tokensIn(v)), x)]) : reject; } %}
  # "Lucy is the oldest, but her ant farm scored worst of all": her ant farm is hers, and it scored worst.
  | Statement Joiner Possessive Value Link Object Stop:?  {% ([s, , , v, l, o], _, reject) => { const x = subjectOf(s); const r = reading.linked(v, l, o); return x && r ? reading.both([s, reading.binary(x, link.same(null, []), v), r]) : reject; } %}
  # "…, although they were not on either of the end benches", "…, and he is in neither end pen".
  | Statement Joiner Again Verbs Neg Verbs ("at" | "in" | "on") "either" "of" "the" ("end" | "outer" | "outside") PlaceNoun Stop:?
                                                          {% ([s, , g, , , , , n, , , , p], _, reject) => reading.again(s, g, link.same(true, []), phrase.end(n, p[0])) ?? reject %}
  | Statement Joiner Again Verbs ("at" | "in" | "on") "neither" ("end" | "outer" | "outside") PlaceNoun Stop:?
                                                          {% ([s, , g, , , n, , p], _, reject) => reading.again(s, g, link.same(true, []), phrase.end(n, p[0])) ?? reject %}
  # "Dee is not the comedy fan. She is not drinking cola either.": a second denial.
  | Statement (Joiner | Stop) Again Predicate Ref "either" Stop:?
                                                          {% ([s, , g, m, c], _, reject) => (m.negated ? reading.again(s, g, m, c) ?? reject : reject) %}
  # "..., and he is older than everyone except Cedric"; "..., and she is older than everyone else".
  | Statement Joiner Again:? Verbs Det:? Degree Noun:* "than" Everyone Noun:* Except Ref Stop:?
                                                          {% ([s, , g, v, , w, n, , , , , y], _, reject) => { const r = reading.again(s, g, link.same(null, v), phrase.extreme(w, n, 2)); return r ? reading.both([r, reading.binary(y, link.same(null, []), phrase.extreme(w, n))]) : reject; } %}
  | Statement Joiner Again:? Verbs Det:? Degree Noun:* Setting:? "than" Everyone "else":? Setting:? Stop:?
                                                          {% ([s, , g, v, , w, n], _, reject) => reading.again(s, g, link.same(null, v), phrase.extreme(w, n)) ?? reject %}
  # A participle or a place after a statement, of its subject: "The drummer is at one end, wearing a white suit";
  # "The Ashford train leaves at 7:35, immediately after Aurora's train"; "..., at 7:05".
  | Statement "," Participle Prep:? Ref Stop:?            {% ([s, , w, p, r], _, reject) => reading.again(s, null, link.same(null, [w, p]), r) ?? reject %}
  | Statement "," Relation Ref Stop:?                     {% ([s, , l, r], _, reject) => reading.again(s, null, l, r) ?? reject %}
  # "…, on the pitch immediately to the left of the dearest stall": where the subject is.
  | Statement "," Prep "the" PlaceNoun Relation Ref Stop:? {% ([s, , , , , l, r], _, reject) => reading.again(s, null, l, r) ?? reject %}
  # "The heaviest vegetable was a pumpkin, grown by a man whose shed is sky blue": the thing named last is his.
  | Statement "," PastParticiple "by" Ref Stop:?          {% ([s, , , , r], _, reject) => { const b = lastPhrase(s); return b && s.kind === "binary" && !s.link.negated ? reading.both([s, reading.binary(b, link.same(null, []), r)]) : reject; } %}
  # "Nigel lives in the fifth house, right at the end of the street": at an end, said again.
  | Statement "," Adverb:? "at" "the" ("end" | "far" "end") ("of" Det Noun):? Stop:?
                                                          {% ([s, , , at, , e], _, reject) => reading.again(s, null, link.same(null, []), phrase.end(at, e.at(-1))) ?? reject %}
  # "…, having made 24 runs fewer than the thatcher": a participle's comparison, of the subject.
  | Statement "," Participle Verbs Comparison Ref Stop:?  {% ([s, , p, v, c, r], _, reject) => (endsInAmount(v) ? reject : reading.again(s, null, link.withVerbs([p, v], { ...c, words: [...tokensIn(v), ...c.words] }), r) ?? reject) %}
  # "The astronaut won outright, with the pirate coming a close second": what another did, said by the way.
  | Statement "," "with" Ref Participle Link Ref Stop:?   {% ([s, , , r, p, l, o]) => reading.both([s, reading.binary(r, link.withVerbs(p, l), o)]) %}
  # "Rosalind came last, two places behind Giselle"; "…, three seconds after the swimmer in scarlet".
  | Statement "," Comparison Ref Stop:?                   {% ([s, , l, r], _, reject) => (l.amount !== undefined ? reading.again(s, null, l, r) ?? reject : reject) %}
  # "Marguerite swam freestyle and beat Evander by three seconds".
  | Statement Joiner Again:? VerbWord Verbs Ref "by" Amount Noun:* Stop:?
                                                          {% ([s, , g, v, w, b, , k, n], _, reject) => reading.again(s, g, link.by(link.same(null, [v, w]), k, n), b) ?? reject %}
  # "…, and the Volvo parked outside is hers": the subject's.
  | Statement Joiner Ref Verbs ("his" | "hers" | "theirs") Stop:?
                                                          {% ([s, , r], _, reject) => { const x = subjectOf(s); return x ? reading.both([s, reading.binary(r, link.same(null, []), x)]) : reject; } %}
  | Statement "," (Prep | "under" | "beneath" | "inside") Ref Stop:? {% ([s, , p, r], _, reject) => reading.again(s, null, link.same(null, [p]), r) ?? reject %}
  # "…, and he collects stamps", "…, and she drives a taxi": a value said with its verb ("stamp collecting"), of the subject.
  | Statement Joiner ("he" | "she" | "they") %value Stop:? {% ([s, , g, v], _, reject) => (saidWithVerb(v) ? reading.again(s, g, link.same(null, []), phrase.value(v)) ?? reject : reject) %}
  # "…, and it never stops chattering", "…, and Noel has been muttering about it ever since": a remark.
  # ("…, and he has polished its chrome every day": the remark says nothing, but "he" says the subject is a man,
  # where the statement names no other thing the pronoun could be.)
  # (A remark says something: it has a verb. "Ann is next to the cat owner and the dog owner" names a second neighbour.)
  | Statement Joiner (Pronoun | Ref) Remark Stop:?        {% ([s, , [q], r], _, reject) => { if (!isRemark(r) || !saysSomething(r)) return reject; const x = subjectOf(s); const p = Array.isArray(q) ? q[0] : q; return (p.value === "he" || p.value === "she") && x && s.kind === "binary" && s.b.type !== "value" ? reading.remarked(reading.both([s, reading.sex(x, p)]), r) : reading.remarked(s, r); } %}
  # "…, the squawking would drive him up the walls": a remark with a subject of its own that names nothing.
  | Statement ("," | Joiner) Det Plain Remark Stop:?       {% ([s, , , n, r], _, reject) => (isRemark([n, r]) && saysSomething(r) ? reading.remarked(s, [n, r]) : reject) %}
  # "…, which suits the household", "…, a fact that surprises the guests": a remark on the whole statement that says
  # nothing of the puzzle, nor that the statement is false, nor anything of anyone (isIdleRemark).
  | Statement "," ("which" | "who" | "whose" | "for" "which" | "something" | "a" "fact" ("that" | "which"):? | "as" | "to" ("everyone's" | "nobody's" | "no" "one's")) Remark Stop:?
                                                          {% ([s, , , r], _, reject) => (isIdleRemark(r) ? reading.remarked(s, r) : reject) %}
  # "Declan is older than Siobhan, and the pair of them live at opposite ends of the row": one at each end
  # (two that compare, or are placed apart, are two already).
  | Statement Joiner ("they" | "both" | "both" "of" "them" | "the" ("pair" | "two") "of" "them") Verbs "at" ("opposite" | "either") "ends" EndOf:? Stop:?
                                                          {% ([s, , , v, at, , e], _, reject) => (s.kind === "binary" && s.link.relation !== "same" && s.a.type === "value" && s.b.type === "value" ? reading.both([s, ...atBothEnds(s.a, s.b, v, at, e).slice(0, 2)]) : reject) %}
  # "The whiskey drinker keeps a cat - a very well-fed one": the thing named again, with a remark.
  | Statement "," ("a" | "an") Remark "one" Stop:?        {% ([s, , , r], _, reject) => (isRemark(r) ? reading.remarked(s, r) : reject) %}
  # "…lives in the middle house, behind the blue door": the subject's own door.
  | Statement "," Behind Stop:?                           {% ([s, , r], _, reject) => reading.again(s, null, link.same(null, []), r) ?? reject %}
  # "The bakery is at one end, and the blue door is not next to it": "it" is the one thing named before.
  | Statement Joiner Ref Link ("it" | "him" | "her" | "them") Stop:?
                                                          {% ([s, , r, l, [p]], _, reject) => reading.objectAgain(s, r, l, p) ?? reject %}
  # "Kirsty isn't the dentist, and the dog isn't hers either": whose it is, of the one named before;
  # "…, and the brown shed is right next to hers": next to her plot, so to her.
  | Statement Joiner Ref Link ("hers" | "his" | "theirs") "either":? Stop:?
                                                          {% ([s, , r, l, [p]], _, reject) => reading.objectAgain(s, r, l, { ...p, value: p.value === "hers" ? "her" : p.value === "his" ? "him" : "them" }) ?? reject %}
  # "The sidestroker swam next to the swimmer from Elmstead, yet finished twelve seconds behind her": the same two again.
  # (Not "…, and she is lying left of her": two pronouns of one sex cannot tell the two apart.)
  | Statement Joiner Again:? Predicate ObjectPronoun Stop:?
                                                          {% ([s, , g, m, [p]], _, reject) => { const q = tokensIn(g)[0]?.value; return (q === "she" && p.value === "her") || (q === "he" && p.value === "him") ? reject : reading.sameTwo(s, m, p) ?? reject; } %}
  # "Chloe is two years older than Dan, and she is lying immediately to his left": the same two again.
  # (Not "…, and she is lying left of her": two pronouns of one sex cannot tell the two apart.)
  | Statement Joiner Pronoun Verbs Adverb:? ("to" | "on") ("his" | "her" | "their") Side Stop:?
                                                          {% ([s, , [q], v, adv, , [p], side], _, reject) => (q.value === "she") === (p.value === "her") && (q.value === "he") === (p.value === "his") ? reject : reading.sameTwo(s, link.withVerbs(v, link.side(adv, side)), { ...p, value: p.value === "his" ? "him" : p.value === "their" ? "them" : "her" }) ?? reject %}
  # "…, and he lives in the house immediately to the right of hers": of her house, so of her.
  | Statement Joiner Pronoun Predicate ("hers" | "his" | "theirs") Stop:?
                                                          {% ([s, , , m, [p]], _, reject) => reading.sameTwo(s, m, { ...p, value: p.value === "hers" ? "her" : p.value === "his" ? "him" : "them" }) ?? reject %}
  # "Desmond sits beside the Caro-Kann player, though he refuses to touch that opening himself": "it", "that
  # opening" is the thing the statement named last, so the pronoun is its subject, which is said of it.
  | Statement Joiner Again:? Predicate ThatOne Self:? Stop:?
                                                          {% ([s, , , m, e], _, reject) => reading.echoed(s, m, e) ?? reject %}
  # "The horror fan is not only the youngest but also the one with the popcorn": both, not a denial.
  | Subject Verbs "not" "only" Ref ",":? "but" "also":? Verbs Ref Stop:?
                                                          {% ([a, v, , , b, , , , w, c]) => reading.both([reading.binary(a, link.same(null, v), b), reading.binary(a, link.same(null, w), c)]) %}
  | "not" "only" Verbs Ref Verbs Ref "," Pronoun "also":? Predicate Ref Stop:?
                                                          {% ([, , , a, v, b, , , , m, c]) => reading.both([reading.binary(a, link.same(null, v), b), reading.binary(a, m, c)]) %}
  # "Nadia has the middle balcony, with the drummer on one side of her and the banjo player on the other".
  | Statement "," "with" Ref OnEitherSide Stop:?          {% ([s, , , a, b], _, reject) => { const x = subjectOf(s); return x ? reading.both([s, ...neighboursOf(x, a, b)]) : reject; } %}
  # "Carla is not in the second house, and tulips are not her favourite": hers is the subject's own.
  | Statement Joiner Ref Link ("her" | "his" | "their") (Noun Noun:?):? "either":? Stop:?
                                                          {% ([s, , r, l, [p]], _, reject) => (l.relation === "same" ? reading.again(s, { ...p, value: p.value === "her" ? "she" : p.value === "his" ? "he" : "they" }, l, r) ?? reject : reject) %}
  # "Cyrus lives in one of the end houses, and the minivan belongs to whoever lives at the other end".
  | Statement Joiner Subject Link OtherEnd Stop:?         {% ([s, , r, l], _, reject) => reading.otherEnd(s, r, l) ?? reject %}
  # "The green shed is somewhere to the left of the red one, with exactly two plots between them".
  | Statement "," "with" Adverb:? Count PlaceNoun "between" "them" Stop:?
                                                          {% ([s, , , , k], _, reject) => (s.kind === "binary" && s.link.relation !== "same" ? reading.both([s, reading.apart(k, s.a, s.b)]) : reject) %}
  # "... was trained on Andromeda all night", "... each week": when, which says nothing of who.
  | Statement ("all" | "every" | "each") Noun Stop:?      {% id %}
  # "…, but not right next door"; "…, though not at either end": of the statement's subject and object.
  | Statement "," ("but" | "though" | "although") "not" Adverb:? ("next" "door" | "next" "to" ObjectPronoun | "beside" ObjectPronoun) Stop:?
                                                          {% ([s], _, reject) => reading.notBeside(s) ?? reject %}
  | Statement "," ("but" | "though" | "although") "not" ("at" | "on") ("either" "end" | "an" "end" | "one" "of" "the" "ends") EndOf:? Stop:?
                                                          {% ([s, , , n, [at]], _, reject) => reading.again(s, null, link.same(n, []), phrase.end(at, at)) ?? reject %}
  # "The ukulele player lives at one end of the row, but not in house 1".
  | Statement "," ("but" | "though" | "although") "not" Prep Ref Stop:?
                                                          {% ([s, , , n, p, r], _, reject) => reading.again(s, null, link.same(n, [p]), r) ?? reject %}
  # "Nobody at either end ran the slowest time, 4:16": the extreme named by its value, which says nothing more.
  | Statement "," Value Stop:?                            {% ([s, , v], _, reject) => { const b = saidLast(s); return b?.type === "extreme" ? reading.both([s, reading.binary(b, link.same(null, []), v)]) : reject; } %}
  # "Basil is not in the second house, nor in the third": that place denied too.
  | Statement ",":? "nor" ("in" | "at" | "on"):? Place Stop:? {% ([s, , , , p], _, reject) => (s.kind === "binary" && s.link.negated && (s.b.type === "position" || s.b.type === "end") && !tokensIn(Object.values(s.b)).some((t) => t.value === "right" || t.value === "left") ? reading.again(s, null, link.same(true, []), p) ?? reject : reject) %}
  # "Victor lives next to Uma, but not next to Wendy".
  | Statement Joiner Neg Relation Ref Stop:?              {% ([s, , n, l, r], _, reject) => reading.again(s, null, link.negate(n, l), r) ?? reject %}
  # "Sophie isn't at either end. She's left of Oscar, but not next to Priya": the same after two statements of one subject.
  # (Of whom the last statement is said: its subject, as a pronoun there is bound, "Oscar is left of Sophie. She …" being Sophie.)
  | Clue Joiner Neg Relation Ref Stop:?                   {% ([c, , n, l, r], _, reject) => (c.kind === "both" ? reading.sameSubject(c, link.negate(n, l), r) ?? reject : reject) %}
  # "keeps a budgerigar and not a cat", "…, not a cat": a value, and another denied it.
  | Statement (Joiner | ",") "not" Ref Stop:?             {% ([s, , n, r], _, reject) => (s.kind === "binary" && s.link.relation === "same" && !s.link.negated && s.b.type === "value" && r.type === "value" ? reading.again(s, null, link.negate(n, s.link), r) ?? reject : reject) %}
Stop -> "." | "!" | ";"
ThatOne -> "it" | "them" | ("that" | "this" | "those" | "these") Noun
Self -> "himself" | "herself" | "themselves" | "themself" | "itself"
# "at the other end": the end a statement before it named, and someone else there.
OtherEnd -> ("whoever" VerbWord Verbs | Det Head RelativePronoun Verbs):? "at" "the" "other" "end" EndOf:?
          # "…, whereas the pharmacist lives in the other"; "…; the postcard collector lives at the other".
          | ("at" | "in" | "on") "the" "other" ("end" | "one" | PlaceNoun):? EndOf:?
          # "…, and the birch (stands) in front of the house at the other end of the row".
          | ("in" "front" "of" | "outside" | "at" | "in"):? "the" PlaceNoun ("at" | "on") "the" "other" "end" EndOf:?
# "… on one side (of her) and B on the other": B, the other neighbour.
OnEitherSide -> "on" "one" "side" ("of" ("her" | "him" | "it" | "them")):? ",":? "and" Ref "on" "the" "other" "side":? {% (d) => d[6] %}
Joiner -> "," "and" | "," "but" | ";" | "and" | "but" | "," "while" | "while" | "," "whereas" | "whereas" | "," "so"
        # (Not ",":? before them: a rule that starts with what may be empty cannot be left unpredicted, see src/parse/earley.ts.)
        | ("though" | "although" | "yet" | "even" "though") | "," ("though" | "although" | "yet" | "even" "though")
# The subject again, as a pronoun: "he", "his car".
Again -> Pronoun | Possessive Compound
# A link that starts with a verb: what a second predicate needs, so that "A is next to B and C" is not read as "A is C".
Predicate -> VerbWord Link                                {% ([w, l], _, reject) => (["it", "they"].includes(String(tokensIn(w)[0]?.value)) ? reject : link.withVerbs(w, l)) %}
           # "…, and he never saw the hagfish".
           | Neg VerbWord Link                            {% ([neg, w, l], _, reject) => (l.negated || l.relation !== "same" || comparesIn([neg, w, l.verbs]) || tokensIn(w)[0]?.value === "as" ? reject : link.negate(neg, link.withVerbs(w, l))) %}
# A subject with what is said of it by the way: "Lena, who keeps goldfish, ...";
# "Felix, whose jacket is leather, ..."; "Renata, Quincy's client, ..."; "Ada, in the yellow kayak, ...".
Subject -> Ref {% id %}
         # "The cardamom merchant from Madurai …", "The tea drinker with the dog …": one who is both. Only as the
         # subject: "bought the parrot from the banker", "is in the car with the banker" name someone else.
         # (Not "with" a person, who is someone else: "the cat owner with Ben", "the one with the tea drinker".)
         | Det Value Tail:? ("from" | "with" | "in") Det Value Tail:? {% ([, v, t, [p], d, w, u], _, reject) => (endsInAmount(t) || endsInAmount(u) || (p.value === "with" && isCompanion(d, w, u)) ? reject : phrase.aside(phrase.tailed(v, t), [{ link: link.same(null, []), b: phrase.tailed(w, u) }])) %}
         | Det Value Tail:? "from" Value                 {% ([, v, t, , w], _, reject) => (endsInAmount(t) ? reject : phrase.aside(phrase.tailed(v, t), [{ link: link.same(null, []), b: w }])) %}
         | Ref "," Aside ","                              {% ([r, , a]) => phrase.aside(r, a) %}
         # "The last to arrive, a woman, pointed her telescope …": a person of that sex.
         | Ref "," ("a" | "an") ("woman" | "man" | "girl" | "boy" | "lady" | "gentleman") "," {% ([r, , , [w]]) => ({ ...r, sex: w }) %}
         # "The babysitter, who is a boy, …".
         | Ref "," ("who" | "whom") Be ("a" | "an") ("woman" | "man" | "girl" | "boy" | "lady" | "gentleman") "," {% ([r, , , , , [w]]) => ({ ...r, sex: w }) %}
         # "Bartholomew, whose lemon tart drew a queue of tasters, …": his, and a remark on it.
         | Ref "," "whose" Value Remark ","                   {% ([r, , , v, m], _, reject) => (isRemark(m) ? phrase.aside({ ...r, remark: tokensIn(m) }, [{ link: link.same(null, []), b: v }]) : reject) %}
         # "The sourdough baker - who never shuts up about her starter - lives …": a remark that names nothing.
         | Ref "," ("who" | "which" | "that") Remark ","   {% ([r, , , m], _, reject) => (isRemark(m) ? { ...r, remark: tokensIn(m) } : reject) %}
Aside ->
    ("who" | "that" | "which" | "whose") Link Ref         {% ([, l, r]) => [{ link: l, b: r }] %}
  # "Hugh, who came in later than anyone else, …": the extreme.
  | ("who" | "that" | "which") Verbs Det:? Degree Noun:* (("on" | "in" | "at" | "with" | "for") ("her" | "his" | "their" | "the") Noun):? "than" Everyone Noun:? ("else" %poss:?):? ("did" | "does"):?
                                                          {% ([, v, , w, n]) => [{ link: link.same(null, v), b: phrase.extreme(w, n) }] %}
  # "Nadia, who was outscored by all four of her teammates, …": a verb that compares, at its extreme.
  | ("who" | "that" | "which") Verbs Everyone Noun:? ("else" %poss:?):? {% ([, v], _, reject) => (tokensIn(v).length === 0 ? reject : [{ link: link.same(null, []), b: phrase.outdoing(v) }]) %}
  # "Sybil, whose Victoria sponge was on the middle table, …": hers, and where it was (so where she was).
  | "whose" Value Link Ref                                {% ([, v, l, r]) => [{ link: link.same(null, []), b: v }, { link: l, b: r }] %}
  | Ref                                                   {% ([r]) => [{ link: link.same(null, []), b: r }] %}
  # "The strychnine, as any sensible housekeeper would insist, …": a comment, which says nothing.
  | "as" Remark                                          {% ([, r], _, reject) => (isIdleRemark(r) ? [] : reject) %}
  # "Jyoti, of the Legal department, …", "Hugo, from Kochi, …": where one belongs.
  | ("of" | "from") Ref                                   {% ([, r]) => [{ link: link.same(null, []), b: r }] %}
  # "The vicar, naturally, was given …": a comment, which says nothing.
  | %word                                                 {% ([w], _, reject) => (isMannerAdverb(w) ? [] : reject) %}
  # "The yellow room, where the police found a torn glove, …": what was there is the room's.
  | "where" Det Noun VerbWord Verbs Ref                   {% ([, , , v, w, r]) => [{ link: link.same(null, [v, w]), b: r }] %}
  | "where" Ref ("was" | "were" | "is" | "are") %word      {% ([, r, , w], _, reject) => (startsWithVerb([w]) && !isDegree(w) ? [{ link: link.same(null, []), b: r }] : reject) %}
  # "a cellist who eats croissants for breakfast": two things said of the subject.
  | Ref ("who" | "that" | "which") Link Ref               {% ([r, , l, b]) => [{ link: link.same(null, []), b: r }, { link: l, b }] %}
  | ("in" | "with" | "from" | "at" | "on") Ref            {% ([[p], r]) => [{ link: link.same(null, [p]), b: r }] %}
  # "Julia, a teacher from Antrim, …": two things said of her.
  | Ref ("in" | "with" | "from") Ref                     {% ([r, [p], b]) => [{ link: link.same(null, []), b: r }, { link: link.same(null, [p]), b }] %}
  # "Lorcan, in his panama, …": his own.
  | ("in" | "with" | "from" | "at" | "on") Possessive Ref {% ([[p], , r]) => [{ link: link.same(null, [p]), b: r }] %}
  | Participle Ref                                        {% ([w, r]) => [{ link: link.same(null, [w]), b: r }] %}
  # "The falafel truck, painted mustard, …": what it is, said by the way; "The pumpkin, grown by a man whose …, …".
  | PastParticiple "by":? Ref                             {% ([, , r]) => [{ link: link.same(null, []), b: r }] %}
  | ("who" | "that" | "which") Winning                   {% ([, w]) => [w] %}
  # "The Plover, which Ulrich did not row, ...": said of the subject by another; a link of "is" alone reads both ways.
  | ("which" | "that" | "whom") Ref Link                 {% ([, r, l], _, reject) => (l.relation === "same" && tokensIn(l.verbs).length > 0 ? [{ link: l, b: r }] : reject) %}
  | ("who" | "that" | "which") Verbs Behind               {% ([, v, r]) => [{ link: link.same(null, v), b: r }] %}
  # "who lives on the Heron with his terrier": two things said of the subject.
  | ("who" | "that" | "which") Link Ref ("with" | "using" | "and") Possessive:? Ref
                                                          {% ([, l, r, , , b], _, reject) => (l.relation === "same" && !l.negated ? [{ link: l, b: r }, { link: link.same(null, []), b }] : reject) %}
# Words that name no value, compare nothing and place nothing: a remark by the way ("never shuts up
# about her starter", "has been muttering about it ever since"), which says nothing of the puzzle.
Remark -> RemarkWord:+
RemarkWord -> Compound | Be | Prep | Det | Neg | %poss | "all" | "it" | "they" | "them" | "him" | "her" | "his" | "its" | "their" | "up" | "about" | "ever" | "since"
# "behind the red door", "behind the green gate": one's own door (isEntrance), never an order.
Behind -> "behind" Ref                                    {% ([, r], _, reject) => (isEntrance(r) ? r : reject) %}
# Won, with nothing after it but the event: the best ("Duchess won", "won the race"; "who didn't win").
Winning -> Verbs Neg:? Verbs ("won" | "win" | "wins") ("the" Noun Noun:?):? Manner:? {% ([v, n, w, [won]]) => ({ link: link.same(n, [v, w]), b: phrase.extreme({ ...won, value: "best" }, []) }) %}
# "won outright", "won easily": how, which says nothing of who.
Manner -> "outright" | %word                              {% ([w], _, reject) => (isMannerAdverb(w) ? w : reject) %}

# A statement: "A <link> B", or one of the fixed shapes; "The one who paid
# 2 dollars more than A is B" is "B paid 2 dollars more than A".
Statement ->
    Subject Link Object                                       {% ([a, l, o], _, reject) => reading.linked(a, l, o) ?? reject %}
  # "Lavinia and Reginald came from Coldharbour and Ashby respectively": the first with the first, the second with the second.
  | Ref "and" Ref Link Ref ",":? "and" Ref ",":? "respectively" Stop:?
                                                          {% ([x, , y, l, a, , , b], _, reject) => { const r = [reading.linked(x, l, { ref: a }), reading.linked(y, l, { ref: b })]; return r[0] && r[1] ? reading.both(r as Reading[]) : reject; } %}
  # "Ava and Maddie made the orange and red planes, in some order": one each, whichever way round.
  | Ref "and" Ref Link Ref ",":? "and" Ref ",":? "in" ("some" | "either" | "one" | "no" "particular") "order"
                                                          {% ([x, , y, l, a, , , b], _, reject) => (l.relation === "same" && !l.negated ? reading.unaligned([x, y], [a, b]) : reject) %}
  # "Gordon and Beryl live in houses 5 and 1 respectively".
  | Ref "and" Ref Link PlaceNoun Count "and" Count ",":? "respectively" Stop:?
                                                          {% ([x, , y, l, n, j, , k], _, reject) => { if (!isPlaceNoun(n[0])) return reject; const at = (c) => phrase.numbered(n[0], { ...c, value: String(countOf(c)) }); const r = [reading.linked(x, l, { ref: at(j) }), reading.linked(y, l, { ref: at(k) })]; return r[0] && r[1] ? reading.both(r as Reading[]) : reject; } %}
  # "The Galaxy S21 owner likes autumn best": a favourite is the one thing liked.
  | Subject Link Ref ("best" | "most" | "the" "most")        {% ([a, l, b], _, reject) => (l.relation === "same" && !l.negated ? reading.binary(a, l, b) : reject) %}
  # "Whoever owns the lilac hut keeps a paddleboard in it": the place said again adds nothing.
  | Subject Link Ref ("in" | "at" | "on") ("it" | "there")    {% ([a, l, b], _, reject) => (l.relation === "same" ? reading.binary(a, l, b) : reject) %}
  # "Jessamy has the plum apron on": the particle adds nothing.
  | Subject Link Ref ("on" | "up")                        {% ([a, l, b], _, reject) => (l.relation === "same" ? reading.binary(a, l, b) : reject) %}
  # "The teal cap was worn by a woman", "The Kia driver is a man": a person of that sex.
  | Subject Verbs ("a" | "an") ("woman" | "man" | "girl" | "boy" | "lady" | "gentleman")
                                                          {% ([x, , , [w]]) => reading.sex(x, w) %}
  # "A boy wears the cowboy hat", "One of the lads is rocking the cowboy hat": the one who has it is a person of that sex.
  | ("a" | "an") ("woman" | "man" | "girl" | "boy" | "lady" | "gentleman" | "lad" | "lass" | "guy" | "gal") Verbs Ref
                                                          {% ([, [w], v, r]) => reading.sexBy(r, w, v) %}
  | "one" "of" "the" ("two" | "three" | "four" | "five"):? ("women" | "men" | "girls" | "boys" | "ladies" | "gentlemen" | "lads" | "lasses" | "guys" | "gals") Verbs Ref
                                                          {% ([, , , , [w], v, r]) => reading.sexBy(r, w, v) %}
  # "The gymnast is one of the boys", "The rabbit was rescued by one of the girls": a person of that sex.
  # ("The terrier belongs to one of the men": its owner is.)
  | Subject (Be | Verbs "by" | ("belongs" | "belonged" | "belong") "to") "one" "of" "the" ("two" | "three" | "four" | "five"):? ("women" | "men" | "girls" | "boys" | "ladies" | "gentlemen")
                                                          {% ([x, , , , , , [w]]) => reading.sex(x, w) %}
  # "Imran is seated to the right of all the others": at that end of the row.
  # (Only with a verb of where one is, and of everyone: not "wants to be", nor "all of the other women".)
  | Subject Verbs ("somewhere" | "further" | "farther"):? "to" "the" Side "of" ("all" "the" "others" | "all" "the" "rest" | "all" "others" | "the" "others" | "everyone" "else" | "everybody" "else" | "anyone" "else" | "anybody" "else") ("in" "the" ("row" | "line")):?
                                                          {% ([x, v, , , , s], _, reject) => (isPlacingVerbs(v) ? reading.binary(x, link.same(null, v), phrase.sideEnd(s, s)) : reject) %}
  # "The scooter rider and the person in loafers are the same person", "The chops and the chakalaka come from the same
  # house", "… don't belong to the same person": one entity, or two (sameEntity says which verbs and nouns).
  | Ref "and" Ref Verbs "the" "same" ("person" | "one" | "people" | Noun):?
                                                          {% ([a, , b, v, , , n], _, reject) => sameEntity(a, b, null, v, n?.[0]) ?? reject %}
  | Ref "and" Ref Verbs Neg Verbs "the" "same" ("person" | "one" | "people" | Noun):?
                                                          {% ([a, , b, v, neg, w, , , n], _, reject) => sameEntity(a, b, neg, [v, w], n?.[0]) ?? reject %}
  # Clefts: "A mojito is what the scooter rider mixes", "What Ann drinks is tea": Ann drinks tea.
  | Ref Be Neg:? "what" Ref Verbs                         {% ([b, , neg, , a, v], _, reject) => (tokensIn(v).length === 0 ? reject : reading.binary(a, link.same(neg, v), b)) %}
  | "what" Ref Verbs Be Neg:? Ref                         {% ([, a, v, , neg, b], _, reject) => (tokensIn(v).length === 0 ? reject : reading.binary(a, link.same(neg, v), b)) %}
  # "Neither of the two women is a professor": the professor is none of the women (a man, where names say so).
  # (Only with how many they are, all the puzzle has of that sex: "the two women" could be two named just before.)
  | ("neither" | "none") "of" "the" Count ("women" | "men" | "girls" | "boys" | "ladies" | "gentlemen") Link Ref
                                                          {% ([, , , k, [w], l, r], _, reject) => (l.relation !== "same" || l.negated ? reject : reading.sex(r, { ...w, count: countOf(k) }, l)) %}
  # "Neither of the two people in the middle houses drinks filter coffee", "Nobody at the ends of the bench is eating a
  # samosa": the coffee is in neither of those places.
  | NoneOf ("in" | "at" | "on") "the" ("two" | "2"):? Middle PlaceNoun VerbWord Verbs Ref
                                                          {% ([, , , , m, n, v, w, b], _, reject) => (/s$/u.test(String(n[0].value)) ? reading.binary(b, link.same(true, [v, w]), phrase.middles(m, n[0])) : reject) %}
  | NoneOf ("in" | "at" | "on") "the" ("two" | "2"):? ("end" | "outer" | "outside") PlaceNoun VerbWord Verbs Ref
                                                          {% ([, , , , [o], n, v, w, b], _, reject) => (/s$/u.test(String(n[0].value)) ? reading.binary(b, link.same(true, [v, w]), phrase.end(o, n[0])) : reject) %}
  | NoneOf ("in" | "at" | "on") "the" ("two" | "2"):? "ends" EndOf:? VerbWord Verbs Ref
                                                          {% ([, , , , e, , v, w, b]) => reading.binary(b, link.same(true, [v, w]), phrase.end(e, e)) %}
  # "Nobody in an end house drives the hatchback", "Nobody on an end stool is drinking Guinness": the hatchback is not there.
  # (On, only of a place: "Nobody on Ben's side drinks tea" is not of Ben.)
  | ("nobody" | "no" "one") ("in" | "at" | "on" | "from" | "with") Ref VerbWord Verbs Ref
                                                          {% ([, [p], a, v, w, b], _, reject) => (p.value === "on" && a.type === "value" ? reject : reading.binary(b, link.same(true, [v, w]), a)) %}
  # "One end station went to the cook in turquoise and the other to the one in charcoal".
  | "one" "end" PlaceNoun:? Verbs Ref ",":? "and" "the" "other" ("end" PlaceNoun:?):? Verbs Ref
                                                          {% ([o, e, , v, a, , , , , , w, b]) => reading.both(atBothEnds(a, b, [v, w], o, e)) %}
  # "Delphine painted the harbour fifteen years after Aurelio finished his picture": both said of Delphine.
  | Subject VerbWord Verbs Ref Comparison Ref (VerbWord Verbs (Possessive Noun):?):?
                                                          {% ([x, v, w, y, c, z], _, reject) => (c.relation === "compare" && y.type === "value" && !isAmount(y.token) && !countForm(y.token) ? reading.both([reading.binary(x, link.same(null, [v, w]), y), reading.binary(x, c, z)]) : reject) %}
  | Prep Ref Link Ref                                     {% ([, a, l, b]) => reading.binary(b, l, a) %}
  | Ref "and" Ref Verbs Neg:? Verbs Mutual                {% ([a, , b, , neg]) => reading.binary(a, link.negate(neg, link.nextTo()), b) %}
  # Two subjects, one link: "Alma and Dmitri aren't from Bexley"; "A and B both live next to C".
  | Ref "and" Ref "both":? Link Ref                       {% ([a, , b, , l, c], _, reject) => (l.relation === "same" && !l.negated ? reject : reading.both([reading.binary(a, l, c), reading.binary(b, l, c)])) %}
  # "The 35-year-old has a neighbour who keeps a rabbit"; but "belongs to the neighbour who …" names its owner, no place.
  # (Nor "The Oakdale neighbor owns Rocky", with nothing between: the one from Oakdale.)
  | Subject Verbs Det:? Neighbour RelativeClause              {% ([a, v, , , b], _, reject) => (tokensIn(v).length === 0 || [...tokensIn(v), ...(a.tail ?? [])].some((t) => /^belong/u.test(String(t.value))) ? reject : reading.binary(a, link.nextTo(), b)) %}
  # "Ada is older than Ben by five years": the amount after the second thing.
  | Subject Verbs Comparison Ref "by" Amount Noun:*          {% ([a, v, c, b, , k, n], _, reject) => (c.amount !== undefined || endsInAmount(v) ? reject : reading.binary(a, link.withVerbs(v, link.by({ ...c, words: [...tokensIn(v), ...c.words] }, k, n)), b)) %}
  # "The geography team outscored Greta's team by 4 points": a verb that compares, with its amount.
  | Subject VerbWord Verbs Ref "by" Amount Noun:*            {% ([a, v, w, b, , k, n]) => reading.binary(a, link.by(link.same(null, [v, w]), k, n), b) %}
  | Det Head RelativePronoun Verbs Comparison Ref Be Neg:? Ref
                                                          {% ([, h, , v, c, b, , neg, a], _, reject) => (endsInAmount(v) ? reject : reading.binary(a, link.negate(neg, { ...c, words: [...tokensIn([h, v]), ...c.words] }), b)) %}
  # "The person just to the right of Ada owns the cat": the one on that side of Ada, right beside;
  # "the person to the left of Ada", one person, is the one right beside too.
  | Det Head Adverb:? ("to" | "on"):? "the":? Side "of" Ref Link Ref
                                                          {% ([, , adv, , , side, , r, l, b], _, reject) => (adv?.value === "somewhere" || l.relation !== "same" || l.negated ? reject : reading.binary(b, link.side(adv ?? side, side), r)) %}
  # "The neighbour immediately to Stanley's right drives the Buick": the one right beside him, on that side.
  | Det (Head | Neighbour) Adverb:? ("to" | "on") Ref %poss Side Link Ref
                                                          {% ([, , adv, , r, , side, l, b], _, reject) => (adv?.value === "somewhere" || l.relation !== "same" || l.negated ? reject : reading.binary(b, link.side(adv ?? side, side), r)) %}
  # "Ada's neighbour on the left owns the red kayak", "Ada's left-hand neighbour".
  | Ref %poss Neighbour ("on" | "to") "the" Side Link Ref
                                                          {% ([r, , , , , side, l, b], _, reject) => (l.relation !== "same" || l.negated ? reject : reading.binary(b, link.side(side, side), r)) %}
  | Ref %poss HandedNeighbour Link Ref                    {% ([r, , side, l, b], _, reject) => (l.relation !== "same" || l.negated ? reject : reading.binary(b, link.side(side, side), r)) %}
  # "Ivor has the onion grower as his neighbour on the left (and B as his neighbour on the right)".
  | Subject Verbs NeighbourAs                             {% ([x, , [a, side]]) => reading.binary(a, link.side(side, side), x) %}
  | Subject Verbs NeighbourAs "and" NeighbourAs           {% ([x, , [a, s1], , [b, s2]]) => reading.both([reading.binary(a, link.side(s1, s1), x), reading.binary(b, link.side(s2, s2), x)]) %}
  # "Ada has only one neighbour": Ada is at an end.
  | Subject Verbs ("only" | "exactly" | "just") "one" Neighbour {% ([x, v, , o, n]) => reading.binary(x, link.same(null, v), phrase.end(o, n[0])) %}
  # "Ada is younger than everyone except Ben": Ben is the youngest, Ada the next.
  | Subject Verbs Det:? Degree Noun:* "than" Everyone Noun:* Except Ref
                                                          {% ([x, v, , w, n, , , , , y]) => reading.both([reading.binary(x, link.same(null, v), phrase.extreme(w, n, 2)), reading.binary(y, link.same(null, []), phrase.extreme(w, n))]) %}
  # "Exactly one player separates A and B": two places apart.
  | Adverb:? Count PlaceNoun ("separates" | "separate" | "separated" | "stands" "between" | "sits" "between") Ref ("and" | "from") Ref
                                                          {% ([, k, , , a, , b]) => reading.apart(k, a, b) %}
  # "Beth is older than everyone else", "Elsa practises more than anyone else": the extreme.
  | Subject Verbs Det:? Degree Noun:* "than" Everyone Noun:? ("else" %poss:?):? Setting:? {% ([x, v, , w, n]) => reading.binary(x, link.same(null, v), phrase.extreme(w, n)) %}
  # "Douglas lives nearest the market", "… furthest from the station": the least or the most distance.
  | Subject Verbs Superlative ("to" | "from"):? "the" %word {% ([x, v, w], _, reject) => (["nearest", "closest", "furthest", "farthest"].includes(String(w.value)) ? reading.binary(x, link.same(null, v), phrase.extreme(w, [])) : reject) %}
  # "Fewer kingfishers were counted than any other bird": the degree before what it is of; the extreme.
  | ("fewer" | "more") Ref Verbs "than" Everyone Noun:? ("else" %poss:?):? Setting:?
                                                          {% ([[w], x, v], _, reject) => (tokensIn(v).length === 0 ? reject : reading.binary(x, link.same(null, v), phrase.extreme(w, []))) %}
  # "More herons were seen than egrets".
  | ("fewer" | "more") Ref Verbs "than" Ref               {% ([[w], x, v, , y], _, reject) => (tokensIn(v).length === 0 ? reject : reading.binary(x, link.compare(w, null, tokensIn(v)), y)) %}
  # "walks farther each day than anyone else": how often adds nothing.
  | Subject Verbs Det:? Degree ("each" | "every") Noun "than" Everyone Noun:? ("else" %poss:?):? Setting:? {% ([x, v, , w]) => reading.binary(x, link.same(null, v), phrase.extreme(w, [])) %}
  | Subject Verbs Det:? Degree Noun:* Setting "than" Everyone Noun:? ("else" %poss:?):? Setting:? {% ([x, v, , w, n]) => reading.binary(x, link.same(null, v), phrase.extreme(w, n)) %}
  # "Nobody on the street paid less than the ukulele player", "No dog is older than the dalmatian": the extreme.
  | NoOne Verbs Det:? Degree Noun:* Setting:? "than" Ref  {% ([, v, , w, n, , , x]) => reading.binary(x, link.same(null, []), phrase.extreme(w, n)) %}
  # "Nobody finished ahead of the dinosaur": the first.
  | Statement Joiner NoOne Verbs Det:? Degree Noun:* Setting:? "than" Pronoun ("does" | "did" | "do" | "is" | "was"):?
                                                          {% ([s, , , v, , w, n, , , p], _, reject) => reading.again(s, p, link.same(null, []), phrase.extreme(w, n)) ?? reject %}
  | NoOne Verbs Order Ref                                  {% ([, , o, x]) => reading.binary(x, link.same(null, []), phrase.extreme({ ...o, value: o.value === "before" || o.value === "ahead" ? "earliest" : "latest" }, [])) %}
  # "Zeke lives further to the right than anyone else": at that end of the row.
  | Subject Verbs ("further" | "farther") ("to" "the"):? Side "than" Everyone "else":?
                                                          {% ([x, v, , , side]) => reading.binary(x, link.same(null, v), phrase.sideEnd(side, side)) %}
  # "Jovan towers over everyone else on the street", "Mo outscored all the others": a verb that compares, at its extreme.
  | Subject Verbs Everyone Noun:? ("else" %poss:?):? Setting:? {% ([x, v], _, reject) => (tokensIn(v).length === 0 ? reject : reading.binary(x, link.same(null, []), phrase.outdoing(v))) %}
  # "Cedric joined the company before anyone else": the earliest.
  | Subject Verbs Order Everyone Noun:? ("else" %poss:?):? Setting:? {% ([x, v, o]) => reading.binary(x, link.same(null, v), phrase.extreme({ ...o, value: o.value === "before" || o.value === "ahead" ? "earliest" : "latest" }, [])) %}
  # "Henrietta opens her taco truck before anyone else on the pier": hers, and the earliest.
  | Subject Link Possessive:? Ref Order Everyone Noun:? ("else" %poss:?):? Setting:?
                                                          {% ([x, l, , a, o], _, reject) => (l.relation !== "same" || l.negated || a.type !== "value" ? reject : reading.both([reading.binary(x, l, a), reading.binary(x, link.same(null, []), phrase.extreme({ ...o, value: o.value === "before" || o.value === "ahead" ? "earliest" : "latest" }, []))])) %}
  # "X has the soup eater on one side and the salad eater on the other": its two neighbours.
  | Subject Verbs Ref OnEitherSide                       {% ([x, , a, b]) => reading.both(neighboursOf(x, a, b)) %}
  # "Abel caught a trout using flies", "Priya led the fossils tour in Italian": both are the subject's.
  # (Not "in the end" nor "in the last round", which say when, not where or who.)
  | Subject Link Ref ("using" | "with" | "in" | "for" | "on" | "at") Possessive:? Ref
                                                          {% ([x, l, a, , , b], _, reject) => (l.relation !== "same" || l.negated || b.type === "end" || (b.type === "extreme" && ["first", "last"].includes(String(b.word.text))) || (b.type === "value" && b.tail && ordinalWord(b.token)) ? reject : reading.both([reading.binary(x, l, a), reading.binary(x, link.same(null, []), b)])) %}
  # "Neither end locker has the crimson padlock": it is at no end.
  | "neither" ("end" | "outside" | "outer") PlaceNoun EndOf:? Link Ref
                                                          {% ([n, , p, , l, r], _, reject) => (l.relation !== "same" || l.negated ? reject : reading.binary(r, link.same(true, []), phrase.end(n, p[0]))) %}
  | "neither" "of" "the" ("end" | "outside" | "outer") PlaceNoun EndOf:? Link Ref
                                                          {% ([n, , , , p, , l, r], _, reject) => (l.relation !== "same" || l.negated ? reject : reading.binary(r, link.same(true, []), phrase.end(n, p[0]))) %}
  # "The teal jacket is at neither end of the queue": at no end.
  | Subject Verbs ("at" | "in" | "on") "neither" ("end" | "of" "the" "ends") EndOf:?
                                                          {% ([x, , , n, [e], f]) => reading.binary(x, link.same(true, []), phrase.end(n, f ?? e)) %}
  # "is in neither end pen"; "were not on either of the end benches".
  | Subject Verbs ("at" | "in" | "on") "neither" ("end" | "outer" | "outside") PlaceNoun
                                                          {% ([x, , , n, , p]) => reading.binary(x, link.same(true, []), phrase.end(n, p[0])) %}
  | Subject Verbs Neg Verbs ("at" | "in" | "on") "either" "of" "the" ("end" | "outer" | "outside") PlaceNoun
                                                          {% ([x, , , , , n, , , , p]) => reading.binary(x, link.same(true, []), phrase.end(n, p[0])) %}
  # "The emerald silks are in a higher-numbered stall than Hattie's": to the right (numbered from the left).
  | Subject Verbs Det:? ("higher" | "lower") "-" "numbered" PlaceNoun "than" Ref
                                                          {% ([a, , , [w], , , , , b]) => reading.binary(a, link.side(null, { ...w, value: w.value === "higher" ? "right" : "left" }), b) %}
  # "The cobalt balloon had Hector's balloon immediately to its left": Hector's is right beside it, on that side.
  | Subject Verbs Ref Adverb:? "to" Possessive Side          {% ([x, , a, adv, , , side]) => reading.binary(a, link.side(adv, side), x) %}
  | Subject Verbs Ref Adverb:? "to" Possessive Side "and" Ref Adverb:? "to" Possessive Side
                                                          {% ([x, , a, adv, , , s1, , b, adv2, , , s2]) => reading.both([reading.binary(a, link.side(adv, s1), x), reading.binary(b, link.side(adv2, s2), x)]) %}
  # "The whippet and the collie have one dog between them": that many places apart.
  | Ref "and" Ref Verbs Adverb:? Count Noun "between" "them"
                                                          {% ([a, , b, , , k]) => reading.apart(k, a, b) %}
  # "Nobody spotted the eel at the Mariner": the eel was not at the Mariner.
  | ("nobody" | "no" "one") VerbWord Verbs Ref ("at" | "in" | "on" | "from" | "near" | "by") Ref
                                                          {% ([, v, w, a, , b]) => reading.binary(a, link.same(true, [v, w]), b) %}
  # "Nobody is younger than Leo": Leo is the youngest; "Nobody sits to the left of Holly": Holly is leftmost.
  | Nobody Verbs Det:? Degree Noun:* "than" Ref           {% ([, v, , w, n, , x]) => reading.binary(x, link.same(null, []), phrase.extreme(w, n)) %}
  | Nobody Verbs Adverb:? ("to" | "on"):? "the":? Side "of" Ref
                                                          {% ([, , , , , side, , x]) => reading.binary(x, link.same(null, []), phrase.sideEnd(side, side)) %}
  # "Kemal lives behind the yellow door": the door is his own, not a place in a queue.
  | Subject Verbs Neg:? Verbs Behind                      {% ([x, v, n, w, r]) => reading.binary(x, link.same(n, [v, w]), r) %}
  # "Duchess won", "Rocket did not win": the best of the ranking (or of the scores).
  | Subject Winning                                       {% ([x, w]) => reading.binary(x, w.link, w.b) %}
  | Det Noun Opening "with" Ref                           {% ([, , o, , r]) => reading.binary(r, link.same(null, []), phrase.extreme(o, [])) %}
  | Subject Verbs Neg:? Verbs Opens Event                 {% ([x, v, n, w, o]) => reading.binary(x, link.same(n, [v, w]), phrase.extreme(o, [])) %}
  | Subject "neither" Opens "nor" Opens Event             {% ([x, , o, , p]) => reading.both([reading.binary(x, link.same(true, []), phrase.extreme(o, [])), reading.binary(x, link.same(true, []), phrase.extreme(p, []))]) %}
  | Between                                               {% id %}
  | Through                                               {% id %}
  | Either                                                {% id %}
  | Neither                                               {% id %}
  | Unaligned                                             {% id %}
  | AllDifferent                                          {% id %}
  | Shared                                                {% id %}

NeighbourAs -> Ref "as" Possessive Neighbour ("on" | "to") "the" Side {% (d) => [d[0], d[6]] %}
# "The show opened with the talk on genealogy": its first (or last) part.
Opening -> ("opened" | "began" | "started" | "kicked" "off")   {% ([[w]]) => ({ ...w, value: "earliest" }) %}
         | ("closed" | "ended" | "finished" | "wrapped" "up") {% ([[w]]) => ({ ...w, value: "latest" }) %}
# "Bronwen closed the show", "did not open the concert": its first (or last) act.
Opens -> ("opened" | "open" | "opens")                   {% ([[w]]) => ({ ...w, value: "earliest" }) %}
       | ("closed" | "close" | "closes")                 {% ([[w]]) => ({ ...w, value: "latest" }) %}
# The event an act opens or closes: "the show", "the evening's programme".
Event -> "the" Noun                                       {% ([, n], _, reject) => (isEvent(n) ? n : reject) %}

# What a link relates its subject to: a thing, or a place around a thing ("is not A's neighbour", "sits to A's left").
Object ->
    Ref                                                   {% ([r]) => ({ ref: r }) %}
  # "got her phone a month before the iPhone was bought": the thing, as what happened to it.
  | Ref ("was" | "were") Compound                         {% ([r, , c], _, reject) => (isParticiple(c) ? { ref: r, event: true } : reject) %}
  # "shares her home with a parrot", "wore his panama": the subject's own.
  | Possessive Ref                                        {% ([, r], _, reject) => (r.type === "value" ? { ref: r } : reject) %}
  | Ref %poss ("next" "-" "door" | "next" "door" | "immediate"):? Neighbour {% ([r]) => ({ ref: r, around: "neighbour" }) %}
  | Adverb:? ("to" | "on") Ref %poss "immediate":? Side   {% ([adv, , r, , imm, side]) => ({ ref: r, around: "side", adverb: adv ?? imm, side }) %}
  # "is Enzo's right-hand neighbour", "is the left-hand neighbour of the kitten owner": right beside, on that side.
  | Ref %poss HandedNeighbour                             {% ([r, , side]) => ({ ref: r, around: "side", adverb: side, side }) %}
  | "the" HandedNeighbour ("of" | "to") Ref               {% ([, side, , r]) => ({ ref: r, around: "side", adverb: side, side }) %}

# One link to two things, or two links to two things, said once: "X lives next to both A and B";
# "X paid more than A but less than B"; "X is two houses to the left of A"; "X and Y are at opposite ends".
Shared ->
    # (Negated, "doesn't live next to both A and B" says only "not both": cluegrid does not read it.)
    # ("next door to both Lucian and the ukulele player": two people, so not one.)
    Subject Link "both" Ref "and" Ref                         {% ([x, l, , a, , b], _, reject) => (l.negated ? reject : reading.both([reading.binary(x, l, a), reading.binary(x, l, b), ...(l.relation === "nextTo" ? [reading.binary(a, link.same(true, []), b)] : [])])) %}
  # "Ann is next to the cat owner and the dog owner", "is older than Ben and Cy": each of the two, as with "both".
  # (The second named by a name or by its value and a noun for a person, "the dog owner" ("and the dog" may be Ben's):
  # "… and Cleo drinks", "… and so does
  # Cy", "… and opposite Cy", "… and Cy combined" say more, which this does not read.)
  | Subject Link Ref "and" "the":? %value Noun:? Stop:?    {% ([x, l, a, , , v, n], _, reject) => { const b = phrase.tailed(phrase.value(v), n); return (l.negated || !plainTail(a) || !plainTail(b) || (!n && !isCapitalized(v)) || (l.relation !== "nextTo" && l.relation !== "compare") || (l.relation === "compare" && l.amount !== undefined) ? reject : reading.both([reading.binary(x, l, a), reading.binary(x, l, b), ...(l.relation === "nextTo" ? [reading.binary(a, link.same(true, []), b)] : [])])) } %}
  # "sat immediately to the right of Marcus and immediately to the left of the Lakeview student".
  | Subject Verbs Relation Ref ",":? ("but" | "and") Relation Ref
                                                          {% ([x, v, l, a, , , m, b]) => reading.both([reading.binary(x, link.withVerbs(v, l), a), reading.binary(x, link.withVerbs(v, m), b)]) %}
  # "paid more than $20", "is from after 1900", "isn't over 30": a bound on an ordered category, where the amount is no value.
  | Subject Link ("$" | "£" | "€"):? %number Noun:? Stop:? {% ([x, l, c, n, u], _, reject) => (l.relation === "compare" && l.amount === undefined ? reading.bounded(x, l, [c, n, u]) : reject) %}
  # "The painting in the middle is newer than both of its neighbours": than the places either side of it.
  | Subject Verbs Comparison ("both" | "either" | "each") "of" ("its" | "his" | "her" | "their") NextDoor:? ("neighbours" | "neighbors") Stop:?
                                                          {% ([x, v, c, , , , , [n]], _, reject) => (endsInAmount(v) ? reject : reading.both(phrase.neighbours(x, n, n).map((b) => reading.binary(x, link.withVerbs(v, c), b)))) %}
  # ("older than both Kiri and Ruby, but younger than Ana": each compared in turn.)
  | Subject Verbs Comparison Compared ",":? ("but" | "and") Verbs Comparison Compared
                                                          {% ([x, v, c, a, , , w, d, b], _, reject) => (endsInAmount(v) || endsInAmount(w) ? reject : reading.both([...a.map((r) => reading.binary(x, c, r)), ...b.map((r) => reading.binary(x, d, r))])) %}
  | Subject Verbs Adverb:? Spacing ("to" "the"):? Side "of" Ref
                                                          {% ([x, v, adv, k, , side, , a], _, reject) => spacedSide(x, v, adv, k, side, a) ?? reject %}
  # "The Oros is two stalls further to the right than the rooibos": as "two stalls to the right of".
  | Subject Verbs Adverb:? Spacing ("further" | "farther") ("to" "the"):? Side "than" Ref
                                                          {% ([x, v, adv, k, , , side, , a], _, reject) => spacedSide(x, v, adv, k, side, a) ?? reject %}
  # "The tweed coat and the wool coat are on the two end chairs", "... at either end".
  | Ref "and" Ref Verbs ("at" | "on" | "in"):? ("the" "two" ("ends" | ("end" | "outside" | "outer") PlaceNoun) | "either" "end") EndOf:?
                                                          {% ([x, , y, v, p, e]) => { const at = p?.[0] ?? tokensIn(e)[0]; return reading.both([reading.binary(x, link.same(null, v), phrase.end(at, at)), reading.binary(y, link.same(null, v), phrase.end(at, at)), reading.binary(x, link.same(true, []), y)]); } %}
  | Ref "and" Ref Verbs "at" "opposite" "ends" EndOf:?    {% ([x, , y, v, at, , e]) => reading.both(atBothEnds(x, y, v, at, e)) %}
  # "The Welsh learner lives at the opposite end of the row from Leopold".
  | Subject Verbs "at" "the" "opposite" "end" EndOf:? "from" Ref {% ([x, v, at, , , e, , , y]) => reading.both(atBothEnds(x, y, v, at, e)) %}
  # "A is at one end and B is at the other".
  | Ref Verbs "at" "one" "end" EndOf:? Joiner Ref Verbs "at" "the" "other" "end":? EndOf:?
                                                          {% ([x, v, at, , e, , , y, w]) => reading.both(atBothEnds(x, y, [v, w], at, e)) %}
  # "The tartan cloth was on one of the end tables and the paisley cloth was on the other".
  | Ref Verbs ("at" | "on" | "in") ("one" "end" | "one" "of" "the" "two":? ("end" | "outside" | "outer")) PlaceNoun EndOf:? Joiner Ref Verbs ("at" | "on" | "in") "the" "other" ("end" | "one" | PlaceNoun):? EndOf:?
                                                          {% ([x, v, [at], , n, , , y, w]) => reading.both(atBothEnds(x, y, [v, w], at, n[0])) %}

# "The salad belongs to someone whose locker is to the left of the wrap", "Ada is the one who sits next to Ben":
# the subject is that one, so it stands where the clause says.
Through ->
    Subject VerbWord Verbs Det:? Head ("who" | "that" | "which") Link Ref
                                                          {% ([a, v, w, , , , l, b], _, reject) => (l.relation === "same" ? reject : reading.binary(a, link.withVerbs([v, w], l), b)) %}
  | Subject VerbWord Verbs Det:? Head "whose" Noun Link Ref   {% ([a, v, w, , , , , l, b], _, reject) => (l.relation === "same" ? reject : reading.binary(a, link.withVerbs([v, w], l), b)) %}

# "X is somewhere between A and B, in that order"; "There are two houses between A and B".
Between ->
    Subject Verbs Neg:? Adverb:? "in":? "between" Ref "and" Ref InThatOrder:? BesideBoth:?
                                                          {% ([x, , neg, adv0, , , a, , b, order, both]) => reading.inBetween(x, a, b, adv0 ?? both, order != null, neg) %}
  # "The person who lives directly between Edwina and Agnes drives the pickup"; "The pickup belongs to the person who …".
  | Det Head RelativePronoun Verbs Adverb:? "between" Ref "and" Ref Link Ref
                                                          {% ([, , , , adv, , a, , b, l, x], _, reject) => (l.relation !== "same" || l.negated ? reject : reading.inBetween(x, a, b, adv)) %}
  # "The kangaroo snag went to whoever lives directly left of Tess": it is where that one is.
  | Subject Link ("whoever" | Det Head RelativePronoun) Verbs Relation Ref Stop:?
                                                          {% ([x, l, , v, r, b], _, reject) => (l.relation !== "same" || r.relation === "same" || r.relation === "compare" || (x.tail ?? []).some((w) => isVerbWord(w) && !canNamePlace(w)) || !handedTo(l.verbs) ? reject : reading.binary(x, link.withVerbs([l.verbs ?? [], v], link.negate(l.negated ? true : null, r)), b)) %}
  | Subject Link Det Head RelativePronoun Verbs Adverb:? "between" Ref "and" Ref
                                                          {% ([x, l, , , , , adv, , a, , b], _, reject) => (l.relation !== "same" || l.negated ? reject : reading.inBetween(x, a, b, adv)) %}
  # "The porcupine was seen by whoever is standing between the hikers from Barrie and Peterborough".
  | Subject Link "whoever" Verbs Adverb:? "between" TwoOf
                                                          {% ([x, l, , , adv, , [a, b]], _, reject) => (l.relation !== "same" || l.negated ? reject : reading.inBetween(x, a, b, adv)) %}
  | Subject Verbs Neg:? Adverb:? "in":? "between" "the" Noun ("from" | "in" | "with") Value "and" Value
                                                          {% ([x, , neg, adv, , , , n, , a, , b]) => reading.inBetween(x, phrase.headed(a, n), phrase.headed(b, n), adv, false, neg) %}
  # "Exactly one person sits between A and B"; "Nobody sits between A and B" (they are neighbours).
  | Adverb:? Count PlaceNoun Verbs "between" Ref "and" Ref {% ([, k, , , , a, , b]) => reading.apart(k, a, b) %}
  # "Between Lothar and the person who avoids mushrooms there is exactly one house".
  | "between" Ref "and" Ref ",":? "there" Verbs Adverb:? Count PlaceNoun {% ([, a, , b, , , , , k]) => reading.apart(k, a, b) %}
  | ("nobody" | "no" "one") Verbs "between" Ref "and" Ref {% ([, , , a, , b]) => reading.binary(a, link.nextTo(), b) %}
  | "there" Verbs Adverb:? Count PlaceNoun Plain:? "between" Ref "and" Ref
                                                          {% ([, , , k, , , , a, , b]) => reading.apart(k, a, b) %}
  | Ref "and" Ref Verbs Adverb:? Spacing "apart" {% ([a, , b, , adv, k], _, reject) => (adv && !EXACT.has(adv.value) ? reject : reading.distance(k, a, b)) %}
  # "two doors away from": that many places apart.
  | Subject Verbs Adverb:? Spacing ("away" | "apart") "from" Ref
                                                          {% ([a, , adv, k, , , b], _, reject) => (adv && !EXACT.has(adv.value) ? reject : reading.distance(k, a, b)) %}
  # "next door but one to": two places apart (British).
  | Subject Verbs "next" "door" "but" "one" ("to" | "from") Ref
                                                          {% ([a, , , , , one, , b]) => reading.distance({ ...one, value: "two" }, a, b) %}
  # "two doors down from", "three houses along from" (not "one floor up from", a floor higher).
  | Subject Verbs Adverb:? Distance ("door" | "doors" | "house" | "houses") ("down" | "up" | "along") "from" Ref
                                                          {% ([a, , adv, k, , , , b], _, reject) => (adv && adv.value !== "exactly" ? reject : reading.distance(k, a, b)) %}
InThatOrder -> ",":? "in" "that" "order"
# "…, right next to both": right between, beside each.
# None of some people: "neither of the two people", "nobody", "none of the passengers".
NoneOf -> "neither" "of" "the" ("two" | "2") Noun | "nobody" | "no" "one" | "none" "of" "the" Noun

# What a comparison is made with: one thing, or "both A and B".
Compared -> Ref {% ([r]) => [r] %} | "both" Ref "and" Ref {% ([, a, , b]) => [a, b] %}
# Two things: "A and B", "the hikers from Barrie and Peterborough" (the hiker from each).
TwoOf -> Ref "and" Ref                                    {% ([a, , b]) => [a, b] %}
       | "the" Noun ("from" | "in" | "with") Value "and" Value {% ([, n, , a, , b]) => [phrase.headed(a, n), phrase.headed(b, n)] %}

BesideBoth -> "," Adverb:? ("next" "to" | "beside") "both" ("of" "them"):? {% ([, a, [w]]) => a ?? { ...w, value: "right" } %}
            | "," Adverb:? ("next" "door" "to" | "next" "to" | "beside") "each" "of" "them" {% ([, a, [w]]) => a ?? { ...w, value: "right" } %}

# "X is either Y or Z"; "Either X or Y is Z"; "X was born in 1946 or he is from Ireland".
Either ->
    Subject Verbs "either" Verbs Ref ",":? "or" Verbs Ref NotBoth:?
                                                          {% ([x, , , , y, , , , z]) => reading.either(x, [y, z]) %}
  | "either" Ref ",":? "or" Ref Verbs Ref                 {% ([, y, , , z, , x]) => reading.either(x, [y, z]) %}
  | Subject Verbs Ref ",":? "or" Pronoun Verbs Ref            {% ([x, , y, , , , , z]) => reading.either(x, [y, z]) %}
  | Subject Verbs Ref ",":? "or" Verbs Ref                    {% ([x, , y, , , , z]) => reading.either(x, [y, z]) %}
Pronoun -> "he" | "she" | "it" | "they"
ObjectPronoun -> "him" | "her" | "it" | "them"
# "wearing", "holding", "carrying": a participle that says what the subject has.
# "entered", "shown", "baked": a past participle after a noun ("the lightest one entered").
PastParticiple -> %word                                   {% ([w], _, reject) => (/^\p{L}{3,}(?:ed|en|wn)$/u.test(String(w.value)) && !isDegree(w) ? w : reject) %}
Participle -> %word                                       {% ([w], _, reject) => (/^\p{L}{3,}ing$/u.test(String(w.value)) && !isDegree(w) ? w : reject) %}
Everyone -> ("anyone" | "everyone" | "anybody" | "everybody" | "anything" | "everything" | "all" "the" "others" | "the" "others" | "any" "other" Noun
          | "every" "other" | "all" "the" "other" | "all" "others" | "any" "other"
          # "each of the other three", "any of the others", "all of the other hikers"
          | ("each" | "any" | "all" | "every" "one" | "either") "of" "the" ("others" | "other" Count:? Noun:? | Count "others")
          # "all four of her rivals", "all four of the others": everyone else (where they are four; see resolve.ts binary).
          | "all" Count "of" Possessive Noun | "all" Count "of" "the" ("others" | "other" Noun | Noun)) Setting:?
# Where the things of the puzzle are, said by the way: "on the shelf", "in the window", "at the counter", "for sale".
# Its nouns are plain words, never a value: "the oldest person with the cat" names the cat.
Setting -> ("of" | "in" | "on" | "at" | "for" | "along" | "inside" | "to") Det:? Noun Noun:?
         | ("in" | "on" | "at") ("it" | "them" | "there")
         # "the most expensive snack anyone bought", "the smallest shoes of anyone on the street": of them all.
         | ("anyone" | "anybody") ("has" | "had" | "ever" | "else"):* %word
         | "of" ("anyone" | "anybody" | "everyone" | "all") ("else"):? Setting:?
         # "the fastest of them all", "the lightest animal there".
         | "of" ("them" | "us") "all" | "there"
         # "the longest of all the dishes", "the cheapest of all five".
         | "of" "all" Det:? Count:? Noun
Except -> "except" | "but" | "save" | "apart" "from" | "other" "than" | "except" "for"
Nobody -> "nobody" | "no" "one" | "no" "other" Noun | "none" "of" "the" "others" | "none" "of" "the" "other" Noun
# "Nobody on the street", "No dog on the bench": no one of them, whoever it is.
NoOne -> ("nobody" | "no" "one" | "no" %word | "none" "of" "them" | "no" "other" Noun | "none" "of" "the" "other" Noun) Setting:?
# What the either-or of a clue already says: one of the two, never both.
NotBoth -> ",":? ("but" | "and") "not" "both"

# "Neither X nor Y is Z"; "X is neither Y nor Z".
Neither ->
    "neither" Ref "nor" Ref Verbs Ref                     {% ([, a, , b, v, c]) => reading.neither([a, b], c, v) %}
  # "Neither Mike nor Oscar ordered the salad or the noodles": neither did either.
  | "neither" Ref "nor" Ref Verbs Ref ",":? "or" Ref      {% ([, a, , b, v, c, , , d]) => reading.both([reading.neither([a, b], c, v), reading.neither([a, b], d, v)]) %}
  # "Neither Eloise nor Celine likes Chopin best": a favourite is the one thing liked.
  | "neither" Ref "nor" Ref Verbs Ref ("best" | "most")   {% ([, a, , b, v, c], _, reject) => (tokensIn(v).length === 0 ? reject : reading.neither([a, b], c)) %}
  # "The 34-year-old is neither the vet nor next to her": not the vet, and not next to the vet.
  | Subject Verbs "neither" Ref "nor" Relation ObjectPronoun
                                                          {% ([x, v, , a, , r]) => reading.both([reading.binary(x, link.same(true, v), a), reading.binary(x, link.negate(true, r), a)]) %}
  # "Tom didn't bring wine or cheese"; "doesn't volunteer at the arena or at the legion hall" (the same preposition; not
  # "didn't go to Rome or with Alice"; its verbs must say one
  # has the value: "doesn't hate wine or cheese" is no such thing).
  | Subject Verbs Neg Verbs Ref ",":? "or" Prep:? Ref        {% ([c, v, , w, a, , , p, b], _, reject) => (p && tokensIn(w).at(-1)?.value !== p[0].value ? reject : reading.neither([a, b], c, [v, w])) %}
  # "Sami doesn't live in a blue, green or cream house": none of them.
  | Subject Verbs Neg Verbs Ref ("," Ref):+ ",":? "or" Ref    {% ([c, v, , w, a, more, , , z]) => reading.both([a, ...more.map((m: unknown[]) => m[1]), z].map((x) => reading.binary(c, link.same(true, [v, w]), x))) %}
  # "Ann is neither the poodle nor the collie": three different things; but "Otto neither swims backstroke
  # nor owns the spotted towel" (a verb after "neither") is two things Otto does not do, and says nothing of the two.
  # "Clarence looks after neither the guppies nor the swordtails": the verb's particle.
  | Subject Verbs "after" "neither" Ref "nor" Ref         {% ([c, v, p, , a, , b]) => reading.both([reading.binary(c, link.same(true, [v, p]), a), reading.binary(c, link.same(true, [v, p]), b)]) %}
  | Subject Verbs "neither" Verbs Ref "nor" Verbs Ref     {% ([c, v, , w, a, , u, b]) => (a.type === "position" || a.type === "end" || b.type === "position" || b.type === "end" || (tokensIn(v).length === 0 && !c.tail && !c.via) || startsWithVerb(w) || startsWithVerb(u) ? reading.both([reading.binary(c, link.same(true, [v, w]), a), reading.binary(c, link.same(true, [v, u]), b)]) : reading.neither([a, b], c)) %}

# "Of X and Y, one is A and the other is B"; "…, one won the final and the other came in last".
Unaligned ->
    "of" Ref "and" Ref ",":? "one" OneSays ",":? "and" "the" "other" OneSays
                                                          {% ([, a, , b, , , l, , , , , m]) => reading.unaligned([a, b], [l.b, m.b], [l.link, m.link]) %}
OneSays -> Link Ref                                       {% ([l, b]) => ({ link: l, b }) %}
         | Winning                                        {% id %}

# "A, B and C are all different packs"; "The four people were A, B, C and D."
AllDifferent ->
    RefList Verbs "all":? Count:? "different" Noun:*      {% ([items]) => reading.allDifferent(items) %}
  | Det Count Noun Verbs RefList                          {% ([, , , , items]) => reading.allDifferent(items) %}
RefList ->
    Ref "and" Ref                                         {% ([a, , b]) => [a, b] %}
  | Ref ("," Ref):+ ",":? "and" Ref                       {% ([a, more, , , z]) => [a, ...more.map((m: unknown[]) => m[1]), z] %}

# The link between two phrases: a verb group meaning "is the same as",
# maybe negated, maybe followed by a relation of places or a comparison.
Link ->
    # (A pronoun alone is no verb group: "…, and it watches-birds" says nothing of the subject.)
    Verbs                                                 {% ([v], _, reject) => (comparesIn(v) || (tokensIn(v).length > 0 && tokensIn(v).every((t) => t.value === "it" || t.value === "they")) ? reject : link.same(null, v)) %}
  | Verbs Neg Verbs                                       {% ([v, neg, w], _, reject) => (comparesIn([v, w]) ? reject : link.same(neg, [v, w])) %}
  | Verbs Neg Verbs "exactly"                             {% ([v, neg, w]) => link.same(neg, [v, w]) %}
  # "drinks nothing but water": only water, so water.
  | Verbs "nothing" ("but" | "except")                    {% ([v]) => link.same(null, v) %}
  # "came all the way from Woolpit": from Woolpit.
  | Verbs "all" "the" "way" Verbs                         {% ([v, , , , w]) => link.same(null, [v, w]) %}
  # "is looked after by": a passive whose particle is a word of order elsewhere.
  | Verbs Neg:? Verbs "after" "by"                        {% ([v, n, w, a, b]) => link.same(n, [v, w, a, b]) %}
  # ("sits a house left of" counts a house: one place, not somewhere.)
  | Verbs Relation                                        {% ([v, r], _, reject) => (r.relation !== "compare" && countsAPlace(v) ? reject : link.withVerbs(v, r)) %}
  | Verbs Neg Verbs Relation                              {% ([v, neg, w, r]) => link.withVerbs([v, w], link.negate(neg, r)) %}
  # "didn't go as far as", "doesn't weigh as much as": with every value different, the other way.
  | Verbs Neg Verbs "as" (%word | "far" | "much") DegreeTail:* "as"
                                                          {% ([v, , w, , [d], n], _, reject) => { const g = asDegree(d); return g && tokensIn(w).length > 0 ? link.withVerbs([v, w], { ...link.compare(g, null, tokensIn(n)), opposite: true }) : reject; } %}
  # (A verb group never ends in the comparison's amount: "is a year older than" is one year.)
  | Verbs Comparison                                      {% ([v, c], _, reject) => (endsInAmount(v) ? reject : link.withVerbs(v, { ...c, words: [...tokensIn(v), ...c.words] })) %}
  | Verbs "left" Verbs Comparison                         {% ([v, , w, c], _, reject) => (endsInAmount(w) ? reject : link.withVerbs([v, w], { ...c, words: [...tokensIn([v, w]), ...c.words] })) %}
  # "left" as a verb: "Zoe left a 75¢ tip", "Jose left at 9:45am"; never "left of", "is left".
  | Verbs "left" Verbs                                    {% ([v, l, w], _, reject) => (leftAsVerb(v, w) ? link.same(null, [v, l, w]) : reject) %}
  | Verbs RelativePronoun Verbs Comparison                {% ([v, , w, c], _, reject) => (endsInAmount(w) ? reject : link.withVerbs([v, w], { ...c, words: [...tokensIn([v, w]), ...c.words] })) %}
  | Verbs Neg Verbs Comparison                            {% ([v, neg, w, c], _, reject) => (endsInAmount(w) ? reject : link.withVerbs([v, w], link.negate(neg, { ...c, words: [...tokensIn(v), ...c.words] }))) %}

# Relations of places in the row.
Relation ->
    Adverb:? Side "of"                                    {% ([adv, side]) => link.side(adv, side) %}
  | Adverb:? "to" "the" Side "of"                         {% ([adv, , , side]) => link.side(adv, side) %}
  | ("to" | "on") "the" "immediate" Side "of"             {% ([, , adv, side]) => link.side(adv, side) %}
  | Adverb:? "on" "the" Side "of"                         {% ([adv, , , side]) => link.side(adv, side) %}
  | Adverb Order                                          {% ([adv, order]) => link.compare(order, null, [], adv.value !== "somewhere") %}
  # "is directly followed by", "was preceded by": the order of the two turned round.
  | Adverb:? ("followed" | "succeeded" | "preceded") "by"  {% ([adv, [w]]) => link.compare({ ...w, value: w.value === "preceded" ? "after" : "before" }, null, [], adv != null && adv.value !== "somewhere") %}
  | Adverb:? NextTo                                       {% () => link.nextTo() %}
  # "lives in the house left next to Greta" (German "links neben"): immediately to the left of ("right next to" is beside).
  | Adverb:? "left" "next" "to"                           {% ([, w]) => link.side({ ...w, value: "immediately" }, w) %}
  # "further left than", "farther to the right than": somewhere on that side.
  | ("further" | "farther") ("to" "the"):? Side "than"    {% ([, , side]) => link.side(null, side) %}

# Comparisons on an ordered category: "older than", "somewhat more gold
# medals than", "20 dollars more than", "2 more pounds than", "1 day after",
# "sometime before".
# A comparison whose "than …" is left to be understood: "£4 less", "an hour later", "cheaper".
Elided -> Det:? Amount Noun:* Degree                      {% ([, k, n, w], _, reject) => (isSuperlative(w) ? reject : link.compare(w, k, tokensIn(n))) %}
        | Degree                                          {% ([w], _, reject) => (isSuperlative(w) ? reject : link.compare(w, null, [])) %}
        | "half":? ("a" | "an") Noun Degree                 {% ([h, [a], n, w], _, reject) => { const k = articleAmount(a, [n], h); return k && !isSuperlative(w) ? link.compare(w, k, [n]) : reject; } %}
Comparison ->
    # ("more | recently than" is no reading: "more recently" is one degree.)
    Det:? Degree DegreeTail:* "than"                      {% ([, w, n], _, reject) => { const t = tokensIn(n); return t.length > 0 && degreePhrase(w, t[0]!) ? reject : link.compare(w, null, t); } %}
  | Degree "of"                                           {% ([w]) => link.compare(w, null, []) %}
  | Det:? Amount Noun:* Rate:? Degree DegreeTail:* "than" {% ([, k, n1, , w, n2], _, reject) => (tokensIn(n1).some((t) => t.value === "per") ? reject : link.compare(w, k, tokensIn([n1, n2]))) %}
  # "two nights longer than", where "two nights" also spells a value ("2 nights"): the amount.
  | %value Degree DegreeTail:* "than"                     {% ([v, w, n], _, reject) => { const c = countForm(v); return c ? link.compare(w, c[0], [c[1], ...tokensIn(n)]) : reject; } %}
  | Order                                                 {% ([w]) => link.compare(w, null, []) %}
  # "1 minute 25 seconds ahead of", "an hour and ten minutes later than": one amount, in the smaller unit.
  | (Count | "a" | "an") Noun "and":? Count Noun Degree DegreeTail:* "than"
                                                          {% ([[k], n, , m, u, w, t], _, reject) => { const c = compound(k, n, m, u); return c ? link.compare(w, c[0], [c[1], ...tokensIn(t)]) : reject; } %}
  | (Count | "a" | "an") Noun "and":? Count Noun Order    {% ([[k], n, , m, u, w], _, reject) => { const c = compound(k, n, m, u); return c ? link.compare(w, c[0], [c[1]]) : reject; } %}
  # "an hour and a half after", "two and a half years older than".
  | AndAHalf Degree DegreeTail:* "than"                   {% ([[k, n], w, t]) => link.compare(w, k, [n, ...tokensIn(t)]) %}
  | AndAHalf Order                                        {% ([[k, n], w]) => link.compare(w, k, [n]) %}
  # "a quarter of an hour after", "three quarters of an hour earlier than", "a third of a mile further than".
  | Fraction Degree DegreeTail:* "than"                   {% ([[k, n], w, t]) => link.compare(w, k, [n, ...tokensIn(t)]) %}
  | Fraction Order                                        {% ([[k, n], w]) => link.compare(w, k, [n]) %}
  | %value Order                                          {% ([v, w], _, reject) => { const c = countForm(v); return c ? link.compare(w, c[0], [c[1]]) : reject; } %}
  | Amount Noun:* Rate:? Order                            {% ([k, n, , w], _, reject) => (tokensIn(n).some((t) => t.value === "per") ? reject : link.compare(w, k, tokensIn(n))) %}
  # "a year older than", "an hour after", "half a foot shorter than": one (or half) of a unit.
  | "half":? ("a" | "an") Noun Noun:? Degree DegreeTail:* "than"
                                                          {% ([h, [a], n, m, w, t], _, reject) => { const k = articleAmount(a, tokensIn([n, m]), h); return k ? link.compare(w, k, tokensIn([n, m, t])) : reject; } %}
  # "sold for $50 under the sextant's price", "$20 over": that much less, or more.
  | Amount Noun:* ("under" | "over")                      {% ([k, n, [w]]) => link.compare({ ...w, value: w.value === "under" ? "less" : "more" }, k, tokensIn(n)) %}
  # "one floor up from the cactus", "300 m down from the summit": that much higher, or lower.
  | Amount Noun ("up" | "down") "from"                    {% ([k, n, [w]], _, reject) => (/^(?:doors?|houses?)$/u.test(String(n.value)) ? reject : link.compare({ ...w, value: w.value === "up" ? "higher" : "lower" }, k, [n])) %}
  # "is senior to Manoj", "is elder to Nandini", "three years junior to": older or younger.
  | ("senior" | "junior" | "elder") "to"                  {% ([[w]]) => link.compare({ ...w, value: w.value === "junior" ? "younger" : "older" }, null, []) %}
  | Amount Noun:* ("senior" | "junior" | "elder") "to"    {% ([k, n, [w]]) => link.compare({ ...w, value: w.value === "junior" ? "younger" : "older" }, k, tokensIn(n)) %}
  # "landed 4 m short of Bjorn": that much less.
  | Amount Noun:* "short" "of"                            {% ([k, n, s]) => link.compare({ ...s, value: "shorter" }, k, tokensIn(n)) %}
  # "the day after Lee", "the year before": one of that unit.
  # ("the morning after", "the night before": the next day, the day before.)
  | "the" Noun Order                                      {% ([a, n, w], _, reject) => { const d = dayOfPart(n); const k = articleAmount(a, [d]); return k ? link.compare(w, k, [d]) : reject; } %}
  | "half":? ("a" | "an") Noun Noun:? Order               {% ([h, [a], n, m, w], _, reject) => { const k = articleAmount(a, tokensIn([n, m]), h); return k ? link.compare(w, k, tokensIn([n, m])) : reject; } %}
  # "four times the age of", "half the weight of": that many times as much.
  | ("exactly" | "precisely"):? Multiplier "the" Noun "of" {% ([, m, , n], _, reject) => { const d = nounDegree(n); const r = ratioOf(m); return d && r > 0 && r !== 1 ? { ...link.compare(d, null, [n]), ratio: r } : reject; } %}
  # "twice as old as", "three times as many points as", "half as long as".
  | ("exactly" | "precisely"):? Multiplier "as" (%word | "far") DegreeTail:* "as"    {% ([, m, , [w], n], _, reject) => { const d = asDegree(w); const r = ratioOf(m); return d && r > 0 && r !== 1 ? { ...link.compare(d, null, tokensIn(n)), ratio: r } : reject; } %}
  # "not as long as": with every value different, the other way ("shorter than").
  | ("not" | %nt) "as" (%word | "far") DegreeTail:* "as" {% ([, , [w], n], _, reject) => { const d = asDegree(w); return d ? { ...link.compare(d, null, tokensIn(n)), opposite: true } : reject; } %}
Fraction -> ("a" | "one" | Count) "-":? %word "of" ("a" | "an") Noun {% ([[k], , f, , , n], _, reject) => { const t = fractionOf(k, f); return t ? [t, n] : reject; } %}
# "an hour and a half", "an hour and a quarter", "two and a half hours".
AndAHalf -> ("a" | "an") Noun "and" "a" ("half" | "quarter")           {% ([[a], n, , , [q]]) => [andAHalf(a, 1, q.value === "quarter" ? 0.25 : 0.5), n] %}
          | Count "and" "a" ("half" | "quarter") Noun                  {% ([k, , , [q], n]) => [andAHalf(k, countOf(k), q.value === "quarter" ? 0.25 : 0.5), n] %}
Multiplier -> "twice" | "double" | "thrice" | "half" | Count "times"
# Words between a comparative and "than": "more gold medals than", "closer to us than".
DegreeTail -> %word | Prep | Det | "one" | "each" | "every"
Degree ->
    %word                                                 {% ([w], _, reject) => (isDegree(w) ? w : reject) %}
  | %word %word                                           {% ([w, v], _, reject) => degreePhrase(w, v) ?? reject %}
# "oldest", "most expensive": a degree that picks an extreme value.
Superlative -> Degree                                     {% ([w], _, reject) => (isSuperlative(w) ? w : reject) %}
  # "the top score", "the bottom shelf": the highest, the lowest.
  | ("top" | "bottom")                                    {% ([[w]]) => ({ ...w, value: w.value === "top" ? "highest" : "lowest" }) %}
Order -> "before" {% id %} | "after" {% id %} | "behind" {% id %}
       | "ahead" "of"                                    {% ([w]) => w %}
       | "in" "front" "of"                               {% ([, w]) => ({ ...w, value: "ahead" }) %}
       | "in" "line" Order                               {% ([, , w]) => w %}
       | "above" {% id %} | "below" {% id %}
       # "upstairs from Wendy's", "downstairs of": above, below.
       | ("upstairs" | "downstairs") ("from" | "of")    {% ([[w]]) => ({ ...w, value: w.value === "upstairs" ? "above" : "below" }) %}
# "£15 a week more", "20p per slice dearer": how the amount is counted, which says nothing of whom.
Rate -> ("a" | "an" | "per" | "each") %word
Amount -> Count {% id %} | %value {% ([t], _, reject) => (isAmount(t) ? t : reject) %} | ("$" | "£" | "€") %number {% ([, n]) => n %}
        # "a full 45 seconds slower", "a good ten minutes": the amount, stressed.
        | Stress Amount                                     {% ([, k]) => k %}
        # "outweighed Niamh's by a hefty 22 kg".
        | ("a" | "an") Stress Amount                        {% ([, , k]) => k %}
        | %number "%" {% id %}
        | "exactly" Amount {% ([, k]) => k %}
Stress -> "full" | "whole" | "good" | "clear" | "hefty" | "whopping" | "mere" | "cool" | "healthy" | "solid" | "massive"
Count -> %number {% id %} | "one" {% id %} | "two" {% id %} | "three" {% id %} | "four" {% id %} | "five" {% id %}
       | "six" {% id %} | "seven" {% id %} | "eight" {% id %} | "nine" {% id %} | "ten" {% id %}
       # "twelve", "fifty", "twenty-five"
       | %word                                            {% ([w], _, reject) => (isNumberWord(w) ? w : reject) %}
       | %word "-" Count                                  {% ([w, , u], _, reject) => tensAndUnit(w, u) ?? reject %}

# A count of places: a number, though a value may be spelt with it ("2 places apart", with "2 hours").
# "3 chairs", "three seats": a number even where a value is spelt with it ("3 years").
Distance -> Count {% id %} | %value {% ([t], _, reject) => (/^\d+$/u.test(String(t.value)) || isNumberWord({ ...t, value: t.original.toLowerCase() }) ? { ...t, value: t.original.toLowerCase() } : reject) %}
# A number of places: "two houses", "3 seats", "one", or "a house" (one).
Spacing -> Distance PlaceNoun:?                            {% id %}
         | ("a" | "an") PlaceNoun                          {% ([[a], [n]], _, reject) => (isPlaceNoun(n) ? { ...a, value: "one" } : reject) %}
# The adverbs that leave a number of places exact: "exactly two seats", "just a house".
@{% const EXACT = new Set(["exactly", "just"]); %}
# Words before a number of places that make it no exact count: "at least two stalls", "about three seats".
@{% const hedged = (words) => tokensIn(words).some((t) => /^(?:least|most|about|around|roughly|approximately|nearly|almost|over|under|some|several|many|perhaps|maybe|possibly)$/u.test(String(t.value))); %}
# "two stalls to the right of", "two stalls further right than": on that side, that many places away; not where the
# count is no exact one ("somewhere two seats", "at least two stalls"), nor "a stall" but after a verb of placing.
@{% const spacedSide = (x, v, adv, k, side, a) => ((adv && !EXACT.has(adv.value)) || hedged(v) || (/^an?$/u.test(String(k.text)) && !placing(v)) ? undefined : reading.both([reading.binary(x, link.side(null, side), a), reading.distance(k, x, a)])); %}
@{%
/** Verbs that give a thing to whoever is somewhere ("went to", "belongs to", "was given to"): no other verb passes a relation on. */
const HANDED = /^(?:is|are|was|were|be|been|went|goes|go|gone|belongs?|belonged|given|handed|sold|served|passed|to|by|with|owned|held|kept|taken|the)$/u;
// (Not "given by", "sold by": the giver no longer has it.)
const handedTo = (verbs) => { const t = tokensIn(verbs); const given = t.some((w) => /^(?:given|handed|sold|passed|served)$/u.test(String(w.value))); return t.length > 0 && t.every((w) => HANDED.test(String(w.value))) && !(given && t.some((w) => w.value === "by")); };
%}
@{%
/** Whether a value token is written as a verb and its thing ("collects stamps" for "stamp collecting"). */
function saidWithVerb(token) {
  // (A finite verb and more: not "milk", which is a verb too.)
  const [first, ...rest] = String(token.original ?? "").toLowerCase().split(/\s+/u);
  return first !== undefined && rest.length > 0 && /(?:s|ed)$/u.test(first) && isVerbWord({ ...token, type: "word", value: first, text: first });
}
%}
@{%
/** Verbs of where one is: "sits a house left of" counts a house; "owns a house to the left of" does not. */
const PLACING = /^(?:is|are|was|were|be|sits?|sat|sitting|stands?|stood|standing|lives?|lived|living|parks?|parked|parking|stays?|stayed|staying|lies|lay|lying|waits?|waited|waiting|queues?|queued|hangs?|hung|hanging|resides?|resided)$/u;
const placing = (verbs) => tokensIn(verbs).some((t) => t.type === "kw" || t.type === "word" ? PLACING.test(String(t.value)) : false);
/** Whether a verb group ends in "a"/"an" and a place noun, after no verb but one of where one is ("sits a house", not "owns a house"): before a side, a count of places. */
function countsAPlace(verbs) {
  const t = tokensIn(verbs);
  const owning = t.slice(0, -2).some((w) => w.type === "word" && isVerbWord(w) && !PLACING.test(String(w.value)));
  return t.length >= 2 && /^an?$/u.test(String(t.at(-2).value)) && isPlaceNoun(t.at(-1)) && !owning;
}
%}
Side -> "left" {% id %} | "right" {% id %}
NextTo -> "next" "to" | "next" "door" "to" | "beside" | "adjacent" "to" | Neighbour "of" | Neighbour "to" | "alongside"
        # "the turmeric dealer's stall adjoins that of the merchant from Madurai".
        # ("shares a wall with" is read as "adjoins": clue.ts SAYING.)
        | "adjoins" | "adjoin" | "adjoined" | "adjoining" | "abuts" | "abut" | "abutted"
Adverb -> "immediately" {% id %} | "directly" {% id %} | "exactly" {% id %} | "just" {% id %}
        | "somewhere" {% id %} | "right" {% id %}
        | "at" "some" "point"                            {% ([, w]) => ({ ...w, value: "somewhere" }) %}
Neighbour -> NextDoor:? ("neighbour" | "neighbor" | "neighbours" | "neighbors") {% ([, w]) => w %}
# "right-hand neighbour", "left-hand neighbor": the side.
HandedNeighbour -> Side "-" "hand" Neighbour              {% ([side]) => side %}
NextDoor -> "next" "-" "door" | "next" "door" | "immediate"
# "X and Y are next to each other", "... are neighbours".
Mutual -> ("in" | "on" | "at" | "outside") ("neighbouring" | "neighboring" | "adjacent" | "next" "-" "door") Noun
        | "next" "to" "each" "other" | "next" "to" "one" "another" | "adjacent" | "adjacent" "to" "each" "other"
        | "next" "door" "to" "each" "other" | "next" "door" "to" "one" "another" | "next" "door"
        | "side" "by" "side" | "beside" "each" "other" | "beside" "one" "another"
        | NextDoor:? ("neighbours" | "neighbors")

# A referring phrase: picks out one value, one place, the ends of the row,
# or the extreme value of an ordered category.
# (A value's tail never ends in an amount: in "Jo raised fifty dollars less than ...", the amount is the comparison's.)
Ref ->
    Det:? Value Tail:?                                    {% ([, v, t], _, reject) => (endsInAmount(t) ? reject : phrase.tailed(v, t)) %}
  | Det:? Value %word %poss Tail:?                        {% ([, v, , , t], _, reject) => (endsInAmount(t) ? reject : phrase.tailed(v, t)) %}
  | Det:? Title Value Tail:?                              {% ([, , v, t], _, reject) => (endsInAmount(t) ? reject : phrase.tailed(v, t)) %}
  | Det:? Title Value %poss Tail:?                        {% ([, , v, , t], _, reject) => (endsInAmount(t) ? reject : v) %}
  | ("that" | "those") "of" Ref                           {% ([, , r]) => r %}
  # "for just one hour", "exactly 40 minutes": the value itself.
  | ("just" | "exactly" | "only") Value Tail:?            {% ([, v, t], _, reject) => (endsInAmount(t) ? reject : phrase.tailed(v, t)) %}
  # A rate after an amount is part of it: "$6 a jar", "$1000 a month", "20 mph per hour".
  | Det:? Value ("a" | "an" | "per") Noun                 {% ([, v], _, reject) => (v.type === "value" && isAmount(v.token) ? v : reject) %}
  # A word describing the value, after an article: "a rubber duck", "the lucky Blue Master smoker".
  | Det Plain Value Tail:?                                {% ([, m, v, t], _, reject) => (isDegree(m) || endsInAmount(t) ? reject : phrase.tailed(v, t)) %}
  | Det:? Value %poss Tail:?                              {% ([, v, , t], _, reject) => (endsInAmount(t) ? reject : v) %}
  # "Clement's four-year-old whippet": the owner's own, so one thing (said by the way, as an aside).
  | Det:? Value %poss Value Value:? Tail:?                {% ([, v, , w, x, t], _, reject) => (endsInAmount(t) ? reject : phrase.aside(v, [w, x].filter((p) => p).map((b) => ({ link: link.same(null, []), b })))) %}
  # "the Norwegian helmet", "the red Ford": one thing that is both.
  | Det Value Value Tail:?                                {% ([, v, w, t], _, reject) => (endsInAmount(t) ? reject : phrase.aside(phrase.tailed(w, t), [{ link: link.same(null, []), b: v }])) %}
  | Det:? Head RelativeClause                             {% ([, h, r]) => phrase.headed(r, h) %}
  # "the Oakdale neighbor": the one from Oakdale, a neighbour as anyone (not "Ben's neighbour", a place beside).
  | "the" Value ("neighbour" | "neighbor")               {% ([, v]) => v %}
  # "the neighbour who adores brie": a neighbour as anyone so described (not "has a neighbour who").
  | "the" ("neighbour" | "neighbor") RelativeClause       {% ([, , r]) => r %}
  # "the one Oswin looks after": "look after" is no order.
  | Det Head Ref VerbWord "after"                         {% ([, , r, w, a], _, reject) => (/^look/u.test(String(tokensIn(w)[0]?.value)) ? phrase.via(r, [w, a]) : reject) %}
  # "Whoever owns the lilac hut": the one who owns it.
  | "whoever" VerbWord Verbs Ref                          {% ([, v, w, r]) => phrase.via(r, [v, w]) %}
  | "whoever" VerbWord Verbs Behind                       {% ([, v, w, r]) => phrase.via(r, [v, w]) %}
  # "the drink the Brit drinks": a head noun with no relative pronoun needs its
  # article, or any unknown word before a clause ("Bob spoke ...") would pass for one.
  | Det Head Ref VerbWord Verbs                           {% ([, , r, w, v]) => phrase.via(r, [w, v]) %}
  | Det:? Superlative Noun:?                              {% ([, w, n], _, reject) => (n && degreePhrase(w, n) ? reject : phrase.extreme(w, n ? [n] : [])) %}
  | Det:? Superlative "one" (Participle | PastParticiple):? {% ([, w]) => phrase.extreme(w, []) %}
  # "the second youngest", "the third-oldest person", "the second most expensive of the five": that many from the extreme.
  | Det:? Ordinal "-":? Superlative Noun:? Setting:?     {% ([, o, , w, n], _, reject) => (n && degreePhrase(w, n) ? reject : phrase.nth(o, w, n ? [n] : []) ?? reject) %}
  | Det:? Ordinal "-":? Superlative "one" Setting:?      {% ([, o, , w], _, reject) => phrase.nth(o, w, []) ?? reject %}
  | Det:? Ordinal "-":? Superlative Noun:? "of" ("the" | "all" | "all" "the") Count:? Noun:? {% ([, o, , w, n], _, reject) => (n && degreePhrase(w, n) ? reject : phrase.nth(o, w, n ? [n] : []) ?? reject) %}
  # "scored worst of all", "the lightest one entered".
  | Det:? Superlative "of" "all"                          {% ([, w]) => phrase.extreme(w, []) %}
  # "the eventual winner", "the champion": the best (first place, the most points, the fastest time); "the runner-up".
  | Det ("eventual" | "overall" | "outright"):? ("winner" | "champion" | "victor") {% ([, , [w]]) => phrase.extreme({ ...w, value: "best" }, []) %}
  # "the winner of the race", "the champion of the tournament".
  | Det ("eventual" | "overall" | "outright"):? ("winner" | "champion" | "victor") "of" "the" Noun Noun:? {% ([, , [w]]) => phrase.extreme({ ...w, value: "best" }, []) %}
  # "the quiz winner", "the winning chili", "the chili that won": the best.
  | Det %word ("winner" | "champion" | "victor")          {% ([, , [w]]) => phrase.extreme({ ...w, value: "best" }, []) %}
  # "the league leader", "the overall leader": the best (not "the team leader", which may be a job).
  | Det ("league" | "table" | "race" | "overall" | "tournament" | "competition") "leader" %poss:? {% ([, , w]) => phrase.extreme({ ...w, value: "best" }, []) %}
  | Det "winning" %word                                   {% ([, w]) => phrase.extreme({ ...w, value: "best" }, []) %}
  | Det %word ("that" | "which" | "who") ("won" | "wins")   {% ([, , , [w]]) => phrase.extreme({ ...w, value: "best" }, []) %}
  | Det "runner" "-" "up"                                 {% ([, w]) => phrase.extreme({ ...w, value: "best" }, [], 2) %}
  # "the longest-standing resident", "the highest-paid", "the lowest-priced one".
  | Det:? Superlative "-" %word (Noun | "one"):? Setting:? {% ([, w, , , n]) => phrase.extreme(w, n && n[0].type === "word" ? [n[0]] : []) %}
  # ("the oldest of the three neighbours": a keyword elsewhere, a noun for everyone here.)
  | Det:? Superlative Noun:? "of" ("the" | "all" | "all" "the") Count (Noun | "neighbours" | "neighbors"):?      {% ([, w, n], _, reject) => (n && degreePhrase(w, n) ? reject : phrase.extreme(w, n ? [n] : [])) %}
  # "the oldest member of the club", "the fastest runner in the race", "the priciest one in the window",
  # "the oldest person at the counter", "the most expensive thing for sale".
  | Det:? Superlative Noun:? Setting                     {% ([, w, n], _, reject) => (n && degreePhrase(w, n) ? reject : phrase.extreme(w, n ? [n] : [])) %}
  | Det:? Superlative "one" Setting                       {% ([, w]) => phrase.extreme(w, []) %}
  | Det:? Superlative Noun Noun                           {% ([, w, n, m], _, reject) => (degreePhrase(w, n) ? reject : phrase.extreme(w, [n, m])) %}
  | Det:? Superlative Noun Noun Setting                   {% ([, w, n, m], _, reject) => (degreePhrase(w, n) ? reject : phrase.extreme(w, [n, m])) %}
  # "immediately to the left of the oldest resident's".
  | Det:? Superlative Noun:? %poss                        {% ([, w, n], _, reject) => (n && degreePhrase(w, n) ? reject : phrase.extreme(w, n ? [n] : [])) %}
  # "the last train", "the first bus": with a noun that is no place, the earliest or latest of a timeline
  # too (the place reading stays: which one holds is settled by the puzzle, or is an error).
  # "the last one of the series": with a setting that is no place, a time too.
  | Det ("first" | "last") "one" Setting                 {% ([, [w], , s], _, reject) => (isPlaceNoun(tokensIn(s).at(-1)!) ? reject : phrase.extreme(inTime(w), [tokensIn(s).at(-1)!])) %}
  | Det ("first" | "last") Noun Setting:?                {% ([, [w], n], _, reject) => (isPlaceNoun(n) && !isTimeOrPlace(n) ? reject : phrase.extreme(inTime(w), [n])) %}
  # "the last of the four trains": the latest (a place noun is a place: "the last of the houses").
  | Det ("first" | "last") "of" "the" Count:? Noun       {% ([, [w], , , , n], _, reject) => (isPlaceNoun(n) && !isTimeOrPlace(n) ? reject : phrase.extreme(inTime(w), [n])) %}
  # "the shop's first customer of the day", "the first customer through the door": the earliest (or the latest).
  | "the" %word %poss ("first" | "last") Noun Setting:?   {% ([, , , [w], n], _, reject) => (isPlaceNoun(n) ? reject : phrase.extreme(inTime(w), [n])) %}
  | Det ("first" | "last") Noun ("through" | "in" | "into" | "out" "of") "the" ("door" | "doors" | "gate" | "gates" | "rank" | "depot" | "station" | "garage" | "yard" | "terminal" | "harbour" | "harbor" | "port" | "dock") {% ([, [w], n], _, reject) => (isPlaceNoun(n) ? reject : phrase.extreme(inTime(w), [n])) %}
  # "Quinn opened last", "Ada arrived first": after a verb of an event, the latest or earliest of a
  # timeline too (the place reading stays; which one holds is settled by the puzzle, or is an error).
  | ("first" | "last") ("of" "all"):?                    {% ([[w]]) => phrase.extreme(inTime(w), []) %}
  # "the first to arrive", "the last stall to open": the earliest or latest of a timeline, not a place in the row.
  # "the last of the four to get out of bed".
  | Det:? ("first" | "last") Noun:? OfAll:? "to" Plain ToTail {% ([, [w], n]) => phrase.firstToDo(w, n) %}
  # "the first to be called in", "the last to be served".
  | Det:? ("first" | "last") Noun:? OfAll:? "to" "be" Plain (Plain | Prep):? {% ([, [w], n]) => phrase.firstToDo(w, n) %}
  # "the first one hired", "the last one to arrive", "the first one to be served".
  | Det:? ("first" | "last") "one" OfAll:? (PastParticiple | "to" Plain ToTail | "to" "be" Plain (Plain | Prep):?) {% ([, [w]]) => phrase.firstToDo(w, null) %}
  # "was the first one in", "the last in": to arrive (not "the first one in line": see resolve.ts).
  | Det ("first" | "last") "one":? "in"                   {% ([, [w]]) => phrase.firstToDo(w, null) %}
  | Place                                                 {% id %}
# "of the four", "of all", "of all the guests": the whole set, adding nothing.
OfAll -> "of" ("all" | "the" | "all" "the") Count:? Noun:?
# The rest of an infinitive after "the first to …": "arrive", "get out of bed", "leave the party".
ToTail -> null | Plain | Prep | Det Plain | Plain Plain | Plain Prep | Plain Prep Plain | Plain Prep Det Plain | Prep Plain | Prep Det Plain

Value -> %value                                           {% ([t]) => phrase.value(t) %}
       | %quote %value %quote                             {% ([, t]) => phrase.value(t) %}
       | ("$" | "£" | "€") %value                         {% ([, t]) => phrase.value(t) %}

# Nouns and words after a value: "the Red house", "the Old Gold smoker",
# "the 35-year-old woman", "Dogs as pets", "goulash for lunch", "paints as a hobby".
Tail -> TailWord | TailWord TailWord | TailWord TailWord TailWord | "one" | Hyphened Hyphened:? "one"
# "-year-old" in "the 35-year-old one".
Hyphened -> "-" %word
TailWord -> Compound | Ordinal | "-" %word | Prep Det:? Compound | Prep Possessive Compound Compound:?
# "on her new dress", "for his dinner".
Possessive -> "her" | "his" | "their" | "its"
# A word, or words joined by hyphens: "modern-day", "sci-fi", "K-9".
Compound -> Plain | Plain "-" %word | Plain "-" %number
          # "the would-be Fairy Godmother": one who hopes to be.
          | Plain "-" "be"
# An open-class word that is not a comparative: "shorter" never names a thing.
Plain -> %word                                            {% ([w], _, reject) => (isDegree(w) && w.value !== "least" && w.value !== "most" ? reject : w) %}
# A title or a modifier before a name: "Mrs. Keller", "Dr Ortiz", "modern-day Yemen"; never an auxiliary
# ("…, nor did Irma"), nor a verb or a possessive in lower case ("one dislikes tea", "her ant farm").
Title -> Compound                                         {% ([c], _, reject) => (isAuxiliary(c[0]) || (c.length === 1 && !isCapitalized(c[0]) && (isVerbWord(c[0]) || !isKnownWord(c[0]) || /^(?:her|his|their|its|my|our|your)$/u.test(String(c[0].value)))) ? reject : c) %}
Noun -> %word {% id %}

# The head noun of "the man who ...", "the owner of ...", "the one who ...".
Head -> Compound | Compound Compound | "one"

# What follows a head noun and names the value it stands for.
RelativeClause ->
    RelativePronoun Verbs Ref                             {% ([, v, r]) => phrase.via(r, v) %}
  # "the person who can't stand olives": the one whose food is olives, where each one's is what they can't stand
  # (else it names no one value: see resolve.ts namedThrough).
  # ("the person who won't eat beets", where each one refuses a food.)
  | RelativePronoun Verbs Neg ("stand" | "bear" | "abide" | "stomach" | "tolerate" | "eat" | "drink" | "touch") Ref
                                                          {% ([, v, n, [w], r]) => ({ ...phrase.via(r, [v, n, w]), cannot: true }) %}
  # "the employee who left in September": "left" as a verb (leftAsVerb).
  | RelativePronoun Verbs "left" Verbs Ref                {% ([, v, l, w, r], _, reject) => (leftAsVerb(v, w) ? phrase.via(r, [v, l, w]) : reject) %}
  | RelativePronoun Verbs Behind                          {% ([, v, r]) => phrase.via(r, v) %}
  | VerbWord Verbs Behind                                 {% ([w, v, r]) => phrase.via(r, [w, v]) %}
  # "the cousin with the rabbit", "the woman in the red coat".
  | ("with" | "in" | "from" | "wearing" | "on" | "about") Ref {% ([[p], r]) => phrase.via(r, [p]) %}
  | VerbWord Verbs Ref                                    {% ([w, v, r]) => phrase.via(r, [w, v]) %}
  | "where" Verbs Ref Verbs                               {% ([, v, r, w]) => phrase.via(r, [v, w]) %}
  | Prep "which" Ref Verbs                                {% ([, , r, v]) => phrase.via(r, v) %}
  | "whose" Verbs Ref                                     {% ([, v, r]) => phrase.via(r, v) %}
  # "whose highest education is high school": the adjective names the attribute, it compares nothing.
  | "whose" Degree Verbs Ref                              {% ([, , v, r]) => phrase.via(r, v) %}
  | %poss Verbs Ref                                       {% ([, v, r]) => phrase.via(r, v) %}
RelativePronoun -> "who" | "that" | "which" | "whom"

# Places in the row.
Place ->
    # ("finished last played the Slav", "came last sat …": a verb that is no noun is no place noun, nor without an article
    # a word that names no place: "in first place" is one.)
    # (Not "the second youngest": a rank by age, not a place; see Ref.)
    Det:? Ordinal PlaceNoun:?                             {% ([d, o, n], _, reject) => (n && n[0].type === "word" && (!canNamePlace(n[0]) || (!d && !isPlaceNoun(n[0])) || (isDegree(n[0]) && isSuperlative(n[0]))) ? reject : phrase.ordinal(o, n?.[0] ?? o)) %}
  | Det:? Ordinal PlaceNoun:? "on" "the" "far":? Side     {% ([, o, , , , , s]) => phrase.onSide(o, s) %}
  # "the first one on the left" where "first" also spells a value ("1st" of the placings): the place.
  | Det:? %value PlaceNoun:? "on" "the" "far":? Side      {% ([, v, , , , , s], _, reject) => { const o = ordinalWord(v); return o ? phrase.onSide(o, s) : reject; } %}
  # "the third chair" where "third" also spells a placing ("3rd"): the place.
  | Det:? %value PlaceNoun                                {% ([, v, n], _, reject) => { const o = ordinalWord(v); return o && isRowNoun(n[0]) ? phrase.ordinal(o, n[0]) : reject; } %}
  # "the last slot of the morning": a place, or the latest time (see Ref).
  | Det:? Ordinal PlaceNoun Setting                       {% ([, o, n, s], _, reject) => ((isPlaceNoun(n[0]) && n[0].value !== "one") || isPlaceNoun(tokensIn(s).at(-1)!) ? phrase.ordinal(o, n[0]) : reject) %}
  | Det:? Ordinal PlaceNoun:? "from" "the" Side           {% ([, o, , , , s]) => phrase.ordinal(o, s, s.value === "right") %}
  # "the last boxer in the row", "the first car in the line".
  | Det:? Ordinal PlaceNoun "in" "the" %word              {% ([, o, n]) => phrase.ordinal(o, n[0]) %}
  # "Mick is second in the line", "third in the queue".
  | Det:? Ordinal "in" "the":? ("line" | "queue" | "row")  {% ([, o, , , [w]]) => phrase.ordinal(o, w) %}
  | Det:? Middle PlaceNoun:? EndOf:?                      {% ([, m, n]) => phrase.middle(m, n?.[0] ?? m) %}
  # "the middle spot on the bench", as "the second seat on the bench".
  | Det:? Middle PlaceNoun Setting                        {% ([, m, n, s], _, reject) => (isPlaceNoun(n[0]) && isPlaceNoun(tokensIn(s).at(-1)!) || isRowNoun(n[0]) ? phrase.middle(m, n[0]) : reject) %}
  | Det:? PlaceNoun "in" "the" Middle                     {% ([, n, , , m]) => phrase.middle(n[0], m) %}
  # "exactly halfway along the queue", "halfway down the row".
  | ("exactly" | "right" | "just"):? "halfway" ("along" | "down" | "up" | "across") "the" %word
                                                          {% ([, h, , , w]) => phrase.middle(h, w) %}
  | ("right" | "exactly" | "directly" | "just") "in" "the" Middle EndOf:?
                                                          {% ([[r], , , m]) => phrase.middle(r, m) %}
  # "an odd-numbered position", "an even house".
  | Det:? ("odd" | "even") ("-" "numbered"):? PlaceNoun   {% ([, [w], , n]) => phrase.parity(w, n[0]) %}
  # "one of the two middle houses", "one of the middle two seats".
  | "one" "of" "the" ("two" Middle | Middle "two") PlaceNoun {% ([o, , , , n]) => phrase.middles(o, n[0]) %}
  | PlaceNoun %number                                     {% ([n, k], _, reject) => (canNamePlace(n[0]) ? phrase.numbered(n[0], k) : reject) %}
  # "in position 2" where "2" is also a value's number ("2 hours"): a place noun first makes it a place.
  | PlaceNoun %value                                      {% ([n, k], _, reject) => (/^\d+$/u.test(String(k.value)) && isPlaceNoun(n[0]) ? phrase.numbered(n[0], k) : reject) %}
  | PlaceNoun Count                                       {% ([n, k], _, reject) => (k.type === "number" || !isPlaceNoun(n[0]) ? reject : phrase.numbered(n[0], { ...k, value: String(countOf(k)) })) %}
  | Det:? "far" Side EndOf:?                              {% ([, f, s]) => phrase.sideEnd(f, s) %}
  # "the house furthest to the right", "the seat farthest left".
  | Det:? PlaceNoun:? ("furthest" | "farthest") ("to" "the"):? Side EndOf:? {% ([, , [f], , s]) => phrase.sideEnd(f, s) %}
  | Det:? "far":? Side ("-" "hand"):? "end" EndOf:?       {% ([, , s]) => phrase.sideEnd(s, s) %}
  # "the right-hand end house", "the left end seat".
  | Det:? "far":? Side ("-" "hand"):? "end" PlaceNoun     {% ([, , s, , , n], _, reject) => (isRowNoun(n[0]) ? phrase.sideEnd(s, s) : reject) %}
  | Det:? Outermost PlaceNoun:?                           {% ([, s]) => phrase.sideEnd(s, s) %}
  # In a queue: "first in line", "at the front of the line", "at the back of the queue".
  | Det:? Ordinal "in" ("line" | "the" "queue")           {% ([, o]) => phrase.ordinal(o, o) %}
  # "crossed the line last of all".
  | ("first" | "last") "of" "all"                         {% ([[o]]) => phrase.ordinal(o, o) %}
  | Det "front" EndOf                                     {% ([, f]) => phrase.ordinal({ ...f, value: "first" }, f) %}
  | Det "back" EndOf                                      {% ([, b]) => phrase.ordinal({ ...b, value: "last" }, b) %}
  | "one" "of" "the" ("two" | "outside" | "outer"):? "ends" EndOf:? {% ([o, , , , e]) => phrase.end(o, e) %}
  | "one" "of" "the" "two":? ("end" | "outside" | "outer") PlaceNoun {% ([o, , , , [e]]) => phrase.end(o, e) %}
  | "either" "end" EndOf:?                                {% ([e, f]) => phrase.end(e, f) %}
  | "either" ("end" | "outside" | "outer") PlaceNoun EndOf:? {% ([e, , n]) => phrase.end(e, n[0]) %}
  # "someone in an end house", "an outside seat": at one of the ends.
  | "an" ("end" | "outside" | "outer") PlaceNoun          {% ([a, , n]) => phrase.end(a, n[0]) %}
  | "one" "end" EndOf:?                                   {% ([e, f]) => phrase.end(e, f) %}
  | Det "end" EndOf:?                                     {% ([d, e]) => phrase.end(d[0], e) %}
# "... of the row", "... of the street".
# "of the row", "of the bench", "of the five", "of the row of dryers".
EndOf -> "of" "the" %word | "of" "the" %value | "of" "the" Count Noun:? | "of" "the" %word "of" ("the" | Count):? %word
Ordinal -> "first" {% id %} | "second" {% id %} | "third" {% id %} | "fourth" {% id %} | "fifth" {% id %}
         | "sixth" {% id %} | "seventh" {% id %} | "eighth" {% id %} | "ninth" {% id %} | "tenth" {% id %}
         | "last" {% id %} | %ordinal {% id %}
Middle -> "middle" {% id %} | "centre" {% id %} | "center" {% id %}
# "the leftmost house", "the right-most one": a side's own token, standing for the side.
Outermost -> "leftmost"                                   {% ([w]) => ({ ...w, value: "left" }) %}
           | "rightmost"                                  {% ([w]) => ({ ...w, value: "right" }) %}
           | Side "-" "most"                              {% ([s]) => s %}
# "the third house", "the last one on the right".
PlaceNoun -> %word | "one"

# Verb groups carry no meaning of their own: "lives in", "keeps", "is",
# "are smoked in the house", "was born in", "whose mother's name is".
Verbs -> VerbWord:*
# An article inside a verb group comes with its noun ("ended the games with"),
# so that "lives in the Red house" splits only one way.
VerbWord -> Plain | Be | Prep | Det %word | %poss | Ordinal | "it" | "they" | "somewhere" | "there"
Be -> "is" | "are" | "was" | "were" | "be" | "been"
Prep -> "of" | "to" | "in" | "at" | "on" | "from" | "with" | "by" | "for" | "as"
Det -> "the" | "a" | "an"
Neg -> "not" | %nt | "never" | "cannot" | "no" | "hardly"

# A closing question ("Who owns the fish?"): parsed with this rule as the
# start (src/parse/question.ts), never inside a clue. It asks for a category,
# named by its question word or a noun ("Which pet ..."), about a referring
# phrase written as clues write them. A verb group here is never empty, so
# that no verb passes unread into the phrase ("Who hates tea?" is not "Who [is] hates-tea").
Question -> ("and" | "so"):? Ask "?":?                    {% ([, q]) => q %}
Ask ->
    # "Who owns the fish?", "Who lives in the first house?"
    Who VerbWord Verbs Ref                                {% ([word, v, w, about]) => asking.of({ word, verbs: [v, w], about }) %}
    # "Who sits directly left of Carl?", "Who lives immediately to the right of the baker?": the one right beside.
  | Who VerbWord Verbs Adverb ("to" "the"):? Side "of" Ref {% ([word, v, w, adv, , side, , about], _, reject) => (adv.value === "somewhere" ? reject : asking.of({ word, verbs: [v, w], about, side })) %}
    # "Which pet does the drummer have?", "What does the person who likes red drink?",
    # "Where does the harp player live?", "In which house does Ann live?", "How much did Ann pay?"
  | Prep:? Wh AskNouns Aux Ref VerbWord Verbs               {% ([prep, word, nouns, aux, about, v, w]) => asking.of({ word, prep: prep?.[0], nouns, aux, about, verbs: [v, w] }) %}
    # "In which season was the drummer born?", "Where was Ann born?"
  | Prep:? Wh AskNouns Be Ref VerbWord Verbs                {% ([prep, word, nouns, be, about, v, w]) => asking.of({ word, prep: prep?.[0], nouns, be, about, verbs: [v, w] }) %}
    # "What color is the house of the person who keeps cats?", "Where is the Brit?", "How old is Ann?"
  | Wh AskNouns Be Ref                                      {% ([word, nouns, be, about]) => asking.of({ word, nouns, be, about }) %}
    # "What is the number of the house where the violinist lives?", "What is the name of the person who ...?"
  | Wh Be Det:? Noun:+ "of" Ref                           {% ([word, be, , nouns, , about]) => asking.of({ word, nouns, be, about }) %}
    # "Which person owns the fish?", "What nationality drinks water?"
  | Wh Noun:+ VerbWord Verbs Ref                          {% ([word, nouns, v, w, about]) => asking.of({ word, nouns, verbs: [v, w], about }) %}
# "Which pet", "What kind of music": the nouns that name what is asked ("kind of" names nothing).
AskNouns -> Noun:*                                        {% id %}
          # "How far does Ann drive?": "far" is a word the clues' grammar names.
          | "far"                                         {% (d) => d %}
          | ("kind" | "type" | "sort") "of" Noun:+        {% (d) => d[2] %}
Who -> "who" {% id %} | "whom" {% id %}
       # "Whose telescope has the 6-inch aperture?": who, asked through what is theirs.
       | "whose" Noun                                   {% ([w]) => ({ ...w, value: "who" }) %}
Wh -> "what" {% id %} | "which" {% id %} | "where" {% id %} | "when" {% id %} | "how" {% id %}
Aux -> "does" {% id %} | "do" {% id %} | "did" {% id %}
