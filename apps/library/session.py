"""Talk about the session itself, as the speaker runs it: opening and closing it, thanking
and praising the audience, apologising for the recording, and the small talk around it.

Outros change their wording from one speaker to the next ("That's all for today, take
care.", "Right, I'll let you get on with your day.", "I can see a few of you typing."),
so beside the patterns of what each kind of sentence does, a short sentence is judged by
how many kinds of session cue it carries (the speaker acting now, the audience as a group,
the session's time, its things, a move that opens or closes it, hello and thanks). The
talk's subject (the other person, abuse, contact, boundaries, healing, safety) and
anything quoted are never session talk; every judgement is about one sentence, never its
place.
"""

import re
from collections import Counter

from apps.library.words import frequency

_I = re.IGNORECASE
_DAY = r"(?:mon|tues|wednes|thurs|fri|satur|sun)days?"

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
_SESSION_NOUN = (
    r"(?:session|topic|talk|chat|class|lesson|lecture|workshop|seminar|live|episode|video|stream|q ?& ?a|reflection|"
    r"meditation)"
)
_SESSION = re.compile(
    # Closing it.
    r"\bthat'?s (?:gonna|going to|gon na) do it\b|\bwrap(?:ping)? (?:it|this|things|us) up\b|"
    r"\b(?:i'?ll|i will|we'll|we will|let'?s) (?:leave|stop|end) (?:it|things|you|us) (?:there|here)\b|"
    r"\btalk (?:to you )?(?:soon|later)\b|\b(?:big|sending|virtual) hugs?\b|"
    r"\b(?:next|last|this week'?s) (?:live|stream|q ?&? ?a)\b|"
    r"^(?:greetings|hello|hi|hey) from\b|^welcome (?:in|along|aboard)\b|^quick one\b|\bhit reply\b|"
    r"\byour (?:emails|messages|comments|letters|notes|support) (?:mean|meant)\b|\bhappy (?:listening|watching|reading|viewing)\b|"
    r"\b(?:it'?s|this is|this one'?s) a (?:long|short|quick) one\b|\bsettle in\W*$|"
    r"\blet'?s (?:dive|jump|get) back in\b|\b(?:we'?re|i'?m) \w+ minutes in\b|^[^.]{0,24},\s*(?:bye|bye-bye|bye for now)\W*$|"
    r"^(?:until|till) the next one\b|"
    # Short videos, video calls, support circles and radio phone-ins.
    r"\bon (?:my|our) (?:page|profile|account|grid|stories)\b|\bfollow for (?:more|part)\b|"
    r"\b(?:tips|videos|content|posts) like this\b|\b(?:stitch|duet) (?:this|me)\b|\b(?:see|share) my screen\b|"
    r"\bcan (?:everyone|everybody|you all|y'all|you guys) (?:see|hear)\b|\bif you can (?:hear|see) me\b|"
    r"\b(?:you'?re|you are|i'?m|i am|i was) (?:still )?on mute\b|\bturn your cameras? (?:on|off)\b|\bunmute\b|"
    r"\bgo (?:a)?round the (?:circle|room)\b|\bcallers? on line\b|\bto the phones\b|\bcoming up after (?:the|this)\b|"
    r"\bafter the (?:news|break)\b|\bbreakout rooms?\b|\bin the (?:chat|live chat|zoom chat)\b|"
    r"\b(?:that'?s|this is) a (?:good|great|natural) (?:place|point|spot) to (?:pause|stop|end|finish|leave it|wrap)\b|"
    r"\blistener(?:'s)? (?:question|mail|letter|story)\b|\b(?:let'?s|we'll|i'll) take a (?:quick |short |little )?(?:breather|break|pause)\b|"
    r"\bsigning (?:out|off)\W*$|\bco-?hosts?\b|\byou(?:'ve| have) been (?:listening to|watching)\b|"
    r"(?-i:\bI'm [A-Z][a-z]+\b),? and this is\b|^shall we (?:get|start|begin|dive|do the)\b|"
    r"\bend of (?:chapter|part|episode|section) \w+\W*$|"
    # A heading read out on its own: "Part two.", "Chapter eleven." (an audiobook, a course).
    r"^(?:chapter|part|section|track|episode|disc|lecture|lesson|module) (?:\d+|[ivx]+|one|two|three|four|five|six|seven|"
    r"eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|twenty)\W*$|\bthat'?s (?:chapter|part|episode) \w+ done\b|"
    r"\b(?:send|share|forward) this (?:to|with) (?:the|a|any|someone|anyone|that)\b.*\bwho (?:needs|might need)\b|"
    r"\bthese (?:little )?(?:chats|sessions|talks|conversations) with you\b|\bwho'?s still (?:here|watching|listening|with (?:me|us))\b|"
    # The lecture hall's and the formal register's way of running a session.
    r"\b(?:this|that) concludes\b|\b(?:let us|let'?s) (?:close|end|finish) with\b|\bour time is (?:up|over)\b|"
    r"\b(?:i'?d|i would|i'?ll|i will|we'll|we will|happy to|glad to|let'?s|now) (?:\w+ ){0,2}(?:take|answer) "
    r"(?:some |a few |your |any )?questions\b|^any questions\b|"
    r"\bin (?:the|our) next (?:lesson|lecture|session|class|episode|video|part|module)\b|"
    r"\bupcoming (?:workshop|webinar|event|course|class|session|live|episode|retreat)\b|\b(?:a|another) production of\b|"
    r"\b(?:dear|all(?: our| my| the)?|fellow) (?:listeners|viewers|readers|subscribers|followers|audience)\b|"
    r"^(?:stay|be) blessed\b|\bgod bless (?:you all|everyone|y'all)\b|^blessings\b|\bpeace be with you\b|"
    r"\b(?:happy|glad|so glad|thrilled|delighted) (?:that )?you(?:'re| are) (?:here|with (?:me|us))\b|"
    r"\bcontent like this\b|\bvisit (?:us|me) again\b|\bthat(?:'ll| will) be (?:all|it) for\b|"
    r"\b(?:we|i)(?:'ll| will)? (?:continue|resume|carry on|be back) after (?:a|the) (?:short |quick )?(?:pause|break)\b|"
    r"^.{0,30}\band\s+(?:bye|goodbye|bye-bye)\W*$|"
    r"\byou(?:'re| are) all (?:such )?(?:stars|legends|amazing|awesome|the best|wonderful|brilliant|gems|incredible|lovely)\b|"
    r"\bmade it to the end\W*(?:,|$)|^(?:so,? |and |okay,? )?that'?s (?:been )?(?:our|my|the) \w+ for (?:today|tonight|this week|now)\b|"
    r"\bto (?:those|all of you|everyone) who (?:celebrate|are celebrating)\b|"
    r"\b(?:i'?ve been getting|i get|i got|i'?ve had)\b.{0,20}\b(?:dms|emails|comments|questions|messages) "
    r"(?:about|asking)\b|"
    r"\b(?:yourselves|you all|everyone|thanks?|thank you)\b.*\bfor (?:showing up|tuning in|coming along)\b|"
    r"\b(?:i'?ll|i will|we'll|we will) be back\b|"
    rf"(?:^|[,;] )(?:until|till) (?:next time|tomorrow|next week|{_DAY})\W*$|"
    rf"\b(?:see|catch) you (?:all |guys )?(?:on )?(?:next time|then|tomorrow|next week|later|{_DAY})\W*$|"
    r"\bthat'?s (?:all|it|everything) (?:from me|for (?:today|tonight|now|this \w+|today'?s \w+|this \w+'s \w+))\b|"
    r"\b(?:chat|talk|speak) (?:to|with) (?:you|y'?all)(?: all| guys| lot)? (?:soon|later|next|tomorrow|then|on \w+)\b|"
    r"\b(?:i'?m|i am|we're|i'?ll|we'll|i will|i need to|i have to|i'?ve got to|i gotta)\b.{0,20}"
    r"\b(?:hop|jump|head|sign|log|dash|run) off\W*(?:now|here|there)?\W*$|\bkept you (?:long enough|too long|for ages)\b|"
    r"\b(?:i'?ve|i have) been (?:talking|rambling|going on|chatting|yapping) (?:for|too|so|a)\b|"
    r"\bthat'?s (?:my two cents|all i'?ve got|everything)\W*$|\b(?:i|we) think that'?s (?:it|all|everything)\b|"
    r"\bcall it (?:a day|a night|there)\b|\bsee myself out\b|\bthat'?s (?:us|me) for (?:another|this|today|now|the)\b|"
    r"\bthat'?s the show\b|\bnight night\b|\bmwah\b|"
    r"\b(?:quick|shameless|little) plug\b|\buntil we meet again\b|\b(?:i'm|i am|we're|we are) recording (?:this|today|it)\b|"
    r"\bmy (?:first|second|third|fourth|\w+th) (?:attempt|try|go|take) at (?:recording|filming|this)\b|"
    r"\bthat'?s your lot\b|\bthat'?s where (?:i'll|we'll|i will|we will|i'm going to|we're going to) (?:stop|leave it|end|finish|pause)\b|"
    r"\b(?:it'?s been|always) a (?:pleasure|joy|treat)\b|\b(?:i'll|we'll|i will|we will)\b.*\bfor next (?:time|week)\W*$|"
    r"^(?:right|okay|ok|so|alright|anyway),? (?:on to|onto|moving on to)\b|"
    # Opening it, or coming back.
    r"\blet'?s get cracking\b|\b(?:you'?ve|you have) been (?:a|an|such a) (?:\w+ )?(?:audience|crowd|bunch|group)\b|"
    r"\bso many of you\b|\b(?:be good|be kind|look after|be gentle) (?:to|with) (?:each other|one another)\b|"
    r"\bhope (?:the|your) (?:week|day|weekend|evening|morning) (?:is|has been) (?:treating|kind|good)\b|"
    r"\bkeep (?:your|the|those) (?:questions|comments|messages|stories|texts|calls|emails) coming\b|\bdrop me a (?:line|note|message|comment)\b|"
    r"\b(?:ran|running|run|went|going) (?:a bit |a little |slightly )?over(?: time)?\b(?=.*\bsorry\b)|"
    r"\b(?:check|test|testing)\b.{0,20}\b(?:sound|mic|audio|camera|stream)\b.{0,12}\b(?:working|on|okay|ok)\b|"
    r"\bif you'?re new (?:here|to (?:the|this|my|our))\b|\bglad you (?:found|could make it|joined)\b|"
    r"\bbefore we (?:start|begin|get (?:started|going|into it)|dive in|jump in|wrap|finish|close|go)\W*(?:,|$)|"
    r"\b(?:we're|i'?m|we are|i am) back (?:after|from|with|again)\b|"
    r"\bwelcome to (?:all )?(?:the |our |my )?(?:new|newcomers)\b|\bwherever you(?:'re| are) (?:watching|listening|reading)\b|"
    r"\bwhoever you are\W*$|\bgood (?:morning|afternoon|evening)\b.*\bgood (?:morning|afternoon|evening|night)\b|"
    # Asking the audience what to make next, hoping the session helped.
    r"\blet me know\b.*\b(?:follow[- ]up|part two|another (?:one|video|episode)|requests?|what you'?d like)\b|"
    r"\bhope (?:this|that|today'?s \w+) (?:was|has been|is) (?:\w+ )?(?:useful|helpful)\b|\bhope (?:this|that) helped\b|"
    r"\bhope (?:you(?:'re| are) )?(?:all|you all|everyone|you guys|y'?all) (?:are |is )?(?:keeping|doing|well|good|safe|having)\b|"
    # Placing something on the page for the audience.
    r"\b(?:i'?ll|i will|i'?ve|i have|we'll|we've) (?:pop|put|leave|add|drop|stick|link|popped|left|added|dropped|linked)\b"
    r".*\b(?:below|underneath|down (?:there|below)|in the (?:notes|caption))\W*$|"
    rf"\b(?:today|tonight|this week|this morning|this evening)'?s {_SESSION_NOUN}\b|"
    # Thanking and praising the audience.
    r"\bthanks?(?: you)?(?: all| everyone| everybody| guys| so much| so very much| very much| again)* for "
    r"(?:being here|joining|coming|spending|hanging out|sticking (?:around|with)|stopping by|your time|"
    r"(?:all )?(?:the|your) (?:support|love|kind words|attention|patience)|showing up|having me)\b|"
    r"\bthanks?\b.{0,20}\bfor (?:hanging|bearing|sticking|staying|being) (?:in there |around )?with (?:me|us)\b|"
    r"\bthanks?\b.{0,20}\bfor (?:all )?(?:the|your) (?:\w+ )?wishes\b|"
    r"\bthanks?\b.{0,20}\bfor (?:all )?(?:the|your) (?:lovely|kind|sweet|beautiful|amazing|wonderful) "
    r"(?:messages|comments|emails|notes|words|reviews)\b|"
    rf"\bi (?:really |truly |just |so )?appreciate {_PLURAL_YOU}\b|"
    rf"\b{_PLURAL_YOU} (?:are|rock) (?:the best|amazing|awesome|incredible|the greatest|legends?)\b|"
    r"\bmuch love\b|\blove (?:you|ya) (?:guys|lots)\b|"
    # Apologising for the recording.
    r"\b(?:sorry|apologies|apologi[sz]e)\b.*\b(?:audio|sound|mic|microphone|background noise|echo|camera|"
    r"lighting|internet|wi-?fi|technical|glitch\w*|my voice|the delay)\b|"
    r"\b(?:this one|this video|this episode) (?:went up|is|was|came out) late\b|"
    r"\b(?:good|great|nice|lovely|so good) to be back\b|\b(?:like|share|save) this if\b|"
    r"\bthanks?(?: you)?\b.{0,20}\bfor (?:trusting (?:me|us)|sharing your stories)\b|"
    r"\b(?:excuse|pardon|forgive|ignore|mind) (?:the|my) (?:\w+ )?(?:background|hair|voice|mess|noise|lighting|camera|"
    r"audio|sound|outfit|set ?up|cat|dog|kids? in the background|yawning|coughing|sniffling|rambling|state of me|english|accent|grammar)\b|\bmy (?:camera|mic|microphone|webcam) (?:died|broke|is|was)\b",
    _I,
)
# Said to an audience named as such, a wish, a greeting or thanks closes or opens the session
# ("Stay safe out there, everybody.", "Thank you, everyone.").
_TO_AUDIENCE = re.compile(
    r"\b(?:stay safe|take care|be well|look after yourselves|mind how you go|go (?:gently|easy|well)|take it easy|"
    r"have an? (?:\w+ )?(?:day|week|"
    r"weekend|evening|night)|rest well|sleep well|thanks?|thank you|love (?:you|ya)|(?:much|lots of|sending) love|"
    r"bye|goodbye|cheers|hi|hello|hey|welcome|see you|talk soon|merry christmas|happy \w+)\b|^peace\b",
    _I,
)
_OUT_THERE = re.compile(r"\b(?:stay safe|take care|be well|be kind|be gentle)\b.*\bout there\W*$", _I)


