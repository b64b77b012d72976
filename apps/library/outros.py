"""Talk about the recording or the page itself, judged by what a sentence is about and by
the shape of a line, not by a list of exact phrases.

A channel or blog speaks to its audience about itself in ways that change from one to the
next ("New videos every Tuesday.", "I'll put the timestamps in the description.", "Grab
a hoodie from the store."), but what they talk about is the same: the channel and its parts, the page and its
widgets, what is sold or sponsored, when the next one comes out, hello and goodbye. A
sentence about the other person ("He posts every Sunday.", "They comment on your photos.")
is the subject of the talk, never its furniture, so a sentence that names someone else is
left alone. Every judgement here is about one sentence or one line, never its place.
"""

import re

from apps.library.session import about_the_session

_I = re.IGNORECASE
_DAY = r"(?:mon|tues|wednes|thurs|fri|satur|sun)days?"
_SOMEONE_ELSE = re.compile(
    r"\b(?:he|she|they|them|him|his|her|hers|their|theirs|narcissists?|abusers?|ex|partner|mother|father|"
    r"mom|mum|dad|parents?|family|friends? of)\b",
    _I,
)
# The recording, the channel and their parts, with a word that makes them this channel's.
_OWN = r"(?:this|today'?s|tonight'?s|next|last|previous|another|my|our|new|latest|upcoming|every|each)"
_NOT_VERB = r"(?! (?:of|you|your|them|him|her|us|me|how|up|that)\b)"
_CHANNEL = (
    rf"\b{_OWN} (?:\w+ )?(?:videos?|vlogs?|clips?|uploads?|streams?|livestreams?)\b",
    # "show" as a noun, not a verb ("photos that show your home", "this show of anger").
    rf"\b{_OWN} (?:\w+ )?(?:channel|episodes?|podcasts?|show|series)\b{_NOT_VERB}",
    rf"\bthe (?:channel|podcast|show|replay|live chat)\b{_NOT_VERB}",
    (
        r"\bsubscrib\w*|\bnewsletters?\b|\bmerch\w*|\bpatreon\b|\bpatrons?\b|\bko-?fi\b|\bsponsor\w*|"
        r"\btimestamps? (?:are |is )?(?:down )?(?:below|above|in)\b|\bthe timestamps\b|\bshow ?notes\b|"
        r"\blive ?streams?\b|\bjavascript\b|\bon (?:the )?air\b|\bshout[- ]?outs? to\b|\bsigning off\b(?! on)|"
        r"\btop (?:right |left )?corner\b|\bend screen\b|\bwatch part\b|"
        r"\b(?:email|mailing) list\b|\bnotification bell\b|\blike button\b|\bthumbs? up\b"
    ),
    # Comments, links and the description, where the audience finds them.
    (
        r"\b(?:pinned|first|top) comment\b|\bcomments? (?:below|down below|section)\b|\bin the comments\b|"
        r"\bevery (?:single )?comment\b|\bcomment (?:below|down)\b|\bin the description\b|"
        r"\bdescription (?:below|box)\b|\b(?:my|the) links?\b(?= (?:below|in|above))|\bmy links?\b|"
        r"\blinks? (?:below|above|in (?:the|my) (?:bio|description|show ?notes))\b|\blinked (?:below|in)\b|"
        r"\blink in (?:the|my) bio\b|\b(?:is|are) linked\b(?! to| with)|\b(?:my )?(?:inbox|dms?) (?:is|are) (?:always )?open\b|"
        r"\b(?:send|leave|drop) (?:me |us |in )?your questions\b|\bso you don'?t miss (?:a thing|an? \w+)\b|"
        r"\bshare (?:this|it) with (?:someone|anyone|a friend|friends) who (?:needs|might need)\b"
    ),
    # What the channel sells, and offers made to its audience.
    (
        r"\b(?:my|our) (?:own )?(?:course|program|programme|coaching|workbook|masterclass|shop|store|"
        r"membership|website|webinar)\b|\bfree (?:trial|guide|download|checklist)\b|"
        r"\b(?:promo|discount|coupon) code\b|\buse (?:the |my )?code\b|(?-i:\bcode [A-Z0-9]{3,}\b)|"
        r"\b(?:hoodies?|t-shirts?|mugs?|stickers?|posters?)\b.{0,30}\b(?:store|shop)\b|"
        rf"\b(?:the|this|my|our) (?:discount|sale)\b{_NOT_VERB}|\b(?:five|5)[ -]star\b|\brate and review\b|\bleave (?:me |us )?a (?:\w+ )*review\b"
    ),
    # The show's own credits, launches and sign-offs.
    (
        r"\byour hosts?\b|(?-i:\b[Yy]ou(?:'re| are) listening to [A-Z])|\b(?:is|are) out now\b|\bwherever you get your\b|"
        r"\bthanks? (?:you )?to (?:our|my) (?:\w+ )?(?:editors?|producers?|sponsors?|patrons?|supporters?|"
        r"members|team|crew|guests?)\b|\b(?:i'?ll|we'?ll|i will|we will) see you (?:all |guys |again )?"
        r"(?:next|soon|tomorrow|then|in the next|on)\b|\b(?:i'?ll|we'?ll) catch you\b|\bthat'?s (?:all|it) (?:i'?ve got|i have|from me|for "
        r"(?:today|now|this (?:week|time|one|episode|video)))\b"
    ),
    # Asking for a reaction, pointing at the screen, opening the doors to paid work.
    (
        r"\b(?:tap|hit|press|click|double[- ]tap) (?:the|that) (?:heart|like|thumbs?)\b|\ba part (?:two|three|2|3)\b|"
        r"\bup in the (?:top )?corner\b|\b(?:top|bottom) corner\b|\bapplications? (?:are|is) (?:now )?open\b|"
        r"\bwant to work with me\b|\bhousekeeping\b|\baudio[- ]only\b|"
        r"\bjoin\b.*\b(?:this|our|my) community\b|\b(?:this|our|my) community\b.*\bjoin\b|"
        r"\benough (?:rambling|from me)\b|\bhope you (?:all|guys|lot) have an? \w+ (?:week|weekend|day|evening)\b|"
        r"\bstuck around\b|\bcomment the word\b|\b(?:spaces|spots|places|seats) are limited\b|\bspecial guests?\b|"
        r"\b(?:next|last) week'?s (?:show|episode|video|stream)\b"
    ),
    # A page's own comment form and feedback, and where else to follow the channel.
    (
        r"\b(?:my|your) (?:name|email)\b.*\bcomment|\b(?:my|your) comment (?:is|was|will|has)\b|\bnotify me\b|"
        r"\bfollow (?:me|us|along) on\b|\b(?:find|reach|catch) (?:me|us) (?:over )?on\b|"
        # The page speaking of itself: its affiliate links, what it earns.
        r"\baffiliate\b|\b(?:on|from|of|to) this (?:page|site|website|blog)\b|\b(?:keeps?|support|supports|running|funds?) this (?:site|website|blog|newsletter)\b"
    ),
)
_ABOUT_CHANNEL = re.compile("|".join(f"(?:{p})" for p in _CHANNEL), _I)

