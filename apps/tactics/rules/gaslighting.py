"""Gaslighting: denying or rewriting what happened, so you doubt your memory."""

from .common import INTENSIFIERS, YOU_ARE

RULES: tuple[str, ...] = (
    # Minimising: worse than it was, not like I hit you.
    r"(?:making|make|made) (?:it|this|that|things|everything) (?:sound|look|seem) (?:way |so much |much |a lot )?worse than",
    r"(?:it is|it was|its) not like i (?:hit|hurt|touched|cheated|did|ever)",
    # That never happened.
    r"(?:that|it|this) (?:never|did not) happen(?:ed)?",
    r"none of (?:that|this|it) (?:happened|is true|was real)",
    r"i (?:never|did not) (?:said|say|do|did|touch|hit|push|yell|shout|laid a finger|promise|promised) (?:that|it|anything|any of|you|such|i|on you)",
    r"no such thing",
    r"(?:that is|it is|this is) not (?:what|how) (?:happened|it happened|it went|it was)",
    r"(?:that is|it is|this is) not what i (?:said|meant|did|wrote)",
    r"not how i remember it",
    r"(?:you know|we both know) (?:that is|that was|it was|it is) not (?:true|what happened|how)",
    r"(?:no one|nobody) (?:else )?(?:remembers|thinks) (?:it|that)",
    r"(?:where is|show me|you have no|you do not have any) (?:your |the )?proof",
    r"(?:nobody|no one|who) (?:will|would|is going to) (?:ever )?believe you",
    # You remember it wrong, you imagined it.
    r"(?:heard|hear|see|saw|remember) what you (?:wanted|want) to",
    r"you are (?:imagining|making (?:it|this|things|that|stuff) up|inventing|misremembering|twisting)",
    r"you (?:made|make) (?:it|that|this|things|stuff) up|you imagined (?:it|that|this|the whole|things)",
    r"(?:remember(?:ing)?|remembered) (?:it|that|things|everything)? ?wrong",
    r"you (?:always|never) (?:remember|get (?:it|things|this)) (?:wrong|right)",
    r"(?:you have|you have got|you got|you get) (?:it all|that all|this all|everything|things|it completely|it totally) wrong",
    r"(?:your|you have a|you have such a) (?:terrible|awful|bad|shit|selective|funny) memory|memory is (?:terrible|awful|bad|shit|selective|playing tricks)",
    r"you (?:misunderst(?:ood|and)|misheard|misread)",
    r"twist(?:ing|ed|s)? (?:my|everything|things|the)",
    # You are too sensitive, you are crazy.
    rf"{YOU_ARE} {INTENSIFIERS}(?:overreacting|over reacting|exaggerating|being dramatic|being paranoid|being hysterical|imagining things|hearing things)",
    rf"(?:you are|you were|you have (?:always )?been|you always were) {INTENSIFIERS}(?:too |way too |being )?(?:sensitive|dramatic|emotional|paranoid|hysterical|crazy|insane|delusional|unhinged|mental|nuts|confused|mistaken|mad(?! at| about| with| that| because))",
    r"(?:stop|quit) (?:being (?:so )?)?(?:dramatic|paranoid|sensitive|hysterical|crazy|making things up|imagining things|overreacting)",
    r"(?:you have|you are) (?:lost|losing) (?:it|the plot|your mind|your marbles)|(?:lost|losing) the plot",
    r"blow(?:ing|n|s)? (?:it|things|this|everything) (?:way )?out of proportion",
    r"(?:making|made|make) (?:a|such a) (?:big deal|mountain|fuss|drama) (?:out of|over|about) (?:nothing|it|this|that)",
    # It was only a joke.
    r"(?:it|that) was (?:just |only )?(?:a joke|joking|not that bad|not a big deal|nothing|a misunderstanding|in your head)",
    r"(?:i was|we were) (?:just |only )?(?:joking|kidding|messing|teasing|having a laugh)",
    r"(?:can you not|cannot you|can you not even) take a joke",
    r"(?:all )?in your head",
    # You need help.
    r"you (?:need|should get) (?:help|therapy|to see someone|to see a doctor|your head checked)",
    r"(?:on|taking|take) your (?:meds|medication|pills)",
    # Your account of it doubted or redrawn (round 4; messages only: they mis-tag talks).
    r"(?#message-only)(?:you|u) (?:literally |totally |completely |just )?made (?:the whole thing|all of (?:it|this|that)|that whole|this whole|everything|it all) up",
    r"(?#message-only)(?:the way|how) you want(?:ed)? to (?:remember|see|hear|tell) it",
    r"(?#message-only)(?:you need to|you should|go and|go) (?:talk to|see|speak to) (?:a |your )?(?:doctor|therapist|professional|psychiatrist|someone)|(?:this|that|you|it) (?:is|are) not normal",
    r"(?#message-only)(?:that|it|this|that was|it was) (?:is |was )?not (?:abuse|abusive|control|controlling|violence|a crime)|(?:a )?normal (?:argument|row|fight|couple|relationship)|every couple (?:argues|fights|rows)",
    r"(?#message-only)(?:reading|read|reads) (?:way |far |much )?too much into",
    r"(?#message-only)(?:rewriting|rewrite|rewrote|rewrites|changing) (?:the )?(?:history|story|past)",
    r"(?#message-only)(?:make|makes|making|made) it sound like|(?:make|makes|making|made) (?:such )?a (?:big )?(?:deal|fuss|drama|song and dance) (?:of|out of|about|over) (?:it|this|that|nothing)",
    r"(?#message-only)(?:only|just) (?:raised my voice|shouted|pushed you|grabbed you|yelled|did it|happened) (?:once|one time)|(?:it was|that was|it happened) (?:only )?once",
    r"(?#message-only)(?:everyone|everybody|people|they all) (?:is |are )?(?:saying|says|thinks|think) (?:that )?(?:you are|your) (?:mental|crazy|mad|unstable|insane|unwell|not well|losing it)",
)
