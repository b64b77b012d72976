"""Words about self-harm or suicide (matching.mentions_self_harm; pity play uses them too)."""

# Words about self-harm or suicide. They count as pity play (as the talks frame them),
# and matching.mentions_self_harm uses them alone, so the page can show a calm safety
# note. Written for the writer's own life ("i want to die"), with the everyday uses
# left out ("i do not want to live in that area", "i hurt myself at the gym").
SELF_HARM: tuple[str, ...] = (
    r"(?:want|wanted|going|planning|tempted|ready) to (?:die|end it all|end my life|kill myself|not be here)",
    r"kill(?:ing)? myself|kms|end(?:ing)? it all|end(?:ing)? my (?:own )?life|take my (?:own )?life|taking my (?:own )?life",
    r"suicid\w*|self[- ]harm\w*|overdos\w*",
    r"(?:hurt|harm|hurting|harming) myself(?! (?:at|on|in|playing|when|with|falling|lifting|running|by accident))",
    r"(?:do not|no longer|never) want to (?:be alive|exist|wake up(?= again| anymore| any more|[.!?,]|$)|live(?= anymore| any more|[.!?,]|$)|go on(?= anymore| any more|[.!?,]|$)|be here (?:anymore|any more))",
    r"(?:better off|be better off) (?:dead|without me)",
    r"(?:no reason|nothing left|nothing) to live for|no reason to live|not worth living|life is not worth (?:it|living)",
    r"wish i (?:was|were|had) (?:dead|never been born)",
    r"(?:will not|might not|may not|am not going to) be (?:here|around) (?:anymore|any more|much longer|tomorrow|for long)",
)
