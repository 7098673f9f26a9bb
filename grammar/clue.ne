# The grammar of one clue sentence.
#
# A clue relates two referring phrases ("the man who smokes Blends", "the Red
# house", "the first house") through a link ("lives next to", "is not",
# "is somewhere to the left of"). Words the grammar gives no meaning to
# (ordinary verbs, nouns, prepositions) are open-class `%word`s that may fill
# the verb and noun slots; every meaningful word is a keyword and must be
# placed by a rule. Postprocessors only call the typed builders of
# src/parse/reading.ts.

@preprocessor typescript
@{%
import { tokenTypes as lexer } from "./lexer.js";
import { phrase, link, reading } from "../src/parse/reading.js";
%}
@lexer lexer

# A clue: one statement, maybe closed by a full stop.
Clue -> Statement Stop:?                                  {% ([s]) => s %}
Stop -> "." | "!" | ";"

# A statement: "A <link> B", or one of the fixed shapes around two phrases.
Statement ->
    Ref Link Ref                                          {% ([a, l, b]) => reading(a, l, b) %}
  | Prep Ref Link Ref                                     {% ([, a, l, b]) => reading(b, l, a) %}
  | Ref "and" Ref Verbs Neg:? Mutual                      {% ([a, , b, , neg]) => reading(a, link.negate(neg, link.nextTo()), b) %}
  | Ref Verbs Det:? Neighbour RelativeClause              {% ([a, , , , b]) => reading(a, link.nextTo(), b) %}

# The link between two phrases: a verb group meaning "is the same as",
# maybe negated, maybe followed by a relation of places.
Link ->
    Verbs                                                 {% () => link.same(null) %}
  | Verbs Neg Verbs                                       {% ([, neg]) => link.same(neg) %}
  | Verbs Relation                                        {% ([, r]) => r %}
  | Verbs Neg Verbs Relation                              {% ([, neg, , r]) => link.negate(neg, r) %}

# Relations of places in the row.
Relation ->
    Adverb:? Side "of"                                    {% ([adv, side]) => link.side(adv, side) %}
  | Adverb "to" "the" Side "of"                           {% ([adv, , , side]) => link.side(adv, side) %}
  | Adverb:? "on" "the" Side "of"                         {% ([adv, , , side]) => link.side(adv, side) %}
  | Adverb:? Order                                        {% ([adv, order]) => link.side(adv, order) %}
  | Adverb:? NextTo                                       {% () => link.nextTo() %}

Side -> "left" {% id %} | "right" {% id %}
Order -> "before" {% id %} | "after" {% id %}
NextTo -> "next" "to" | "beside" | "adjacent" "to" | Neighbour "of" | Neighbour "to"
Adverb -> "immediately" {% id %} | "directly" {% id %} | "exactly" {% id %} | "just" {% id %}
        | "somewhere" {% id %} | "right" {% id %}
Neighbour -> "neighbour" | "neighbor" | "neighbours" | "neighbors"
# "X and Y are next to each other", "... are neighbours".
Mutual -> "next" "to" "each" "other" | "next" "to" "one" "another" | "adjacent" | "adjacent" "to" "each" "other"
        | "neighbours" | "neighbors"

# A referring phrase: picks out one value, one place or the ends of the row.
Ref ->
    Det:? Value Tail:?                                    {% ([, v]) => v %}
  | Det:? Value %poss Tail:?                              {% ([, v]) => v %}
  | Det:? Head RelativeClause                             {% ([, , r]) => r %}
  | Place                                                 {% id %}

Value -> %value                                           {% ([t]) => phrase.value(t) %}
       | %quote %value %quote                             {% ([, t]) => phrase.value(t) %}

# Nouns and words after a value: "the Red house", "the Old Gold smoker",
# "the 35-year-old woman", "Dogs as pets", "goulash for lunch".
Tail -> TailWord | TailWord TailWord | TailWord TailWord TailWord
TailWord -> %word | "-" %word | Prep %word

# The head noun of "the man who ...", "the owner of ...", "the one who ...".
Head -> %word | "one"

# What follows a head noun and names the value it stands for.
RelativeClause ->
    RelativePronoun Verbs Ref                             {% ([, , r]) => r %}
  | VerbWord Verbs Ref                                    {% ([, , r]) => r %}
  | "where" Ref Verbs                                     {% ([, r]) => r %}
RelativePronoun -> "who" | "that" | "which" | "whom"

# Places in the row.
Place ->
    Det:? Ordinal PlaceNoun:?                             {% ([, o, n]) => phrase.ordinal(o, n?.[0] ?? o) %}
  | Det:? Ordinal PlaceNoun:? "on" "the" "far":? Side     {% ([, o, , , , , s]) => phrase.ordinal(o, s, s.value === "right") %}
  | Det:? Middle PlaceNoun:?                              {% ([, m, n]) => phrase.middle(m, n?.[0] ?? m) %}
  | Det:? PlaceNoun "in" "the" Middle                     {% ([, n, , , m]) => phrase.middle(n[0], m) %}
  | PlaceNoun %number                                     {% ([n, k]) => phrase.numbered(n[0], k) %}
  | "one" "of" "the" "ends"                               {% ([o, , , e]) => phrase.end(o, e) %}
  | "either" "end"                                        {% ([e, f]) => phrase.end(e, f) %}
  | Det "end"                                             {% ([d, e]) => phrase.end(d[0], e) %}
Ordinal -> "first" {% id %} | "second" {% id %} | "third" {% id %} | "fourth" {% id %} | "fifth" {% id %}
         | "sixth" {% id %} | "seventh" {% id %} | "eighth" {% id %} | "ninth" {% id %} | "tenth" {% id %}
         | "last" {% id %} | %ordinal {% id %}
Middle -> "middle" {% id %} | "centre" {% id %} | "center" {% id %}
PlaceNoun -> %word

# Verb groups carry no meaning of their own: "lives in", "keeps", "is",
# "are smoked in the house", "was born in".
Verbs -> VerbWord:*
VerbWord -> %word | Be | Prep | Det
Be -> "is" | "are" | "was" | "were" | "be" | "been"
Prep -> "of" | "to" | "in" | "at" | "on" | "from" | "with" | "by" | "for" | "as"
Det -> "the" | "a" | "an"
Neg -> "not" | %nt | "never"
