"""Words that are signs of danger (safety.safety_signs): a threat of violence, being hit
or hurt, a weapon, choking, someone turning up, following you or knowing where you are,
getting into your home, car or accounts. They are the signs "When contact becomes
dangerous" lists, which services that work with domestic abuse treat as higher risk. (A
threat of suicide tied to you is read in safety.py, from the words of self_harm.py.)

Written for both voices the app reads: the other person's message ("i will kill you",
"i know where you live") and your own search or note ("he said he would kill me", "he
has a knife", "she turned up at my work"). The text is normalised, lowercased and put in
its spoken forms first (normalise.py, safety.py: "I'll" and "ill end" are "i will", "u" is
"you", "2" is "to"). Everyday uses are left out: "stick to your guns", "a butter knife",
"work is killing me", "my mum will kill me if she finds out", "he followed me on
instagram". These are not tactics and never tag anything: they let a page show a note.
"""

# Doing harm to someone: the verb, in any of its forms.
_ACT = (
    r"(?:kill|murder|stab|shoot|strangle|choke|hurt|harm|batter|burn|end|slit|snap|drown|poison|bury|"
    r"punch|slap|kick|smash|bash|beat|cut|torch|break|hit|knock|wring|stamp on)(?:s|ed|d|ing|bing|ting|en|ped|ping)?"
)
# A person or an animal of theirs, or a part of a body.
_KIN = (
    r"(?:mum|mom|mother|dad|father|parents?|sister|brother|family|kids?|children|child|son|daughter|baby|"
    r"boyfriend|girlfriend|husband|wife|partner|fella|bloke|man|woman|mate|friends?|dog|cat|pets?|puppy|"
    r"kitten|horse|pony|rabbit|hamster|bird|budgie|lad|lass|guy|girl|boy|nan|gran|grandma|grandad|aunt|uncle|cousin|bf|gf|hubby|lot|pair)s?"
)
_BODY = (
    r"(?:throat|neck|necks|windpipe|face|head|legs?|arms?|kneecaps?|teeth|bones?|skull|ribs|fingers|brains?|jaw|nose)"
)
# Who the user tells of: the other person, by pronoun or by who they are.
_THEY = (
    r"(?:he|she|they|someone|somebody|(?:my )?(?:ex|dad|mum|mom|father|mother|stepdad|stepmum|stepmom|husband|wife|"
    r"partner|boyfriend|girlfriend|brother|sister))"
)
_WHOSE = r"(?:your|my|his|her|their|our|the|that|this|those)"
# Where someone can turn up or wait.
_PLACE = (
    r"(?:house|home|flat|apt|place|door|doorstep|porch|drive|driveway|front door|work|office|job|school|school gate|nursery|daycare|uni|"
    r"university|college|campus|lectures?|gym|church|street|road|building|apartment|gate|workplace|lobby|"
    r"reception|car park|parking lot|garden|window|shop|salon|station)"
)
# The accounts someone can get into.
_ACCOUNT = (
    r"(?:email|emails|e-mail|gmail|google|accounts?|instagram|facebook|icloud|bank|banking|whatsapp|snapchat|"
    r"phone|passwords?|apple id|laptop|computer|messages)"
)
_PERSON = rf"(?:you|yourself|him|her|them|me|us|{_WHOSE} (?:[\w']+ )?(?:{_KIN}(?: of (?:you|yours|them))?|{_BODY}))"
_SUBJECT = (
    r"(?:i|we|someone|somebody|who|people|mates|lads|boys|he|she|they|ex|husband|wife|partner|dad|mum|mom|father|mother|brother|sister|"
    r"boyfriend|girlfriend)"
)
_INTENT = (
    r"(?:will|would|shall|could|should|am going to|are going to|is going to|was going to|were going to|going to|"
    r"gonna|is gonna|want to|wants to|wanted to|threatened to|threatening to|threatens to|threatened he would|"
    r"tried to|try to|swear i will|swear i would|swear to|swore to|promised to|plans to|plan to|intends to|"
    r"is about to|keeps threatening to|keeps saying he will|keeps saying she will)"
)

