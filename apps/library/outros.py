"""Talk about the recording or the page itself, judged by what a sentence is about and by
the shape of a line, not by a list of exact phrases.

A channel or blog speaks to its audience about itself in ways that change from one to the
next ("New videos every Tuesday.", "Timestamps are down below.", "Use code HEAL20 for 20%
off."), but what they talk about is the same: the channel and its parts, the page and its
widgets, what is sold or sponsored, when the next one comes out, hello and goodbye. A
sentence about the other person ("He posts every Sunday.", "They comment on your photos.")
is the subject of the talk, never its furniture, so a sentence that names someone else is
left alone. Every judgement here is about one sentence or one line, never its place.
"""

import re

_I = re.IGNORECASE
_DAY = r"(?:mon|tues|wednes|thurs|fri|satur|sun)days?"
_SOMEONE_ELSE = re.compile(
    r"\b(?:he|she|they|them|him|his|her|hers|their|theirs|narcissists?|abusers?|ex|partner|mother|father|"
    r"mom|mum|dad|parents?|family|friends? of)\b",
    _I,
)
# The recording, the channel and their parts, with a word that makes them this channel's.
_OWN = r"(?:this|that|today'?s|tonight'?s|next|last|previous|another|my|our|new|whole|full|latest|upcoming|second)"
_CHANNEL = (
    (
        r"\b(?:this|today'?s|tonight'?s|next|last|previous|another|my|our|new|whole|full|latest|upcoming|second) "
        r"(?:\w+ )?(?:videos?|vlogs?|clips?|uploads?|streams?|livestreams?)\b"
    ),
    rf"\b{_OWN} (?:\w+ )?(?:channel|episodes?|podcasts?|show|series|playlists?)\b(?! of)",
    r"\bthe (?:channel|podcast|show|playlist)\b(?! of)",
    (
        r"\bsubscrib\w*|\bnewsletters?\b|\bmerch\w*|\bpatreon\b|\bpatrons?\b|\bko-?fi\b|\bsponsor\w*|"
        r"\btimestamps?\b|\bshow ?notes\b|\blive ?streams?\b|\byoutube\b|\bspotify\b|\bapple podcasts\b|"
        r"\b(?:email|mailing) list\b|\bnotification bell\b|\blike button\b|\bthumbs? up\b"
    ),
    # Comments, links and the description, where the audience finds them.
    (
        r"\b(?:pinned|first|top) comment\b|\bcomments? (?:below|down below|section)\b|\bin the comments\b|"
        r"\bevery (?:single )?comment\b|\bcomment (?:below|down)\b|\bin the description\b|"
        r"\bdescription (?:below|box)\b|\b(?:my|the) links?\b(?= (?:below|in|above))|\bmy links?\b|"
        r"\blinks? (?:below|above|in (?:the|my) (?:bio|description|show ?notes))\b|\blinked (?:below|in)\b|"
        r"\blink in (?:the|my) bio\b"
    ),
    # What the channel sells, and offers made to its audience.
    (
        r"\b(?:my|our) (?:own )?(?:course|program|programme|coaching|workbook|masterclass|shop|store|"
        r"membership|website|webinar)\b|\bfree (?:trial|guide|download|checklist)\b|"
        r"\b(?:promo|discount|coupon) code\b|\buse (?:the |my )?code\b|(?-i:\bcode [A-Z0-9]{3,}\b)|"
        r"\b(?:\d+|twenty|ten|fifteen|fifty) ?(?:%|percent) off\b|\bhoodies?\b|\bt-shirts?\b|"
        r"\b(?:five|5)[ -]star\b|\brate and review\b|\bleave (?:me |us )?a (?:\w+ )*review\b"
    ),
    # A page's own widgets and readers.
    (
        r"\bthis (?:site|website|browser|blog)\b|\bemail address\b|\brequired fields?\b|"
        r"\b\d[\d,.]*[km]?\+? (?:readers|subscribers|followers|members|listeners|views)\b"
    ),
)
_ABOUT_CHANNEL = re.compile("|".join(f"(?:{p})" for p in _CHANNEL), _I)

