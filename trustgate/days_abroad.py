"""Days said in languages the sentence reader does not parse, written in English: weekdays and "tomorrow".

Contract. `english_days(text)` returns `text` with each weekday, and each word for today, tomorrow, the day after
tomorrow and yesterday, of the languages below written in English ("divendres" Friday, "csütörtökön" Thursday,
"יום רביעי" Wednesday, "zítra" tomorrow, "holnapután" the day after tomorrow); every other word is kept. Only words
that are no English word (nor a common name) are read; a word that means a day in one language and something else in
another ("mai", "kal", "leo") is left as it is. Languages: Catalan, Portuguese, Dutch, Polish, Czech, Slovak,
Hungarian, Romanian, Finnish, Swedish, Norwegian, Danish, Turkish, Malay and Indonesian, Swahili, Tagalog, Welsh,
Greek, Russian, Ukrainian, Hebrew, Arabic, Hindi, Thai, Vietnamese, Korean, Japanese, Chinese, Yoruba; (conv27)
Icelandic, Lithuanian, Irish, Afrikaans and Bengali written in Latin letters.

Why: a user pastes a chat with a seller, a host or their family in another language and a few of its words say when
("pick-up mâine", "Joi ok, 18:30", "csütörtök at 19:00"); the claim says the day in English, dated from the message.
said_abroad.py reads whole sentences of four languages; a day's word is read here in any sentence, as said_abroad
reads a weekday of those four.
"""

from __future__ import annotations

import re

_WEEK = ("Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday")
# each language's weekdays, Monday first; "|" joins the forms one day is written in (inflected, with or without marks)
_WEEKDAYS = [
    "dilluns dimarts dimecres dijous divendres dissabte diumenge",  # Catalan
    "segunda-feira terça-feira|terca-feira quarta-feira quinta-feira sexta-feira - -",  # Portuguese
    "maandag dinsdag woensdag donderdag vrijdag zaterdag zondag",  # Dutch
    "poniedziałek|poniedzialek wtorek środa|środę|sroda czwartek piątek|piatek sobota|sobotę niedziela|niedzielę",  # Polish
    "pondělí|pondeli úterý|utery středa|středu|streda čtvrtek|ctvrtek pátek|patek sobota|sobotu neděle|neděli|nedele",  # Czech
    "pondelok utorok - štvrtok|stvrtok piatok - nedeľa|nedela",  # Slovak
    "hétfő|hétfőn|hetfo kedd|kedden szerda|szerdán|szerdan csütörtök|csütörtökön|csutortok péntek|pénteken|pentek "
    "szombat|szombaton vasárnap|vasarnap",  # Hungarian
    "- marți|marti miercuri joi vineri sâmbătă|sambata duminică|duminica",  # Romanian ("luni" is also "months")
    "maanantai|maanantaina tiistai|tiistaina keskiviikko|keskiviikkona torstai|torstaina perjantai|perjantaina "
    "lauantai|lauantaina sunnuntai|sunnuntaina",  # Finnish
    "måndag|mandag tisdag onsdag torsdag fredag lördag|lordag söndag|sondag",  # Swedish
    "- tirsdag - - - lørdag søndag",  # Norwegian and Danish (the rest as Swedish)
    "pazartesi salı çarşamba|carsamba perşembe|persembe cumartesi - -",  # Turkish ("cuma", "pazar" are words too)
    "isnin selasa rabu khamis jumaat|jumat sabtu ahad",  # Malay and Indonesian
    "jumatatu jumanne jumatano alhamisi ijumaa jumamosi jumapili",  # Swahili
    "- - miyerkules huwebes biyernes - -",  # Tagalog
    "dydd\\s+llun dydd\\s+mawrth dydd\\s+mercher dydd\\s+iau dydd\\s+gwener dydd\\s+sadwrn dydd\\s+sul",  # Welsh
    "δευτέρα|deftera τρίτη|triti τετάρτη|tetarti πέμπτη|pempti παρασκευή|paraskevi σάββατο|savvato κυριακή|kyriaki",  # Greek
    "понедельник вторник среда|среду четверг пятница|пятницу суббота|субботу воскресенье",  # Russian
    "понеділок вівторок середа|середу четвер п'ятниця|п'ятницю субота|суботу неділя|неділю",  # Ukrainian
    "יום\\s+שני יום\\s+שלישי יום\\s+רביעי יום\\s+חמישי יום\\s+שישי שבת יום\\s+ראשון",  # Hebrew
    "الاثنين|الإثنين الثلاثاء الأربعاء|الاربعاء الخميس الجمعة السبت الأحد|الاحد",  # Arabic
    "सोमवार|somvar मंगलवार|mangalvar बुधवार|budhvar गुरुवार|guruvar शुक्रवार|shukravar शनिवार|shanivar रविवार|ravivar",  # Hindi
    "วันจันทร์ วันอังคาร วันพุธ วันพฤหัสบดี|วันพฤหัส วันศุกร์ วันเสาร์ วันอาทิตย์",  # Thai
    "thứ\\s+hai thứ\\s+ba thứ\\s+tư thứ\\s+năm thứ\\s+sáu thứ\\s+bảy chủ\\s+nhật",  # Vietnamese
    "월요일 화요일 수요일 목요일 금요일 토요일 일요일",  # Korean
    "月曜日|月曜 火曜日|火曜 水曜日|水曜 木曜日|木曜 金曜日|金曜 土曜日|土曜 日曜日|日曜",  # Japanese
    "星期一|周一|週一 星期二|周二|週二 星期三|周三|週三 星期四|周四|週四 星期五|周五|週五 星期六|周六|週六 星期日|星期天|周日|週日",  # Chinese
    # (conv27) Icelandic, Lithuanian, Irish, Afrikaans (the rest as Dutch) and Bengali written in Latin letters
    "mánudagur|mánudaginn þriðjudagur|þriðjudaginn miðvikudagur|miðvikudaginn fimmtudagur|fimmtudaginn "
    "föstudagur|föstudaginn laugardagur|laugardaginn sunnudagur|sunnudaginn",
    "pirmadienis|pirmadienį antradienis|antradienį trečiadienis|trečiadienį ketvirtadienis|ketvirtadienį "
    "penktadienis|penktadienį šeštadienis|šeštadienį sekmadienis|sekmadienį",
    "dé\\s+luain dé\\s+máirt dé\\s+céadaoin déardaoin dé\\s+haoine dé\\s+sathairn dé\\s+domhnaigh",
    "- - - - vrydag saterdag sondag",
    "sombar|shombar mongolbar|mongalbar budhbar|budhvar brihospotibar|brihaspatibar shukrobar|sukrobar "
    "shonibar|sonibar robibar|rabibar",
]
# the words for the day after tomorrow, tomorrow, today and yesterday, longest first where one holds another
_DAYS = {
    "the day after tomorrow": "demà passat|depois de amanhã|overmorgen|pojutrze|pozítří|pozajtra|holnapután|poimâine|"
                              "ylihuomenna|i övermorgen|övermorgon|i overmorgen|i overmorgen|öbür gün|lusa|kesho kutwa|"
                              "ba'd bukra|ba'd bokra|מחרתיים|послезавтра|післязавтра|มะรืนนี้|ngày kia|모레|明後日|后天|後天|"
                              "poryt",
    "tomorrow": "demà|amanhã|jutro|zítra|zitra|zajtra|holnap|mâine|huomenna|imorgon|i morgen|yarın|esok|besok|kesho|bukra|"
                "bokra|מחר|بكرة|بكره|غدا|ọ̀la|ọla|naalai|พรุ่งนี้|завтра|αύριο|avrio|ngày mai|내일|明日|明天|á morgun|rytoj|"
                "amárach|môre",
    "today": "avui|hoje|vandaag|dzisiaj|dziś|dnes|astăzi|tänään|idag|i dag|bugün|hari ini|היום|วันนี้|"
             "сегодня|сьогодні|σήμερα|hôm nay|오늘|今日|今天|í dag|šiandien|inniu",
    "yesterday": "ahir|ontem|gisteren|wczoraj|včera|tegnap|ieri|eilen|igår|i går|dün|semalam|אתמול|เมื่อวาน|вчера|"
                 "учора|χθες|hôm qua|어제|昨日|昨天|í gær|vakar|inné",
}
_ENGLISH: dict[str, str] = {}
for _row in _WEEKDAYS:
    for _day, _forms in zip(_WEEK, _row.split()):
        for _form in _forms.split("|"):
            if _form != "-":
                _ENGLISH[_form] = _day
