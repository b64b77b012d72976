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

# What else the safety note reads as self-harm (safety.safety_signs), beyond SELF_HARM:
# someone else's talk of it ("he says he will hang himself"), the means ("the pills are
# lined up", "the rope is ready", "standing on the bridge thinking about jumping"), and
# cutting or burning oneself. Kept out of pity play, whose figures rest on SELF_HARM.
SELF_HARM_SIGNS: tuple[str, ...] = (
    *SELF_HARM,
    r"kill(?:s|ed|ing)? (?:my ?self|himself|herself|themselves|themself)|hang(?:s|ed|ing)? (?:my ?self|himself|herself|themselves)",
    r"(?:end|ends|ended|ending|take|takes|took|taking) (?:his|her|their) (?:own )?life",
    r"(?:want|wants|wanted|wanting) to (?:die|not exist|disappear forever)|(?:just|actually|really) (?:want to )?die(?= *(?:[.!?,]|$))",
    r"(?:take|taking|took|swallow\w*|down\w*) (?:all|every|the lot of|a (?:bottle|handful|load|pile|box|packet) of|the whole (?:box|bottle|packet) of) (?:my |his |her |the |those |these )?(?:\w+ )?(?:pills?|tablets?|meds|medication|paracetamol|painkillers|sleeping pills)",
    r"(?:pills|tablets|meds) (?:are |all )?(?:lined up|ready|counted out|saved up|in front of me)|(?:pile|handful|stash) of (?:pills|tablets)",
    r"(?:got|have got|have|bought) (?:the|a) rope|rope (?:is )?ready|noose",
    r"(?:jump|jumps|jumped|jumping) (?:off|from|in front of) (?:the|a|that|this|my|his|her) (?:\w+ )?(?:bridge|roof|building|cliff|train|tower|balcony|car park|platform)",
    r"(?:on|at) the (?:edge of the )?(?:bridge|roof|cliff) (?:\w+ ){0,4}?(?:jump|jumping)",
    r"(?:been |started |start |keep |kept )?(?:cutting|cuttin) (?:again|myself|my (?:arms|legs|wrists|thighs))|cut (?:my|his|her|their) (?:own )?wrists",
    r"(?:burn|burned|burnt|burning) myself|(?:self|my own) funeral|wrists",
    r"kill(?:s|ed|ing)? (?:me|you|her|him|us|them) (?:and|then) (?:then )?(?:himself|herself|themselves|myself)",
    r"(?:shoot|shooting|shoots|stab|stabbing|stabs|drown|drowning|cut|cutting|cuts) (?:himself|herself|themselves)(?! (?:shaving|on|while|cooking|in the foot))",
    r"(?:or|otherwise) i (?:am|will) end(?:ing)? it(?: all)?|(?:going to|will) (?:go )?(?:and )?die(?= *(?:[.!?,]|$| now| tonight| then| hope))",
    r"garage with the engine (?:running|on)|engine running in the garage|(?:written|wrote|writing|left) (?:my|a|his|her) (?:suicide )?note|suicide note|goodbye (?:letters?|notes?)",
    r"no point (?:in )?(?:living|being alive|going on)|(?:not|no longer) wanting to (?:be alive|live|exist|be here|go on|wake up)",
    r"if i (?:just )?(?:did not|do not|was not|were not) (?:exist|here|around|alive)|how many (?:of )?(?:my )?(?:\w+ )?(?:paracetamol|pills|tablets|sleeping pills|tylenol|ibuprofen|aspirin|co-codamol)",
    r"(?:till|til|until|untill) (?:they|it|i) (?:bled|bleed|was bleeding)|(?:blade|knife|razor|pills) (?:\w+ ){0,6}?do not trust myself",
    r"(?:thinking|thought|think|keep thinking) (?:about|of) (?:not being (?:here|around|alive)|ending (?:it all|my life)|dying|killing myself)",
    r"(?:standing|stood|sat|sitting|up) on (?:the|a) (?:\w+ )?(?:bridge|ledge|cliff edge|roof edge)|or i am (?:jumping|doing it|ending it|taking them)",
    r"(?:what is|whats) the point (?:of|in) (?:me )?(?:being here|being alive|living|going on|carrying on)|i will be dead(?! tired| on my feet)|i will be gone (?:by|before)",
    r"(?:looking at|staring at|bought|got|found) (?:the|a) rope|rope in the (?:garage|loft|shed|attic|woods)|💊",
    r"(?:will|is going to|going to|gonna|threatens to|threatening to|threatened to) end it(?: all)?(?= if| unless| when| because)|want to end it(?= *(?:[.!?,]|$| all| tonight))",
    r"i will not be here (?:come|by|after|on) \w+|will not be a (?:problem|burden|bother) (?:for|to) you (?:after|much longer|anymore|any more)",
    r"(?:giving|given|gave) (?:all )?(?:my|his|her) (?:things|stuff|belongings) away|(?:letter|note|message) to say goodbye",
    r"(?:knife|knives|blades?|razors?) (?:\w+ ){0,5}?(?:my|his|her) (?:own )?(?:wrist|wrists|arms|skin|legs|thighs)|(?:burn|burning|burned|burnt|cut|cutting|scratching|scratched) (?:my|his|her) (?:own )?(?:arms|legs|wrists|thighs|skin)",
    r"(?:go to sleep|fall asleep|sleep) and (?:just )?(?:never|not) wake up|(?:what|wat) (?:i will|i might|i would) do to myself",
    r"(?:driving|drive|drove|crash|crashing) (?:my car |the car )?(?:off|into) (?:the|a) (?:cliff|bridge|wall|tree|river|lake|sea|motorway|road|overpass|flyover)|stepping off (?:the )?(?:platform|ledge|edge|roof|bridge)|(?:step|stepping|jump|jumping) in front of (?:a|the) (?:train|bus|car|lorry|truck)",
    r"(?:pills|tablets) (?:are|r) (?:in the drawer|right here|in my hand|next to me|on the table)",
    r"got the (?:razor|blade|pills|rope|knife) out|take the whole (?:box|bottle|packet|lot)|(?:pics|pictures|photos?) of (?:\w+ )?pills",
    r"i am (?:at|on) the (?:bridge|cliff|roof|edge|tracks)|rope (?:is )?(?:already )?(?:up|tied)|(?:gun|knife|blade) to (?:his|her|my|their) own (?:head|throat|wrist)",
    r"(?:will not|would not) (?:matter|be here|be around) (?:much )?(?:longer|for long)|planning (?:how|when) to (?:do it|end it)|tired of (?:being alive|living)",
    r"burn\w* my (?:\w+ )?(?:arm|arms|leg|legs|wrist|skin|hand) with|(?:punched|hit|slapped|scratched|bit) myself (?:in|on|until|till|til|again)",
    r"end(?:s|ed|ing)? (?:my|him|her|them)sel(?:f|ves)|off (?:himself|herself|myself|themselves)|(?:will|would) be dead (?:by|before|if|unless)",
    r"(?:will|is going to|going to|gonna|threaten\w* to) jump(?= unless| if| off| from|[.!?,]|$)",
    r"(?:will|going to|gonna|threaten\w* to) (?:od|overdose)|(?:consume|drink|drinking|take|taking) poison|coming (?:back )?for my funeral",
    r"find me (?:cold|dead|hanging|gone)|i will be in the (?:\w+ )?(?:river|canal|sea|lake|liffey|thames|water)|painless ways? to (?:go|die|do it)",
    r"ways to (?:die|kill myself|end it)|(?:would rather|rather) (?:just )?be (?:gone|dead)|(?:do not|cannot) see the point (?:in|of) (?:getting up|living|going on|being here)",
    r"took too many (?:of )?(?:my |her |his )?(?:[\w']+ )?(?:tablets|pills|meds)|stop(?:ped)? existing|sleep forever|saving (?:up )?(?:my )?(?:\w+ )?(?:pills|tablets|meds)",
    r"last time you (?:will )?(?:hear|see) (?:my voice|me|from me)|tell (?:the kids|them|mum|everyone) i loved (?:them|her|him|you)",
    r"(?:will not|might not|may not|am not going to) be (?:here|around) to (?:bother|annoy|hurt|upset|trouble) you",
)