DANGER: tuple[str, ...] = (
    # A threat: someone will do harm to a person ("i will end you", "he is going to slit
    # my throat", "she will poison my dog", "i will drown that cat of yours").
    rf"{_SUBJECT} {_INTENT} (?:(?!never |not |ever )\w+ ){{0,2}}?{_ACT} (?:up |all |both |each of |every one of )?{_PERSON}",
    rf"i am (?:\w+ )?(?:stabbing|shooting|strangling|killing|burning|hurting|drowning|poisoning) {_PERSON}",
    r"(?:i|we) (?:will|am going to|am gonna) (?:make sure you|make you) (?:never|do not|will not) (?:walk|breathe|see)",
    r"you are (?:dead|a dead (?:man|woman))(?! to)|your dead(?= *(?:[.!?,]|$))|you will be dead|(?:you|your \w+) will not (?:live|survive) (?:to|through|past)",
    r"watch (?:your|his|her) back|sleep with one eye open|(?:you|she|he|they) (?:will not|would not) see (?:it|me|this) coming",
    r"(?:bullet|crowbar|knife|blade|bat|hammer|gun|one|something) (?:[\w']+ ){0,4}?with your name on it|six feet under|6 feet under|(?:what is|whats) coming for you|you know what happens (?:when|if)",
    r"(?:the day|when|once|if) i (?:find|catch|get hold of|catch up with) you|finish (?:me|you|him|her) off|(?:is|am|are) coming for (?:you|him|her|them)",
    r"(?:leave|leaving|go|going|end up|be|in) (?:\w+ )?in an ambulance|picking your teeth|teeth (?:up )?off the (?:pavement|floor|ground)",
    r"take (?:his|her|your|their) (?:fingers|hand|hands|head|legs?|arms?|eyes?) off|take (?:you|them|him|her) out of (?:it|this world)",
    r"make (?:you|him|her|them|my [\w']+|your [\w']+) suffer|the (?:dog|cat|kids?|baby) gets it|(?:will|gonna|is going to|are going to) get hurt",
    r"(?:whoever|anyone who|anybody who) (?:\w+ ){0,4}?gets hurt|get what is coming to (?:her|him|them)|(?:will not|would not) be breathing",
    r"i am (?:drowning|poisoning|burning|strangling) it(?!\w)|put (?:her|him|it|the dog|the cat) down (?:myself|himself|herself)",
    r"if i (?:cannot|can not) have you(?:,)? (?:no one|nobody|no-one) (?:can|will)",
    r"nothing left to lose|(?:i|he|she) (?:have|has|have got|has got|got) nothing (?:left )?to lose",
    rf"(?:put|putting|puts) (?:you|him|her|them|me|{_WHOSE} [\w']+(?: of yours)?) (?:in|into) (?:the ground|a&e|a and e|intensive care|hospital|the hospital|a body bag|the morgue|a wheelchair|an early grave|the grave)|(?:put|putting|puts) (?:you|him|her) in a box",
    r"end up in (?:hospital|the hospital|a&e|a box|a body bag|the morgue|a wheelchair|intensive care|the ground)",
    rf"break every bone|(?:break|snap|smash) {_WHOSE} (?:\w+ )?{_BODY}",
    r"beat (?:you|him|her|me|them) (?:to death|senseless|black and blue|to a pulp)|beat the \w+ out of",
    r"slit (?:your|my|his|her|their) throats?|throw\w* acid|acid (?:in|on|at) (?:your|my|his|her) face",
    r"run (?:you|me|him|her|them) (?:over|down|off the road)|(?:do|did) (?:you|him|her|them|the pair of you|the lot of you|the both of you|you both) in(?!\w)",
    r"(?:get|got) (?:my|me) hands on (?:you|him|her|ye)|what happens to (?:your|you|his|her) (?:face|kids|children|family|car|dog|cat)",
    r"shame if (?:\w+ ){0,3}?(?:happened|happens|were to happen|(?:got|gets) (?:hurt|them|him|her|you|it)|went missing|hurt)",
    r"(?:shame|pity) if (?:you|she|he|it|your \w+|the (?:kids|children|dog|cat|baby)|something|anything)",
    r"(?:^|[.!?] )(?:it would |would |it will |that would )?be a (?:shame|pity)(?= *[.!?]|$)|accidents happen to (?:people|those|girls|women)",
    r"hold (?:you|him|her|them|me) under|how long (?:\w+ ){1,3}?(?:stays|stay|will stay|keeps) safe|(?:eating|eat|drink|drinking) through a straw",
    r"another (?:smack|slap|punch|beating|hiding|clatter|kicking)|(?:kicked|beaten|battered|stabbed|strangled|choked|burned|burnt) to death",
    r"(?:no one|nobody) will (?:ever )?find (?:you|what is left|the body)|(?:not|never) (?:walking|walk) out of (?:it|there|that)",
    r"go up (?:nicely|in flames|like a)|(?:still )?(?:have|got) the bat|(?:your|my) \w+ (?:would|will) be better off dead|see to it(?= *[.!?'\"]|$)",
    r"(?:drove|driving|drives) (?:\w+ )?(?:at|towards) me|swerv\w* (?:at|into|towards)|(?:tried to|try to) run me (?:off|over|down)",
    r"(?:slammed|smashed|banged) my head (?:against|into|on)|(?:bruise|bruises|black eye|split lip) on (?:your|my|her) ",
    r"kept me (?:in|locked in) (?:the|my|his|her) (?:flat|house|room|car|home)|your (?:throat|neck) (?:\w+ ){0,2}?in my hands",
    r"(?:not|never) (?:live|make it|makes it|making it) to (?:see|\d+|(?:her|his|your|their) next birthday)|will not (?:make it|get|be) (?:\w+ ){0,4}?in one piece|(?:will not|never) walk (?:straight|again|properly)",
    r"(?:be|end up|go home|leave) in a (?:box|body bag|coffin|wheelchair)|finish what i started|stop breathing|(?:never|not) breathe again",
    rf"{_SUBJECT} {_INTENT} (?:\w+ )?(?:fuck|fk|fuk|mess|rough|smash|bash|duff) {_PERSON} up|rearrange (?:your|his|her|my) face",
    r"if i (?:cannot|can not|do not) (?:have|get|see) (?:you|them|the kids|the children|her|him)(?:,)? (?:then )?(?:no one|nobody|no-one) (?:can|will|does|gets)",
    r"drive (?:\w+ ){0,3}?(?:into|off) (?:the|a) (?:river|lake|sea|cliff|wall|bridge|tree) with (?:him|her|them|the kids|the children|you)",
    r"(?:goes|go|going|thrown|throw|throwing) off the (?:balcony|roof|bridge)|(?:do not|dont) make me (?:do something|hurt|come|put|use|get|find)",
    r"🔪|🔫|🗡|⚰|🪦|(?:burn|torch) (?:\w+ )?(?:house|home|flat|place|car) down|with (?:you|her|him|them) (?:still )?in it",
    r"(?:is|are|you are|he is|she is|will|would|is going to|are going to|gonna) (?:getting|get|going to get|gonna get) (?:stabbed|shot|hurt|killed|battered|beaten|done in|smacked|slapped|hit)",
    r"(?:put|throw|threw|push|pushed|shove|shoved|slam|slammed) (?:you|me|her|him) (?:through|into|against) (?:a|the) (?:wall|door|window|table)",
    r"split lip|gave (?:me|you|her) (?:a )?black eye|(?:held|hold|holds|holding|pinned|pin) (?:me|you|her) down|(?:sit|sat|sitting|sits) on my chest",
    r"never see (?:them|him|her|the kids|your \w+) (?:alive|breathe|breathing)|(?:better|should) lock (?:her|his|your|their) doors",
    r"(?:you|your \w+|my \w+|they|he|she|the kids) (?:will not|would not|are not going to|is not going to) be safe",
    r"(?:bring|send|sending|brought|sent) (?:my |the |some )?(?:\w+ )?(?:brothers|mates|boys|lads|cousins) (?:round|over|to your)",
    r"make sure (?:no one|nobody) (?:ever )?(?:sees|finds|will see|will find|does|gets to) (?:you|them|him|her)?",
    rf"make (?:you|him|her|them) disappear|(?:you|she|he|they) (?:are|is) next(?= *(?:[.!?,]|$| if| unless))|(?:your|my) [\w']+s next(?= *(?:[.!?,]|$| and| if))|(?:your|my) {_KIN} is next(?= *(?:[.!?,]|$| and| if))",
    r"loaded and ready|gun is loaded",
    rf"threat\w* (?:to )?(?:{_ACT}|kill himself|kill herself|kill themselves|suicide)",
    # Violence told: being hit or hurt, things thrown and walls punched to frighten.
    r"(?:he|she|they|he has|she has|they have|ex|(?:my )?(?:mum|mom|dad|father|mother|stepdad|stepmum|stepmom|brother|sister|husband|wife|partner|boyfriend|girlfriend)) (?:(?!never |not )\w+ )?(?:hit|punched|slapped|kicked|shoved|beat|beaten|attacked|assaulted|scratched|bit|spat at|spat on) (?:and \w+ )?(?:me|you|my (?:face|head|arm|kids|children|son|daughter|dog|cat|mum|mom|dad|partner))(?! (?:up|with (?:a|the) (?:question|bill|news)))",
    r"(?:punched|slapped|smacked|thumped|headbutted|battered|assaulted|attacked|strangled|throttled|pinched|elbowed|kneed) (?:and \w+ )?(?:me|my (?:face|head|arm|back|stomach|chest|kids?|children|son|daughter|dog|cat|mum|mom|dad|partner))|kicked me (?:in|on|down|hard)",
    r"(?:grabbed|grabs|grabbing|grab) (?:me|my (?:arm|arms|wrist|wrists|hair|neck|throat|face))|left (?:finger ?marks|bruises|marks) on|(?:that|the) slap|deserved (?:that|to be hit|a slap)",
    r"threw me (?:out of (?:the|a|his|her|a moving) car|down|against|into|across|onto|on the (?:floor|bed|ground))",
    r"(?:beat|beaten|beats|beating) me up|(?:made|make|makes) me (?:hit|hurt|slap|punch|push|shove) you",
    r"(?:pushed|shoved) me (?:down|over|into|against|out of|off)|pinned me (?:against|to|down)",
    r"dragged me (?:across|along|down|out|through|by)|by (?:my|her|the) hair",
    r"threw (?:\w+ ){0,3}at (?:me|my (?:head|face)|the wall)|(?:punch\w*|kick\w*|smash\w*) (?:a |the )?(?:wall|holes? (?:in|through))",
    r"(?:threw|thrown|throwing|throws) (?:the|a|my|your) (?:\w+ )?(?:kettle|plate|plates|glass|mug|bottle|chair|phone|remote|lamp|pan|cup|iron)",
    r"sorry about (?:the|your) (?:arm|face|eye|neck|nose|ribs|wrist|lip|bruises?|wall|door)(?: thing)?|i (?:only )?(?:hit|punched|slapped|pushed|shoved|grabbed|choked) you",
    r"(?:locked|lock|locks|locking) me in|take (?:the|a|his|her) belt to|(?:kick|kicking|kicked|smash|smashed|broke|break) (?:it|the door|your door|my door) (?:in|down)(?!\w)",
    r"(?:put|putting|puts) the door (?:in|through)|or i am (?:kicking|breaking|smashing)",
    # Weapons.
    r"glock|knife|knives|guns?|firearms?|shotguns?|rifles?|pistols?|revolvers?|handguns?|weapons?|machetes?|crossbows?|tasers?|ammunition|bullets?",
    r"(?:use|uses|using|carry|carries|carrying|got|have|has|pulled|pulls|holding|held|with|brought) (?:a|his|her|my|the) (?:\w+ )?blade|crowbar",
    r"(?:baseball )?bat (?:by|under|next to|beside) (?:the|his|her|my) bed",
    # Choking or strangling, even once.
    r"strangl\w*|(?:choked|choking|chokes|choke) (?:me|you|her|him)(?! up)|(?:hands?|arms?|forearm|fingers|knee) (?:\w+ ){0,4}?(?:my|your|her|his) (?:neck|throat|windpipe)|throttl\w*",
    r"let go of (?:your|my|her|his) (?:throat|neck)",
    r"(?:grabbed|grab|grabbing|grabs) (?:your|her|his) (?:arm|wrist|hair|neck|throat|face)|(?:till|until|til) you (?:went quiet|passed out|blacked out|stopped breathing)",
    r"head ?lock|choke ?hold|sleeper hold|(?:till|til|until|untill) i (?:blacked out|passed out|could not breathe|nearly passed out)|(?:bruises|marks|finger ?marks) on (?:my|your|her|his) (?:neck|throat)",
    r"(?:grab|grabbed|grabs|grabbing) (?:me|you|her|him) by (?:the|my|your|her) (?:throat|neck|hair)|pillow over (?:my|your|her|his) face",
    r"squeez\w* (?:harder|tighter|my neck|your neck|my throat|your throat|(?:till|until|til) (?:you|i|she|he))",
    # Following, watching, knowing where you are.
    r"(?:i|we) know where you (?:live|are|work|sleep|stay|go|park|moved|are staying|are living)(?! coming from)",
    rf"{_THEY} (?:knows|know|found out|found) where (?:i|we) (?:live|am|work|sleep|stay|moved|are staying|are living)",
    rf"{_THEY} (?:always )?knows? where i am|{_THEY} (?:knew|knows|found out) (?:\w+ ){{0,2}}?i (?:had )?moved",
    r"(?:how|why) (?:is|are) (?:he|she|they) knowing|(?:things|stuff|places) (?:i|that i) (?:never told|did not tell|have not told) (?:anyone|him|her|them)|you (?:took|take|walked|drove) the (?:long|back|short) way",
    r"(?:i )?saw you (?:at|in) (?:the |your )?\w+|(?:i )?saw you (?:leaving|outside|with some|with that)|you (?:did not|never) see me(?= *(?:[.!?,]|$| there| behind| watching))",
    r"location(?:[- ]sharing| is (?:on|shared))|sharing (?:my|your) location|(?:box|thing|device|tag|gadget) (?:\w+ ){0,2}?(?:under|inside|behind|taped to|stuck to) (?:my|the) (?:\w+ ){0,2}?(?:bumper|car|wheel|bag|seat|dashboard)",
    r"(?:how|why) (?:does|did|do|would|could|can) (?:he|she|they) (?:know|knows|have known)|(?:knew|knows|know) (?:which|what) (?:\w+ ){1,2}?(?:i was|i am|you were|you are) (?:in|at)",
    r"i know (?:your|which|what|when) (?:\w+ )?(?:shifts?|bus|route|schedule|routine|train|seat|movements|every move)|why were you at",
    r"(?:i|he|she|they) (?:have been |has been |is been |was |were |am |is |are |keeps? )?(?:following|followed|tracking|tracked|stalking|stalked|trailing|trailed|tailing|tailed) (?:you|me)(?! (?:on (?!my way|the way|your way)|back))",
    r"(?:following|followed|follows|follow|trailing|tailing|tailed) (?:my|your) car|same (?:\w+ ){0,2}?(?:car|van|truck) (?:\w+ ){0,2}?(?:behind|following|outside|parked)|(?:car|van) (?:behind me|following me) every",
    r"i (?:can )?see (?:everything(?: you do)?|every move you make|you right now)(?= *(?:[.!?,]|$))|i am watching you|i have been watching you",
    r"(?:saw|seen|watched|watching|watch) you (?:through|from (?:across|outside|the)|(?:leave|leaving|coming out of|go into|going into) (?:your|the) (?:house|flat|home|place|building))|through your (?:\w+ )?window",
    r"(?:looking|staring|looked|stared|peering|peered|peeking|peeked) (?:in )?(?:through|into|in) (?:my|the|your) (?:\w+ )?windows?",
    r"(?:see|know|knows|track|tracking) my location|commenting on where i (?:am|go|have been)|(?:nice|lovely|cute) new (?:place|flat|house|home|apartment)",
    r"(?:restaurant|cafe|bar|pub|shop|place) i (?:was|am) (?:sitting |eating |standing )?(?:in|at)|(?:heard|know|found out) (?:that )?you moved",
    r"(?:his|her|their) car (?:is |was )?(?:\w+ ){0,2}?behind (?:me|mine)|saw who (?:dropped|drove|brought|walked) you|saw your car (?:at|outside|in|on)",
    r"watched (?:you|her|him) (?:get|getting|leave|leaving|walk|walking|go|going)|knowing (?:every|each) (?:place|where)|knows every place",
    r"(?:knew|knows) what i was wearing|(?:knew|knows) (?:i went|where i went|i was at|i had been)|why (?:was|were) (?:your car|you) (?:parked|at|in)",
    r"your phone says you are|dot on the map|you (?:turned|took) (?:a )?(?:left|right)|quoted (?:a |my )?(?:msg|message|text|email) i (?:sent|wrote)",
    r"(?:watching|watch|listening to|listening) (?:to )?me through|baby monitor|hidden camera|camera in my",
    r"forwarding rule|forwarding (?:all )?my (?:emails|email|messages)|(?:somehow|someone) (?:has )?(?:reset|changed|got into|logged into) my",
    r"entr\w* (?:a|en) tu (?:correo|cuenta|telefono|movil|email)|(?:no )?te suelto el cuello|(?:te|le) (?:apreto|apriete|agarre|agarro) el cuello",
    r"no llegas a tu|en silla de ruedas|(?:lo )?(?:van|vas) a pagar caro",
    r"(?:password )?reset (?:code|email|link|text)s? i (?:did not|never) (?:ask|request)|your (?:\w+ )?password (?:is|was)",
    r"tracking (?:disc|tag|chip)|(?:tracker|tracking device|gps tracker|airtag|air tag|tracking app|spyware|stalkerware)|gps (?:thing|device|tag|unit|taped|hidden|stuck)",
    r"(?:can|could) see where (?:i am|you are|i go|you go)|(?:screenshots?|pictures?|photos?) of (?:where i am|my location)",
    r"(?<!who )(?:knows|knew|found|found out|has got|got hold of) (?:\w+ )?(?:your|my) new (?:address|place|flat|house|home|apartment|job|workplace|school)",
    # Getting in: a home, a car, accounts.
    r"(?:break|breaking|broke|broken|tried to get|trying to get) in(?:to)? (?:your|my|the) (?:house|home|flat|place|apartment|car)",
    r"(?:he|she|they|someone|somebody) (?:has |had )?(?:got|gets|getting|been) (?:into|inside) my (?:\w+ )?(?:house|home|flat|place|apartment|room)",
    r"i (?:was|have been|went|got) in(?:to|side)? your (?:\w+ )?(?:house|home|flat|place|room|car)",
    r"(?:window|door|lock|locks) (?:was |were |got |had been |has been )?(?:smashed|broken|forced|kicked in|jimmied|tampered)|got (?:inside|in) somehow",
    r"(?:spare|old) key (?:still )?(?:works|under|in|behind)|(?:code|key|keys|fob) (?:for|to) your (?:\w+ )?(?:door|garage|gate|house|flat|car)",
    r"jimm(?:y|ied|ying) (?:open )?(?:my|the|your)|(?:was|been|being) jimmied|i (?:got|get|can get) in (?:before|again|anyway|easy)",
    r"(?:used|uses|using) (?:her|his|their|an|the) (?:old |spare )?key|break (?:my|your) (?:\w+ )?(?:window|windows|door|lock)",
    r"(?:climb|climbed|climbing|climbs) (?:over|through|up|in) (?:\w+ ){0,2}?(?:fence|window|wall|gate|balcony)|(?:tried|trying|tries|try) (?:the|my|your) (?:\w+ )?(?:door )?handle",
    r"your (?:new )?locks? (?:is|are) (?:rubbish|useless|crap|easy|no good|pathetic)|(?:copy|copies) (?:cut )?of your (?:\w+ )?keys?|your diary (?:is|was) (?:a )?(?:good|great|interesting)",
    r"(?:slash|slashed|slashing|smash|smashed|smashing) (?:your|my) (?:tyres|tires|windows?|car|door)",
    r"(?:burn|set fire to|torch) (?:your|my|the) (?:house|home|flat|place|car)",
    rf"{_THEY} (?:has |had |keeps? )?(?:\w+ )?(?:hacked|hacking|hacks|got into|gets into|getting into|logged into|logging into|changed|changing|resetting|reset|resets|trying to (?:log|get|sign|break) in(?:to| to)?) my (?:\w+ )?{_ACCOUNT}",
    rf"(?:i )?(?:have )?(?:hacked|got into|logged into|been into|changed|reset) your (?:\w+ )?{_ACCOUNT}",
    r"(?:let|letting|lets) (?:her|him|them) (?:into|in to|in) my (?:\w+ )?(?:flat|house|home|place|apartment|room)|(?:let|letting) (?:myself|himself|herself|themselves) in(?! for)",
    r"i (?:have )?(?:been )?read(?:ing)? (?:all )?your (?:emails|diary|journal|dms|private messages)",
    rf"{_THEY} (?:is |has been |keeps )?(?:reading|read|reads) my (?:\w+ )?(?:whatsapp|messages|texts|emails|dms|diary)",
    r"(?:he|she|they) (?:has |had )?(?:been )?read(?:ing)? (?:all )?my (?:emails|diary|journal|dms|private messages)|locked me out of my (?:own )?(?:email|account|accounts|phone|bank)",
    r"i (?:still )?(?:have|know|got|have got) (?:still )?(?:got )?(?:the |your )(?:\w+ )?(?:password|passwords|passcode|pin|login)",
    r"(?:he|she|they) (?:still )?(?:has|have|knows|know|got|has got) (?:still )?(?:got )?(?:the|my) (?:password|passwords|passcode|pin|login) (?:for|to) my",
)