# Weak cues of session talk, by kind. Two kinds together, at least one of them beyond "the
# speaker" and "the time" ("And today, I am pulling back the curtain." opens the subject),
# make a short sentence session talk.
_CUES = {
    "speaker": (
        r"\b(?:i'?m|i am|i'll|i will|we're|we are|we'll|let'?s|let me|i can see|i'?ve been|give me|"
        r"i want to thank)\b"
    ),
    "audience": (
        r"\b(?:you all|y'?all|you guys|you lot|(?:^|,\s*)(?:everyone|everybody)\b|(?:everyone|everybody)\W*$|\b(?:thanks|thank you|hello|hi|welcome)(?: again)?(?: to)? (?:everyone|everybody)\b(?! who)|(?:a lot|lots|loads|a few|few|some|many|those|all|each|most|every one) "
        r"of you|yourselves|folks|guys|hi all|whoever|wherever you)\b"
    ),
    # "live" as a broadcast ("going live", "this live"), not the verb ("I can't live like this").
    "time": (
        rf"\b(?:today|tonight|this week|next week|next time|this morning|this evening|right now|soon|later|{_DAY}|"
        r"(?:go|going|went|gone|be|being|were|are|am|i'm|we're|on|this|the|a|our|my|join|joined|joining|watch|watched|watching|catch|caught|here) live)\b"
    ),
    "thing": (
        r"\b(?:recording|chat|stream|episode|session|video|q and a|q ?& ?a|topic|series|background|"
        r"camera|mic|audio|typing|(?:videos?|content|posts?|tips|talks?) like this|that thought|our time|"
        r"your (?:comments|questions|letters|emails|stories)|part (?:one|1))\b"
    ),
    "move": (
        r"\b(?:the end|stop (?:recording|here|there|now)|wrap|leave you|let you (?:go|get)|pick (?:this|it) up|get on with|back with you|be back|"
        r"to be back|brings? us|made it this far|more on this|talking about|doing an?|"
        r"see you (?:soon|later|next|then|on|in|all|guys|there)|catch you|talk soon|until next time|till next time)\b"
    ),
    "social": r"\b(?:thanks?|thank you|bye|goodbye|welcome|shout[- ]?out|cheers|much love)\b",
}
_CUE = {kind: re.compile(pattern, _I) for kind, pattern in _CUES.items()}
_SUBJECT = re.compile(
    r"\b(?:narcissis\w*|abus\w*|manipulat\w*|contact|boundar\w*|heal\w*|trauma\w*|relationships?|silence|"
    r"control\w*|guilt\w*|hoover\w*|gaslight\w*|safe(?:ty)?)\b",
    _I,
)
_CUE_WORDS = 16


