"""Vague posting: a pointed but indirect post, quote or video aimed at you."""

RULES: tuple[str, ...] = (
    # "You know who you are" and unnamed people.
    r"you know who you are",
    r"(?:not|no) naming (?:any )?names",
    r"if you know,? you know|iykyk",
    r"some (?:people|of us|folks) (?:never|will|just|really|only|show|are|think|can|do not|cannot|forget|need|actually|know|would|love|should)",
    r"certain (?:people|someone|somebody|individuals)",
    r"(?:the|those) (?:ones|people|person) (?:who|that) (?:stayed|left|ran|lie|lied|talk|use|used|pretend|claim|act|play|smile|walk|walked|switch|switched|turn|turned)",
    r"the (?:ones|people|person) you (?:trust|love|help|trusted|loved|helped|gave|least expect|would never expect|never expect)",
    r"(?:when|if) (?:people|someone|somebody) (?:show|shows|tell|tells) you who they are",
    r"(?:when|if) you give (?:someone|somebody|people) (?:your|everything)",
    r"(?:crazy|funny|sad|wild|interesting) how (?:people|some|things|certain|the ones|you can|someone)",
    r"real ones(?: know| stay| never| only)?",
    # Betrayal, loyalty, karma, fake people.
    r"karma",
    r"(?:true|real) colou?rs",
    r"(?:fake|two[- ]faced|toxic|snake|shady|fair[- ]weather) (?:people|friends|ones|person|friend)",
    r"snakes?",
    r"loyalty",
    r"backstab\w*",
    r"(?:god|the universe) (?:sees|knows|is watching|will handle)",
    r"the truth (?:always )?(?:comes|will come) out",
    r"what goes around",
    r"time (?:will tell|reveals)",
    r"(?:cutting|cut) off (?:people|anyone|those)",
    r"(?:some|certain) (?:people|folks) (?:are|were) (?:never|only)",
    r"no one (?:is|was) (?:ever )?(?:really )?loyal",
    r"lesson (?:learned|learnt)|learn(?:ed|t)? the hard way",
    # A talk gives this as advice; in a post it is aimed at someone.
    r"(?#message-only)protect(?:ing)? (?:your|my) (?:peace|energy)",
    r"not everyone (?:deserves|is who|who|will)",
    r"(?:blessed|grateful|thankful) (?:for|to) (?:the|those|everyone who|real|my real)",
    r"(?:that is|this is) (?:for|about) (?:a few|some|certain|those)",
    r"(?#raw)(?<![\w#])#[A-Za-z]\w+",
)
