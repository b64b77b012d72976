"""Recognising web-page furniture and video outros, as general patterns.

A line is boilerplate when the *whole line* (short, give or take punctuation and
symbols) is one of these: page navigation, share and comment widgets, newsletter and
cookie notices, tags and categories. Inside running text the same words are left alone.
"""

import re
from collections import Counter

from apps.library.outros import about_the_recording, furniture_by_shape
from apps.library.session import running_the_room
from apps.library.words import frequency

# Each pattern must match the whole line, once trimmed of punctuation and symbols.
_MONTH = r"(jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?"
_DATE = (
    rf"\d{{1,2}}(st|nd|rd|th)? (of )?{_MONTH}(,? \d{{4}})?|{_MONTH} \d{{1,2}}(st|nd|rd|th)?(,? \d{{4}})?|"
    r"\d{1,2}[/.-]\d{1,2}[/.-]\d{2,4}|\d{4}-\d{2}-\d{2}"
)
_LINE_PATTERNS = (
    # Pagination and navigation.
    r"(continue|keep) reading( (on|at) (the )?(next|following) page)?",
    r"read (more|on|the (full|rest of the|whole) (article|story|post))",
    r"(go to |see )?(the )?(previous|next|prev|older|newer)( (page|post|article|entry|posts|entries))?",
    r"(page )?\d+ (of|/) \d+",
    r"page \d+",
    r"(back to )?(top|home|menu|main menu|search|navigation)( of (the )?page)?",
    r"(see also|what'?s new|contact|privacy|about|faq|help)",
    r"(up next|next up|coming up)( in| on)?:? .{1,60}",
    r"skip to (the )?(main )?(content|navigation)",
    r"(you are here:? )?home( [>|/] .{1,60})+",
    r"you are here: [^.!?]{1,60}( [>|/\u203a\u00bb\u2192] [^.!?]{1,60})+",  # a trail, whatever its first item
    # Sharing, likes and comments.
    r"(click to )?share( this( post| article| page| story)?)?( (on|via|with) \w+)?",
    r"share on \w+( share on \w+)*",
    r"sharing is caring",
    r"(tweet|pin it|pin|print|email)( this)?",
    r"(like|love) this( post| article)?",
    r"(like|love) this:? (like|love)( loading)?.{0,4}",
    r"(enjoy(ed)?|like[ds]?|love[ds]?) this( article| post| episode| video| story)?\??( (share|pass|forward|send) (it|this)( on| with .{1,20})?)?",
    r"(\d+ )?(likes?|shares?|views?|comments?|responses?|replies?)( \(?\d+\)?)?",
    r"(rate|review) this (article|post|page|story|episode)|(leave|send|give)( us)? (feedback|a rating)",
    r"listen (now|here|on .{1,30})|(episode|show) notes|(episode |full |read the |show )?transcripts?",
    r"(leave|post|add|write|submit) a (comment|reply|response)",
    r"(no comments|comments are closed|reply|cancel reply|join the (discussion|conversation))",
    r"(be the first to comment|what do you think)",
    r"loading( \.\.\.)?",
    # Newsletters, follows, subscriptions.
    r"(please )?(like( and|,)? )?(subscribe|sign up|join)( (to|for) (our|my|the) (newsletter|channel|mailing list|blog))?( (for|to get) .{0,40})?",
    r"(sign up|subscribe) (for|to) (our|the|my) \w+( \w+)?",
    r"sign up( for)? (free|now|today)",
    r"(you can )?unsubscribe( at any time| anytime| whenever you like)?",
    r"follow (us|me)( on .{1,40})?",
    # Cookies, copyright, ads, related content, categories.
    r".{0,80}\b(we|this (site|website|page)) uses? cookies.{0,160}",
    r".{0,80}\b(required fields? (are|is) marked|will not be published|won't be published)\b.{0,80}",
    r"(accept|reject|allow|manage|block)( all)? cookies.{0,40}",
    r"cookies? (policy|settings|preferences|consent|notice).{0,40}",
    r"(copyright|\(c\)|all rights reserved).{0,80}",
    r"(\d{4} )?[^.]{1,60}\. all rights reserved",
    r"(your )?privacy (choices|settings|preferences|options|centre|center)",
    r"(sign me up|count me in|yes,? sign me up)",
    r"(advertisement|sponsored( content)?|ad)",
    r"(related|recent|popular|recommended|more) (posts|articles|stories|reading)",
    r"you (may|might) also (like|enjoy)",
    r"(posted|filed|published) (in|under|on):? .{1,60}",
    r"(tags?|categories|category|tagged( with)?): ?.{1,80}",
    r"click here.{0,60}",
    # Bylines, dates and reading aids.
    r"(written |posted |words |story |photos? |reporting )?by [A-Z][\w.'-]+( [A-Z][\w.'-]+){0,3}( [|,-] .{1,60})?",
    r"(last )?(updated|modified|published|reviewed)( on| at)?:? .{1,40}",
    # A dateline: "Posted 12 March 2026 · St Aidan's Peer Support Group", "Recorded live on
    # 4 June 2024 at the Friends Meeting House", "Posted by admin on March 12, 2026 in Recovery".
    (
        rf"(posted|published|uploaded|recorded|streamed|aired|broadcast|first (aired|broadcast|published))( live)?"
        rf"( by [\w.' -]{{1,40}}?)?( on| at)?:? ({_DATE})( .{{0,80}})?"
    ),
    r"(medically |fact[- ])?(reviewed|checked) by .{1,60}",
    r"\d+ (min|mins|minute|minutes)( read| listen| watch)?",
    r"(read|reading|listening) time:? .{1,20}",
    r"(listen to|play|download|print|save|bookmark|email|copy link to|share) (this|the) (article|story|post|page|episode|pdf|link)( .{1,20})?",
    r"(link copied|copy link|copied to clipboard|download( the)? pdf|print( this)?( page)?|save( for later)?|bookmark( this)?)",
    r"(table of )?contents \[?(show|hide)\]?",
    r"\d+ (people|readers|users|listeners|customers) found this (helpful|useful)",
    r"[\w.@-]{2,30} \u00b7 (\d+|an?) (second|minute|hour|day|week|month|year)s? ago( \(edited\))?",
    r"(table of contents|contents|jump to( section)?|in this (article|post)|on this page|show (more|less)|view all|see all|load more)",
    r"(trending( now)?|most (read|popular|viewed|shared)|editor'?s picks?|top stories|latest( news| posts)?|you might have missed)",
    r"(about the author|author bio|meet the author|more (by|from) (this author|[A-Z][\w'-]+( [A-Z][\w'-]+)?))",
    r"(image|photo|picture|video) (credit|source|courtesy|via)s?:? .{0,60}",
    r"(source|sources|references|further reading|footnotes?):?( .{1,60})?",
    r"(sign in|log in|login|register|create (an|your) account|my account|log out|sign out)( with (your|an?) [\w' -]{1,40}?)?( to .{1,40})?",
    # A paywall's prompt: "Sign in or create a free account to read on".
    (
        r"(sign in|log in|subscribe|register)( or (create|register|sign up for|open) (an?|your) (free )?account)? to "
        r"(read on|keep reading|continue( reading)?|unlock|read (the|this) (full )?(story|article))"
    ),
    r"(report this ad|ad choices|privacy policy|terms( of (use|service))?|terms and conditions|contact us|about us|sitemap|accessibility)( [|/-] .{1,60})*",
    r"(newsletter|get (our|the) newsletter|stay (updated|in the loop|connected)|never miss a (post|story|thing))( .{1,40})?",
    r"((enter|type|add) (your|an) email( address)?( here)?|your email( address)?|email address|subscribe now|join now|sign up now|submit)",
    r"(search|search for|type to search|what are you looking for)( \.\.\.|:)?( .{1,30})?",
    r"(previous|next) (article|story|post|page|chapter|episode):? .{0,80}",
)
_LINE = re.compile("|".join(f"(?:{p})" for p in _LINE_PATTERNS), re.IGNORECASE)
# Credits for the site and its pictures, on a line that does not end as a sentence does
# ("Powered by WordPress | Theme by Astra", "Photo: Getty Images", "Photo by Anna Lee on
# Unsplash"); a name after "by" ("Designed by nature to protect you." is a sentence).
_CREDIT = re.compile(
    r"(?:(?:powered|built|hosted|designed|developed) (?:by|with|on)|(?:site|website|theme|design|web design) by) "
    r"[^.]{1,40}(?: [|/-] .{1,60})*|"
    r"(?:photo|photograph|image|picture|illustration|header image|cover (?:image|art)|artwork)s?: [^.]{1,60}|"
    r"(?:photo|image|illustration|cover art|artwork) (?:by|via) (?-i:[A-Z])[^.]{0,40}(?: on [^.]{1,30})?",
    re.IGNORECASE,
)
# Symbols and punctuation around the words do not matter ("Share this: »").
_EDGES = re.compile(r"^[\W_]+|[\W_]+$")

