"""Nostalgia bait: shared memories, songs, photos and places, to soften the past."""

RULES: tuple[str, ...] = (
    # We were good together.
    r"we were (?:so )?(?:good|great|happy|amazing|perfect|brilliant) together",
    # Remember when.
    r"(?:do you |you |i )?remember (?:when|that|the|our|your|how|us|me|the time)",
    r"like it was yesterday|(?:feels|seems) like yesterday",
    r"(?:crazy|funny|mad) how time flies|time flies",
    r"(?:those|them) were the (?:days|times)",
    r"(?:good|old|better|happy|best) (?:old )?(?:times|days)",
    r"memories|memory lane",
    r"the way we (?:were|used to)",
    r"(?:we|us) used to",
    r"used to be (?:so )?(?:happy|good|great|close|fun)",
    r"(?:back|way back) (?:then|in the day)|(?:way )?back when (?:we|i was|you were|you and i|it was|things|everything|we were)|way back when",
    r"(?:today|it|this) would have been",
    r"(?:still|always|often) (?:think|thinking|dream|dreaming) (?:about|of) (?:that|the|our|those) (?:trip|holiday|night|day|summer|weekend|time|days|kiss|date|song)",
    r"(?:think|thinking|dream|dreaming) (?:about|of) (?:that|our|those) (?:trip|holiday|night|summer|weekend|time|days|kiss|date|song)",
    # Our song, our place, our things.
    r"(?:our|that) song",
    r"(?:heard|hear|played|playing|listening to|came on)(?: to)? (?:our|this|that) (?:song|album|playlist)",
    r"(?:this|which) song",
    r"(?:heard|hear|played|playing) (?:\w+ ){1,3}on the radio|came on (?:the radio|shuffle|in the car|in the shop)",
    r"(?:made|making|make) (?:us|you) a (?:playlist|mixtape|mix|photo book|scrapbook|album)",
    r"our (?:spot|place|restaurant|bench|beach|cafe|café|park|street|old|table|booth|song|tree|walk|playlist|show|film|movie|series|bar|pub|holiday|trip|tradition|joke|thing|honeymoon|first home)",
    r"your side of the bed|your (?:old )?(?:favourite|favorite)",
    r"(?:old|our) (?:photos?|pictures?|pics|videos?|letters?|texts?)",
    r"(?:found|came across|went through|going through) (?:an? |some |our |this |that |your |the )?(?:old )?(?:photos?|pictures?|pics|polaroids?|photo ?albums?|scrapbooks?|letters?|videos?|notes?|hoodie|shirt|jumper|sweater)",
    r"(?:saw|looking at|looked at|looking through) (?:some |all )?(?:our )?old (?:photos?|pictures?|pics|videos?|letters?)|(?:saw|looking at|looked at|looking through) our (?:photos?|pictures?|pics|videos?|letters?)",
    r"(?:photo|facebook|snapchat|google) memor(?:y|ies)",
    r"on this day",
    # That night, that trip.
    r"(?:our|that) (?:first|last) (?:date|kiss|trip|holiday|vacation|apartment|flat|place|dance|christmas|summer)",
    r"(?:the|that) (?:night|day|summer|trip|holiday|weekend|time) we",
    r"we (?:had|shared|spent|drank|ate|watched|danced to|listened to)(?: \w+)? (?:that|on that|on our|on the) (?:night|day|summer|christmas|holiday|weekend|evening)",
    r"(?:made|makes) me think (?:of|about) (?:you|us)",
    r"remind(?:ed|s)? me of (?:you|us)",
    r"(?:drove|walked|went) (?:past|by) (?:our|the old|that)",
    r"(?:miss|missing) (?:these|those|the old|the good|our) (?:days|times|nights)",
    r"best (?:summer|night|trip|holiday|day|weekend)s? (?:ever|of my life)",
)
