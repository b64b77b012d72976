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
        r"\baffiliate\b|\b(?:on|from|of|to) this (?:page|site|website|blog)\b"
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


# The session itself, as the speaker runs it: opening and closing it, thanking and praising
# the audience, apologising for the recording. None of these needs a channel word ("That's
# all for today, take care.", "Sorry about the audio.", "Talk soon, friends."). The talk's
# own advice to the listener ("Take care of yourself.", "You deserve peace.") speaks to one
# person about their life, not to an audience about the session, and stays.
_PLURAL_YOU = r"(?:you all|y'?all|you guys|you lot|all of you|(?:each and )?every (?:single )?one of you)"
_AUDIENCE = (
    rf"(?:{_PLURAL_YOU}|everyone|everybody|guys|folks|friends|my friends|fam|my loves|lovelies|"
    r"(?:my )?(?:lovely|beautiful|dear|sweet|wonderful|gorgeous|kind) (?:ones|people|souls|friends|hearts|humans))"
)
_HELLO = r"(?:ok(?:ay)?|alright|all right|hey|hi|hello|thanks|thank you|bye|goodbye|cheers|love you|peace)"
# The audience named as the one spoken to, set off by commas or after a hello ("Alright
# folks, ...", "..., everybody.", "Hey guys welcome back"), not as a subject ("Everyone
# deserves peace.", "You all deserve to feel safe.").
_ADDRESSED = re.compile(
    rf"^(?:(?:{_HELLO}|so|and|well|right|anyway),?\s+)*{_AUDIENCE}\s*[,.!;:-]|^(?:{_HELLO},?\s+)+{_AUDIENCE}\b|"
    rf",\s*(?:{_HELLO},?\s+)?{_AUDIENCE}\W*$",
    _I,
)
_SESSION_NOUN = r"(?:session|topic|talk|chat|class|lesson|live|episode|video|stream|q ?& ?a)"
_SESSION = re.compile(
    # Closing it.
    r"\bthat'?s (?:gonna|going to|gon na) do it\b|\bwrap(?:ping)? (?:it|this|things|us) up\b|"
    r"\b(?:i'?ll|i will|we'?ll|we will|let'?s) (?:leave|stop|end) (?:it|things|you|us) (?:there|here)\b|"
    r"\btalk (?:to you )?soon\b|\b(?:i'?ll|i will|we'?ll|we will) be back\b|"
    rf"(?:^|[,;] )(?:until|till) (?:next time|tomorrow|next week|{_DAY})\W*$|"
    rf"\b(?:see|catch) you (?:all |guys )?(?:on )?(?:next time|then|tomorrow|next week|later|{_DAY})\W*$|"
    r"\bthat'?s (?:all|it|everything) (?:from me|for (?:today|tonight|now|this \w+|today'?s \w+|this \w+'s \w+))\b|"
    r"\b(?:chat|talk|speak) (?:to|with) (?:you|y'?all)(?: all| guys| lot)? (?:soon|later|next|tomorrow|then|on \w+)\b|"
    r"\b(?:i'?m|i am|we'?re|i'?ll|we'?ll|i will|i need to|i have to|i'?ve got to|i gotta)\b.{0,20}"
    r"\b(?:hop|jump|head|sign|log|dash|run) off\W*(?:now|here|there)?\W*$|\bkept you (?:long enough|too long|for ages)\b|"
    r"\b(?:i'?ve|i have) been (?:talking|rambling|going on|chatting|yapping) (?:for|too|so|a)\b|"
    r"\bthat'?s (?:my two cents|all i'?ve got|everything)\W*$|\b(?:i|we) think that'?s (?:it|all|everything)\b|"
    # Opening it, or coming back.
    r"\bif you'?re new (?:here|to (?:the|this|my|our))\b|\bglad you (?:found|could make it|joined)\b|"
    r"\bbefore we (?:start|begin|get (?:started|going|into it)|dive in|jump in)\W*(?:,|$)|"
    r"\b(?:we'?re|i'?m|we are|i am) back (?:after|from|with|again)\b|"
    r"\bwelcome to (?:all )?(?:the |our |my )?(?:new|newcomers)\b|\bwherever you(?:'re| are) (?:watching|listening|reading)\b|"
    r"\bwhoever you are\W*$|\bgood (?:morning|afternoon|evening)\b.*\bgood (?:morning|afternoon|evening|night)\b|"
    # Asking the audience what to make next, hoping the session helped.
    r"\blet me know\b.*\b(?:follow[- ]up|part two|another (?:one|video|episode)|requests?|what you'?d like)\b|"
    r"\bhope (?:this|that|today'?s \w+) (?:was|has been|is) (?:\w+ )?(?:useful|helpful)\b|\bhope (?:this|that) helped\b|"
    r"\bhope (?:you(?:'re| are) )?(?:all|you all|everyone|you guys|y'?all) (?:are |is )?(?:keeping|doing|well|good|safe|having)\b|"
    # Placing something on the page for the audience.
    r"\b(?:i'?ll|i will|i'?ve|i have|we'?ll|we'?ve) (?:pop|put|leave|add|drop|stick|link|popped|left|added|dropped|linked)\b"
    r".*\b(?:below|underneath|down (?:there|below)|in the (?:notes|caption))\W*$|"
    rf"\b(?:today|tonight|this week|this morning|this evening)'?s {_SESSION_NOUN}\b|"
    # Thanking and praising the audience.
    r"\bthanks?(?: you)?(?: all| everyone| everybody| guys| so much| so very much| very much| again)* for "
    r"(?:being here|joining|coming|spending|hanging out|sticking (?:around|with)|stopping by|your time|"
    r"(?:all )?(?:the|your) (?:support|love|kind words)|showing up|having me)\b|"
    r"\bthanks?\b.{0,20}\bfor (?:all )?(?:the|your) (?:lovely|kind|sweet|beautiful|amazing|wonderful) "
    r"(?:messages|comments|emails|notes|words|reviews)\b|"
    rf"\bi (?:really |truly |just |so )?appreciate {_PLURAL_YOU}\b|"
    rf"\b{_PLURAL_YOU} (?:are|rock) (?:the best|amazing|awesome|incredible|the greatest|legends?)\b|"
    r"\bmuch love\b|\blove (?:you|ya) (?:guys|lots)\b|"
    # Apologising for the recording.
    r"\b(?:sorry|apologies|apologi[sz]e)\b.*\b(?:audio|sound|mic|microphone|background noise|echo|camera|"
    r"lighting|internet|wi-?fi|technical|glitch\w*|my voice|the delay)\b|"
    r"\b(?:this one|this video|this episode) (?:went up|is|was|came out) late\b|"
    r"\b(?:excuse|pardon|forgive|ignore) (?:the|my) (?:\w+ )?(?:background|hair|voice|mess|noise|lighting|camera|"
    r"audio|sound|outfit|set ?up|cat|dog|kids? in the background)\b|\bmy (?:camera|mic|microphone|webcam) (?:died|broke|is|was)\b",
    _I,
)
# Said to an audience named as such, a wish, a greeting or thanks closes or opens the session
# ("Stay safe out there, everybody.", "Thank you, everyone.").
_TO_AUDIENCE = re.compile(
    r"\b(?:stay safe|take care|be well|look after yourselves|mind how you go|go (?:gently|easy|well)|take it easy|"
    r"have an? (?:\w+ )?(?:day|week|"
    r"weekend|evening|night)|rest well|sleep well|thanks?|thank you|love (?:you|ya)|(?:much|lots of|sending) love|"
    r"bye|goodbye|cheers|hi|hello|hey|welcome|see you|talk soon)\b|^peace\b",
    _I,
)
_OUT_THERE = re.compile(r"\b(?:stay safe|take care|be well|be kind|be gentle)\b.*\bout there\W*$", _I)


def about_the_session(core: str) -> bool:
    """A short sentence that opens or closes the session, thanks or praises the audience, or
    apologises for the recording. about_the_recording asks only of short sentences that name
    no one else ("I'll be back on Sunday, she said." is the subject)."""
    if _SESSION.search(core) or _OUT_THERE.search(core):
        return True
    return bool(_ADDRESSED.search(core) and _TO_AUDIENCE.search(core))


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