# Said at the end (or start) of a recorded talk, about the video rather than the topic.
_SPOKEN_PATTERNS = (
    r"(please |and )?(do not|don't) forget to (like|subscribe|comment|share|hit|click).{0,60}",
    r"(please |so )?(like|smash|hit|click)( the)? (like|subscribe|bell|notification).{0,60}",
    r"(please )?(like and )?subscribe( to (the|my|this|our) channel)?.{0,40}",
    r"(the )?links? (is |are )?(in|below) (the )?description.{0,40}",
    r"thanks? (you )?(so much )?for (watching|listening).{0,40}",
    r"see you (in|on) (the )?next (video|episode|one).{0,20}",
    r"(subtitles|captions|transcript) (by|from) .{0,60}",
    r"(this (video|episode|podcast) is |today's (video|episode) is )?(sponsored|brought to you) by .{0,80}",
    r"(use|with) (the )?(code|promo code|coupon) \w+.{0,60}",
    r"(let me know|tell me|leave a comment|drop a comment|comment) (in|down in|below|in the comments).{0,60}",
    r"(check out|watch) (my|our|the) (other|last|previous|next) (video|videos|episode|episodes).{0,40}",
    r"(welcome|welcome back) to (the|my|our) (channel|podcast|show|video).{0,40}",
    r"(turn on|hit|ring|click) (the )?(post )?(notifications?|bell|notification bell).{0,40}",
    r"(support|join) (me|us|the channel) on (patreon|ko-fi|youtube|membership).{0,40}|(become|join) (a|as a) (patron|member).{0,40}",
    r"(i will|i'll|we will|we'll) see you (in the next|next time|soon).{0,30}",
    (
        r"if (this|it|today's \w+) (helped|was helpful|was useful|resonated|spoke to you)( with you| you)?,? (please )?"
        r"(share|send|pass|forward|like|subscribe)\b.{0,60}"
    ),
)
_SPOKEN = re.compile("|".join(f"(?:{p})" for p in _SPOKEN_PATTERNS), re.IGNORECASE)

