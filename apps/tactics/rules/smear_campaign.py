"""Smear campaign: a distorted story about you, told to others."""

from .common import FAMILY, WORKPLACE

RULES: tuple[str, ...] = (
    # Others see what you are; going to the police with their story.
    r"everyone (?:can )?(?:sees?|can see) (?:it|through you|what you are|the real you)",
    r"tell (?:them|the police|the judge|everyone|people|your \w+) (?:what|everything) you (?:did|have done)",
    # Everyone knows, people are talking.
    r"everyone knows (?:what you|the truth|about you|you|who you|what kind)",
    r"everyone (?:is talking|says|thinks you|knows what)",
    r"(?:people|they|your friends) (?:are saying|are talking|have been saying|will know|should know|deserve to know|need to know)",
    r"people (?:talk|will talk|are talking)",
    r"(?:everyone|everybody|people|they) (?:at|in|from) (?:work|church|school|the gym|the office|the pub|your work|our street|the village) (?:knows|know|is talking|are talking|is saying|are saying|thinks|think|has heard)",
    r"(?:everyone|everybody|people|my friends|my family|they all|all my friends|your own \w+) (?:warned|told) me (?:about|what|that) you",
    r"rumou?rs?",
    # I told them about you.
    rf"(?:i )?(?:have )?told (?:everyone|everybody|people|them all|all our friends|the whole (?:family|town|street|village|school|office|world)|your (?:boss|manager|work|employer|colleagues|coworkers|team|landlord|school|church|friends|mates|kids|children|new \w+|{FAMILY}))",
    r"(?:saying|telling (?:people|everyone|everybody|them)|told (?:people|everyone|everybody)) (?:that )?you (?:are|were|have|had|cheated|stole|lied|hit|abused|left|went)",
    r"(?:told|telling|tell|tells) (?:everyone|everybody|people|the whole \w+|all (?:of )?(?:them|our friends|your friends)) (?:that )?you",
    r"(?:told|telling|tell) (?:them|him|her) (?:that )?you (?:cheated|lied|stole|hit|abused|left me|had a breakdown|are crazy|were crazy|are unstable|are mental|are ill|are not (?:well|right|thinking straight|in your right mind)|were never|are a liar|are lying|need help|have problems|have issues)",
    r"told (?:them|him|her|everyone|everybody|people) (?:the truth|that you|about you|what you|all about you)",
    r"told me (?:all )?about you",
    # Threats to tell or to show.
    r"(?:i will|i am going to|going to|i am|i will be) (?:tell|expose|show) (?:everyone|everybody|your|people|the world|them all)",
    rf"(?:i will|i am going to|going to|i am|i will be|i might) (?:call|calling|ring|ringing|email|emailing|message|messaging|tell|telling|contact|contacting|write to|writing to|report you to) (?:your|the) {WORKPLACE}",
    rf"(?:i will|i am going to|going to|i am|i will be|i might) (?:tell|telling|report you to) (?:your|the) (?:{FAMILY}|friends|kids|children|ex)",
    r"(?:post|posting|share|sharing|send|sending|show|showing|put|putting) (?:it|them|everything|the (?:pictures|photos|screenshots|messages|texts|videos)|your (?:pictures|photos|messages|texts|nudes)|screenshots) (?:online|on (?:facebook|instagram|insta|twitter|tiktok|here)|to (?:everyone|your|all))",
    r"i (?:have|kept|took|saved) (?:the |all the )?screenshots",
    rf"(?:your|the) (?:{WORKPLACE}|{FAMILY}|friends|mates) (?:will|would|might) be (?:very |really |so )?interested to (?:hear|know|see|find out|learn)",
    r"expos(?:e|ing) you",
    # What you are "really" like.
    r"the truth about you",
    r"(?:your|their) real (?:face|self)|what you really are|who you really are",
    r"(?:what|how) you are really like|what kind of (?:person|woman|man|mother|father|girl|guy) you (?:really )?are",
    r"(?:your|my|his|her|their) (?:side|version) of (?:the story|things|events|this|what happened|it)",
    r"switched up on (?:me|him|her|them)",
    r"(?:i|he|she|they) (?:do|does) not know what happened",
    r"(?:you|she|he) (?:are|is) (?:telling|spreading) lies",
    r"(?:ruin|ruined|ruining) (?:your|my) (?:name|reputation)",
    r"(?:what|all) you (?:did|have done) to (?:me|him|her|them)",
    # Your name, spoken elsewhere (round 4; messages only: they mis-tag talks).
    r"(?#message-only)(?:start|started|starting) (?:looking at|talking about|treating) you (?:differently|like)",
    r"(?#message-only)(?:had to|have|i) (?:tell|told|report|reported|inform|informed) (?:hr|the police|your boss|the school|social services|the court|the judge|the welfare officer|the court welfare officer)",
    r"(?#message-only)(?:told|tell|informed) (?:the )?(?:court|judge|welfare officer|social worker|cafcass|solicitor|police|school|hr) (?:\w+ )?(?:everything|about you|about your|what you|that you)",
    r"(?#message-only)(?:everyone|everybody|people|the whole \w+|all our friends|our friends)(?: is| are)? (?:on my side|knows? you are|knows? what you|saying you)",
    r"(?#message-only)(?:telling|told|tells) (?:everyone|everybody|people|the whole \w+) (?:at|in) \w+ (?:that )?you",
    r"(?#message-only)(?:told|tells|has told) me (?:everything|all) about you",
    r"(?#message-only)(?:for|about) everyone's safety|a danger to",
)