def session_cues(core: str) -> set[str]:
    """The kinds of session cue a sentence carries."""
    return {kind for kind, pattern in _CUE.items() if pattern.search(core)}


def _cued(core: str) -> bool:
    if len(core.split()) > _CUE_WORDS or '"' in core or _SUBJECT.search(core):
        return False
    kinds = session_cues(core)
    return len(kinds) >= 2 and bool(kinds - {"speaker", "time"})


_OTHER_PEOPLE = (
    r"he|she|they|them|him|his|her|hers|their|theirs|narcissists?|abusers?|ex|partner|mother|father|"
    r"mom|mum|dad|parents?|family|friends? of"
)


# Running a live room, a lecture or a stream, by kind rather than by line: breaks, time
# checks, read-out questions, the kit and the replay, staying on after, offers, sponsors,
# supporters and their gifts, the home breaking in, the series. Each needs the speaker's
# or the event's own words ("we'll take a ten minute break", not "take a break from the
# news"); up to 30 words, never on the subject, quoted or about someone else.
_ROOM = re.compile(
    r"\b(?:we'?re going to|we'?re gonna|we'?ll|we will|let'?s|i'?ll|time (?:for|to)) (?:now |just )?(?:take|have|grab) "
    r"(?:a|our) (?:[\w-]+ ){0,3}(?:break|breather|intermission|interval|stretch)\b|"
    r"\b(?:we(?:'ve| have)(?: got)?|there(?:'s| is| are)|i(?:'ve| have)(?: got)?) (?:about |around |roughly |just |only |maybe )?"
    r"(?:\w+|\d+) (?:more )?minutes? (?:left|to go|remaining)\b|\bi'?m (?:being )?told (?:that )?(?:we|i)\b|"
    r"\b(?:top|bottom) of the hour\b|\bwe lose the room\b|"
    r"^(?:\w+,? )?(?:the |our )?(?:first|next|last|final|another|one more) question(?: tonight| today| this week)? "
    r"(?:comes? (?:in )?from|is from)\b|"
    r"\b(?:somebody|someone|a listener|a viewer|a caller) (?:in the (?:back|front|chat|room|audience)|online) "
    r"(?:asked|asks|wants to know|wrote in)\b|"
    r"\bmute (?:myself|yourselves|your (?:mics?|microphones?))\b|"
    r"\b(?:re-?watch|re-?listen to|replay) (?:this|the (?:recording|session|replay|stream))\b|"
    r"\b(?:hi|hello|welcome) (?:to )?everyone (?:in|on|watching) the (?:replay|recording|chat|stream)\b|"
    r"\b(?:i'?ll|i will|i'?m going to) (?:stay|hang (?:around|back)|stick around|be around) (?:on )?"
    r"(?:for (?:a (?:few|couple of) minutes|a bit|a while) )?(?:after|afterwards|at the end)\b|"
    r"\b(?:coaching|mentoring|consultation|one-to-one) (?:spots?|places?|slots?|spaces?)\b|\bgiveaway\b|"
    r"\b(?:this|today'?s|tonight'?s) (?:\w+ ){0,2}(?:is|was|has been) (?:sponsored|brought to you|supported|made possible) by\b|"
    r"\bkeep (?:this|the) (?:whole )?(?:thing|show|channel|podcast|community|stream|lights) (?:running|going|on|alive|afloat)\b|"
    r"\b(?:bless you|thanks?|thank you)\b.{0,30}\bfor (?:that|the|your) (?:\w+ )?"
    r"(?:gift|gifted \w+|tip|donation|super ?chats?|bits|subs?|raid)\b(?! of\b)|"
    r"\b(?:my|the) (?:dogs?|cats?|puppy|kitten|baby|toddler|parrot|neighbou?rs?)\b.{0,50}\b(?:bark\w*|meow\w*|crying|snoring|"
    r"walk\w* across|joined us|in the background|any (?:second|minute|moment) now|(?:has )?found a \w+ toy)\b|\bapologi[sz]e in advance\b|"
    r"\blet me (?:just )?(?:fix|adjust|move|grab|find) (?:this|my|the) (?:light|lamp|camera|mic|microphone|notes|"
    r"laptop|charger|screen|slides?)\b|"
    r"\b(?:this|today'?s|tonight'?s) (?:talk|session|episode|lecture|class|workshop) is (?:the )?\w+ (?:in|of) "
    r"(?:a|our|the|this) (?:[\w-]+ ){0,2}series\b|"
    # Corrections of what the speaker just said; the venue and its kit; the schedule; the
    # phone lines; the home breaking in (after tune27 and tune28 were studied).
    r"\bi misspoke\b|\bcorrection (?:to|from) (?:something|what) i said\b|\bsorry,? i said \w+,? i meant\b|"
    # The venue's wifi, told or asked for ("The wifi code is on the board.", "What's the wifi
    # password?"), not changed: "Change the wifi password." is advice on privacy.
    r"\bwi-?fi (?:password|code|network) (?:is|are|'s|was)\b|\bwhat'?s the (?:guest )?wi-?fi\b|"
    r"\b(?:password|code) (?:for|to) the (?:guest )?wi-?fi\b|"
    # Seats offered to the audience, not one a speaker found ("I found a seat at the back.").
    r"\b(?:(?:seats|chairs|spaces) (?:left |free |available )?|(?:seat|chair|space) (?:left|free|available) )(?:in|at|down) the "
    r"(?:front|back)(?: row)?\b|\bthe overflow room\b|\bheadlights on\b|"
    r"\b(?:i'?ve|i have) (?:just )?been (?:passed|handed|given) a note\b|"
    r"\b(?:we'?re|we are|we'?ll) (?:going to |gonna )?(?:finish|finishing|end|ending|wrap up) (?:about |around |a little |a bit |slightly )?"
    r"(?:\w+ minutes )?(?:early|late)\b|\bnext (?:month|week|time) we'?re in\b|"
    r"\b(?:that|the|our) caller (?:has )?(?:dropped off|gone|hung up)\b|\bnext caller\b|"
    r"\bthere goes the (?:doorbell|phone|dog|kettle|alarm|post)\b|"
    r"\b(?:first|next|last|another) question,? (?:[\w,]+ ){0,5}is from\b",
    _I,
)
_ROOM_WORDS = 30
# Someone else named: the subject, not the room ("I'm being told" stays a room cue here).
_OTHER = re.compile(rf"\b(?:{_OTHER_PEOPLE})\b", _I)


