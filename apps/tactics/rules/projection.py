"""Projection: accusing you of the very things they do."""

from .common import INTENSIFIERS, YOU_ARE, A

RULES: tuple[str, ...] = (
    # You are the manipulator.
    rf"{YOU_ARE} {INTENSIFIERS}{A}(?:real )?(?:manipulat(?:ive|or|ing)|narcissist(?:ic)?|(?:pathological |compulsive )?liar|lying|abusive|abuser|toxic|controlling|fake|cheat(?:er|ing)?|needy|clingy|obsessed|obsessive|jealous|insecure|user|gaslight(?:ing|er)|two[- ]faced|emotionally unavailable|psycho|psychopath|sociopath|bully|stalker|stalking me|harassing me|using me|playing games|playing (?:the )?victim|playing mind games)",
    r"(?:you are|you were) the one (?:who is|that is|who was|being) (?:\w+ )?(?:obsessed|crazy|lying|controlling|manipulative|manipulating|toxic|jealous|stalking|needy|clingy|abusive|unstable|cheating|obsessive|delusional)",
    r"(?:you are|you were) the (?:manipulative|toxic|abusive|controlling|crazy|jealous|selfish|lying|cheating|narcissistic|dishonest|fake|obsessive|needy|clingy|nasty|cruel|aggressive|violent|unstable|cold) one",
    r"(?:you are|you were) the (?:one who (?:lied|lies|cheated|cheats|manipulated|manipulates|left|controlled|abused|played|plays|messed|is playing|keeps (?:texting|messaging|calling|contacting|checking)|runs hot and cold|started)|narcissist|abuser|toxic one|manipulator|liar|crazy one|problem one|cheater)",
    r"you (?:have )?(?:manipulated|lied to|turned|brainwashed|poisoned) (?:everyone|them|people|my|our|the kids|the children|all)(?! against me)(?!\w* against me)",
    r"you (?:always|just|only|constantly) (?:lie|lied|manipulate|use people|used me|play (?:the )?victim|run away|push people away|play games|cheat|cheated|control)",
    r"(?:with |all )?(?:your|all your|all of your|all these|all those) (?:lies|manipulation|mind games|lying|manipulating)",
    # Stop playing the victim.
    r"(?:stop|quit) (?:playing (?:the )?victim|gaslighting|manipulating|lying|stalking|obsessing|being (?:so )?(?:needy|controlling|dramatic))",
    r"you (?:act|acted|acting|are acting) (?:all )?(?:innocent|like (?:the victim|a saint|an angel|you are perfect|you did nothing))",
    r"(?:acting|act|acted) like i am the (?:monster|bad guy|villain|problem|abuser)",
    r"you (?:just )?(?:cannot|can not|never) let (?:anything|it|things) go",
    r"look in the mirror|take a (?:good |long )?look at yourself|pot calling the kettle",
    r"you (?:just|only) want(?:ed)? (?:attention|sympathy|money|to look good|to control)",
    r"attention[- ]?(?:seeker|seeking|whore)",
    r"you (?:only|just) (?:care|think) about yourself",
    r"(?:you are|you were) (?:the one )?(?:cheating|lying|hiding)",
    r"one (?:minute|moment) you",
    # Their own conduct pinned on you (round 4; messages only: they mis-tag talks).
    r"(?#message-only)(?:you are|your) the one (?:who|with|that)",
    r"(?#message-only)(?:classic|typical|textbook) (?:narcissist|narc|abuser|manipulator|gaslighting|abuse)",
    r"(?#message-only)(?:you love|you like|you enjoy) (?:being|playing) (?:the )?victim",
    r"(?#message-only)(?:do not|stop) act(?:ing)? (?:so )?innocent",
    r"(?#message-only)(?:you|u) (?:cheated|lied|manipulated)(?: emotionally| on me| for years)",
    r"(?#message-only)(?:obsessing|obsessed) (?:over|with|about) me|get a life",
    r"(?#message-only)(?:covert |malignant )?narcissis?t",
)
