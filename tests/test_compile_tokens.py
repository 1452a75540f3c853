"""The compiler's Tokens: the facts and text of "[X] Token (Digimon/COLOUR/N DP/TEXT)" become a TK-X card of
decks/data/tokens.tsv with TK-X lines, "play 1 [X] Token" becomes `play_token name=x` when the Token's own text is
encoded in full (else the card keeps its `token` note). Made-up records, then the encoded lines of real cards
(scenarios in test_effect_tokens.py)."""
from decks.catalog import get_card, load_tokens
from decks.effects import load_effects
from decks.tools import compile_effects as C


def record(number, text, name="Test Makermon"):
    return {"cardId": number, "nameEn": name, "kinds": ["Digimon"], "colors": ["Yellow"], "types": [], "level": 4,
            "playCost": 5, "dp": 5000, "maxCountInDeck": 4, "effectText": text}


MAKER = record("W-90", "[On Play] You may play 1 [Testling] Token. (Digimon/Green/Lv.3/Cost 4/Imp/2000 DP/"
                       "<Blocker>/[On Deletion] Gain 1 memory.)")
ODD = record("W-91", "[On Play] Play 1 [Oddling] Token (Digimon/Red/1000 DP/[On Play] Say hello.)")


def test_token_records_read_the_facts_and_split_the_text():
    tokens = C.token_records([MAKER, ODD])
    assert [t["cardId"] for t in tokens] == ["TK-ODDLING", "TK-TESTLING"]
    testling = tokens[1]
    assert (testling["nameEn"], testling["colors"], testling["level"], testling["playCost"], testling["dp"],
            testling["types"], testling["maxCountInDeck"]) == ("Testling", ["Green"], 3, 4, 2000, ["Imp"], 0)
    assert testling["effectText"] == "<Blocker>\n[On Deletion] Gain 1 memory."
    assert C.token_row(testling) == "TK-TESTLING\tTestling\tdigimon\tgreen\t3\t4\t2000\t\t\tImp\t0\tmain"


def test_a_token_with_encoded_text_is_played_and_one_without_is_a_note():
    C.token_table([MAKER, ODD])
    try:
        maker = C.read_card(MAKER)
        assert maker.lines == ["W-90 main on_play optional : play_token name=testling"] and not maker.unmodeled
        odd = C.read_card(ODD)
        assert odd.lines == [] and odd.unmodeled == [("main", "token")]
        assert C.read_card(C.token_records([MAKER])[0]).lines == [
            "TK-TESTLING main static : blocker target=self", "TK-TESTLING main on_deletion : memory +1"]
    finally:
        C._TOKENS = None   # the next reading loads the card database's Tokens again


def test_the_definition_leaves_the_sentence_and_the_deletion_joins_the_play():
    text = C.normalize("[On Play] Play 1 [Testling] Token (Digimon/Green/2000 DP/[On Deletion] Gain 1 memory.). "
                       "At the end of your opponent's turn, delete that token.")
    assert text == "[on play] play 1 [testling] token held till opponent's turn end."


def test_the_shipped_tokens_and_the_lines_of_real_cards():
    assert set(load_tokens()) >= {"TK-FAMILIAR", "TK-UKA_NO_MITAMA", "TK-PETRIFICATION"}
    assert get_card("TK-UKA_NO_MITAMA").dp == 9000 and get_card("tk-familiar").name == "Familiar"
    effects = load_effects()
    assert [e.text for e in effects["TK-UKA_NO_MITAMA"].effects] == ["TK-UKA_NO_MITAMA main static : rush target=self"]
    assert [e.text for e in effects["EX12-034"].effects][:2] == [
        "EX12-034 main on_play optional : play_token name=kotenken",
        "EX12-034 main when_digivolving optional : play_token name=kotenken"]
