"""Flying monkeys: messages and pressure that reach you through other people."""

from .common import FAMILY, INTENSIFIERS, THIRD

RULES: tuple[str, ...] = (
    # Asked to pass a message on.
    r"(?:asked|asking|begged|begging|wants?|wanted) me to (?:tell you|ask you|ask if you|ask whether you|pass (?:this|it|a message|something|on|along)|give you|let you|check (?:on |if |that |whether |in on )?you|reach out|say|message you|text you|contact you|remind you|get you|make you|beg you|talk to you|speak to you|get in touch)",
    r"(?:told|telling) me to (?:tell you|pass (?:this|it|a message) on|give you|let you know|say)",
    r"(?:passing|pass) (?:this|it|a message) (?:on|along)",
    r"(?:a|the) message from",
    r"on (?:his|her|their) behalf|on behalf of",
    r"(?:just|only) (?:the )?messenger|shoot the messenger",
    r"(?<!you )(?:messaged|texted|rang|called|phoned|emailed|contacted|cornered|came up to|approached|stopped) me (?:asking|to ask|about you|in tears|crying|begging)",
    r"(?:tell|let) you (?:that )?(?:he|she|they) (?:loves|love|misses|miss|is sorry|are sorry|wants|want|needs|need|is thinking|cares|still)",
    # They ask after you, miss you, love you.
    rf"{THIRD} (?:was|is|keeps|has been|have been|were|are|kept) asking (?:about|after|for|how) you",
    rf"{FAMILY}(?:'s| is| has been| keeps| kept| was| were| are| have been) (?:\w+ )?asking (?:if|whether|about|after|for|when|why|where|how)",
    r"(?:asked|asking) (?:about|after) you",
    rf"{THIRD} (?:is|are|was|were|has been|have been) {INTENSIFIERS}(?:worried|concerned) (?:about|for) you",
    r"(?:everyone|everybody|we|we are all|all of us|your family)(?:'s| is| are| am)? ?(?:really |so |very )?(?:worried|concerned) about you",
    rf"{THIRD} (?:misses|miss|still loves|still love|loves you|love you|really misses|really miss|wants to talk|just wants to talk|wants to see|wants you back|wants to hear from|would love to hear from|says hi|said hi|says hello|said to say|sends (?:his|her|their) love|sends love|just wants (?:a chance|to explain|to apologi[sz]e|to make it right|closure))",
    r"(?:send|sends|sending) (?:you )?(?:his|her|their) (?:love|best|regards)",
    rf"(?:{FAMILY}|friends?|mates?) (?:says hi|said hi|says hello|said hello|sends (?:his|her|their) love|sends love|asked after you|misses you|still loves you)",
    rf"(?:{THIRD}|{FAMILY}|they all|everyone) (?:\w+ )?(?:wants|want|would like|would love) you to (?:call|ring|text|get in touch|come|visit|reply|contact|know|forgive|give|talk|meet)",
    # A relative got in touch, or says you should.
    rf"(?:your|his|her|their) {FAMILY} (?:called|messaged|texted|came round|came by|came to see me|rang|phoned|got in touch|reached out|asked (?:about|after|me|if|whether|how)|wants? (?:to (?:see|talk|speak|hear)|you)|would (?:like|love) (?:to|you))",
    rf"(?:{THIRD}|{FAMILY}|everyone|we all) (?:says|said|thinks|think|told me) (?:that )?you (?:should|need to|have to|must|ought to|owe)",
    r"mutual friend",
    # Taking no sides, but.
    r"(?:i am|i am not|not) (?:trying to )?(?:take|taking|pick|picking) sides",
    r"(?:do not want to|not trying to) (?:get involved|interfere|meddle|get in the middle|stick my nose)",
    r"(?:in the middle|caught in the middle|middle of this)",
    r"between you and (?:him|her|them|your)",
    r"whatever (?:happened|is going on|has gone on|went on|has happened)(?=,| between)",
    # Urging you to make up.
    r"you should (?:really )?(?:talk to|call|ring|reach out to|text|message|reply to|answer|forgive|hear|give|see|contact|visit|apologi[sz]e to) (?:him|her|them|your)",
    rf"(?:ring|call|phone|text|message|visit|contact|reach out to|talk to|speak to) (?:him|her|them|your {FAMILY})(?: back)?(?=[.!?,]|$| (?:love|hun|hon|please|already|x|soon|sometime))",
    r"(?:just )?(?:send|give|drop) (?:him|her|them) a (?:message|text|call|chance|line)",
    r"for (?:his|her|their|the family's|the kids'|your (?:mum|mom|mother|dad|father|nan|gran)'s) sake",
    r"life is too short",
    r"(?:work (?:it|things) out|make (?:up with|peace|amends)|bury the hatchet|(?:be )?the bigger person|hear (?:him|her|them) out|give (?:him|her|them) (?:a|another|one more) chance)",
    r"(?:sort|talk|work) (?:it|this|things) (?:out|through) (?:like adults|between you|with (?:him|her|them|your))|(?:patch|make) (?:it|things) up",
    r"you (?:two|both) (?:can|could|should|need to|have to) (?:sort|work|talk|fix|patch|make)",
    r"i ran into (?:him|her|them|your)",
    rf"{THIRD} (?:told|tells|was telling|keeps telling|has been telling) (?:me|us)",
    # Someone else speaking for them (round 4; messages only: they mis-tag talks).
    r"(?#message-only)(?:\w+) (?:gave|passed|sent) me your (?:number|address|email|details)",
    r"(?#message-only)(?:give|pass|hand) you (?:this|the|a) (?:letter|card|note|present|gift|message|parcel)",
    r"(?#message-only)(?:he|she|they|\w+) (?:keeps|kept|has been|was|is) asking (?:me )?(?:about|after|for) you",
    r"(?#message-only)(?:her|his|their) words(?:,)? not mine",
    r"(?#message-only)(?:we|everyone|all of us|the family) (?:all )?miss you at",
    r"(?#message-only)(?:stopped|cornered|found|collared) me (?:in|at|outside)",
    r"(?#message-only)(?:your|his|her) (?:mum|mom|dad|nan|gran|sister|brother|family) (?:sent me|showed me|asked me)",
)
