"""Devaluation: put-downs, mockery, dismissing you and what you do."""

from .common import INTENSIFIERS, YOU_ARE, A

RULES: tuple[str, ...] = (
    # Remarks on how you look; you are abnormal.
    r"you (?:look|looked|are looking) (?:so |really |very )?(?:old|tired|rough|terrible|awful|fat|a mess|like a mess|washed out|ill|haggard)",
    r"(?:someone|somebody) (?:normal|sane|stable)",
    r"(?:someone|somebody|anyone|anybody) (?:desperate|stupid|dumb|blind|naive|gullible) enough",
    # You are nothing, a joke.
    rf"{YOU_ARE} {INTENSIFIERS}(?:nothing|worthless|pathetic|useless|stupid|dumb|ugly|fat|disgusting|embarrassing|boring|weak|lazy|unlovable|too much|nothing special|nothing without me|damaged|hard to love|difficult to love|past it)",
    rf"{YOU_ARE} {INTENSIFIERS}(?:a|an|such a|such an|the) (?:joke|loser|failure|nobody|mess|disgrace|embarrassment|idiot|waste of space|waste of time|laughing stock)",
    r"pathetic|laughable|loser",
    rf"{YOU_ARE} {INTENSIFIERS}{A}{INTENSIFIERS}(?:disgusting|vile|horrible|awful|terrible|pathetic|useless|worthless|sad|poor|rubbish|shit|crap) (?:excuse for a |excuse of a )?(?:human being|human|person|woman|man|mother|father|mum|mom|dad|parent|wife|husband|daughter|son|friend|sister|brother)",
    r"(?:so|how) (?:sad|pathetic|embarrassing|cringe)",
    r"(?:it is|that is) (?:embarrassing|sad|pathetic|cringe|laughable)",
    r"(?:damaged|used|secondhand) goods",
    r"(?:you|u) (?:were|are) (?:never|not) (?:good|smart|pretty|enough)",
    r"never (?:good|smart|pretty|strong) enough",
    r"not (?:that|even) (?:impressive|special|smart|pretty|good|attractive|talented)",
    # Nobody will want you; you will never.
    r"(?:no one|nobody) (?:else )?(?:will|would|could) (?:ever )?(?:want|love|date|marry) you(?! like| the way| as)",
    r"(?:nobody|no one) (?:else )?(?:can|could|wants to|will|would) (?:ever )?(?:talk to|stand|be around|deal with|put up with) (?:you|your)",
    r"(?:no one|nobody) (?:wants|likes|misses|needs|cares about) you",
    r"(?:you will|you are going to) (?:never|not) (?:find|get|be|make it|amount|have)",
    r"good luck (?:finding|with that|getting|trying|out there|on your own|with him|with her)",
    r"who (?:would (?:ever )?want|do you think you are|would want you)",
    r"(?:you are|you were|you should feel) lucky (?:i|to have)",
    r"no wonder (?:your|you|nobody|no one)",
    # Mocking what you do and who you are now.
    r"(?:you|your) (?:new |little |precious )?\w+(?: \w+)? (?:is|are|was) (?:a joke|pathetic|nothing|embarrassing|laughable|mediocre|worthless|boring|ugly|sad|cringe|a loser|a mess)",
    r"your (?:precious|perfect|wonderful|amazing|so-called|so called) (?:new )?(?:friends|boyfriend|girlfriend|family|life|job|man|woman|bloke|fella|career|therapist)",
    r"your (?:perfect |precious |new |sad )?little (?:life|job|friends|boyfriend|girlfriend|bf|gf|flat|hobby|blog|business|career|world|group|project|phase|circle|therapist|therapy|posts|quotes|book|podcast|degree|course|family|crew|gang)",
    r"(?:let yourself go|gained weight|put on weight|look(?:ing)? old|look(?:ing)? tired|look(?:ing)? rough|look(?:ing)? terrible)",
    r"dead[- ]end (?:job|life)|(?:still )?stuck in (?:that|your|a) (?:\w+ )?(?:job|flat|town|life|rut)",
    r"without me,? you (?:would|will|are|were)",
    r"you think you are (?:better|so much better|special|something|all that)",
    r"big deal",
    r"so what(?=[?.!]|$)",
    r"anyone (?:could|can) (?:do|have done) that",
    r"(?:i|we) (?:pity|feel sorry for) you",
    r"(?:you|your) (?:peaked|have peaked)",
    r"watching you try",
    r"(?:so|very|real|really) mature",
    r"grow up(?=[.!?,]|$)|(?:acting|behaving|act|behave|sulking|sulk) like a (?:child|baby|kid|toddler|teenager|brat)",
    r"look at (?:you|the state of you)(?=[.!?,]|$| now)",
    r"you (?:cannot|can not|could not) even",
    r"handed to you",
    r"(?:congrats|congratulations),? i guess",
    r"took you long enough",
)