# Everyday phrases those words would read as self-harm.
NOT_SELF_HARM: tuple[str, ...] = (
    r"you are going to die|(?:emotional|social|political|career|professional|commercial) suicide|(?:going to|want to) die (?:of|from) (?:embarrassment|boredom|laughing|shame|cringe)",
    r"(?:your|my) \w+ (?:would|will) be better off dead|kill\w* myself (?:laughing|with laughter|at the gym|with work|working|trying|to (?:pay|make|keep|get))|jump (?:off|from) the (?:diving|high) board",
)

# Words that tie talk of self-harm to the reader: leaving, not coming back, not answering.
# With them, the other person's talk of suicide is also a sign of danger (safety.py).
TIED_TO_YOU: tuple[str, ...] = (
    r"if (?:you|i) (?:leave|left|go|walk|do not|will not|stop|block|unblock|ignore|keep ignoring|move|tell)",
    r"unless you|without you|your fault|because of you|(?:for|by) leaving me|what you did to me|you did this",
    r"come back (?:to me|home|or)|come home|answer me|block me|on your conscience|blood on your hands",
    r"you left me|since you left|you walked out|walking out|not coming back|(?:because|since|bc|cos|cause) (?:i|you) (?:left|went)",
    r"if you are gone|because i (?:will not|do not|would not|did not|stopped|left|moved|blocked)|pick up|you blocked me|if i (?:go|went) (?:through|ahead)",
    r"unless i|one word from you|just call|call me|ring me|(?:it is|its|that is) on you|your (?:call|choice)|answer or|reply or|pick up or",
    r"live with (?:it|that|yourself)|you left|(?:every time|whenever|when) i (?:do not|did not) (?:reply|answer|respond)",
)
