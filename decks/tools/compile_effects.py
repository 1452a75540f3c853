"""Compile the card database's rules text into the project's effect language: `decks/data/effects_generated.txt`.

    python -m decks.tools.compile_effects [CARDS_JSON] [--out FILE] [--check]

CARDS_JSON defaults to `../shared/carddata/cards_aegis.json` relative to the repository root (the same file
build_catalog reads). The text is read here, at build time, and never written anywhere: the output holds only
effect-language lines (see decks/data/effects.txt's header) and `unmodeled` notes in the project's own words.
Cards with hand-written lines (decks.effects.HAND_WRITTEN_FILES) are left out: hand-written lines win.

How a card is read:
1. Its text blocks: main (effectText), inherited, security (securityEffectText and the [Security] effects inside
   effectText), link (linkRequirement, linkEffect), the option side of dual cards, header lines
   ([Digivolve], DNA, DigiXros, App Fusion, Burst, Assembly, [Rule]) and the ACE Overflow rule.
2. Each block is cut into effects: a run of timing tags ([On Play], [Your Turn], [Once Per Turn], ...) and the
   body up to the next effect, or a bare keyword (<Blocker>). Reminder text in parentheses after a keyword is
   dropped: it explains the keyword, which the keyword pattern encodes.
3. Each effect body is matched against PATTERNS (regular expressions over lowercased, normalised text, each
   with a name and an emitter): first as a whole (bodies of several sentences such as reveal-and-add), else
   sentence by sentence, each sentence matched in full and chained with `then`. A body matches only if every
   word of it is accounted for, with its exact amounts, targets, counts, filters, durations and conditions.
4. A `[Digivolve]` header (or the older `Digivolve: N from ...`) is cut and read with build_catalog's grammar; it is
   encoded when the card's catalog facts hold the same requirement (decks.catalog.Card.alt_digivolve), which the
   rules play from the digivolution cost table. A `[Rule] Trait: Has [X] ...` line is encoded when the catalog
   gives the card the trait X (build_catalog reads it). Other headers (DNA, DigiXros, ...) are not encoded.
5. A card is `full` when every effect of every block matched; otherwise each effect that did not match gets
   an `unmodeled` line `CARD unmodeled BLOCK: MECHANIC`, MECHANIC being the first entry of TAG_MECHANICS or
   BODY_MECHANICS that fits, else the keyword it uses (the missing piece of vocabulary), and the lines that did
   match are still written (the card is `partial`).

`--check` compares the output with the file in place and exits 1 if it is out of date.
"""
import argparse
import json
import re
import sys
from dataclasses import dataclass
from pathlib import Path

from decks.effects import CAUSE_FILTER_ACTIONS, NAME_ALIASES_FILE, SELF_ACTIONS_WITHOUT_FILTERS, THIS_HAS_COSTS
from simcore.effect_codes import TRIGGER_NAMES
from simcore.layout import LINK_MAX
from decks.tools.build_catalog import NAME_ALIAS, RULE_TRAIT, TEXT_REPLACEMENTS, read_digivolve_header

REPO_ROOT = Path(__file__).resolve().parents[2]
DEFAULT_CARDS_JSON = REPO_ROOT.parent / "shared" / "carddata" / "cards_aegis.json"
DEFAULT_OUT = REPO_ROOT / "decks" / "data" / "effects_generated.txt"


class NoFit(Exception):
    """The text says something the emitter cannot express exactly."""


# --- normalising and cutting the text ------------------------------------------------------------------------

# "[A]", "[A]/[B]", "[A], [B], or [C]" (the same as _ALTS below, needed before it)
_ALTS_EARLY = r"\[[^\]]+\](?:(?:/|,? or |, )\[[^\]]+\])*"


# the reminder texts of <Jamming> and <Rush> (a text may hold one without its keyword)
_JAMMING_REMINDER = (r"this digimon can't be deleted in battles "
                     r"against security digimon")
_RUSH_REMINDER = (r"this digimon can attack the turn "
                  r"it comes into play")

# the reminder texts of keywords the data sometimes holds without the keyword in front (its icon lost): keyword,
# regex of the reminder
_KEYWORD_REMINDERS = (
    ("blocker", r"(?:at blocker timing, by suspending this digimon, "
                r"it becomes the attack target"
                r"|when an opponent's digimon attacks, "
                r"you may suspend this digimon "
                r"to force the opponent to attack it instead)"),
    ("reboot", r"unsuspend this digimon during "
               r"your opponent's unsuspend phase"),
    ("security a. +1", r"this digimon checks 1 additional "
                       r"security card"),
    ("security a. -1", r"this digimon checks 1 fewer "
                       r"security cards?"),
    ("piercing", r"when this digimon attacks and deletes "
                 r"an opponent's digimon(?: and survives the battle)?, "
                 r"it performs any security checks it normally would"),
    ("retaliation", r"when this digimon is deleted "
                    r"after losing a battle, "
                    r"delete the digimon it was battling"),
    ("rush", r"this digimon (?:can|may) attack the turn "
             r"it (?:comes into play|was played)"),
    ("jamming", _JAMMING_REMINDER),
)


def keyword_reminders(text):
    """A keyword's reminder text written after the sentence that gives the keyword: dropped; one standing where the
    keyword would be (a text of its own, or "gains (...)", the keyword left out): the keyword, as the reminder says."""
    for kw, reminder in _KEYWORD_REMINDERS:
        text = re.sub(r"(<" + re.escape(kw) + r">[^.()<]*\.) ?\(" + reminder + r"\.?\)\.?", r"\1", text)
        text = re.sub(r"(^|\] ?|gains? |\) and )\(" + reminder + r"\.?\)", r"\1<" + kw + ">", text, flags=re.M)
    return text


def normalize(text):
    """Lowercase, unified quotes and brackets, single spaces within lines."""
    text = (text or "").translate(str.maketrans(TEXT_REPLACEMENTS))
    text = text.replace("&#160;", " ")   # a no-break space left escaped in a few texts
    lines = [" ".join(line.split()) for line in text.split("\n")]
    text = "\n".join(line for line in lines if line).lower()
    text = re.sub(r"\.(?=[a-z<\[])", ". ", text)                 # a missing space after a sentence end
    # a rule written after the last effect, "(rule) name: ..." / "(rule) trait: ...": a [rule] line of its own
    text = re.sub(r"\s*\(rule\) (?=(?:name|trait): )", "\n[rule] ", text)
    text = re.sub(r"\btrigger (?=<)", "", text)                  # old wording: "trigger <draw 1>"
    # "When this Digimon wins a battle, it may digivolve ...": "it" is this Digimon
    text = re.sub(r"(when this digimon wins a battle, )it may digivolve ", r"\1this digimon may digivolve ", text)
    # the effect a Digimon is given: "[Start of Your Main Phase] This Digimon attacks." read as a keyword
    text = re.sub(r'"\[start of your main phase\] this digimon attacks\."(?= then,)', "<main phase attack>.", text)
    text = re.sub(r'"\[start of your main phase\] (?:this digimon attacks|attack with this digimon)\.?"',
                  "<main phase attack>", text)   # the older wording of the same: "attack with this digimon"
    text = re.sub(r"(<draw \d+>) (?=then, if )", r"\1. ", text)    # a full stop left out after the keyword
    text = re.sub(r"(<recovery \+\d+(?: \(deck\))?>) (?=then, )", r"\1. ", text)   # as after <Draw N>
    text = re.sub(r"\bthis digimon's attack target can't (?:change|be switched)\b", "this digimon can't change its attack"
                  " target", text)   # one restriction wording for all: this digimon can't ...
    text = re.sub(r"\brecycle bin\b", "trash", text)            # old name of the trash
    # "play 1 [A], [B], or [C] card from your hand": the names alone say the card
    text = re.sub(r"(play 1 \[[^\]]+\](?:, \[[^\]]+\])*,? or \[[^\]]+\]) card (?=from your hand)", r"\1 ", text)
    # old names of the play cost: "without paying its memory cost" is "without paying the cost"
    text = re.sub(r"\bwithout paying (?:its|the) (?:memory )?cost\b", "without paying the cost", text)
    text = re.sub(r"\bwithout paying (?:their|the) (?:memory )?costs\b", "without paying the costs", text)
    text = re.sub(r"(any \[on play\] effects on )the (digimon played with this effect)", r"\1\2", text)
    text = re.sub(r"\breveal (\d+) cards from the top of your deck\b", r"reveal the top \1 cards of your deck", text)
    text = re.sub(r"(^|\. )(on play|when digivolving|when attacking|on deletion)\]", r"\1[\2]", text)  # "[" lost
    text = re.sub(r"(you have \d+ (?:or (?:less|fewer) memory|memory or (?:less|fewer))), set it to",   # it: memory
                  r"\1, set your memory to", text)
    text = re.sub(r"\byellowuce\b", "reduce", text)
    # the keyword dropped in front of its reminder text: "<draw n>" as the reminder says
    text = re.sub(r", +\. \(draw (\d+) cards? from your deck\.\)", r", <draw \1>.", text)
    text = re.sub(r"\btrait trait\b", "trait", text)   # a word doubled ("[X] trait trait Digimon")
    # "with [X] trait or with [Y] in its name": the usual order of the same two filters, either one
    text = re.sub(r"\bwith (\[[^\]]+\]) trait or with (\[[^\]]+\]) in its name\b", r"with \2 in its name or the \1 trait",
                  text)
    text = re.sub(r"(\[[^\]]+\]) \1(?= )", r"\1", text)   # a timing tag doubled: one effect
    # a misprinted full stop between "... opponent's Digimon" and the filter that follows it: one sentence
    text = re.sub(r"(of your opponent's digimon)\. (?=with (?:as much|a play cost|\d+ dp|the highest|the lowest))",
                  r"\1 ", text)
    text = re.sub(r"(<draw \d+>) after, (?=you may link )", r"\1. then, ", text)   # "After," before a link: "Then,"
    # "After," before an option's placing in the battle area: "Then," (a full stop left out after the keyword)
    text = re.sub(r"(<draw \d+>) after, (?=place this card in the battle area)", r"\1. then, ", text)
    text = re.sub(r"\ball your digimon\b", "all of your digimon", text)   # "of" left out
    # old wording: a return to the hand followed by "trash all of the digivolution cards of that digimon", which a
    # return to the hand does anyway (bounce); after a return to the deck the cards would differ, so that stays
    text = re.sub(r"(to (?:its owner's|their owners') hands?)\. trash all of the digivolution cards of (?:that|those) "
                  r"digimon\b", r"\1", text)
    # old wording: "<de-digivolve n> on 1 of your opponent's digimon. (reminder)": the keyword's own wording, no reminder
    text = re.sub(r"(<de-digivolve \d+>) (?:on )?(1 of your opponent's digimon)\.? ?\(trash (?:up to )?\d+ cards? from the top "
                  r"[^()]*\)", r"\1 \2.", text)
    text = re.sub(r"<de-digivolv\. ?e ", "<de-digivolve ", text)   # a misprint in the source ("lv" replaced by "lv.")
    # the same reminder after a target with filters, or after "up to N" Digimon, the keyword's space left out
    # ("<de-digivolve2>"), or without the full stop before it: the keyword's own wording, no reminder
    text = re.sub(r"(<de-digivolve ?\d+>) (?:on )?((?:up to )?\d+ of your opponent's digimon(?: with [^.()<]*)?)\.? ?"
                  r"\(trash (?:a|\d+|up to \d+) cards? from the top[^()]*\)\.?", r"\1 \2.", text)
    # "until the end of their next turn": every card with it says it of the opponent's cards, "their" the opponent
    text = re.sub(r"\buntil the end of their next turn\b", "until the end of your opponent's next turn", text)
    # old wording: "all of your opponent's digimon with play costs of n or less", the singular's filter
    text = re.sub(r"(\ball of your opponent's digimon) with play costs of (\d+) or less\b", r"\1 with a play cost of \2 or less",
                  text)
    # "this digimon can also attack your opponent's unsuspended digimon": a keyword given (attacks_unsuspended)
    text = re.sub(r"\bthis digimon (?:can|may) also attack your opponent's unsuspended digimon\b(?! with)",
                  "this digimon gains <attack unsuspended>", text)
    # "while this digimon has ..., it can't ...": "it" is this Digimon
    text = re.sub(r"(\bwhile this digimon [^,.]*, )it can't ", r"\1this digimon can't ", text)
    # "while this digimon has ..., it can also attack ...": "it" is this Digimon
    text = re.sub(r"(\bwhile this digimon [^,.]*, )it (?:can|may) also attack your opponent's unsuspended digimon\b(?! with)",
                  r"\1it gains <attack unsuspended>", text)
    text = re.sub(r"\bget-(?=\d)", "get -", text)                                # a misprint: "get-4000 dp"
    text = re.sub(r"\bthen add this card its owner's hand\b", "then, add this card to its owner's hand", text)  # misprint
    # "gain N memory and add this card to its owner's hand": two clauses, in that order
    text = re.sub(r"\b(gain \d+ memory),? and (add this card to its owner's hand)\b", r"\1. then, \2", text)
    # "when you play another [blue] digimon [with the [x] trait], ": "when one of your other ... is played, " (a play
    # from the hand or by an effect, both); the same play written as a condition opening an effect
    text = re.sub(r"(?:\bwhen|(?<=\] )if) you play (another|a) ((?:(?:red|blue|yellow|green|black|purple|white) )?digimon"
                  r"(?: with the \[[^\]]+\] trait| with \[[^\]]+\] in its name or (?:\[[^\]]+\] in its traits|the \[[^\]]+\] "
                  r"trait)| with " + _ALTS_EARLY + r" in its traits)?), ",
                  lambda m: f"when one of your {'other ' if m[1] == 'another' else ''}{m[2]} is played, ", text)
    # an optional cost joined to the change it buys by "to have": the cost, then the change
    text = re.sub(r"(\byou may [^.]*? to) have (?=(?:\d+ of |all of |this digimon |that digimon ))", r"\1 ", text)
    # "give N of your opponent's digimon <k> until ...": "N of your opponent's digimon gain(s) <k> until ..."
    text = re.sub(r"\bgive (\d+) (of your opponent's digimon) (<[^<>]+>) ?(?=for the turn|until )",
                  lambda m: f"{m[1]} {m[2]} gain{'s' if m[1] == '1' else ''} {m[3]} ", text)
    # "gets +N dp and <k>": "gets +N dp and gains <k>"; "gets +N dp and [gains] <security a. +M>": "gains <security
    # a. +M> and +N dp" (the order the words are read in; both change the same Digimon at once)
    text = re.sub(r"\b(get)(s?) ([+-]\d+) dp and (?:gains? )?(<security (?:a\.|attack) [+-]\d+>)(\.?)(?: ?\((?:[^()]|\([^()]*\))*\))?",
                  r"gain\2 \4 and \3 dp\5", text)   # its reminder, now after the DP, dropped
    text = re.sub(r"\b(gets?) ([+-]\d+ dp) and (<(?!security a)[^<>]+>)",
                  lambda m: f"{m[1]} {m[2]} and gain{'s' if m[1] == 'gets' else ''} {m[3]}", text)
    # "can't be blocked by your opponent's digimon" (only they block) and "is unblockable": "can't be blocked"
    text = re.sub(r"\bcan't be blocked by your opponent's digimon\b(?! with)", "can't be blocked", text)
    text = re.sub(r"\bthis digimon is unblockable\b", "this digimon can't be blocked", text)
    text = re.sub(r"\b(\d+) or less cards\b", r"\1 or fewer cards", text)   # "4 or less cards in your hand"
    # "their" after the opponent's security stack: the opponent's Digimon
    text = re.sub(r"(when your opponent's security stack is removed from, (?:you may )?delete (?:up to )?\d+ of )their ",
                  r"\1your opponent's ", text)
    # a suspension of an opponent's Digimon joined by "and" to a change to one of yours until their turn ends: two
    # clauses, "their" being the opponent's
    text = re.sub(r"(suspend (?:up to )?\d+ of your opponent's digimon) and, until the end of their turn, (?=1 of your )",
                  r"\1. then, until the end of your opponent's turn, ", text)
    # misprints of "with [X] in its name on the field" in a colour requirement rule
    text = re.sub(r" in its name(?: in its name)?(?: on| in)? the field(?=, you can ignore)", " in its name on the field",
                  text)
    text = re.sub(r"\bby trash (?=\d)", "by trashing ", text)                    # a misprint: "by trash 1 card"
    # a cost of a card of a trait with no place named: from the hand, as the other cards of the wording say
    text = re.sub(r"\b(by trashing 1 (?:digimon )?card with (?:the|a) \[[^\]]+\](?:/\[[^\]]+\])* trait), ",
                  r"\1 from your hand, ", text)
    text = re.sub(r"digimon\. (with \d+ dp or less|with the highest dp)", r"digimon \1", text)   # a stray full stop
    text = re.sub(r"(<[a-z][^<>()]*>)(?=[a-z])", r"\1 ", text)   # a missing space after a keyword ("<blocker>until")
    text = re.sub(r",(?=<)", ", ", text)   # a missing space before a keyword (",<de-digivolve 1>")
    text = re.sub(r"> , <", ">, <", text)   # a stray space in a list of keywords ("<reboot> , <blocker>")
    # <De-Digivolve>'s reminder text written after its target instead of after the keyword (its last full stop inside
    # the parentheses or not)
    text = re.sub(r" \(trash the top card\. you can't trash past level 3 cards\.?\)", "", text)   # a misprint in the source ("red" replaced by a colour)
    text = re.sub(r"(<de-digivolve \d+> [^.()]*digimon\.) \(trash up to \d+ cards? from the top\. you can't trash past "
                  r"level 3 cards\.?\)", r"\1", text)
    # <Security A.>'s and <Piercing>'s reminder text written after the sentence that gives the keyword
    text = re.sub(r"(?<=for the turn\.) \((?:this digimon checks \d+ additional security cards?|when this digimon "
                  r"attacks and deletes an opponent's digimon and survives the battle, it performs any security checks "
                  r"it normally would)\.?\)", "", text)
    # <Jamming>'s reminder text written after the sentence that gives the keyword
    text = re.sub(r"(?<=<jamming> for the turn\.) \(" + _JAMMING_REMINDER + r"\.?\)", "", text)
    # a text that is <Jamming>'s reminder alone, the keyword dropped in front of it: the keyword, as the reminder says
    text = re.sub(r"^\(" + _JAMMING_REMINDER + r"\.?\)\.?$", "<jamming>", text)
    # the same of <Rush>'s reminder text alone
    text = re.sub(r"^\(" + _RUSH_REMINDER + r"\.?\)\.?$", "<rush>", text)
    text = keyword_reminders(text)
    # a digivolution "for its digivolution cost" whose next sentence reduces the cost "by this effect": one reduced cost
    text = re.sub(r" for (?:its|the) digivolution cost\. when (?:it|this digimon) would digivolve"
                  r" by this effect, reduce the (?:digivolution )?cost by (\d+)",
                  r" with the digivolution cost reduced by \1", text)
    # the sentence after a free play that deletes the played Digimon at turn end: one clause with the play
    text = re.sub(r"(without paying the cost)\.\s(?:at turn end|at the end of the turn), delete the digimon this effect"
                  r" played\b", r"\1 deleted at turn end", text)
    # the sentence after a free play that keeps the played Digimon from digivolving and deletes it at the end of the
    # opponent's turn: one clause with the play
    text = re.sub(r"(without paying the cost)\.\sthe digimon this effect played can't digivolve and is deleted at the"
                  r" end of (?:your|the) opponent's turn\b", r"\1 held till opponent's turn end", text)
    # the sentence after a free play that rules out the names of your Tamers: one clause with the play
    text = re.sub(r"(without paying the cost)\.\sthis effect can't play cards with the same name as (?:any|one) of"
                  r" your tamers\b\.?", r"\1 unlike any of your tamers' names.", text)
    # the place and the cost of a free play written before it, the names of your Tamers ruled out after the card
    text = re.sub(r"\bfrom your trash and without paying the cost, you may play (1 tamer card with \[[^\]]+\] in its text)"
                  r" and without the same name as any of your tamers\b", r"you may play \1 from your trash without paying"
                  r" the cost unlike any of your tamers' names", text)
    # the sentence after a free play of 2 cards that rules out two of one level: one clause with the play
    text = re.sub(r"(without paying the costs)\.\sthis effect can't play cards of the same level\b\.?",
                  r"\1 of different levels.", text)
    # a digivolution from the hand made cheaper by N for each other suspended Digimon: one reduction
    text = re.sub(r" in the hand\. for every other suspended digimon, reduce this effect's digivolution cost by (\d+)",
                  r" in the hand with the digivolution cost reduced by \1 for each other suspended digimon", text)
    # a Token's definition in parentheses after its name (its facts and text: decks/data/tokens.tsv, TOKEN_DEFINITION)
    text = re.sub(r"(\[[^\]]+\] tokens?(?: without paying the cost)?(?: for each [^.()]+?)?)\.? " + TOKEN_DEFINITION.pattern
                  + r"\.?", r"\1.", text)
    # "After," after a sentence paid by a cost: the rest of the paid effect (RULES.md section 11: an unpaid cost skips
    # the rest of the effect), read as "Then,"
    text = re.sub(r"((?:^|\. |\] |, )(?:then, )?by [a-z]+ing [^.]+\.) after, ", r"\1 then, ", text)
    # the sentence after a Token's play that deletes it at the end of the opponent's turn: one clause with the play
    text = re.sub(r"(play 1 \[[^\]]+\] token)\. at the end of (?:your|the) opponent's turn, delete that token\b",
                  r"\1 held till opponent's turn end", text)
    # a trigger sentence closed by a full stop instead of a comma
    text = re.sub(r"(when one of your digimon moves from the breeding area to the battle area)\. ", r"\1, ", text)
    # a keyword lost from the source's text (the same source's effect IR has it: <Recovery +1 (Deck)>)
    text = re.sub(r"(delete this digimon and 1 of your opponent's digimon), and \. ", r"\1, and <recovery +1 (deck)>. ",
                  text)
    # a DP change of 1 of the opponent's Digimon "and all of their Security Digimon": two clauses, the same change
    text = re.sub(r"\b1 of your opponent's digimon and all of their security digimon get ([+-]\d+ dp) (until the end of "
                  r"their turn|for the turn)\b", r"1 of your opponent's digimon gets \1 \2. then, all of your opponent's "
                  r"security digimon get \1 \2", text)
    # <Draw 1> printed as its reminder text alone, in parentheses, after an attack trigger: the keyword
    text = re.sub(r"(?<=attacks a player,) +\(draw 1 card from your deck\)\.", " <draw 1>.", text)
    # <Recovery +1 (Deck)> printed as its reminder text alone, in parentheses: the keyword
    text = re.sub(r"(?<=, ) ?\(place the top card of your deck on top of your security stack\)\.", "<recovery +1 (deck)>.",
                  text)
    # a stray bracket word after the timing tags (a misprint): dropped
    text = re.sub(r"(\[when digivolving\]) on\] ", r"\1 ", text)
    # a card leaving your security stack, the newer wording: the older one, which TRIGGER_PHRASES read
    text = re.sub(r"\bwhen a card is removed from your security stack, ", "when your security stack is removed from, ",
                  text)
    # trashing the deck's top cards joined to <Draw M> by "and": two clauses, in that order
    text = re.sub(r"\b(trash the top \d+ cards of your deck) and (<draw \d+>)", r"\1. then, \2", text)
    # "with equal or fewer digivolution cards than this digimon": the wording the target phrases read
    text = re.sub(r"\bwith equal or fewer digivolution cards than this digimon\b",
                  "with as many or fewer digivolution cards as this digimon", text)
    # the longer wording of a change lasting to the end of your turn: the shorter one duration_word reads
    text = re.sub(r"\buntil the end of your turn\b", "until your turn ends", text)
    # a Digimon's DP bounded by this Digimon's, in the longer wording: the shorter one the target phrases read
    text = re.sub(r"\bwith dp less than or equal to this digimon's dp\b", "with as much or less dp as this digimon", text)
    # a rank by play cost written before the word Digimon: the rank as a filter after it
    text = re.sub(r"\b(\d+ of your opponent's) (highest|lowest) play cost digimon\b(?! or tamers)",
                  r"\1 digimon with the \2 play cost", text)
    # "than" for "as" after a DP bounded by this Digimon's
    text = re.sub(r"\bwith as much or less dp than this digimon\b", "with as much or less dp as this digimon", text)
    # digivolution cards counted as the cards under this Digimon: this Digimon's digivolution cards
    text = re.sub(r"\bif (?:there are|you have) (\d+) or more digivolution cards under this digimon, ",
                  r"if this digimon has \1 or more digivolution cards, ", text)
    return re.sub(r"<(?:security attack|s attack) ", "<security a. ", text)   # one spelling of the keyword (ST15-11: "S Attack")


# "[X] Token (Digimon/Yellow/3000 DP/[On Deletion] ...)": the facts, then the Token's text
TOKEN_DEFINITION = re.compile(r"\((digimon/(?:[^()]|\([^()]*\))*)\)")


DIGIVOLVE_REQUIREMENT = "digivolve requirement"   # a header the catalog holds as an alternative requirement
LINK_REQUIREMENT = "link requirement"   # the [Link] requirement and cost with the link DP
# a Digimon's persistent rule: it may digivolve into cards of a trait (from anywhere a digivolution takes them), for
# a cost, ignoring requirements, while you have a Tamer with a name in its text
DIGIVOLVE_INTO_WHILE = "this digimon may digivolve into cards of a trait"
_DIGIVOLVE_INTO_WHILE = re.compile(
    r"(?:while you have a tamer with (?P<intext>\[[^\]]+\]) in its text, )?this digimon (?:may|can) digivolve into "
    r"an? (?P<trait>\[[^\]]+\]) trait digimon card for a digivolution cost of (?P<n>\d+), ignoring (?:its )?"
    r"digivolution requirements\.?")
# "when one of your digimon with a tamer card in its digivolution cards digivolves into this card in your hand, reduce
# the memory cost of the digivolution by N": read from the card in the hand, on the Digimon it digivolves from
INTO_THIS_FROM_TAMER_BENEATH = "digivolution into this card costs less from a digimon over a tamer card"
_INTO_THIS_FROM_TAMER_BENEATH = re.compile(
    r"when one of your digimon with a tamer card in its digivolution cards digivolves into this card in your hand, "
    r"reduce the memory cost of the digivolution by (?P<n>\d+)\.?")
TAMER_AS_DIGIMON = "digivolve onto a tamer as if it were a digimon"   # a rule the catalog holds (kind=tamer)
DIGIVOLVE_WHILE = "digivolve requirement while you have"   # one that holds while you have a named card
# "[Digivolve] While you have [X], [Y]: Cost N": the static row digivolve_while_you_have
_DIGIVOLVE_WHILE = re.compile(r"\[digivolve\] while you have (?P<have>\[[^\]]+\]), (?P<base>\[[^\]]+\]): cost "
                              r"(?P<n>\d+)\s*", re.IGNORECASE)
# "[Digivolve] While opponent has a N DP or higher Digimon, [Y]: Cost M": digivolve_while_you_have under if=opponent_dp>=
DIGIVOLVE_WHILE_OPPONENT_DP = "digivolve requirement while the opponent has a Digimon of N DP"
_DIGIVOLVE_WHILE_OPPONENT_DP = re.compile(r"\[digivolve\] while (?:your )?opponent has a (?P<dp>\d+) dp or higher digimon, "
                                          r"(?P<base>\[[^\]]+\]): cost (?P<n>\d+)\s*", re.IGNORECASE)
# "[Digivolve] [X] while you have N or fewer security cards: Cost M": digivolve_while_you_have under if=own_security<=
DIGIVOLVE_WHILE_OWN_SECURITY = "digivolve requirement while you have N or fewer security cards"
_DIGIVOLVE_WHILE_OWN_SECURITY = re.compile(r"\[digivolve\] ?(?P<base>\[[^\]]+\]) while you have (?P<k>\d+) or fewer "
                                           r"security cards: cost (?P<n>\d+)\s*", re.IGNORECASE)
# a card of the hand that your [X] (or a Digimon named with [X]) may digivolve into for N, its own requirements set
# aside: the static row digivolve_while_you_have (base_name= / base_any=name:)
DIGIVOLVE_INTO_THIS_FOR = "digivolve into this card for a memory cost, ignoring its requirements"
_DIGIVOLVE_INTO_THIS_FOR = re.compile(r"your (?:(?P<base>\[[^\]]+\])|digimon with (?P<inname>\[[^\]]+\]) in its name) can "
                                      r"digivolve into this card in your hand for a memory cost of (?P<n>\d+), ignoring "
                                      r"this card's digivolution requirements\.?")
# a [Trash] effect letting one of your [X]s digivolve into this card, free, whenever a Digimon of yours is played: a
# digivolve_from_trash of this card (trash_own_digimon_played)
TRASH_DIGIVOLVE = "digivolve into this card from the trash when one of your digimon is played"
_TRASH_DIGIVOLVE = re.compile(r"when any of your digimon are played, 1 of your (?P<base>\[[^\]]+\])s? may digivolve "
                              r"into this card without paying the cost\.?")
# a [Trash] effect bought by putting this card back under the deck whenever one of your Digimon digivolves into a
# named card: trash_own_digimon_digivolved, its card.name= the card digivolved into, the cost, then the body
TRASH_DIGIVOLVED_INTO = "trash effect when one of your digimon digivolves into a named card"
_TRASH_DIGIVOLVED_INTO = re.compile(r"when (?:one|any) of your digimon digivolves? into (?P<name>\[[^\]]+\]), by returning "
                                    r"this card to the bottom of the deck, ")
ACE_OVERFLOW = "ACE overflow"   # the record's overflowMemory: a static overflow row (RULES.md §10.5)
BLAST = "blast digivolve"   # "[Hand] [Counter] <Blast Digivolve>": a hand_counter digivolve_from_hand into this card
# (some records keep only the keyword's reminder: that is the same rule)
_BLAST = re.compile(r"<blast digivolve>\.?|\(your digimon may digivolve into this card without paying the cost\)\.")
_BLAST_THEN_KEYWORDS = re.compile(r"<blast digivolve>\.? ((?:<[^<>]+>\.? ?)+)")
RULE_TRAIT_HELD = "rule trait"   # a `[Rule] Trait: Has [X]` line whose trait the catalog holds
NAME_ALIAS_HELD = "name alias"   # a rule giving the card more names, held by decks/data/name_aliases.tsv
TAMERS_READING = "condition own_tamers>=1 of a digivolution cost reduction"   # "..., if you have a tamer, reduce"
HEADER_TAGS = (("[digivolve]", "alt digivolve requirement"), ("[dna", "DNA digivolve"),
               ("[digixros", "DigiXros"), ("[app fusion", "App Fusion"), ("[burst", "Burst digivolve"),
               ("[assembly", "Assembly"), ("[rule]", "name or trait aliases"),
               ("[link]", "link"), ("[overflow]", "ACE overflow"))

# Timing tags that open an effect; the value is (kind, word): kind "trigger" (a timing of the engine or not),
# "window" (whose turn), "once" or "zone" (where the card must be).
TIMING_TAGS = {
    "on play": ("trigger", "on_play"), "when digivolving": ("trigger", "when_digivolving"),
    "when attacking": ("trigger", "when_attacking"), "on deletion": ("trigger", "on_deletion"),
    "end of attack": ("trigger", "end_of_attack"), "start of your turn": ("trigger", "start_of_your_turn"),
    "end of your turn": ("trigger", "end_of_your_turn"), "end of opponent's turn": ("trigger", "end_of_opponents_turn"),
    "start of your main phase": ("trigger", "start_of_your_main_phase"), "main": ("trigger", "main"),
    "security": ("trigger", "security"), "counter": ("trigger", "counter"),
    "start of opponent's turn": ("trigger", "start_of_opponents_turn"),
    "start of opponent's main phase": ("trigger", None), "end of all turns": ("trigger", "end_of_all_turns"),
    "when moving": ("trigger", "when_moving"), "when linking": ("trigger", "when_linking"),
    "your turn": ("window", "your_turn"), "opponent's turn": ("window", "opponents_turn"),
    "all turns": ("window", ""),
    "once per turn": ("once", "once_per_turn"), "twice per turn": ("once", None),
    "hand": ("zone", None), "trash": ("zone", None), "breeding": ("zone", None),
}
_TAG = re.compile(r"\[([^\]]+)\]\s*")
_KEYWORD = re.compile(r"<[^<>]*(?:\([^()]*\)[^<>]*)?>")
_REMINDER = re.compile(r"(>)(\.?)\s*\((?:[^()]|\([^()]*\))*\)")


@dataclass
class Segment:
    block: str
    tags: tuple      # timing tags in order (lowercase, without brackets)
    body: str        # lowercase text without the tags; '' for a header line


def _tag_at(line, i):
    m = _TAG.match(line, i)
    return m if m and m.group(1) in TIMING_TAGS else None


def _boundary(line, j):
    """An effect starts at j: a timing tag at the line start or right after a sentence or keyword end."""
    if not _tag_at(line, j):
        return False
    before = line[:j].rstrip()
    return not before or before[-1] in ".>)"


# "DigiXros -N: A + B" (older cards), perhaps with the rule's reminder after it, up to the next tag or the end
_OLD_DIGIXROS = re.compile(r"digixros -(?P<down>\d+): (?P<entries>.+?)(?: when you would play this card, you may place "
                           r"specified cards from your hand/battle area under it\. each placed card reduces the play "
                           r"cost\.|(?=$| ?\[(?:on play|when |on deletion|your turn|opponent's turn|all turns|main|end of"
                           r"|start of|once per turn|security|hand|trash|counter)| ?<(?!save> in)))")


def segments(block, text):
    """Cut one block of normalised text into Segments (header lines become Segments with tags=('header',))."""
    out = []
    # a [Rule] line the data runs on after the last effect's sentence is a line of its own
    for line in re.sub(r"(?<=[.>)]) *(?=\[rule\] )", "\n", text).split("\n"):
        line = _REMINDER.sub(r"\1\2", line).strip()
        line = re.sub(r"<save> (?=then, )", "<save>. ", line)   # a full stop left out after the keyword
        line = re.sub(r"(<jamming>)\.\.", r"\1.", line)   # the reminder's full stop left after the keyword's
        i = 0
        # digivolution requirements (build_catalog's grammar cuts them), possibly followed by effects on the line
        while (header := read_digivolve_header(line, i)) is not None:
            out.append(Segment(block, ("header", "[digivolve]"), line[i:header.end].strip()))
            i = header.end
            while i < len(line) and line[i] == " ":
                i += 1
        if (m := _OLD_DIGIXROS.match(line, i)) is not None:   # the older wording of a DigiXros header
            entries = re.sub(r" (?:\+|xd7) ", " x ", m["entries"])   # "xD7": the multiplication sign, garbled
            out.append(Segment(block, ("header", "[digixros"), f"[digixros -{m['down']}] {entries}"))
            i = m.end()
            while i < len(line) and line[i] == " ":
                i += 1
        if any(line.startswith(t, i) for t, _ in HEADER_TAGS):
            # a [Rule] line keeps its words (a trait it gives may be read), a DigiXros line its requirement
            keep = line.startswith(("[rule]", "[digixros", "[assembly", "[app fusion"), i)
            out.append(Segment(block, ("header", line[i:].split("]")[0] + "]"), line[i:] if keep else ""))
            continue
        while i < len(line):
            while i < len(line) and line[i] == " ":
                i += 1
            if i >= len(line):
                break
            tags = []
            while (m := _tag_at(line, i)) is not None:
                tags.append(m.group(1))
                i = m.end()
            if not tags:
                k = _KEYWORD.match(line, i)
                if k is not None:   # a bare keyword (possibly followed by more text of the same effect)
                    j = k.end()
                    rest = line[j:].lstrip(" .")
                    if not rest or rest.startswith(("<", "[")):
                        out.append(Segment(block, (), line[i:j]))
                        i = j
                        while i < len(line) and line[i] in " .":
                            i += 1
                        continue
            j = i
            while j < len(line) and not (j > i and _boundary(line, j)):
                j += 1
            if tags:
                out.append(Segment(block, tuple(tags), line[i:j].strip()))
            else:   # text without a timing: each sentence is a rule of its own
                out += [Segment(block, (), p + ".") for p in sentences(line[i:j].strip())]
            i = j
    return out


_DELAY_END = re.compile(r"<delay>\.?$")
_DELAY_BULLET = re.compile(r"<delay>\.? ?\u30fb")


def join_delay_bullets(segs):
    """A <Delay> effect written over several lines ("[Main] <Delay>" then "・X" and "Then, Y" lines without a
    timing) is one effect: its bullet and the sentences after it join the <Delay> segment."""
    out = []
    for seg in segs:
        prev = out[-1] if out else None
        if (prev is not None and not seg.tags and prev.tags and prev.tags[0] != "header"
                and "<delay>" in prev.body and seg.block == prev.block
                and ((_DELAY_END.search(prev.body) and seg.body.startswith("\u30fb"))
                     or ("\u30fb" in prev.body and re.match(r"then,? ", seg.body)))):
            prev.body = prev.body + " " + seg.body
            continue
        out.append(seg)
    return out


def card_segments(record):
    """All Segments of a card record, by block."""
    main = normalize(record.get("effectText"))
    security_parts = []
    main_segs = []
    for seg in join_delay_bullets(segments("main", main)):
        if seg.tags[:1] == ("security",):
            seg.block = "security"
            security_parts.append(seg)
        else:
            main_segs.append(seg)
    out = main_segs
    out += segments("inherited", normalize(record.get("inheritedEffectText")))
    out += segments("security", normalize(record.get("securityEffectText"))) + security_parts
    link_requirement = normalize(record.get("linkRequirement"))
    if link_requirement or normalize(record.get("linkEffect")):
        # the requirement and cost, and the link DP, as one header; the link effects as effects of the block "link"
        dp = record.get("linkDp")
        out.append(Segment("link", ("header", "[link]"), link_requirement + (f" | {dp} dp" if dp else "")))
        out += segments("link", normalize(record.get("linkEffect")))
    if record.get("isAce"):   # the Overflow rule of ACE cards is a field of the record, not a line of text
        out.append(Segment("main", ("header", "[overflow]"), str(record.get("overflowMemory") or "")))
    return out


def sentences(body):
    """Split a body at sentence ends outside <...> and [...]; trailing periods dropped."""
    parts, depth, start = [], 0, 0
    for i, ch in enumerate(body):
        if ch in "<[(":
            depth += 1
        elif ch in ">])":
            depth = max(0, depth - 1)
        elif ch == "." and depth == 0 and (i + 1 == len(body) or body[i + 1] == " "):
            parts.append(body[start:i].strip())
            start = i + 1
    parts.append(body[start:].strip())
    return [p for p in parts if p]


# --- targets and filters ---------------------------------------------------------------------------------

_COLOR = r"red|blue|yellow|green|black|purple|white"
_TARGET_ALTS = r"\[[^\]]+\](?:(?:/|,? or |, )\[[^\]]+\])*"   # "[A]", "[A]/[B]", "[A], [B] or [C]"
_TARGET = re.compile(
    r"(?:(?P<upto>up to )?(?P<count>\d+) of (?:your (?P<opp>opponent's )?|(?P<their>their ))"
    r"|(?P<all>all of (?:your (?P<allopp>opponent's )?|(?P<alltheir>their ))))"
    r"(?P<other>other )?(?:level (?P<lvmax>\d+) or lower |level (?P<lvmin>\d+) or higher |level (?P<lveq>\d+) )?"
    r"(?:play cost (?P<costmax2>\d+) or lower )?(?P<susp>suspended )?(?:(?P<dpmax2>\d+) dp or (?:less|lower) )?"
    r"(?P<highest>highest dp )?(?:lowest (?P<rankpre>dp|level) )?(?:(?P<color>" + _COLOR + r")(?: or (?P<color2>" + _COLOR + r"))? )?"
    r"(?:(?P<trait>" + _TARGET_ALTS + r") trait )?(?P<sec>security )?digimon"
    r"(?: with (?:(?P<highest2>the highest dp)|the (?P<rank>lowest dp|lowest level|lowest play cost|highest level"
    r"|highest play cost)|as (?P<vs>much or less dp|many or fewer digivolution cards) as this digimon|(?P<dpmax>\d+) dp or less|a play cost of (?P<costmax>\d+) or less|(?P<bare>no digivolution cards)"
    r"|(?P<fewsrc>1 or fewer digivolution cards)|(?P<fewest>the fewest digivolution cards)|(?P<blocker><blocker>)|(?P<colorsmin>\d+) or more colors"
    r"|(?P<inname>" + _TARGET_ALTS + r") in (?:its|their) names?(?: or (?P<intypes>" + _TARGET_ALTS + r") in "
    r"(?:its|their) types?)?|the (?P<trait3>" + _TARGET_ALTS + r") traits?"
    # "with [A] or [B], other than [C], in any of its traits or the [D] trait": any of those alternatives
    r"|(?P<intrait>" + _TARGET_ALTS + r")(?:, other than (?P<itother>" + _TARGET_ALTS + r")(?: trait)?,)? in (?:(?:one|any) "
    r"of its|its|their) traits(?: or the (?P<ortrait>" + _TARGET_ALTS + r") traits?)?))?")


def target_words(phrase, counted=True, all_kind=None):
    """Effect-language words for a target phrase ('1 of your opponent's digimon with 4000 dp or less',
    'this digimon', 'all of your [x] trait digimon'); NoFit if any part of it is not understood. "All of ..." is
    read for all_kind "each" (an instant action on each Digimon there now), "timed" (a change for a duration:
    RULES.md section 11, later entrants too, the filters tested again) or "static" (a persistent effect); the
    engine tests no DP filter and, for a duration, no "other" again, so those are NoFit there."""
    if phrase in ("this digimon", "it"):
        return ["target=self"]
    phrase = phrase.replace("as much dp as this digimon or less", "as much or less dp as this digimon")
    m = _TARGET.fullmatch(phrase)
    if m is None:
        raise NoFit(phrase)
    words = []
    rank = m["rank"] or (m["rankpre"] and "lowest " + m["rankpre"])
    if (rank or m["vs"]) and (not counted or (m["all"] and all_kind != "each")):
        raise NoFit("a relative target filter on a lasting change")
    if m["alltheir"] and not (rank or m["vs"]):
        raise NoFit("'all of their digimon'")
    if m["all"] and (m["highest"] or m["highest2"]):
        raise NoFit("the highest DP among all targets")
    if m["all"]:
        if counted and all_kind is None:
            raise NoFit("all targets of an instant action")
        if not counted and all_kind is None:
            all_kind = "static"
        words.append("target=all_opponent" if m["allopp"] or m["alltheir"] else "target=all_own")
        if all_kind in ("timed", "static") and (m["dpmax"] or m["dpmax2"]):
            raise NoFit("a DP filter on a lasting all-target change")
        if all_kind == "timed" and m["other"]:
            raise NoFit("'other' on an all-target change for a duration")
        if m["sec"]:
            if not m["allopp"] or all_kind == "each" or any(
                    m[g] for g in ("other", "lvmax", "lvmin", "lveq", "susp", "dpmax", "dpmax2", "color", "trait",
                                   "costmax", "costmax2", "bare", "inname", "trait3", "intrait", "fewsrc", "fewest", "rank",
                                   "rankpre", "vs")):
                raise NoFit("security digimon with a filter")
            return words + ["filter=security_digimon"]
    else:
        if m["sec"]:
            raise NoFit("counted security digimon")
        words += ["target=opponent" if m["opp"] or m["their"] else "target=own", f"count={m['count']}"]
    if m["upto"]:
        words.append("up_to")
    filters = []
    if m["other"]:
        filters.append("other")
    if m["susp"]:
        filters.append("suspended")
    if m["bare"]:
        filters.append("no_digivolution_cards")
    if m["fewsrc"]:
        filters.append("one_or_fewer_digivolution_cards")
    if m["highest"] or m["highest2"]:
        if not counted:
            raise NoFit("the highest DP of a persistent effect")
        filters.append("highest_dp")
    if m["fewest"]:   # among the Digimon there when the targets are chosen
        if not counted or (m["all"] and all_kind != "each"):
            raise NoFit("the fewest digivolution cards as the filter of a lasting change")
        filters.append("fewest_digivolution_cards")
    if m["blocker"]:   # tested when the targets are chosen, never again for a lasting change
        if not counted or (m["all"] and all_kind != "each"):
            raise NoFit("<blocker> as the filter of a lasting change")
        filters.append("has_blocker")
    if filters:
        words.append("filter=" + ",".join(filters))
    if rank:   # among the Digimon passing the other filters when the targets are chosen
        words.append("rank=" + rank.replace(" ", "_"))
    if m["vs"]:   # against this Digimon as the targets are chosen
        words.append("at_most_self=" + ("dp" if m["vs"].endswith("dp") else "digivolution_cards"))
    if m["dpmax"] and m["dpmax2"]:
        raise NoFit("two DP filters")
    if m["costmax"] and m["costmax2"]:
        raise NoFit("two cost filters")
    for group, key in (("lvmax", "level<="), ("lvmin", "level>="), ("dpmax", "dp<="), ("dpmax2", "dp<="),
                       ("costmax", "cost<="), ("costmax2", "cost<=")):
        if m[group]:
            words.append(f"{key}{m[group]}")
    if m["lveq"]:   # exactly level N: both bounds (the engine's Digimon filter has no exact level)
        words += [f"level<={m['lveq']}", f"level>={m['lveq']}"]
    if m["color"]:
        words.append("color=" + m["color"] + (f",{m['color2']}" if m["color2"] else ""))
    if sum(1 for g in ("trait", "trait3", "inname", "intrait") if m[g]) > 1:
        raise NoFit("two name or trait filters")
    if m["colorsmin"]:   # "with 2 or more colors": that many colours or more (the cards have at most three)
        if m["intrait"] or m["intypes"] or int(m["colorsmin"]) not in (2, 3):
            raise NoFit("a colour count with another alternative filter")
        words.append("any=" + "|".join(f"colors:{n}" for n in range(int(m["colorsmin"]), 4)))
    if m["intrait"]:   # a trait with A or B in it (not C), or the trait D
        alts = (_in_trait_alternatives(m["intrait"], m["itother"]) if m["itother"] else
                [f"in_trait:{a}" for a in alternatives(m["intrait"]).split("|")])
        if m["ortrait"]:
            alts += [f"trait:{a}" for a in alternatives(m["ortrait"]).split("|")]
        words.append("any=" + "|".join(alts))
    if m["trait"] or m["trait3"]:
        words.append("trait=" + alternatives(m["trait"] or m["trait3"]))
    if m["intypes"]:   # "with [A] in their names or [B] in their types": either
        words.append(any_words(("name", m["inname"]), ("trait", m["intypes"])))
    elif m["inname"]:
        words.append("name~" + alternatives(m["inname"]))
    return words


def unranked(words):
    """The target words of an action whose Digimon are chosen where no rank= or at_most_self= is read; NoFit if
    they have one."""
    if any(w.startswith(("rank=", "at_most_self=")) for w in words):
        raise NoFit("a relative target filter for this action")
    return words


def duration_word(text, trigger):
    """duration= for ' for the turn' / ' until the end of your opponent's [next] turn', exactly as the engine
    counts turns for an effect used on this trigger; NoFit otherwise."""
    text = text.strip()
    if text == "for the turn":
        return "duration=turn"
    if text == "until the end of your opponent's next turn":
        return "duration=opponents_next_turn"
    if text in ("until the end of your opponent's turn", "until your opponent's turn ends", *_THEIR_TURN):
        if trigger in OWN_TURN_TRIGGERS:
            return "duration=opponents_next_turn"
        if trigger == "security":
            return "duration=turn"
        if trigger not in (None, "static"):   # a timing of either turn: the opponent's turn to come, or the one in progress
            return "duration=opponents_turn_end"
    if text == "until your turn ends":
        if trigger in OWN_TURN_TRIGGERS:
            return "duration=turn"
        if trigger not in (None, "static"):   # a timing of either turn: your turn to come, or the one in progress
            return "duration=your_turn_end"
    raise NoFit("duration")


_THEIR_TURN = ("until the end of their turn", "until their turn ends")   # "their": the opponent's


def _their_turn_for_opponents_only(m, targets):
    """'until their turn ends' says whose turn through the targets: only for the opponent's Digimon."""
    if m["dur"].strip() in _THEIR_TURN and "target=opponent" not in targets and "target=all_opponent" not in targets:
        raise NoFit("'their turn' without the opponent's Digimon")


OWN_TURN_TRIGGERS = {"on_play", "when_digivolving", "when_attacking", "main", "activated", "start_of_your_turn",
                     "start_of_your_main_phase", "end_of_attack", "when_moving",
                     "end_of_your_turn"}   # when_moving: your breeding phase

# "[A]", "[A]/[B]", "[A] or [B]", "[A], [B] or [C]": one bracketed word or alternatives of it
_ALTS = r"\[[^\]]+\](?:(?:/|,? or |, )\[[^\]]+\])*"
_CARD_KIND = re.compile(
    r"(?:(?P<color>red|blue|yellow|green|black|purple|white)(?: or (?P<color_b>red|blue|yellow|green|black|purple|"
    r"white))? )?(?:level (?P<lv>\d+) or higher |level (?P<lv_eq>\d+) )?"
    r"(?:(?P<trait2>" + _ALTS + r") trait |(?P<bare>" + _ALTS + r") )?(?:(?P<kind>digimon|tamer|option) )?card"
    r"(?: with (?:the|an?) (?P<trait>" + _ALTS + r") trait| with (?P<inname>" + _ALTS + r") in (?:its|their) names?"
    r"(?: or (?:the|an?) (?P<ortrait>" + _ALTS + r") trait| or (?P<ortraits>" + _ALTS + r") in (?:its|their) traits)?"
    r"| with (?P<intext>" + _ALTS + r") in (?:its|their) texts?"
    r"(?: or the (?P<ortrait2>" + _ALTS + r") trait)?| with (?:the )?(?P<intrait>" + _ALTS + r")(?:, other than "
    r"(?P<other>" + _ALTS + r"),)? in (?:one|any) of its traits(?: \(other than (?P<other2>" + _ALTS + r")\))?"
    r"| with (?P<intype>" + _ALTS + r") in its (?:type|form)| with (?P<intraits>" + _ALTS + r") in (?:its|their) traits)?")
_LOWER_LEVEL_CARD = re.compile(r"level (?P<lv>\d+) or lower (?P<rest>(?:digimon )?card.*)")
# "card with [A] or [B] in any of its traits or (with) the [C] trait"
_IN_TRAIT_OR_TRAIT = re.compile(
    r"(?P<head>.*?card) with (?P<intrait>" + _ALTS + r") in (?:one|any) of its traits or (?:with )?the (?P<trait>"
    + _ALTS + r") trait")
# "digimon card with the [A] trait or with [B], [C] or [D], other than [E], in any of its traits"
_TRAIT_OR_IN_TRAIT = re.compile(
    r"(?P<head>.*?card) with the (?P<trait>" + _ALTS + r") trait or (?:with )?(?P<intrait>" + _ALTS + r")"
    r"(?:, other than (?P<other>" + _ALTS + r"),)? in (?:one|any) of its traits(?: \(other than (?P<other2>" + _ALTS + r")\))?")


def alternatives(phrase):
    """'[a]/[b]', '[a], [b] or [c]' -> the filter value 'a|b|c' (spaces written '_'); NoFit for a bracketed
    word the effect language cannot hold."""
    words = re.findall(r"\[([^\]]+)\]", phrase)
    if any(re.search(r"[_|#;:&=,()]", w) for w in words):   # "(App Name)": a placeholder, not a name
        raise NoFit("odd characters in a bracketed word")
    return "|".join(w.replace(" ", "_") for w in words)


# "digimon card or tamer card"; "purple digimon card or tamer card": the colour of either kind
_KIND_OR_KIND = re.compile(r"(?:(?P<color>" + _COLOR + r") )?(?P<a>digimon|tamer|option)(?: card)? or (?:an? )?"
                           r"(?P<b>digimon|tamer|option) card"
                           r"(?: with the (?P<trait>" + _ALTS + r") trait)?")


def _in_trait_alternatives(intrait, other):
    """'any=' alternatives of '[A] or [B] in one of its traits' with ', other than [C],': a trait with A or B in it
    that is not C."""
    alts = [f"in_trait:{a}" for a in alternatives(intrait).split("|")]
    return alts + [f"other_than_trait:{a}" for a in alternatives(other).split("|")]


def bare_traits(phrase):
    """'[A], [B] or [C]' in front of 'card' or 'digimon' without the word 'trait': traits, where no card has such a
    name (None for no phrase); NoFit where one may be a name."""
    if phrase is None:
        return None
    if any(alt.replace("_", " ") in _kinds_of_names() for alt in alternatives(phrase).split("|")):
        raise NoFit("'[X] card' that may be a name")
    return phrase


# "a Tamer card with inherited effects" (any=inherited:tamer), alone or after a trait filter ("... or 1 ...")
_OR_INHERITED_TAMER = re.compile(r"(?P<head>.+) or 1 tamer card with inherited effects")
_INHERITED_TAMER = re.compile(r"(?P<head>.*)tamer (?P<card>cards?) with (?:inherited effects|an inherited effect)")


def inherited_tamer_words(phrase, words_of):
    """The card filter of a phrase naming a Tamer card with inherited effects (`words_of` reading the rest), None
    for another phrase."""
    if (m := _OR_INHERITED_TAMER.fullmatch(phrase)) is not None:   # "card with the [A] trait or 1 tamer card ..."
        head = words_of(m["head"])
        if len(head) != 1 or not head[0].startswith("trait="):
            raise NoFit("a card or a tamer card with inherited effects")
        return ["any=" + "|".join(f"trait:{t}" for t in head[0][len("trait="):].split("|")) + "|inherited:tamer"]
    if (m := _INHERITED_TAMER.fullmatch(phrase)) is not None:
        words = words_of(m["head"] + "tamer " + m["card"])
        if any(w.startswith(("trait", "name", "text", "any", "all")) for w in words):
            raise NoFit("two name or trait filters")
        return [*words, "any=inherited:tamer"]
    return None


def card_filter_words(phrase):
    # "with <Save> in its text": the icon read as a name in the text, text~<save> (RULES.md section 11)
    phrase = re.sub(r"(?<=with )<save>(?= in (?:its|their) text)", "[<save>]", phrase)
    if (words := inherited_tamer_words(phrase, card_filter_words)) is not None:
        return words
    if phrase.startswith("non-digi-egg card"):   # "non-digi-egg card with ...": a Digimon, Tamer or option card
        words = card_filter_words(phrase[len("non-digi-egg "):])
        if any(w.startswith(("kind=", "kinds=")) for w in words):
            raise NoFit("two kind filters")
        return ["kinds=digimon,tamer,option", *words]
    if (m := _KIND_OR_KIND.fullmatch(phrase)) is not None:   # "digimon card or tamer card"
        return [f"kinds={m['a']},{m['b']}", *([f"color={m['color']}"] if m["color"] else []),
                *(["trait=" + alternatives(m["trait"])] if m["trait"] else [])]
    if (m := _LOWER_LEVEL_CARD.fullmatch(phrase)) is not None:   # "level N or lower card ...": it has a level
        words = card_filter_words(m["rest"])
        if any(w.startswith(("level", "kind=", "kinds=")) and w != "kind=digimon" for w in words):
            raise NoFit("level filter on a non-Digimon card")
        return [f"level<={m['lv']}", *words]
    if (m := _IN_TRAIT_OR_TRAIT.fullmatch(phrase)) is not None:   # the two parts of _TRAIT_OR_IN_TRAIT swapped
        head = card_filter_words(m["head"])
        if any(w.startswith(("trait", "name", "text", "any")) for w in head):
            raise NoFit("two name or trait filters")
        alts = [f"in_trait:{a}" for a in alternatives(m["intrait"]).split("|")]
        return [*head, "any=" + "|".join(alts + [f"trait:{a}" for a in alternatives(m["trait"]).split("|")])]
    if (m := _TRAIT_OR_IN_TRAIT.fullmatch(phrase)) is not None:
        head = card_filter_words(m["head"])
        if any(w.startswith(("trait", "name", "text", "any")) for w in head):
            raise NoFit("two name or trait filters")
        other = m["other"] or m["other2"]
        alts = [f"trait:{a}" for a in alternatives(m["trait"]).split("|")]
        alts += _in_trait_alternatives(m["intrait"], other) if other else [
            f"in_trait:{a}" for a in alternatives(m["intrait"]).split("|")]
        return [*head, "any=" + "|".join(alts)]
    m = _CARD_KIND.fullmatch(phrase)
    if m is None:
        raise NoFit(phrase)
    words = []
    if m["color"]:
        words.append(f"color={m['color']}" + (f",{m['color_b']}" if m["color_b"] else ""))   # either colour
    if m["kind"]:
        words.append(f"kind={m['kind']}")
    if m["lv"]:
        if m["kind"] != "digimon":
            raise NoFit("level filter on a non-Digimon card")
        words.append(f"level>={m['lv']}")
    if m["lv_eq"]:   # "level N card": a card of that level (only Digimon and Digi-Eggs have one)
        if m["kind"] not in (None, "digimon"):
            raise NoFit("level filter on a non-Digimon card")
        words += [f"level>={m['lv_eq']}", f"level<={m['lv_eq']}"]
    if (m["trait"] is not None) + (m["trait2"] is not None) + (m["inname"] is not None) + (
            m["intext"] is not None) + (m["intrait"] is not None) + (m["intype"] is not None) + (
            m["bare"] is not None) + (m["intraits"] is not None) > 1:
        raise NoFit("two name or trait filters")
    trait = m["trait"] or m["trait2"] or m["intype"] or bare_traits(m["bare"])   # "[X] in its type": the older
    # wording of the trait X
    if trait:
        words.append("trait=" + alternatives(trait))
    other = m["other"] or m["other2"]
    if m["intrait"] and other:
        words.append("any=" + "|".join(_in_trait_alternatives(m["intrait"], other)))
    elif m["intrait"] or m["intraits"]:   # "[X] in one of its traits", older "[X] in its traits": a trait with X in it
        words.append("trait~" + alternatives(m["intrait"] or m["intraits"]))
    either = m["ortrait"] or m["ortraits"] or m["ortrait2"]   # "or [X] in its traits": the trait X
    if m["inname"] or m["intext"]:
        kind = "name" if m["inname"] else "text"
        if either:   # "with [A] in its name/text or the [B] trait": either kind
            words.append(any_words((kind, m["inname"] or m["intext"]), ("trait", either)))
        else:
            words.append(("name~" if m["inname"] else "text~") + alternatives(m["inname"] or m["intext"]))
    return words


def any_words(*kinds):
    """`any=K:X|K:Y` for (kind, '[a]/[b]') pairs: a card with any of them (the kinds of decks.effects.ANY_KINDS)."""
    return "any=" + "|".join(f"{kind}:{alt}" for kind, phrase in kinds for alt in alternatives(phrase).split("|"))


# --- the pattern table ---------------------------------------------------------------------------------------

@dataclass(frozen=True)
class Pattern:
    name: str
    scope: str        # "static": an effect without a timing; "action": one sentence of a timed effect;
    regex: re.Pattern  # "body": the whole body of a timed effect
    emit: object      # (match, context) -> list of clauses (action words)


KEYWORDS = ("blocker", "rush", "reboot", "piercing", "jamming", "retaliation")
# keywords written `keyword NAME` (simcore.effect_codes.KEYWORDS): {name in the text: NAME}
NAMED_KEYWORDS = {"raid": "raid", "barrier": "barrier", "evade": "evade", "armor purge": "armor_purge",
                  "alliance": "alliance", "collision": "collision", "vortex": "vortex", "fortitude": "fortitude",
                  "scapegoat": "scapegoat", "progress": "progress",
                  # a given "[Start of Your Main Phase] This Digimon attacks." (normalize writes it so)
                  "main phase attack": "attacks_at_main_phase_start",
                  # "can also attack your opponent's unsuspended Digimon" (normalize writes it so)
                  "attack unsuspended": "attacks_unsuspended"}
NAMED_KEYWORDS["execute"] = "execute"   # <Execute>: an end-of-turn attack, then the Digimon is deleted
NAMED_KEYWORDS["ascension"] = "ascension"   # <Ascension>: deleted, it may go from the trash to the top of security
_KW = "(?P<kw>" + "|".join((*KEYWORDS, *NAMED_KEYWORDS)) + ")"


def keyword_words(kw):
    """The effect-language words that give the keyword `kw` (as the text names it)."""
    return f"keyword {NAMED_KEYWORDS[kw]}" if kw in NAMED_KEYWORDS else kw
_DUR = (r"(?P<dur> ?for the turn| ?until the end of your opponent's (?:next )?turn| ?until your opponent's turn ends"
        r"| ?until (?:the end of their turn|their turn ends)| ?until your turn ends)")   # the space may be missing after a keyword
_DUR_FIRST = (r"(?P<dur>for the turn|until the end of your opponent's (?:next )?turn|until your opponent's turn ends"
              r"|until (?:the end of their turn|their turn ends)|until your turn ends), ")
_REST_TO_BOTTOM = (r"(?:return|place) the (?:rest|remaining cards) (?:to|at|on) the bottom of (?:the |your )?deck"
                   r"(?: in any order)?")


def _timed_targets(phrase):
    """Targets of a modifier given by a timed effect: counted, this Digimon, or all of a player's Digimon (RULES.md
    section 11: an "all" effect also reaches Digimon that enter later during its duration)."""
    return target_words(phrase, counted=True, all_kind="timed")


def _dp(m, ctx):
    if m["t"] == _OWN_SECURITY_DIGIMON and m["dur"].strip() in ("for the turn",
                                                              "until the end of your opponent's next turn"):
        return [f"dp {m['amt']} target=all_own_security " + duration_word(m["dur"], ctx.trigger)]
    t = _event_target(m["t"], ctx) or _timed_targets(m["t"])
    _their_turn_for_opponents_only(m, t)
    return [f"dp {m['amt']} " + " ".join(t) + " " + duration_word(m["dur"], ctx.trigger)]


def _dp_counted(m, ctx):
    """'to 1 of your opponent's digimon, give -N dp [for each ...] for the turn': the amount counted as it resolves."""
    if m["each"] and m["each2"]:
        raise NoFit("two counts")
    words = _dp(m, ctx)[0]
    each = m["each"] or m["each2"]
    return [words + (" for_each=" + FOR_EACH_PHRASES[each] if each else "")]


class _GroupsOrNone(dict):
    """A match's groups, a group not in it None (the duration written after the count, or before it)."""

    def __getitem__(self, key):
        return dict.get(self, key)


def _dp_each_card(m, ctx):
    """'1 of your opponent's digimon gets -N dp for each card in your hand / security stack for the turn'."""
    g = _GroupsOrNone(m.groupdict())
    g["dur"] = g["dur"] or g.get("dur2")
    zone = g["zone"] or g.get("zone2")
    return [_dp(g, ctx)[0] + " for_each=" + ("own_hand" if zone == "hand" else "own_security")]


def _keyword_to(m, ctx):
    t = _event_target(m["t"], ctx) or _timed_targets(m["t"])
    _their_turn_for_opponents_only(m, t)
    return [keyword_words(m["kw"]) + " " + " ".join(t) + " " + duration_word(m["dur"], ctx.trigger)]


def _sa_to(m, ctx):
    t = _timed_targets(m["t"])
    _their_turn_for_opponents_only(m, t)
    return [f"security_attack {m['amt']} " + " ".join(t) + " " + duration_word(m["dur"], ctx.trigger)]


def _switch_attack_target(m, ctx):
    if ctx.trigger != "opponent_digimon_attacks":
        raise NoFit("an attack target changed at another timing")
    return ["switch_attack_target " + " ".join(unranked(target_words(m["t"])))]


def same_targets(t):
    """The target words of a clause after the first on what the first chose: for counted targets, the Digimon it
    picked (filter=same_targets); this Digimon or all of them, the same words."""
    if not any(w in ("target=own", "target=opponent") for w in t):
        return t
    return [w for w in t if w.startswith(("target=", "count=")) or w == "up_to"] + ["filter=same_targets"]


def _keywords_and_dp(m, ctx):
    """'X gains <a>, <b> and +N DP' for a duration: one clause per keyword, then the DP, each on the Digimon the
    first chose."""
    t = _timed_targets(m["t"])
    _their_turn_for_opponents_only(m, t)
    dur = duration_word(m["dur"], ctx.trigger)
    words = [*_keyword_list(m["kws"]), f"dp {m['amt']}"]
    return [" ".join([w, *(t if i == 0 else same_targets(t)), dur]) for i, w in enumerate(words)]


def _keyword_and_dp(m, ctx):
    """'X gains <a> and +N DP' / 'X gets +N DP and gains <a>' for a duration: two clauses, in the text's order, the
    second on the Digimon the first chose."""
    t = _timed_targets(m["t"])
    _their_turn_for_opponents_only(m, t)
    dur = duration_word(m["dur"], ctx.trigger)
    first, second = keyword_words(m["kw"] or m["kw2"]), f"dp {m['amt'] or m['amt2']}"
    if m["dpfirst"]:
        first, second = second, first
    return [" ".join([first, *t, dur]), " ".join([second, *same_targets(t), dur])]


def _sa_and_dp(m, ctx):
    """'X gains <Security A. +N> and +M DP' for a duration: two clauses, the second on the Digimon the first chose."""
    t = _timed_targets(m["t"])
    _their_turn_for_opponents_only(m, t)
    dur = duration_word(m["dur"], ctx.trigger)
    return [" ".join([f"security_attack {m['sa']}", *t, dur]), " ".join([f"dp {m['amt']}", *same_targets(t), dur])]


def _counted(action, amount=None):
    def emit(m, ctx):
        amt = "" if amount is None else f" {m[amount] if m[amount] and m[amount].isdigit() else 1}"
        return [f"{action}{amt} " + " ".join(target_words(m["t"], all_kind="each"))]
    return emit


_OPTION_CARD = re.compile(
    r"(?:1|an) (?:(?P<trait2>" + _ALTS + r") trait )?option card(?: with (?:the (?P<trait>" + _ALTS + r") trait"
    r"|(?P<inname>" + _ALTS + r") in its name|(?P<intext>" + _ALTS + r") in its text"
    r"|a (?:memory |use )?cost of (?P<cost>\d+) or less"
    r"|(?P<vsmemory>as high or lower a use cost as your opponent's memory)))?")


def _use_option(m, ctx):
    """'use 1 [X] trait option card ... from your hand without paying the cost': its colour requirements apply
    (the text does not lift them)."""
    o = _OPTION_CARD.fullmatch(m["what"])
    if o is None:
        raise NoFit(m["what"])
    words = ["kind=option"]
    trait = o["trait"] or o["trait2"]
    if trait:
        words.append("trait=" + alternatives(trait))
    if o["inname"]:
        words.append("name~" + alternatives(o["inname"]))
    if o["intext"]:
        words.append("text~" + alternatives(o["intext"]))
    if o["cost"]:
        words.append(f"cost<={o['cost']}")
    if o["vsmemory"]:
        words.append("filter=cost_up_to_opponent_memory")
    return ["use_option_from_hand " + " ".join(words)]


EVENT_DIGIMON_TRIGGERS = ("own_digimon_digivolved", "own_digimon_suspended", "own_digimon_wins_battle",   # their aux carries the Digimon
                          "own_digimon_played")


def _event_target(phrase, ctx):
    """'that digimon' of a timing whose event carries one of your Digimon: target=event; None otherwise."""
    if phrase == "that digimon" and ctx.trigger in EVENT_DIGIMON_TRIGGERS:
        return ["target=event"]
    return None


def _that_digimon_attacks(m, ctx):
    """'Then, that Digimon attacks / may attack' after a clause on 1 of your Digimon: the one it chose
    (filter=same_targets); 'attacks' leaves no choice (filter=mandatory)."""
    before = ctx.previous.split()
    if "target=event" in before:
        return ["attack target=event" + (" filter=mandatory" if m["must"] == "attacks" else "")]
    if "target=self" in before:
        return ["attack target=self" + (" filter=mandatory" if m["must"] == "attacks" else "")]
    if "target=own" not in before or "count=1" not in before or "up_to" in before:
        raise NoFit("'that digimon' after a clause that chose no 1 of your Digimon")
    return ["attack target=own count=1 filter=same_targets" + (",mandatory" if m["must"] == "attacks" else "")]


def _battle(m, ctx):
    """A battle without an attack between this Digimon (or one of yours) and one of the opponent's, as its
    controller chooses (filter=may)."""
    if m["t"] == "this digimon":
        if ctx.kind != "digimon" or ctx.block not in ("main", "inherited"):
            raise NoFit("'this digimon' battles from a card that is no Digimon")
        return ["battle target=self filter=may"]
    return ["battle target=own count=1 filter=may"]


def _no_unsuspend_next_phase(m, ctx):
    """'It can't unsuspend in their next unsuspend phase' after a clause on 1 of the opponent's Digimon (or Tamers):
    the one it chose, in its owner's next unsuspend phase only."""
    before = ctx.previous.split()
    if not before or before[0] != "suspend" or "target=opponent" not in before or "count=1" not in before \
            or "up_to" in before:
        raise NoFit("'it' after a clause that suspended no 1 of the opponent's Digimon")
    return ["cant unsuspend_in_unsuspend_phase target=opponent count=1 filter=same_targets "
            "duration=opponents_next_turn"]


def _no_unsuspend_until(m, ctx):
    """'It can't unsuspend until their turn ends' after a clause that suspended 1 of the opponent's Digimon (or
    Tamers): the one it chose, for the duration."""
    before = ctx.previous.split()
    if not before or before[0] != "suspend" or "target=opponent" not in before or "count=1" not in before \
            or "up_to" in before:
        raise NoFit("'it' after a clause that suspended no 1 of the opponent's Digimon")
    kinds = [w for w in before if w.startswith("kinds=")]
    return [" ".join(["cant unsuspend target=opponent count=1", *kinds, "filter=same_targets",
                      duration_word(m["dur"], ctx.trigger)])]


def _attack(m, ctx):
    """An effect lets a Digimon attack (the engine starts the attack once the effect has resolved)."""
    if m["t"] == "it" and any(w in ctx.previous.split() for w in ("target=own", "target=opponent", "target=any")):
        raise NoFit("'it' is the Digimon a clause before chose")
    words = unranked(target_words(m["t"], all_kind="each"))
    if "up_to" in words or any(w.startswith("count=") and w != "count=1" for w in words):
        raise NoFit("more than one Digimon attacks")
    if m["digimon"]:
        filters = [w for w in words if w.startswith("filter=")]
        words = [w for w in words if not w.startswith("filter=")]
        words.append(",".join(filters + ["digimon_only"]) if not filters else filters[0] + ",digimon_only")
        words[-1] = words[-1] if words[-1].startswith("filter=") else "filter=" + words[-1]
    # "without suspending": the attack does not suspend the Digimon
    return [("attack_without_suspending " if m.groupdict().get("nosusp") else "attack ") + " ".join(words)]


def _security_only(action):
    def emit(m, ctx):
        if ctx.block != "security":
            raise NoFit("self move outside a security effect")
        return [action]
    return emit


def _trash_only(action):
    """A card's own text that works from its owner's trash: an effect trashed it from the security stack."""
    def emit(m, ctx):
        if ctx.block != "main" or ctx.trigger != "trashed_from_security":
            raise NoFit("a move of this card from the trash outside its trashed_from_security text")
        return [action]
    return emit


def _security_digimon_only(action):
    """A [Security] effect of a Digimon card (its Security Digimon battles)."""
    def emit(m, ctx):
        if ctx.block != "security" or ctx.kind != "digimon":
            raise NoFit("a Security Digimon's effect outside a Digimon's security text")
        return [action]
    return emit


def _link_self(m, ctx):
    """An option's [Main] links the option itself to one of its user's Digimon (RULES.md §10.6)."""
    if ctx.kind != "option" or ctx.trigger != "main":
        raise NoFit("a card other than an option's [Main] linked")
    return ["link_self"]


def _link_from_trash(m, ctx):
    """A card of the trash (or the option whose [Main] it is) linked to one of your Digimon (RULES.md §10.6)."""
    if m["self"] and (ctx.kind != "option" or ctx.trigger != "main"):
        raise NoFit("this card linked by a card other than an option's [Main]")
    words = card_filter_words(re.sub(r"\bcards\b", "card", m["what"]))
    return [" ".join(["link_from_trash", *(["1"] if m["self"] else []), *words])]


def _link_to_digimon(m, ctx):
    """'link 1 X from your hand/trash or this Digimon's (your Digimon's) digivolution cards to this Digimon (to 1 of
    your Digimon) without paying the cost / with the cost reduced by N' (RULES.md §10.6)."""
    if m["from"] == "trash" and m["to"] != "this digimon":
        raise NoFit("a card of the trash or digivolution cards linked to another Digimon")
    if (m["whose"] == "this digimon's") != (m["to"] == "this digimon"):
        raise NoFit("digivolution cards of one Digimon linked to another")
    word = "link_to_own" if m["to"] != "this digimon" else (
        "link_to_self_from_trash" if m["from"] == "trash" else "link_to_self")
    paid = [m["n"], "filter=pay_cost"] if m["n"] else []
    words = card_filter_words(re.sub(r"\bcards\b", "card", m["what"]))
    return [" ".join([word, *paid[:1], *words, *paid[1:]])]


def _option_placed(m, ctx):
    """An option's [Main] or [Security] puts the option itself in the battle area (RULES.md section 5.3)."""
    if ctx.kind == "option" and (ctx.block, ctx.trigger) == ("main", "trashed_from_deck") and m.groupdict().get("it"):
        return ["place_in_battle_area"]   # "it": this option, from the trash it was trashed to
    if ctx.kind != "option" or (ctx.block, ctx.trigger) not in (("main", "main"), ("security", "security")) \
            or m.groupdict().get("it"):
        raise NoFit("a card other than an option placed in the battle area")
    return ["place_in_battle_area"]


def _option_placed_under(m, ctx):
    """An option's [Main] puts the option itself under one of your Digimon as its bottom digivolution card."""
    if ctx.kind != "option" or (ctx.block, ctx.trigger) != ("main", "main"):
        raise NoFit("a card other than an option's [Main] placed under a Digimon")
    return ["place_self_under trait=" + alternatives(m["trait"] or m["trait2"])]


def _player(action, group="n", sign=""):
    def emit(m, ctx):
        n = m[group] if group in m.groupdict() and m[group] else "1"
        return [f"{action} {sign}{n}"]
    return emit


# <Mind Link> of a Tamer's [Main]: the Tamer under 1 of your Digimon of a trait or name with no Tamer card beneath
# (the keyword's reminder alone where the database lost the keyword's name: BT15-086, BT15-087)
_MIND_LINK_REMINDER = (r"\(place this tamer as that digimon's bottom digivolution card if there are no tamer cards in "
                       r"its digivolution cards\)")
_MIND_LINK = re.compile(r"(?:<mind link> (?:with )?|" + _MIND_LINK_REMINDER + r" with )1 of your digimon with "
                        r"(?:(?P<names>" + _ALTS_EARLY + r") in its name,? or the (?P<ortraits>" + _ALTS_EARLY +
                        r") trait|the (?P<traits>" + _ALTS_EARLY + r") trait|(?P<intext>" + _ALTS_EARLY +
                        r") in its text)\.?(?: \(place this tamer as that digimon's bottom digivolution card if there "
                        r"are no tamer cards in its digivolution cards\.?\)\.?)?")


def _mind_link(m, ctx):
    """<Mind Link> and the filter of its Digimon: mind_link, the Digimon's filter (a Tamer's text only)."""
    if ctx.kind != "tamer":
        raise NoFit("mind link of a card that is not a tamer")
    if m["names"]:
        return ["mind_link " + any_words(("name", m["names"]), ("trait", m["ortraits"]))]
    if m["intext"]:
        return ["mind_link text~" + alternatives(m["intext"])]
    return ["mind_link trait=" + alternatives(m["traits"])]


_OWN_SECURITY_DIGIMON = "all of your security digimon"   # the Digimon of your security checks (target=all_own_security)


def _static_dp(m, ctx):
    if m["t"] == _OWN_SECURITY_DIGIMON:   # a Tamer's or a Digimon's own text (simcore.query.field_static)
        if ctx.block != "main":
            raise NoFit("an inherited effect on the security digimon")
        return [f"dp {m['amt']} target=all_own_security"]
    words = target_words(m["t"], counted=False, all_kind="static")
    return [f"dp {m['amt']} " + " ".join(words)]


def _keyword_list(text, persistent=False):
    """'<reboot> and <blocker>', '<rush>, <blocker> and <jamming>' -> the action words of each keyword (Security A.
    too; <Link +1> of a persistent all-of row, `persistent`); NoFit for a keyword the engine does not know."""
    parts = re.split(r", and |, | and ", text)
    out = []
    for part in parts:
        if persistent and part == "<link +1>":   # an all-of row's grant counts +1 (simcore.query.link_limit)
            out.append("keyword link_plus")
            continue
        m = re.fullmatch(r"<(?:" + _KW + r"|security a\. (?P<amt>[+-]\d+))>", part)
        if m is None:
            raise NoFit("keyword " + part)
        out.append(keyword_words(m["kw"]) if m["kw"] else f"security_attack {m['amt']}")
    return out


def _static_all_keywords(m, ctx):
    """'all of your [x] trait digimon gain <a> and <b>': one persistent row per keyword."""
    words = " ".join(target_words(m["t"], counted=False, all_kind="static"))
    return [f"{kw} {words}" for kw in _keyword_list(m["kws"], persistent=True)]


def _keywords_to(m, ctx):
    """'X gain <a> and <b> for the turn': one clause per keyword, each for the duration."""
    t = _timed_targets(m["t"])
    _their_turn_for_opponents_only(m, t)
    return [f"{kw} " + " ".join(t if i == 0 else same_targets(t)) + " " + duration_word(m["dur"], ctx.trigger)
            for i, kw in enumerate(_keyword_list(m["kws"]))]


def _keywords_then_attacks(m, ctx):
    """'1 of your X gains <a> and <b> for the turn, and attacks': the keywords on the Digimon chosen, then that Digimon
    attacks (filter=same_targets, mandatory)."""
    t = _timed_targets(m["t"])
    if "target=own" not in t or "count=1" not in t or "up_to" in t:
        raise NoFit("an attack by other than 1 of your Digimon")
    return _keywords_to(m, ctx) + ["attack target=own count=1 filter=same_targets,mandatory"]


# restrictions as the text writes them: {words: (restriction, ...)}
RESTRICTION_PHRASES = {
    "attack": ("attack",), "block": ("block",), "digivolve": ("digivolve",), "unsuspend": ("unsuspend",),
    "be blocked": ("be_blocked",), "attack players": ("attack_players",),
    "change its attack target": ("attack_target_change",),
    "be deleted": ("be_deleted",), "be deleted in battle": ("be_deleted_in_battle",),
    "be deleted in battles": ("be_deleted_in_battle",), "be deleted by battle": ("be_deleted_in_battle",),
    "be deleted by effects": ("be_deleted_by_effects",), "be deleted by your opponent's effects": None,
    "unsuspend or digivolve": ("unsuspend", "digivolve"), "digivolve or unsuspend": ("digivolve", "unsuspend"),
    "attack or block": ("attack", "block"),   # for a duration: the action cant_attack_or_block
    "suspend": ("suspend",), "be suspended": ("suspend",),
    "be returned to the hand or deck": ("be_returned",), "be returned to hand or deck": ("be_returned",),
    "be returned to hands or decks": ("be_returned",),
    "activate [when digivolving] effects": ("activate_when_digivolving",),
    "activate [when digivolving] effects or unsuspend": ("activate_when_digivolving", "unsuspend"),
    "activate [when digivolving] effects or suspend": ("activate_when_digivolving", "suspend"),
}
# counted Digimon-or-Tamer targets of a restriction: "1 of their Digimon or Tamers" (kinds=digimon,tamer), "1 of
# their Digimon and 1 of their Tamers" (two clauses, the second filter=tamer)
_OR_TAMERS = re.compile(r"(?P<t>(?:up to )?\d+ of (?:your opponent's|their) digimon) or tamers")
_AND_TAMERS = re.compile(r"(?P<t>1 of (?:your opponent's|their) digimon) and (?P<u>1 of (?:your opponent's|their)) "
                         r"tamers")
_RESTRICTION = "(?P<what>" + "|".join(sorted((re.escape(k) for k in RESTRICTION_PHRASES), key=len, reverse=True)) + ")"


def _restrictions(what):
    names = RESTRICTION_PHRASES.get(what)
    if not names:
        raise NoFit("restriction " + what)
    return names


def _cant_for(m, ctx):
    """'X can't attack [for the turn / until ...]': a restriction on counted targets, this Digimon or all of a
    player's Digimon, for a duration."""
    dur = duration_word(m["dur"], ctx.trigger)
    if m["what"] == "suspend" and (two := _AND_TAMERS.fullmatch(m["t"])) is not None:
        t = _timed_targets(two["t"])
        _their_turn_for_opponents_only(m, t)
        return [" ".join(["cant suspend", *t, dur]),
                " ".join(["cant suspend", *_timed_targets(two["u"] + " digimon"), "filter=tamer", dur])]
    if m["what"] in ("suspend", "unsuspend") and (either := _OR_TAMERS.fullmatch(m["t"])) is not None:
        t = [*_timed_targets(either["t"]), "kinds=digimon,tamer"]
    else:
        t = _timed_targets(m["t"])
    _their_turn_for_opponents_only(m, t)
    if m["what"] == "attack or block":
        return [" ".join(["cant_attack_or_block", *t, dur])]
    return [" ".join([f"cant {r}", *(t if i == 0 else same_targets(t)), dur])
            for i, r in enumerate(_restrictions(m["what"]))]


def _cant_and_dp(m, ctx):
    """'X can't <restriction> and gets +N DP' for a duration (or 'for a duration, this Digimon can't ... and it gets
    +N DP'): the restrictions, then the DP, on the Digimon the first chose."""
    t = _timed_targets(m["t"] or m["t2"])
    dur = duration_word(m["dur"] or m["dur2"], ctx.trigger)
    if m["t"]:
        _their_turn_for_opponents_only(m, t)
    if (m["what"] or m["what2"]) == "attack or block":
        raise NoFit("cant_attack_or_block with DP")
    words = [f"cant {r}" for r in _restrictions(m["what"] or m["what2"])] + [f"dp {m['amt'] or m['amt2']}"]
    return [" ".join([w, *(t if i == 0 else same_targets(t)), dur]) for i, w in enumerate(words)]


# immunity to the opponent's effects for a duration (simcore.query.immunity_of): whose effects, as the text names them
_IMMUNE_DIGIMON = (r"(?:the effects of (?:your opponent's|their) digimon|(?:your opponent's|their) digimon'?s? effects"
                   r"|the effects of your opponent\u2019s digimon)")
_IMMUNE_ALL = r"(?:your opponent's effects|their effects)"
_IMMUNE_SRC = "(?:(?P<dgm>" + _IMMUNE_DIGIMON + ")|(?P<all>" + _IMMUNE_ALL + "))"


def _immune_for(m, ctx):
    """X made immune to the opposing Digimon's effects for a duration (either word order, the duration first or
    last, optionally 1 of your other Digimon too): the restriction be_affected_by_opponents[_digimon]_effects on this Digimon
    and/or counted Digimon of your own, for the duration."""
    dur = duration_word(m["dur"], ctx.trigger)
    what = ("be_affected_by_opponents_digimon_effects" if m["dgm"] or m["dgm2"] else
            "be_affected_by_opponents_effects")
    parts = (m["t"] or m["t2"]).split(" and ")
    if len(parts) > 2:
        raise NoFit("immunity targets")
    out = []
    for phrase in parts:
        t = _timed_targets(phrase)
        if not (t == ["target=self"] or "target=own" in t) or "up_to" in t:
            raise NoFit("immunity for Digimon other than this one or counted ones of your own")
        out.append(" ".join([f"cant {what}", *t, dur]))
    return out


def _static_cant(m, ctx):
    """'this digimon can't digivolve' (persistent)."""
    if ctx.block == "main" and ctx.kind != "digimon":
        raise NoFit("'this digimon' in the own text of a card that is no Digimon")
    return [f"cant {r} target=self" for r in _restrictions(m["what"])]


def _draw_and(m, ctx):
    """'<draw N> and X': the draw, then the clauses of X read as a sentence of its own (one clause or more)."""
    name, clauses = match_sentence(m["rest"], ctx)
    if name == "draw and another action":
        raise NoFit("draws twice")
    return [f"draw {m['d']}", *clauses]


def _static_not_attacked(m, ctx):
    """'this digimon can't be attacked' (persistent): none of the opponent's Digimon can attack it, a row of all of
    their Digimon read from this Digimon's cards (simcore.query.attack_this_barred)."""
    if ctx.block == "main" and ctx.kind != "digimon":
        raise NoFit("'this digimon' in the own text of a card that is no Digimon")
    return ["cant attack_this target=all_opponent"]


def _static_immune(m, ctx):
    """'this digimon [can't X, and] isn't affected by your opponent's effects' (persistent): the restrictions and
    be_affected_by_opponents[_digimon]_effects on this Digimon (simcore.query.static_immunity)."""
    if ctx.block != "main" or ctx.kind != "digimon":
        raise NoFit("persistent immunity outside a Digimon's own text")
    what = "be_affected_by_opponents_digimon_effects" if m["dgm"] else "be_affected_by_opponents_effects"
    out = [f"cant {r} target=self" for r in _restrictions(m["what"])] if m["what"] else []
    return out + [f"cant {what} target=self"]


def _player_cant(restriction, who):
    """A player's persistent restriction, read from a battle-area card's own text (simcore.query.player_restricted)."""
    def emit(m, ctx):
        if ctx.block != "main" or ctx.kind not in ("digimon", "tamer"):
            raise NoFit("a player's restriction outside a battle-area card's own text")
        return [f"cant {restriction} target={t}" for t in who]
    return emit


def _opponent_cant_play_for(m, ctx):
    return ["cant play_digimon_by_effects target=opponent " + duration_word(m["dur"], ctx.trigger)]


def _hand_to_security_checked(m, ctx):
    """Placing cards of the hand in a security stack ("your opponent places N ... from their hand as the top/bottom
    security card", "place N ... from your hand at the top/bottom of your security stack"): who places is whose
    hand and stack it is."""
    text = m.group(0)
    if (m["opp"] is not None) != ("their hand" in text) or ("their security" in text and m["opp"] is None):
        raise NoFit("whose hand or stack")
    words = [f"hand_to_security {m['n']}", *card_filter_words(re.sub(r"\bcards\b", "card", m["what"]))]
    words.append("target=opponent" if m["opp"] else "target=player")
    end = m["end"] or m["end2"]
    flags = (["bottom"] if end == "bottom" else ["top_or_bottom"] if end == "top or bottom" else []) + (
        ["face_up"] if m["up"] else [])
    if m["up"] and m["opp"]:
        raise NoFit("the opponent's cards placed face up")
    if flags:
        words.append("filter=" + ",".join(flags))
    return [" ".join(words)]


def _save(m, ctx):
    """<Save>: of an [On Deletion] effect only (the card is then in the trash)."""
    if ctx.trigger != "on_deletion":
        raise NoFit("<save> outside on_deletion")
    return ["save"]


def _static_self_keywords(m, ctx):
    """'this digimon gains <a> and <b>': one persistent row of the card itself per keyword."""
    return [kw + " target=self" for kw in _keyword_list(m["kws"])]


def _static_keyword(m, ctx):
    return [keyword_words(m["kw"]) + " target=self"]


def _static_link_plus(m, ctx):
    """<Link +N> of the card itself: its limit of link cards 1 + N (simcore.query.link_limit; at most LINK_MAX)."""
    if int(m["n"]) + 1 > LINK_MAX:
        raise NoFit("link limit beyond the engine's room for link cards")
    return [f"keyword link_plus target=self count={m['n']}"]


def _static_sa(m, ctx):
    return [f"security_attack {m['amt']} target=self"]


def _copies_rule(m, ctx):
    if int(m["n"]) != ctx.max_copies:
        raise NoFit("copies rule not in the catalog")
    return []   # the catalog's max_copies holds it; deck lists are checked against it


def _reveal(m, ctx):
    if m["n1"] != "1":
        raise NoFit("adds more than one card")
    rest = " filter=rest_to_trash" if m["trash"] else ""
    try:
        words = card_filter_words(m["what"])
    except NoFit:
        words = _revealed_card_words(m["what"])
    return [f"reveal_add_one {m['n'] or m['n2']} " + " ".join(words) + rest]


def _reveal_play(m, ctx):
    """Reveal, play 1 of the revealed cards for free: a Digimon or Tamer card (an option is not played)."""
    words = _revealed_card_words(m["what"])
    if not {"kind=digimon", "kind=tamer", "kinds=digimon,tamer"} & set(words):
        raise NoFit("a revealed card played that may not be a Digimon or Tamer")
    return [" ".join([f"reveal_play {m['n']}", *words])]


_COLOR_KIND_CARD = re.compile(r"(?:red|blue|yellow|green|black|purple|white) (?P<kind>digimon|tamer|option) card")


def _reveal_two(m, ctx):
    a = m["a"]
    kind = _COLOR_KIND_CARD.fullmatch(m["b"])
    if kind and re.fullmatch(r"red|blue|yellow|green|black|purple|white", a):   # "1 blue and 1 green digimon card"
        a = f"{a} {kind['kind']} card"
    first = [f"reveal_add_two {m['n'] or m['n2']}", *_revealed_card_words(a)]
    b = m["b"]
    if m["trash"] and re.match(r"(?:[a-z ]+?―both |such )", b):
        raise NoFit("the rest to the trash after a shared filter")
    both = re.fullmatch(r"(?P<b>[a-z ]+?)―both (?P<with>with " + _ALTS + r" in their traits)―among them", b)
    if both is not None:   # "1 Digimon card and 1 Tamer card―both with [X] in their traits―": the filter on each
        first = [f"reveal_add_two {m['n'] or m['n2']}", *_revealed_card_words(f"{a} {both['with']}")]
        return [" ".join(first), "and_add " + " ".join(_revealed_card_words(f"{both['b']} {both['with']}"))]
    such = re.fullmatch(r"such (?P<rest>(?:digimon|tamer|option) card(?: or (?:digimon|tamer|option) card)?)", b)
    if such is not None:   # "1 Digimon card with the [X] trait and 1 such Tamer card or Option card": the same trait
        traits = [w for w in first[1:] if w.startswith("trait=")]
        if len(traits) != 1 or len(first) != 3:
            raise NoFit("'such' after a filter other than one trait")
        return [" ".join(first), " ".join(["and_add", *card_filter_words(such["rest"]), traits[0]])]
    if m["top"]:
        first.append("filter=rest_on_top")
    if m["trash"]:
        first.append("filter=rest_to_trash")
    return [" ".join(first), "and_add " + " ".join(_revealed_card_words(m["b"]))]


def _reveal_may_play(m, ctx):
    """Reveal, "you may play" 1 of the revealed cards for free (up_to): only Digimon and Tamer cards are played;
    the rest to the bottom of the deck or (filter=rest_to_trash) to the trash."""
    words = playable_card_words("1 " + m["what"])
    words = [w for w in words if not w.startswith("cost<=")] + [w for w in words if w.startswith("cost<=")]
    return [" ".join([f"reveal_play {m['n']}", *words, "up_to", *(["filter=rest_to_trash"] if m["trash"] else [])])]


def _revealed_card_words(phrase):
    """Card filter of one card taken from a reveal: a card filter, '[NAME]' or '[NAME] card' (a card of that exact
    name), or '[X] trait or 1 2-color card' (a card with the trait X or of two colours)."""
    m = re.fullmatch(r"\[(?P<name>[^\]]+)\](?: card)?", phrase)
    if m is not None:
        return named_card_words(m["name"])
    m = re.fullmatch(r"\[(?P<name>[^\]]+)\] (?P<kind>digimon|tamer|option) card", phrase)
    if m is not None:   # "[NAME] Digimon card": that name, that kind
        words = named_card_words(m["name"])
        if words[0] != "kind=" + m["kind"]:
            raise NoFit("a named card of another kind or of several kinds")
        return words
    m = re.fullmatch(r"(?P<n>[2-3])-color (?P<color>" + _COLOR + r") card", phrase)
    if m is not None:   # "1 2-color purple card": purple among exactly 2 colours
        return [f"color={m['color']}", f"any=colors:{m['n']}"]
    m = re.fullmatch(r"(?P<kind>tamer|option) card or 1 digimon card with (?P<inname>" + _ALTS + r") in its name", phrase)
    if m is not None:   # "1 Tamer card or 1 Digimon card with [X] in its name": where every card of such a name is a
        names = alternatives(m["inname"]).split("|")   # Digimon, the name part alone says Digimon
        if any(set().union(*(k for n, k in _kinds_of_names().items() if a.replace("_", " ") in n)) != {"digimon"}
               for a in names):
            raise NoFit("a name part that cards of other kinds have")
        return ["any=" + "|".join([f"kind:{m['kind']}", *(f"name:{a}" for a in names)])]
    m = re.fullmatch(r"card with (?P<intrait>" + _ALTS + r") in its traits, (?P<names>\[[^\]]+\](?:, \[[^\]]+\])*,? or "
                     r"\[[^\]]+\])", phrase)
    if m is not None:   # "card with [A] in its traits, [B], or [C]": a trait with A in it, or the exact name B or C
        names = [named_card_words(n)[-1][len("name="):] for n in re.findall(r"\[([^\]]+)\]", m["names"])]
        return ["any=" + "|".join([*(f"in_trait:{a}" for a in alternatives(m["intrait"]).split("|")),
                                   *(f"named:{n}" for n in names)])]
    names = re.findall(r"\[([^\]]+)\]", phrase)
    if len(names) > 1 and re.fullmatch(r"\[[^\]]+\](?:, \[[^\]]+\])*,? or \[[^\]]+\]", phrase):   # "[A], [B], or [C]"
        words = [named_card_words(n) for n in names]
        kinds = {w[0] for w in words if len(w) == 2}
        kind = [kinds.pop()] if len(kinds) == 1 and all(len(w) == 2 for w in words) else []
        return [*kind, "name=" + "|".join(w[-1][len("name="):] for w in words)]
    m = re.fullmatch(r"(?P<a>" + _COLOR + r") or (?P<b>" + _COLOR + r") card with 2 or more colors", phrase)
    if m is not None:   # 2 or more colours: 2 or 3, the most any card of the catalog has
        return [f"color={m['a']},{m['b']}", "any=colors:2|colors:3"]
    m = re.fullmatch(r"(?P<kind>digimon|tamer|option) card with a cost of (?P<n>\d+)", phrase)
    if m is not None:
        return [f"kind={m['kind']}", f"cost_in={m['n']}"]
    m = re.fullmatch(r"card with (?P<intrait>" + _ALTS + r") in any of its traits or the (?P<trait>" + _ALTS + r") trait",
                     phrase)
    if m is not None:   # "with [A] or [B] in any of its traits or the [C] trait": any of them
        return ["any=" + "|".join([*(f"in_trait:{a}" for a in alternatives(m["intrait"]).split("|")),
                                   *(f"trait:{a}" for a in alternatives(m["trait"]).split("|"))])]
    m = re.fullmatch(r"(?P<trait>" + _ALTS + r") trait(?: card)? or 1 (?P<n>\d)-color card", phrase)
    if m is not None:
        return ["any=" + "|".join([*(f"trait:{a}" for a in alternatives(m["trait"]).split("|")), f"colors:{m['n']}"])]
    return card_filter_words(phrase)


def _reveal_add_or_place_under_self(m, ctx):
    """One revealed card to the hand or under this Digimon (target=self)."""
    if ctx.kind != "digimon" or ctx.block != "main":
        raise NoFit("'this digimon' outside a Digimon's own text")
    words = [f"reveal_add_or_place {m['n']}", *card_filter_words(m["what"]), "target=self"]
    if m["either"]:
        words.append("filter=top_or_bottom")
    return [" ".join(words)]


def _reveal_place_or_add(m, ctx):
    """One revealed card under any of your Digimon (no base filter) or to the hand ("card with [A]/[B] trait":
    the trait A or B)."""
    what = re.sub(r"^card with (" + _ALTS + r") trait$", r"card with the \1 trait", m["what"])
    words = [f"reveal_add_or_place {m['n']}", *card_filter_words(what)]
    if m["either"]:
        words.append("filter=top_or_bottom")
    return [" ".join(words)]


def _reveal_add_or_place(m, ctx):
    """One revealed card to the hand or under one of your Digimon of a trait ("[A] or [B] digimon card or tamer
    card": either kind, with one of the traits)."""
    both = re.fullmatch(r"(?P<traits>" + _ALTS + r") digimon card or tamer card", m["what"])
    what = ["kinds=digimon,tamer", "trait=" + alternatives(both["traits"])] if both else card_filter_words(m["what"])
    words = [f"reveal_add_or_place {m['n']}", *what, "base_trait=" + alternatives(m["base"])]
    if m["either"]:
        words.append("filter=top_or_bottom")
    return [" ".join(words)]


def _reveal_add_and_place_face_down(m, ctx):
    """One revealed card of a trait to the hand, then one of another trait face down under one of your Digimon of a
    third trait (that may be this Digimon)."""
    return [f"reveal_add_and_place_face_down {m['n']} trait={alternatives(m['a']).lower()} "
            f"placed_trait={alternatives(m['b']).lower()} base_trait={alternatives(m['base']).lower()}"]


def _reveal_add_and_place(m, ctx):
    """One revealed card to the hand and one under one of your Digimon (target=self: under this Digimon)."""
    place = ["and_place", *_revealed_card_words(m["b"])]
    if m["any"] is None:
        place.append("target=self")
    return [" ".join([f"reveal_add_two {m['n']}", *_revealed_card_words(m["a"])]), " ".join(place)]


def _reveal_add_or_place_here(m, ctx):
    """One revealed card to the hand, or another kind of card under this Digimon ("1 such card": the same
    filter)."""
    first = [f"reveal_add_or_place {m['n']}", *_revealed_card_words(m["a"])]
    if m["either"]:
        first.append("filter=top_or_bottom")
    b = m["a"] if m["b"] == "such card" else m["b"]
    return [" ".join(first), " ".join(["or_place", *_revealed_card_words(b), "target=self"])]


def _digi_burst(m, ctx):
    """'[Main] <Digi-Burst N> ・X': trashing N of this Digimon's digivolution cards is the cost, then X (its cost
    limits its uses: a [Main] of the Digimon's own text)."""
    if ctx.kind != "digimon" or ctx.block != "main" or ctx.trigger != "activated":
        raise NoFit("<digi-burst> outside a Digimon's [Main]")
    options, rest, _ = read_body(m["rest"], ctx)
    if options or any(c.startswith("if=") for c in rest):
        raise NoFit("a condition or choice inside the <digi-burst> effect")
    return [f"digi_burst {m['n']}", *rest]


def _if_suspended_own(m, ctx):
    """"You may suspend 1 Digimon. If this effect suspended your Digimon, ...": the rest under the condition
    suspended_own (a Digimon of the opponent's suspended, or nothing, and it does not happen)."""
    name, first = match_sentence(m["first"], ctx)
    if len(first) != 1 or not first[0].startswith("suspend target=any "):
        raise NoFit("suspending another target")
    options, rest, _ = read_body(m["rest"], ctx)
    if options or any(c.startswith("if=") for c in rest):
        raise NoFit("a condition or choice of its own after the suspension")
    return [first[0], "if=suspended_own " + rest[0], *rest[1:]]
def _reveal_add_and_place_under_tamer(m, ctx):
    """One revealed card to the hand, one more of the same filters ("such card") under one of your Tamers (of a
    trait); face down or not, a card under a Tamer is read by nothing but the Tamer's own text."""
    words = [f"reveal_add_and_place_under_tamer {m['n']}", *card_filter_words(m["what"])]
    if m["base"]:
        words.append("base_trait=" + alternatives(m["base"]))
    return [" ".join(words)]


def _reveal_up_to_two(m, ctx):
    """"add up to 2 X": as two cards of the same filter (the pilot may add fewer)."""
    words = card_filter_words(re.sub(r"\bcards\b", "card", m["what"]))
    return [" ".join([f"reveal_add_two {m['n'] or m['n2']}", *words]), "and_add " + " ".join(words)]


def _card_count_words(n, what):
    """Card filter of 'N card(s) ...' or '1 [NAME]' in a cost (the plural written as the singular)."""
    m = re.fullmatch(r"\[(?P<name>[^\]]+)\]", what)
    if m is not None:
        if str(n) != "1":
            raise NoFit("several copies of a named card")
        return [str(n), *named_card_words(m["name"])]
    return [str(n), *card_filter_words(re.sub(r"\bcards\b", "card", what))]


def _delete_own_words(phrase):
    """delete_own_cost with the filters of '1 of your [other] ... digimon [with ...]' (one of your Digimon)."""
    words = target_words(phrase)
    if words[:2] != ["target=own", "count=1"] or "up_to" in words:
        raise NoFit("a deletion cost of another count")
    return " ".join(["delete_own_cost", *words[2:]])


def _returned_card_words(n, what):
    """Card filter of the cards a cost returns from the trash: 'N cards ...', 'N non-digi-egg cards' or
    '1 [NAME]'."""
    if re.fullmatch(r"non-digi-egg cards?", what):
        return [n, "any=kind:digimon|kind:tamer|kind:option"]
    m = re.fullmatch(r"\[(?P<name>[^\]]+)\]", what)
    if m is not None:
        if n != "1":
            raise NoFit("several copies of a named card")
        return [n, *named_card_words(m["name"])]
    return _card_count_words(n, what)


def _reveal_top_add_if(m, ctx):
    return ["reveal_top_add_if " + " ".join(card_filter_words(m["what"]))]


def _from_trash(m, ctx):
    named = re.fullmatch(r"\[(?P<name>[^\]]+)\]", m["what"])   # "1 [NAME]": a card of that name
    if named is not None:
        return ["return_from_trash " + " ".join(named_card_words(named["name"]))]
    return ["return_from_trash " + " ".join(card_filter_words(m["what"]))]


def _tamer_only(clauses, ctx):
    """The clauses of a sentence about "this tamer", on a Tamer's own text only."""
    if ctx.kind != "tamer" or ctx.block != "main":
        raise NoFit("this tamer, on another card")
    return clauses


def _draw_trash(m, ctx):
    return [f"draw {m['d']}", f"trash_from_hand {m['k']}"]


def _kinds_by_name():
    """{lowercase card name: set of kinds} of the catalog (the facts of the same database)."""
    from decks.catalog import load_catalog

    out = {}
    for card in load_catalog().values():
        out.setdefault(card.name.lower(), set()).add(card.kind)
    return out


_NAMED_KINDS = {}


def _kinds_of_names():
    """{lowercase card name: set of kinds} of the catalog, read once."""
    if not _NAMED_KINDS:
        _NAMED_KINDS.update(_kinds_by_name())
    return _NAMED_KINDS


def named_card_words(name):
    """Card filter for '[NAME]' (a card of that exact name): the name and, where every card of that name is of one
    kind, the kind; NoFit for a name the catalog does not know."""
    if not _NAMED_KINDS:
        _NAMED_KINDS.update(_kinds_by_name())
    initials = re.sub(r"\b(\w)\. (?=\w\.)", r"\1.", name)   # "[J. P. Shibayama]" as normalised: "J.P. Shibayama"
    if name not in _NAMED_KINDS and initials in _NAMED_KINDS:
        name = initials
    kinds = _NAMED_KINDS.get(name)
    if not kinds or re.search(r"[_/#;:]", name):   # the effect language writes a space as '_'
        raise NoFit("unknown card name")
    words = ["name=" + name.replace(" ", "_")]
    if len(kinds) == 1:
        words.insert(0, "kind=" + next(iter(kinds)))
    return words


_COLOR = r"(?:red|blue|yellow|green|black|purple|white)"
_PLAYABLE = re.compile(
    r"1 (?:(?P<names>" + _ALTS + r")(?: with a play cost of (?P<namecost>\d+) or less)?|(?:play cost (?P<cost1>\d+) or "
    r"(?:lower|less) )?"
    r"(?:(?P<dpmax0>\d+) dp or (?:lower|less) )?(?:(?P<color0>" + _COLOR + r"(?: or " + _COLOR + r")?) )?"
    r"(?:level (?P<lvmax>\d+) or lower |level (?P<lvmin>\d+) or higher |level (?P<lv>\d+) )?(?:(?P<color>" + _COLOR + r"(?: or " + _COLOR + r")?) )?"
    # "1 digimon with ...": a card; "1 [x] trait card": a Digimon or Tamer card
    r"(?:(?P<trait2>" + _ALTS + r") trait |(?P<bare>" + _ALTS + r") (?=digimon card|tamer card|card))?"
    r"(?:(?P<kind>digimon|tamer)(?: card)?|(?P<anykind>card))"
    r"(?: with (?:the (?P<trait>" + _ALTS + r") trait(?: or (?P<ortext>" + _ALTS + r") in its text)?"
    r"(?: and a play cost of (?P<cost3>\d+) or (?:less|lower))?"
    r"|(?P<inname>" + _ALTS + r") in its name|(?P<intext>" + _ALTS + r") in its text"
    r"|a play cost of (?P<cost2>\d+) or less|(?P<dpmax>\d+) dp or less"
    # "with [A] or [B] in any of its traits (other than [C]) or the [D] trait": any of them, C not counting
    r"|(?P<intraits>" + _ALTS + r") in (?:any of )?its traits(?: \(other than (?P<butnot>" + _ALTS + r")\))?"
    r"(?: or the (?P<ortraits>" + _ALTS + r") trait)?(?: and (?P<dpmax2>\d+) dp or less)?))?)")
# "1 level 4 or lower yellow, red or [X] trait digimon card": a Digimon card of one of the colours or with the trait
_PLAYABLE_COLORS_OR_TRAIT = re.compile(r"1 (?:level (?P<lvmax>\d+) or lower )?(?P<colors>" + _COLOR + r"(?:, " + _COLOR
                                       + r")*),? or (?P<trait>" + _ALTS + r") trait digimon card")
# "1 [NAME] or 1 <card>": the named card, or any card the rest describes
# ("1 [NAME] or level 3 digimon card": the "1" written once)
_PLAYABLE_OR_NAMED = re.compile(r"1 \[(?P<name>[^\]]+)\] or (?:(?P<rest>1 .+)|(?P<level>level \d+ .+))")


def playable_card_words(phrase):
    """Card filter of '1 [NAME]' or '1 level 4 or lower red digimon card with the [X] trait' (and the like) for a
    card played by an effect: a Digimon or Tamer card (the engine plays those), NoFit otherwise."""
    if (words := inherited_tamer_words(phrase, playable_card_words)) is not None:
        return words
    either = _PLAYABLE_OR_NAMED.fullmatch(phrase)
    if either is not None:
        named = named_card_words(either["name"])
        if named[0] not in ("kind=digimon", "kind=tamer"):
            raise NoFit("a named card that is not a Digimon or Tamer card")
        return [*playable_card_words(either["rest"] or "1 " + either["level"]),
                "or_name=" + either["name"].replace(" ", "_")]
    m = _PLAYABLE_COLORS_OR_TRAIT.fullmatch(phrase)
    if m is not None:   # "1 level 4 or lower yellow, red or [x] trait digimon card": any of those colours, or the trait
        alts = [f"color:{c}" for c in re.split(r",? or |, ", m["colors"])]
        alts += [f"trait:{t}" for t in alternatives(m["trait"]).split("|")]
        return ["kind=digimon", *([f"level<={m['lvmax']}"] if m["lvmax"] else []), "any=" + "|".join(alts)]
    if re.fullmatch(r"1 (?:play cost \d+ or (?:lower|less) )?" + _ALTS + r" trait", phrase):   # "1 [x] trait"
        phrase += " card"
    m = _PLAYABLE.fullmatch(phrase)
    if m is None:
        raise NoFit(phrase)
    if m["names"]:   # "1 [A]" or "1 [A] or [B]": a card of one of those names
        names = alternatives(m["names"]).split("|")
        kinds = {named_card_words(n.replace("_", " "))[0] for n in names}
        if not kinds <= {"kind=digimon", "kind=tamer"}:
            raise NoFit("a named card that is not a Digimon or Tamer card")
        cost = [f"cost<={m['namecost']}"] if m["namecost"] else []   # "1 [A] with a play cost of N or less"
        return [*sorted(kinds)[:len(kinds) == 1], "name=" + "|".join(names), *cost]
    # "1 [x] trait card": only Digimon and Tamer cards are played (RULES.md section 5.1); "1 level 4 or lower [x] trait
    # card": only a Digimon card has a level among those
    leveled = bool(m["lvmax"] or m["lvmin"] or m["lv"])
    words = [f"kind={m['kind']}" if m["kind"] else "kind=digimon" if leveled else "kinds=digimon,tamer"]
    if m["color"] and m["color0"]:
        raise NoFit("two colors")
    if m["color"] or m["color0"]:
        words.append("color=" + ",".join((m["color"] or m["color0"]).split(" or ")))
    if leveled and m["kind"] not in ("digimon", None, ""):
        raise NoFit("level filter on a non-Digimon card")
    if m["lvmax"]:
        words.append(f"level<={m['lvmax']}")
    if m["lvmin"]:
        words.append(f"level>={m['lvmin']}")
    if m["lv"]:
        words.append(f"level={m['lv']}")
    costs = [c for c in (m["cost1"], m["cost2"], m["cost3"]) if c]
    if costs:
        if len(costs) > 1:
            raise NoFit("two cost filters")
        words.append(f"cost<={costs[0]}")
    if m["bare"] and (m["trait"] or m["trait2"]):
        raise NoFit("two name or trait filters")
    trait = m["trait"] or m["trait2"] or bare_traits(m["bare"])
    if sum(1 for g in (trait, m["inname"], m["intext"]) if g) > 1:
        raise NoFit("two name or trait filters")
    if m["ortext"]:   # "with the [A] trait or [B] in its text": either
        words.append(any_words(("trait", trait), ("text", m["ortext"])))
    elif trait:
        words.append("trait=" + alternatives(trait))
    if m["inname"]:
        words.append("name~" + alternatives(m["inname"]))
    if m["intext"]:
        words.append("text~" + alternatives(m["intext"]))
    if m["intraits"]:
        if trait or m["inname"] or m["intext"]:
            raise NoFit("two name or trait filters")
        but = alternatives(m["butnot"]) if m["butnot"] else ""
        if "|" in but:
            raise NoFit("several traits aside")
        alts = [f"in_trait:{x}" for x in alternatives(m["intraits"]).split("|")]
        alts += [f"other_than_trait:{but}"] if but else []
        alts += [f"trait:{x}" for x in alternatives(m["ortraits"]).split("|")] if m["ortraits"] else []
        words.append("any=" + "|".join(alts))
    dpmax = [d for d in (m["dpmax"], m["dpmax0"], m["dpmax2"]) if d]
    if dpmax:
        if m["kind"] != "digimon" or len(dpmax) > 1:
            raise NoFit("a DP filter on a non-Digimon card, or two")
        words.append(f"dp<={dpmax[0]}")
    return words
    words = [f"kind={m['kind']}"]
    if m["color"] and m["color0"]:
        raise NoFit("two colors")
    if m["color"] or m["color0"]:
        words.append(f"color={m['color'] or m['color0']}")
    if (m["lvmax"] or m["lv"]) and m["kind"] != "digimon":
        raise NoFit("level filter on a non-Digimon card")
    if m["lvmax"]:
        words.append(f"level<={m['lvmax']}")
    if m["lv"]:
        words.append(f"level={m['lv']}")
    if m["cost1"] or m["cost2"]:
        if m["cost1"] and m["cost2"]:
            raise NoFit("two cost filters")
        words.append(f"cost<={m['cost1'] or m['cost2']}")
    trait = m["trait"] or m["trait2"]
    if sum(1 for g in (trait, m["inname"], m["intext"]) if g) > 1:
        raise NoFit("two name or trait filters")
    if m["ortext"]:   # "with the [A] trait or [B] in its text": either
        words.append(any_words(("trait", f"[{trait}]"), ("text", m["ortext"])))
    elif trait:
        words.append("trait=" + trait.replace(" ", "_"))
    if m["inname"]:
        words.append("name~" + m["inname"].replace(" ", "_"))
    if m["intext"]:
        words.append("text~" + alternatives(m["intext"]))
    if m["dpmax"]:
        if m["kind"] != "digimon":
            raise NoFit("a DP filter on a non-Digimon card")
        words.append(f"dp<={m['dpmax']}")
    return words


_ALTS = r"\[[^\]]+\](?:(?:, |/|,? or )\[[^\]]+\])*"   # "[A]", "[A]/[B]", "[A], [B] or [C]"
_DIGIVOLVE_INTO = re.compile(
    r"an? (?:level (?P<lvmax>\d+) or lower |level (?P<lv>\d+) )?(?:(?P<color>(?:red|blue|yellow|green|black|purple|white)"
    r"(?: or (?:red|blue|yellow|green|black|purple|white))?) )?"   # "a yellow or black digimon card": either
    r"(?:(?P<traits1>" + _ALTS + r") trait )?(?:digimon(?: card)?|card)"   # "a [x] trait card": what digivolves is a Digimon
    r"(?: with the (?P<traits2>" + _ALTS + r") trait| with (?P<names>" + _ALTS + r") in its name"
    r"| with (?P<intraits>" + _ALTS + r")(?:, other than (?P<butnot>" + _ALTS + r"),)? in (?:(?:one|any) of )?its traits"
    r"(?: or the (?P<ortraits>" + _ALTS + r") trait)?| with (?P<intext>" + _ALTS + r") in its text"
    r"| with (?P<inname2>" + _ALTS + r") in its name or the (?P<ortrait>" + _ALTS + r") trait"
    r"| with (?P<intext2>" + _ALTS + r") in its text or the (?P<ortrait2>" + _ALTS + r") trait"
    r"| with the (?P<both1>" + _ALTS + r")(?: trait)? and (?:the )?(?P<both2>" + _ALTS + r") traits?)?")


def _alternatives(text):
    """'[a]/[b] or [c]' → 'a|b|c' with underscores for spaces (the effect language's either-of filter)."""
    return "|".join(x.replace(" ", "_") for x in re.findall(r"\[([^\]]+)\]", text))


def digivolve_card_words(phrase):
    """Card filter of the card a Digimon digivolves into by an effect ('a digimon card with the [a] or [b]
    trait', 'a [a] trait digimon card', ...); NoFit for anything else."""
    named = re.fullmatch(r"\[([^\]]+)\]", phrase)   # "[NAME]": a Digimon card of that exact name
    if named is not None:
        words = named_card_words(named.group(1))
        if words[0] != "kind=digimon":
            raise NoFit("a named card that is not a Digimon card")
        return words
    if re.fullmatch(_ALTS, phrase):   # "[A] or [B]": a Digimon card of one of those names
        names = alternatives(phrase).split("|")
        if any(named_card_words(n.replace("_", " "))[0] != "kind=digimon" for n in names):
            raise NoFit("a named card that is not a Digimon card")
        return ["kind=digimon", "name=" + "|".join(names)]
    m = _DIGIVOLVE_INTO.fullmatch(phrase)
    if m is None:
        raise NoFit(phrase)
    words = ["kind=digimon"]
    if m["lvmax"]:
        words.append(f"level<={m['lvmax']}")
    if m["lv"]:
        words.append(f"level={m['lv']}")
    if m["color"]:
        words.append("color=" + ",".join(m["color"].split(" or ")))
    traits = m["traits1"] or m["traits2"]
    if sum(1 for g in (traits, m["names"], m["intraits"], m["both1"], m["intext"], m["inname2"], m["intext2"])
           if g) > 1:
        raise NoFit("two name or trait filters")
    if m["intext2"]:   # "with [A] in its text or the [B] trait": either
        words.append(any_words(("text", m["intext2"]), ("trait", m["ortrait2"])))
    if m["inname2"]:   # "with [A] in its name or the [B] trait": either
        words.append(any_words(("name", m["inname2"]), ("trait", m["ortrait"])))
    if m["intext"]:
        words.append("text~" + alternatives(m["intext"]))
    if m["both1"]:   # "with the [A] trait and [B] trait": both ("[A] or [B] trait and the [C] trait": A or B, and C)
        words.append("all=" + "|".join("trait:" + alternatives(m[g]).replace("|", ",") for g in ("both1", "both2")))
    if m["butnot"] or m["ortraits"]:   # "with [A] or [B], other than [C], in any of its traits or the [D] trait"
        but = _alternatives(m["butnot"]) if m["butnot"] else ""
        if "|" in but:
            raise NoFit("several traits aside")
        alts = [f"in_trait:{x}" for x in _alternatives(m["intraits"]).split("|")]
        alts += [f"other_than_trait:{but}"] if but else []
        alts += [f"trait:{x}" for x in _alternatives(m["ortraits"]).split("|")] if m["ortraits"] else []
        words.append("any=" + "|".join(alts))
    elif m["intraits"]:
        words.append("trait~" + _alternatives(m["intraits"]))
    if traits:
        words.append("trait=" + _alternatives(traits))
    if m["names"]:
        words.append("name~" + _alternatives(m["names"]))
    return words


def _digivolve_from_hand(m, ctx):
    if m["t"] == "this digimon" and ctx.block == "main" and ctx.kind != "digimon":
        raise NoFit("'this digimon' in the own text of a card that is no Digimon")
    words = ["target=self"] if m["t"] == "this digimon" else ["target=own", "count=1"]
    if m["ortamer"]:   # "1 of your Digimon or Tamers": a Tamer through a requirement that names it
        words = ["target=own_or_tamer", "count=1"]
    other = m["other"] is not None   # not the Digimon whose effect it is
    if other and (ctx.block != "main" or ctx.kind != "digimon"):
        raise NoFit("'other' without a Digimon of this card")
    if m["base"]:   # "1 of your [NAME]": a Digimon of that exact name
        if named_card_words(m["base"])[0] != "kind=digimon":
            raise NoFit("a named base that is not a Digimon")
        words.append("base_name=" + m["base"].replace(" ", "_"))
    if m["bcolor"]:   # "1 of your red Digimon"
        words.append("base_color=" + m["bcolor"])
    if m["btraits"]:  # "1 of your [A]/[B] trait Digimon"
        words.append("base_trait=" + alternatives(m["btraits"]))
    if m["bbare"]:   # "1 of your [A] or [B] Digimon": traits, where no card has such a name
        if any(alt.replace("_", " ") in _kinds_of_names() for alt in alternatives(m["bbare"]).split("|")):
            raise NoFit("a bracketed word before 'digimon' that names a card")
        words.append("base_trait=" + alternatives(m["bbare"]))
    if m["bintraits"]:   # "1 of your Digimon with [A] in any of its traits or the [B] trait"
        words.append("base_" + any_words(("in_trait", m["bintraits"]), ("trait", m["bortrait"])))
    words += digivolve_card_words(m["what"])
    if m["zone2"] and not (m["ic"] or m["ignfree"]):   # "from your hand/trash": written so with the requirements ignored
        raise NoFit("a digivolution from a zone written with 'from', its requirements kept")
    if m["ic"] or m["ignfree"]:   # the requirements ignored (simcore.effects.digivolve_from_hand)
        zone = m["zone"] or m["zone2"]
        if m["under"] or m["ortamer"] or m.groupdict().get("each"):
            raise NoFit("a digivolution ignoring requirements from under Tamers, of a Tamer or counted")
        action = ("digivolve_from_trash_ignoring_requirements" if zone == "your trash"
                  else "digivolve_ignoring_requirements")
        flags = (["other"] if other else []) + (["or_trash"] if "trash" in zone and "hand" in zone else [])
        if m["ignfree"]:
            return [f"{action} " + " ".join(words + (["filter=" + ",".join(flags)] if flags else []))]
        return [f"{action} {m['ic']} " + " ".join(words) + " filter=" + ",".join(flags + ["pay_cost"])]
    action = "digivolve_from_trash" if m["zone"] == "your trash" else "digivolve_from_hand"
    if m["under"]:   # a card under one of your Tamers
        if not m["free"]:
            raise NoFit("a paid digivolution from under a Tamer")
        action = "digivolve_from_under_tamers"
    zone = m["zone"] or ""
    flags = (["other"] if other else []) + (["or_trash"] if "trash" in zone and "hand" in zone else [])
    if m.groupdict().get("each"):   # the amount once for each other suspended Digimon
        if action != "digivolve_from_hand":
            raise NoFit("a counted reduction of a digivolution from the trash")
        words.append("for_each=" + ("other_suspended_digimon" if m["each"] == "other suspended digimon"
                                    else "red_tamer_names"))
    if m["free"]:
        return [f"{action} " + " ".join(words + (["filter=" + ",".join(flags)] if flags else []))]
    return [f"{action} {m['n'] or 0} " + " ".join(words) + " filter=" + ",".join(flags + ["pay_cost"])]


def _dna_digivolve_from_hand(m, ctx):
    if ctx.block == "main" and ctx.kind != "digimon":
        raise NoFit("'this digimon' in the own text of a card that is no Digimon")
    return ["dna_digivolve_from_hand target=self kind=digimon filter=pay_cost"]


def _dna_digivolve_pair(m, ctx):
    """"2 of your Digimon" (any two: target=own) or "this Digimon and another of your Digimon" DNA digivolve into
    a card of the hand; without "without paying the cost" the DNA digivolution cost is paid."""
    if m["self"] and ctx.block == "main" and ctx.kind != "digimon":
        raise NoFit("'this digimon' in the own text of a card that is no Digimon")
    words = ["target=self" if m["self"] else "target=own"] + digivolve_card_words(m["what"])
    return ["dna_digivolve_from_hand " + " ".join(words) + ("" if m["free"] else " filter=pay_cost")]


def _digivolve_cost_down(m, ctx):
    if ctx.block == "main" and ctx.kind != "digimon":
        raise NoFit("'this digimon' in the own text of a card that is no Digimon")
    paid = " filter=paid_from_under_tamer" if m["paid"] else ""   # bought with a card from under a Tamer
    what = digivolve_card_words(m["what"]) if m["what"] else ["kind=digimon"]   # "would digivolve": into any card
    return [f"digivolve_cost_down {m['n']} target=self " + " ".join(what) + paid]


def _de_digivolve_to(m, ctx):
    """'to 1 of your opponent's digimon, <de-digivolve N> [for each ...]': the amount counted as it resolves."""
    words = _counted("de_digivolve", "n")(m, ctx)[0]
    if m["each"]:
        words += " for_each=" + FOR_EACH_PHRASES[m["each"]]
    return [words]


def _play_from_own_digivolution_cards(m, ctx):
    """'play 1 X [and 1 Y] from this digimon's digivolution cards': one row per card, each free."""
    if ctx.block == "main" and ctx.kind != "digimon":
        raise NoFit("'this digimon' in the own text of a card that is no Digimon")
    return ["play_from_digivolution_cards target=self " + " ".join(playable_card_words(what))
            for what in re.split(r" and (?=1 )", m["what"])]


def _field_option_face_up(m, ctx):
    """An option's [Main]: the bottom security card to the hand, the option face up under the stack."""
    if ctx.kind != "option" or ctx.block != "main" or ctx.trigger != "main":
        raise NoFit("'this card' placed face up outside an option's [Main]")
    return ["place_self_face_up_in_security 1"]


def _no_fit(why):
    raise NoFit(why)


def _place_under_event(m, ctx):
    """N cards of the hand [or trash] placed at the bottom of the stack of one of the Digimon the timing names: under
    the Digimon of the timing's event (one event each: "those" is the one played or digivolved)."""
    if _event_target("that digimon", ctx) is None:
        raise NoFit("'those digimon' of another timing")
    return [" ".join(["place_under_cost", *_card_count_words(m["n"], m["what"]), "target=event",
                      *(["filter=or_trash"] if m["trash"] else [])])]


def _place_from_trash_under(m, ctx):
    """'place [up to] N cards ... from your trash as that digimon's bottom digivolution cards': the Digimon of the
    timing "when one of your Digimon digivolves into ...", the only one the engine knows as "that Digimon"."""
    if ctx.trigger != "own_digimon_digivolved":
        raise NoFit("'that digimon' of another timing")
    words = _card_count_words(m["n"], m["what"])
    return [" ".join(["place_from_trash_under", *words[:1], *(["up_to"] if m["upto"] else []), *words[1:]])]


def _play_free(m, ctx):
    action = "play_from_trash" if m["zone"] == "trash" else "play_from_hand"
    flags = ["or_trash"] if m["zone"] == "hand or trash" else []
    if m.groupdict().get("unlike"):
        flags.append("unlike_own_tamers")
    if m.groupdict().get("no_on_play"):
        flags.append("no_on_play")
    if m.groupdict().get("deleted"):
        flags.append("deleted_at_turn_end")
    if m.groupdict().get("held"):
        flags.append("held_till_opponents_turn_end")
    if m.groupdict().get("susp"):   # "... from your hand suspended": it enters the battle area suspended
        flags.append("suspended")
    words = playable_card_words(m["what"])
    return [action + " " + " ".join(words + (["filter=" + ",".join(flags)] if flags else []))]


def _play_two_of_different_levels(m, ctx):
    """Two free plays of X cards from the trash that may not share a level: one
    free play, then another of a level other than the first one's."""
    words = playable_card_words("1 " + m["what"] + " card")
    return ["play_from_trash " + " ".join(words), "play_from_trash " + " ".join(words + ["filter=other_level"])]
def _place_under_tamer(m, ctx):
    """'place N ... from your hand [or trash] | trash under [any of] your tamers': under 1 of them, the pilot
    picking."""
    words = _card_count_words(m["n"], m["what"])
    if m["zone"] == "trash":
        return [" ".join(["place_under_tamer_from_trash", *words])]
    return [" ".join(["place_under_tamer", *words] + (["filter=or_trash"] if m["zone"] == "hand or trash" else []))]


def _tamer_deck_top_under(m, ctx):
    if ctx.kind != "tamer" or ctx.block != "main":
        raise NoFit("a card under this Tamer outside a Tamer's own text")
    return [f"deck_top_under_self {m['n'] or 1}"]


def _decoy(m, ctx):
    """'<Decoy (Red/Black)>', '<Decoy ([X] trait)>', '<Decoy ([X])>' (X in the traits): the keyword, its colours or
    trait the row's card filter."""
    if m["colors"]:
        return ["keyword decoy target=self color=" + m["colors"].replace("/", ",")]
    if m["intrait"]:   # "([X])": a Digimon with [X] in its traits
        return ["keyword decoy target=self trait~" + m["intrait"][1:-1].replace(" ", "_")]
    return ["keyword decoy target=self trait=" + alternatives(m["trait"])]


_MANGLED = re.compile(r"(?<=[a-z])x([c-f][0-9a-f])(?![0-9a-z])")


def token_name(name):
    """A Token's name as the lowercased text writes it, a mangled Latin-1 letter ("renxe9") restored."""
    return _MANGLED.sub(lambda g: bytes([int(g.group(1), 16)]).decode("latin-1"), name)


def _play_token(m, ctx):
    """'play 1 [X] Token': the Token of decks/data/tokens.tsv, whose own text must be encoded in full."""
    from decks.catalog import token_number

    name = token_name(m["name"])
    if not token_table().get(token_number(name), (None, False))[1]:
        raise NoFit("a Token without facts or with text not encoded")
    words = ["play_token name=" + "_".join(name.split())]
    if m["each"]:   # that many Tokens, counted as the effect resolves
        words.append("for_each=" + FOR_EACH_PHRASES[m["each"]])
    if m["held"]:   # it can't digivolve anyway (RULES.md section 10.1): the deletion is what the filter adds
        words.append("filter=held_till_opponents_turn_end")
    return [" ".join(words)]


class _Groups(dict):
    """Named groups for an emitter called with groups of another match."""

    def groupdict(self):
        return self


def _token_or_card(m, ctx):
    """'you may play 1 [X] Token or, from your hand or trash, 1 Y without paying the cost; not a card named like one
    of your Digimon': the card (a `may` clause), or else (nothing played) the Token (a `may` clause), each under
    target=new_names."""
    card = _play_free(_Groups(zone=m["zone"], what=m["what"]), ctx)[0].split()
    token = _play_token(_Groups(name=m["name"], each=None, held=None), ctx)[0]
    flags = [w for w in card if w.startswith("filter=")]
    card = [w for w in card if not w.startswith("filter=")]
    flags = ",".join([f[7:] for f in flags] + ["may"])
    return [" ".join(card + ["target=new_names", "filter=" + flags]),
            "if=not_played " + token + " target=new_names filter=may"]


def _play_reduced(m, ctx):
    """'play 1 X from your hand / trash with the (play) cost reduced by N': a paid play, N off the card's cost."""
    action = "play_from_trash" if m["zone"] == "trash" else "play_from_hand"
    return [f"{action} {m['n']} " + " ".join(playable_card_words(m["what"]) + ["filter=pay_cost"])]


def _play_or_use_reduced(m, ctx):
    """'play or use 1 X from your hand with the cost reduced by N': a Digimon or Tamer played, or an option (a dual
    card as one) used, N off its cost."""
    try:
        words = [w for w in playable_card_words(m["what"]) if w != "kinds=digimon,tamer"]
    except NoFit:   # "1 card with [x] in its text or the [y] trait": any card of the filter, an option too
        if not m["what"].startswith("1 card "):
            raise
        words = card_filter_words(m["what"][2:])
    return [f"play_or_use_from_hand {m['n']} " + " ".join(words)]


def _play_cost_down(m, ctx):
    """'[when this card would be played, [if ...,]] reduce the play cost by N': a row of the card's own text, read
    while the card is in the hand (simcore.query.play_cost)."""
    if ctx.block != "main" or ctx.kind not in ("digimon", "tamer", "option"):
        raise NoFit("a play cost reduction outside the main text of a card played from the hand")
    if m["each"] is None and not ctx.when_played:
        raise NoFit("'reduce the play cost' without 'when this card would be played'")
    words = [f"play_cost_down {m['n']} target=self"]
    if m["each"] is not None:
        words.append("for_each=" + FOR_EACH_PHRASES[m["each"]])
    elif m["tens"] is not None:   # "for every 10 cards in your trash"
        words.append("for_each=own_trash_tens")
    return [" ".join(words)]


def _paid_use_cost_down(m, ctx):
    """A use of an [X] trait option made N cheaper, paid by trashing the bottom card from under one of your Tamers:
    a Digimon's or Tamer's, from the battle area (simcore.targets.paid_play_reduction)."""
    if ctx.block != "main" or ctx.kind not in ("digimon", "tamer"):
        raise NoFit("a reduction of others' costs outside the main text of a Digimon or Tamer")
    return [f"play_cost_down {m['n']} kind=option trait={alternatives(m['trait'] or m['trait2'])} "
            "filter=paid_from_under_tamer"]


# "by deleting 1 of your ... Digimon, reduce the play cost by N", after "when this card would be played, ": a
# reduction the card buys as it is played (play_cost_down filter=paid_by_deleting)
_PAID_BY_DELETING = re.compile(r"by deleting (?P<t>1 of your (?:other )?[^,]*?digimon(?: with [^,]+)?), reduce the "
                               r"play cost by (?P<n>\d+)\.?")
PAID_BY_DELETING = "cost by deleting, of a play cost reduction"
# "by trashing 1 ... card from your hand, reduce the play cost by N", after "when this card would be played, ": the
# same bought reduction, paid with a card of the hand other than the one played (play_cost_down target=hand
# filter=paid_by_deleting)
_PAID_BY_TRASHING = re.compile(r"by trashing 1 (?P<what>[^,]+? card) from your hand, reduce the play cost by "
                               r"(?P<n>\d+)\.?")
PAID_BY_TRASHING = "cost by trashing from the hand, of a play cost reduction"
# "when this card would be played, " / "when you would use this card, ": the opening of a play cost reduction
_WHEN_PLAYED = re.compile(r"when (?:this card would be (?:played|used)(?: from (?:the|your) hand)?"
                          r"|you would (?:play|use) this card(?: from (?:the|your) hand)?), ")
# conditions on the effect's own Digimon: a card in the hand has none
SLOT_CONDITIONS = ("digivolution_cards>=", "level>=", "has_blocker", "attacking_digimon", "battling_bare_digimon",
                   "this_has", "no_digivolution_cards")
# what "for each ..." counts (simcore.effect_codes.FOR_EACH)
FOR_EACH_PHRASES = {"digimon your opponent has in play": "opponent_digimon",
                    "of your opponent's digimon": "opponent_digimon",
                    "digimon you have in play": "own_digimon", "of your digimon": "own_digimon",
                    "of your digimon and tamers": "own_digimon_and_tamers",
                    "digimon and tamer your opponent has in play": "opponent_digimon_and_tamers",
                    "suspended digimon": "suspended_digimon"}


P = re.compile
PATTERNS = (
    # effects without a timing (persistent)
    Pattern("keyword", "static", P(r"<" + _KW + r">"), _static_keyword),
    Pattern("overclock keyword", "static", P(r"<overclock \((?P<trait>\[[^\[\]<>]+\]) trait\)>"),
            lambda m, ctx: [f"keyword overclock target=self trait={alternatives(m['trait'])}"]),
    Pattern("decoy keyword", "static",
            P(r"<decoy \((?:(?P<colors>" + _COLOR + r"(?:/" + _COLOR + r")*)|(?P<trait>\[[^\[\]<>]+\]) trait"
              r"|(?P<intrait>\[[^\[\]<>/]+\]))\)>"),
            _decoy),
    Pattern("this digimon gains decoy", "static",
            P(r"(?:this digimon|it) gains <decoy \((?:(?P<colors>" + _COLOR + r"(?:/" + _COLOR + r")*)|(?P<trait>\[[^\[\]<>]+\]) "
              r"trait|(?P<intrait>\[[^\[\]<>/]+\]))\)>"),
            _decoy),
    Pattern("fragment keyword", "static", P(r"<fragment \((?P<n>\d+)\)>"),
            lambda m, ctx: [f"keyword fragment target=self count={m['n']}"]),
    Pattern("digisorption keyword", "static", P(r"<digisorption -(?P<n>\d+)>"),
            lambda m, ctx: [f"keyword digisorption target=self count={m['n']}"]),
    Pattern("link plus keyword", "static", P(r"<link \+(?P<n>\d+)>"), _static_link_plus),
    Pattern("security attack keyword", "static", P(r"<security a\. (?P<amt>[+-]\d+)>"), _static_sa),
    # counted as the DP is read (simcore.query.static_sum): every N security cards, each digivolution card
    Pattern("this digimon gets dp for every N security cards", "static",
            P(r"this digimon gets (?P<amt>[+-]\d+) dp for every (?P<n>\d+) security cards you have"),
            lambda m, ctx: [f"dp {m['amt']} target=self for_each=own_security per={m['n']}"]),
    Pattern("this digimon gets dp for each of its digivolution cards", "static",
            P(r"this digimon gets (?P<amt>[+-]\d+) dp for each of its digivolution cards"),
            lambda m, ctx: [f"dp {m['amt']} target=self per=1"]),
    Pattern("this digimon gets dp for every N of its digivolution cards", "static",
            P(r"for every (?P<n>\d+) cards in this digimon's digivolution cards, (?:it|this digimon) gets (?P<amt>[+-]\d+) dp"),
            lambda m, ctx: [f"dp {m['amt']} target=self per={m['n']}"]),
    Pattern("this digimon gets dp", "static",
            P(r"(?P<t>this digimon|it|all of your (?:opponent's )?[^<]*?digimon(?: with [^<]+?)?) (?:gets?|gains?) "
              r"(?P<amt>[+-]\d+) ?dp"),
            _static_dp),
    Pattern("all of your digimon gain keywords", "static",
            P(r"(?P<t>all of your (?:opponent's )?[^<]*?digimon(?: with [^<]+?)?) gains? (?P<kws><[^<>]+>(?:(?:, and |, | and )"
              r"<[^<>]+>)*)"), _static_all_keywords),
    Pattern("this digimon can't", "static", P(r"this digimon can't " + _RESTRICTION), _static_cant),
    Pattern("this digimon can't be attacked", "static", P(r"this digimon can't be attacked"), _static_not_attacked),
    Pattern("this digimon isn't affected", "static",
            P(r"this digimon (?:can't " + _RESTRICTION + r",? and )?isn't affected by " + _IMMUNE_SRC),
            _static_immune),
    Pattern("your opponent can't gain memory except by tamers", "static",
            P(r"your opponent can't gain memory (?:except with|other than by|except by) tamer effects"),
            _player_cant("gain_memory_except_by_tamers", ("opponent",))),
    Pattern("players can't play digimon by effects", "static", P(r"players can't play digimon by effects"),
            _player_cant("play_digimon_by_effects", ("player", "opponent"))),
    Pattern("players can't reduce play costs", "static", P(r"players can't reduce play costs"),
            _player_cant("reduce_play_costs", ("player", "opponent"))),
    Pattern("opponent can't reduce digivolution costs", "static", P(r"your opponent can't reduce digivolution costs"),
            _player_cant("reduce_digivolution_costs", ("opponent",))),
    Pattern("deck copies rule", "static",
            P(r"you can include up to (?P<n>\d+) copies of cards with" r" this card's card number in your deck"),
            _copies_rule),
    Pattern("this digimon gains keyword", "static", P(r"(?:this digimon|it) (?:gains|gets) <" + _KW + r">"),
            _static_keyword),
    Pattern("digivolution cost reduced", "static",
            P(r"when this digimon would digivolve(?: into (?P<what>.+?))?, (?P<paid>by trashing the bottom face-down card "
              r"(?:from )?under any of your tamers, )?reduce the (?:(?:digivolution )?cost|memory cost of the "
              r"digivolution) by (?P<n>\d+)"),
            _digivolve_cost_down),
    Pattern("link cost reduced", "static",
            P(r"when (?:an? )?(?P<what>.+?) would link to this digimon, (?:you may )?reduce the (?:link )?cost by "
              r"(?P<n>\d+)"),
            lambda m, ctx: [" ".join([f"link_cost_down {m['n']} target=self",
                                      *card_filter_words(re.sub(r"\bcards\b", "card", m["what"]))])]),
    Pattern("option use cost reduced from under a tamer", "static",
            P(r"when you would use (?:an option card with the (?P<trait>" + _ALTS + r") trait|(?P<trait2>" + _ALTS
              + r") trait option cards?), by trashing the bottom face-down card (?:from )?under any of your tamers, "
              r"reduce the (?:use )?cost by (?P<n>\d+)"), _paid_use_cost_down),
    Pattern("play cost reduced in the hand", "static",
            P(r"reduce (?:the (?:memory |play |use )?cost of this card(?: in (?:the|your) hand)?|(?:the|its) "
              r"(?:memory |play |use )?cost) by (?P<n>\d+)(?: for each (?P<each>"
              + "|".join(map(re.escape, FOR_EACH_PHRASES)) + r")| for every 10 cards in your (?P<tens>trash))?"),
            _play_cost_down),
    Pattern("this digimon gains security attack", "static",
            P(r"(?:this digimon|it) (?:gains|gets) <security a\. (?P<amt>[+-]\d+)>"), _static_sa),
    Pattern("this digimon gains keywords", "static",
            P(r"(?:this digimon|it) gains (?P<kws><[^<>]+>(?:(?:, and |, | and )<[^<>]+>)+)"), _static_self_keywords),
    # whole bodies of timed effects
    Pattern("mind link", "body", _MIND_LINK, _mind_link),
    Pattern("field option placed face up in security", "body",
            P(r"add your bottom security card to (?:the|your) hand\. then, place this card face up as (?:the|your) "
              r"bottom security card\.?"), _field_option_face_up),
    Pattern("reveal and play one", "body",
            P(r"reveal the top (?P<n>\d+) cards of your deck\. play 1 (?P<what>[^.]+?) among them without paying "
              r"(?:the|its) cost\. " + _REST_TO_BOTTOM + r"\.?"), _reveal_play),
    Pattern("reveal and may play one", "body",
            P(r"reveal the top (?P<n>\d+) cards of your deck\. you may play 1 (?P<what>[^.]+?) among them without "
              r"paying (?:the|its) cost\. (?:" + _REST_TO_BOTTOM + r"|(?P<trash>trash the (?:rest|remaining cards)))\.?"),
            _reveal_may_play),
    Pattern("reveal and add one", "body",
            P(r"(?P<may>you may )?reveal (?:the top (?P<n>\d+) cards of your deck|(?P<n2>\d+) cards from the top of your "
              r"deck)\. add (?P<n1>\d+) (?P<what>[^.]+?) among them to (?:the|your) hand\. (?:" + _REST_TO_BOTTOM +
              r"|(?P<trash>trash the (?:rest|remaining cards)))\.?"),
            _reveal),
    Pattern("reveal and add one each of two kinds", "body",
            P(r"reveal (?:the top (?P<n>\d+) cards of your deck|(?P<n2>\d+) cards from the top of your deck)\. "
              r"(?:among them, )?add 1 (?P<a>[^.]+?),? and 1 (?P<b>(?:[^.\[]|\[[^\]]+\])+?)"   # "[J.P. Shibayama]"
              r"(?: among them)? to (?:the|your) hand\. (?:" + _REST_TO_BOTTOM +
              r"|(?P<top>place the rest on top of your deck in any order)|(?P<trash>trash the rest))\.?"),
            _reveal_two),
    Pattern("reveal and place one under a digimon or add it", "body",
            P(r"reveal the top (?P<n>\d+) cards of your deck\. place 1 (?P<what>[^.]+?) among them as the bottom "
              r"digivolution card of 1 of your digimon or add it to (?:the|your) hand\. (?:" + _REST_TO_BOTTOM +
              r"|(?P<either>return the rest to the top or bottom of the deck))\.?"),
            _reveal_place_or_add),
    Pattern("reveal and add one or place it under a digimon", "body",
            P(r"reveal the top (?P<n>\d+) cards of your deck\. (?:among them, )?add 1 (?P<what>[^.]+?) to (?:the|your) "
              r"hand or place it as (?:any|1) of your (?P<base>" + _ALTS + r") trait digimon's bottom digivolution "
              r"card\. (?:" + _REST_TO_BOTTOM + r"|(?P<either>return the rest to the top or bottom of the deck))\.?"),
            _reveal_add_or_place),
    Pattern("reveal, add one and place one face down under a digimon of a trait", "body",
            P(r"reveal the top (?P<n>\d+) cards of your deck\. among them, add 1 card with the (?P<a>\[[^\]]+\]) "
              r"trait to the hand and place 1 card with the (?P<b>\[[^\]]+\]) trait face down as the bottom "
              r"digivolution card of any of your digimon with the (?P<base>\[[^\]]+\]) trait\. " + _REST_TO_BOTTOM
              + r"\.?"),
            _reveal_add_and_place_face_down),
    Pattern("reveal, add one and place one under a digimon", "body",
            P(r"reveal the top (?P<n>\d+) cards of your deck\. (?:among them, )?add (?:up to )?1 (?P<a>[^.]+?)(?: among "
              r"them)? to (?:the|your) hand,? and place 1 (?P<b>[^.]+?)(?: among them)? (?:as the bottom digivolution card of "
              r"(?P<any>1 of your digimon)|under this digimon as its bottom digivolution card|as this digimon's "
              r"bottom digivolution card)\. " + _REST_TO_BOTTOM + r"\.?"),
            _reveal_add_and_place),
    Pattern("reveal and add one or place it under this digimon", "body",
            P(r"reveal the top (?P<n>\d+) cards of your deck\. (?:among them, )?add 1 (?P<what>[^.]+?) to (?:the|your) "
              r"hand,? or place (?:it|1 such card) as this digimon's bottom digivolution card\. (?:" + _REST_TO_BOTTOM +
              r"|(?P<either>return the rest to the top or bottom of the deck))\.?"),
            _reveal_add_or_place_under_self),
    Pattern("reveal and add one, or place one under this digimon", "body",
            P(r"reveal the top (?P<n>\d+) cards of your deck\. (?:among them, )?add 1 (?P<a>[^.]+?)(?: among them)? to "
              r"(?:the|your) hand,? or (?:you may )?place 1 (?P<b>[^.]+?) as this digimon's bottom digivolution card\. "
              r"(?:" + _REST_TO_BOTTOM + r"|(?P<either>return the rest to the top or bottom of the deck))\.?"),
            _reveal_add_or_place_here),
    Pattern("digi-burst", "body", P(r"<digi-burst (?P<n>\d+)>\s*・\s*(?P<rest>.+)"), _digi_burst),
    Pattern("suspend, then if it was yours the rest", "body",
            P(r"(?P<may>you may )?(?P<first>suspend 1 [^.]+?)\. if this effect suspend(?:ed|s) your digimon, (?P<rest>.+)"),
            _if_suspended_own),
    Pattern("reveal and add one, place one under a tamer", "body",
            P(r"reveal the top (?P<n>\d+) cards of your deck\. among them, add 1 (?P<what>[^.]+?) to (?:the|your) hand "
              r"and place 1 such card (?:face down )?under (?:any of )?your (?:(?P<base>" + _ALTS + r") trait )?"
              r"tamers\. " + _REST_TO_BOTTOM + r"\.?"),
            _reveal_add_and_place_under_tamer),
    Pattern("reveal and add up to two", "body",
            P(r"reveal (?:the top (?P<n>\d+) cards of your deck|(?P<n2>\d+) cards from the top of your deck)\. "
              r"add up to 2 (?P<what>[^.]+?) among them to (?:the|your) hand\. " + _REST_TO_BOTTOM + r"\.?"),
            _reveal_up_to_two),
    Pattern("reveal the top card and add it if it matches", "body",
            P(r"reveal (?:the top card of your deck|1 card from the top of your deck)\. add it"
              r" to your hand if it's an? (?P<what>[^.]+?)\. otherwise,? place it at the bottom of your deck\.?"),
            _reveal_top_add_if),
    Pattern("play without paying, its on play not activating", "body",
            P(r"(?P<may>you may )?play (?P<what>1 [^.]+?) from your (?P<zone>hand or trash|hand|trash) without paying"
              r" (?:the|its|its memory) cost\. (?P<no_on_play>any \[on play\] effects on (?:digimon|the tamer) played"
              r" with this effect don't activate)\.?"),
            _play_free),
    Pattern("play a token or a card, not named like your digimon", "body",
            P(r"you may play 1 \[(?P<name>[^\]]+)\] token\. or, from your (?P<zone>hand or trash|hand|trash), "
              r"(?P<what>1 [^.]+?) without paying the cost\. this effect can't play cards with the same names as any "
              r"of your digimon\.?"),
            _token_or_card),
    Pattern("draw then trash from hand", "body",
            P(r"<draw (?P<d>\d+)>,? ?(?:and (?:then,? )?|then,? )trash (?P<k>\d+) cards? (?:in|from) your hand\.?"),
            _draw_trash),
    # one sentence of a timed effect
    Pattern("gain memory", "action", P(r"gain (?P<n>\d+) memory"), _player("memory", sign="+")),
    Pattern("lose memory", "action", P(r"lose (?P<n>\d+) memory"), _player("memory", sign="-")),
    Pattern("draw", "action", P(r"<draw (?P<n>\d+)>"), _player("draw")),
    Pattern("both players draw", "action",
            P(r"both players draw (?:(?P<n>\d+) cards? from their decks|the top card of their decks)"),
            _player("draw_both")),
    Pattern("draw for each card the cost trashed", "action", P(r"<draw (?P<n>\d+)> for each card trashed"),
            lambda m, ctx: [f"draw {m['n']} for_each=paid"]),
    # memory once for each card the "up to" cost before it trashed (for_each=paid)
    Pattern("gain memory for each card the cost trashed", "action", P(r"gain (?P<n>\d+) memory for each card trashed"),
            lambda m, ctx: [f"memory +{m['n']} for_each=paid"]),
    # memory counted by the cards in your trash as it resolves (for_each=own_trash_tens)
    Pattern("gain memory for every 10 cards in the trash", "action",
            P(r"gain (?P<n>\d+) memory for every 10 cards in your trash"),
            lambda m, ctx: [f"memory +{m['n']} for_each=own_trash_tens"]),
    Pattern("draw written as its reminder text", "action", P(r"\(draw (?P<n>\d+) cards? from your deck\)"),
            _player("draw")),
    # newer printings write <Recovery +N> without "(Deck)": the deck is the keyword's only source (RULES.md section 9)
    Pattern("recovery", "action", P(r"<recovery \+(?P<n>\d+)(?: \(deck\))?>"), _player("recovery")),
    Pattern("draw and gain memory", "action", P(r"<draw (?P<d>\d+)>,? and gain (?P<n>\d+) memory"),
            lambda m, ctx: [f"draw {m['d']}", f"memory +{m['n']}"]),
    Pattern("gain memory and draw", "action", P(r"gain (?P<n>\d+) memory,? and <draw (?P<d>\d+)>"),
            lambda m, ctx: [f"memory +{m['n']}", f"draw {m['d']}"]),
    # "<Draw N> and <another action>": the draw, then that action, each as it reads alone
    Pattern("draw and another action", "action", P(r"<draw (?P<d>\d+)>,? and (?P<rest>(?!then)[^<].+)"), _draw_and),
    Pattern("suspend this tamer and draw", "action", P(r"suspend this tamer and <draw (?P<n>\d+)>"),
            lambda m, ctx: _tamer_only(["suspend target=self", f"draw {m['n']}"], ctx)),
    Pattern("activate one of this digimon's when digivolving effects", "action",
            P(r"activate 1 of this digimon's \[when digivolving\] effects"),
            lambda m, ctx: ["activate_own_when_digivolving target=self"]),
    Pattern("this digimon's top card to the top of the security stack", "action",
            P(r"place this digimon's top stacked card as the top security card"),
            lambda m, ctx: ["top_card_to_security target=self"]),
    Pattern("activate an on play or when digivolving effect", "action",
            P(r"activate 1 \[on play\] or \[when digivolving\] effect of (?P<t>1 of your .+)"),
            lambda m, ctx: ["activate_on_play_or_digivolving " + " ".join(unranked(target_words(m["t"])))]),
    Pattern("end the attack", "action", P(r"end (?:that|the) attack"), lambda m, ctx: ["end_attack"]),
    # the opponent's attack in progress turns on one of your Digimon (the timing opponent_digimon_attacks only)
    Pattern("change the attack target to one of your digimon", "action",
            P(r"(?:change the attack target|switch the (?:target of attack|attack target)) to "
              r"(?P<t>1 of your (?:level \d+ |suspended )?digimon[^.]*|this digimon)"), _switch_attack_target),
    Pattern("trash top of deck", "action", P(r"trash the top (?:(?P<n>\d+) cards|card) of your deck"),
            _player("trash_deck_top")),
    Pattern("lose memory at turn end", "action", P(r"at (?:the )?end of (?:the )?turn, lose (?P<n>\d+) memory"),
            _player("lose_memory_at_turn_end")),
    Pattern("trash top of both decks", "action",
            P(r"trash the top (?:(?P<n>\d+) cards|card) of both players' decks|both players trash the top "
              r"(?:(?P<m>\d+) cards|card) of their decks"),
            lambda m, ctx: [f"trash_both_decks_top {m['n'] or m['m'] or 1}"]),
    Pattern("trash from hand", "action", P(r"trash (?P<n>\d+) cards? (?:in|from) your hand"),
            _player("trash_from_hand")),
    # "they play N [X] Tokens": the opponent plays them (simcore.effects.play_token)
    Pattern("they play a token", "action", P(r"they play (?P<n>\d+) \[(?P<name>[^\]]+)\] tokens?"),
            lambda m, ctx: [_play_token({"name": m["name"], "each": None, "held": None}, ctx)[0]
                            .replace("play_token ", "play_token " + (m["n"] + " " if m["n"] != "1" else ""), 1)
                            + " target=opponent"]),
    # face down, the cards can't be told apart: the top or the bottom one, as the pilot picks
    Pattern("trash any of the opponent's security cards", "action",
            P(r"trash any 1 of (?:your opponent's|their) security cards"),
            lambda m, ctx: ["trash_opponent_security_top 1 filter=top_or_bottom"]),
    # "any N" digivolution cards from under any of the opponent's Digimon (not "of 1 of"): the pilot picks each
    Pattern("trash any digivolution cards of the opponent's digimon", "action",
            # one card of one of the opponent's Digimon: the one card, so from any of them
            P(r"trash any (?:(?P<n>\d+) digivolution cards (?:from|under|of) (?:your opponent's|their) digimon|"
              r"(?P<one>1) digivolution card of 1 of (?:your opponent's|their) digimon)"),
            lambda m, ctx: [f"trash_any_digivolution_cards {m['n'] or m['one']} target=opponent"]),
    # "any number of" the opponent's Digimon up to a DP total, the pilot picking them (simcore.effects: delete_total_dp)
    Pattern("delete opponent's digimon up to a total dp", "action",
            P(r"choose any number of your opponent's digimon whose total dp adds up to (?P<n>\d+) or less and delete "
              r"them"),
            lambda m, ctx: [f"delete_total_dp {m['n']} target=opponent"]),
    Pattern("trash opponent's top security card", "action",
            P(r"trash (?:the top card of (?:your opponent's|their) security stack|(?:your opponent's|their) top security card)"),
            _player("trash_opponent_security_top")),
    # one deletion of an opponent's Digimon for each level named in the list: one each, in order
    Pattern("delete one of each level", "action",
            P(r"delete 1 of your opponent's level (?P<levels>\d+(?: digimon)?(?:, (?:1 of their )?level \d+(?: digimon)?)*"
              r",? and (?:1 of their )?level \d+) digimon"),
            lambda m, ctx: ["delete " + " ".join(target_words(f"1 of your opponent's level {n} digimon"))
                            for n in re.findall(r"(?:^|level )(\d+)", m["levels"])]),
    # the level bounded by that of the Digimon the delete_own_cost before it deleted
    Pattern("delete an unsuspended Digimon no higher than the deleted one", "action",
            P(r"delete 1 of your opponent's unsuspended digimon with a level less than or equal to the deleted "
              r"digimon's level"), lambda m, ctx: ["delete_unsuspended_at_most_paid_level target=opponent count=1"]),
    Pattern("delete an unsuspended Digimon", "action", P(r"delete (?P<t>1 of your opponent's) unsuspended (?P<rest>.+)"),
            lambda m, ctx: ["delete_unsuspended " + " ".join(target_words(m["t"] + " " + m["rest"]))]),
    # counted Digimon or Tamers of the opponent, perhaps with a play cost filter or rank (kinds=digimon,tamer)
    Pattern("delete digimon or tamers", "action",
            P(r"delete (?P<t>(?:up to )?\d+ of your opponent's) digimon or tamers(?P<f> with a play cost of \d+ or less| "
              r"with the (?:lowest|highest) play cost)?"),
            lambda m, ctx: [" ".join(["delete", *target_words(m["t"] + " digimon" + (m["f"] or "")),
                                      "kinds=digimon,tamer"])]),
    Pattern("delete", "action", P(r"delete (?P<t>(?:up to )?\d+ of your opponent's .+|all of your opponent's .+)"),
            _counted("delete")),
    Pattern("return to hand", "action",
            P(r"return (?P<t>(?:up to )?\d+ of your opponent's .+?|all of your opponent's .+?) to (?:the|its owner's|their owners'|its owner's"
              r"|the owner's) hands?"), _counted("bounce")),
    Pattern("return to the bottom of the deck", "action",
            P(r"return (?P<t>(?:up to )?\d+ of your opponent's .+?|all of your opponent's .+?|\d+ of their digimon) to the "
              r"bottom of (?:the|its owner's|their owners'|the owner's) decks?"), _counted("to_deck_bottom")),
    Pattern("suspend digimon or tamers", "action",
            P(r"suspend (?P<t>(?:up to )?\d+ of (?:your opponent's|their) digimon) or tamers"),
            lambda m, ctx: ["suspend " + " ".join(target_words(m["t"]) + ["kinds=digimon,tamer"])]),
    Pattern("suspend", "action", P(r"suspend (?P<t>(?:up to )?\d+ of your opponent's .+|all of your opponent's .+)"),
            _counted("suspend")),
    Pattern("suspend unsuspended", "action", P(r"suspend (?P<t>(?:up to )?\d+ of your opponent's) unsuspended "
                                                r"(?P<rest>digimon.*)"),
            lambda m, ctx: ["suspend_unsuspended " + " ".join(target_words(m["t"] + " " + m["rest"]))]),
    Pattern("unsuspend", "action", P(r"unsuspend (?P<t>this digimon|(?:up to )?\d+ of your .+)"),
            _counted("unsuspend")),
    Pattern("digimon unsuspends", "action", P(r"(?P<t>1 of your (?:[^<]+? )?digimon) unsuspends"), _counted("unsuspend")),
    Pattern("this digimon unsuspends", "action", P(r"this digimon unsuspends"),
            lambda m, ctx: ["unsuspend target=self"] if ctx.kind == "digimon" else _no_fit("no digimon")),
    # "When this Digimon suspends, it may unsuspend": "it" is this Digimon
    Pattern("this digimon may unsuspend", "body", P(r"(?:this digimon|(?P<it>it)) (?P<may>may )unsuspend\.?"),
            lambda m, ctx: ["unsuspend target=self"] if ctx.kind == "digimon" and (
                not m["it"] or ctx.trigger == "when_suspended") else _no_fit("'it' of another timing")),
    Pattern("digimon may unsuspend", "action", P(r"(?P<t>1 of your (?:[^<]+? )?digimon) may unsuspend"),
            lambda m, ctx: _counted("unsuspend")({"t": "up to " + m["t"]}, ctx)),   # "may": 0 or 1 of them
    # "this Digimon and 1 of your [X] Digimon may unsuspend": each may, the one as the other
    Pattern("this digimon and digimon may unsuspend", "action",
            P(r"this digimon and (?P<t>1 of your .+?) may unsuspend"),
            lambda m, ctx: ["unsuspend target=self filter=may", *_counted("unsuspend")({"t": "up to " + m["t"]}, ctx)]
            if ctx.kind == "digimon" else _no_fit("no digimon")),
    Pattern("de-digivolve", "action", P(r"<de-digivolve ?(?P<n>\d+)> (?P<t>.+)"), _counted("de_digivolve", "n")),
    Pattern("de-digivolve, the target first", "action",
            P(r"to (?P<t>(?:up to )?\d+ of your opponent's [^,]+), <de-digivolve ?(?P<n>\d+)>(?: for each (?P<each>"
              + "|".join(map(re.escape, FOR_EACH_PHRASES)) + r"))?"), _de_digivolve_to),
    Pattern("trash bottom digivolution cards", "action",
            P(r"trash (?:the bottom (?P<one>digivolution card)|(?:the bottom )?(?P<n>\d+) digivolution cards?"
              r"(?: from the bottom)?) of (?P<t>.+)"), _counted("trash_digivolution_bottom", "n")),
    # the cards counted as the clause resolves (after a clause before it drew or recovered)
    Pattern("dp for each card in your hand or security stack", "action",
            P(r"(?P<t>.+?) gets? (?P<amt>[+-]\d+) ?dp(?: for each card in your (?P<zone>hand|security stack)" + _DUR
              + r"|" + _DUR.replace("dur", "dur2") + r" for each card in your (?P<zone2>hand|security stack))"),
            _dp_each_card),
    Pattern("dp for each card in your hand or security stack, the duration first", "action",
            P(_DUR_FIRST + r"(?P<t>.+?) gets? (?P<amt>[+-]\d+) ?dp for each card in your (?P<zone>hand|security stack)"),
            _dp_each_card),
    Pattern("dp for a duration", "action", P(r"(?P<t>.+?) gets? (?P<amt>[+-]\d+) ?dp" + _DUR), _dp),
    # "their" after the opponent's Digimon counted: the opponent's turn; the count taken as the effect resolves
    Pattern("dp for each, until the opponent's turn ends", "action",
            P(r"this digimon gets (?P<amt>\+\d+) ?dp for each (?P<each>of your opponent's digimon) until (?:the end of "
              r"their turn|their turn ends)"),
            lambda m, ctx: [f"dp {m['amt']} target=self for_each={FOR_EACH_PHRASES[m['each']]} "
                            + duration_word(" until your opponent's turn ends", ctx.trigger)]),
    # "1 of your opponent's digimon gets -N dp for each of your digimon until the end of their turn": counted as it
    # resolves
    Pattern("dp for each, of a counted target", "action",
            P(r"(?P<t>(?:up to )?\d+ of your opponent's [^,]+?) gets? (?P<amt>[+-]\d+) ?dp for each (?P<each>"
              + "|".join(map(re.escape, FOR_EACH_PHRASES)) + r")" + _DUR),
            lambda m, ctx: _dp_counted({**m.groupdict(), "each2": None}, ctx)),
    Pattern("dp given to a target, the target first", "action",
            P(r"to (?P<t>(?:up to )?\d+ of your opponent's [^,]+), give (?P<amt>[+-]\d+) ?dp(?: for each (?P<each>"
              + "|".join(map(re.escape, FOR_EACH_PHRASES)) + r"))?" + _DUR + r"(?: for each (?P<each2>"
              + "|".join(map(re.escape, FOR_EACH_PHRASES)) + r"))?"), _dp_counted),
    Pattern("dp for a duration, the duration first", "action",
            P(_DUR_FIRST + r"(?P<t>.+?) gets? (?P<amt>[+-]\d+) ?dp"), _dp),
    Pattern("keyword and dp for a duration", "action",
            P(r"(?P<t>.+?) (?:gains? <" + _KW + r"> and (?P<amt>[+-]\d+) ?dp|(?P<dpfirst>gets? (?P<amt2>[+-]\d+) ?dp "
              r"and gains? <" + _KW.replace("kw", "kw2") + r">))" + _DUR),
            _keyword_and_dp),
    Pattern("keywords and dp for a duration", "action",
            P(r"(?P<t>.+?) gains? (?P<kws><[^<>]+>(?:(?:, and |, | and )<[^<>]+>)+),? and (?P<amt>[+-]\d+) ?dp" + _DUR),
            _keywords_and_dp),
    Pattern("keywords for a duration, and attacks", "action",
            P(r"(?P<t>1 of your [^<]+?) gains? (?P<kws><[^<>]+>(?:(?:, and |, | and )<[^<>]+>)*)" + _DUR
              + r",? and attacks"), _keywords_then_attacks),
    Pattern("keywords for a duration", "action",
            P(r"(?P<t>.+?) (?:gains?|gets?) (?P<kws><[^<>]+>(?:(?:, and |, | and )<[^<>]+>)+)" + _DUR), _keywords_to),
    Pattern("restriction for a duration", "action", P(r"(?P<t>.+?) can't " + _RESTRICTION + _DUR), _cant_for),
    Pattern("none of the opponent's digimon can ... for a duration", "action",
            P(r"none of (?:their|your opponent's) digimon can " + _RESTRICTION + _DUR),
            lambda m, ctx: [f"cant {r} target=all_opponent " + duration_word(m["dur"], ctx.trigger)
                            for r in _restrictions(m["what"])]),
    Pattern("immunity to the opponent's effects for a duration", "action",
            P(r"(?:(?P<t>.+?) (?:isn't|is not) affected by " + _IMMUNE_SRC + r",?|" + _IMMUNE_SRC.replace(
                "dgm", "dgm2").replace("all>", "all2>") + r" don't affect (?P<t2>.+?))" + _DUR), _immune_for),
    # "none of your suspended [X] trait Digimon are affected by ...": all of them, the filters tested again (RULES.md
    # section 11; simcore.query.filtered_immunity)
    Pattern("none of your digimon of a filter are affected by the opponent's effects for a duration", "action",
            P(r"none of your (?P<t>(?:suspended )?" + _ALTS + r" trait digimon) are affected by " + _IMMUNE_SRC + _DUR),
            lambda m, ctx: [" ".join(["cant " + ("be_affected_by_opponents_digimon_effects" if m["dgm"] else
                                                 "be_affected_by_opponents_effects"),
                                      *_timed_targets("all of your " + m["t"]), duration_word(m["dur"], ctx.trigger)])]),
    Pattern("immunity to the opponent's effects, the duration first", "action",
            P(_DUR_FIRST + r"(?:(?P<t>.+?) (?:isn't|is not) affected by " + _IMMUNE_SRC + r"|" + _IMMUNE_SRC.replace(
                "dgm", "dgm2").replace("all>", "all2>") + r" don't affect (?P<t2>.+?))"), _immune_for),
    Pattern("restriction and dp for a duration", "action",
            P(r"(?:(?P<t>.+?) can't " + _RESTRICTION + r" and gets? (?P<amt>[+-]\d+) ?dp" + _DUR + r"|" +
              _DUR_FIRST.replace("dur", "dur2") + r"(?P<t2>this digimon) can't " + _RESTRICTION.replace("what", "what2") +
              r" and it gets (?P<amt2>[+-]\d+) ?dp)"), _cant_and_dp),
    Pattern("restriction for a duration, the duration first", "action",
            P(_DUR_FIRST + r"(?P<t>.+?) can't " + _RESTRICTION), _cant_for),
    Pattern("opponent's digimon can't attack players, no cards added to security by their effects", "action",
            P(_DUR_FIRST + r"your opponent's digimon with play costs of (?P<n>\d+) or less can't attack players, and "
              r"cards can't be added to security stacks by your opponent's effects"),
            lambda m, ctx: [f"cant attack_players target=all_opponent cost<={m['n']} " + duration_word(m["dur"], ctx.trigger),
                            "cant add_security_by_effects target=opponent " + duration_word(m["dur"], ctx.trigger)]),
    Pattern("opponent can't play digimon by effects", "action",
            P(r"your opponent can't play digimon by effects" + _DUR), _opponent_cant_play_for),
    # a named card of your trash placed face down on top of your security stack
    Pattern("place a named card from the trash on top of the security stack", "action",
            P(r"place 1 (?P<name>\[[^\]]+\]) from your trash (?:on top of your security stack(?: face down)?|as "
              r"(?:the|your) top security card)"),
            lambda m, ctx: [" ".join(["trash_to_security 1", *named_card_words(m["name"][1:-1])])]),
    Pattern("place cards from the hand in the security stack", "action",
            P(r"(?:(?P<opp>your opponent places|they place)|place) (?P<n>\d+) (?P<what>[^.]*?) from (?:their|your) "
              r"hand(?P<up> face up)? (?:as (?:the|your) (?P<end>top|bottom) security cards?|(?:at|on) the (?P<end2>top or bottom|top|bottom) of "
              r"(?:their|your) security stack)"), lambda m, ctx: _hand_to_security_checked(m, ctx)),
    Pattern("keyword for a duration", "action", P(r"(?P<t>.+?) gains? <" + _KW + r">" + _DUR), _keyword_to),
    Pattern("keyword given for a duration", "action",
            P(r"give (?P<t>.+?) <" + _KW + r">" + _DUR), _keyword_to),
    Pattern("keyword for a duration named first", "action",
            P(_DUR_FIRST + r"(?P<t>.+?) gains? <" + _KW + r">"), _keyword_to),
    Pattern("keyword given for a duration named first", "action",
            P(_DUR_FIRST + r"give (?P<t>.+?) <" + _KW + r">"), _keyword_to),
    Pattern("security attack and dp for a duration", "action",
            P(r"(?P<t>.+?) gains? <security a\. (?P<sa>[+-]\d+)> and (?P<amt>[+-]\d+) ?dp" + _DUR), _sa_and_dp),
    Pattern("give security attack and dp for a duration", "action",
            P(r"give (?P<t>.+?) <security a\. (?P<sa>[+-]\d+)> and it gets (?P<amt>[+-]\d+) ?dp" + _DUR), _sa_and_dp),
    Pattern("security attack for a duration", "action",
            P(r"(?P<t>.+?) gains? <security a\. (?P<amt>[+-]\d+)>" + _DUR), _sa_to),
    Pattern("security attack for a duration named first", "action",
            P(_DUR_FIRST + r"(?P<t>.+?) gains? <security a\. (?P<amt>[+-]\d+)>"), _sa_to),
    Pattern("return from trash to hand", "action",
            P(r"return 1 (?P<what>[^.]+?) from your trash to (?:your|the) hand"), _from_trash),
    # "up to N" cards: N picks, each one the player may skip
    Pattern("return up to n from trash to hand", "action",
            P(r"return up to (?P<n>[2-4]) (?P<what>[^.]+?) cards from your trash to (?:your|the) hand"),
            lambda m, ctx: ["return_from_trash " + " ".join(card_filter_words(m["what"] + " card")) + " filter=may"]
            * int(m["n"])),
    Pattern("trash top digivolution cards", "action",
            P(r"trash (?:the top (?:digivolution card|(?P<n>\d+) digivolution cards)|(?P<n2>\d+) digivolution cards? from "
              r"the top) of (?P<t>.+)"),
            lambda m, ctx: _counted("trash_digivolution_top", "n2" if m["n2"] else "n")(m, ctx)),
    Pattern("place under this digimon or a tamer", "action",
            P(r"place (?P<n>1) (?P<what>[^.]+?) from your (?P<zone>hand or trash|hand) as this digimon's bottom "
              r"digivolution card or under any of your (?P<color>" + _COLOR + r") tamers with inherited effects"),
            lambda m, ctx: [" ".join(["place_under_self_or_tamer", m["n"], "target=self", *card_filter_words(m["what"]),
                                      f"base_all=color:{m['color']}|inherited:tamer"]
                                     + (["filter=or_trash"] if "trash" in m["zone"] else []))]),
    Pattern("place this digimon under the played tamer", "action", P(r"place this digimon under the played tamer"),
            lambda m, ctx: ["place_self_under_played target=self"]),
    Pattern("play this card", "action", P(r"play this card without paying (?:the|its|its memory) cost"),
            _security_only("play_self")),
    # the card's own text working from the trash: that very card is played from there
    Pattern("play this card from the trash", "action", P(r"play (?:it|this card) without paying the cost"),
            _trash_only("play_self_from_trash")),
    Pattern("play this card at the end of the battle", "action",
            P(r"at the end of the battle, play this card without paying (?:the|its|its memory) cost"),
            _security_digimon_only("play_self_after_battle")),
    Pattern("activate main", "action", P(r"activate this card's \[main\] effects?"), _security_only("activate_main")),
    Pattern("link this card", "action",
            P(r"link this card to 1 of your digimon(?: on the field)? without paying the cost"), _link_self),
    Pattern("link a card from the trash", "action",
            P(r"link (?P<self>this card or )?1 (?P<what>[^.]+?) from your trash to 1 of your digimon(?: on the field)? "
              r"without paying the cost"), _link_from_trash),
    Pattern("link a card from the hand", "action",
            P(r"link 1 (?P<what>[^.]+?) from your hand (?:to|with) 1 of your digimon without paying the cost"),
            lambda m, ctx: [" ".join(["link_from_hand count=1",
                                      *card_filter_words(re.sub(r"\bcards\b", "card", m["what"]))])]),
    Pattern("link a card to this digimon", "action",
            P(r"link 1 (?P<what>[^.]+?) from your (?P<from>hand|trash) or (?P<whose>this digimon's|your digimon's) "
              r"digivolution cards to (?P<to>this digimon|1 of your digimon) (?:without paying the cost|with the cost "
              r"reduced by (?P<n>\d+))"), _link_to_digimon),
    Pattern("add this card to hand", "action", P(r"add this card to (?:the|your|its owner's) hand"),
            _security_only("add_self_to_hand")),
    Pattern("digivolve into a card in the hand", "action",
            P(r"(?P<t>this digimon|1 of your (?P<ortamer>digimon or tamers)|1 of your (?P<other>other )?(?:(?P<bcolor>red|blue|yellow|green|black|purple|white) "
              r"|(?P<btraits>" + _ALTS + r") trait |(?P<bbare>" + _ALTS + r") )?digimon|1 of your \[(?P<base>[^\]]+)\]"
              r"|1 of your digimon with (?P<bintraits>" + _ALTS + r") in (?:one|any) of its traits or the (?P<bortrait>"
              + _ALTS + r") trait) digivolves? into "
              r"(?P<what>.+?)"
              r"(?: in (?P<zone>(?:the|your) hand(?: or (?:the |your )?trash)?|your trash)"
              r"| from (?P<zone2>your hand|your trash)"
              r"| (?P<under>(?:from )?under your tamers))"
              r"(?:(?P<free> without paying the cost)| with the (?:digivolution )?cost reduced by (?P<n>\d+)"
              r"(?: for each (?P<each>other suspended digimon|of your red tamers with different names))?"
              r"| for (?:its|the) digivolution cost"
              # the requirements ignored: a cost the effect names, or none
              r"| for a (?:digivolution )?cost of (?P<ic>\d+), ignoring (?:its )?digivolution requirements"
              r"|(?P<ignfree>, ignoring (?:its )?digivolution requirements and without paying the cost"
              r"| without paying the cost, ignoring (?:its )?digivolution requirements))?"),
            _digivolve_from_hand),
    Pattern("DNA digivolve with this digimon into a card in the hand", "action",
            P(r"dna digivolve this digimon and one of your other digimon(?: in play)? into a digimon card in your hand"
              r" by paying its (?:dna digivolve )?cost"),
            _dna_digivolve_from_hand),
    Pattern("DNA digivolve a digimon in play and a card in the trash into a card in the hand", "action",
            P(r"dna digivolve 1 of your (?P<base>\[[^\]]+\]) in play and 1 (?P<trash>\[[^\]]+\]) in (?:the|your) trash "
              r"into (?P<what>\[[^\]]+\]) in (?:the|your) hand"),
            lambda m, ctx: ["dna_digivolve_with_trash target=own kind=digimon name=" + alternatives(m["what"])
                            + " base_name=" + alternatives(m["base"]) + " trash_name=" + alternatives(m["trash"])
                            + " filter=pay_cost"]),
    Pattern("DNA digivolve 2 digimon into a card in the hand", "action",
            P(r"(?:2 of your digimon|(?P<self>this digimon and (?:any|one) of your other digimon)) dna digivolve into "
              r"(?P<what>.+?) in (?:the|your) hand(?P<free> without paying the cost)?"),
            _dna_digivolve_pair),
    Pattern("play or use from hand with the cost reduced", "action",
            P(r"play or use (?P<what>1 [^.]+?) from your hand with the cost reduced by (?P<n>\d+)"), _play_or_use_reduced),
    Pattern("play from hand or trash with the play cost reduced", "action",
            P(r"play (?P<what>1 [^.]+?) from your (?P<zone>hand|trash) with the (?:play )?cost reduced by (?P<n>\d+)"),
            _play_reduced),
    Pattern("set memory", "action", P(r"set your memory to (?P<n>\d+)"), _player("set_memory")),
    Pattern("place cards from the trash under the digivolved digimon", "action",
            P(r"place (?P<upto>up to )?(?P<n>\d+) (?P<what>cards? [^.]+?) from your trash as that digimon's bottom"
              r" digivolution cards?"), _place_from_trash_under),
    Pattern("suspend a digimon of either player", "action", P(r"suspend 1 (?:level (?P<lv>\d+) or lower )?digimon"),
            lambda m, ctx: ["suspend target=any count=1" + (f" level<={m['lv']}" if m["lv"] else "")]),
    Pattern("suspend up to N digimon of either player", "action", P(r"suspend up to (?P<n>\d+) digimon"),
            lambda m, ctx: [f"suspend target=any count={m['n']} up_to"]),
    Pattern("the next digivolution this turn costs less", "action",
            P(r"the next time one of your digimon would digivolve this turn, reduce the (?:digivolution )?cost by "
              r"(?P<n>\d+)"), _player("next_digivolve_cost_down")),
    # both deleted at once: this Digimon's clause first, the chain going on without it
    Pattern("delete this digimon and 1 of the opponent's, and recovery", "action",
            P(r"delete this digimon and 1 of your opponent's digimon, and <recovery \+(?P<n>\d+) \(deck\)>"),
            lambda m, ctx: ["delete target=self", "delete target=opponent count=1", f"recovery {m['n']}"]),
    Pattern("delete this digimon", "action", P(r"delete this digimon"), lambda m, ctx: ["delete target=self"]),
    Pattern("delete one of your digimon", "action", P(r"delete (?P<t>1 of your (?:(?:red|blue|yellow|green|black|"
                                                      r"purple|white) )?digimon)"), _counted("delete")),
    Pattern("delete a digimon of either player", "action", P(r"delete 1 (?:level (?P<lv>\d+) or lower )?digimon"),
            lambda m, ctx: ["delete target=any count=1" + (f" level<={m['lv']}" if m["lv"] else "")]),
    Pattern("play two cards of different levels from the trash without paying", "action",
            P(r"play 2 (?P<what>.+?) cards from your trash without paying (?:the|their) costs of different levels"),
            _play_two_of_different_levels),
    Pattern("return from trash to the deck top", "action",
            P(r"return (?P<n>\d+) (?P<what>[^.]+?) from your trash to the top of (?:the|your) deck"),
            lambda m, ctx: ["return_from_trash_top " + " ".join(_returned_card_words(m["n"], m["what"]))]),
    Pattern("use an option card from the hand without paying", "action",
            P(r"use (?P<what>(?:1|an) [^.]+?) (?:from|in) your hand without paying (?:the|its|its memory) cost"),
            _use_option),
    Pattern("battle an opponent's digimon", "action",
            P(r"(?P<t>this digimon|1 of your digimon) may battle 1 of (?:your opponent's|their) digimon"), _battle),
    Pattern("trash an opponent's option in the battle area", "action",
            P(r"trash 1 of (?:your opponent's|their) option cards in the battle area"),
            lambda m, ctx: ["trash_opponent_option"]),
    Pattern("it doesn't unsuspend in the next unsuspend phase", "action",
            P(r"(?:it|that digimon) (?:can't|doesn't) unsuspend (?:in|during) (?:their|your opponent's) next "
              r"unsuspend phase"), _no_unsuspend_next_phase),
    Pattern("it can't unsuspend for a duration", "action",
            P(r"it can't unsuspend (?P<dur>until (?:the end of their turn|their turn ends))"), _no_unsuspend_until),
    Pattern("that digimon attacks", "action", P(r"(?P<that>that digimon|it) (?P<must>attacks|may attack)"),
            _that_digimon_attacks),
    # App Fusion by an effect (RULES.md §10.7): the Digimon, its link card and the card are the pilot's
    Pattern("a digimon may app fuse", "action",
            P(r"1 of your digimon may app fuse into a digimon card in (?:the|your) hand"),
            lambda m, ctx: ["app_fuse filter=may"]),
    Pattern("one of the event's digimon may attack", "action", P(r"one of them may attack"),
            lambda m, ctx: _event_target("that digimon", ctx) and ["attack target=event"] or _no_fit("not an event")),
    Pattern("place cards under the event's digimon", "action",
            P(r"place (?P<n>\d+) (?P<what>[^.]+?) from your hand(?P<trash> or trash)? as (?:any of those|that) "
              r"digimon's bottom digivolution cards?"), _place_under_event),
    Pattern("a digimon may attack", "action",
            P(r"(?P<t>this digimon|it|1 of your [^.]*?digimon(?: with [^.]+?)?) may attack"
              r"(?P<digimon> (?:your opponent's|an opponent's) digimon)?(?P<nosusp> without suspending)?"), _attack),
    Pattern("play from this digimon's digivolution cards", "action",
            P(r"play (?P<what>1 [^.]+?) from this digimon's digivolution cards without paying"
              r" (?:the|its|their|its memory|their memory) costs?"), _play_from_own_digivolution_cards),
    Pattern("add your top face-down security card to hand", "action",
            P(r"add your top face-down security card to (?:the|your) hand"),
            lambda m, ctx: ["face_down_security_top_to_hand"]),
    Pattern("add your top security card to hand", "action",
            P(r"add (?:your top security card|the top card of your security stack) to (?:the|your) hand"),
            lambda m, ctx: ["security_top_to_hand"]),
    Pattern("trash your top security cards", "action",
            P(r"trash (?:the top (?:card|(?P<n>\d+) cards) of your security stack|your top security card)"),
            _player("trash_own_security")),
    Pattern("place this option in the battle area", "action",
            P(r"place (?:this card|(?P<it>it)) (?:in|into) (?:the|your|its owner's) battle area"), _option_placed),
    Pattern("delete, and trash the opponent's top security card", "action",
            P(r"delete (?P<t>1 of your opponent's [^.]*?digimon(?: with [^.]+?)?) and trash (?:the top card of your "
              r"opponent's security stack|your opponent's top security card)"),
            lambda m, ctx: [" ".join(["delete", *target_words(m["t"])]), "trash_opponent_security_top 1"]),
    Pattern("place this option under one of your digimon", "action",
            P(r"place this card as the bottom digivolution card of 1 of your (?:(?P<trait>" + _ALTS + r") trait "
              r"digimon|digimon with the (?P<trait2>" + _ALTS + r") trait)"), _option_placed_under),
    Pattern("save", "action", P(r"<save>(?: \(you may place this card under one of your tamers\.?\))?"), _save),
    Pattern("hatch", "action",
            P(r"hatch (?:in your breeding area|1 digi-egg card to an empty space" r" in your breeding area)"),
            lambda m, ctx: ["hatch"]),
    Pattern("gain memory, then hatch", "action",
            P(r"gain (?P<n>\d+) memory, then hatch (?:in your breeding area|1 digi-egg card to an empty space"
              r" in your breeding area)"),
            lambda m, ctx: [f"memory +{m['n']}", "hatch"]),
    Pattern("place cards from the hand or trash under a tamer", "action",
            P(r"place (?P<n>\d+) (?P<what>(?:digimon )?cards? [^.]+?) from your (?P<zone>hand or trash|hand|trash) "
              r"under (?:any of |1 of |one of )?your tamers"), _place_under_tamer),
    Pattern("return cards from under tamers to the hand", "action",
            P(r"return (?P<n>\d+) (?P<what>(?:digimon )?cards? [^.]+?) from under (?:one of |1 of |any of )?your "
              r"tamers to (?:your|the) hand"),
            lambda m, ctx: [" ".join(["return_from_under_tamers", *_card_count_words(m["n"], m["what"])])]),
    Pattern("place the deck's top card under this tamer", "action",
            P(r"place the top (?:card|(?P<n>\d+) cards) of your deck (?:face down )?under this tamer"),
            _tamer_deck_top_under),
    Pattern("play a token", "action",
            P(r"play 1 \[(?P<name>[^\]]+)\] token(?: without paying the cost)?(?P<held> held till opponent's turn end)?"
              r"(?: for each (?P<each>" + "|".join(map(re.escape, FOR_EACH_PHRASES)) + r"))?"), _play_token),
    # "play 1 X from under [any of] your Tamers without paying the cost / with the play cost reduced by N"
    Pattern("play from under tamers", "action",
            P(r"play (?P<what>1 [^.]+?) from under (?:any of |one of )?your tamers? (?:(?P<free>without paying "
              r"(?:the|its) cost)|with the play cost reduced by (?P<n>\d+))"),
            lambda m, ctx: ["play_from_under_tamers " + " ".join(playable_card_words(m["what"])) if m["free"] else
                            f"play_from_under_tamers {m['n']} " + " ".join(playable_card_words(m["what"])
                                                                            + ["filter=pay_cost"])]),
    # the EX5 [Deva] wording: a free play from the hand into the empty breeding area, not of a name already in your
    # battle area or trash (target=new_names_field_or_trash)
    Pattern("play to the breeding area, unlike the battle area and trash", "action",
            P(r"play (?P<what>1 [^.]+?) without the same name as the cards in your battle area or trash from your "
              r"hand to an empty space in your breeding area without paying (?:the|its) cost"),
            lambda m, ctx: ["play_to_breeding_area " + " ".join(playable_card_words(m["what"])
                                                                + ["target=new_names_field_or_trash"])]),
    Pattern("play from hand or trash without paying", "action",
            P(r"play (?P<what>1 [^.]+?) from your (?P<zone>hand or trash|hand|trash)(?P<susp> suspended)? without paying "
              r"(?:the|its|its memory) cost(?P<unlike> unlike any of your tamers' names)?(?P<deleted> deleted at turn end)?"
              r"(?P<held> held till opponent's turn end)?"),
            _play_free),
)
PATTERN_NAMES = tuple(p.name for p in PATTERNS)

# Conditions in front of a sentence ("if ..., ") or of a persistent effect ("while ..., "): regex, the option,
# and the timings it is exact for (None: any).
TIMED_TRIGGERS = frozenset(TRIGGER_NAMES) - {"static"}
CONDITIONS = (
    (P(r"(?:if|while) you have (?P<n>\d+) or (?:fewer|less) security cards, "), "own_security<={n}", None),
    (P(r"(?:if|while) you have (?P<n>\d+) or more security cards, "), "own_security>={n}", None),
    (P(r"if your opponent has (?P<n>\d+) or (?:fewer|less) security cards, "), "opponent_security<={n}", None),
    (P(r"(?:if|while) you have (?P<n>0) security cards, "), "own_security<={n}", None),
    (P(r"(?:if|while) this digimon has (?P<n>\d+) or more digivolution cards, "), "digivolution_cards>={n}", None),
    (P(r"(?:if|while) this digimon has no digivolution cards, "), "no_digivolution_cards", None),
    (P(r"(?:if|while) (?:you have (?P<n>\d+) or more cards in your trash|there are (?P<m>\d+) or more cards in "
       r"your trash), "), "own_trash>={n}", None),
    (P(r"(?:if|while) the total number of cards in both players' trashes is (?P<n>\d+) or more, "),
     "all_trash>={n}", None),
    (P(r"(?:if|while) this digimon is level (?P<n>\d+) or higher, "), "level>={n}", None),
    # level 7: no Digimon is higher, so "is level 7" is "is level 7 or higher"
    (P(r"(?:if|while) this digimon is level (?P<n>7), "), "level>={n}", None),
    (P(r"(?:if|while) this digimon has <blocker>, "), "has_blocker", None),
    # no Digimon or Tamer of that exact name in the battle area (the name bound with the tables)
    (P(r"if you don't have (?:an? )?\[(?P<name>[^\]]+)\](?: in play)?, "), "own_lacks_name={name}", None),
    # a Digimon or Tamer of that exact name in the battle area (not [Mother D-Reaper]: a Digi-Egg card the engine
    # does not keep in the battle area)
    (P(r"(?:if|while) you have (?:an? )?\[(?!mother d-reaper\])(?P<name>[^\]]+)\](?: in play)?, "), "own_has_name={name}",
     None),
    (P(r"(?:if|while) your opponent has a digimon" r" with no digivolution cards(?: in play)?, "),
     "opponent_has_bare_digimon", None),
    (P(r"(?:if|when) you attack (?:an opponent's|your opponent's) digimon, "), "attacking_digimon", {"when_attacking"}),
    # under a [When Attacking] tag, "when this Digimon attacks ..." names the attack's target
    (P(r"when this digimon attacks (?:an opponent's|your opponent's) digimon, "), "attacking_digimon", {"when_attacking"}),
    (P(r"when this digimon attacks a player, "), "attacking_player", {"when_attacking"}),
    (P(r"if your opponent didn't attack with a digimon this turn, "), "opponent_did_not_attack",
     {"end_of_opponents_turn"}),
    (P(r"(?:if|while) you have (?P<n>\d+) (?:or (?:less|fewer) memory|memory or (?:less|fewer)), "), "own_memory<={n}",
     None),
    # the opponent's memory seen from your side: their N or more is your -N or less
    (P(r"if your opponent has (?P<n>\d+) or more memory, "), "own_memory<=-{n}", None),
    (P(r"if your opponent has (?P<n>\d+) or (?:less|fewer) memory, "), "own_memory>=-{n}", None),
    (P(r"(?:if|while) you have (?P<n>\d+) or fewer tamers, "), "own_tamers<={n}", None),
    (P(r"(?:if|while) you have (?:a|1 or more) tamers?(?: in play)?, "), "own_tamers>=1", None),
    (P(r"if your opponent has (?P<n>\d+) or (?:fewer|less) cards in their trash, "), "opponent_trash<={n}", None),
    (P(r"if (?:your opponent has|they have) (?P<n>\d+) or more cards in their trash, "), "opponent_trash>={n}", None),
    (P(r"if your opponent has a digimon, "), "opponent_digimon>=1", None),
    (P(r"(?:if|while) your opponent has no digimon with digivolution cards(?: in play)?, "),
     "opponent_no_stacked_digimon", None),
    (P(r"(?:if|while) your opponent has (?P<n>\d+) or more digimon with no digivolution cards(?: in play)?, "),
     "opponent_bare_digimon>={n}", None),
    (P(r"(?:if|while) this digimon has an \[on play\] effect, "), "has_on_play", None),
    (P(r"if either player has (?P<n>\d+) or more cards in their trash, "), "either_trash>={n}", None),
    (P(r"(?:if|while) you have a suspended tamer(?: in play)?, "), "own_suspended_tamer", None),
    (P(r"(?:if|while) you have (?P<n>\d+) or more suspended digimon(?: in play)?, "), "own_suspended_digimon>={n}",
     None),
    (P(r"if there are (?P<n>\d+) or more suspended digimon, "), "suspended_digimon>={n}", None),
    (P(r"(?:if|while) (?:your opponent has|they have) no unsuspended digimon, "), "opponent_no_unsuspended_digimon",
     None),
    (P(r"if you (?:don't|do not) have a digimon, "), "own_digimon<=0", None),
    (P(r"if you have fewer digimon than your opponent, "), "own_digimon_fewer", None),
    (P(r"(?:if|while) you have fewer security cards than your opponent, "), "own_security_fewer", None),
    (P(r"(?:if|while) your opponent has no digimon with more digivolution cards than this digimon, "),
     "opponent_no_more_digivolution_cards", None),
    # the DP is worked out for timed effects and a card's own play cost reduction only (simcore.query.play_cost)
    (P(r"if there is a digimon with (?P<n>\d+) dp or more, "), "digimon_dp>={n}", TIMED_TRIGGERS | {"static"}),
    (P(r"(?:if|while) you have (?P<n>\d+) or (?:fewer|less) digimon(?: in play)?, "), "own_digimon<={n}", None),
    (P(r"if your opponent has (?P<n>\d+) or more digimon(?: in play)?, "), "opponent_digimon>={n}", None),
    (P(r"(?:if|while) you have (?P<n>\d+) or more memory, "), "own_memory>={n}", None),
    (P(r"if (?:you have (?P<n>\d+) or fewer cards in your hand|your hand has (?P<m>\d+) or fewer cards), "),
     "own_hand<={n}", None),
    # the DP is worked out for timed effects only (simcore.effects.row_condition_holds)
    (P(r"if this digimon has (?:(?P<n>\d+) dp or more|(?P<m>\d+) or more dp), "), "dp>={n}", TIMED_TRIGGERS),
    (P(r"(?:if|while) this digimon has (?P<n>\d+) or more colors, "), "colors>={n}", None),
    (P(r"(?:if|while) this digimon is suspended, "), "this_suspended", None),
    (P(r"(?:if|while) this digimon has <jamming>, "), "has_jamming", None),
    (P(r"(?:if|while) (?:you have (?P<n>\d+) or more cards in (?:your )?hand|your hand has (?P<m>\d+) or more cards), "),
     "own_hand>={n}", None),
    (P(r"(?:if|while) (?:your opponent has|they have) (?P<n>\d+) or more cards in (?:their )?hand, "), "opponent_hand>={n}",
     None),
    (P(r"if this (?:card|digimon) was deleted by an effect, "), "deleted_by_effect", {"on_deletion"}),
    (P(r"(?:if|while) there(?: are|'re) (?P<n>\d+) or fewer total cards in both players' security stacks, "),
     "all_security<={n}", None),
    # of an [On Play] [When Digivolving] effect: never holds on play, the condition is read for the Digimon itself
    (P(r"(?:if|when) dna digivolving, "), "dna_digivolving", {"when_digivolving", "on_play"}),
)

# Timings written as a sentence opening instead of a tag: regex, the engine's timing, the window tag required.
TRIGGER_PHRASES = (
    (P(r"when this digimon is blocked, "), "when_blocked", "your_turn"),
    (P(r"when an opponent's digimon is deleted" r" by dropping to 0 dp, "), "opponent_deleted_by_dp", "your_turn"),
    (P(r"when this digimon deletes an opponent's digimon" r" in battle and survives, "), "deletes_in_battle",
     "your_turn"),
    (P(r"when one of your opponent's digimon becomes suspended, "), "opponent_suspended", "your_turn"),
    (P(r"when you use <blocker> to suspend one of your digimon, "), "blocker_used", "opponents_turn"),
    (P(r"when one of your digimon is deleted, "), "own_digimon_deleted", "your_turn"),
    # "other": a deleted Digimon is gone from the battle area when the timing comes
    *((P(r"when (?:any of your other digimon are|one of your other digimon is) deleted, "), "own_digimon_deleted", window)
      for window in ("your_turn", "opponents_turn", "")),
    # with or without "and survives": a trigger whose Digimon left the area does not activate (RULES.md
    # section 8), so it is the same timing; the engine has it on either player's turn
    *((P(r"when this digimon deletes (?:an|your|one of your) opponent's digimon in battle(?: and survives)?, "),
       "deletes_in_battle", window) for window in ("your_turn", "opponents_turn", "")),
    # a check or an effect removing cards from a security stack; the engine has them on either player's turn
    *((P(r"when your opponent's security (?:stack )?is removed from, "), "opponent_security_removed", window)
      for window in ("your_turn", "opponents_turn", "")),
    *((P(r"when your security stack is removed from, "), "own_security_removed", window)
      for window in ("your_turn", "opponents_turn", "")),
    # a cost or an effect trashing a card from under this Tamer (simcore.effects.trash_digivolution_card)
    *((P(r"when effects trash cards from under this tamer, "), "cards_trashed_from_under", window)
      for window in ("your_turn", "opponents_turn", "")),
)
# a card placed face up in your own security stack, with an optional trait test on the placed card ("if any of them
# ..."): the card placed passes the filter (the effects place one card at a time)
TRIGGER_PHRASES += tuple(
    (P(r"when cards are placed face up in your security stack, (?:if any of them have the (?P<trait>" + _ALTS
       + r") trait, )?"), "own_security_placed_face_up", window) for window in ("your_turn", "opponents_turn", ""))
# "one of your other digimon ... is played": with no filter on the played card, the condition other_played (its own
# play passes it by)
_PLAYED_DIGIMON = (r"when (?:any of your|one of your)(?P<other> other)? (?:(?P<color>red|blue|yellow|green|black|purple|white) )?"
                   r"(?:(?P<trait2>" + _ALTS + r") trait )?digimon(?: with the (?P<trait>" + _ALTS +
                   r") trait| with (?P<inname>" + _ALTS + r") in (?:its|their) names?(?: or (?P<orintraits>" + _ALTS +
                   r") in its traits| or the (?P<ortrait>" + _ALTS + r") trait)?| with (?P<intraits>" + _ALTS +
                   r") in its traits)? (?:are|is) played, ")
TRIGGER_PHRASES += tuple(
    (P(phrase), trigger, window) for phrase, trigger in (
        (r"when (?:your opponent's security stack is removed from|a card is removed from your opponent's"
         r" security stack), ", "opponent_security_removed"),
        (_PLAYED_DIGIMON, "own_digimon_played"))
    for window in ("your_turn", "opponents_turn", ""))

# "when any of your digimon digivolve into a [x] trait digimon, ": the card it digivolved into passes the filter
# (a colour; "with [A] in its name or [B] in its traits": either; "with [A] in one of its traits": a part of a trait)
_DIGIVOLVED_INTO = (r"when (?:any of your|one of your) digimon digivolves? into an? (?:(?P<color>" + _COLOR + r") )?"
                    r"(?:(?P<trait2>" + _ALTS + r") trait |(?P<bare>" + _ALTS + r") )?digimon(?: card)?(?: with the (?P<trait>"
                    + _ALTS + r") trait| with (?P<inname>" + _ALTS + r") in its name(?: or (?P<orintraits>" + _ALTS +
                    r") in its traits)?| with (?P<intraits>" + _ALTS + r") in (?:one of )?its traits)?, ")
TRIGGER_PHRASES += tuple((P(_DIGIVOLVED_INTO), "own_digimon_digivolved", window)
                         for window in ("your_turn", "opponents_turn", ""))
# playing another Digimon named like this one: the played card named like this Digimon's top
TRIGGER_PHRASES += tuple((P(r"when you play another digimon (?P<samename>with the same name as this digimon), "),
                          "own_digimon_played", window) for window in ("your_turn", "opponents_turn", ""))
# "when any of your [NAME]s are played, ": a Tamer of that exact name (a Digimon's is own_digimon_played)
TRIGGER_PHRASES += tuple((P(r"when (?:any of your|one of your) \[(?P<tamer>[^\]]+)\]s? (?:are|is) played, "),
                          "own_tamer_played", window) for window in ("your_turn", "opponents_turn", ""))


def trigger_card_options(m):
    """`card.` options for the card that causes a trigger phrase (the played Digimon's color, trait, name)."""
    groups = m.groupdict()
    if sum(groups.get(g) is not None for g in ("trait", "trait2", "trait3", "inname", "bare", "intraits")) > 1:
        raise NoFit("two name or trait filters")
    if groups.get("bare"):   # "into a [A] or [B] Digimon": traits, where no card has such a name
        if any(alt.replace("_", " ") in _kinds_of_names() for alt in alternatives(groups["bare"]).split("|")):
            raise NoFit("'[X] digimon' that may be a name")
        groups["trait3"] = groups["bare"]
    words = []
    if groups.get("tamer"):
        named = named_card_words(groups["tamer"])
        if named[0] != "kind=tamer":
            raise NoFit("a named played card that is not a Tamer")
        words.append("card." + named[1])
    if groups.get("placedtamer"):   # "when Tamer cards are placed ...": the placed card a Tamer card
        words.append("card.any=kind:tamer")
    if groups.get("color"):
        words.append(f"card.color={groups['color']}" + (f",{groups['color2']}" if groups.get("color2") else ""))
    trait = groups.get("trait") or groups.get("trait2") or groups.get("trait3")
    if trait:
        words.append("card.trait=" + alternatives(trait))
    if groups.get("inname") and groups.get("orintraits"):   # "[A] in its name or [B] in its traits": either
        words.append("card." + any_words(("name", groups["inname"]), ("in_trait", groups["orintraits"])))
    elif groups.get("inname") and groups.get("ortrait"):   # "[A] in its name or the [B] trait": either
        words.append("card." + any_words(("name", groups["inname"]), ("trait", groups["ortrait"])))
    elif groups.get("inname"):
        words.append("card.name~" + alternatives(groups["inname"]))
    if groups.get("ortraitc"):   # "if it has the [A] trait or is green": either
        words.append("card." + any_words(("trait", groups["ortraitc"])) + f"|color:{groups['orcolor']}")
    if groups.get("intraits"):   # "[A] in (one of) its traits": a part of a trait
        words.append("card.trait~" + alternatives(groups["intraits"]))
    for group, key in (("level", "level="), ("levelmax", "level<="), ("levelmin", "level>=")):
        if groups.get(group):
            words.append(f"card.{key}{groups[group]}")
    if groups.get("samename"):
        words.append("if=cause_same_name")
    if groups.get("aplayer"):   # "attacks a player": the attack targets the player at its declaration
        words.append("if=attacking_player")
    return words


# "If this Digimon has the [X] trait / [X] in its name, ...": `if=this_has`, the trait or name a filter of the clause
# ("[X] in its form or type": the older wording of a part of its traits, forms being traits here)
_THIS_HAS = P(r"(?:if|while) this digimon has (?:(?:the|an?) (?P<trait>" + _ALTS + r") trait|(?P<orname>" + _ALTS +
              r") in its name,? or (?:an?|the) (?P<ortrait>" + _ALTS + r") trait|(?P<name>" + _ALTS +
              r") in its name|(?P<intext>" + _ALTS + r") in its text|(?P<traitpart>" + _ALTS +
              r") in its (?:traits|form or type)|(?P<save><save>) in its text), ")


def this_has_words(m):
    """The filter of an `if=this_has` condition's _THIS_HAS match."""
    if m["orname"]:   # "[A] in its name or a [B] trait": either
        return any_words(("name", m["orname"]), ("trait", m["ortrait"]))
    if m["save"]:   # the <Save> icon in its top card's text (RULES.md section 11)
        return "text~<save>"
    return ("trait=" if m["trait"] else "name~" if m["name"] else "text~" if m["intext"] else "trait~") + alternatives(
        m["trait"] or m["name"] or m["intext"] or m["traitpart"])


# a Tamer that, suspended, lets the cards under the player's Tamers (or under one of them) be DigiXros materials of
# a Digimon played from the hand (the played card perhaps named by a trait)
_XROS_UNDER_TAMERS = P(r"when (?:you (?:would )?play (?:1|a) digimon(?: card)? with (?:a )?digixros requirements?"
                       r"|any of your (?P<trait>" + _ALTS + r") trait digimon cards with digixros requirements would be "
                       r"played), by suspending this tamer, you may place cards from under (?P<one>one of )?your tamers "
                       r"as digivolution cards for a digixros\.?")
XROS_UNDER_TAMERS = "digixros materials from under tamers"
# a Tamer's reduction of a digivolution of any of your Digimon, bought by suspending it and moving a card from under
# a Tamer under that Digimon
_TAMER_DIGIVOLVE_COST_DOWN = P(r"if one of your digimon digivolves into (?:a |an )?(?P<what>.+?), by suspending this "
                               r"tamer and placing 1 card from under one of your tamers under that digimon as one of "
                               r"its digivolution cards, reduce the digivolution cost by (?P<n>\d+)\.?")
TAMER_DIGIVOLVE_COST_DOWN = "digivolution cost reduced by a tamer"
# a Tamer's or Digimon's reduction of a play of some of your cards from the hand, bought by suspending it (or by
# returning the Tamer to the bottom of the deck)
_SUSPEND_PLAY_COST_DOWN = P(r"when (?:any (?P<any>(?:of your )?)(?P<what>.+?) would be played(?P<hand> from your hand)?"
                            r"|you would play (?:a |an |1 )?(?P<what2>.+?)(?: from your hand)?), by (?P<how>suspending "
                            r"this (?:tamer|digimon)|returning this tamer to the bottom of the deck|suspending 1 of your "
                            r"(?P<base>(?:red|blue|yellow|green|black|purple|white) )?digimon), reduce the (?:play )?cost by "
                            r"(?P<n>\d+)\.?")
SUSPEND_PLAY_COST_DOWN = "play cost reduced by suspending a tamer or digimon"
# a Tamer's reduction of a digivolution of one of your Digimon, bought by suspending it
_SUSPEND_DIGIVOLVE_COST_DOWN = P(r"when (?:one|any) of your (?P<base>(?:red|blue|yellow|green|black|purple|white) )?"
                                 r"digimon would digivolve into (?:a |an )?(?P<what>.+?), (?:you may suspend this tamer "
                                 r"to|by suspending this tamer,) reduce the (?:digivolution cost|memory cost of the "
                                 r"digivolution) by (?P<n>\d+)\.?")
SUSPEND_DIGIVOLVE_COST_DOWN = "digivolution cost reduced by suspending a tamer"
# a cut of M to this card's play cost and to a digivolution into it, while one of your [X] Digimon has N or more
# cards under it: two rows of the card's own text, one for each
_PLAYED_OR_DIGIVOLVED_SOURCED = P(r"when this card would be played or digivolved into, if you have a digimon with "
                                  r"(?P<n>\d+) or more digivolution cards and the (?P<trait>" + _ALTS + r") trait, "
                                  r"reduce the play or digivolution cost by (?P<amt>\d+)\.?")
PLAYED_OR_DIGIVOLVED_SOURCED = "play or digivolution cost reduced while you have a digimon of a trait and cards"
# "if you have a digimon with [X] in its digivolution cards [in play], ": of a play cost reduction (own_named_under)
_OWN_NAMED_UNDER = P(r"if you have a digimon with (?P<names>" + _ALTS + r") in its digivolution cards(?: in play)?, ")


# a persistent DP change counted by the colours of this Digimon's digivolution cards, the Digimon perhaps named by a
# trait (the condition this_has)
_EACH_SOURCE_COLOR = P(r"(?:for each colou?r in (?:this (?:(?P<trait>" + _ALTS + r") trait )?digimon's|its) "
                       r"digivolution cards, (?:it|this digimon) gets (?P<amt>[+-]\d+) dp"
                       r"|this digimon gets (?P<amt2>[+-]\d+) dp for each colou?r in its digivolution cards)\.?")
EACH_SOURCE_COLOR = "dp for each colour of its digivolution cards"


# the same test written into the subject of a persistent effect: "this digimon with the [X] trait gets +1000 dp"
_THIS_BARE = "this digimon with no digivolution cards "
_THIS_WITH = P(r"this digimon with (?:the (?P<trait>" + _ALTS + r") trait|(?P<name>" + _ALTS + r") in its name) "
               r"(?=gets |gains )")
TRIGGER_PHRASES += tuple((P(r"when one of your other digimon digivolves, "), "other_own_digivolved", window)
                         for window in ("your_turn", "opponents_turn", ""))
# this Digimon about to DNA digivolve: the colour of the new card a `card.` option
TRIGGER_PHRASES += tuple((P(r"if this digimon (?:would dna digivolve|dna digivolves) into an? (?P<color>" + _COLOR
                            + r") digimon card, "), "would_dna_digivolve", window)
                         for window in ("your_turn", "opponents_turn", ""))
_LEVEL = r"(?:level (?P<level>\d+) |level (?P<levelmax>\d+) or lower |level (?P<levelmin>\d+) or higher )?"
TRIGGER_PHRASES += tuple((P(phrase), trigger, window) for phrase, trigger in (
    (r"when one of your digimon moves" r" from the breeding area to the battle area, ", "own_digimon_moved_out"),
    (r"when one of your opponent's " + _LEVEL + r"digimon is moved from their breeding area to their battle area, ",
     "opponent_digimon_moved_out"),
    (r"when (?:(?:any|one) of your opponent's|an opponent's) " + _LEVEL + r"digimon is deleted, ",
     "opponent_digimon_deleted"),
    (r"when one of your " + _LEVEL + r"digimon with digivolution cards is deleted, ", "own_digimon_with_sources_deleted"),
    (r"(?:when|if) (?:any|one) of your (?P<color>red|blue|yellow|green|black|purple|white)(?: or (?P<color2>red|blue|"
     r"yellow|green|black|purple|white))? tamers? (?:suspends?|becomes suspended), ", "own_tamer_suspended"),
    (r"when (?:any|one) of your \[(?P<tamer>[^\]]+)\]s? suspends?, ", "own_tamer_suspended"),
    (r"when you play a digimon with (?P<inname>" + _ALTS + r") in its name, ", "own_digimon_played"),
    # "you play a digimon by an effect": a Digimon of yours played by an effect (the opponent's effects play yours
    # too rarely to tell apart)
    (r"when (?:an effect plays (?:one|any) of your digimon|you play a digimon by an effect), ",
     "own_digimon_played_by_effect"),
    (r"when you trash this card in your hand using one of your effects, ", "trashed_from_hand"),
    # only effects trash digivolution cards from a stack that stays (simcore.effects.trash_digivolution_card)
    (r"when (?:this card is trashed from the digivolution cards" r" of a digimon with the (?P<trait>" + _ALTS +
     r") trait|effects trash this card from (?:the )?digivolution cards of an? (?P<trait2>" + _ALTS +
     r") trait digimon|effects trash this card from an? (?P<trait3>" + _ALTS + r") trait digimon's digivolution"
     r" cards), ", "digivolution_card_trashed"))
    for window in ("your_turn", "opponents_turn", "", None))


# cards of a trait (or Tamer cards: card.kind=tamer) placed by an effect as this Digimon's digivolution cards ("it"
# then: this Digimon)
TRIGGER_PHRASES += tuple((P(r"when (?:(?P<trait>" + _ALTS + r") trait|(?P<placedtamer>tamer)) cards are placed in this "
                            r"digimon's digivolution cards, "), "cards_placed_under", window)
                         for window in ("your_turn", "opponents_turn", "", None))
# "one of your effects places a digivolution card under this Digimon" in your turn: the opponent's effects place
# none under your Digimon in your turn, so any effect's placing is yours (BT7-056)
TRIGGER_PHRASES += ((P(r"when one of your effects places an? digivolution cards? under this digimon, "),
                     "cards_placed_under", "your_turn"),)
# an option's own text: the option, placed under a Digimon, trashed from there by an effect; a Digimon's inherited
# text the same, under a window ("[Opponent's Turn] When an effect trashes this digivolution card, ...")
TRIGGER_PHRASES += tuple((P(r"when (?:effects trash this card from digivolution cards|an effect trashes this "
                            r"digivolution card|an effect trashes this card from (?:your digimon's )?digivolution cards), "),
                          "digivolution_card_trashed", window) for window in ("your_turn", "opponents_turn", "", None))
# a card's own text: an effect trashed it from its owner's security stack (not a check; simcore.effects.security_to_trash)
TRIGGER_PHRASES += tuple((P(r"when (?:effects trash|an effect trashes) this card from (?:the|your) security stack, "),
                          "trashed_from_security",
                          window) for window in ("", None))
# a card's own text: an effect trashed it from the top of its owner's deck (simcore.effects.deck_card_trashed)
TRIGGER_PHRASES += tuple((P(r"when this card is trashed from your deck, "), "trashed_from_deck", window)
                         for window in ("", None))
# an effect trashed cards from the top of your deck: once for the effect (simultaneous cards, one timing)
TRIGGER_PHRASES += tuple((P(r"when a card is trashed from your deck, "), "own_deck_trashed", window)
                         for window in ("your_turn", "opponents_turn", "", None))
# an effect added cards to your security stack (simcore.effects.security_added: once for the effect)
TRIGGER_PHRASES += tuple((P(r"when (?:your security stack is added to|a card is added to your security stack|cards are "
                            r"added to your security stack), "), "own_security_added", window)
                         for window in ("your_turn", "opponents_turn", ""))


# a battle won: the higher DP, against a Digimon or a Security Digimon; unsuspended: the phase, <Reboot>, an effect
TRIGGER_PHRASES += tuple((P(phrase), trigger, window) for phrase, trigger in (
    (r"when this digimon wins a battle, ", "wins_battle"),
    (r"when this digimon (?:unsuspends|becomes unsuspended), ", "when_unsuspended"))
    for window in ("your_turn", "opponents_turn", "", None))


# at the declaration of an attack by the opponent (the engine has it on the opponent's turn only)
TRIGGER_PHRASES += tuple((P(r"when (?:(?:one|any) of your opponent's|an opponent's) digimon attacks?(?P<aplayer> a "
                            r"player)?, "),
                          "opponent_digimon_attacks", window) for window in ("opponents_turn", "", None))


# at the declaration of an attack by one of your Digimon: its trait or colours `card.` options
TRIGGER_PHRASES += tuple((P(r"when (?:one|any) of your (?:(?P<trait>" + _ALTS + r") trait |(?P<color>" + _COLOR +
                            r")(?: or (?P<color2>" + _COLOR + r"))? )?digimon attacks?(?P<aplayer> a player)?, "),
                          "own_digimon_attacks", window) for window in ("your_turn", "opponents_turn", "", None))
TRIGGER_PHRASES += tuple((P(r"when (?:one|any) of your digimon with (?P<inname>" + _ALTS + r") in (?:its|their) names? "
                            r"attacks?, "),
                          "own_digimon_attacks", window) for window in ("your_turn", "opponents_turn", "", None))
# the older wording "when you attack with a [colour] Digimon / a Digimon with [X] in its name": the same timing
TRIGGER_PHRASES += tuple((P(r"when you attack with an? (?:level (?P<level>\d) )?(?:(?P<color>"
                            + _COLOR + r") )?digimon(?: with (?P<inname>" + _ALTS + r") in its name)?, "),
                          "own_digimon_attacks", window) for window in ("your_turn", "opponents_turn", "", None))


# the Digimon whose digivolution cards an effect trashed: its trait a `card.` option
TRIGGER_PHRASES += tuple((P(r"when effects trash (?:any of |one of )?your (?:(?P<trait>" + _ALTS + r") trait )?"
                            r"digimon's digivolution cards, "), "own_digivolution_cards_trashed", window)
                         for window in ("your_turn", "opponents_turn", "", None))
# the suspended Digimon's trait: a `card.` option ("when this digimon suspends": when_suspended)
TRIGGER_PHRASES += tuple((P(r"when (?:any|one) of your (?:(?P<trait>" + _ALTS + r") trait )?digimon (?:with (?P<inname>"
                            + _ALTS + r") in its name )?(?:suspends?|becomes suspended), "), "own_digimon_suspended", window)
                         for window in ("your_turn", "opponents_turn", "", None))


# one of your Digimon won a battle: its trait a `card.` option
TRIGGER_PHRASES += tuple((P(r"when (?:any|one) of your (?:(?P<trait>" + _ALTS + r") trait )?digimon wins? a battle, "),
                          "own_digimon_wins_battle", window) for window in ("your_turn", "opponents_turn", "", None))


# a block or <Raid> switching an attack's target; "your ... digimon's attack targets": on your turn the attacker is yours
TRIGGER_PHRASES += tuple((P(r"(?:when|if) (?:an |the )?attack targets? (?:changes?|is switched|is changed), "), "attack_target_switched",
                          window) for window in ("your_turn", "opponents_turn", "", None))
TRIGGER_PHRASES += ((P(r"when (?:any|one) of your (?:(?P<trait2>" + _ALTS + r") trait )?digimon's attack targets? "
                       r"(?:changes?|is switched), "), "attack_target_switched", "your_turn"),)


# a Digimon of either player suspending (a Tamer paying with its own suspension: _ANY_DIGIMON_SUSPENDS below)
TRIGGER_PHRASES += tuple((P(r"when any digimon suspends?, (?!by suspending this tamer, )"), "any_digimon_suspended",
                          window) for window in ("your_turn", "opponents_turn", "", None))
# an effect playing or digivolving a Digimon of either player
TRIGGER_PHRASES += tuple((P(r"when effects play or digivolve any digimon, "), "any_digimon_played_or_digivolved_by_effect",
                          window) for window in ("your_turn", "opponents_turn", "", None))
# the deleted Digimon's trait: a `card.` option (simcore.effects.remove_deleted passes its top card)
TRIGGER_PHRASES += tuple((P(r"when this digimon (?:suspends|becomes suspended), "), "when_suspended", window)
                         for window in ("your_turn", "opponents_turn", "", None))
# a card linked to this Digimon, or to one of yours (the linked card's trait a `card.` option): simcore.effects.link_card
TRIGGER_PHRASES += tuple((P(phrase), trigger, window) for phrase, trigger in (
    (r"when this digimon gets linked, ", "when_linked"),
    (r"when (?:any of )?your digimon gets? linked(?: to an? (?P<trait>" + _ALTS + r") trait card)?, ",
     "own_digimon_linked"))
    for window in ("your_turn", "opponents_turn", "", None))
_OWN_DELETED = r"when (?:any|one) of your (?:(?P<trait2>" + _ALTS + r") trait )?digimon (?:are|is) deleted, "
TRIGGER_PHRASES += tuple((P(_OWN_DELETED), "own_digimon_deleted", window)
                         for window in ("your_turn", "opponents_turn", "", None))
# an option card used by you (with the option's cost as the condition cause_cost>=) or by either player (two timings,
# one line each: _ANY_OPTION_USED); a card of your hand trashed by one of your effects or their costs
TRIGGER_PHRASES += tuple((P(phrase), trigger, window) for phrase, trigger in (
    (r"when you use (?:an option card|option cards)(?: with a cost of (?P<cost>\d+) or more)?, ", "own_option_used"),
    (r"when (?:one of your effects trashes a card in your hand|you trash a card in your hand using one of your "
     r"effects), ", "own_hand_trashed"),
    # a Tamer played from the hand or by an effect, perhaps of one colour: a `card.` option
    (r"when you play an? (?:(?P<color>" + _COLOR + r") )?tamer, ", "own_tamer_played"),
    # a Tamer named: "when you play [X]" (another card named: no fit)
    (r"when you play (?:an? )?\[(?P<tamer>[^\]]+)\], ", "own_tamer_played"),
    (r"when (?:one|any) of your (?P<color>" + _COLOR + r") tamers (?:is|are) played, ", "own_tamer_played"))
    for window in ("your_turn", "opponents_turn", "", None))
TRIGGER_PHRASES += ((P(r"when an opponent's digimon becomes suspended, "), "opponent_suspended", "your_turn"),)
# an effect (either player's) adding cards to the opponent's hand: a draw, a return, a card taken from a pile
TRIGGER_PHRASES += tuple((P(r"when an effect adds cards to your opponent's hand, "), "opponent_hand_added", window)
                         for window in ("your_turn", "opponents_turn", "", None))
# an effect suspending one of your Digimon or this one (not an attack or a block): any_digimon_suspended with the
# condition telling whose Digimon and what suspended it
_EFFECT_SUSPENDS = P(r"when an effect suspends (?P<whose>one of your digimon|this digimon), ")
EFFECT_SUSPENDS = "an effect suspends your digimon"
TRIGGER_PHRASES += tuple((P(r"when (?:one|any) of your tamers digivolves?, "), "own_tamer_digivolved", window)
                         for window in ("your_turn", "opponents_turn", "", None))
# one of your Tamers deleted, perhaps of one of two colours (a `card.` option on the Tamer's card)
TRIGGER_PHRASES += tuple((P(r"(?:when|if) (?:any|one) of your (?:(?P<color>" + _COLOR + r")(?: or (?P<color2>" + _COLOR
                            + r"))? )?tamers (?:is|are) deleted, "), "own_tamer_deleted", window)
                         for window in ("your_turn", "opponents_turn", "", None))
_ANY_OPTION_USED = P(r"when a player uses an option card, ")
ANY_OPTION_USED = "a player uses an option card"

# Openings naming two or three events (your Digimon or Tamers played or digivolving, with a name filter on
# them): one line per event, each event's card (the played Digimon or Tamer, the card a Digimon
# digivolved into) filtered by the `card.` option. Read under a [Your Turn], [Opponent's Turn] or [All Turns] tag.
PLAYED_OR_DIGIVOLVED = "played or digivolved"
_THEY_HAVE = (r"(?:, if (?:any of them|it) (?:have|has) (?:(?P<inname>" + _ALTS + r") in (?:their|its) names?"
              r"|the (?P<trait>" + _ALTS + r") trait)|, if (?:any of them are|it is) (?P<color>" + _COLOR + r")"
              r"|, if it has the (?P<ortraitc>" + _ALTS + r") trait or is (?P<orcolor>" + _COLOR + r"))?, ")
_PLAYED_OR_DIGIVOLVED = (
    # "other": a played Digimon is never this one, and this Digimon digivolved has another top card (main texts)
    P(r"when (?:any of |one of )?your (?:other )?digimon(?P<tamers> or tamers)? (?:are|is) played or digivolves?"
      + _THEY_HAVE),
    # the played card and the digivolved Digimon each with a filter of its own
    P(r"when any of your digimon or tamers with (?P<playedname>" + _ALTS + r") in (?:their|its) names? are played"
      r" or any of your digimon digivolve into a digimon with (?P<intoname>" + _ALTS + r") in its name, "),
)
# "when you play a card with the [X] trait": a Digimon or a Tamer played (from the hand or by an effect), two timings
_CARD_PLAYED = P(r"when you play a card with the (?P<trait>" + _ALTS + r") trait, ")


def played_or_digivolved_triggers(body):
    """([(timing, its `card.` options)], rest of the body) for an opening of _PLAYED_OR_DIGIVOLVED, None for
    another."""
    if (m := _CARD_PLAYED.match(body)) is not None:
        options = trigger_card_options(m)
        return [("own_digimon_played", options), ("own_tamer_played", options)], body[m.end():]
    for regex in _PLAYED_OR_DIGIVOLVED:
        m = regex.match(body)
        if m is None:
            continue
        groups = m.groupdict()
        if groups.get("playedname"):
            played = ["card.name~" + alternatives(groups["playedname"])]
            into = ["card.name~" + alternatives(groups["intoname"])]
            return [("own_digimon_played", played), ("own_tamer_played", played),
                    ("own_digimon_digivolved", into)], body[m.end():]
        options = trigger_card_options(m)
        events = ["own_digimon_played"] + (["own_tamer_played"] if groups.get("tamers") else [])
        return [(t, options) for t in events + ["own_digimon_digivolved"]], body[m.end():]
    return None


# "[All Turns] when any digimon suspend, by suspending this tamer, ...": a Digimon of either player, two timings; the
# cost suspends the Tamer, so Digimon suspended together pay for it once
_ANY_DIGIMON_SUSPENDS = P(r"when any digimon suspends?, (?=by suspending this tamer, )")
# an [All Turns] opening naming two events, an opponent's Digimon deleted and cards leaving their security stack:
# two timings, one line each (a [Once Per Turn] shared: the lines differ in their timing only)
OPPONENT_DELETED_OR_SECURITY_REMOVED = "opponent's digimon deleted or security removed"
# an [All Turns] opening naming one of your named Tamers played or suspending: two timings, one line each, the name a
# `card.` option of both (a [Once Per Turn] shared)
TAMER_PLAYED_OR_SUSPENDS = "named tamer played or suspends"
# an [All Turns] opening naming an attack by a Digimon of either player with N DP or more: the attacks of your Digimon
# and of the opponent's, one line each, the attacker's DP the condition attacker_dp>=
ANY_STRONG_DIGIMON_ATTACKS = "digimon with n dp or more attacks"
_ANY_STRONG_DIGIMON_ATTACKS = P(r"when a digimon with (?P<dp>\d+) dp or more attacks, ")
# "when this Digimon attacks one of the opponent's Digimon / a player": the attack declaration (when_attacking) of an
# attack on a Digimon or on the player (the condition attacking_digimon or attacking_player), under [Your Turn] or no
# window
THIS_ATTACKS_DIGIMON = "this digimon attacks a digimon or a player"
_THIS_ATTACKS_DIGIMON = P(r"when this digimon attacks (?:(?:an|your) opponent's (?P<digimon>digimon)|a player), ")
_TAMER_PLAYED_OR_SUSPENDS = P(r"when (?:any|one) of your \[(?P<tamer>[^\]]+)\]s? (?:are|is) played or suspends?, ")
# an [All Turns] opening naming a card leaving either player's security stack: two timings, one line each (a
# [Once Per Turn] shared: the lines differ in their timing only)
ANY_SECURITY_REMOVED = "a card removed from either security stack"
_ANY_SECURITY_REMOVED = P(r"when a card is removed from a security stack, ")
_OPPONENT_DELETED_OR_SECURITY_REMOVED = P(r"when (?:any|one) of your opponent's digimon (?:are|is) deleted or their "
                                          r"security stack is removed from, ")


# Whose turn it must be, written as a condition in front of a one-sentence effect: regex, the window option.
WINDOW_PHRASES = (
    (P(r"if it's your turn, "), "your_turn"),
    (P(r"if it's your opponent's turn, "), "opponents_turn"),
)
_IF_YOU_DO_TAMER = P(r"^you may suspend this tamer\. if you do, ")
_MAY_TRASH_TO = P(r"^you may trash (\d+ cards?) in your hand to ")
# a digivolution into a hand card, its cost lowered by N once per different name among your red Tamers: the
# reduction of that digivolution, counted (for_each=red_tamer_names)
_TAMER_NAMES_REDUCTION = P(r"(may digivolve into [^.]+ in the hand)\. for each of your red tamers with different names, "
                           r"reduce this effect's digivolution cost by (\d+)\.?$")
# A cost in front of the action: regex, the cost clause, the card kinds it applies to.
COSTS = (
    (P(r"you may suspend this tamer to "), "suspend_self_cost", ("tamer",)),
    (P(r"by suspending this tamer, "), "suspend_self_cost", ("tamer",)),
    (P(r"by suspending this digimon, "), "suspend_self_cost", ("digimon",)),
    (P(r"by deleting 1 of your digimon, "), "delete_own_cost", ("digimon", "tamer", "option")),
    (P(r"you may delete 1 of your digimon to "), "delete_own_cost", ("digimon", "tamer", "option")),
)
# Costs paid by an effect ("by ...ing X, Y": all or nothing, the rest only if paid; RULES.md section 11), for any
# card kind: regex, name, emitter of the cost clause.
EFFECT_COSTS = (
    (P(r"by trashing 1 of this digimon's link cards, "), "trash_link_cost", lambda m: "trash_link_cost"),
    # paying N cost is losing N memory (the memory may go below 0: always paid)
    (P(r"by paying (?P<n>\d+) cost, "), "memory paid", lambda m: f"memory -{m['n']}"),
    (P(r"by trashing the top security card of 1 player with the most security cards, "),
     "trash_most_security_top_cost", lambda m: "trash_most_security_top_cost"),
    (P(r"by adding your top security card to the hand or trashing the bottom face-down card (?:from )?under any of "
       r"your tamers, "), "security_or_under_tamer_cost", lambda m: "security_or_under_tamer_cost"),
    (P(r"by trashing up to (?P<n>\d+) (?P<what>[^.]+?) (?:in|from) your hand, "), "trash_from_hand_cost up_to",
     lambda m: "trash_from_hand_cost " + " ".join(_card_count_words(m["n"], m["what"])) + " up_to"),
    (P(r"by trashing (?P<n>\d+) (?P<what>[^.]+?) (?:in|from) your hand, "), "trash_from_hand_cost",
     lambda m: "trash_from_hand_cost " + " ".join(_card_count_words(m["n"], m["what"]))),
    # two costs of a Tamer's [Main], paid in this order (simcore.engine offers it only while both can be paid)
    (P(r"by suspending this tamer and trashing 1 (?P<what>[^.]+?) from your hand or (?:from )?your digimon's "
       r"digivolution cards, "), "suspend_self_cost and trash_from_hand_or_digivolution_cost",
     lambda m: "suspend_self_cost ; then trash_from_hand_or_digivolution_cost " + " ".join(
         _card_count_words(1, m["what"]))),
    # the older wording of the same cost: "you may trash 1 X in your hand to Y"
    (P(r"you may trash (?P<n>\d+) (?P<what>[^.]+?) (?:in|from) your hand to "), "trash_from_hand_cost you may ... to",
     lambda m: "trash_from_hand_cost " + " ".join(_card_count_words(m["n"], m["what"]))),
    (P(r"by trashing 1 (?P<what>[^.]+?) from your hand or (?:from )?your digimon's digivolution cards, "),
     "trash_from_hand_or_digivolution_cost",
     lambda m: "trash_from_hand_or_digivolution_cost " + " ".join(_card_count_words(1, m["what"]))),
    (P(r"by trashing (?P<n>\d+) (?P<what>[^.]+?) (?:in|from) this digimon's digivolution cards, "),
     "trash_own_digivolution_cost",
     lambda m: "trash_own_digivolution_cost " + " ".join(_card_count_words(m["n"], m["what"]))),
    (P(r"by trashing (?:any )?(?P<n>\d+) (?P<what>[^.]+?) from (?:any of )?your digimon's digivolution cards, "),
     "trash_from_hand_or_digivolution_cost from_digivolution_cards",
     lambda m: "trash_from_hand_or_digivolution_cost " + " ".join(
         _card_count_words(m["n"], m["what"] if re.search(r"\bcards?\b", m["what"]) else m["what"] + " card"))
     + " filter=from_digivolution_cards"),
    (P(r"by placing (?P<n>\d+) (?P<what>[^.]+?) from your hand(?P<trash> or trash)? as (?P<t>this digimon's|1 of your "
       r"digimon's|any of your digimon's) bottom digivolution cards?, "), "place_under_cost",
     lambda m: " ".join(["place_under_cost", *_card_count_words(m["n"], m["what"]),
                         "target=self" if m["t"].startswith("this") else "target=own",
                         *(["filter=or_trash"] if m["trash"] else [])])),
    # (a trait may hold a full stop: [Ver.2])
    (P(r"by placing (?P<n>\d+) (?P<what>(?:[^.]|\.(?=\d))+?) from your trash face down as this digimon's bottom "
       r"digivolution cards?, "), "place_from_trash_face_down_cost",
     lambda m: " ".join(["place_from_trash_face_down_cost", *_card_count_words(m["n"], m["what"]), "target=self"])),
    (P(r"by placing (?P<n>\d+) (?P<what>[^.]+?) from your trash as this digimon's bottom digivolution cards?, "),
     "place_from_trash_under_cost",
     lambda m: " ".join(["place_from_trash_under_cost", *_card_count_words(m["n"], m["what"]), "target=self"])),
    (P(r"by placing (?P<n>\d+) (?P<what>[^.]+?) from your hand under (?:one|1) of your tamers, "),
     "place_under_tamer_cost",
     lambda m: " ".join(["place_under_tamer_cost", *_card_count_words(m["n"], m["what"])])),
    (P(r"by placing (?P<n>\d+) (?:of your )?(?P<what>[^.]+?) from your hand(?P<trash> or trash)? (?:face down )?under "
       r"this tamer, "),
     "place_under_cost tamer",
     lambda m: " ".join(["place_under_cost", *_card_count_words(m["n"], m["what"]), "target=self",
                         *(["filter=or_trash"] if m["trash"] else [])])),
    (P(r"by placing this card from the battle area face down under any of your (?P<trait>" + _ALTS + r") trait "
       r"tamers, "), "place_self_under_tamer_cost",
     lambda m: "place_self_under_tamer_cost trait=" + alternatives(m["trait"])),
    (P(r"by placing (?P<n>\d+) (?P<what>[^.]+?) (?:in|from) your hand face up as (?:the|your) (?P<end>top|bottom) "
       r"security cards?, "), "hand_to_security_cost face_up",
     lambda m: " ".join(["hand_to_security_cost", m["n"], *card_filter_words(re.sub(r"\bcards\b", "card", m["what"])),
                         "target=player", "filter=face_up" + (",bottom" if m["end"] == "bottom" else "")])),
    (P(r"by adding (?:your top security card|the top card of your security stack) to (?:the|your) hand, "),
     "security_top_to_hand", lambda m: "security_top_to_hand"),
    (P(r"by trashing (?:the|(?P<n>\d+)) bottom face-down cards? (?:from )?under any of your tamers, "),
     "trash_under_tamer_cost", lambda m: f"trash_under_tamer_cost {m['n'] or 1}"),
    (P(r"by trashing (?:the top card of your security stack|your top security card), "), "trash_own_security",
     lambda m: "trash_own_security 1"),
    (P(r"by trashing (?:the top or bottom card of your security stack|your top or bottom security card), "),
     "trash_own_security top_or_bottom",
     lambda m: "trash_own_security 1 filter=top_or_bottom"),
    (P(r"by suspending 1 of your other digimon, "), "suspend_own_cost other",
     lambda m: "suspend_own_cost filter=other"),
    (P(r"by suspending 1 of your (?P<color>" + _COLOR + r") digimon, "), "suspend_own_cost colour",
     lambda m: "suspend_own_cost color=" + m["color"]),
    (P(r"by suspending 1 of your (?P<color>" + _COLOR + r") tamers, "), "suspend_own_cost tamer colour",
     lambda m: "suspend_own_cost filter=tamer color=" + m["color"]),
    (P(r"by returning (?P<n>\d+) cards? from (?:your opponent's|their) trash to the bottom of (?:the|their) deck, "),
     "return_opponent_trash_cost", lambda m: f"return_opponent_trash_cost {m['n']}"),
    (P(r"by returning (?P<n>\d+) digimon cards? from (?:your opponent's|their) trash to the top of (?:the|their) deck, "),
     "return_opponent_trash_top_cost", lambda m: f"return_opponent_trash_top_cost {m['n']} kind=digimon"),
    (P(r"by deleting 1 token, "), "delete_cost token", lambda m: "delete_cost target=token"),
    (P(r"by deleting (?P<t>1 of your opponent's [^,]*?digimon(?: with [^,]+)?), "), "delete_cost opponent's",
     lambda m: " ".join(["delete_cost"] + [w for w in target_words(m["t"]) if not w.startswith("count=")])),
    (P(r"by deleting this digimon, "), "delete_own_cost target=self", lambda m: "delete_own_cost target=self"),
    (P(r"by deleting 1 of your tokens or other (?P<trait>" + _ALTS + r") trait digimon, "),
     "delete_own_cost token or trait", lambda m: "delete_own_cost filter=other,or_token trait=" + alternatives(m["trait"])),
    (P(r"by deleting (?P<t>1 of your (?:other )?.*?digimon(?: with [^,]+)?), "), "delete_own_cost filtered",
     lambda m: _delete_own_words(m["t"])),
    (P(r"by deleting 1 of your (?P<name>\[[^\]]+\]), "), "delete_own_cost named",
     lambda m: "delete_own_cost name=" + alternatives(m["name"])),
    (P(r"by deleting 1 of your other (?P<name>\[[^\]]+\]), "), "delete_own_cost other named",
     lambda m: "delete_own_cost filter=other name=" + alternatives(m["name"])),
    (P(r"by returning this digimon to (?:the|its owner's) hand, "), "bounce target=self", lambda m: "bounce target=self"),
    # its top card moved beneath the rest of its stack (no digivolution cards: not paid)
    (P(r"by placing this digimon's top stacked card "
       r"as its bottom digivolution card, "), "top_card_under_cost", lambda m: "top_card_under_cost target=self"),
    # one cost of two parts, all or nothing (simcore.effects.bounce_own_cost reads the suspension after it)
    (P(r"by suspending this tamer and returning 1 of your digimon with the (?P<trait>" + _ALTS + r") trait to the "
       r"hand, "), "bounce_own_cost and suspend_self_cost",
     lambda m: "bounce_own_cost trait=" + alternatives(m["trait"]) + " ; then suspend_self_cost"),
    (P(r"by returning 1 of your (?P<other>other )?(?P<susp>suspended )?digimon to the hand, "), "bounce_own_cost",
     lambda m: "bounce_own_cost" + ((" filter=" + ",".join(
         f for f, g in (("other", "other"), ("suspended", "susp")) if m[g])) if m["other"] or m["susp"] else "")),
    (P(r"by returning (?P<n>\d+) (?P<what>[^.]+?) from your trash to the top of (?:the|your) deck, "),
     "return_from_trash_top_cost", lambda m: "return_from_trash_top_cost " + " ".join(_returned_card_words(m["n"], m["what"]))),
    (P(r"by returning this tamer to the bottom of (?:the|your|its owner's) deck, "), "return_self_to_deck_cost",
     lambda m: "return_self_to_deck_cost"),
    (P(r"by returning (?P<n>\d+) (?P<what>[^.]+?) from your trash to the bottom of (?:the|your) deck, "),
     "return_from_trash_cost", lambda m: "return_from_trash_cost " + " ".join(_returned_card_words(m["n"], m["what"]))),
)
# Actions that stop the rest of their effect when they cannot be done in full, so that "you may X. Then, Y"
# is exactly `optional : X ; then Y`.
STOPPING_ACTIONS = ("security_top_to_hand", "hand_to_security_cost", "trash_own_security", "trash_from_hand_cost", "return_self_to_deck_cost",
                    "return_from_trash_cost", "trash_from_hand_or_digivolution_cost", "place_under_cost",
                    "place_from_trash_under_cost", "return_opponent_trash_cost", "return_opponent_trash_top_cost", "delete_cost",
                    "trash_own_digivolution_cost", "place_under_tamer_cost")
INSTEAD_UNDER_NAMED = "instead, by the digivolution cards"   # (instead_under_named)
TAMER_COLOR_PAIRS = "for every 2 colours of your tamers"   # (tamer_color_pairs_words)
# Names of everything the compiler reads, as `Reading.patterns` records them.
READ_NAMES = PATTERN_NAMES + tuple(f"condition {fmt.split('{')[0]}" for _, fmt, _ in CONDITIONS) + tuple(
    f"timing {trigger}" for _, trigger, _ in TRIGGER_PHRASES) + tuple(f"cost {cost}" for _, cost, _ in COSTS) + tuple(
    f"cost {cost}" for _, cost, _ in EFFECT_COSTS) + tuple(
    f"window {window}" for _, window in WINDOW_PHRASES) + (
    DIGIVOLVE_REQUIREMENT, LINK_REQUIREMENT, DIGIVOLVE_WHILE, DIGIVOLVE_WHILE_OPPONENT_DP, TRASH_DIGIVOLVE,
    DIGIVOLVE_WHILE_OWN_SECURITY, DIGIVOLVE_INTO_THIS_FOR,
    DIGIVOLVE_INTO_WHILE, TAMER_AS_DIGIMON, INTO_THIS_FROM_TAMER_BENEATH,
    "condition this_has", "condition not_suspended", "<delay>", "option colour requirement",
    "<use req>", "timing " + PLAYED_OR_DIGIVOLVED, "timing " + OPPONENT_DELETED_OR_SECURITY_REMOVED,
    "timing " + ANY_SECURITY_REMOVED, "timing " + TAMER_PLAYED_OR_SUSPENDS, "timing " + ANY_STRONG_DIGIMON_ATTACKS,
    "timing " + THIS_ATTACKS_DIGIMON, "timing " + EFFECT_SUSPENDS,
    "timing " + ANY_OPTION_USED, "timing when this card would be played", PAID_BY_DELETING, PAID_BY_TRASHING, RULE_TRAIT_HELD,
    NAME_ALIAS_HELD, "condition own_has", "condition not_deleted", "condition named_digivolution_cards>=",
    TAMERS_READING, "condition turn_is_yours", "condition suspended_own", "condition played",
    "if that digimon has the trait",
    "would leave: it doesn't leave", "would leave: a play from its digivolution cards", EACH_SOURCE_COLOR,
    XROS_UNDER_TAMERS, TAMER_DIGIVOLVE_COST_DOWN, SUSPEND_PLAY_COST_DOWN, SUSPEND_DIGIVOLVE_COST_DOWN,
    PLAYED_OR_DIGIVOLVED_SOURCED, "condition own_named_under", "hand main digivolve", "face-up security persistent effect",
    "option colour requirement without face-up security cards", "branches", INSTEAD_UNDER_NAMED, "condition opponent_has",
    TAMER_COLOR_PAIRS)

# What an effect that did not match needs, first fit wins: the missing vocabulary, in the project's words.
# TAG_MECHANICS are searched in the effect's timing tags, BODY_MECHANICS in its body.
TAG_MECHANICS = (
    ("trigger outside the engine's timings", P(r"\[start of opponent's main phase\]")),
    ("effect from hand, trash or breeding area", P(r"\[(?:hand|trash|breeding)\]")),
    ("twice per turn", P(r"\[twice per turn\]")),
    ("counter timing", P(r"\[counter\]")),
)
BODY_MECHANICS = (
    ("blast digivolve", P(r"<blast")),
    ("option use requirement", P(r"<use req")),
    ("ignore color requirements", P(r"color requirement")),
    ("choose one of several effects", P(r"(?:^|\s)\u30fb|choose one of")),
    ("cost reduction", P(r"reduce|cost(?: is)? -\d|cost of \S+ (?:is )?reduced")),
    ("digivolve by effect", P(r"digivolves? into|(?<!de-)digivolve (?:it|this|1|them)|ignoring digivolution requirements")),
    ("play without paying", P(r"without paying")),
    ("set memory", P(r"set (?:it|your memory|the memory) to")),
    ("name or trait aliases", P(r"also treated as|is also treated")),
    ("cost paid by an effect (by ...)", P(r"(?:^|, |\] )by (?:trashing|deleting|suspending|returning|placing|"
                                         r"adding|revealing|paying)")),
    ("relative target filter", P(r"the (?:fewest|most|lowest|highest)|as much or less|as high or lower")),
    ("filtered or all-target effect", P(r"all of (?:your|your opponent's) (?:\S+ )*(?:digimon|tamers)")),
    ("replacement effect (would)", P(r"\bwould\b")),
    ("token", P(r"token")),
    ("effect immunity", P(r"(?:isn't|aren't|can't be) affected|unaffected|don't affect")),
    ("place cards as digivolution cards", P(r"as (?:its|their|any of your \S+'s)? ?(?:bottom |top )?digivolution cards?"
                                            r"|under (?:this|1 of your|one of your|any of your|your)")),
    ("security stack manipulation", P(r"security (?:stack|card)")),
    ("attack by effect", P(r"may attack|attack with|attacks? (?:a|your opponent|players)|<attack unsuspended>")),
    ("restriction (can't)", P(r"can't|cannot")),
    ("hatch by effect", P(r"hatch")),
    ("trigger on another event (when ...)", P(r"(?:^|\s)when ")),
    ("activate another effect", P(r"activate")),
    ("play by effect", P(r"\bplay\b")),
    ("return from trash", P(r"from (?:your|the) trash")),
    ("face-down card", P(r"face[ -]down")),
    ("reveal variant", P(r"reveal")),
    ("condition outside the vocabulary", P(r"(?:^|\s)(?:if|while|for each|for every) |this digimon with the")),
    # read where an option's effect places it (`place_in_battle_area`): named only when nothing else is missing
    ("place option in the battle area", P(r"place this card (?:in|into) (?:the|its owner's|your) battle area")),
)
_KEYWORD_NAME = re.compile(r"<([a-z][a-z .'-]*?)(?: [+-]?\d+)?(?: \(|>)")
_KEYWORD_FULL_NAMES = {"security a": "security attack"}
KNOWN_KEYWORDS = set(KEYWORDS) | set(NAMED_KEYWORDS) | {"security attack", "draw", "recovery", "de-digivolve",
                                                         "digi-burst", "delay"}
MECHANIC_NAMES = tuple(dict.fromkeys([n for n, _ in TAG_MECHANICS + BODY_MECHANICS] + [n for _, n in HEADER_TAGS])) + (
    "option or tamer text not modeled", "other wording",
    "link effect on more than the linked Digimon", "link effect timing")  # and "keyword NAME"


@dataclass
class Context:
    card: str
    block: str
    trigger: str
    max_copies: int = 4    # the catalog's copies-per-deck fact of the card
    kind: str = ""         # digimon, tamer, option, digi-egg
    when_played: bool = False   # a persistent effect opened with "when this card would be played / used, "
    previous: str = ""     # the clause before the sentence being read, for "that digimon" / "it"


def match_sentence(sentence, ctx, scopes=("action",)):
    for p in PATTERNS:
        if p.scope in scopes:
            m = p.regex.fullmatch(sentence)
            if m is not None:
                try:
                    return p.name, p.emit(m, ctx)
                except NoFit:
                    continue
    raise NoFit(sentence)


# the costs a chained `may` row may pay ("Then, by ...ing X, Y"): declined or unpaid, the rows after it don't run
# (simcore.effects.is_effect_cost)
CHAINED_COSTS = ("trash_under_tamer_cost", "hand_to_security_cost", "trash_own_security", "security_top_to_hand", "trash_from_hand_cost",
                 "delete_own_cost", "place_under_cost", "return_from_trash_cost", "return_from_trash_top_cost",
                 "suspend_own_cost", "trash_from_hand_or_digivolution_cost", "return_opponent_trash_cost", "return_opponent_trash_top_cost", "delete_cost",
                 "trash_own_digivolution_cost", "trash_most_security_top_cost",
                 "security_or_under_tamer_cost", "bounce_own_cost", "trash_link_cost", "place_under_tamer_cost",
                 "place_from_trash_under_cost")


# "this [X] trait Digimon" / "this Digimon with the [X] trait" (the rest of the sentence about this Digimon)
_THIS_TRAIT_DIGIMON = P(r"this (?:(?P<trait>" + _ALTS + r") trait digimon|digimon with the (?P<trait2>" + _ALTS
                        + r") trait) ")


def _chained_cost(s, chain_cond, names):
    """"Then, by ...ing X, [you may | this Digimon may] Y": the cost clause, `may` (the choice is paying it), and the
    rest of the sentence; (None, s) when s opens with no such cost."""
    for regex, cost, emit in EFFECT_COSTS:
        m = regex.match(s)
        if m is None:
            continue
        clause = emit(m)
        if clause.split()[0] not in CHAINED_COSTS:
            raise NoFit("a chained cost the engine doesn't stop on")
        if chain_cond and chain_cond != "if=turn_is_yours":
            raise NoFit("a condition on a chained cost")
        rest = s[m.end():]
        if rest.startswith("you may "):
            rest = rest[len("you may "):]
        elif (may := _MAY_DIGIVOLVE.match(rest)) is not None:
            rest = may.group(1) + " " + rest[may.end():]
        names.append("chained cost " + cost)
        clause = clause.replace(" filter=", " filter=may,", 1) if " filter=" in clause else clause + " filter=may"
        # "Then, if it's your turn, by ...ing X, Y": the cost too is offered in your turn only (Y under the same
        # condition: in the opponent's turn neither runs)
        return (chain_cond + " " + clause if chain_cond else clause), rest
    return None, s


# "if [A] or [B] is in this digimon's digivolution cards, ": 1 or more digivolution cards of one of those names (the
# names kept apart from the clause's own filters, this_name=; `split_this_key` moves them onto the clause)
_UNDER_NAMED = P(r"(?:if|while) (?:(?P<names>" + _ALTS + r") (?:is|are) in (?:this digimon's|its) digivolution cards"
                 r"|this digimon has (?P<names2>" + _ALTS + r") in its digivolution cards"
                 r"|a card with (?P<inname>\[[^\]]+\]) in its name or (?P<named>\[[^\]]+\]) is in this digimon's "
                 r"digivolution cards"
                 r"|a card with (?P<intrait>\[[^\]]+\]) in its traits(?: or (?P<named2>\[[^\]]+\]))? is in this digimon's "
                 r"digivolution cards"
                 r"|an? (?P<ucolor>" + _COLOR + r") card is in this digimon's digivolution cards"
                 r"|this digimon has an? (?P<ucolor2>" + _COLOR + r") (?:card in its digivolution cards|digivolution "
                 r"card)"
                 r"|this digimon has an? (?P<tcolor>" + _COLOR + r") tamer in its digivolution cards), ")
UNDER_NAMED = "named_digivolution_cards>="


def split_this_key(cond):
    """(the `if=` option, the this_name= key its clause carries or "") of a split_condition result."""
    if cond is not None and (" this_name=" in cond or " this_any=" in cond or " this_all=" in cond):
        cond, key = cond.split(" ", 1)
        return cond, key
    return cond, ""


def with_under_names(clause, key):
    """The clause with the names of a split_this_key key: name= where the clause has no trait or name filter of its
    own and the condition may read the clause's (decks.effects), this_name= otherwise."""
    words = clause.split()
    target = next((w[len("target="):] for w in words if w.startswith("target=")), "none")
    own = any(w.startswith(("trait=", "trait~", "name=", "name~", "any=")) for w in words)
    if not own and not key.startswith("this_all=") and (target in ("self", "none", "player", "opponent")
                    or (target == "all_opponent" and words[0] in ("delete", "dp", "bounce"))):
        return clause + " " + key[len("this_"):]
    return clause + " " + key


def split_condition(sentence, trigger):
    """(option, rest of the sentence) for a leading condition, (None, sentence) without one. A condition on names
    of this Digimon's digivolution cards comes with its this_name= key after the option (split_this_key)."""
    if (m := _UNDER_NAMED.match(sentence)) is not None:
        if "on_deletion" in trigger:   # a deleted Digimon's stack is gone when the effect activates
            raise NoFit("a condition on the digivolution cards of a deleted digimon")
        if m["tcolor"]:   # a Tamer card of a colour under this Digimon: both
            return f"if={UNDER_NAMED}1 this_all=kind:tamer|color:{m['tcolor']}", sentence[m.end():]
        if m["ucolor"] or m["ucolor2"]:   # a card of a colour (blue) under this Digimon: a card of the colour
            return f"if={UNDER_NAMED}1 this_any=color:{m['ucolor'] or m['ucolor2']}", sentence[m.end():]
        if m["inname"]:   # "a card with [A] in its name or [B]": a part of one name, the other exact
            return (f"if={UNDER_NAMED}1 this_any=name:{alternatives(m['inname'])}|named:{alternatives(m['named'])}",
                    sentence[m.end():])
        if m["intrait"]:   # "a card with [A] in its traits or [B]": a part of a trait, or the exact name (its
            # initials without the space normalize puts after a full stop: [J.P. Shibayama] is j.p._shibayama)
            if m["named2"] is None:
                return f"if={UNDER_NAMED}1 this_any=in_trait:{alternatives(m['intrait'])}", sentence[m.end():]
            named = alternatives(re.sub(r"\b([a-z])\. (?=[a-z]\.)", r"\1.", m["named2"]))
            return (f"if={UNDER_NAMED}1 this_any=in_trait:{alternatives(m['intrait'])}|named:{named}",
                    sentence[m.end():])
        return f"if={UNDER_NAMED}1 this_name=" + alternatives(m["names"] or m["names2"]), sentence[m.end():]
    for regex, fmt, triggers in CONDITIONS:
        m = regex.match(sentence)
        if m is not None:
            if triggers is not None and trigger not in triggers:
                raise NoFit("condition on another timing")
            values = {k: v for k, v in m.groupdict().items() if v is not None}
            values.setdefault("n", values.get("m"))
            if "name" in values:   # a card's name, written as the effect language spells names
                values["name"] = alternatives("[" + values["name"] + "]")
            return "if=" + fmt.format(**values), sentence[m.end():]
    return None, sentence


def _condition_name(option):
    cond = option[3:]
    if cond.startswith(UNDER_NAMED):
        return "condition " + UNDER_NAMED
    for _, fmt, _ in CONDITIONS:
        if cond.startswith(fmt.split("{")[0]):
            return "condition " + fmt.split("{")[0]
    raise ValueError(option)


# "When this Digimon would digivolve into X, if you have a Tamer, reduce the cost by N": the condition own_tamers>=1
_WOULD_DIGIVOLVE_IF_TAMER = P(r"(?P<when>when this digimon would digivolve(?: into .+?)?, )if you have an? "
                              r"(?P<color>(?:red|blue|yellow|green|black|purple|white) )?tamer(?: in play)?, "
                              r"(?P<rest>reduce .+)")
# "If you have a [X] trait Digimon / a Tamer, ...": `if=own_has`, the card filters of the clause name what you have
_OWN_HAS = P(r"if you have (?:a digimon with the (?P<trait>" + _ALTS + r") trait|an? (?P<trait2>" + _ALTS +
             r") trait digimon(?P<or_tamer> or tamer)?|a digimon with (?P<inname>" + _ALTS + r") in its name(?: in play)?"
             r"|a digimon with (?P<intext>" + _ALTS + r") in its text|a digimon with (?P<intraits>" + _ALTS +
             r") in one of its traits"
             r"|(?P<tamer>a tamer)(?: in play)?|(?P<digimon>a digimon)(?: in play)?|an? (?P<color>" + _COLOR + r")(?: or (?P<color2>" + _COLOR + r"))? "
             r"(?P<ckind>digimon or "
             r"tamer|digimon|tamer)(?: in play)?|(?P<names>" + _ALTS + r")(?: in play)?), ")
_COLORED_KINDS = {"digimon": "kind=digimon", "tamer": "kind=tamer", "digimon or tamer": "kinds=digimon,tamer"}
_OPPONENT_HAS_TAMER = P(r"if your opponent has a tamer(?: in play)?, ")


# "while you have a red Digimon (in play), ...", "while you have another Digimon or Tamer with [X] in its traits
# (in play), ...": the condition own_has of a persistent dp or keyword of this Digimon (simcore.query.self_row_holds)
_WHILE_OWN_HAS = P(r"while you have (?:an? (?P<color>" + _COLOR + r") (?P<ckind>digimon or tamer|digimon|tamer)|another "
                   r"digimon or tamer with (?P<intraits>" + _ALTS + r") in (?:its|one of its) traits)(?: in play)?, ")
SELF_HAS_ACTIONS = ("dp", "security_attack", "blocker", "reboot", "retaliation", "piercing", "jamming", "rush")


def while_own_has_words(m):
    """The card filters of a persistent `if=own_has` condition's match."""
    if m["color"]:
        return f"{_COLORED_KINDS[m['ckind']]} color={m['color']}"
    return "kinds=digimon,tamer trait~" + alternatives(m["intraits"]) + " filter=other"


def own_has_words(m):
    """The card filters of an `if=own_has` condition's match."""
    if m["tamer"]:
        return "kind=tamer"
    if m["digimon"]:   # "if you have a digimon (in play)": any Digimon of yours in the battle area
        return "kind=digimon"
    if m["color"]:
        return f"color={m['color']}" + (f",{m['color2']}" if m["color2"] else "") + " " + _COLORED_KINDS[m["ckind"]]
    if m["inname"]:
        return "kind=digimon name~" + alternatives(m["inname"])
    if m["intext"]:   # "[X] in its text": a Digimon whose text names X
        return "kind=digimon text~" + alternatives(m["intext"])
    if m["intraits"]:   # "[A] or [B] in one of its traits": a part of a trait
        return "kind=digimon trait~" + alternatives(m["intraits"])
    if m["names"]:   # "if you have [A] or [B]": a Digimon or Tamer of one of those names
        return "kinds=digimon,tamer name=" + alternatives(m["names"])
    kind = "kinds=digimon,tamer" if m["or_tamer"] else "kind=digimon"
    return kind + " trait=" + alternatives(m["trait"] or m["trait2"])

_MAY_DIGIVOLVE = re.compile(r"(this digimon|1 of your digimon or tamers|1 of your (?:other )?(?:(?:red|blue|yellow|green|black|purple|white) |"
                            + _ALTS + r"(?: trait)? )?digimon|1 of your \[[^\]]+\]|1 of your digimon with " + _ALTS +
                            r" in (?:one|any) of its traits or the " + _ALTS + r" trait|2 of your digimon"
                            r"|this digimon and (?:any|one) of your other digimon) may (?=(?:dna )?digivolve)")


# Chained conditions a clause's action can change: a condition on several clauses is written on each of them, which
# is exact only when none of them changes what it reads (the others stay one clause each)
CONDITIONS_UNCHANGEABLE = ("dna_digivolving",)   # how this Digimon came to be: no clause changes it
CONDITION_CHANGED_BY = {"own_memory>=": ("memory", "set_memory"), "own_memory<=": ("memory", "set_memory")}


def condition_kept_by(cond, clauses):
    """Whether the `if=` option cond holds the same before each of the clauses (none of them changes it)."""
    if cond[3:] in CONDITIONS_UNCHANGEABLE:
        return True
    for prefix, actions in CONDITION_CHANGED_BY.items():
        if cond[3:].startswith(prefix):
            return not any(c.split()[0] in actions for c in clauses)
    # a count of cards, memory, Tamers or Digimon is not changed by clauses that only give DP or keywords
    return cond[3:].startswith(BRANCH_CONDITIONS) and all(c.split()[0] in GAINS_ONLY for c in clauses)


GAINS_ONLY = ("dp", "rush", "keyword", "security_attack", "piercing", "blocker", "jamming", "reboot", "retaliation")


_PLAYED = r"if you did, "   # after a play clause: only if it played a card
_SUSPENDED_OWN = r"if this effect suspended (?:your|one of your|any of your) digimon, "
_NOT_SUSPENDED = r"if this effect didn't suspend, "   # after a suspend_unsuspended clause: it suspended none
_RETURNED = r"if this effect returned, "   # after a bounce clause: only if it returned a Digimon
_NOT_DELETED = (r"if (?:this effect didn't delete|(?:an|your) opponent's digimon wasn't deleted by this effect"
                r"|no (?:opponent's )?digimon (?:was|is) deleted by this effect), ")
# "If that Digimon has the [X] trait, <verb> that Digimon." after a clause that chose 1 Digimon: the same Digimon
# (filter=same_targets), the action taken only if it passes the trait filter
_IF_THAT_HAS = re.compile(r"if that digimon has the (?P<trait>" + _ALTS + r") trait, (?P<verb>unsuspend|suspend|delete)"
                          r" that digimon\.?$")


def _if_that_has(m, previous):
    """The clause of an _IF_THAT_HAS sentence, on the Digimon the clause before (`previous`) chose."""
    before = previous.split()
    t = [w for w in before if w.startswith(("target=", "count=")) or w == "up_to"]
    if t not in (["target=own", "count=1"], ["target=opponent", "count=1"]):
        raise NoFit("'that digimon' after a clause that chose no 1 Digimon")
    return f"{m['verb']} " + " ".join(same_targets(t)) + " trait=" + alternatives(m["trait"])


# "If X, A. If Y, B.": conditions read on the game state as each sentence comes (a clause of its own each)
BRANCH_CONDITIONS = ("own_security", "opponent_security", "own_memory", "own_hand", "own_trash", "own_tamers",
                     "own_digimon<=", "opponent_digimon", "opponent_hand", "opponent_trash", "all_security", "all_trash",
                     "named_digivolution_cards")
BRANCH_ONLY = ("named_digivolution_cards",)   # conditions read as branches only beside another such sentence
_SECURITY_ELLIPSIS = re.compile(r"if you have (\d+) or (fewer|more|less), ")   # "if you have 3 or fewer, "


# "A. If [X] is in this Digimon's digivolution cards, B instead.": the second sentence's condition, read as
# split_condition reads it, with "instead" at its end ("it": this Digimon)
_INSTEAD = re.compile(r"(?P<b>.+) instead")
UNDER_NAMED_NONE = "named_digivolution_cards<=0"


def instead_under_named(parts, ctx):
    """(options, clauses, pattern names) of "A. If <a digivolution card of this Digimon is X>, B instead.": A runs
    while none of its digivolution cards is X (named_digivolution_cards<=0), B while one is (>=1), each a clause
    after `branches` with the condition's this_ key; None for another text."""
    if len(parts) != 2 or (m := _INSTEAD.fullmatch(parts[1].rstrip("."))) is None:
        return None
    cond, rest = split_condition(m["b"], ctx.trigger)
    cond, key = split_this_key(cond)
    if cond != f"if={UNDER_NAMED}1" or not key:
        return None
    first = parts[0].rstrip(".")
    if re.match(r"(?:if|then|you may|by|when|while) ", first):
        raise NoFit("a condition, choice or cost in front of an 'instead'")
    rest = re.sub(r"^it (?=gains |gets )", "this digimon ", rest)
    _, a = match_sentence(first, ctx)
    _, b = match_sentence(rest, ctx)
    if len(a) != 1 or len(b) != 1:
        raise NoFit("'instead' over several clauses")
    return [], ["branches", f"if={UNDER_NAMED_NONE} {with_under_names(a[0], key)}",
                f"{cond} {with_under_names(b[0], key)}"], ["branches", INSTEAD_UNDER_NAMED]


# "for every 2 colors your Tamers [with the [X] trait] have, <a clause>" / "<a clause> for every 2 of your Tamers'
# colors": the clause once for every 2 colours among your Tamers (for_each=own_tamer_color_pairs); "their" in the
# clause after the opening is the opponent's (the effects of this wording name the opponent's Digimon before it)
_TAMER_COLOR_PAIRS_FIRST = re.compile(r"for every 2 colors your tamers(?: with the (?P<trait>\[[^\]]+\]) trait)? have, ")
_TAMER_COLOR_PAIRS_LAST = re.compile(r" for every 2 (?:of your tamers' colors|colors your tamers have)$")


def tamer_color_pairs_words(s):
    """(the sentence without its tamer colour count, the base_trait= words of that count ("" for all Tamers), or
    None without one)."""
    if (m := _TAMER_COLOR_PAIRS_FIRST.match(s)) is not None:
        rest = re.sub(r"^((?:return|suspend|delete) 1 of )their ", r"\1your opponent's ", s[m.end():])
        return rest, ("base_trait=" + alternatives(m["trait"]).lower() if m["trait"] else "")
    if (m := _TAMER_COLOR_PAIRS_LAST.search(s)) is not None:
        return s[:m.start()], ""
    return s, None


def with_tamer_color_pairs(emitted, base):
    """The one clause of a sentence counted by the colours of your Tamers: a counted clause (target=own, opponent
    or any with count=, its targets picked that many times), or the amount of de_digivolve or dp (all Tamers)."""
    if len(emitted) != 1:
        raise NoFit("a tamer colour count over several clauses")
    words = emitted[0].split()
    counted = any(w.startswith("count=") for w in words) and any(
        w in ("target=own", "target=opponent", "target=any") for w in words)
    if words[0] in ("de_digivolve", "dp") and not base and counted:
        return [emitted[0] + " for_each=own_tamer_color_pairs"]
    if words[0] in ("de_digivolve", "dp", "trash_digivolution_cards_of_one") or not counted:
        raise NoFit("a tamer colour count of another clause")
    return [" ".join([emitted[0], "for_each=own_tamer_color_pairs", *([base] if base else [])])]


def branch_parts(parts, ctx):
    """The sentences of an effect whose first sentence and another one (not "Then, ...") open with a condition of
    their own, each written as a "Then, if ..." clause after the first clause `branches`; None for another text."""
    if len(parts) < 2:
        return None
    first, rest = split_condition(parts[0], ctx.trigger)
    if first is None or not first[3:].startswith(BRANCH_CONDITIONS):
        return None
    if all(re.match(r"then,? ", s) for s in parts[1:]):
        if first[3:].startswith(BRANCH_ONLY):   # read with its "Then" clauses under it (all_then)
            return None
        # "If you have N or fewer security cards, <Recovery +1>. Then, ...": the condition is its sentence's alone
        # (General Rules 15-1-2: the text in its order), the "Then" clauses run either way
        return ["then, " + parts[0], *parts[1:]]
    out = []
    branched = False
    for i, s in enumerate(parts):
        if re.match(r"then,? ", s):
            out.append(s)
            continue
        if first.startswith("if=own_security"):   # the second sentence leaves "security cards" out
            s = _SECURITY_ELLIPSIS.sub(r"if you have \1 or \2 security cards, ", s, count=1)
        cond, _ = split_condition(s, ctx.trigger)
        if cond is None or not cond[3:].startswith(BRANCH_CONDITIONS):
            return None
        branched = branched or i > 0
        out.append("then, " + s)
    return out if branched else None


def read_body(body, ctx):
    """(options, clauses, pattern names) for the body of a timed effect; NoFit if any part is not understood."""
    for p in PATTERNS:
        if p.scope == "body":
            m = p.regex.fullmatch(body)
            if m is not None:
                try:
                    options = ["optional"] if m.groupdict().get("may") else []   # a leading "you may "
                    return options, p.emit(m, ctx), [p.name]
                except NoFit:
                    pass
    for regex, cost, kinds in COSTS:   # "by ...ing, <a whole body>": unpaid, nothing of it happens
        m = regex.match(body)
        if m is None or ctx.kind not in kinds:
            continue
        for p in PATTERNS:
            whole = p.regex.fullmatch(body[m.end():]) if p.scope == "body" else None
            if whole is not None and not whole.groupdict().get("may"):
                try:
                    return ["optional"], [cost, *p.emit(whole, ctx)], ["cost " + cost, p.name]
                except NoFit:
                    pass
    for regex, cost, emit in EFFECT_COSTS:   # "By ...ing X, <a body of several sentences>": paid, the body runs
        m = regex.match(body)
        if m is None:
            continue
        for p in PATTERNS:
            b = p.regex.fullmatch(body[m.end():]) if p.scope == "body" else None
            if b is not None and not b.groupdict().get("may"):
                try:
                    return ["optional"], [emit(m), *p.emit(b, ctx)], ["cost " + cost, p.name]
                except NoFit:
                    pass
    options, clauses, names = [], [], []
    body = _IF_YOU_DO_TAMER.sub("you may suspend this tamer to ", body)   # the same cost, written in two sentences
    body = _MAY_TRASH_TO.sub(r"by trashing \1 in your hand, ", body)   # "you may trash X to Y": a cost
    body = _TAMER_NAMES_REDUCTION.sub(r"\1 with the digivolution cost reduced by \2 for each of your red tamers with "
                                      r"different names", body)
    parts = sentences(body)
    if (instead := instead_under_named(parts, ctx)) is not None:
        return instead
    head = None   # a whole-body pattern that reads the first sentences, "Then, ..." sentences after it
    for p in PATTERNS:
        m = p.regex.match(body) if p.scope == "body" else None
        if m is not None and not m.groupdict().get("may"):
            rest = body[m.end():].lstrip(". ")
            if re.match(r"then,? ", rest):
                try:
                    head = (p.name, p.emit(m, ctx))
                except NoFit:
                    continue
                parts = [body[:m.end()], *sentences(rest)]
                break
    # "you may" or a cost in the first sentence covers the whole effect when the others follow it ("Then"):
    # declined or unpaid, nothing of it happens (RULES.md section 11)
    # "If this effect didn't delete, ..." follows its delete clause like a "Then" sentence, under the condition
    if head is None and (branched := branch_parts(parts, ctx)) is not None:
        head, parts = ("branches", ["branches"]), ["", *branched]
    all_then = all(re.match(r"then,? |" + _NOT_DELETED + "|" + _SUSPENDED_OWN + "|" + _PLAYED + "|" + _NOT_SUSPENDED + "|" + _RETURNED, p) or _IF_THAT_HAS.match(p)
                   or _UNDER_NAMED.match(p)   # "If [A] is in its digivolution cards, Y": Y alone, after the rest
                   for p in parts[1:])
    may_then = False
    paid = False   # a "by ..." cost opened the effect
    may_added = False   # a leading "you may" made the effect optional
    first_may = False   # the first clause alone is the choice (filter=may), the "Then" clauses run either way
    this_has = None
    own_has = None
    under_key = ""
    for i, s in enumerate(parts):
        chain_cond = None
        chain_may = False
        chain_cost = None
        if i == 0 and head is not None:
            names.append(head[0])
            clauses += head[1]
            continue
        if i > 0 and (that := _IF_THAT_HAS.match(s)) is not None:
            clauses.append(_if_that_has(that, clauses[-1] if clauses else ""))
            names.append("if that digimon has the trait")
            continue
        if i > 0 and re.match(_NOT_DELETED, s):
            if not clauses or clauses[-1].split()[0] != "delete":
                raise NoFit("didn't delete, after another clause")
            chain_cond, s = "if=not_deleted", s[re.match(_NOT_DELETED, s).end():]
            names.append("condition not_deleted")
        elif i > 0 and re.match(_NOT_SUSPENDED, s):
            if not clauses or clauses[-1].split()[0] != "suspend_unsuspended":
                raise NoFit("didn't suspend, after another clause")
            chain_cond, s = "if=not_suspended", s[re.match(_NOT_SUSPENDED, s).end():]
            names.append("condition not_suspended")
        elif i > 0 and re.match(_PLAYED, s):
            if not clauses or clauses[-1].split()[0] not in ("play_from_hand", "play_from_trash"):
                raise NoFit("if you did, after another clause")
            chain_cond, s = "if=played", s[re.match(_PLAYED, s).end():]
            names.append("condition played")
        elif i > 0 and re.match(_RETURNED, s):
            if not clauses or clauses[-1].split()[0] != "bounce":
                raise NoFit("if this effect returned, after another clause")
            chain_cond, s = "if=returned", s[re.match(_RETURNED, s).end():]
            names.append("condition returned")
        elif i > 0 and re.match(_SUSPENDED_OWN, s):
            if not clauses or clauses[-1].split()[0] != "suspend":
                raise NoFit("suspended your digimon, after another clause")
            chain_cond, s = "if=suspended_own", s[re.match(_SUSPENDED_OWN, s).end():]
            names.append("condition suspended_own")
        elif i > 0:
            then = re.match(r"then,? ", s)
            s = s[then.end():] if then else s
            if then:
                if s.startswith("if it's your turn, "):   # whose turn it is, for this clause alone
                    chain_cond, s = "if=turn_is_yours", s[len("if it's your turn, "):]
                    names.append("condition turn_is_yours")
                else:
                    chain_cond, s = split_condition(s, ctx.trigger)
                    if chain_cond and chain_cond[3:].startswith(UNDER_NAMED) and "x_antibody" in chain_cond:
                        # the X Antibody cards of this wording are hand-written, their names with the cards' name
                        # rules beside them and durations read per window
                        raise NoFit("'then, if' on the names of the digivolution cards")
                    if chain_cond:
                        names.append(_condition_name(chain_cond))
                chain_cost, s = _chained_cost(s, chain_cond, names)   # "Then, by ...ing X, Y": paying is the choice
                if chain_cost is None and s.startswith("you may "):   # "Then, you may ...": this clause alone
                    chain_may = True
                    s = s[len("you may "):]
                elif chain_cost is None and s == "this digimon may unsuspend":   # this clause alone, as above
                    chain_may = True
                    s = "unsuspend this digimon"
                elif chain_cost is None and (m := _MAY_DIGIVOLVE.match(s)) is not None:   # "this digimon may digivolve"
                    chain_may = True
                    s = m.group(1) + " " + s[m.end():]
            else:   # "If X, Y." after the first sentence: Y alone runs under the condition
                chain_cond, s = split_condition(s, ctx.trigger)
                if chain_cond and (this_has or own_has or any(o.startswith("if=") for o in options)):
                    raise NoFit("a condition of the first sentence is the whole effect's, not this sentence's")
                if chain_cond:
                    names.append(_condition_name(chain_cond))
        else:
            for regex, window in WINDOW_PHRASES:
                m = regex.match(s)
                if m is not None:
                    if len(parts) > 1:
                        raise NoFit("whose turn, for one sentence of several")
                    options.append(window)
                    names.append("window " + window)
                    s = s[m.end():]
                    break
            cond, s = split_condition(s, ctx.trigger)
            cond, under_key = split_this_key(cond)
            if cond:
                options.append(cond)
                names.append(_condition_name(cond))
            elif (m := _THIS_HAS.match(s)) is not None:
                if len(parts) > 1:
                    raise NoFit("this_has over several sentences")
                this_has = this_has_words(m)
                options.append("if=this_has")
                names.append("condition this_has")
                s = s[m.end():]
            elif (m := _OWN_HAS.match(s)) is not None:
                if len(parts) > 1:
                    raise NoFit("own_has over several sentences")
                own_has = own_has_words(m)
                options.append("if=own_has")
                names.append("condition own_has")
                s = s[m.end():]
            elif (m := _OPPONENT_HAS_TAMER.match(s)) is not None:   # the first clause's card filter: a Tamer
                if len(parts) > 1:
                    raise NoFit("opponent_has over several sentences")
                own_has = "kind=tamer"
                options.append("if=opponent_has")
                names.append("condition opponent_has")
                s = s[m.end():]
            for regex, cost, kinds in COSTS:
                m = regex.match(s)
                if m is not None:
                    # "By ...ing, X. Then, Y": unpaid, nothing of it happens, "Then" included (RULES.md section 11)
                    if ctx.kind not in kinds or (len(parts) > 1 and not (all_then and m[0].startswith("by "))):
                        raise NoFit("cost")
                    options.append("optional")
                    clauses.append(cost)
                    names.append("cost " + cost)
                    s = s[m.end():]
                    paid = len(parts) > 1
                    break
            else:
                for regex, cost, emit in EFFECT_COSTS:
                    m = regex.match(s)
                    if m is not None:
                        if not all_then:
                            raise NoFit("cost followed by more than 'then'")
                        options.append("optional")
                        clauses.append(emit(m))
                        names.append("cost " + cost)
                        s = s[m.end():]
                        paid = True
                        if clauses[-1].startswith("place_from_trash_face_down_cost") and s.startswith(
                                "it may digivolve into "):   # "it": this Digimon, the cards placed under it
                            s = "this digimon" + s[2:]
                        if (this := _THIS_TRAIT_DIGIMON.match(s)) is not None:
                            # "By ...ing, this [X] trait Digimon ...": the effect of a Digimon with that trait only
                            if len(parts) > 1 or cond or clauses[-1].split()[0] not in THIS_HAS_COSTS:
                                raise NoFit("a trait of this digimon after a cost")
                            options.append("if=this_has")
                            clauses[-1] += " trait=" + alternatives(this["trait"] or this["trait2"])
                            names.append("condition this_has after a cost")
                            s = "this digimon " + s[this.end():]
                        break
            if names and names[-1].startswith("cost ") and not cond:
                # "By ...ing, if <condition>, X": paid either way, the condition tested for X after the payment
                chain_cond, s = split_condition(s, ctx.trigger)
                if chain_cond:
                    names.append(_condition_name(chain_cond))
            if s.startswith("you may "):
                if not all_then:
                    raise NoFit("'you may' followed by more")  # the engine's 'optional' covers the whole effect
                if "optional" not in options:   # after a cost: declining is not paying
                    options.append("optional")
                    may_added = True
                s = s[len("you may "):]
                if len(parts) > 1 and not paid:   # after a cost: "then" follows the payment (RULES.md section 11)
                    may_then = True
            m = _MAY_DIGIVOLVE.match(s)
            if m is not None:   # "this digimon may digivolve ...": the same choice as "you may"
                if len(parts) > 1:
                    if not all_then or paid or "optional" in options:
                        raise NoFit("'may' followed by more")
                    first_may = True   # "X may digivolve ... Then, Y": declined, Y still runs
                elif "optional" not in options:   # a "by ..." cost in front is optional already
                    options.append("optional")
                s = m.group(1) + " " + s[m.end():]
        ctx.previous = clauses[-1] if clauses else ""
        s, pairs = tamer_color_pairs_words(s)
        name, emitted = match_sentence(s, ctx)
        if pairs is not None:
            emitted = with_tamer_color_pairs(emitted, pairs)
            names.append(TAMER_COLOR_PAIRS)
        if i == 0 and this_has:
            if emitted[0].split()[0] not in CAUSE_FILTER_ACTIONS or re.search(r" (?:trait=|name[~=])", emitted[0]):
                # an action with filters of its own: the condition's trait or name kept apart (this_trait=...)
                if not this_has.startswith(("trait=", "trait~", "name~", "text~")) or clauses:   # clauses: a cost first
                    raise NoFit("this_has with an action that has a filter of its own")
                emitted = [emitted[0] + " this_" + this_has, *emitted[1:]]
            else:
                emitted = [emitted[0] + " " + this_has, *emitted[1:]]
        if i == 0 and under_key:   # the digivolution cards' names: the first clause's this_name= key
            if clauses:
                raise NoFit("a cost before a condition on the digivolution cards' names")
            emitted = [with_under_names(emitted[0], under_key), *emitted[1:]]
        if i == 0 and own_has:
            first = emitted[0].split()
            if first[0] not in CAUSE_FILTER_ACTIONS and not (
                    first[0] in SELF_ACTIONS_WITHOUT_FILTERS and first[1:2] == ["target=self"]):
                raise NoFit("own_has with an action that has a filter of its own")
            emitted = [emitted[0] + " " + own_has, *emitted[1:]]
        if chain_may:
            if len(emitted) != 1:
                raise NoFit("a choice over several clauses")
            clause = emitted[0]
            emitted = [clause.replace(" filter=", " filter=may,", 1) if " filter=" in clause
                       else clause + " filter=may"]
        if i == 0 and may_then and emitted[-1].split()[0] not in STOPPING_ACTIONS:
            # "You may X. Then, Y": Y runs whether or not X is chosen (an X that stops the effect when it cannot
            # be done is read with the whole effect the choice): the choice is X's alone
            if len(emitted) != 1 or not may_added:
                raise NoFit("'you may' on an action that runs when it cannot be done, followed by 'then'")
            options.remove("optional")
            first_may = True
        if i == 0 and first_may:
            if len(emitted) != 1:
                raise NoFit("a choice over several clauses")
            emitted = [emitted[0].replace(" filter=", " filter=may,", 1) if " filter=" in emitted[0]
                       else emitted[0] + " filter=may"]
        if chain_cond:
            if len(emitted) != 1 and not condition_kept_by(chain_cond, emitted):
                raise NoFit("a condition on several clauses")
            chain_cond, key = split_this_key(chain_cond)
            emitted = [chain_cond + " " + (with_under_names(c, key) if key else c) for c in emitted]
        if chain_cost:
            emitted = [chain_cost, *emitted]
        clauses += emitted
        names.append(name)
    if not clauses:
        raise NoFit("empty")
    return options, clauses, names


# <Decode ([X])> (its reminder dropped; the data sometimes keeps a stray ")" after it)
# [Hand] [Main]: with a Tamer of a name, the card digivolves from the hand onto 1 of your Digimon of a name for a
# fixed cost, ignoring requirements, first (where written) a card of a name going from your trash under it
_HAND_DIGIVOLVE = re.compile(
    r"if you have (?P<tamer>\[[^\[\]]+\]), (?:by placing 1 (?P<placed>\[[^\[\]]+\]) from your trash as any of your "
    r"(?P<base>\[[^\[\]]+\])'s bottom digivolution card, it|1 of your (?P<base2>\[[^\[\]]+\])) digivolves into this "
    r"card for a digivolution cost of (?P<n>\d+), ignoring digivolution requirements\.?")
HAND_DIGIVOLVE = "hand main digivolve"


def _hand_digivolve_line(card, kind, seg, m):
    """The hand_main line of a _HAND_DIGIVOLVE match; NoFit for a name the catalog does not hold as one kind."""
    if kind != "digimon" or seg.block != "main":
        raise NoFit("a [Hand] digivolution of a card that is no Digimon")
    tamer = alternatives(m["tamer"])
    base = alternatives(m["base"] or m["base2"])
    if named_card_words(tamer.replace("_", " "))[0] not in ("kind=tamer", "kind=digimon") or \
            named_card_words(base.replace("_", " "))[0] != "kind=digimon":
        raise NoFit("a named card of another kind")
    words = [f"hand_digivolve {m['n']}", "base_name=" + base]
    if m["placed"]:
        words += named_card_words(alternatives(m["placed"]).replace("_", " "))
    return _line(card, "main", "hand_main", ["if=own_has_name=" + tamer], [" ".join(words)])


_DECODE = re.compile(r"<decode \((?P<names>\[[^\[\]<>]+\](?:(?:/| or )\[[^\[\]<>]+\])*)\)>\)?\.?")
# <Decode (X)> with a card description: "[Red/Black ]Lv.4[ or lower][ w/[A]/[B] in name|in any trait|trait|in text
# [or w/[C] ...]]"
_DECODE_FILTERED = re.compile(r"<decode \((?P<what>[^<>()]+)\)>\)?\.?")
_DECODE_CARD = re.compile(
    r"(?:(?P<colors>(?:red|blue|yellow|green|black|purple|white)(?:/(?:red|blue|yellow|green|black|purple|white))*) )?"
    r"lv\.(?P<lv>\d+)(?P<lower> or lower)?(?: w/(?P<a>" + _ALTS + r") (?P<ka>in name|in any trait|trait|in text)"
    r"(?: or w/(?P<b>" + _ALTS + r") (?P<kb>in name|in any trait|trait|in text))?)?")
_DECODE_KINDS = {"in name": "name", "in any trait": "in_trait", "trait": "trait", "in text": "text"}


def decode_card_words(what):
    """The card filter of a <Decode (X)> description (a Digimon card of its colours, level, names and traits);
    NoFit for another form."""
    m = _DECODE_CARD.fullmatch(what)
    if m is None:
        raise NoFit("decode " + what)
    words = ["kind=digimon"]
    if m["colors"]:
        words.append("color=" + m["colors"].replace("/", ","))
    words.append(f"level<={m['lv']}" if m["lower"] else f"level={m['lv']}")
    parts = [(m["ka"], m["a"])] + ([(m["kb"], m["b"])] if m["b"] else [])
    if len(parts) == 1 and m["ka"] == "trait":
        words.append("trait=" + alternatives(m["a"]))
    elif m["a"]:
        words.append(any_words(*((_DECODE_KINDS[k], phrase) for k, phrase in parts)))
    return words


# "When this Digimon [with [X] in its text] would leave the battle area [other than by your effects | by your
# opponent's effects], by COST, it doesn't leave." and "When any of your [other] Digimon with the [X] trait would
# ..., by COST, they don't leave.": the cost, then `stay` (the cause a condition of the stay clause)
_WOULD_LEAVE_STAY = re.compile(
    r"when (?:(?P<this>this (?:digimon(?: with (?P<text>\[[^\]]+\]) in its text)?|(?P<thisname>\[[^\]]+\])))"
    r"|any of your (?P<other>other )?(?:(?P<trait3>" + _ALTS + r") trait digimon|"
    r"digimon with (?:the (?P<trait>" + _ALTS + r") trait|(?P<traits>the " + _ALTS + r" trait or " + _ALTS +
    r" in any of their traits)))) would (?P<how>leave the battle area|be deleted)"
    r"(?P<cause> other than by (?:your|one of your) effects?| by your opponent's effects)?, "
    r"(?P<cost>by .+?, )(?:(?P<it>it doesn't leave|prevent that deletion|prevent it from leaving)|(?P<they>they don't leave))\.?")
# a free play of a card from its digivolution cards when this Digimon would leave the battle area (perhaps other
# than by its owner's effects): in any way (in battle too), before it leaves
_WOULD_LEAVE_PLAY = re.compile(
    r"when this digimon would leave the battle area(?P<cause> other than by (?:(?:your|one of your) effects?|digixros))?,"
    r" you may "
    r"play (?P<what>1 [^.]+?) from (?:its|this digimon's) digivolution cards without paying (?:the|its) cost\.?")
_LEAVING_CAUSES = {None: "", " other than by your effects": "if=not_by_own_effects ",
                   " other than by one of your effects": "if=not_by_own_effects ",
                   " other than by your effect": "if=not_by_own_effects ",
                   " by your opponent's effects": "if=by_opponent_effects ",
                   # a DigiXros material leaves without this timing (simcore.digixros.place_materials): other
                   # leavings are the ones the row sees
                   " other than by digixros": ""}


def _would_leave_stay(card, block, m, once):
    """The lines of a _WOULD_LEAVE_STAY match: its cost (one of EFFECT_COSTS), then `stay` on this Digimon
    (would_leave_any_way) or on that one of your Digimon (own_digimon_would_leave, its trait a `card.` option)."""
    if bool(m["this"]) != bool(m["it"]):
        raise NoFit("'it' and 'they' mixed")
    cost = m["cost"]
    if m["thisname"] and block != "link":
        raise NoFit("this [X] outside a link text")
    for regex, _, emit in EFFECT_COSTS:
        c = regex.fullmatch(cost)
        if c is not None:
            clause = emit(c)
            if clause.startswith("top_card_under_cost"):   # not one the leaving timings run (decks.effects)
                raise NoFit("a cost the leaving timings don't run")
            break
    else:
        if cost == "by trashing 1 of its link cards, " and block == "link":   # the linked Digimon's link cards
            clause = "trash_link_cost"
        elif cost != "by suspending this digimon, " or block == "inherited":
            raise NoFit("a cost outside the vocabulary")
        else:
            clause = "suspend_self_cost"   # the Digimon whose text it is, in the battle area
    if m["how"] == "be deleted":
        if m["cause"] or m["text"]:
            raise NoFit("a deletion with a cause")
        cond = "if=would_be_deleted "
    else:
        cond = _LEAVING_CAUSES[m["cause"]]
    if m["this"]:
        if m["text"] or m["thisname"]:
            if cond:
                raise NoFit("two conditions on the stay clause")
            cond = "if=this_has "
        stay = "stay target=self" + (" text~" + alternatives(m["text"]) if m["text"] else "") + (
            " name=" + alternatives(m["thisname"]) if m["thisname"] else "")
        trigger, options = "would_leave_any_way", []
    else:
        if clause.startswith("delete_own_cost"):
            raise NoFit("a deletion cost with a card filter on the leaving Digimon")
        stay = "stay target=event" + (" filter=other" if m["other"] else "")
        if m["traits"]:   # "with the [A] trait or [B] in any of their traits"
            options = ["card." + w for w in card_filter_words("digimon card with " + m["traits"].replace(
                "in any of their traits", "in any of its traits")) if not w.startswith("kind=")]
        else:
            options = ["card.trait=" + alternatives(m["trait"] or m["trait3"])]
        trigger = "own_digimon_would_leave"
    options += ["once_per_turn"] * once + ["optional"]
    return [_line(card, block, trigger, options, [clause, cond + stay])], ["would leave: it doesn't leave"]


# An inherited keeping effect of the X Antibody Digimon: while this Digimon has one of the names, a deletion or a
# return to the hand or deck by an effect (or, other cards, a deletion in battle) is answered by trashing N of its
# digivolution cards of one level: the names an if=this_has, the cost, then `stay` under the leaving's cause
_WOULD_LEAVE_SAME_LEVEL = re.compile(
    r"when this digimon has (?P<names>" + _ALTS + r") in its name and (?:(?P<effect>an effect would delete it or return "
    r"it to your hand or deck)|(?P<battle>would be deleted in battle)), you may trash (?P<n>\d+) cards of the same level in this "
    r"digimon's digivolution cards to prevent (?P<end>it from leaving play|that deletion)\.?")


def _would_leave_same_level(card, block, m, once):
    """The line of a _WOULD_LEAVE_SAME_LEVEL match: would_leave_any_way, its names an if=this_has, the cost
    trash_same_level_digivolution_cost, then `stay` on this Digimon under the leaving's cause."""
    if bool(m["battle"]) != (m["end"] == "that deletion"):   # each cause with its own ending
        raise NoFit("a leaving cause outside the vocabulary")
    cond = "if=deleted_in_battle " if m["battle"] else "if=deleted_or_returned_by_effects "
    options = ["once_per_turn"] * once + ["optional", "if=this_has"]
    clause = f"trash_same_level_digivolution_cost {m['n']} this_name~" + alternatives(m["names"])
    return [_line(card, block, "would_leave_any_way", options, [clause, cond + "stay target=self"])], \
        ["would leave: it doesn't leave"]


_LINK_REQUIREMENT = re.compile(
    r"\[link\] (?:(?P<trait>\[[^\]]+\]) trait|lv\.(?P<level>\d+) or higher|(?P<name>\[[^\]]+\])(?P<text> in text)?)"
    r": cost (?P<cost>\d+)(?: \| (?P<dp>\d+) dp)?")


def link_requirement_lines(card, body):
    """The link requirement and cost (RULES.md §10.6) as a link_requirement row, the link DP as a persistent dp row
    of the link block; NoFit for a requirement of another form."""
    m = _LINK_REQUIREMENT.fullmatch(body.strip())
    if m is None:
        raise NoFit("link requirement")
    words = "link_requirement " + m["cost"]
    if m["trait"]:
        words += " trait=" + alternatives(m["trait"])
    elif m["level"]:
        words += " level>=" + m["level"]
    elif m["text"]:
        words += " text~" + alternatives(m["name"])
    else:
        words += " name=" + alternatives(m["name"])
    lines = [_line(card, "link", "static", [], [words])]
    if m["dp"]:
        lines.append(_line(card, "link", "static", [], [f"dp +{m['dp']} target=self"]))
    return lines


APP_FUSION = "App Fusion requirement"
_APP_FUSION = re.compile(r"\[app fusion\] (?P<names>\[[^\]]+\](?: & \[[^\]]+\])+): cost (?P<cost>\d+)")


def app_fusion_words(body):
    """'[App Fusion] [A] & [B] (& ...): Cost N' (RULES.md §10.7) as an app_fusion row: the cost, the entries' names."""
    m = _APP_FUSION.fullmatch(body.strip())
    if m is None:
        raise NoFit("App Fusion requirement")
    return f"app_fusion {m['cost']} name=" + alternatives(m["names"].replace(" & ", ", "))


def read_segment(card, kind, seg, max_copies=4):
    """Effect lines and pattern names for one Segment; NoFit if it cannot be encoded exactly."""
    if seg.tags[:1] == ("header",):
        if seg.tags[1] == "[digivolve]" and digivolve_requirement_held(card, seg.body):
            return [], [DIGIVOLVE_REQUIREMENT]
        if seg.tags[1] == "[digivolve]" and (m := _DIGIVOLVE_WHILE.fullmatch(seg.body)) is not None:
            have, base = alternatives(m["have"]).lower(), alternatives(m["base"]).lower()
            return [_line(card, "main", "static", [], [f"digivolve_while_you_have {m['n']} name={have} "
                                                       f"base_name={base}"])], [DIGIVOLVE_WHILE]
        if seg.tags[1] == "[digivolve]" and (m := _DIGIVOLVE_WHILE_OPPONENT_DP.fullmatch(seg.body)) is not None:
            base = alternatives(m["base"]).lower()
            return [_line(card, "main", "static", [f"if=opponent_dp>={m['dp']}"],
                          [f"digivolve_while_you_have {m['n']} base_name={base}"])], [DIGIVOLVE_WHILE_OPPONENT_DP]
        if seg.tags[1] == "[digivolve]" and (m := _DIGIVOLVE_WHILE_OWN_SECURITY.fullmatch(seg.body)) is not None:
            base = alternatives(m["base"]).lower()
            return [_line(card, "main", "static", [f"if=own_security<={m['k']}"],
                          [f"digivolve_while_you_have {m['n']} base_name={base}"])], [DIGIVOLVE_WHILE_OWN_SECURITY]
        if seg.tags[1] == "[overflow]" and seg.block == "main" and seg.body.isdigit() and int(seg.body) > 0:
            return [_line(card, "main", "static", [], [f"overflow {seg.body}"])], [ACE_OVERFLOW]
        if seg.tags[1] == "[rule]" and rule_trait_held(card, seg.body):
            return [], [RULE_TRAIT_HELD]
        if seg.tags[1] == "[rule]" and seg.block == "main" and name_alias(seg.body) is not None:
            return [], [NAME_ALIAS_HELD]
        if seg.tags[1] == "[link]" and seg.block == "link":
            return link_requirement_lines(card, seg.body), [LINK_REQUIREMENT]
        if seg.tags[1] == "[app fusion]" and seg.block == "main" and kind == "digimon":
            return [_line(card, "main", "static", [], [app_fusion_words(seg.body)])], [APP_FUSION]
        if seg.tags[1].startswith("[digixros") and seg.block == "main":
            return [_line(card, "main", "static", [], [w]) for w in digixros_words(seg.body)], ["digixros"]
        if seg.tags[1].startswith("[assembly") and seg.block == "main" and kind == "digimon":
            return [_line(card, "main", "assembly", [], [w]) for w in assembly_words(seg.body)], [ASSEMBLY]
        raise NoFit("header")
    if not seg.tags and seg.block == "main" and name_alias(seg.body) is not None:
        return [], [NAME_ALIAS_HELD]
    if not seg.tags and seg.block == "main" and _TRAIT_ALIAS.fullmatch(seg.body) and rule_trait_held(card, seg.body):
        return [], [RULE_TRAIT_HELD]
    if seg.tags == ("hand", "counter") and seg.block == "main" and kind == "digimon" and _BLAST.fullmatch(seg.body):
        return [_line(card, "main", "hand_counter", ["optional"], ["digivolve_from_hand target=own"])], [BLAST]
    # <Blast Digivolve> followed by the card's keywords in the same run of text: the blast line, then each keyword as
    # a keyword of the card of its own
    if seg.tags == ("hand", "counter") and seg.block == "main" and kind == "digimon" and \
            (m := _BLAST_THEN_KEYWORDS.fullmatch(seg.body)) is not None:
        lines = [_line(card, "main", "hand_counter", ["optional"], ["digivolve_from_hand target=own"])]
        for kw in re.findall(r"<[^<>]+>", m[1]):
            lines += read_segment(card, kind, Segment("main", (), kw), max_copies)[0]
        return lines, [BLAST, "keyword"]
    if not seg.tags and seg.block == "main" and tamer_as_digimon_held(card, seg.body):
        return [], [TAMER_AS_DIGIMON]
    if not seg.tags and seg.block == "main" and kind == "digimon" and (
            m := _INTO_THIS_FROM_TAMER_BENEATH.fullmatch(seg.body)) is not None:
        return [_line(card, "main", "static", ["if=tamer_beneath"], [f"digivolve_cost_down {m['n']} target=into_this"])], \
            [INTO_THIS_FROM_TAMER_BENEATH]
    if seg.block == "security" and len(seg.tags) == 2 and seg.tags[0] == "security" and \
            TIMING_TAGS.get(seg.tags[1], ("", None))[0] == "window":
        return face_up_security_static(card, kind, seg, max_copies)
    if not seg.tags and (m := _PARTITION.fullmatch(seg.body)) is not None:
        if seg.block == "main" and kind != "digimon":
            raise NoFit("<partition> on a card that is no Digimon")
        sides = [partition_card_words(m[k]) for k in ("a", "b")]
        return [_line(card, seg.block, "would_leave_any_way", ["if=partition", "optional"],
                      ["play_from_digivolution_cards target=self " + w for w in sides])], ["keyword partition"]
    if not seg.tags and (m := _MATERIAL_SAVE.fullmatch(seg.body)) is not None:
        if seg.block != "main" or kind != "digimon":
            raise NoFit("<material save> on a card that is no Digimon")
        return [_line(card, "main", "would_leave_any_way", ["if=would_be_deleted", "optional"],
                      [f"material_save {m['n']} target=self"])], [MATERIAL_SAVE]
    if seg.tags == ("trash", "all turns") and seg.block == "main" and kind == "digimon" and (
            m := _TRASH_DIGIVOLVE.fullmatch(seg.body)) is not None:
        return [_line(card, "main", "trash_own_digimon_played", ["optional"],
                      [f"digivolve_from_trash target=own count=1 kind=digimon base_name={alternatives(m['base'])}"])], \
            [TRASH_DIGIVOLVE]
    if seg.tags in (("trash", "all turns"), ("trash", "your turn")) and seg.block == "main" and (
            m := _TRASH_DIGIVOLVED_INTO.match(seg.body)) is not None:
        ctx = Context(card, "main", "trash_own_digimon_digivolved", max_copies, kind)
        options, clauses, names = read_body(seg.body[m.end():], ctx)
        if options or any(c.startswith("activate_main") for c in clauses):   # a may of its own; [GAP] a [Main] run
            raise NoFit("a [trash] effect body outside the vocabulary")   # from the trash is not read
        window = ["your_turn"] if seg.tags[1] == "your turn" else []
        return [_line(card, "main", "trash_own_digimon_digivolved",
                      window + ["optional", *("card." + w for w in named_card_words(m["name"][1:-1]))],
                      ["return_self_from_trash_cost", *clauses])], [TRASH_DIGIVOLVED_INTO, *names]
    if not seg.tags and seg.block == "main" and kind == "digimon" and (
            m := _DIGIVOLVE_INTO_THIS_FOR.fullmatch(seg.body)) is not None:
        base = (f"base_name={alternatives(m['base'])}" if m["base"] else
                f"base_any=name:{alternatives(m['inname'])}")
        return [_line(card, "main", "static", [], [f"digivolve_while_you_have {m['n']} {base}"])], \
            [DIGIVOLVE_INTO_THIS_FOR]
    if seg.tags == ("hand", "main") and (m := _HAND_DIGIVOLVE.fullmatch(seg.body)) is not None:
        return [_hand_digivolve_line(card, kind, seg, m)], [HAND_DIGIVOLVE]
    if not seg.tags and (m := _DIGIXROS_NAME.fullmatch(seg.body)) is not None:
        names = alternatives(m["names"] or m["names2"])   # "also treated as [X] for DigiXros": one name each
        return [_line(card, seg.block, "static", [], [f"digixros_name target=self name={n}"])
                for n in names.split("|")], ["digixros name"]
    if seg.block == "main" and kind == "digimon" and seg.tags in (("all turns",), ("your turn",)) and (
            m := _DIGIVOLVE_INTO_WHILE.fullmatch(seg.body)) is not None:
        words = f"digivolve_into_while {m['n']}" + (f" kind=tamer text~{alternatives(m['intext'])}" if m["intext"]
                                                    else "") + f" base_trait={alternatives(m['trait'])}"
        return [_line(card, "main", "static", ["your_turn"] if seg.tags == ("your turn",) else [], [words])], \
            [DIGIVOLVE_INTO_WHILE]
    triggers, window, once = [], None, False
    for tag in seg.tags:
        k, word = TIMING_TAGS[tag]
        if word is None or k == "zone":
            raise NoFit(tag)
        if k == "trigger":
            triggers.append(word)
        elif k == "window":
            if window is not None:
                raise NoFit("two windows")
            window = word
        elif k == "once":
            once = True
    lines, names = [], []
    body = seg.body
    if kind == "tamer" and seg.block == "main" and not triggers and not once and window is not None and (
            m := _XROS_UNDER_TAMERS.fullmatch(body)) is not None:
        words = "digixros_from_under_tamers" + ("" if m["one"] else " count=0") + (
            f" kind=digimon trait={alternatives(m['trait'])}" if m["trait"] else "")
        return [_line(card, "main", "digixros_play", [window] if window else [], [words])], [XROS_UNDER_TAMERS]
    if kind == "tamer" and seg.block == "main" and not triggers and not once and window is not None and (
            m := _TAMER_DIGIVOLVE_COST_DOWN.fullmatch(body)) is not None:
        words = f"tamer_digivolve_cost_down {m['n']} " + " ".join(card_filter_words(m["what"]))
        return [_line(card, "main", "static", [window] if window else [], [words])], [TAMER_DIGIVOLVE_COST_DOWN]
    if kind == "digimon" and seg.block == "main" and not triggers and not once and window is None and (
            m := _PLAYED_OR_DIGIVOLVED_SOURCED.fullmatch(body)) is not None:
        opts = [f"if=own_trait_digivolution_cards>={m['n']}"]
        trait = "trait=" + alternatives(m["trait"])
        return [_line(card, "main", "static", opts, [f"play_cost_down {m['amt']} target=self {trait}"]),
                _line(card, "main", "static", opts, [f"digivolve_cost_down {m['amt']} target=into_this {trait}"])], \
            [PLAYED_OR_DIGIVOLVED_SOURCED]
    if kind in ("tamer", "digimon") and seg.block == "main" and not triggers and window is not None \
            and (m := _SUSPEND_PLAY_COST_DOWN.fullmatch(body)) is not None:
        what = m["what"] or m["what2"]
        own = m["how"].startswith("suspending 1 of your")   # 1 of your Digimon of the colour, this one too
        if once and not own:
            raise NoFit("once per turn")
        if m["what"] is not None and not m["hand"] and not m["any"]:
            raise NoFit("a play cost reduction of cards played from anywhere")
        if not own and ("tamer" in m["how"]) != (kind == "tamer"):
            raise NoFit("'this tamer' / 'this digimon' of another kind of card")
        what = re.sub(r"^digimon or tamers\b", "digimon or tamer card", re.sub(r"\bcards\b", "card", what))
        action = "bottom_deck_play_cost_down" if m["how"].startswith("returning") else "suspend_play_cost_down"
        action = "suspend_own_play_cost_down" if own else action
        words = f"{action} {m['n']} " + " ".join(card_filter_words(what)) + (
            f" base_color={m['base'].strip()}" if m["base"] else "")
        return [_line(card, "main", "static", [window] + (["once_per_turn"] if once else []), [words])], \
            [SUSPEND_PLAY_COST_DOWN]
    if kind == "tamer" and seg.block == "main" and not triggers and not once and window is not None and (
            m := _SUSPEND_DIGIVOLVE_COST_DOWN.fullmatch(body)) is not None:
        if "hand" in m["what"]:
            raise NoFit("a digivolution cost reduction of digivolutions from the hand only")
        what = m["what"]
        words = card_filter_words(what if "card" in what.split()[-1] or " card " in what
                                  else re.sub(r"\bdigimon\b", "digimon card", what, count=1))
        base = [f"base_color={m['base'].strip()}"] if m["base"] else []
        return [_line(card, "main", "static", [window], [" ".join([f"suspend_digivolve_cost_down {m['n']}", *words,
                                                                    *base])])], [SUSPEND_DIGIVOLVE_COST_DOWN]
    phrase = None
    trigger_options = {}   # timing -> its `card.` options
    cause_cost = None
    if not triggers:
        for regex, trigger, needs_window in TRIGGER_PHRASES:
            m = regex.match(body)
            if m is not None:
                if window != needs_window:
                    continue   # another entry may allow this window
                triggers, body = [trigger], body[m.end():]
                if trigger == "cards_placed_under" and body.startswith("it may digivolve into "):
                    body = "this digimon" + body[2:]   # "it": the Digimon the cards went under
                phrase = "timing " + trigger
                trigger_options = {trigger: trigger_card_options(m)}
                if m.groupdict().get("cost"):   # the option used: its cost
                    cause_cost = "if=cause_cost>=" + m["cost"]
                if trigger == "own_digimon_played" and m.groupdict().get("other") and not trigger_options[trigger]:
                    cause_cost = "if=other_played"   # "another of your Digimon": not this one
                break
    events = None
    if not triggers and window is not None and not (seg.block != "main" and re.match(
            r"when (?:any of |one of )?your other digimon", body)):   # inherited: this Digimon may digivolve
        events = played_or_digivolved_triggers(body)
        if events is not None:
            triggers, body = [t for t, _ in events[0]], events[1]
            phrase = "timing " + PLAYED_OR_DIGIVOLVED
            trigger_options = dict(events[0])
    any_suspends = not triggers and window == "" and (m := _ANY_DIGIMON_SUSPENDS.match(body)) is not None
    if any_suspends:
        triggers, body = ["own_digimon_suspended", "opponent_suspended"], body[m.end():]
        phrase = "timing any digimon suspends"
    if not triggers and window == "" and (m := _OPPONENT_DELETED_OR_SECURITY_REMOVED.match(body)) is not None:
        triggers, body = ["opponent_digimon_deleted", "opponent_security_removed"], body[m.end():]
        phrase = "timing " + OPPONENT_DELETED_OR_SECURITY_REMOVED
    if not triggers and window == "" and (m := _ANY_SECURITY_REMOVED.match(body)) is not None:
        triggers, body = ["own_security_removed", "opponent_security_removed"], body[m.end():]
        phrase = "timing " + ANY_SECURITY_REMOVED
    if not triggers and window == "" and (m := _ANY_OPTION_USED.match(body)) is not None:
        triggers, body = ["own_option_used", "opponent_option_used"], body[m.end():]
        phrase = "timing " + ANY_OPTION_USED
    if not triggers and window == "" and (m := _TAMER_PLAYED_OR_SUSPENDS.match(body)) is not None:
        named = named_card_words(m["tamer"])
        if named[0] != "kind=tamer":
            raise NoFit("a named card that is not a Tamer")
        triggers, body = ["own_tamer_played", "own_tamer_suspended"], body[m.end():]
        trigger_options = {t: ["card." + named[1]] for t in triggers}
        phrase = "timing " + TAMER_PLAYED_OR_SUSPENDS
    attacker_dp = None
    if not triggers and (m := _EFFECT_SUSPENDS.match(body)) is not None:
        triggers, body = ["any_digimon_suspended"], body[m.end():]
        attacker_dp = "if=self_suspended_by_effect" if m["whose"] == "this digimon" else "if=own_suspended_by_effect"
        phrase = "timing " + EFFECT_SUSPENDS
    if not triggers and window == "" and (m := _ANY_STRONG_DIGIMON_ATTACKS.match(body)) is not None:
        triggers, body = ["own_digimon_attacks", "opponent_digimon_attacks"], body[m.end():]
        attacker_dp = "if=attacker_dp>=" + m["dp"]
        phrase = "timing " + ANY_STRONG_DIGIMON_ATTACKS
    if not triggers and window in ("your_turn", None) and (m := _THIS_ATTACKS_DIGIMON.match(body)) is not None:
        triggers, body = ["when_attacking"], body[m.end():]
        attacker_dp = "if=attacking_digimon" if m["digimon"] else "if=attacking_player"
        phrase = "timing " + THIS_ATTACKS_DIGIMON
    if not triggers and window in (None, "") and (m := _WOULD_LEAVE_STAY.fullmatch(body)) is not None:
        return _would_leave_stay(card, seg.block, m, once)
    if not triggers and window in (None, "") and (m := _WOULD_LEAVE_SAME_LEVEL.fullmatch(body)) is not None:
        return _would_leave_same_level(card, seg.block, m, once)
    if not triggers and window in (None, "") and (m := _WOULD_LEAVE_PLAY.fullmatch(body)) is not None:
        if seg.block == "main" and kind != "digimon":
            raise NoFit("'this digimon' in the own text of a card that is no Digimon")
        cause = _LEAVING_CAUSES[m["cause"]].strip() if m["cause"] else ""
        options = ["once_per_turn"] * once + ([cause] if cause else []) + ["optional"]
        return [_line(card, seg.block, "would_leave_any_way", options,
                      ["play_from_digivolution_cards target=self " + " ".join(playable_card_words(m["what"]))])], \
            ["would leave: a play from its digivolution cards"]
    if not triggers and (m := _DECODE.fullmatch(body)) is not None and not once and window is None:
        names = alternatives(m["names"])   # <Decode ([X])>: may play 1 [X] from its digivolution cards, free
        return [_line(card, seg.block, "would_leave", ["optional"],
                      [f"play_from_digivolution_cards target=self kind=digimon name={names}"])], ["keyword decode"]
    if not triggers and (m := _DECODE_FILTERED.fullmatch(body)) is not None and not once and window is None:
        words = decode_card_words(m["what"])   # <Decode (X)>: may play 1 X from its digivolution cards, free
        return [_line(card, seg.block, "would_leave", ["optional"],
                      ["play_from_digivolution_cards target=self " + " ".join(words)])], ["keyword decode"]
    if not triggers:
        rule = color_requirement_line(card, kind, seg)
        if rule is not None:
            return [rule[0]], [rule[1]]
        if once and not body.startswith(("when this digimon would digivolve into ", "when this digimon would digivolve, ",
                                         "when you would use ")) \
                and not re.fullmatch(r"when .+? would link to this digimon, .*", body):   # a link cost's too
            raise NoFit("once per turn on a persistent effect")   # a digivolution cost reduction's: its first use
        played = _WHEN_PLAYED.match(body)
        if played is not None and (m := _PAID_BY_DELETING.fullmatch(body[played.end():])) is not None:
            if "breeding" in m["t"] or "hand" in played.group(0):
                raise NoFit("a deletion in the breeding area, or a reduction of plays from the hand only")
            opts = [o for o in (window, "once_per_turn" if once else None) if o]
            words = _delete_own_words(m["t"]).split()[1:]   # the filters of the Digimon to delete
            return lines + [_line(card, seg.block, "static", opts, [" ".join(
                [f"play_cost_down {m['n']} target=self", *words, "filter=paid_by_deleting"])])], \
                ["timing when this card would be played", PAID_BY_DELETING]
        if played is not None and (m := _PAID_BY_TRASHING.fullmatch(body[played.end():])) is not None:
            if "hand" in played.group(0):
                raise NoFit("a reduction of plays from the hand only")
            opts = [o for o in (window, "once_per_turn" if once else None) if o]
            return lines + [_line(card, seg.block, "static", opts, [" ".join(
                [f"play_cost_down {m['n']} target=hand", *card_filter_words(m["what"]), "filter=paid_by_deleting"])])], \
                ["timing when this card would be played", PAID_BY_TRASHING]
        if played is not None:   # "when this card would be played, [if ...,] reduce the play cost by N"
            body = body[played.end():]
        named_under = None
        if played is not None and (m := _OWN_NAMED_UNDER.match(body)) is not None:   # read by play_cost_down only
            body, named_under = body[m.end():], "name=" + alternatives(m["names"])
        cond, body = split_condition(body, "static") if named_under is None else ("if=own_named_under", body)
        cond, under_key = split_this_key(cond)
        if played is not None and cond is not None and cond[3:].startswith(SLOT_CONDITIONS + (UNDER_NAMED,)):
            raise NoFit("a condition on the Digimon of a card in the hand")
        own_has = None
        if played is not None and cond is None and (m := _OWN_HAS.match(body)) is not None:
            cond, body, own_has = "if=own_has", body[m.end():], own_has_words(m)   # read by play_cost_down only
        elif played is None and cond is None and (m := _WHILE_OWN_HAS.match(body)) is not None:
            # "while you have a red Digimon, this Digimon gains ...": of this Digimon's dp or keyword only
            cond, body, own_has = "if=own_has", body[m.end():], while_own_has_words(m)
        tamers = cond is None and (m := _WOULD_DIGIVOLVE_IF_TAMER.fullmatch(body)) is not None
        tamer_color = None
        if tamers:   # "when this digimon would digivolve into X, if you have a tamer, reduce ...": the condition first
            cond, body = "if=own_tamers>=1", m["when"] + m["rest"]
            if m["color"]:   # "if you have a green tamer": the Tamers' colour, the condition's filter
                cond, tamer_color = "if=own_trait_tamers>=1", "any=color:" + m["color"].strip()
        if cond is None and played is None and not tamers and (m := _EACH_SOURCE_COLOR.fullmatch(body)) is not None:
            if kind != "digimon":
                raise NoFit("'this digimon' in the text of a card that is no Digimon")
            this = f" trait={alternatives(m['trait'])}" if m["trait"] else ""
            opts = [o for o in (window, "if=this_has" if this else None) if o]
            words = f"dp {m['amt'] or m['amt2']} target=self for_each=digivolution_card_colors{this}"
            return lines + [_line(card, seg.block, "static", opts, [words])], \
                [EACH_SOURCE_COLOR] + (["condition this_has"] if this else [])
        this_has = None
        if cond is None and body.startswith(_THIS_BARE):   # "this digimon with no digivolution cards can't ..."
            cond, body = "if=no_digivolution_cards", "this digimon " + body[len(_THIS_BARE):]
        elif cond is None and (m := _THIS_WITH.match(body)) is not None:   # "this digimon with the [x] trait gets"
            cond, body = "if=this_has", "this digimon " + body[m.end():]
            this_has = ("trait=" if m["trait"] else "name~") + alternatives(m["trait"] or m["name"])
        elif cond is None and (m := _THIS_HAS.match(body)) is not None and body[m.end():].startswith(("it gains ", "it gets ")):
            # "while this digimon has [x] in its name, it gains <k>": the same test, the subject after it
            cond, body, this_has = "if=this_has", "this digimon " + body[m.end() + 3:], this_has_words(m)
        ctx = Context(card, seg.block, "static", max_copies, kind, played is not None)
        parts = sentences(body)
        if len(parts) != 1:
            raise NoFit("several sentences")
        name, clauses = match_sentence(parts[0], ctx, ("static",))
        if this_has:
            if not clauses or any(" target=self" not in c for c in clauses):
                raise NoFit("this_has on another target")
            # one row per keyword, each under the condition; a keyword with card filters of its own (<Decoy (Black)>:
            # the Digimon it guards) keeps the condition's trait or name apart (this_trait~...)
            clauses = [c + (" this_" if re.search(r" (?:color|trait|name|any|kind)[=~]", c) else " ") + this_has
                       for c in clauses]
        if cond not in (None, "if=no_digivolution_cards") and not cond.startswith("if=own_memory<=") \
                and any(c.startswith("cant be_affected_by_") for c in clauses):
            raise NoFit("persistent immunity under a condition the rules don't read for it")
        if cond is not None and cond.startswith("if=digimon_dp>=") and not all(
                c.startswith("play_cost_down ") for c in clauses):
            raise NoFit("a Digimon's DP as the condition of a persistent effect")
        if own_has:
            if len(clauses) != 1 or " for_each=" in clauses[0] or not (
                    clauses[0].startswith("play_cost_down ") if played is not None else
                    clauses[0].split()[0] in SELF_HAS_ACTIONS and clauses[0].split()[1:] in (
                        ["target=self"], [clauses[0].split()[1], "target=self"])):
                raise NoFit("own_has on another persistent effect")
            clauses = [clauses[0] + " " + own_has]
        if named_under:
            if len(clauses) != 1 or not clauses[0].startswith("play_cost_down ") or " for_each=" in clauses[0]:
                raise NoFit("own_named_under on another persistent effect")
            clauses = [clauses[0] + " " + named_under]
        if tamer_color:
            if len(clauses) != 1 or not clauses[0].startswith("digivolve_cost_down ") or " any=" in clauses[0] \
                    or " trait=" in clauses[0] or " name" in clauses[0]:
                raise NoFit("a Tamer's colour beside another trait or name filter")
            clauses = [clauses[0] + " " + tamer_color]
        if under_key:   # the digivolution cards' names, read by the condition of each row
            clauses = [with_under_names(c, under_key) for c in clauses]
        paid = all(c.startswith("play_cost_down ") and c.endswith("filter=paid_from_under_tamer") for c in clauses)
        if (once or tamers) and not (all(c.startswith(("digivolve_cost_down ", "link_cost_down ")) for c in clauses)
                                     or (once and paid)):
            raise NoFit("once per turn or 'if you have a tamer' on another persistent effect")
        if cond:
            name = [name, "condition this_has" if this_has else "condition own_has" if own_has
                    else "condition own_named_under" if named_under
                    else TAMERS_READING if tamers else _condition_name(cond)]
        else:
            name = [name]
        if played is not None:
            name = ["timing when this card would be played", *name]
        if clauses:
            opts = [o for o in (window, "once_per_turn" if once else None, cond) if o]
            # persistent rows are read one by one (no "then"): one line each, each with the window and condition
            lines += [_line(card, seg.block, "static", opts, [c]) for c in clauses]
        elif window or cond:
            raise NoFit("a rule under a window or condition")
        return lines, name
    if window is not None and events is None and not any_suspends and phrase not in (
            "timing " + OPPONENT_DELETED_OR_SECURITY_REMOVED, "timing " + TAMER_PLAYED_OR_SUSPENDS,
            "timing " + ANY_SECURITY_REMOVED, "timing " + ANY_STRONG_DIGIMON_ATTACKS, "timing " + THIS_ATTACKS_DIGIMON,
            "timing " + ANY_OPTION_USED) and not (len(triggers) == 1 and any(
            triggers[0] == t and window == w for _, t, w in TRIGGER_PHRASES)):
        raise NoFit("window on a timed effect")
    for trigger in triggers:
        card_options = trigger_options.get(trigger, [])
        if trigger == "main" and kind in ("digimon", "tamer"):
            # a [Main] "by suspending this Digimon / this Tamer, ...": its cost allows one use while it is unsuspended
            self_limited = body.startswith(("by suspending this digimon, ", "<digi-burst ") if kind == "digimon"
                                           else ("by suspending this tamer, ", "by suspending this tamer and ",
                                                 "<mind link> ", "(place this tamer as that digimon's "))
            # <Mind Link> (or its reminder alone): the Tamer leaves with it
            if seg.block != "main" or not (once or self_limited):
                raise NoFit("repeatable activated effect")
            trigger = "activated"
        if trigger == "main" and (kind != "option" or seg.block != "main"):
            raise NoFit("main timing outside an option's main block")
        if (trigger == "security") != (seg.block == "security"):
            raise NoFit("security timing outside the security block")
        if trigger == "counter" and (kind != "digimon" or seg.block != "main"):
            raise NoFit("counter timing")
        delay = _DELAY.fullmatch(body)
        delay_cond = None
        if delay is None and trigger != "main":   # "If ..., <Delay>": the effect triggers only while it holds
            try:
                delay_cond, rest = split_condition(body, trigger)
            except NoFit:
                rest = body
            delay = _DELAY.fullmatch(rest) if delay_cond else None
        if delay is not None:
            trigger, options, clauses, names = read_delay(delay, trigger, seg, kind, max_copies, card)
            if delay_cond:
                options = [*options, delay_cond]
                names = [_condition_name(delay_cond), *names]
        else:
            ctx = Context(card, seg.block, trigger, max_copies, kind)
            try:
                options, clauses, names = read_body(body, ctx)
            except NoFit:
                options, clauses, names = read_then_placed(body, ctx)
        if once:
            options = ["once_per_turn", *options]
        if window:
            options = [window, *options]
        if len(card_options) == 1 and card_options[0].startswith("card.color=") and clauses[0].split()[0] not in \
                CAUSE_FILTER_ACTIONS and not any(o.startswith("if=") for o in options):
            # the event card's colours, kept apart from the action's filters: the condition cause_has of an any=
            card_options = ["card.any=" + "|".join("color:" + c for c in card_options[0][len("card.color="):].split(","))]
        if card_options and clauses[0].split()[0] not in CAUSE_FILTER_ACTIONS and not (
                len(card_options) == 1
                and card_options[0].startswith(("card.trait=", "card.name", "card.any=color:", "card.any=kind:")) and not any(
                    o.startswith("if=") for o in options)):   # the condition cause_has: one trait or name
            raise NoFit("a filter on the played Digimon with an action that has a filter of its own")
        options += card_options
        if attacker_dp:
            options.append(attacker_dp)
        if cause_cost:
            options.append(cause_cost)
        if sum(o.startswith("if=") for o in options) > 1:
            raise NoFit("two conditions")
        lines.append(_line(card, seg.block, trigger, options, clauses))
    if phrase:
        names = [phrase, *names]
    return lines, names


_DELAY = re.compile(r"<delay>\.? ?\u30fb ?(?P<rest>.+)")
_COLORS = "red|blue|yellow|green|black|purple|white"
# What an option's rule about its colour requirements asks you to have (RULES.md section 5.3): regex of the
# object of "while you have ...", and the clause's card filters it becomes ({...}: the match's groups).
_HAVE = (
    (r"an? (?P<color>" + _COLORS + r") digimon or tamer", "color={color}"),
    (r"an? (?P<color>" + _COLORS + r") digimon", "color={color} kind=digimon"),
    (r"a tamer", "kind=tamer"),
    (r"(?:an? )?(?P<trait>" + _ALTS + r") trait digimon or tamer", "trait={trait}"),
    (r"a digimon or tamer with the (?P<trait>" + _ALTS + r") trait", "trait={trait}"),
    (r"an? (?P<trait>" + _ALTS + r") trait digimon", "kind=digimon trait={trait}"),
    (r"a digimon with the (?P<trait>" + _ALTS + r") trait", "kind=digimon trait={trait}"),
    (r"a digimon with (?P<trait>" + _ALTS + r") in (?:its|one of its) (?:traits|type)", "kind=digimon trait~{trait}"),
    (r"an? (?P<color>" + _COLORS + r") digimon with the (?P<trait>" + _ALTS + r") trait",
     "color={color} kind=digimon trait={trait}"),
    (r"a digimon", "kind=digimon"),
    (r"a tamer or a digimon with the (?P<trait>\[[^\]]+\]) trait", "any=kind:tamer|trait:{trait}"),
    (r"a digimon with (?P<name>\[[^\]]+\]) in its name or the (?P<trait>\[[^\]]+\]) trait",
     "kind=digimon any=name:{name}|trait:{trait}"),
    (r"a tamer with an? (?P<trait>" + _ALTS + r") trait", "kind=tamer trait={trait}"),
    (r"a tamer with (?P<trait>" + _ALTS + r") in its name", "kind=tamer name~{trait}"),
    (r"a digimon with (?P<trait>" + _ALTS + r") in its name", "kind=digimon name~{trait}"),
    (r"a digimon or tamer with (?P<trait>" + _ALTS + r") in its text", "text~{trait}"),
    (r"a digimon with (?P<trait>" + _ALTS + r") in its text", "kind=digimon text~{trait}"),
    (r"(?:an? )?(?P<trait>\[[^\]]+\])", "name={trait}"),
)
_IGNORE_COLORS = (r"(?:,? you (?:can|may) ignore this card's color requirements|, you may use this (?:option )?card "
                  r"without meeting its color requirements)\.?")
COLOR_REQUIREMENT_RULES = tuple(
    # "... the field": a misprint of "on the field"
    (P(r"(?:while|if) you have " + have + r"(?: on the field| the field| in play)?" + _IGNORE_COLORS), fmt)
    for have, fmt in _HAVE
) + (
    (P(r"while you (?:have )?don't have (?P<lacks>\[[^\]]+\])(?: in the battle area)?" + _IGNORE_COLORS),
     "name={lacks}"),
    (P(r"you can ignore this card's color requirements\.?"), ""),   # always
    (P(r"(?:(?P<also>" + _COLORS + r") also meets this card's color requirements|this card may also have its color "
       r"requirements met by (?P<also2>" + _COLORS + r"))\.?"), "color={also}"),
)


# "<Use Req. ([X]/[Y] trait)>", "<Use Req. ([X] in text)>": the option is used only while you have a Digimon or
# Tamer meeting it, its colours not asked (General Rules ch. 16; README [GAP])
_USE_REQUIREMENT = P(r"<use req\. \((?:(?P<trait>" + _ALTS + r") trait|(?P<text>\[[^\]]+\]) in text)\)>\.?")


def face_up_security_static(card, kind, seg, max_copies):
    """"[Security] [All Turns] / [Your Turn] / [Opponent's Turn] <a persistent effect>": read as the persistent
    effect under its window, in the security block: it works while the card lies face up in its owner's security
    stack (RULES.md §10.8), on its owner's Digimon only (target=all_own)."""
    lines, names = read_segment(card, kind, Segment("security", seg.tags[1:], seg.body), max_copies)
    if not lines or not all(" security static " in f" {ln} " and " target=all_own " in f" {ln} " for ln in lines):
        raise NoFit("a persistent [Security] effect on other targets than all of its owner's Digimon")
    return lines, ["face-up security persistent effect", *names]


def _trait_known(trait):
    from decks.catalog import load_catalog

    return any(trait.replace("_", " ").casefold() == t.casefold() for c in load_catalog().values() for t in c.traits)


def color_requirement_line(card, kind, seg):
    """(line, pattern name) for an option's rule about its colour requirements, None for another text."""
    if kind != "option" or seg.block != "main" or seg.tags:
        return None
    if re.fullmatch(r"while you have no face-up security cards" + _IGNORE_COLORS, seg.body):
        return (_line(card, "main", "static", ["if=no_face_up_security"], ["ignore_color_requirements"]),
                "option colour requirement without face-up security cards")
    m = _USE_REQUIREMENT.fullmatch(seg.body)
    if m is not None:
        if m["trait"]:
            traits = alternatives(m["trait"])
            if not all(_trait_known(t) for t in traits.split("|")):
                raise NoFit("a use requirement naming a trait no card has")
            held = "trait=" + traits
        else:
            held = "text~" + alternatives(m["text"])
        return (_line(card, "main", "static", [], [f"ignore_color_requirements {held} filter=use_requirement"]),
                "<use req>")
    for regex, fmt in COLOR_REQUIREMENT_RULES:
        m = regex.fullmatch(seg.body)
        if m is None:
            continue
        groups = {k: v for k, v in m.groupdict().items() if v is not None}
        options = []
        for key in ("trait", "name"):
            if key in groups:
                groups[key] = alternatives(groups[key])
        if "name={trait}" == fmt and named_card_kind(groups["trait"]) not in ("digimon", "tamer"):
            raise NoFit("a named card that is not a Digimon or Tamer")
        if "lacks" in groups:
            groups["lacks"] = alternatives(groups["lacks"])
            options = ["if=own_lacks"]
        if "also" in groups or "also2" in groups:   # "X also meets": one colour requirement, met by X too
            groups["also"] = groups.get("also") or groups["also2"]
            if len(_card_colors(card)) != 1:
                raise NoFit("another colour meeting one requirement of several")
        clause = ("ignore_color_requirements " + fmt.format(**groups)).strip()
        return _line(card, "main", "static", options, [clause]), "option colour requirement"
    return None


def named_card_kind(name):
    """The catalog kind of the card with this exact name (underscores for spaces), '' if none or several."""
    from decks.catalog import load_catalog

    kinds = {c.kind for c in load_catalog().values() if c.name.casefold() == name.replace("_", " ").casefold()}
    return kinds.pop() if len(kinds) == 1 else ""


def _card_colors(card):
    from decks.catalog import load_catalog

    facts = load_catalog().get(card)
    return facts.colors if facts is not None else ()


_THEN_PLACED = re.compile(r" then,? place this card (?:in|into) (?:the|your|its owner's) battle area\.?$")


def read_then_placed(body, ctx):
    """An effect read as a whole body (a reveal...) followed by "Then, place this card in the battle area.": the
    body's reading, then the option placed; NoFit where the body does not read alone."""
    m = _THEN_PLACED.search(body)
    if m is None or m.start() == 0:
        raise NoFit("no body before the option is placed")
    placed = _option_placed(m, ctx)
    options, clauses, names = read_body(body[:m.start()].strip(), ctx)
    if "optional" in options and not any(n.startswith("cost ") for n in names):
        raise NoFit("'you may' before the option is placed")   # declining must not keep the option off the field
    return options, [*clauses, *placed], [*names, "place this option in the battle area"]


def read_delay(m, trigger, seg, kind, max_copies, card):
    """(trigger, options, clauses, names) of a <Delay> effect (RULES.md section 9): trashing the option from the
    battle area is its cost, then the bullet's effect runs. "[Main] <Delay>" is a main-phase action of the
    option in the battle area; another timing's <Delay> is the player's choice when it triggers."""
    if kind != "option" or seg.block != "main":
        raise NoFit("<delay> outside an option's main text")
    if trigger == "main":
        trigger = "activated"
    ctx = Context(card, seg.block, trigger, max_copies, kind)
    options, clauses, names = read_body(m["rest"], ctx)
    if any(o != "optional" for o in options):
        raise NoFit("a condition or window inside a <delay> effect")
    options = [] if trigger == "activated" and not options else ["optional"]
    return trigger, options, ["delay", *clauses], ["<delay>", *names]


# the older wording of a `[Rule] Trait:` line: "This card/Digimon is also treated as having the [X] trait."
_TRAIT_ALIAS = re.compile(r"this card(?:/digimon)? is also treated as having the \[(?P<trait>[^\[\]]+)\] trait\.?")


_RULE_TRAITS = re.compile(r"\[rule\]\s*trait:\s*has (?:the )?(?P<traits>\[[^\[\]]+\](?:(?:,|,? and) \[[^\[\]]+\])+)"
                          r"(?: (?:types?|attributes?|forms?))?\.?\s*$")


def rule_trait_held(card, line):
    """Whether the card's catalog facts hold the trait a `[Rule] Trait: Has [X] ...` line (or its older wording)
    gives it (build_catalog adds it to the card's traits): the line is encoded by the catalog, not by effect lines."""
    from decks.catalog import load_catalog

    m = RULE_TRAIT.search(line) or _TRAIT_ALIAS.fullmatch(" ".join(line.split()))
    facts = load_catalog().get(card)
    if m is None and facts is not None and (several := _RULE_TRAITS.search(" ".join(line.split()))) is not None:
        held = {t.casefold() for t in facts.traits}   # "has [A] and [B]": each of them held
        return all(" ".join(t.split()).casefold() in held for t in re.findall(r"\[([^\]]+)\]", several["traits"]))
    return m is not None and facts is not None and \
        " ".join(m["trait"].split()).casefold() in {t.casefold() for t in facts.traits}


def name_alias(body):
    """The names a rule line gives the card: (exact names, parts of its name), lowercase; None for any other line.
    The line is encoded by decks/data/name_aliases.tsv, not by effect lines."""
    m = NAME_ALIAS.fullmatch(" ".join(body.split()).rstrip("."))
    if m is None:
        return None
    names = tuple(" ".join(n.split()) for n in re.findall(r"\[([^\]]+)\]", m["names"]))
    return ((), names) if m["having"] else (names, ())


def card_name_aliases(record):
    """(exact names, parts of its name) that a card's rule lines give it (its main text), lowercase."""
    exact, parts = [], []
    for seg in card_segments(record):
        got = seg.block == "main" and (not seg.tags or seg.tags == ("header", "[rule]")) and name_alias(seg.body)
        if got:
            exact += [n for n in got[0] if n not in exact]
            parts += [n for n in got[1] if n not in parts]
    return tuple(exact), tuple(parts)


def name_aliases_text(records):
    """decks/data/name_aliases.tsv: for each card whose rule gives it more names, its extra exact names and the
    parts of a name it has (card facts; no text is written)."""
    from decks.tools.build_catalog import number_key

    out = ["# card number, the names it is also treated as (A|B), the names it also has in its name (A|B);",
           "# written by python -m decks.tools.compile_effects"]
    for record in sorted(records, key=lambda r: number_key(r["cardId"].upper())):
        exact, parts = card_name_aliases(record)
        if exact or parts:
            out.append("\t".join((record["cardId"].upper(), "|".join(exact), "|".join(parts))))
    return "\n".join(out) + "\n"


def digivolve_requirement_held(card, header):
    """Whether the card's catalog facts hold the requirement of this digivolution header in full: the header is
    encoded by the catalog (decks.catalog.Card.alt_digivolve and .dna), not by effect lines."""
    from decks.catalog import format_alt_digivolve, load_catalog

    req = read_digivolve_header(header).requirement
    facts = load_catalog().get(card)
    if req is None or facts is None:
        return False
    try:
        text = format_alt_digivolve([req]).casefold()
    except ValueError:
        return False
    return any(format_alt_digivolve([held]).casefold() == text for held in facts.alt_digivolve + facts.dna)


def tamer_as_digimon_held(card, body):
    """Whether `body` is the card's rule of digivolving from the hand onto one of your Tamers of a colour as if it
    were a Digimon (decks.tools.build_catalog.TAMER_AS_DIGIMON) and the catalog holds it: a requirement of that
    cost (the one named, if any) from a Tamer of that colour."""
    from decks.catalog import load_catalog
    from decks.tools.build_catalog import TAMER_AS_DIGIMON as SENTENCE

    m = SENTENCE.fullmatch(body.strip())
    facts = load_catalog().get(card)
    if m is None or facts is None or (m["as"] and m["as"] != m["color"]):
        return False
    return any(way.kinds == ("tamer",) and way.colors == (m["color"],) and len(req.ways) == 1
               and (m["cost"] is None or req.cost == int(m["cost"])) for req in facts.alt_digivolve for way in req.ways)


_DIGIXROS_HEADER = re.compile(r"\[digixros -(?P<down>\d+)\] ?(?P<entries>.+)")
_DIGIXROS_NAME = re.compile(r"this card is also treated as (?P<names>\[[^\]]+\](?:(?: and |/)\[[^\]]+\])?) for "
                            r"(?:a )?digixros\.|when you would digixros, the name of this card(?:/digimon)? is also "
                            r"treated as (?P<names2>\[[^\]]+\])\.")
_XROS_NAMED = re.compile(r"(?:(?P<color>red|blue|yellow|green|black|purple|white) )?"
                         r"(?P<names>\[[^\]]+\](?: or \[[^\]]+\])*)")
_XROS_COPIES = re.compile(r"(?P<n>[2-9]) (?P<name>\[[^\]]+\])")
_XROS_CARDS = re.compile(r"(?P<n>[1-9]) (?:lv\.(?P<level>\d)(?P<lower> or lower)? )?(?:(?P<traits>" + _ALTS +
                         r") trait )?digimon cards?(?: w/(?P<wtraits>" + _ALTS + r") trait)?"
                         r"(?P<different> w/different card numbers)?(?P<save>(?: w/| with )<save> in (?:its )?text)?")


def digixros_words(header):
    """The `digixros` clauses of a `[DigiXros -N] A x B ...` header, one per entry in printed order; NoFit for an
    entry it cannot read."""
    m = _DIGIXROS_HEADER.fullmatch(header.strip().rstrip("."))
    if m is None:
        raise NoFit("DigiXros header")
    down = int(m["down"])
    out = []
    for entry in m["entries"].split(" x "):
        entry = entry.strip()
        if (e := _XROS_NAMED.fullmatch(entry)) is not None:
            color = f" color={e['color']}" if e["color"] else ""
            out.append(f"digixros {down} target=self{color} name={alternatives(e['names'])}")
        elif (e := _XROS_COPIES.fullmatch(entry)) is not None:   # "4 [X]": that many cards of that name
            out += [f"digixros {down} target=self name={alternatives(e['name'])}"] * int(e["n"])
        elif (e := _XROS_CARDS.fullmatch(entry)) is not None and not (e["traits"] and e["wtraits"]):
            n = int(e["n"])
            words = "digixros %d target=self" % down
            if n > 1 and e["different"]:
                words += f" count={n}"
            if e["level"]:
                words += (" level<=" if e["lower"] else " level=") + e["level"]
            words += " kind=digimon"
            traits = e["traits"] or e["wtraits"]
            if traits:
                words += " trait=" + alternatives(traits)
            if e["save"]:   # "with <Save> in its text": the icon (RULES.md section 11)
                words += " text~<save>"
            out += [words] * (1 if e["different"] else n)
        else:
            raise NoFit("DigiXros entry")
    return out


ASSEMBLY = "assembly"
# [Assembly -N] with one element ("Lv.4 or lower [X]/[Y] trait card", "Lv.4 or lower card w/[A] in name or w/[B]
# trait", "[Name]") or with one element per level ("Lv.5 x Lv.4 x Lv.3, all w/..."); the forms counting N cards
# of different names or levels are not read
_ASSEMBLY_HEADER = re.compile(r"\[assembly -(?P<down>\d+)\] ?(?P<what>.+)")
_ASSEMBLY_KINDS = {"in name": "name", "in any trait": "in_trait", "trait": "trait", "in text": "text"}
_ASSEMBLY_WITH = (r"(?: w/(?P<a>" + _ALTS + r") (?P<ka>in name|in any trait|trait|in text)"
                  r"(?: or w/(?P<b>" + _ALTS + r") (?P<kb>in name|in any trait|trait|in text))?)?")
_ASSEMBLY_ONE = re.compile(
    r"lv\.(?P<lv>\d+)(?P<lower> or lower)?(?: (?P<traits>" + _ALTS + r") trait)?(?: (?P<digimon>digimon) card| card)?"
    + _ASSEMBLY_WITH)
_ASSEMBLY_LEVELS = re.compile(r"(?P<lvs>lv\.\d+(?: x lv\.\d+)+), all" + _ASSEMBLY_WITH)
_ASSEMBLY_NAME = re.compile(r"(?P<names>\[[^\]]+\](?:/\[[^\]]+\])*)")


def _assembly_with(m):
    """The trait/name filter words of an Assembly element's `w/[A] ... or w/[B] ...` part."""
    if not m["a"]:
        return []
    parts = [(m["ka"], m["a"])] + ([(m["kb"], m["b"])] if m["b"] else [])
    if len(parts) == 1 and m["ka"] == "trait":
        return ["trait=" + alternatives(m["a"])]
    return [any_words(*((_ASSEMBLY_KINDS[k], phrase) for k, phrase in parts))]


def assembly_words(header):
    """The `assembly` clauses of an `[Assembly -N] ...` header, one per element in printed order; NoFit for a
    requirement it cannot read."""
    m = _ASSEMBLY_HEADER.fullmatch(header.strip().rstrip("."))
    if m is None:
        raise NoFit("Assembly header")
    head = f"assembly {m['down']} target=self"
    what = m["what"].strip()
    if (e := _ASSEMBLY_NAME.fullmatch(what)) is not None:
        return [f"{head} name={alternatives(e['names'])}"]
    if (e := _ASSEMBLY_ONE.fullmatch(what)) is not None:
        if e["traits"] and e["a"]:
            raise NoFit("Assembly element")
        words = [head, (f"level<={e['lv']}" if e["lower"] else f"level={e['lv']}")]
        if e["digimon"]:
            words.append("kind=digimon")
        if e["traits"]:
            words.append("trait=" + alternatives(e["traits"]))
        return [" ".join(words + _assembly_with(e))]
    if (e := _ASSEMBLY_LEVELS.fullmatch(what)) is not None:
        levels = re.findall(r"lv\.(\d+)", e["lvs"])
        return [" ".join([head, f"level={lv}"] + _assembly_with(e)) for lv in levels]
    raise NoFit("Assembly element")


# <Partition (A & B)> (RULES.md §10.9): each side a card name, or colours (a/b: either) and a level
_PARTITION_SIDE = r"\[[^\]]+\]|(?:" + _COLORS + r")(?:/(?:" + _COLORS + r"))* lv\.\d+"
# <Material Save N> (RULES.md section 9): a bare keyword of a Digimon's own text, its reminder text dropped
_MATERIAL_SAVE = re.compile(r"<material save (?P<n>\d+)>\.?")
MATERIAL_SAVE = "keyword material save"
_PARTITION = re.compile(r"<partition \((?P<a>" + _PARTITION_SIDE + r") [&+] (?P<b>" + _PARTITION_SIDE + r")\)>\.?")


def partition_card_words(side):
    """The card filter of one side of <Partition>: the Digimon card of that name, or of one of those colours at
    that level."""
    if side.startswith("["):
        return "kind=digimon name=" + alternatives(side)
    colors, _, level = side.partition(" lv.")
    return f"kind=digimon level={level} color={colors.replace('/', ',')}"


def _line(card, block, trigger, options, clauses):
    head = " ".join([card, block, trigger, *options])
    return head + " : " + " ; then ".join(clauses)


# The timings a link card's effects work at (RULES.md §10.6): those the rules queue for each Digimon and its cards
LINK_TRIGGERS = ("when_linking", "on_deletion", "when_attacking", "end_of_attack", "end_of_your_turn", "end_of_opponents_turn", "end_of_all_turns",
                 "start_of_your_turn", "start_of_opponents_turn", "start_of_your_main_phase", "when_blocked",
                 "wins_battle", "deletes_in_battle", "opponent_digimon_attacks")
_LINK_STATIC_NOT = re.compile(r"keyword (?:overclock|fragment)\b")


def link_lines_unusable(lines):
    """Why the lines of a link effect don't work from a link card ('' if they do): each must have a timing of
    LINK_TRIGGERS, or be a persistent effect on the linked Digimon alone (target=self)."""
    for line in lines:
        head, _, body = line.partition(" : ")
        trigger = head.split()[2]
        if trigger == "static":
            if any(" target=self" not in c for c in body.split(" ; then ")) or _LINK_STATIC_NOT.search(body):
                return "link effect on more than the linked Digimon"
        elif trigger not in LINK_TRIGGERS and not (trigger == "would_leave_any_way" and "trash_link_cost" in body):
            return "link effect timing"
    return ""


def mechanic_of(seg, kind):
    if seg.tags[:1] == ("header",):
        tag = seg.tags[1]
        for t, name in HEADER_TAGS:
            if tag.startswith(t):
                return name
    tags = "".join(f"[{t}]" for t in seg.tags)
    for name, regex in TAG_MECHANICS:
        if regex.search(tags):
            return name
    body = _DELAY_BULLET.sub("<delay> ", seg.body)   # the bullet of a <Delay> is its effect, not a choice
    for name, regex in BODY_MECHANICS:
        if regex.search(body):
            return name
    for m in _KEYWORD_NAME.finditer(seg.body):
        name = m.group(1).strip(" .")
        name = _KEYWORD_FULL_NAMES.get(name, name)
        if name not in KNOWN_KEYWORDS:
            return "keyword " + name
    if kind in ("tamer", "option") and seg.block == "main":
        return "option or tamer text not modeled"
    return "other wording"


@dataclass
class Reading:
    card: str
    lines: list
    unmodeled: list   # (block, mechanic)
    patterns: list    # names of the patterns used


def read_card(record):
    card = record["cardId"].upper()
    kinds = record.get("kinds") or []
    kind = "digimon" if "Digimon" in kinds else (kinds[0].lower() if kinds else "")
    reading = Reading(card, [], [], [])
    for seg in card_segments(record):
        try:
            lines, names = read_segment(card, kind, seg, int(record.get("maxCountInDeck") or 4))
            if seg.block == "link" and seg.tags[:1] != ("header",) and (why := link_lines_unusable(lines)):
                if ("link", why) not in reading.unmodeled:
                    reading.unmodeled.append(("link", why))
                continue
        except NoFit:
            note = (seg.block, mechanic_of(seg, kind))
            if note not in reading.unmodeled:
                reading.unmodeled.append(note)
            continue
        reading.lines += lines
        reading.patterns += names
    read_dual_option(reading, record, card)
    return own_when_digivolving_in_either_turn(your_turn_clause_in_either_turn(reading, record), record)


def your_turn_clause_in_either_turn(reading, record):
    """An effect with a clause for your turn alone (if=turn_is_yours: "Then, if it's your turn, ...") is written to
    resolve in either turn: "until your opponent's turn ends" in it lasts through the turn in progress when that is
    the opponent's (opponents_turn_end, as in your turn opponents_next_turn)."""
    if not _THEIR_TURN_TEXT.search(normalize(record.get("effectText"))) or "opponent's next turn" in normalize(
            record.get("effectText")):
        return reading
    reading.lines = [x.replace("duration=opponents_next_turn", "duration=opponents_turn_end")
                     if " if=turn_is_yours " in x else x for x in reading.lines]
    return reading


def read_dual_option(reading, record, card):
    """The option side of a dual Digimon/Option card (optionEffect): read as an option's main text (its <Use Req.>
    and [Main] rows, of the source main), the card used from the hand as an option for its printed cost."""
    text = normalize(record.get("optionEffect"))
    if not text:
        return
    for seg in segments("main", text):
        try:
            lines, names = read_segment(card, "option", seg, int(record.get("maxCountInDeck") or 4))
        except NoFit:
            note = ("main", mechanic_of(seg, "option"))
            if note not in reading.unmodeled:
                reading.unmodeled.append(note)
            continue
        reading.lines += lines
        reading.patterns += names


_THEIR_TURN_TEXT = re.compile(r"until (?:the end of (?:their|your opponent's) turn|(?:their|your opponent's) turn ends)")


def own_when_digivolving_in_either_turn(reading, record):
    """A card whose [When Digivolving] effects it activates itself at a timing of either turn
    (activate_own_when_digivolving): "until their turn ends" in them lasts through the turn in progress when that is
    the opponent's (opponents_turn_end, as in your turn opponents_next_turn); "until the end of your opponent's next
    turn" leaves the effect unmodeled (it is read for your turn only)."""
    if not any("activate_own_when_digivolving" in x and " your_turn " not in x.split(":")[0] + " "
               for x in reading.lines):
        return reading
    text = normalize(record.get("effectText"))
    if "opponent's next turn" in text:
        reading.lines = [x for x in reading.lines if " when_digivolving " not in x.split(":")[0] + " "]
        reading.unmodeled.append(("main", "other wording"))
    elif _THEIR_TURN_TEXT.search(text):
        reading.lines = [x.replace("duration=opponents_next_turn", "duration=opponents_turn_end")
                         if " when_digivolving " in x.split(":")[0] + " " else x for x in reading.lines]
    return reading


_TOKEN_COST = re.compile(r"cost (\d+)")
_TOKEN_LEVEL = re.compile(r"lv\. ?(\d+)")
_TOKEN_DP = re.compile(r"(\d+) dp")
_TOKEN_TEXT_START = re.compile(r"/(?=[\[<\uff1c])")


def token_records(records):
    """Card-like records of the Tokens the cards' texts define ("[X] Token (Digimon/Yellow/3000 DP/...)"): the
    name, kind, colours, level, cost, DP and traits, the text after the DP as the Token's effectText (its effects
    split at the slashes before a timing or keyword). The first definition of a name wins."""
    from decks.catalog import COLORS, token_number
    from decks.tools.build_catalog import clean_name

    out = {}
    for record in records:
        for key in ("effectText", "inheritedEffectText", "securityEffectText"):
            text = (record.get(key) or "").translate(str.maketrans(TEXT_REPLACEMENTS))
            for m in re.finditer(r"\[([^\]]+)\] Token(?: without paying the cost)?\.? " + TOKEN_DEFINITION.pattern, text,
                                 re.I):
                name = clean_name(m.group(1))
                number = token_number(name)
                if number in out:
                    continue
                facts, _, rest = m.group(2).partition(" DP")
                parts = facts.split("/")
                dp = _TOKEN_DP.fullmatch(parts[-1].lower() + " dp")
                if parts[0].lower() != "digimon" or dp is None:
                    continue
                rec = {"cardId": number, "nameEn": name, "kinds": ["Digimon"], "colors": [], "types": [],
                       "level": None, "playCost": None, "dp": int(dp.group(1)), "maxCountInDeck": 0}
                for part in parts[1:-1]:
                    low = part.strip().lower()
                    if low in COLORS:
                        rec["colors"].append(low.capitalize())
                    elif (c := _TOKEN_COST.fullmatch(low)) is not None:
                        rec["playCost"] = int(c.group(1))
                    elif (lv := _TOKEN_LEVEL.fullmatch(low)) is not None:
                        rec["level"] = int(lv.group(1))
                    else:
                        rec["types"].append(part.strip())
                body = rest.lstrip("/").strip()
                rec["effectText"] = _TOKEN_TEXT_START.sub("\n", "/" + body).lstrip("\n") if body else ""
                out[number] = rec
    return [out[n] for n in sorted(out)]


def token_row(record):
    """The decks/data/tokens.tsv row of a Token record (the catalog's columns)."""
    colors = ",".join(c.lower() for c in record["colors"])
    fields = (record["cardId"], record["nameEn"], "digimon", colors, record["level"], record["playCost"],
              record["dp"], "", "", ";".join(record["types"]), 0, "main" if record["effectText"] else "")
    return "\t".join("" if f is None else str(f) for f in fields)


def tokens_text(tokens):
    from decks.catalog import _COLUMNS

    return "\n".join(["\t".join(_COLUMNS)] + [token_row(t) for t in tokens]) + "\n"


_TOKENS = None


def token_table(records=None):
    """{Token number: (record, whether its text is encoded in full)} of the card records (default: those read
    last, else the card database): a card that plays a Token is full only with the Token's own text encoded."""
    global _TOKENS
    if records is not None or _TOKENS is None:
        if records is None:
            records = json.loads(Path(DEFAULT_CARDS_JSON).read_text(encoding="utf-8"))
        _TOKENS = {}   # while the Tokens are read, one playing a Token reads as not encoded
        table = {}
        for token in token_records(records):
            table[token["cardId"]] = (token, not read_card(token).unmodeled)
        _TOKENS = table
    return _TOKENS


def generated_text(records, skip=()):
    """The generated effect file for the card records, leaving out the card numbers in `skip`."""
    from decks.tools.build_catalog import number_key

    from decks.tools.vocabulary import generated_header_lines

    out = generated_header_lines()
    for record in sorted(records, key=lambda r: number_key(r["cardId"].upper())):
        reading = read_card(record)
        if reading.card in skip:
            continue
        out += reading.lines
        out += [f"{reading.card} unmodeled {block}: {mechanic}" for block, mechanic in reading.unmodeled]
    for token in token_records(records):   # the Tokens' own texts, after the cards
        reading = read_card(token)
        out += reading.lines
        out += [f"{reading.card} unmodeled {block}: {mechanic}" for block, mechanic in reading.unmodeled]
    return "\n".join(out) + "\n"


DEFAULT_TEXT_NAMES_OUT = REPO_ROOT / "decks" / "data" / "text_names.tsv"


def asked_text_names(effect_text):
    """The lowercase NAMEs of the `text~NAME` and `any=...text:NAME` filters in effect-file text."""
    out = set()
    for line in effect_text.splitlines():
        line = line.split("#", 1)[0]
        for w in line.split():
            w = w[len("this_"):] if w.startswith("this_text~") else w
            if w.startswith("text~"):
                out.update(a.replace("_", " ") for a in w[5:].split("|"))
            elif w.startswith(("any=", "all=", "base_any=")):
                out.update(n.replace("_", " ") for a in w.partition("=")[2].split("|") if a.startswith("text:")
                           for n in a[5:].split(","))
    return out


def requirement_text_names(records):
    """The lowercase NAMEs of the "w/[NAME] in text" tests of the cards' digivolution headers (the catalog's
    `text~` requirement tests read decks/data/text_names.tsv too)."""
    from decks.tools.build_catalog import _TRANSLATE, digivolve_headers

    out = set()
    for record in records:
        for line in (record.get("effectText") or "").translate(_TRANSLATE).split("\n"):
            for h in digivolve_headers(" ".join(line.split())):
                for way in getattr(h.requirement, "ways", ()):   # none: not understood, or DNA (colours only)
                    out.update(x.lower() for x in way.text_contains)
    return out


def all_asked_text_names(records, generated):
    """The [NAME]s of text_names.tsv: those the effects' filters and the digivolution requirements ask for."""
    return asked_text_names(all_effect_text(generated)) | requirement_text_names(records)


def card_text_names(record):
    """The lowercase [NAME]s in a card's text (RULES.md section 11 "with X in its text": its name, traits,
    effect, inherited, security and link texts and requirements; reminder text left out). [GAP] a name counts
    when it is the card's exact name, one of its traits, or written in brackets in one of those texts."""
    names = {(record.get("nameEn") or "").lower(), *((t or "").lower() for t in record.get("types") or ())}
    for key in ("effectText", "inheritedEffectText", "securityEffectText", "linkRequirement", "linkEffect",
                "optionEffect"):
        text = _REMINDER.sub(r"\1\2", normalize(record.get(key)))
        names.update(re.findall(r"\[([^\]]+)\]", text))
        if re.search(r"<save>", text):   # the <Save> icon itself (never <Material Save N>: RULES.md section 11)
            names.add("<save>")
    return names


def text_names_text(records, asked):
    """decks/data/text_names.tsv: for each card, the asked [NAME]s that are in its text (card facts for the
    `text~` filters; no text is written)."""
    out = ["# card number, then the [NAME]s of text~ filters that are in the card's text (A|B);",
           "# written by python -m decks.tools.compile_effects"]
    from decks.tools.build_catalog import number_key

    for record in sorted(records, key=lambda r: number_key(r["cardId"].upper())):
        has = sorted(asked & card_text_names(record))
        if has:
            out.append(record["cardId"].upper() + "\t" + "|".join(has))
    return "\n".join(out) + "\n"


def all_effect_text(generated):
    """The generated text and the hand-written files together (every filter a match may ask for)."""
    from decks.effects import HAND_WRITTEN_FILES, _read_data

    return generated + "".join(_read_data(name) for name in HAND_WRITTEN_FILES)


def hand_written_cards():
    from decks.effects import hand_written_effects

    return set(hand_written_effects())


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("cards_json", nargs="?", default=str(DEFAULT_CARDS_JSON), help="cards_aegis.json")
    parser.add_argument("--out", default=str(DEFAULT_OUT),
                        help="output file (default: decks/data/effects_generated.txt)")
    parser.add_argument("--check", action="store_true", help="exit 1 if the output file is out of date")
    args = parser.parse_args(argv)
    try:
        records = json.loads(Path(args.cards_json).read_text(encoding="utf-8"))
        token_table(records)
        text = generated_text(records, hand_written_cards())
        names = text_names_text(records, all_asked_text_names(records, text))
        tokens = tokens_text(token_records(records))
        aliases = name_aliases_text(records)
    except (OSError, ValueError, KeyError) as exc:
        print(f"compile_effects: error: {exc}", file=sys.stderr)
        return 2
    out = Path(args.out)
    names_out = out.with_name(DEFAULT_TEXT_NAMES_OUT.name)
    tokens_out = out.with_name("tokens.tsv")
    aliases_out = out.with_name(NAME_ALIASES_FILE)
    files = ((out, text), (names_out, names), (tokens_out, tokens), (aliases_out, aliases))
    if args.check:
        for path, want in files:
            current = path.read_text(encoding="utf-8") if path.exists() else ""
            if current != want:
                print(f"compile_effects: {path} is out of date; run python -m decks.tools.compile_effects",
                      file=sys.stderr)
                return 1
        print(f"{out}, {names_out.name} and {aliases_out.name} are up to date")
        return 0
    for path, content in files:
        tmp = path.with_name(path.name + ".tmp")
        tmp.write_text(content, encoding="utf-8", newline="\n")
        tmp.replace(path)
    lines = [x for x in text.splitlines() if x and not x.startswith("#")]
    print(f"{len(records)} cards; {sum(' unmodeled ' not in x for x in lines)} effect lines, "
          f"{sum(' unmodeled ' in x for x in lines)} unmodeled notes written to {out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