# A call to action about the recording: a sentence that opens like a request to the
# audience and names the medium ("Make sure you turn on notifications.", "Join the
# channel membership for extra videos.", "Drop a comment and tell me what you think.").
# Either half alone is ordinary speech ("Make sure you are safe.", "He left a comment.").
_CALL = re.compile(
    r"^(?:(?:so|and|now|also|guys|everyone|friends),? )?(?:please,? )?"
    r"(?:make sure|be sure|don't forget|do not forget|remember to|go ahead and|feel free to|"
    r"drop|leave|hit|smash|tap|click|press|check out|go check|head over|join|share|subscribe|like|"
    r"comment|follow|turn on|grab|download|give|let me know|tell me|write|send|if (?:this|you|it|today's))\b",
    re.IGNORECASE,
)
_MEDIUM = re.compile(
    r"\b(?:videos?|channel|episodes?|podcast|subscribe[ds]?|subscribers?|subscription|notifications?|"
    r"bell|playlists?|membership|patreon|description|comments?|comment section|like button|thumbs? up|"
    r"on (?:the|your) screen|links?|uploads?|livestreams?|merch|newsletter|course|workbook|down below)\b",
    re.IGNORECASE,
)
# A goodbye to the audience ("I will see you all next week.", "Until next time.").
_FAREWELL = re.compile(
    r"(?:(?:i will|i'll|we will|we'll|i|we)(?: will)? )?(?:see|catch) you(?: all| guys| everyone| again)? "
    r"(?:next|soon|tomorrow|later|then|in|on|again|there)\b.{0,30}"
    r"|(?:until|till) next time.{0,40}"
    r"|that'?s (?:all|it) for (?:today|this|now|me).{0,40}"
    r"|thanks? (?:you )?(?:so much )?(?:all |everyone )?for (?:watching|listening|tuning in|joining|being here).{0,40}"
    r"|(?:bye|goodbye|cheerio|ciao|ta-?ra|toodles|adios|farewell|see ya|laters)(?: for now)?(?:,? (?:everyone|everybody|guys|all|friends|y'all))?"
    r"|(?:take care|peace out),? (?:everyone|everybody|guys|all|friends|y'all)",
    re.IGNORECASE,
)
_CALL_WORDS = 15  # longer sentences are speech about something, not a request


