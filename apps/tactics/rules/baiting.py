"""Baiting: provoking, poking or testing to get any reaction at all."""

RULES: tuple[str, ...] = (
    # Hooks: news you should hear first, daring you to care, "too good to reply".
    r"before you hear (?:it |about it )?from (?:someone|somebody|anyone|anybody) else",
    r"(?:see if|like|as if) i (?:even )?care|i do not even care",
    r"(?:too good|too busy|too important|too proud|too scared|too grand) (?:now )?to (?:reply|answer|text|call|respond|talk|say hi|pick up|reply to me|answer me)",
    r"(?:i )?bet (?:you are|your|you) (?:loving|enjoying|glad|happy|relieved|pleased|laughing|crying|feeling)",
    r"(?:one day|someday|soon|eventually) you (?:will|are going to) (?:realise|realize|see|understand|regret|miss|wake up)",
    r"(?:someone|somebody|anyone|anybody) (?:desperate|stupid|dumb|blind|naive|sad|gullible) enough",
    r"(?:i )?guess you (?:finally )?(?:found|got|met|have)",
    r"(?:you are|your|so you are) (?:just )?going to (?:ignore|block|pretend|act like|keep ignoring)",
    # Teasing news.
    r"(?:guess|wait till you hear|wait until you hear|you will never guess|you are not going to believe) (?:what|who)",
    r"(?:thought|figured) you (?:should|would want to|might want to|would like to|ought to) hear it from me|(?:wanted|want) you to hear it from me",
    r"(?:no big deal|not that you care|not that it matters)(?:,? but)?",
    # Betting on your feelings, claiming to read you.
    r"(?:i )?bet you (?:are|were|still|miss|missed|wish|cried|regret|think|noticed|hate|love|did|have)",
    r"you are still (?:mad|upset|angry|sulking|crying|bitter|salty|pretending|hung up)",
    r"still (?:mad|upset|sulking|bitter|salty)\?",
    r"(?:i know|we both know) you (?:are|have been) (?:reading|seeing|looking at|checking) (?:this|these|my)",
    r"(?:i wonder|wonder) (?:what|if|whether) you",
    r"do not you (?:want|care) to know",
    # Daring and calling you a coward.
    r"(?:too|so) (?:scared|afraid|chicken|much of a coward|weak) to (?:answer|reply|respond|talk|face|say)",
    r"cowards?|cowardly(?! lion)",
    r"what are you (?:so )?(?:afraid|scared) of",
    r"prove (?:me wrong|it)",
    r"you (?:cannot|can not) (?:hide|ignore me|run|block me) forever",
    r"you (?:can|could) at least (?:say|reply|answer|respond)",
    r"(?:go ahead and )?block me(?: then| again| if you want)?(?=[.!?,]|$)",
    r"you think (?:blocking|ignoring|avoiding|hiding|running) (?:me|from me)",
    # Sarcasm and taunts.
    r"must be nice",
    r"funny how (?:you|that|it) (?:works|work)?",
    r"interesting (?:how|that) you",
    r"whatever (?:helps you sleep|you say|makes you feel better|floats your boat)",
    r"enjoy (?:your|the) (?:new|little|perfect|freedom|life|single life|peace and quiet|new life)",
    r"(?:have|had) fun (?:with|being|playing)",
    r"(?:did not|does not) take you long",
    r"took you long enough",
    r"(?:that was|you moved on|moved on) (?:quick|fast|quickly|so fast|so quick)",
    r"glad you are (?:finally|clearly|obviously)",
    r"(?:do not|never) come crying",
    r"(?:left|leaving|leave) me on (?:read|seen)",
    # Predicting your return.
    r"you (?:will|are going to) (?:be back|come back|come crawling|crawl back|regret leaving|miss me)",
    r"(?:come|coming) (?:running|crawling|crying) back",
    r"you always (?:do|come back)(?=[.!?,]|$)",
    r"crawl(?:ing)? back",
    r"(?:it|that|they|he|she|this|you two) (?:will not|is not going to|are not going to|never) last",
    # Questions dangled to hook you.
    r"(?:just|only) (?:one|a) (?:quick|simple|small) question",
    r"(?:does|do) (?:he|she|they|your new \w+) (?:know|even know) (?:about|what|that|who)",
    # Your belongings as a hook.
    r"(?:i )?(?:still )?(?:have|got|have got|have still got) (?:some of |all )?your (?:\w+'s |old |favourite )?(?:stuff|things|clothes|books|records|jacket|ring|keys|hoodie|jumper|letters|photos|guitar|necklace|watch)",
    r"you left (?:your|some|a few) (?:stuff|things|clothes|books|jacket|keys)",
    r"come (?:and )?(?:get|collect|pick up) your",
    r"(?:throw|throwing|threw|bin|binning|binned|sell|selling|sold|burn|burning|burned|burnt|give away|giving away|gave away) (?:out |away )?(?:all )?your (?:stuff|things|clothes|books|records|photos|letters)",
)