# Someone turning up or waiting where you are after no contact: a sign of danger, and also
# the ground of the showing-up tactic. A page shows its note as for any sign; a search
# that speaks only of this keeps the article on showing up where it ranks (urgent.py).
TURNING_UP: tuple[str, ...] = (
    rf"(?:turned|turning|turns|turn|showed|showing|shows|show|rocked|rocking|appeared|appearing) up (?:again |unannounced |uninvited |drunk )?(?:at|outside|on) (?:my|our|your|the|her|his) (?:[\w']+ ){{0,2}}?(?:{_PLACE}|\w+ where i (?:work|live|study|train))",
    r"(?:saw|seen|visited|met) the kids at (?:the )?school|estoy (?:afuera|fuera|abajo|en la puerta) de tu (?:casa|trabajo|piso|escuela)|o (?:entro|subo) yo",
    r"(?:appearing|appears|appeared) (?:again )?(?:at|outside) (?:my|our) |(?:just )?(?:stands|stood|standing) (?:at the \w+ |there )?watching",
    r"(?:i will|i am going to|gonna) wait (?:for you )?(?:at|by|outside) your|came by (?:\d+|two|three|four|several|five) times|i will keep coming",
    r"(?:walked|came|barged|stormed|burst) into my (?:\w+ )?(?:office|work|reception|house|flat|school|classroom)",
    r"(?:pulling|pulled|pulls) (?:in|into|up) (?:to )?(?:my|our) (?:drive|driveway|street|road)",
    rf"(?:came|come|comes|coming) (?:to|round to|over to|by) my (?:\w+ ){{0,2}}?{_PLACE}|(?:driving|drives|drove|driven|walking|walks|walked|cycling) (?:past|by|round) (?:my|your) (?:\w+ )?{_PLACE}",
    rf"(?:i will be|i am|i was|i have been|was|been) (?:just |already |still )?(?:waiting |sat |parked |standing |here )?(?:for you )?(?:at|outside|by|in) (?:the (?:\w+ )?(?:of|at) )?your (?:\w+ )?{_PLACE}|see you at your (?:\w+ ){{0,2}}?{_PLACE}",
    r"(?:i will be|i am) (?:\w+ )?(?:waiting |sat |parked |standing )?(?:for you )?(?:at|outside|by) the (?:school|school gates?|nursery|daycare|playground)",
    r"(?<!when )(?<!once )(?<!if )i am (?:right |just )?outside(?= *(?:[.!?,]|$| now| your| come| open| the))|i can see your (?:light|lights|car|window|kitchen|bedroom)",
    r"(?:drove|driving|drives|went|walked) (?:past|by) yours|(?:popped|dropped|stopped|swung|came|went) (?:by|round|in|into) (?:to )?your (?:\w+ )?(?:mums|moms|dads|parents|nans|sisters|brothers|house|home|flat|place|door|work|office|job|school|gym)|(?:turns|turning|turned|shows|showing|showed) up (?:wherever|everywhere|every time)",
    r"i know (?:you are|your) (?:in|home|inside|in there)(?= *(?:[.!?,]|$| the| i| so| and))|(?:he|she|they|ex|dad|mum|mom) (?:\w+ )?(?:knocked|banged|hammered|pounded|knocking|banging) on (?:my|the|our) (?:front |back )?(?:door|window)",
    rf"(?:{_THEY}|him|her) (?:\w+ ){{0,2}}?(?:waiting|waited|waits|sat|sitting|standing|stood|parked|parks|lurking|hanging around) (?:\w+ ){{0,3}}?(?:outside|at the end of|across from|opposite|in the (?:car park|parking lot)(?: of| at)?) (?:my|our|the|her|his|your)",
    rf"{_THEY} (?:was |were |is |has been )?(?:sitting|sat|waiting|waited|standing|stood|lurking|parked) (?:\w+ ){{0,4}}?(?:at|outside|opposite|near|by|from|in) (?:my|our)",
    r"i am (?:\w+ )?(?:waiting|sat|sitting|standing|parked) (?:\w+ ){0,2}?(?:outside|at the end of|across from|opposite) your",
    rf"(?:i am|i will be) (?:\w+ )?(?:outside|at) your (?:\w+ )?{_PLACE}",
    r"(?:banging|knocking|hammering|pounding) on (?:my|the|your|her) (?:front |back )?(?:door|window)|who is (?:at|outside) your (?:door|house|window)",
    r"(?:came|come|comes|coming|went|turned up|showed up) (?:\w+ ){0,4}?looking for (?:you|me)|or i (?:am coming|will come|come) (?:in|through|round|over|up|down)|drag (?:you|me|her|him) out",
)

