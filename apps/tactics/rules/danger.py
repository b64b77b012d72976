"""Words that are signs of danger (matching.mentions_danger): a threat of violence, being
hit or things thrown to frighten, a weapon, choking, someone knowing where you are or
getting in, and a threat of suicide tied to you. They are the signs "When contact becomes
dangerous" lists, which services that work with domestic abuse treat as higher risk.

Written for both voices the app reads: the other person's message ("i will kill you",
"i know where you live") and your own search ("he said he would kill me", "he has a
knife"). The text is normalised and lowercased first (normalise.py: "I'll" is "i will",
"u" is "you"). Everyday uses are left out: "stick to your guns", "a butter knife",
"i know where you are coming from", "killing it", "my mum will kill me if she finds out".
These are not tactics and never tag anything: they let a page show the help-now block.
"""

_KILL = r"(?:kill|murder|stab|shoot|strangle|choke|hurt|harm|batter|burn|end|beat (?:you|me) up)"
_WHO = (
    r"(?:you|your (?:mum|mom|mother|dad|father|sister|brother|family|kids|children|son|daughter|"
    r"boyfriend|girlfriend|husband|wife|partner|new (?:man|woman|boyfriend|girlfriend|partner)|dog|cat|pets?))"
)
_THEM = r"(?:me|us|my (?:kids|children|son|daughter|dog|cat|pets?|family|mum|mom|dad|sister|brother|partner))"
_WILL = r"(?:will|would|is going to|was going to|going to|gonna|could|might|is gonna|wants to|wanted to|threatened to|threatening to|threatens to|tried to|try to)"

DANGER: tuple[str, ...] = (
    # A threat in the other person's own words.
    rf"(?:i|we|someone|somebody) (?:will|would|am going to|are going to|am gonna|could|should|swear i will|swear i would) (?:(?!never |not |ever )\w+ )?{_KILL} {_WHO}",
    r"(?:i|we) (?:will|am going to|am gonna) (?:make sure you|make you) (?:never|do not|will not) (?:walk|breathe|see)",
    r"you are (?:dead|a dead (?:man|woman))(?! to)|your dead(?= *(?:[.!?,]|$))|you will be dead|(?:you|your \w+) will not (?:live|survive) (?:to|through|past)",
    r"watch your back|sleep with one eye open|you will not see (?:it|me) coming",
    r"if i (?:cannot|can not) have you(?:,)? (?:no one|nobody|no-one) (?:can|will)",
    r"nothing left to lose|(?:i|he|she) (?:have|has|have got|has got|got) nothing (?:left )?to lose",
    # The same, as you would tell it.
    rf"(?:he|she|they|he is|she is|they are|ex|husband|wife|partner|dad|mum|mom|father|mother|brother|sister) {_WILL} {_KILL} {_THEM}",
    rf"threat\w* (?:to )?(?:{_KILL}|kill himself|kill herself|kill themselves|suicide)",
    rf"(?:said|says|told me|texted|wrote) (?:that )?(?:he|she|they) (?:will|would|is going to|was going to) {_KILL} {_THEM}",
    # Violence told: being hit, or things thrown and walls punched to frighten.
    r"(?:he|she|they|he has|she has|they have) (?:(?!never |not )\w+ )?(?:hit|punched|slapped|kicked|shoved|beat|beaten|attacked|assaulted) (?:me|my (?:face|head|arm|kids|children|son|daughter|dog|cat|mum|mom|dad|partner))(?! (?:up|with (?:a|the) (?:question|bill|news)))",
    r"(?:pushed|shoved) me (?:down|over|into|against|out of|off)",
    r"threw (?:\w+ ){0,3}at (?:me|my (?:head|face)|the wall)|(?:punched|kicked|smashed) (?:a |the )?(?:wall|hole in)",
    # Weapons.
    r"knife|knives|guns?|firearms?|shotguns?|rifles?|pistols?|handguns?|weapons?|machetes?|ammunition|bullets?",
    # Choking or strangling, even once.
    r"strangl\w*|(?:choked|choking|chokes|choke) (?:me|you|her|him)(?! up)|(?:hands?|arm) (?:round|around) my (?:neck|throat)",
    # Knowing where you are, following you, getting in.
    r"(?:i|we) know where you (?:live|are|work|sleep|stay|go|park|moved|are staying|are living)(?! coming from)",
    r"(?:he|she|they) (?:knows|know|found out|found) where (?:i|we) (?:live|am|work|sleep|stay|moved|are staying|are living)",
    r"(?:he|she|they) (?:always )?knows? where i am",
    r"(?:i|he|she|they) (?:have been |has been |was |were |am |is |are |keeps? )?(?:following|followed|tracking|tracked|stalking|stalked) (?:you|me)(?! (?:on|back))",
    r"(?:tracker|tracking device|gps tracker|airtag|air tag|tracking app|spyware|stalkerware)",
    r"(?:can|could) see where (?:i am|you are|i go|you go)",
    r"found (?:your|my) new (?:address|place|flat|house|home|apartment)",
    r"(?:break|breaking|broke|broken|tried to get|trying to get) in(?:to)? (?:your|my|the) (?:house|home|flat|place|apartment|car)",
    r"(?:slash|slashed|slashing|smash|smashed|smashing) (?:your|my) (?:tyres|tires|windows?|car|door)",
    r"(?:burn|set fire to|torch) (?:your|my|the) (?:house|home|flat|place|car)",
)

# Everyday phrases that hold those words; taken out of the text before DANGER is read.
NOT_DANGER: tuple[str, ...] = (
    r"(?:stick|sticking|sticks|stuck|stand|standing) (?:to )?(?:your|my|his|her|their|our) guns",
    r"(?:jump|jumped|jumping|jumps) the gun|son of a gun|top gun|nail gun|glue gun|water guns?|nerf guns?|gun show",
    r"(?:butter|bread|steak|palette|pen|pocket|cheese|kitchen drawer) knife|knife and fork|under the knife",
    r"the knives are out|(?:take|took|taken|taking) a bullet|(?:as|like) a weapon|bullet points?|bullet journal|silver bullet|dodged a bullet|bite the bullet|weapons? of choice",
    r"choked up|(?:killing|kill) (?:it|time)|my (?:mum|mom|dad|mother|father|boss|sister|brother|wife|husband|teacher) (?:will|would|is going to|is gonna) (?:kill|murder) me if",
)
