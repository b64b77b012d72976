"""Breadcrumbing: small scraps of attention and hints of a future, no commitment."""

RULES: tuple[str, ...] = (
    # We could be again.
    r"(?:we|it|things|us) could be (?:like that |that |good |great |happy )?again",
    # Maybe one day, when things settle.
    r"(?:maybe|perhaps) (?:one day|someday|some day|in the future|down the line|later|when|we (?:can|could|will)|in a (?:year|few|couple|month|while))",
    r"(?:one day|someday|some day) (?:we|you and i|you will|i will|things)",
    r"(?:we|us|things) (?:could|can|might|will) be (?:great|good|happy|together|us|okay|ok) again",
    r"(?:when|once) (?:things|everything|life|work|it all) (?:calms?|settles?|gets?|is|are|slows?) (?:down|better|easier|sorted|quieter|calmer)",
    r"(?:when|once) (?:we have|we are|we both|you have|i have) (?:both )?(?:grown|healed|changed|sorted|figured|worked)",
    r"(?:when|once) the (?:time|timing) is right|(?:right|wrong|bad) timing|(?:not|just not) the right time(?: for us)?",
    r"in another (?:life|lifetime|world)",
    r"i (?:just )?need (?:some )?(?:time|space) (?:to|and|but|then)",
    # Never say never.
    r"not (?:saying|closing) (?:never|no|the door|it is over|we)",
    r"(?:the|my) door(?: is|'s) (?:always |still )?open",
    r"never say never",
    r"(?:who knows|you never know)(?: what| where| maybe)?",
    r"(?:we will|we shall|let us) see (?:what|where|how)",
    r"see (?:how|where) (?:it|things|this|we) (?:go|goes|end up|lead)",
    r"(?:still|there is still) (?:a chance|hope) (?:for us|for you and me)?",
    r"(?:we are|it is) not (?:over|done|finished)(?: between us)?",
    r"(?:find|found|finding) (?:our|my|your) way back",
    r"unfinished business",
    # A future together.
    r"(?:our|a) future (?:together|with you)",
    r"future together",
    r"i (?:still )?believe (?:in us|we|that we)",
    # Waiting for you.
    r"wait for me(?! for (?:dinner|tea|lunch|breakfast)| to eat| at| outside| by)",
    r"i will (?:always )?be (?:here|waiting|around)(?= when| if| whenever| for you|[.!?,]|$)",
    r"(?:when|once) i (?:sort|get|figure|work) (?:my head|myself|things|my life|my shit|stuff) (?:out|together|sorted|straight)",
    r"(?:we|you and i) (?:can|could|might|will|should) (?:try again|give (?:it|us) another go|get back together)",
    r"(?:i will|i am|i will always be) (?:always )?(?:be )?(?:here|waiting) for you",
    r"i will (?:always )?wait(?: for you)?(?=[.!?,]|$| for| as long)",
    r"whenever you are ready",
    r"no matter how long(?: it takes)?",
    # Vague plans, never kept.
    r"(?:catch up|hang out|grab (?:a )?(?:coffee|drink)|get (?:a )?(?:coffee|drink)) (?:sometime|some time|soon|one day)",
    r"(?:talk|speak|see you) (?:soon|later) (?:maybe|hopefully|i hope)",
    r"(?:i will|i promise i will|i am going to|i will still) (?:take you|make it up to you|buy you|(?:call|text) you (?:sometime|soon|one day|some day|later maybe|at some point|i promise))",
    r"(?:that|our) (?:trip|holiday|vacation|plan|plans) (?:is still|are still|we talked about|we planned)",
    r"(?:thinking|been thinking) about (?:us|our future|what we could)",
    r"(?:maybe|perhaps) (?:we|it) (?:was|were) (?:not meant|meant)",
    # Not now, but not never (round 4; messages only: they mis-tag talks).
    r"(?#message-only)not (?:ready|now) but (?:maybe|one day|soon|later)|(?:do not|never) give up on (?:me|us)",
    r"(?#message-only)one day(?=[.!?,]|$| \S*[🤞🙏])|(?#raw)🤞",
    r"(?#message-only)(?:i will|i shall|i am going to) (?:be in touch|get in touch|reach out|message you|call you) (?:when|once|after)",
    r"(?#message-only)(?:still|there is still) something (?:between us|there)|you cannot deny (?:it|this|what we)",
    r"(?#message-only)(?:leave|keep|left) (?:a|the) (?:light|door) (?:on|open) for you",
    r"(?#message-only)we should (?:do|go on|take) (?:that|our|the) [^.?!]{0,20}(?:one day|sometime|some day|someday)",
)