# When the next one comes out: a verb of publishing with a day or a time to come.
_PUBLISH = re.compile(
    r"\b(?:upload\w*|go(?:ing|es)? live|goes out|go out|comes? out|coming out|premieres?|"
    r"new (?:videos?|episodes?|posts?|parts?)|part (?:two|three|four|five|\d+|ii|iii)|join us|tune in|"
    r"(?:i|we) (?:post|publish|put out|release|record|stream))\b",
    _I,
)
_WHEN = re.compile(
    rf"\b(?:every|each|on|this|next) (?:{_DAY}|day|week|weekend|month|morning|night|evening)\b|"
    rf"\b{_DAY}\b|\bnext (?:time|week|month)\b|\btomorrow\b",
    _I,
)

# Hello and goodbye to the audience.
_GREETING = re.compile(
    r"(?:(?:hey|hi|hello|so|well|and),? )*"
    r"(?:(?:hey|hi|hello|what'?s up|what is up),? (?:everyone|everybody|guys|you guys|friends|folks|y'all|"
    r"all|there)\b.{0,40}"
    r"|welcome to (?:another|this|the|my|our)\b.{0,40}"
    r"|(?:alright|all right|okay|ok|so|now),? let'?s (?:jump|dive|get) (?:right )?(?:in|into it)"
    r"|let'?s (?:jump|dive|get) (?:right )?(?:in|into it)"
    r"|(?:(?:okay|ok|alright|and|so),? )?(?:that'?s it,? )?i'?m out"
    r"|(?:welcome[,.!]? ?){2,}"
    r"|(?:bye|goodbye|cheers)(?: for now)?,? (?:everyone|everybody|guys|all|friends|folks|y'all)"
    r"|thanks? (?:you )?(?:so much )?(?:all |everyone )?for (?:reading|stopping by|being here|your support)"
    r"(?:,? (?:everyone|everybody|guys|all|friends|folks|y'all))?)",
    _I,
)
_SHORT = 18  # words: longer sentences are about something, whatever they name

