"""Love bombing: a flood of praise and affection, as if nothing had happened."""

from .common import INTENSIFIERS

RULES: tuple[str, ...] = (
    # You are everything.
    rf"(?:you are|you have always been|you were) {INTENSIFIERS}(?:the (?:best|love of my life|one(?! who| that| with)|only one|most beautiful|most amazing)|my (?:everything|world|soulmate|soul mate|person|other half|rock|whole world|sunshine|heart|life|reason|home|queen|king|angel)|amazing|beautiful|perfect|incredible|special|gorgeous|stunning|wonderful|an angel|one in a million)",
    r"love of my life",
    r"soul ?mates?",
    r"(?:my|the) (?:everything|whole world|other half)",
    r"(?:meant to be|made for each other|meant for each other)",
    r"you mean (?:everything|the world|so much) to me",
    # Nobody compares.
    r"no one (?:else )?(?:compares|comes close)|nobody (?:else )?(?:compares|comes close)",
    r"(?:no one|nobody) (?:else )?(?:will|could|can) (?:ever )?(?:love|understand|know) you (?:like|the way|as)",
    r"never (?:met|found|loved|felt this way about) (?:anyone|someone|somebody) (?:like|else|the way)",
    r"(?:the )?only (?:one|person|woman|man|girl|guy) (?:for me|i (?:ever )?(?:loved|love|want|need)|who (?:ever )?(?:got|gets|understood|understands|knew|knows) me)",
    r"(?:the )?most (?:incredible|amazing|beautiful|wonderful|special|perfect|gorgeous|stunning|kind|caring) (?:woman|man|person|girl|guy|soul|human)",
    r"(?:woman|man|person|girl|guy|soul|human) i have ever (?:known|met|seen|loved)",
    r"(?:no one|nobody) (?:has )?(?:ever )?(?:made me feel|loved me|understood me|gets me) (?:the way|like) you",
    # I love you, I cannot lose you.
    r"i (?:still )?(?:love|adore|worship) you",
    r"(?:love you|miss you) (?:so much|more than|to the moon|forever)",
    r"(?:cannot|can not|could not) stop thinking about you",
    r"i (?:cannot|can not) (?:lose|be without|live without) you",
    r"i (?:would|will) do anything (?:for you|to get you back|for us)?|anything for you",
    r"(?:idiot|fool|stupid|mad|crazy) to (?:let you go|lose you)|let you (?:go|get away)(?= was| is)",
    # You deserve the world.
    r"you deserve (?:the world|everything|the best|so much)",
    r"best thing that (?:ever )?happened to me",
    r"(?:i want|let me) (?:to )?(?:give you the world|make you happy|spoil you|treat you)",
    r"you (?:look|looked|are looking) (?:\w+ )?(?:stunning|beautiful|gorgeous|amazing|incredible|perfect)",
    # Gifts and pet names.
    r"(?:roses|flowers|a gift|a present|surprise) for you",
    r"(?:got|bought|sent|ordered) you (?:some |a |these |this )?(?:flowers|roses|a gift|a present|a little something|something)",
    r"(?:my|for my) (?:beautiful|gorgeous|darling|sweet|perfect|amazing) (?:girl|boy|wife|husband|angel|love|baby|queen|king|princess)",
    r"(?#raw)(?:(?:❤|♥|💕|💖|💗|💓|💞|💘|😍|🥰|😘|🌹)\ufe0f?\s*){2,}",
    # Praise and grand gestures (round 4; messages only: they mis-tag talks).
    r"(?#message-only)(?:booked|bought|got|planned|paid for) (?:us|you) (?:a|an|tickets|two|flights|the)",
    r"(?#message-only)(?:every|each) (?:song|film|place|day|thing|love song) (?:i hear |i see |i go |reminds me )?(?:is|reminds me) (?:about|of) you",
    r"(?#message-only)(?:you are|your|you look) (?:so |really |just )?(?:beautiful|gorgeous|stunning|perfect|amazing|incredible)(?=[.!?,]|$| it hurts| and| to me| inside)",
    r"(?#message-only)(?:walk|go) through fire|(?:move|moved) mountains",
    r"(?#message-only)(?:you are|you were|your) (?:it|the one) for me|the (?:most|best) (?:beautiful|amazing|wonderful) (?:soul|person|thing)",
    r"(?#message-only)(?:not|never) (?:giving|give) up on (?:us|you)",
    r"(?#message-only)(?:nobody|no one) will (?:ever )?(?:love|understand) you (?:like|the way|as much as) i",
)
