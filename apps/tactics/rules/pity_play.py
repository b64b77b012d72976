"""Pity play: presenting themselves as struggling, broken or alone."""

from .common import INTENSIFIERS, THIRD
from .self_harm import SELF_HARM

RULES: tuple[str, ...] = (
    # Unwell, unable to cope, worn down: said in passing or through someone.
    r"(?<!i )(?:cannot|can not) (?:sleep|eat|stop crying|function|breathe)(?= anymore| any more| at night| without| since|[.!?,]|$)",
    rf"{THIRD} (?:looked|looks|seemed|seems|sounded|sounds) (?:so |really |very )?(?:awful|terrible|dreadful|rough|ill|unwell|poorly|thin|so thin|grey|like death|like a ghost|lost|broken)",
    r"glad (?:someone|somebody|one of us) is(?=[.!?,]|$| happy| doing)",
    r"how hard (?:this|the last|these past|it|everything|the last few) (?:\w+ )?(?:year|years|months?|weeks?|days|time)? ?(?:has been|have been|is|was) (?:for me|on me)",
    r"i am (?:not well|unwell|poorly|really ill|so ill|not very well)",
    r"(?:my own|even my) (?:friends|family|kids|children|mum|mom|dad|sister|brother|son|daughter) (?:will not|do not|does not|would not|never|cannot|can not) (?:talk|speak|answer|call|look at|visit)",
    # I am struggling, broken, alone.
    rf"i am {INTENSIFIERS}(?:struggling|depressed|broken|lost|lonely|alone|falling apart|a mess|a wreck|not ok|not okay|not alright|not doing (?:well|good|great|ok|okay)|suffering|miserable|devastated|heartbroken|in pieces|at rock bottom|barely (?:holding on|surviving|coping|functioning)|so tired|drowning|going crazy|losing my mind|losing it|not coping|in bits|a shell)",
    rf"i (?:feel|have been feeling|am feeling) {INTENSIFIERS}(?:alone|lonely|empty|lost|sick|awful|terrible|hopeless|worthless|numb|broken|low|like (?:dying|nothing|a ghost|giving up|i am dying|i cannot go on|shit|crap|garbage|rubbish|i am going crazy))",
    r"(?:without you )?(?:i am|i feel) (?:nothing|lost|empty|worthless) without you",
    r"(?:all|completely|totally) (?:alone|on my own|by myself)|i am (?:all )?(?:on my own|by myself)(?= now|[.!?,]|$)",
    r"(?:no one|nobody) (?:checks on|asks about|calls|visits|texts|cares about|even asks about) me",
    r"(?:do not|cannot|can not) see (?:the|any) point(?= anymore| any more| in (?:anything|living|going on|trying|life)| of anything|[.!?,]|$)",
    # Cannot sleep, eat, cope.
    r"i (?:cannot|can not|could not|have not been able to) (?:sleep|eat|breathe|function|stop crying|go on|cope|do this without you|live without you|get out of bed|work|think straight|focus)",
    r"i have (?:been )?(?:crying|not slept|not eaten|lost everything|nobody|no one|nothing left|been so low|hit rock bottom)",
    r"(?:have not|not) been (?:sleeping|eating)",
    r"(?:everything|my life|my world|life) is (?:falling apart|a mess|over|crumbling|ruined)|(?:have not|not) (?:left|been out of) (?:the house|my room|my bed|bed)",
    r"lost my appetite|(?:lost|losing|dropped) (?:so much |a lot of |loads of |tons of )?weight|look like a ghost",
    r"cry myself to sleep|crying (?:every night|all day|all night|myself to sleep)",
    r"i (?:cannot|can not) (?:do|take|handle|cope with|bear) (?:this|it) (?:anymore|any more|much longer)",
    r"how (?:much )?longer i can (?:go on|do this|take|cope|keep)",
    r"i (?:just )?(?:sit|lie) (?:here|in bed|alone|in the dark)",
    r"(?:the|this) (?:flat|house|place|home|bed|room) (?:is so|feels so|feels) (?:quiet|empty|lonely)",
    # Nobody cares, nobody is left.
    r"(?:i have|i got) (?:nobody|no one)",
    r"no one (?:else )?(?:cares|understands|to talk to|is there for me|loves me)",
    r"nobody (?:cares|understands|loves me|is there for me)",
    r"everyone (?:left|leaves|abandons|abandoned|has left) me",
    r"(?:did not|do not) know who else to (?:call|turn to|talk to|ask)",
    r"poor me",
    r"i am the (?:victim|one who (?:got|is|was) hurt|one hurting|one suffering)",
    r"i do not deserve (?:this|to be treated|how you)",
    # Hard times.
    r"(?:what is|there is no) (?:the )?point",
    r"(?:going through|been through) (?:a lot|hell|so much|a hard time|a tough time|a rough|the worst)",
    r"(?:hard|rough|tough|dark) (?:time|times|patch|place|few (?:weeks|months|days))",
    r"worst (?:time|year|month|week|days?) of my life",
    r"i (?:lost|have lost) (?:my job|everything|my (?:home|flat|apartment|house))",
    rf"(?:i am|i have been) {INTENSIFIERS}(?:sick|ill|unwell)",
    r"my (?:heart|life|world) (?:is|has been) (?:broken|breaking|shattered|in pieces|in bits|falling apart|over)",
    r"(?:nobody|no one) (?:has )?(?:even )?(?:asked|checked|called|visited|cared)(?= how| about| on| if| whether|[.!?,]|$)",
    r"in a (?:bad|dark|terrible|really bad) (?:way|place)",
    # Self-harm wording: see mentions_self_harm in matching.py, which the UI uses to
    # show a calm safety note.
    r"(?:end it|end it all|ending it|want to die|kill myself|killing myself|do not want to be here|not be here anymore|better off without me|no reason to live|not worth living)",
    *SELF_HARM,
    # They (the person, through a friend) are in a bad way.
    rf"{THIRD} (?:is|are|has been|have been|was|were|seems|seemed|looks|looked|sounds|sounded) {INTENSIFIERS}(?:struggling|depressed|not doing well|not okay|not ok|a mess|a wreck|heartbroken|devastated|in pieces|falling apart|broken|not sleeping|not eating|crying|cut up|gutted|in bits|not coping|a shell of|lost without you|in a (?:bad|dark|terrible) (?:way|place))",
    r"beside (?:himself|herself|themselves|myself)",
    r"(?:has not|have not|had not) been (?:to work|eating|sleeping|out|himself|herself|the same)",
    # Struggling, told in other words (round 4; messages only: they mis-tag talks).
    r"(?#message-only)(?:really |so |very )?(?:fragile|vulnerable|low|dark|bad|difficult) (?:place|state|way|time) (?:right now|at the moment|lately|these days)|not in a good (?:way|place)",
    r"(?#message-only)(?:i am|i have been|i have started|started) (?:drinking|smoking|using|gambling) again",
    r"(?#message-only)(?:i|we|he|she) (?:lost|have lost|had to sell|am losing|is losing) the (?:house|flat|car|business|job|kids)",
    r"(?#message-only)sleeping (?:on|in) (?:\w+'s |my |a |the )?(?:sofa|couch|floor|car|spare room)",
    r"(?#message-only)(?:lost|have lost|dropped) (?:a|two|three|half a|\d+) (?:stone|kilos|kg|pounds|lbs)|(?:cannot|can not) keep anything down",
    r"(?#message-only)(?:barely|hardly|not) (?:eating|sleeping|leaving the house|getting out of bed|coping)",
    r"(?#message-only)(?:so )?hard (?:being|to be) (?:on my own|alone|by myself|without you)",
    r"(?#message-only)signed (?:me|him|her) off|off (?:work|sick) with (?:stress|depression|anxiety|my nerves)",
    r"(?#message-only)(?:i am|i have been) not feeling (?:very |too |so )?(?:well|good|great|myself)|(?:my|his|her) (?:chest|heart|back|nerves|health|anxiety|depression) (?:has been|is|was) (?:bad|playing up|worse|acting up)",
    r"(?#message-only)in tears|i hate myself|(?:got|found) (?:a )?(?:lump|something on the scan)|waiting (?:on|for) (?:the )?results",
    r"(?#message-only)(?:the )?hardest (?:time|year|month|week|days?|thing) of my life",
    r"(?#message-only)(?:never|not) (?:good|enough) enough for (?:some people|you|anyone|them)",
    r"(?#message-only)(?:is|are|has|have) (?:not|stopped) (?:talking|speaking) to anyone",
    r"(?#message-only)(?:i am )?(?:begging|on my knees)(?= you|[.!?,]|$)",
    r"(?#raw)(?:💔|🥺|😢|😭|😞|😔)",
)
