"""Extra rules for tagging passages of a talk (the library), not messages.

The talks describe tactics in the third person ("they might view your story", "love
bombing", "they flip the narrative"), so on top of the message rules (rules.py), a
passage is also matched against the names of the tactics and the words the speakers use
to describe them. Same conventions as rules.py (normalised text, word boundaries).
These are never used for a pasted message: "guilt" or "victim" in a message says
little about which tactic the message uses.
"""

TALK_RULES: dict[str, tuple[str, ...]] = {
    "hoovering": (
        r"hoover\w*",
        r"just checking in",
        r"resurfac\w*",
        r"(?:subtly )?reappear\w*",
        r"a miss you",
    ),
    "baiting": (
        r"bait\w*",
        r"provok\w*|provocation",
        r"(?:push|press)\w* (?:the )?buttons",
        r"(?:want|get|expect)s? a reaction",
        r"poking",
        r"little tests",
    ),
    "vague-posting": (
        r"(?:vague|cryptic|targeted) (?:post|posts|message|messages|social media posts?)",
        r"post something (?:targeted|vague|provocative)",
        r"(?:quotes|videos) about (?:betrayal|toxic)",
        r"subtweet\w*|vaguebook\w*",
    ),
    "surveillance": (
        r"monitor\w*",
        r"view your stor(?:y|ies)",
        r"(?:comment on|like) (?:an old post|something you)",
        r"(?:they are|still) watching",
        r"lurk\w*|stalk\w*",
    ),
    "guilt-tripping": (
        r"guilt[- ]trip\w*",
        r"(?:want|wants|wanted|need|needs) your guilt|the guilt they want|guilt (?:is|becomes|as) (?:a|the|their)",
        r"(?:make|makes|making|made) you feel (?:so )?guilty|guilty conscience|that kind of guilt",
        r"owe (?:them|him|her) (?:something|an explanation)",
        r"feel bad for (?:walking away|hurting them)",
    ),
    "pity-play": (
        r"pity",
        r"(?:the )?victim(?:hood)?",
        r"sob stor(?:y|ies)",
        r"wounded, misunderstood",
        r"(?:struggling|depressed)",
        r"sympathy",
    ),
    "smear-campaign": (
        r"smear\w*",
        r"rumou?rs?",
        r"(?:control|flip|rewrite|rewriting)\w* the (?:narrative|story)",
        r"discredit\w*",
        r"(?:your )?reputation",
        r"behind your back",
    ),
    "flying-monkeys": (
        r"flying monkeys?",
        r"mutual friends?",
        r"friends (?:and|or) family",
        r"(?:guise of|pretend to be) concern\w*",
        r"someone close to you",
        r"through others",
    ),
    "triangulation": (
        r"triangulat\w*",
        r"dating someone new",
        r"(?:their|a|his|her) new (?:relationships?|partners?|supply|girlfriend|boyfriend)|new supply",
        r"replac(?:e|es|ed|ing|ement)",
        r"flaunt\w*",
        r"looking unbothered",
    ),
    "breadcrumbing": (
        r"breadcrumb\w*",
        r"false hope",
        r"future (?:together|faking)",
        r"keep(?:ing)? you (?:hanging|hoping|waiting)",
        r"door half open",
    ),
    "strategic-silence": (
        r"silent treatments?",
        r"(?:strategic|staged) (?:silence|withdrawal)",
        r"silence (?:from them|becomes the new tool|is (?:not|strategic))",
        r"(?:intentionally|suddenly) disappear\w*",
        r"ghost(?:s|ed|ing)?",
        r"go(?:es|ing)? cold",
        r"stonewall\w*",
    ),
    "love-bombing": (
        r"love[- ]?bomb\w*",
        r"flatter\w*",
        r"charm offensive|(?:turn|turns|turned|turning) on the charm|charm(?:s|ed|ing)? you",
        r"ideali[sz]\w*",
        r"praise you|elevate you|pedestal",
        r"uniquely special",
    ),
    "fake-apology": (
        r"(?:fake|empty|hollow|grand|sudden|performative|dramatic|tearful|sincere-sounding|measured) apolog\w*|apology tours?",
        r"(?:they|he|she) (?:will |might |may )?apologi[sz]e",
        r"remorse",
        r"(?:they|he|she) (?:have|has) changed",
        r"all the things they knew you once longed to hear",
    ),
    "gaslighting": (
        r"gaslight\w*",
        r"rewrit\w* (?:history|the past)",
        r"twist\w* your words",
        r"doubt your (?:own )?(?:memory|reality|perceptions?|sanity)",
        r"question (?:reality|your sanity)",
    ),
    "blame-reversal": (
        r"blame[- ]?shift\w*",
        r"flip(?:s|ped|ping)? the (?:narrative|script)",
        r"you become the problem",
        r"(?:boundary|boundaries) (?:as|into) (?:abandonment|defiance|betrayal|rebellion)",
        r"(?:it is|as) defiance",
        r"treason|disloyal",
        r"the one who caused the damage",
    ),
    "timed-contact": (
        r"birthdays?",
        r"anniversar(?:y|ies)",
        r"(?:a )?sudden illness",
        r"trag(?:edy|edies|ic)",
        # Not "strategically timed" alone: posts can be timed too (vague posting); the
        # tactic is the loaded occasion.
        r"(?:time|timed) (?:their )?(?:indirect )?messages",
    ),
    "showing-up": (
        r"show(?:s|ing)? up at",
        r"turn(?:s|ing)? up",
        r"places (?:they know )?you (?:frequent|go)",
        r"feel their presence",
    ),
    "nostalgia-bait": (
        r"nostalgi\w*",
        r"a song (?:they know )?you (?:loved|love)",
        r"photo memor(?:y|ies)",
        r"remember the highs",
        r"bring up the past",
    ),
    "rage": (
        r"rage\w*",
        r"lash(?:es|ed|ing)? out",
        r"hostil\w*",
        r"explosive",
        r"simmer\w*",
        r"outbursts?",
        r"intimidat(?:e|es|ed|ing) you|intimidation tactics?",
    ),
    "projection": (
        r"project(?:ions?|s|ing|ed)",
        r"accuse you of (?:being )?(?:the |a )?(?:narcissist|manipulat|abus|toxic|control|cheat|lying|selfish|cruel|crazy|jealous|obsess|needy)\w*",
        r"attribute it to you",
        r"(?:being )?needy",
    ),
    "devaluation": (
        r"devalu\w*",
        r"critici[sz](?:e|es|ed|ing) (?:you|your|everything)|constant critici[sz]m",
        r"belittl\w*",
        # Done to you: "they minimized your contributions"; not "the charm starts to
        # diminish" nor the passive list "manipulated, gaslit, or diminished".
        r"diminish(?:es|ed|ing)? (?:you|your)",
        r"minimi[sz](?:e|es|ed|ing) (?:you|your)",
        r"withhold\w* affection",
        r"put[- ]downs?",
        r"discard\w*",
    ),
    "hot-and-cold": (
        r"hot and cold",
        r"mixed signals",
        r"switch\w* (?:tactics|pitches|roles|masks)",
        r"different angles",
        r"one moment (?:you|they) are",
    ),
}
