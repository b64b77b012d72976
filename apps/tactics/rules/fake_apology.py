"""Fake apology: an apology or "I have changed" that asks for contact back."""

RULES: tuple[str, ...] = (
    # Taking it back without owning it.
    r"i did not mean (?:it|any of it|what i said|those things|to hurt you)",
    # Sorry, forgive me.
    r"(?<!not )(?<!be )(?<!feel )sorry(?! for your loss| to hear| to bother| not sorry|,? i am (?:late|running late)|,? running late| for the delay| for the late|,? i missed your call| about the delay|,? wrong number)",
    r"i apologi[sz]e",
    r"(?:my|please accept my|this is my|owe you an) apolog(?:y|ies)",
    r"i (?:want|wanted|need|needed) to apologi[sz]e",
    r"(?:please )?forgive me",
    # I know I hurt you.
    r"i (?:know|admit|realise|realize|see now that|understand now that) (?:that )?i (?:messed up|screwed up|fucked up|was wrong|hurt you|made mistakes|was not perfect|was a jerk|was not (?:always )?fair|let you down|was not the best|was selfish|treated you badly|was horrible|was awful)",
    r"i (?:know|realise|realize) (?:that )?i (?:hurt|upset|let down|wronged) you",
    r"i was (?:selfish|wrong|an idiot|a jerk|horrible|awful|terrible|out of order|a mess|a coward|an asshole|a dick|not myself)(?=[.!,]|$| to| and| back| when| for)",
    r"i (?:get it|see it|understand) now|i have had (?:a lot of )?time to (?:think|reflect)",
    r"i (?:messed|screwed|fucked) up",
    r"i made (?:some |a lot of |so many )?mistakes",
    r"mistakes were made",
    r"(?:we|we have) both made mistakes",
    r"(?:nobody|no one) is perfect",
    r"i am not perfect",
    # I have changed.
    r"(?:i|he|she|they) (?:have|has) (?:really |truly |honestly |totally |completely )?changed",
    r"i am (?:a )?(?:changed|changing|different|a different person|a better person|not the same person)",
    r"i am (?:working on myself|in therapy|getting help|seeing someone about|sober|clean|going to therapy|in counsell?ing|going to counsell?ing|in rehab|going to meetings|seeing a (?:therapist|counsell?or|psychologist))",
    r"(?:i have been|been) (?:working on myself|in therapy|going to therapy|going to counsell?ing|in counsell?ing|getting help|in rehab|sober|going to (?:aa|na|meetings|anger management)|seeing a (?:therapist|counsell?or|psychologist))",
    r"(?:\d+|ninety|thirty|sixty) days sober|anger management",
    r"not (?:that|the same) (?:guy|person|man|woman|girl) (?:anymore|any more)",
    r"new me",
    # It will never happen again.
    r"(?:i will|i am going to|i) (?:never|not) do (?:it|that) again",
    r"it will (?:never|not) happen again",
    r"(?:things|it|i) will be different",
    r"(?:i will|i can|let me) (?:do|be) better",
    r"i promise (?:i will|i am|it will|things will|to change|to be|i have changed|never|you)",
    r"(?:make (?:it|things|this) right|make it up to you|make amends|earn (?:back )?your trust|prove (?:to you )?(?:that )?i have changed|prove myself)",
    r"(?:do|will do) (?:whatever|anything) it takes",
    # Another chance.
    r"(?:give|deserve) (?:me )?(?:a|one|another|a second|one more|one last) (?:more )?chance",
    r"(?:one|another|a second|one last) (?:more )?chance",
    r"(?:start (?:over|fresh|again)|clean slate|fresh start)",
    r"(?:i|we) (?:can|could) fix (?:this|it|us)",
    # Sorry with a "but", or change offered as a bargain (round 4; messages only: they mis-tag talks).
    r"(?#message-only)(?:i know |okay |ok )?i (?:was not|wasn't) perfect(?:,)? but|neither (?:were|was|are) you",
    r"(?#message-only)(?:i have|i) (?:stopped|quit|given up|cut down on) (?:drinking|smoking|the drink|gambling|using|drugs|the weed)",
    r"(?#message-only)(?:if|if i) (?:i )?(?:did|said|hurt|upset|offended) (?:something|anything|you)[^.?!]{0,20}(?:then )?(?:i apologi[sz]e|i am sorry|sorry)|(?:let it go|move on) now",
    r"(?#message-only)(?:i am |i )?(?:realy |really )?sorry i (?:no|know) i was",
    r"(?#message-only)i (?:will|can) (?:change|learn|do the counselling|go to counselling|get help|go to therapy)",
)