def running_the_room(core: str) -> bool:
    """A sentence about running the live room, lecture or stream itself (_ROOM)."""
    if len(core.split()) > _ROOM_WORDS or '"' in core or _SUBJECT.search(core) or _OTHER.search(core):
        return False
    return bool(_ROOM.search(core))


def about_the_session(core: str) -> bool:
    """A short sentence that opens or closes the session, thanks or praises the audience, or
    apologises for the recording. about_the_recording asks only of short sentences that name
    no one else ("I'll be back on Sunday, she said." is the subject)."""
    if _SESSION.search(core) or _OUT_THERE.search(core) or _cued(core):
        return True
    return bool(_ADDRESSED.search(core) and _TO_AUDIENCE.search(core))


# Beside the subject: a short sentence that names the audience, says hello, thanks or sorry,
# or is the speaker acting now ("Hello from a very rainy Manchester.", "We ran a bit over
# time, sorry.", "I'm gonna go make dinner now."), and whose less common words appear nowhere
# else in the transcript. A talk returns to its subject's words; the speaker's asides about
# dinner, the weather or the slides do not. "I" alone is no cue: a speaker telling her own
# story says "I'm eating cereal for dinner." or "The day I left was a Tuesday." once, in
# words she never uses again (the first-person monologues of pools/spoken_stories_*.json
# lost 5 to 9% of their sentences to that cue). A sentence with no less common word at all
# ("I gave you everything.") gives no evidence either way and stays, as does anything
# quoted or reported ("I said thank you"), naming someone else, or not ended as a sentence
# (a speech-recognition fragment is garble.py's to judge).
_ASIDE_CUE = re.compile(
    r"\b(?:you all|y'all|folks|guys|hello|hi|hope you|"
    r"thanks|(?<!a )(?<!the )(?<!no )thank|sorry|bye|night night|good ?night|mwah|cheers|greetings)\b",
    _I,
)
_SPEAKER_NOW = re.compile(
    r"\b(?:i'm|i am|im|i'll|i will|let me|let's)(?: gonna| going to| just| quickly)* "
    r"(?:go|grab|get|pop|run|nip|head|take|check|fix|step|switch|answer)\b.*"
    r"\b(?:now|real quick|quickly|for a (?:sec|second|moment|minute))\W*$",
    _I,
)
# Someone else named, or someone's words reported ("I said thank you"): never an aside.
_SOMEONE = re.compile(rf"\b(?:{_OTHER_PEOPLE}|said|says|told|asked|wrote)\b", _I)
_ASIDE_WORDS = 18  # at 20, a real sentence of the base articles goes on 10 sets
_ASIDE_TOPIC = 5.0  # Zipf: rarer words carry a sentence's subject
_ASIDE_MIN_SENTENCES = 30  # a shorter text has too few sentences to know its subject by
_WORD = re.compile(r"[A-Za-z][A-Za-z']+")