# Everyday phrases that hold those words; taken out of the text before DANGER and
# TURNING_UP are read.
NOT_DANGER: tuple[str, ...] = (
    r"if (?:someone|somebody|you) (?:held|put|holds|puts) a gun to my head|gun to my head(?:,)? i would",
    r"(?:running|fitness|step|period|habit|sleep|mood|budget|spending|parcel|package|flight|water) tracker|(?:shoulder|roller) ?blades?|blades? of grass|wiper blades?",
    r"(?:stick|sticking|sticks|stuck|stand|standing) (?:to )?(?:your|my|his|her|their|our) guns",
    r"(?:jump|jumped|jumping|jumps) the gun|son of a gun|top gun|nail gun|glue gun|water guns?|nerf guns?|gun show",
    r"(?:butter|bread|steak|palette|pen|pocket|cheese|kitchen drawer) knife|knife and fork|under the knife|knife (?:skills|block|set|sharpener)",
    r"the knives are out|(?:take|took|taken|taking) a bullet|(?:as|like) a weapon|bullet points?|bullet journal|silver bullet|dodged a bullet|bite the bullet|weapons? of choice",
    r"strangle (?:my|the) (?:printer|laptop|computer|wifi|router|phone|tv)|choked up|(?:killing|kill) (?:it|time)|killing (?:me|him|her|you|us) (?:with|by)(?!\w)|stab\w* (?:\w+ ){1,2}?in the back|strangled (?:laugh|cry|sob|sound|noise|voice|yelp|squeak|gasp)",
    r"(?:cut|cuts|cutting|kick|kicks|kicked|kicking) (?:\w+ ){1,2}?(?:off|out)(?!\w)|cut (?:you|me|him|her|them) (?:some slack|loose|a deal)",
    r"(?:hit|hits|hitting|shoot|shooting) (?:you|me|him|her|them|us) (?:up|back|a text|a message|an email|a line|a look|a dm)",
    r"beat (?:you|me|him|her|them|us) (?:at|to it|in)(?!\w)|end (?:us|this|things|it|the relationship|the marriage)(?= *(?:[.!?,]|$| and| now| for| between))",
    r"break (?:up )?(?:the|this|our|my|your) family|poison\w* (?:\w+ ){1,3}?against",
    r"my (?:mum|mom|dad|mother|father|boss|sister|brother|wife|husband|teacher|friend|mate|flatmate) (?:will|would|is going to|is gonna|going to) (?:kill|murder) me (?:if|for|when)",
)
