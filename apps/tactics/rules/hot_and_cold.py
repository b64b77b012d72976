"""Hot and cold: warmth and hostility switching, often in one message. Besides these
phrases, the matcher also suggests it when warm and hostile rules both fire (see
WARM and HOSTILE below)."""

RULES: tuple[str, ...] = (
    r"(?:i )?(?:love|miss) you but (?:i )?(?:hate|cannot stand|fucking)",
    r"(?:i )?hate you (?:but|and) (?:i )?(?:love|miss)",
    r"(?:sorry|i apologi[sz]e) (?:for|about) (?:my|the|that|those|last night'?s?) (?:last )?(?:message|text|messages|texts|rant|call|voicemail|outburst)",
    r"(?:sorry|i apologi[sz]e) (?:for|about|i was) (?:shouting|yelling|screaming|snapping|losing my temper|losing it|kicking off|going off|what i said|the way i (?:spoke|acted|reacted))",
    r"(?:ignore|forget|disregard) (?:my|that|the|what i said in my) (?:last )?(?:message|text|voicemail|what i said)",
    r"i did not mean (?:what i said|that|it|those things|any of it)",
    r"(?:i was|i am) (?:just )?(?:drunk|angry|upset|not myself|emotional) (?:when|last night|earlier)",
    r"one (?:minute|moment|day) (?:i|we)",
    r"hot and cold",
    r"mixed signals",
)
