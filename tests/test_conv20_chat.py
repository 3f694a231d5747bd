"""Chats read as the user settled them (conv20): what a pasted line in Spanish, French, German or Italian says of when and
how much (said_abroad.py), a writer's name with an accent, Zoom, Google Chat and Messenger pastes, a list of what the
user said under their turn, a person's title corrected, and a change told after its value ("they moved it")."""

from __future__ import annotations

from datetime import date

from trustgate import pasted, turns
from trustgate.alignment.check import align
from trustgate.said_abroad import english, tongue


def ok(claim: str, span: str) -> bool:
    return not align(claim, span, today=date(2026, 6, 1)).findings


def test_when_and_how_much_said_in_another_language_are_written_in_english():
    assert tongue("La reunión es el jueves por la tarde") == "es" and tongue("The meeting is on Thursday") is None
    assert english("El taller cobra trescientos veinte euros y abre a las nueve y cuarto.") == \
        "El taller cobra 320 euros y abre at 9:15."
    assert english("Der Zug fährt um halb sieben, nicht um sieben") == "Der Zug fährt at 6:30, not at 7:00"
    assert english("le dîner est à vingt heures et demie, ça coûte quarante-cinq euros") == \
        "le dîner est at 20:30, ça coûte 45 euros"
    assert english("Il corso dura ca. quarantacinque minuti, poi ci vediamo domani alle dieci") == \
        "Il corso dura about 45 minutes, poi ci vediamo tomorrow at 10:00"
    assert english("Once the train leaves at ten we go") == "Once the train leaves at ten we go"  # English is kept


def test_a_pasted_chat_in_another_language_grounds_its_values():
    span = ["user: my chat with the garage:", "Taller Gómez: El coche estará listo el viernes a las cinco y media.",
            "Taller Gómez: La reparación cuesta cuatrocientos diez euros.", "Me: Vale, gracias."]
    conv = turns.read(span)
    assert conv is not None and any("Friday at 5:30" in s for s in conv.asserted)
    assert any("410 euros" in s for s in conv.asserted)
    span = "\n".join(["user: the landlord's message:", "Vidal: La fianza son mil doscientos euros, el alquiler sube en julio",
                       "Vidal: Y la llave está con el portero"])
    assert ok("The fianza is €1,200.", span)
    assert not ok("The fianza is €1,020.", span)


def test_a_german_um_is_no_filler_and_nicht_takes_a_time_back():
    conv = turns.read(["user: from the band chat:", "Lukas: Probe ist morgen um halb acht, nicht um acht",
                       "Mira: ok, I'll bring the amp"])
    assert conv is not None and any("at 7:30, not at 8:00" in s for s in conv.asserted)


def test_a_writer_with_an_accent_opens_a_turn():
    conv = turns.read(["user: chat with my neighbours:", "Zoë: I'll water the plants on Sunday", "Ángel: I can't, I'm away"])
    assert conv is not None and conv.writers >= {"zoë", "ángel"}


def test_zoom_google_chat_and_messenger_pastes_are_read_as_their_writers_lines():
    zoom = ["user: the zoom chat from standup", "09:01:12 From Omar Haddad to Everyone: I'll demo the search page",
            "09:02:40 From Me to Everyone: thanks Omar"]
    assert pasted.apps(zoom) == ["user: the zoom chat from standup:", "Omar: I'll demo the search page", "Me: thanks Omar"]
    gchat = ["user: google chat with Ines", "Ines Duarte, 14:02", "the venue is booked for the 9th", "You, 14:05", "great"]
    assert pasted.apps(gchat)[1:] == ["Ines: the venue is booked for the 9th", "You: great"]
    messenger = ["user: messenger about the sofa", "Tariq", "is the sofa still there?", "You", "yes, £90",
                 "Tariq", "I'll collect it on Monday"]
    assert pasted.apps(messenger)[1:] == ["Tariq: is the sofa still there?", "You: yes, £90", "Tariq: I'll collect it on Monday"]
    assert pasted.apps(["user: the list", "Milk", "Eggs", "Milk"]) == ["user: the list", "Milk", "Eggs", "Milk"]  # no "You"


def test_a_list_of_what_the_user_said_under_their_turn():
    span = "\n".join(["user: What I told the letting agent on the phone (my side):", "- yes, it's a two bed flat",
                      "- no, I don't have any pets", "- the rent I can pay is £1,150 a month"])
    assert ok("The user can pay £1,150 a month in rent.", span)
    assert ok("The user's flat has two bedrooms.", span) or ok("The user's flat is a two bed flat.", span)
    assert not ok("The user has pets.", span)
    conv = turns.read(span.splitlines())
    assert conv is not None and conv.corrected == ()  # each item's "no," answers, it takes nothing back


def test_a_title_corrected_takes_the_old_title_back_and_no_value_after_it():
    span = "\n".join(["user: The new GP is Dr Kaur and the practice fee is £30.", "assistant: Noted, Dr Kaur, £30.",
                      "user: Sorry, it's Mrs Kaur, she's the practice manager. And parking is £2."])
    assert not ok("The practice manager is Dr Kaur.", span)
    assert ok("The practice fee is £30.", span)  # the apology's title is its value: "£2" corrects nothing


def test_a_change_told_after_its_value():
    span = "\n".join(["user: The school play is on Thursday at 6pm.", "assistant: Got it.",
                      "user: Oh and it's 7pm, they moved it."])
    assert ok("The school play is at 7pm.", span)
    assert not ok("The school play is at 6pm.", span)