# Words only a channel uses of itself, and words it uses with them ("The worksheet is free
# for members.", "I've pinned the resources."). One of each, or two of the first, make a
# sentence about the channel. Phones, messages, links, screenshots, videos and audio are
# evidence in this subject, and support groups are free: none of them is a channel word.
_CHANNEL_WORDS = frozenset({
    "episode", "episodes", "channel", "podcast", "podcasts", "viewers", "listeners", "subscribers",
    "subscribe", "sponsor", "sponsors", "sponsored", "merch", "patreon", "newsletter", "livestream", "replay",
    "upload", "uploads", "uploaded", "timestamps", "playlist", "thumbnail", "algorithm", "pinned", "webinar", "poll",
    "worksheet", "workbook",
})  # fmt: skip
_WITH_CHANNEL = frozenset({
    "free", "members", "membership", "community", "join", "resources", "questions", "part", "comment",
    "comments", "description", "corner", "screen", "link", "links", "listen", "watch", "tap", "share",
    "follow", "series", "show", "bonus", "course", "coaching", "sessions", "booking", "applications",
    "review", "rate", "discount", "code", "store", "shop", "audio", "video", "videos", "clip", "clips",
    "post", "support", "binge", "masterclass", "tab",
})  # fmt: skip
_TOKENS = re.compile(r"[a-z]+")


def _channel_words(core: str) -> bool:
    words = set(_TOKENS.findall(core.lower()))
    strong = len(words & _CHANNEL_WORDS)
    return strong >= 2 or (strong == 1 and bool(words & _WITH_CHANNEL))


# A page asking what the reader made of it ("Was this helpful?").
_FEEDBACK = re.compile(r"(?:was|is|were) (?:this|these) (?:\w+ )?(?:helpful|useful)", _I)


def about_the_recording(core: str) -> bool:
    """A sentence addressed to the audience about the channel or page itself."""
    if _GREETING.fullmatch(core) or _FEEDBACK.fullmatch(core):
        return True
    if len(core.split()) > _SHORT or _SOMEONE_ELSE.search(core):
        return False
    if _ABOUT_CHANNEL.search(core) or _channel_words(core) or about_the_session(core):
        return True
    return bool(_PUBLISH.search(core) and _WHEN.search(core))


# A line of page furniture by its shape: short, not a sentence, and made of labels, names,
# dates, counts and separators rather than of a clause.
_SEPARATORS = re.compile(r"\s[|\u00b7\u00bb\u2022/\u2014-]\s|[\u00bb]$|\*")
_COUNT = re.compile(r"^\W*\d[\d,.]*[KkMm]?\+?\W*$")
_LABEL = re.compile(r"^[A-Z][\w'&]*(?: [\w'&]+){0,2}: \S")
_CREDIT = re.compile(r"^[A-Z][a-z]+ by [A-Z][\w.'-]+")  # "Pinned by Healing Hour", "Photo by Ana Ruiz"
_UI = re.compile(
    r"^(?:view|show|load|see|hide|read|open|close|expand|collapse|reply|share|save|print|download|watch|"
    r"shop|donate|support|get|join|subscribe|follow|sign|log|register|cancel|skip|scroll|jump|continue|"
    r"add to|mute|unmute|raise hand|enrol|enroll|embed|queue|mark as|"
    r"keep (?:reading|exploring|scrolling|watching|listening))\b",
    _I,
)
_LINE_WORDS = 10


def furniture_by_shape(line: str) -> bool:
    """A short line that is not a sentence and is shaped like page furniture: a label and a
    value ("Read next: The quiet after the storm"), separators ("Like \u00b7 Reply"), a date
    or a count ("1.2M views", "Published 2 March 2022") or a button ("View more replies").
    For lines in a page of prose only."""
    core = line.strip()
    words = core.split()
    if not words or len(words) > _LINE_WORDS or core.endswith((".", "?", "!", '"')):
        return False
    if _SEPARATORS.search(core) or _LABEL.match(core) or _COUNT.match(core) or _CREDIT.match(core):
        return True
    if len(words) <= 8 and any(c.isdigit() for c in core):  # a date, a time, a count
        return True
    return len(words) <= 4 and bool(_UI.match(core))
