"""Strategic silence: withdrawal, or the threat of it, to make you reach out first."""

RULES: tuple[str, ...] = (
    # You will not hear from me again.
    r"you will (?:not|never) (?:hear from|see) me (?:again|anymore|for a while)",
    r"(?:this is|that is|it is|this will be|that was) (?:the|my) last (?:message|text|email|voicemail|time you will|thing you will)",
    r"(?:the )?last you will (?:ever )?(?:hear|get|see)",
    r"i (?:will|am going to) (?:not|never) (?:be )?(?:text|message|contact|call|reach out to|bother|texting|messaging|contacting|calling|bothering) you (?:again|anymore|any more)",
    r"i (?:will|am going to) leave you alone(?: then| now| for good| forever)?",
    r"(?:goodbye|bye) (?:forever|for good|for real)|this is goodbye",
    r"have a (?:nice|good|great) life",
    r"(?:guess|i guess) (?:you will|you) (?:not|never) hear from me",
    r"(?:deleting|deleted|delete) your number",
    # Done trying.
    r"i am done (?:reaching out|trying|texting|messaging|chasing|begging|with you|with this|with us)",
    r"i give up(?= on you| on us|[.!?,]|$)|i am giving up",
    r"(?:i am not|not|no longer) (?:going to )?(?:chase|chasing|beg|begging|bother|bothering) you",
    r"(?:not going to|will not|i am not going to) keep (?:messaging|texting|trying|chasing|calling|begging|reaching out)",
    r"(?:i am )?(?:disappearing|going (?:quiet|silent|dark|off ?grid))",
    # The ball is in your court.
    r"you know where (?:i am|to find me)",
    r"(?:the )?ball(?: is|'s) in your court",
    r"(?:when|if) you (?:are ready|want) to talk(?: like an adult)?,? you know",
    r"(?:do not|do not bother to) (?:expect|wait for) (?:me|a reply|an answer)(?! for (?:dinner|tea|lunch|breakfast)| to eat| up| at| outside)",
    r"enjoy (?:the|your) (?:silence|peace)",
    r"you (?:will|are going to) (?:miss me|wonder) when",
    # Did you notice I went quiet.
    r"(?:did you|you did not) (?:even )?(?:notice|miss me)",
    r"(?:noticed|notice) (?:i|that i) (?:have not|did not|stopped) (?:text|messag|call|reach|post)\w*",
    r"(?:have not|not) heard from me",
    r"radio silence",
    # Going away, and the door shut behind them (round 4; messages only: they mis-tag talks).
    r"(?#message-only)(?:the|my) last time (?:i am |i will be |i will |i )?(?:reaching|reach|writing|messaging|texting|trying|asking|begging|calling|contacting)",
    r"(?#message-only)(?:do not|never) (?:try to |bother (?:trying )?to )?(?:contact|reach|call|ring|text|message|email|write to|look for) me(?: again| ever| anymore)?",
    r"(?#message-only)you will not (?:see|find|hear) me (?:at|again|anywhere|around|there)|or anywhere(?=[.!?,]|$)",
    r"(?#message-only)i will (?:just )?(?:disappear|go away|stay away|keep away|vanish|get out of your (?:way|life)|stop bothering you|leave you be)",
    r"(?#message-only)(?:going|gone|go) (?:offline|off the grid|quiet)|(?:deleting|deleted|delete|closing|closed) (?:this|the|my) (?:app|account|number|profile)",
    r"(?#message-only)nothing (?:more |else )?from me|until then,? (?:nothing|do not|you will not|i will not|i am)",
    r"(?#message-only)(?:said|have said|say) all i (?:am going to|will|have to|wanted to|need to) say",
    r"(?#message-only)(?:bye|goodbye|fine|ok|okay) then(?=[.!?,]|$)|(?:ok|okay|fine),? you win",
)