def _subject_words(sentence: str) -> set[str]:
    return {w.lower()[:6] for w in _WORD.findall(sentence) if len(w) >= 4 and frequency(w.lower()) < _ASIDE_TOPIC}


def foreign(sentences: list[str]) -> set[int]:
    """Indices of the sentences whose less common words all appear nowhere else in the
    text: none in a text too short to know its subject by, nor a sentence with no less
    common word (it gives no evidence either way)."""
    if len(sentences) < _ASIDE_MIN_SENTENCES:
        return set()
    words = [_subject_words(sentence) for sentence in sentences]
    seen = Counter(word for found in words for word in found)
    return {index for index, found in enumerate(words) if found and all(seen[word] == 1 for word in found)}


def asides(sentences: list[str], off_subject: set[int] | None = None) -> set[int]:
    """Indices of the short sentences that are the speaker's asides, off the text's subject
    (`off_subject`: foreign(sentences), when the caller has it already)."""
    found = set()
    for index in foreign(sentences) if off_subject is None else off_subject:
        core = sentences[index].strip()
        if not core.endswith((".", "!", "?")) or len(core.split()) > _ASIDE_WORDS or '"' in core or ":" in core:
            continue
        if _SOMEONE.search(core):
            continue
        if _ASIDE_CUE.search(core) or _SPEAKER_NOW.search(core):
            found.add(index)
    return found