# When the next one comes out: a verb of publishing with a day or a time to come.
_PUBLISH = re.compile(
    r"\b(?:upload\w*|go(?:ing|es)? live|goes out|go out|comes? out|coming out|premieres?|"
    r"new (?:videos?|episodes?|posts?|parts?)|part (?:two|three|four|five|\d+|ii|iii)|"
    r"(?:i|we)(?: usually| always)? post)\b",
    _I,
)
_WHEN = re.compile(
    rf"\b(?:every|each|on|this|next) (?:{_DAY}|day|week|weekend|month|morning|night|evening)\b|"
    rf"\b{_DAY}\b|\bnext (?:time|week|month)\b|\btomorrow\b",
    _I,
)

# Hello and goodbye to the audience.
_GREETING = re.compile(
    r"(?:(?:hey|hi|hello|okay|ok|alright|all right|so|well|and|peace),? )*"
    r"(?:(?:hey|hi|hello|what'?s up|what is up),? (?:everyone|everybody|guys|you guys|friends|folks|y'all|"
    r"all|there)\b.{0,40}"
    r"|welcome (?:back|to (?:another|this|the|my|our)\b).{0,40}"
    r"|that'?s (?:a wrap|it from me|it for (?:this|today|now|me)).{0,40}"
    r"|(?:i'?ll |we'?ll )?talk (?:to you )?(?:soon|later|next time|then).{0,20}"
    r"|stay tuned.{0,40}"
    r"|(?:love you(?: guys| all)?,? )?(?:bye|goodbye|cheers|peace)(?: for now)?,? ?"
    r"(?:everyone|everybody|guys|all|friends|folks|y'all)?"
    r"|thanks? (?:you )?(?:so much )?(?:all |everyone )?for (?:reading|stopping by|being here|your support)"
    r"(?:,? (?:everyone|everybody|guys|all|friends|folks|y'all))?)",
    _I,
)
_SHORT = 18  # words: longer sentences are about something, whatever they name


def about_the_recording(core: str) -> bool:
    """A sentence addressed to the audience about the channel or page itself."""
    if _GREETING.fullmatch(core):
        return True
    if len(core.split()) > _SHORT or _SOMEONE_ELSE.search(core):
        return False
    return bool(_ABOUT_CHANNEL.search(core)) or bool(_PUBLISH.search(core) and _WHEN.search(core))


# A line of page furniture by its shape: short, not a sentence, and made of labels, names,
# dates, counts and separators rather than of a clause.
_SEPARATORS = re.compile(r"\s[|\u00b7\u203a\u00bb\u00ab\u2022/>\u2014-]\s|^[\u00ab\u2039<]|[\u203a\u00bb>]$|\*")
_MONTH = r"(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*"
_DATE = re.compile(rf"\b{_MONTH} \d{{1,2}}\b|\b\d{{1,2}} {_MONTH} \d{{4}}\b|\b\d{{1,2}}:\d{{2}}\b|\b\d{{4}}\b", _I)
_COUNT = re.compile(r"^\W*\d[\d,.]*[KkMm]?\+?\W*$")
_LABEL = re.compile(r"^[A-Z][\w'&]*(?: [\w'&]+){0,2}: \S")
_UI = re.compile(
    r"^(?:view|show|load|see|hide|read|open|close|expand|collapse|reply|share|save|print|download|listen|watch|"
    r"shop|buy|donate|support|book|get|join|subscribe|follow|sign|log|register|cancel|skip|scroll|jump|"
    r"continue|discover|explore|learn|try|start|upvote|like)\b",
    _I,
)
_LINE_WORDS = 10


def furniture_by_shape(line: str) -> bool:
    """A short line that is not a sentence and is shaped like page furniture: a label and a
    value ("Author: Maya Cole"), separators ("Home > Blog"), a date or a count ("4.8K
    views", "June 3, 2024"), all capitals or a button ("View more replies"). For lines in a page
    of prose only."""
    core = line.strip()
    words = core.split()
    if not words or len(words) > _LINE_WORDS or core.endswith((".", "?", "!", '"')):
        return False
    letters = [c for c in core if c.isalpha()]
    if _SEPARATORS.search(core) or _LABEL.match(core) or _COUNT.match(core):
        return True
    if len(words) <= 8 and (_DATE.search(core) or any(c.isdigit() for c in core)):
        return True
    if len(letters) >= 4 and all(c.isupper() for c in letters):
        return True
    return len(words) <= 6 and bool(_UI.match(core))
