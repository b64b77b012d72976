"""Triangulation: a new partner or another person brought into view."""

from .common import FAMILY

RULES: tuple[str, ...] = (
    # They take my side.
    r"(?:she|he|they) (?:agrees|agree|sided|sides|is on my side|are on my side|took my side|takes my side) with me|(?:she|he|they) (?:is|are) on my side",
    # A new partner.
    r"(?:my|his|her) new (?:girlfriend|boyfriend|partner|wife|husband|gf|bf|man|woman|girl|guy|fiance|fiancee|fiancé|fiancée)",
    r"my (?:girlfriend|boyfriend|gf|bf|fiance|fiancee|fiancé|fiancée|missus|date)",
    r"(?:i am|i have been|we are|we have been|been) (?:seeing|dating|with) (?:someone|somebody|a girl|a guy|a woman|a man|her|him)",
    r"(?:met|found|seeing) (?:someone|somebody) (?:new|else|who|amazing|special)",
    r"i have (?:moved on|met someone|found someone)",
    r"(?:we are|we got|she is|he is|we just got|we have been) (?:engaged|married|pregnant|moving in|expecting)",
    r"my (?:wife|husband|partner|fiance|fiancee|girlfriend|boyfriend) and i",
    r"(?:moved|moving) in (?:together|with (?:her|him|my))",
    r"(?#raw)(?-i:(?<![\w])(?!(?:Mum|Mom|Dad|Nan|Gran|The|My|Your)\b)[A-Z][a-z]+ and I (?:are|have|were|will be|just|got|went|had))",
    r"(?#raw)(?-i:(?<![\w])[Mm]e and (?!(?:Mum|Mom|Dad|Nan|Gran|The|My|Your)\b)[A-Z][a-z]+ (?:are|have|were|will be|just|got|went|had))",
    # Comparison with you.
    r"better than you (?:ever )?(?:did|could|were|are|was)",
    r"(?:easier|nicer|kinder|happier|more fun|prettier|hotter|smarter|sweeter|calmer)(?: \w+){0,4} than you (?:ever )?(?:were|are|did|could|was)",
    r"(?:\w+'s|she is|he is) moving in(?! next door| downstairs| upstairs| across| opposite)(?= next| this| on| with me| here| tomorrow| soon|[.!?,]|$)",
    r"(?:unlike|not like) you",
    r"(?:at least|finally) (?:someone|somebody) (?:appreciates|loves|wants|treats|understands|values)",
    r"(?:someone|somebody) who (?:actually|really|finally) (?:\w+)",
    r"(?:she|he|they) (?:actually|really|at least) (?:appreciates|loves|cares|treats|understands|listens|gets|wants|respects|values|makes time|supports|remembers)",
    r"(?:never been|have never been|i am) (?:so )?happier",
    r"happier than (?:ever|i have ever been)",
    r"(?:she|he) is (?:so much |way |much )?(?:better|prettier|hotter|smarter|nicer|kinder|more fun|younger)",
    r"(?:she|he) (?:would never|never) (?:treat|do|say|leave)",
    r"(?:be|being) with someone who",
    r"treats me like a (?:queen|king|princess|prince)",
    # You can be replaced.
    r"(?:replaced|replace) you|replaceable|(?:easily|easy to) replace",
    r"plenty (?:more )?(?:of )?(?:others|people|fish|women|men|girls|guys)",
    r"i could have (?:anyone|anybody|any (?:girl|guy|woman|man|one)|whoever i want)",
    r"(?:girls|women|guys|men|people) (?:are|were) (?:lining up|queuing|all over me|throwing themselves)",
    r"i have (?:other )?options",
    r"upgrade(?:d)?",
    # Your people, on their side.
    r"your ex\b",
    r"(?:your|my) (?:replacement|best friend and i|ex and i|sister and i|friend and i|brother and i|mate and i)",
    r"(?:had|having) (?:a )?(?:lovely |nice |long |great |good )?(?:long )?(?:chat|talk|catch up|coffee|drink|drinks|dinner|lunch|time|night|night out) with your",
    rf"(?:your|even your) (?:{FAMILY}|friends?|best friend|mates?) (?:agrees|agree|sides|sided|is on my side|are on my side|takes my side|took my side|thinks so too)",
    r"(?:everyone|everybody|they all|we all|all of them) (?:agrees|agree|is on my side|are on my side) (?:with me)?",
    r"(?:do not be|are you|make you|making you|to make you) jealous",
    # Another person held up beside you (round 4; messages only: they mis-tag talks).
    r"(?#message-only)(?:\w+) (?:cooked|cooks|cleans|pays|takes me|bought me|buys me|makes me|made me)[^.?!]{0,20}(?:proper|real|actually|nice|every)",
    r"(?#message-only)(?:my )?new (?:bf|gf|boyfriend|girlfriend|partner|fella|man|woman|girl|guy)",
    r"(?#message-only)(?:call|calls|called) (?:him|her|them) (?:their|his|her) (?:bonus|new|other|second) (?:dad|mum|mom|parent)",
    r"(?#message-only)(?:the kids|the children|your kids|our kids) (?:really )?(?:like|love|adore) (?:\w+)",
    r"(?#message-only)(?:even )?your (?:mum|mom|mother|dad|father|sister|brother|friends?|nan|gran) (?:thinks|thought|says|said) (?:i|we)",
    r"(?#message-only)\w+(?:'s| is| will be) going to be moving in(?! next door| downstairs| upstairs| across| opposite)",
    r"(?#message-only)(?:been on|went on|going on) (?:a few|some|lots of|a) dates?",
    r"(?#message-only)(?:his|her|their|\w+'s) new (?:partner|girlfriend|boyfriend|wife|husband)",
)