for _said, _forms in _DAYS.items():
    for _form in _forms.split("|"):
        _ENGLISH[_form] = _said

# scripts written without spaces between words (Thai, Chinese, Japanese) have no word edges to look for
_UNSPACED = re.compile(r"[\u0e00-\u0e7f\u3040-\u30ff\u4e00-\u9fff]")
_WORD = re.compile("|".join(
    (re.escape(f).replace("\\\\s\\+", r"\s+") if _UNSPACED.search(f) else
     r"(?<![^\W\d_])" + re.escape(f).replace("\\\\s\\+", r"\s+").replace(r"\ ", r"\s+") + r"(?![^\W\d_])")
    for f in sorted(_ENGLISH, key=len, reverse=True)), re.IGNORECASE)
_KEYS = {re.sub(r"\s+", " ", k.replace("\\s+", " ")).lower(): v for k, v in _ENGLISH.items()}


# a day refused in the writer's language is left as written, so that it is read as no day at all: a no or a not right
# before it ("mesh bukra", "Rárá, ọ̀la", "nie jutro") or a no or a "can't" right after it ("kesho no", "dinsdag kan niet",
# "mâine nu pot", "esok tak dapat")
_NO = ("rárá|rara|la2|hapana|nie|nem|ei|nej|nei|nu|không|khong|לא|ไม่|tidak|bukan|hayır|hayir|όχι|нет|ні|nee|nein|non|ne|"
       "no|mesh|mish|msh|inte|ikke|nicht|niet")
_REFUSED_BEFORE = re.compile(r"(?<![^\W\d_])(?:" + _NO + r")\s*,?\s*$", re.IGNORECASE)
_REFUSED_AFTER = re.compile(r"^\s*,?\s*(?:(?:" + _NO + r")(?![^\W\d_])|kan\s+niet|nu\s+pot|tak\s+(?:dapat|boleh|bisa)|"
                            r"nie\s+mog|nem\s+(?:jó|tudok|megy)|kan\s+(?:inte|ikke)|ne\s+mogu|nemůžu|nemuzu|en\s+(?:pääse|voi))",
                            re.IGNORECASE)


def english_days(text: str) -> str:
    """`text` with each day's word of another language in English (see the module); a day refused in that language
    ("mesh bukra", "dinsdag kan niet") is left as written."""
    def put(m: re.Match[str]) -> str:
        before = text[max(0, m.start() - 30):m.start()]
        refused = _REFUSED_BEFORE.search(before)  # not the no said of the day before it ("kesho no, Jumamosi")
        if refused and not _WORD.search(before[:refused.start()].rstrip()[-14:]) or _REFUSED_AFTER.match(text[m.end():m.end() + 16]):
            return m.group(0)
        return _KEYS.get(re.sub(r"\s+", " ", m.group(0)).lower(), m.group(0))
    return _WORD.sub(put, text)