def _call_to_action(core: str) -> bool:
    if _FAREWELL.fullmatch(core) or about_the_recording(core) or running_the_room(core):
        return True
    return len(core.split()) <= _CALL_WORDS and bool(_CALL.search(core)) and bool(_MEDIUM.search(core))


_MAX_LINE = 240  # longer lines are prose, whatever words they contain


def _core(text: str) -> str:
    return re.sub(r"\s+", " ", _EDGES.sub("", text))


def _looks_like_prose(line: str) -> bool:
    """A sentence of some length: boilerplate is a label or a prompt, not a sentence."""
    stripped = line.strip()
    return len(stripped.split()) > 8 and stripped.endswith((".", "?", "!"))


# A menu, a breadcrumb trail or a row of links: three or more short items set apart by
# separators ("Home > Guides > Family", "About | Contact | Privacy Policy"). Prose puts
# words between its commas, not a bar or a chevron between every two labels; a slash or a
# dash can join words in prose ("Ignore - block - delete"), so they do not count here.
_SEPARATORS = re.compile(r"\s+[|\u203a\u00bb\u00b7\u2022\u2192>]\s+")
_MENU_ITEM_WORDS = 5
_TITLE_WORDS = 12  # the last item of a trail is the page's own title ("... > When a Parent Won't Let Go")


def _menu(line: str) -> bool:
    items = [item.strip() for item in _SEPARATORS.split(line.strip())]
    return (
        len(items) >= 3
        and all(0 < len(item.split()) <= _MENU_ITEM_WORDS for item in items[:-1])
        and 0 < len(items[-1].split()) <= _TITLE_WORDS
        and not any(item.endswith((".", "?", "!")) and len(item.split()) > 2 for item in items)
    )


# A furniture label, a colon and what it labels: "You might also enjoy: 9 Signs ...", "About
# the author: Priya is a therapist ...", "Related: Why they come back". The label says what
# the line is, whatever follows (a title or a bio may name the subject).
_LABELLED = re.compile(r"^\W*([^:]{2,40}):\s+\S")
_LABELLED_WORDS = 40


def _labelled_furniture(line: str) -> bool:
    """A label of two words or more ("Help:" or "Contact:" alone may head advice), before
    no quoted words ('Posted in the village group: "Be careful ..."' reports a smear)."""
    match = _LABELLED.match(line)
    if not match or len(line.split()) > _LABELLED_WORDS or '"' in line:
        return False  # a quoted post is the other person's words
    label = _core(match.group(1))
    return len(label.split()) >= 2 and bool(_LINE.fullmatch(label))


