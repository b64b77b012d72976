"""Blame reversal: your boundary cast as the harm (cold, cruel, abandonment)."""

from .common import INTENSIFIERS, YOU_ARE

RULES: tuple[str, ...] = (
    # Your distance cast as their wound: ruined it, pushed me, nothing was good enough.
    r"(?:thanks|thank you|thx|cheers) for (?:ruining|wrecking|spoiling|destroying|nothing|abandoning|leaving)",
    r"nothing i (?:did|do|ever did|ever do|said) (?:was|is) (?:ever )?(?:good enough|enough|right)",
    r"(?:have to|need to|got to|had to) be (?:so )?(?:cold|cruel|heartless|distant|harsh|mean|horrible|nasty|difficult)",
    r"(?<!since )(?<!when )(?<!after )(?<!before )you (?:just )?(?:disappeared|vanished|walked away|left)(?=[.!?,]|$| on me| on us)",
    r"you know (?:exactly )?what you (?:did|have done)",
    # You are cold, cruel, selfish.
    rf"{YOU_ARE} {INTENSIFIERS}(?:(?:a|an|such a|such an) )?{INTENSIFIERS}(?:cold|heartless|cruel|selfish|distant|unrecognizable|unrecognisable|childish|immature|ungrateful|vindictive|petty|bitter|spiteful|unforgiving|stubborn|hateful|evil|nasty|vile)",
    r"you (?:selfish|heartless|cruel|ungrateful|spiteful|vindictive|evil|nasty|vile)(?= \w)",
    r"you (?:have )?changed(?! your| the| my| it| that| his| her)",
    # You left, you ruined it.
    r"you (?:abandoned|left|walked out on|gave up on|threw away|ghosted|discarded|betrayed|turned your back on|(?:just )?cut (?:me|us) off|shut (?:me|us) out|ruined|destroyed|broke up) (?:me|us|our|everything|this family|the family|what we had|on (?:me|us))",
    r"you (?:just |would |will |have )?(?:throw|threw|thrown) away (?:\w+ )?(?:years|everything|what we had|our|a (?:family|marriage|relationship|friendship))",
    r"(?:you )?(?:disappear|disappeared|vanish|vanished|ghosted) (?:on (?:me|us)|for (?:\w+ )?(?:months|weeks|days|years)|like that|without)",
    r"you (?:chose|picked) (?:him|her|them|this|to leave|your \w+) over (?:me|us|your)",
    r"(?:turn|turned|turning) (?:everyone|people|them|the kids|the children|my (?:kids|children|family|friends)|our (?:kids|friends|family)) against me",
    r"(?:you are|you were) the (?:problem|one who (?:left|ruined|walked|broke|destroyed|ended)|reason)",
    r"the problem (?:is|was|has always been) you",
    r"i am not the one who (?:left|walked out|ended|gave up|ruined|broke|quit)",
    r"you (?:blocked|unfollowed|unfriended|deleted|removed) me",
    # It is your fault.
    r"(?:this is|it is|it is all|this is all|all of this is) (?:your fault|on you|because of you)",
    r"your (?:own )?fault",
    r"(?:only )?(?:have )?yourself to blame",
    r"because of you",
    r"(?<!what )you did this",
    r"you (?:made|make) me (?:do|say|act|like|this way|react|angry|so|feel|lose|snap)",
    r"you (?:have )?(?:made|make|are making) my life (?:hell|a (?:living )?hell|a misery|miserable|impossible)",
    r"you (?:really |always |just )?(?:do )?(?:push|pushed|drove|drive|provoke|provoked) me (?:to|too far|into)|you provoked me",
    r"look (?:what|at what) you (?:made me|did|have done)",
    r"you started (?:it|this)",
    r"you brought this on yourself",
    r"you (?:had it coming|deserved (?:it|that|this|what you got)|asked for it)",
    r"sorry not sorry",
    r"after what you (?:did|have done|put)",
    # I am the bad guy now.
    r"(?<!like )(?<!as if )(?:so )?i am the (?:bad guy|villain|bad one|monster|problem|abuser|evil one)(?: now| here)?",
    r"making me (?:out to be|look like|look) (?:a |the |some kind of )?(?:monster|villain|bad guy|bad one|abuser|crazy|evil|psycho|the problem)",
    r"punish(?:ing)? me",
    r"what (?:did|have) i (?:ever |even )?(?:do|done)(?: to you| wrong| to deserve|\?)",
    r"(?:i|we) (?:did|have done) nothing (?:wrong|to deserve)",
    r"(?:i|we) (?:were|was) (?:happy|fine|good) (?:until|before) you",
    r"(?:waiting for|still waiting for|where is|i deserve|you owe me) (?:an|my) apology",
    # Over nothing, out of nowhere.
    r"over (?:nothing|one (?:mistake|argument|fight|thing|bad day|bad night|little thing|comment|text|message|drink)|something so (?:small|stupid|little|silly))",
    r"for no reason",
    r"out of nowhere",
    r"without (?:a word|an explanation|any explanation|a reason|any reason|warning|a second thought)",
    # Your boundary, mocked.
    # In a message these mock your boundary; in a talk they are the topic itself.
    r"(?#message-only)(?:no contact|your (?:little )?(?:boundaries|boundary|game|games|silence|stunt|tantrum))",
    r"(?#message-only)silent treatment",
    r"(?:tearing|breaking|ripping|splitting) (?:up )?(?:this|the|our|my) family (?:apart|up)?",
    r"keeping (?:the kids|the children|my grandchildren|my grandkids|them) (?:from|away)",
    # The harm laid at your door (round 4; messages only: they mis-tag talks).
    r"(?#message-only)if you (?:would|had) (?:just |only )?(?:\w+ed|listened|talked|told|stayed|come|answered|tried|given)|none of this would (?:have )?(?:happen|happened)",
    r"(?#message-only)you (?:walked out on|left|abandoned|gave up on) (?:a|your|the|this|our) (?:family|kids|children|marriage|home)",
    r"(?#message-only)i am not the one who \w+",
    r"(?#message-only)(?:do not|stop|you always) mak(?:e|ing) (?:this|it|everything) about (?:me|you)",
    r"(?#message-only)i (?:only |just )?(?:reacted|was reacting|responded) to (?:what you|you|how you)",
    r"(?#message-only)(?:cut|cuts|cutting|block|blocks|blocking) (?:you|people|me|us|everyone) (?:off )?and (?:then )?(?:act|acts|play|plays|acting|playing) (?:like )?(?:the )?victim",
    r"(?#message-only)what you (?:have )?put (?:this family|us|me|everyone|your \w+|the kids|the children) through",
    r"(?#message-only)(?:move|moved|moving) on like (?:none of (?:it|that|this)|nothing|it|we|i) (?:mattered|happened|ever|meant|was)",
    r"(?#message-only)(?:threw|throw|thrown|throwing) (?:me|us|it all|all that|everything) away|(?:throwing|throw) away (?:\w+ )?(?:years|months)",
    r"(?#message-only)why do (?:you|u) (?:hate|despise|treat) me",
    r"(?#message-only)(?:you|u) (?:have|got) no heart|heartless",
    r"(?#message-only)(?:real|proper|good|decent) (?:mothers|fathers|mums|moms|dads|parents|daughters|sons|wives|husbands|partners|friends) (?:do not|would not|never|would never) (?:abandon|leave|cut|ignore|walk|treat|do)",
)
