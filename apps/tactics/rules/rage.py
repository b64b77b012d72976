"""Rage: angry, hostile or threatening words."""

from .common import YOU_ARE, A

RULES: tuple[str, ...] = (
    # Ultimatums, the police as a threat, cut off in anger.
    r"you have (?:\d+|one|two|three|twenty[- ]four) (?:hours|days|minutes)",
    r"(?:i will |i am going to |or i |i )(?:go|will go|am going) (?:straight )?to the (?:police|cops)",
    r"(?:you are|you r|your|you) (?:dead to me|dead to us|nothing to me)",
    # Swearing at you, insults.
    r"f+u+c+k+(?:ing)? (?:you|off|u)",
    r"f[\*\.]+k? (?:you|off)",
    r"(?:screw|damn) you",
    r"(?:go to|burn in|rot in) hell",
    r"piece of (?:shit|crap|work|garbage|trash)",
    r"(?:bitch|bastard|asshole|arsehole|cunt|whore|slut|prick|dickhead|twat|slag|wanker|scumbag)",
    r"you (?:\w+ )?(?:idiot|moron|cow|freak|loser|psycho|scum|tramp|witch|pig|clown|coward|liar|child|brat)(?=[.!?,]|$)",
    r"(?:fucking|fuckin|effing|bloody|goddamn|stupid) (?:coward|idiot|liar|psycho|bitch|joke|loser|child|prick|moron|useless|pathetic|selfish|waste)",
    r"you (?:fucking|fuckin|effing) \w+",
    r"(?:you are|your|you) (?:a |an |such a |such an |an absolute |a total |a complete )?(?:\w+ )?(?:cow|idiot|moron|twat|freak|psycho|pig|tramp|witch|clown)(?=[.!?,]|$| though| and)",
    r"(?:what|why|who|where|how) (?:the hell|the fuck)|for fuck'?s sake|wtf|ffs",
    r"(?:i )?(?:hate|despise|loathe) you",
    r"i hope you (?:die|rot|suffer|burn|choke|get what)",
    r"how dare you|(?:do not|never) (?:you )?dare",
    r"who (?:the hell|the fuck|do you think you are)",
    r"shut (?:up|your mouth)",
    # Threats.
    r"(?:you will|you are going to|you) (?:regret|pay for) (?:this|it|that)",
    r"you will (?:be sorry|pay|see)",
    r"(?:i will|i am going to|going to) (?:make you (?:pay|regret|sorry)|ruin you|destroy you|end you|hurt you|kill you|find you|come for you|come after you|get you)",
    r"you will lose (?:your|the|everything|custody)",
    r"make your life (?:hell|a (?:living )?hell|a misery|miserable|difficult)",
    rf"{YOU_ARE} {A}(?:disgusting|vile|evil|horrible) (?:human being|human|person|piece)",
    r"(?:i will|i am going to|going to) (?:take|get) (?:the kids|the children|custody|you to court|everything|the house)",
    r"(?:i will|i am going to|going to|i am) (?:call|calling|ring|ringing|get) (?:the )?(?:police|cops)",
    r"watch (?:your back|yourself|what happens)",
    r"(?:you have been|consider yourself) warned",
    r"(?:last|final) warning",
    r"this is not over",
    r"or else",
    r"(?:better )?be careful (?:what you|who you (?!trust|open up|tell|let in)|what you say)",
    r"(?:i )?swear (?:to god|on my|down)|or i swear",
    r"(?:whether you|if you) like it or not",
    # Demands: answer me now.
    r"(?<!please )(?<!just )answer (?:me|the (?:fucking |damn |bloody )?phone)(?: now)?",
    r"(?:call|ring|text|answer) me(?: back)? (?:right now|now|immediately|this minute|this second)",
    r"you (?:think|thought) you can (?:just )?(?:ignore|block|hide|get away|walk away|run)",
    r"(?:if|unless) you (?:do not|do|will not|cannot) (?:answer|reply|respond|call|come|pick up|talk)[^.!?]{0,40}(?:i will|i am going to|i am coming|i will come|or)",
    r"if i (?:do not|have not|cannot|can not) (?:hear|get) (?:back|from you|a reply|an answer)",
    r"(?:pick up|answer)(?: the phone)?[.!]+ (?:pick up|answer)",
    # Shouting: a run of three or more words in capitals, unless it is a greeting.
    r"(?#raw)(?-i:\b(?<![A-Z][ ,.!?])(?<![A-Z][ ,.!?]{2})(?![A-Z' ,.!?]*\b(?:HEY|HI|HIYA|HELLO|HAPPY|MERRY|BIRTHDAY|CHRISTMAS|XMAS|NEW YEAR|LOVE|MISS|CONGRAT\w*|THANK\w*|SORRY)\b)[A-Z]{2,}[A-Z']*(?:[ ,.!?]+[A-Z]+[A-Z']*){2,}\b)",
    # Threats in other words (round 4; messages only: they mis-tag talks).
    r"(?#message-only)(?:you are going to|you will|going to|you|your) (?:\w+ )?(?:pay|regret) (?:for )?(?:this|it|that|every|everything|what you|the day)",
    r"(?#message-only)(?:you are|your) (?:going to|gonna) (?:be sorry|regret)",
    r"(?#message-only)(?:will not|cannot|can not|could not) be (?:held )?responsible for what i",
    r"(?#message-only)(?:keep|go on|carry on|continue) (?:pushing|testing|poking|provoking) me|see what happens",
    r"(?#message-only)f+u+c*k+(?: (?:you|off))?|fck (?:you|off)|fk (?:you|off)",
    r"(?#message-only)(?:i will|i am going to|going to) (?:burn|smash|trash|destroy|wreck|break|bin|sell) (?:everything|all|your|it all)",
    r"(?#message-only)(?:coming|come) (?:for|after) (?:you|everything|it all|what is mine)",
    r"(?#message-only)(?:you are|your) lucky (?:i am not|i did not|i have not|i was not)",
    r"(?#message-only)drag you (?:through|to|into) (?:\w+ )?(?:court|courts|the mud|hell)",
    r"(?#raw)(?:🖕|😡|🤬|🔪|👊)",
)