# Notices a page prints as sentences: cookies, copyright, affiliate links and the commission
# they earn ("This post may contain affiliate links, which means we may earn a small
# commission at no extra cost to you.").
_DISCLOSURE = re.compile(
    r"cookie|all rights reserved|\baffiliate links?\b|\b(?:we|i) (?:may )?(?:earn|receive) a (?:small )?commission\b",
    re.IGNORECASE,
)
# A comment thread's heading: a count and the post's title, quoted or title-cased, with no
# full stop ('47 Responses to "The Quiet Phase"'; "No replies to my message." is a sentence).
_THREAD = re.compile(
    r"\s*(?:\d+|one) (?i:comments?|responses?|replies|thoughts?|reactions?) (?i:to|on) [\"'\u201c\u2018A-Z][^.!?]{0,100}[\"'\u201d\u2019\w?!]\s*"
)
_DISCLOSURE_LINE = re.compile(
    r".{0,80}\baffiliate links?\b.{0,200}|.{0,80}\bearn a (?:small )?commission\b.{0,160}", re.IGNORECASE
)
# A page's fields and counters, which no one says aloud: a message's subject ("Re: Best bait
# for tench on the lower lake?", "Fwd: minutes"), a label and its count in brackets
# ("Unread messages (3)", "Basket (0)"), and a capitalised label whose value is a date, with
# no full stop ("Check-in: Fri 18 Oct — Check-out: Sun 20 Oct", "Next collection: Green bin
# - Friday 12 July"; "By 12 May: he had called 40 times." is a sentence).
_SUBJECT = re.compile(r"\s*(?i:re|fwd?|aw):\s*\S.{0,100}")
_COUNTER = re.compile(r"\s*[A-Za-z][\w'-]*(?: [\w'-]+){0,3} \(\d{1,5}\)\s*")
_DATED_FIELD = re.compile(rf"\s*[A-Z][\w'-]*(?: [\w'-]+){{0,3}}: [^.!?:]{{0,60}}?\b(?i:{_DATE})\b[^.!?]{{0,60}}")


def is_boilerplate_line(line: str) -> bool:
    core = _core(line)
    if not core or len(line) > _MAX_LINE:
        return False
    if _menu(line) or _labelled_furniture(line):
        return True
    if _SUBJECT.fullmatch(line) or _COUNTER.fullmatch(line) or _DATED_FIELD.fullmatch(line):
        return True
    if _looks_like_prose(line) and not _DISCLOSURE.search(core):
        return False
    if _CREDIT.fullmatch(core) and not line.rstrip().endswith((".", "!", "?")):
        return True
    if _DISCLOSURE_LINE.fullmatch(core) or _THREAD.fullmatch(line):
        return True
    return bool(_LINE.fullmatch(core)) or bool(_SPOKEN.fullmatch(core)) or _call_to_action(core)


def is_spoken_boilerplate(sentence: str) -> bool:
    """A whole sentence about the recording itself ("Like and subscribe.")."""
    core = _core(sentence)
    return bool(core) and len(core) <= 120 and (bool(_SPOKEN.fullmatch(core)) or _call_to_action(core))


# A web page's furniture changes from site to site, so beyond the patterns above a line is
# judged by its place: in a copied page of prose (most lines end as sentences do), a short
# line of its own that does not end as a sentence and shares no less common word with the
# rest of the text ("Open in app", "Photo: Getty Images", "23 shares", "Ready for more?")
# is furniture. A heading on the page's subject ("Why they react to your silence") shares
# one, and stays.
_FURNITURE_WORDS = 8
_PROSE_LINES = 0.6  # share of lines ending as sentences, above which a text is prose
_TOPIC = 4.5  # Zipf: rarer words carry a line's subject
_WORDS = re.compile(r"[A-Za-z][A-Za-z']+")


def _topic_words(line: str) -> set[str]:
    return {w.lower()[:5] for w in _WORDS.findall(line) if len(w) >= 4 and frequency(w.lower()) < _TOPIC}


def furniture_lines(lines: list[str]) -> set[int]:
    """Indices of the lines that are page furniture by their place in a page of prose."""
    filled = [line.strip() for line in lines if line.strip()]
    if not filled or sum(line.endswith((".", "!", "?", '"')) for line in filled) / len(filled) < _PROSE_LINES:
        return set()
    topics = [_topic_words(line) for line in lines]
    seen = Counter(word for words in topics for word in words)
    found = set()
    for index, line in enumerate(lines):
        core = line.strip()
        words = len(core.split())
        if not core or words > _FURNITURE_WORDS or core.endswith((".", '"')) or (core.endswith("?") and words > 4):
            continue
        if furniture_by_shape(core) or not any(seen[word] > 1 for word in topics[index]):
            found.add(index)
    return found
