"""The phrase rules: which wording in a message suggests which tactic.

Each tactic has a tuple of regular expressions, read top to bottom like a list of
phrases, grouped in families of wording with a comment each. They are matched against
the *normalised*, lowercased text (see normalise.py), so write them in that form:

- lowercase only (the matcher lowercases the text; a test checks the rules);
- straight quotes and apostrophes, single spaces;
- contractions spelled out: "i am", "i have", "do not", "cannot", "you are", "you would";
- texting spellings already written out: "u" is "you", "ur" is "your", "pls" is
  "please", "r u" is "are you", "idk" is "i do not know".

Every pattern is wrapped in word boundaries, so "rage" does not fire inside "average".
A pattern that starts with (?#raw) is used as written, on the text with its capitals
and case-insensitively unless it says otherwise (for emoji, hashtags and shouting); one
that starts with (?#message-only) is left out when tagging a talk (tag_passage).
A phrase may appear under two tactics when the wording really carries both.

Write families, not sentences: the structure of the wording ("after + years", "your +
relative + misses you", "i + was + at your + place") rather than one message seen once.
Sources: the four talks (research/tactics.json quotes) and everyday wording of these
messages. A suggestion is only a suggestion: nothing is tagged without the user.
"""

# Small building blocks, to keep the phrases readable.
INTENSIFIERS = r"(?:(?:so|really|very|such|just|truly|completely|totally|literally|always|actually|fucking|f\w*king|honestly|still|being|too|way too|a bit|kind of|pretty|genuinely|seriously) )*"
A = r"(?:(?:a|an|the) )?"
# "your so cold" is common in texts ("ur" became "your"); the past counts too.
YOU_ARE = r"(?:you are|your|you were|you have (?:always |just )?been|you always were)"
THIRD = r"(?:he|she|they|him|her|them)"
FAMILY = r"(?:mom|mum|mummy|mother|dad|daddy|father|sister|brother|sis|bro|aunt|auntie|aunty|uncle|grandma|gran|granny|nan|nana|nanna|grandpa|grandad|granddad|grandmother|grandfather|cousin|family|parents|stepmum|stepmom|stepdad|niece|nephew|in-laws)"
# Where you live, work or spend time.
PLACE = r"(?:place|house|home|flat|apartment|building|door|front door|work|office|job|gym|school|school gates?|gates?|parents|parents' house|street|road|drive|driveway|close|estate|block|car|window|porch|doorstep|cafe|café|shop|church|class|mum's|mom's|dad's|local|work do)"
# Online places and the things people post there.
APP = r"(?:insta|instagram|ig|facebook|fb|snap|snapchat|tiktok|twitter|whatsapp|linkedin|spotify|strava|tinder|hinge|bumble|youtube|venmo|threads)"
POST = r"(?:story|stories|post|posts|pic|pics|photo|photos|picture|pictures|status|video|videos|reel|reels|update|selfie|selfies|tweet|tweets|profile|page|playlist)"

# Where a threat to tell others is aimed: work and people with a say over your life.
WORKPLACE = r"(?:boss|manager|work|employer|colleagues|coworkers|team|hr|landlord|school|church|new \w+)"

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

RULES: dict[str, tuple[str, ...]] = {
    # Hoovering: a light, friendly "still here" to reopen contact after a gap.
    "hoovering": (
        # Checking in, asking after you.
        r"just (?:checking|check|touching base|popping) in",
        r"check(?:ing)? (?:in )?on you",
        r"how (?:are|have) you been",
        r"how are you(?: doing| holding up| keeping| getting on| feeling)?\b(?! going to)",
        r"how is (?:life|work|everything|things|the family|your (?:mum|mom|dad|family|new)|the new \w+)",
        r"(?:life|it|the new \w+|the job|the flat|the house|work) treating you",
        r"what (?:have you been|are you) up to",
        r"(?:are you|you) (?:around|free|about|busy|awake|up)(?: (?:today|tonight|later|this weekend|at all))?\?",
        r"are you (?:there|ok|okay|alright|alive|awake|up|safe)\b(?! to | with | for | if )",
        r"you up\?",
        r"(?:are )?you (?:ok|okay|alright|good)\?",
        r"(?:you have |you )?been (?:very |so |really )?(?:quiet|awol|mia|off the radar)(?: lately| recently)?(?=[.!?,]|$)",
        r"hello\?+",
        r"(?:hey|hi|hello),? (?:it is|this is) (?:me|only me|just me)",
        r"wondering how you (?:are|were|have been|are doing)",
        r"(?:just )?wanted to (?:say hi|say hello|see how you|know how you|hear your voice|reach out|check|let you know i am thinking)",
        r"(?:just )?(?:let me know|tell me) (?:you are|that you are|if you are) (?:ok|okay|alright|safe|well)",
        # Hoping you are well.
        r"hope (?:life is treating you|things are|all is|everything is|all is going|the new \w+ is) (?:well|good|ok|okay|kind|going well|great)",
        r"hope (?:all is|all'?s) well",
        r"hope (?:you are|your) (?:well|ok|okay|good|doing well|doing ok|doing okay|keeping well|doing alright|alright|safe)",
        r"hope (?:you|you and (?:\w+ ){0,2}\w+|all of you|you all|everyone|the family|the kids) (?:are|is) (?:all )?(?:well|ok|okay|good|doing well|keeping well|safe|alright)",
        # After a gap.
        r"(?:hey|hi|hello) stranger",
        r"long time no (?:see|talk|speak|chat|hear)",
        r"(?:it has been|it is been|been) (?:a while|ages|forever|so long|too long|a minute|a long time|months|weeks|a year|years)(?! today| since)",
        r"(?:been a )?long time(?=[.!?,]|$)",
        r"(?:hey|hi|hello) you(?=[.!?,:; ]|$)",
        r"random(?:ly)? (?:thought|question)",
        r"random(?:ly)?,? but",
        # Missing and thinking of you.
        r"(?<!not )(?<!never )(?<!no longer )(?:i )?(?:miss|missing) (?:you|us|your|talking|our|hearing|having you|these days|those days|the old)",
        r"(?<!stop )thinking (?:about|of) you",
        r"(?:i )?think (?:about|of) you (?:every|all the|a lot|often|constantly|daily|sometimes|still)",
        r"(?:i )?still think (?:about|of) (?:you|us|that|our|the time|the old)",
        r"(?:i )?(?:thought|think) of you(?= today| when| this| the other|[.!?,]|$)",
        r"you (?:crossed|cross|popped into|pop into|are always on|have been on|were on) my (?:mind|head)",
        r"(?:been|always) on my mind",
        r"(?:saw|heard|found) (?:this|something) (?:today )?(?:and|that) (?:thought of|reminded me of|made me think of) you",
        r"(?:reminded|reminds|made) me (?:of|think of|think about) you",
        r"do you ever think (?:about|of) (?:me|us)",
        r"(?:i )?(?:still|will always|do|really) care (?:about|for) you",
        r"(?:so )?proud of you",
        # Asking to talk or meet.
        r"can we (?:please )?(?:just )?(?:talk|meet|meet up|chat|speak|get coffee|catch up|see each other|start talking|grab (?:a )?(?:coffee|drink|lunch|dinner))(?![^.?!]{0,25}about (?:the )?(?:school|kids|house|car|money|bills|mortgage|rota|arrangements|pick|hand|fees|insurance|council))",
        r"(?:can|could) we (?:please )?(?:get|grab|have|meet for) (?:a )?(?:coffee|drink|lunch|dinner|chat|talk|catch up)",
        r"(?:can|could) (?:i|we) (?:please )?(?:see you|call you|come over|talk to you|speak to you|ring you)",
        r"(?:we need to|i need to|i just want to|i just need to|i want to|i would like to|i would love to) (?:talk|speak|see you|hear from you|hear your voice)(?! about (?:the|money|fees|pick|hand|arrangements|school|bills|rent|mortgage|custody|insurance|council))",
        r"(?:we|us) (?:should|could|must) (?:catch up|meet up|get together|grab a|get a coffee)(?! on| about| re)",
        r"(?:let us|lets) (?:catch up|meet up|get together|grab a|get a coffee|talk)(?! on| about| re| through| tomorrow about)",
        r"just (?:to )?talk(?=[.!?,]|$| to you| for)",
        r"i need you(?=[.!?,]|$| back| to come)",
        r"(?:come|please come) (?:home|back)(?= to me|[.!?,]|$)",
        # Please reply.
        r"(?:please |just )?(?:call|text|message|ring|phone) me(?: back)?+(?! right now| now| immediately| this minute| this second| or )",
        r"(?:please|just|so) (?:just )?(?:answer|reply|respond|pick up|talk to me|message back|text back)",
        r"(?:please (?:just )?(?:answer|reply|respond)(?: me)?|(?:answer|reply|respond|reply to|get back to) me|(?:answer|reply|respond) please)(?=[.!?,]|$)",
        r"(?:did|have) you (?:get|got|see|read|listen to) my (?:message|messages|text|texts|letter|card|voicemail|flowers|gift|present)",
        r"no pressure(?: to (?:reply|answer|respond))?",
        # Your things as a reason to be in touch.
        r"(?:do you )?still (?:have|use|got) (?:my|that|the|your old)",
    ),
    # Baiting: provoking, poking or testing to get any reaction at all.
    "baiting": (
        # Hooks: news you should hear first, daring you to care, "too good to reply".
        r"before you hear (?:it |about it )?from (?:someone|somebody|anyone|anybody) else",
        r"(?:see if|like|as if) i (?:even )?care|i do not even care",
        r"(?:too good|too busy|too important|too proud|too scared|too grand) (?:now )?to (?:reply|answer|text|call|respond|talk|say hi|pick up|reply to me|answer me)",
        r"(?:i )?bet (?:you are|your|you) (?:loving|enjoying|glad|happy|relieved|pleased|laughing|crying|feeling)",
        r"(?:one day|someday|soon|eventually) you (?:will|are going to) (?:realise|realize|see|understand|regret|miss|wake up)",
        r"(?:someone|somebody|anyone|anybody) (?:desperate|stupid|dumb|blind|naive|sad|gullible) enough",
        r"(?:i )?guess you (?:finally )?(?:found|got|met|have)",
        r"(?:you are|your|so you are) (?:just )?going to (?:ignore|block|pretend|act like|keep ignoring)",
        # Teasing news.
        r"(?:guess|wait till you hear|wait until you hear|you will never guess|you are not going to believe) (?:what|who)",
        r"(?:thought|figured) you (?:should|would want to|might want to|would like to|ought to) hear it from me|(?:wanted|want) you to hear it from me",
        r"(?:no big deal|not that you care|not that it matters)(?:,? but)?",
        # Betting on your feelings, claiming to read you.
        r"(?:i )?bet you (?:are|were|still|miss|missed|wish|cried|regret|think|noticed|hate|love|did|have)",
        r"you are still (?:mad|upset|angry|sulking|crying|bitter|salty|pretending|hung up)",
        r"still (?:mad|upset|sulking|bitter|salty)\?",
        r"(?:i know|we both know) you (?:are|have been) (?:reading|seeing|looking at|checking) (?:this|these|my)",
        r"(?:i wonder|wonder) (?:what|if|whether) you",
        r"do not you (?:want|care) to know",
        # Daring and calling you a coward.
        r"(?:too|so) (?:scared|afraid|chicken|much of a coward|weak) to (?:answer|reply|respond|talk|face|say)",
        r"cowards?|cowardly(?! lion)",
        r"what are you (?:so )?(?:afraid|scared) of",
        r"prove (?:me wrong|it)",
        r"you (?:cannot|can not) (?:hide|ignore me|run|block me) forever",
        r"you (?:can|could) at least (?:say|reply|answer|respond)",
        r"(?:go ahead and )?block me(?: then| again| if you want)?(?=[.!?,]|$)",
        r"you think (?:blocking|ignoring|avoiding|hiding|running) (?:me|from me)",
        # Sarcasm and taunts.
        r"must be nice",
        r"funny how (?:you|that|it) (?:works|work)?",
        r"interesting (?:how|that) you",
        r"whatever (?:helps you sleep|you say|makes you feel better|floats your boat)",
        r"enjoy (?:your|the) (?:new|little|perfect|freedom|life|single life|peace and quiet|new life)",
        r"(?:have|had) fun (?:with|being|playing)",
        r"(?:did not|does not) take you long",
        r"took you long enough",
        r"(?:that was|you moved on|moved on) (?:quick|fast|quickly|so fast|so quick)",
        r"glad you are (?:finally|clearly|obviously)",
        r"(?:do not|never) come crying",
        r"(?:left|leaving|leave) me on (?:read|seen)",
        # Predicting your return.
        r"you (?:will|are going to) (?:be back|come back|come crawling|crawl back|regret leaving|miss me)",
        r"(?:come|coming) (?:running|crawling|crying) back",
        r"you always (?:do|come back)(?=[.!?,]|$)",
        r"crawl(?:ing)? back",
        r"(?:it|that|they|he|she|this|you two) (?:will not|is not going to|are not going to|never) last",
        # Questions dangled to hook you.
        r"(?:just|only) (?:one|a) (?:quick|simple|small) question",
        r"(?:does|do) (?:he|she|they|your new \w+) (?:know|even know) (?:about|what|that|who)",
        # Your belongings as a hook.
        r"(?:i )?(?:still )?(?:have|got|have got|have still got) (?:some of |all )?your (?:\w+'s |old |favourite )?(?:stuff|things|clothes|books|records|jacket|ring|keys|hoodie|jumper|letters|photos|guitar|necklace|watch)",
        r"you left (?:your|some|a few) (?:stuff|things|clothes|books|jacket|keys)",
        r"come (?:and )?(?:get|collect|pick up) your",
        r"(?:throw|throwing|threw|bin|binning|binned|sell|selling|sold|burn|burning|burned|burnt|give away|giving away|gave away) (?:out |away )?(?:all )?your (?:stuff|things|clothes|books|records|photos|letters)",
    ),
    # Vague posting: a pointed but indirect post, quote or video aimed at you.
    "vague-posting": (
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
    ),
    # Surveillance: showing they are watching your life from a distance.
    "surveillance": (
        # Your light was on; it looked fun; blocked on an app.
        r"your (?:light|lights|curtains|car|window|blinds) (?:was|were|is|are) (?:on|off|open|closed|drawn|there|outside|gone)",
        r"(?<!it )(?:looked|looks|sounded|seemed) (?:like )?(?:so |really )?(?:fun|amazing|nice|great|lovely|cosy|romantic)(?=[.!?,]|$)",
        rf"(?:blocked|unfollowed|unfriended|removed|muted|restricted) me on {APP}",
        # Seeing you, in person or online.
        r"i (?:saw|seen|see|spotted|noticed|clocked) (?:you|your|that you)(?! point| side| message| messages| text| texts| email| call| missed call| later| soon| tomorrow)",
        r"(?:saw|seen|spotted|clocked) you (?:walking|running|driving|at|in|on|with|and|out|leaving|going|coming|outside|getting|today|yesterday|last night|this morning|the other)",
        r"i can see (?:that )?you",
        r"(?<=\w )(?<!oh )(?<!ah )(?<!ok )(?<!okay )(?<!yes )(?<!yeah )(?<!now )i see(?=[.!?]|$)",
        r"(?:noticed|notice) (?:you|that you|your)",
        # Your posts, profiles and stories.
        rf"(?:saw|seen|watched|viewed|liked|loved|read|checked) (?:all )?your (?:latest |new |last |old )?{POST}",
        rf"your {POST} (?:about|from|at|with|of|last night|yesterday|today)",
        rf"(?:on|all over) your {APP}|your {APP}(?! password| login| account details)",
        r"(?:i )?(?:keep|kept|been) (?:seeing|checking|looking at|watching) your",
        r"(?:you were|you are|you have been|i saw you) (?:online|active|on here)",
        r"last seen|read receipts?",
        r"(?:you have|you) (?:read|opened|seen|viewed|watched|listened to) (?:all )?my (?:messages?|texts?|story|stories|emails?|letters?|voicemails?|posts?)",
        r"(?:you|your) (?:changed|deleted|blocked|private|made) your (?:number|account|profile|page)",
        # Remarks on how you look and what is new in your life.
        r"(?:nice|cute|lovely|love the|loved the|great|pretty|fancy|fit|hot|nice new|cute new) (?:new )?(?:pic|pics|photo|photos|picture|story|post|dress|hair|haircut|tattoo|outfit|selfie|car|tan|glasses|nails|jacket|shoes|garden|bike|boots|beard)",
        r"(?<!my )(?<!our )(?<!his )(?<!her )(?<!a )new (?:hair|haircut|car|job|boyfriend|girlfriend|man|woman|guy|girl|bf|gf|tattoo|look|friends)(?=[?,.!]|$)",
        r"(?:your|the|that|congrats on the|congratulations on the) new (?:job|boyfriend|girlfriend|partner|haircut|hair|car|place|apartment|flat|house|friends?|man|woman|guy|girl|bf|gf|role|position|baby|dog|puppy|look|fella|bloke)",
        r"your new (?:address|number|phone|school|office|gym|neighbou?rs?)",
        r"(?:congrats|congratulations) on (?:the|your)",
        r"you (?:look|looked|are looking|seem|seemed|are seeming) (?:\w+ )?(?:happy|good|great|tired|different|thin|thinner|well|busy|sad|rough|stunning|beautiful|gorgeous|amazing|lovely|pretty|hot|fit|skinny|healthy|older|tanned|relaxed|free|settled)",
        r"you (?:two|both) (?:look|looked|seem|seemed|are looking)",
        r"(?:looks|sounds|seems) like you (?:are|have|had|were|went)",
        r"(?:looking|look) (?:good|great|well|happy|hot|fit|amazing)",
        r"who (?:was|is) (?:that|the|he|she|your new)",
        # News of you that reached them through others.
        r"(?:i )?heard (?:you|that you|about your|about you|about the)",
        r"i hear (?:that )?you (?:are|were|have|had|got|moved|started|went|quit|left|bought|passed|finally|now)",
        r"(?:apparently|word is|rumour is|so i hear) you",
        r"(?:says|said|tells me|told me|mentioned|let slip) (?:that )?you (?:are|were|have|had|got|moved|started|went|quit|left|bought|passed|finally|now|just)",
        r"(?:asking|asked) (?:if|whether|where|when|what time|who|how) you",
        r"asking around",
        # Knowing where you go and what you do.
        r"i know (?:where|what|who|when) you",
        r"i know you (?:moved|went|were|have been|are seeing (?:someone|somebody|him|her)|are dating|got|started|quit|left)",
        r"so you (?:went|were|are going|have been|are back|are seeing|are dating) (?:to|at|out|back|with|someone)?",
        r"(?:you were|you have been|you went) (?:out )?(?:at|to) (?:the|a|that|your|\w+'s) (?:party|pub|bar|club|gym|festival|gig|concert|wedding|beach|park|restaurant|cinema|game|match)",
        r"(?:you are|you were|you have been) (?:posting|out) (?:pictures|photos|pics|stories|partying|every night|drinking|all the time)",
        r"(?:still )?(?:watching|following|checking) (?:you|your)",
        r"(?:keeping|keep) (?:an eye|tabs) on you",
        r"your (?:car|bike|van)(?:'s| is| has| was| were)? (?:been )?(?:parked (?:at|outside|in front of|on) (?:his|her|their|a|that|the same)|(?:outside|at) (?:his|her|their|a|that|the same) (?:place|house|flat|pub|bar|gym))",
        r"(?:says|said|tells me|told me) you are (?:doing|seeing|moving|living|working|back|dating|happy)",
    ),
    # Guilt tripping: your distance framed as a wound to them, so you owe them a reply.
    "guilt-tripping": (
        # What you are doing to them; who was there for you.
        r"why (?:are you|would you|did you|do you) (?:doing|do|did) (?:this|that) to (?:me|us|your|the)",
        r"(?:forget|forgot|forgets|forgotten) who (?:was|were) (?:always )?there for",
        r"(?:i have been|i was|i have only ever been) nothing but (?:good|kind|nice|supportive|loving|loyal|patient|there) (?:to|with|for) you",
        r"bent over backwards|(?:i )?(?:went|go|have gone) out of my way for you",
        r"(?:too good|too busy|too important|too proud) (?:now )?to (?:reply|answer|text|call|visit|come)",
        # What they did or gave for you.
        r"after (?:all|everything) (?:i|we|these years|this time|that)",
        r"after (?:\d+|so many|all these|all those|all our|one|two|three|four|five|six|seven|eight|nine|ten|twenty|thirty|\w+teen) (?:years|months)",
        r"(?:\d+|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|twenty|thirty|forty|\w+teen) years (?:of (?:friendship|marriage|my life|love|being|us)|together)",
        r"(?:i|we) gave you (?:everything|my|our|the best|a home|a roof)",
        r"(?:this is|that is|is this) (?:the thanks (?:i|we) get|how you (?:repay|thank|treat) (?:me|us))",
        r"everything i (?:have )?(?:ever )?(?:done|did|gave|sacrificed|paid|paid for|bought|provided|put up with)",
        r"(?:all|so much) i (?:have )?(?:ever )?(?:done|did|gave|sacrificed|paid|bought) for you",
        r"i (?:sacrificed|gave up) (?:everything|so much|my)",
        r"i (?:paid for|bought you|looked after you|took care of you|put a roof|fed you|supported you|stood by you|put up with|was there for you|was always there)",
        r"(?:who|which of us) was (?:always )?there for you",
        r"you owe (?:me|us|it to)",
        r"(?:the )?least you (?:can|could) do",
        r"(?:you should|you could|you ought to) (?:be thanking me|thank me|be grateful|be thankful)",
        r"(?:not|never) (?:even )?(?:a|one|a single) (?:thank you|thanks|word|card|call|phone call|text|goodbye|visit)",
        r"i (?:raised|carried|fed) you",
        r"i am (?:still )?your (?:mother|father|mom|mum|dad|sister|brother)",
        # Do you even care; you cannot even reply.
        r"do you (?:even )?care",
        r"you (?:obviously |clearly )?(?:do not|never|did not) (?:even )?care",
        r"(?<!if )(?<!unless )(?<!when )(?<!in case )you (?:cannot|can not|could not|did not|do not|will not|would not|never) (?:even )?(?:bother to |be bothered to |find (?:the )?time to )?(?:answer|reply|respond|text|call|ring|pick up|visit|message|write|check on)",
        r"(?:someone|somebody|a person) who (?:clearly |obviously )?(?:does not|do not|never|will not) (?:care|reply|answer|want me|want to know)",
        r"but you (?:cannot|can not|could not|did not|do not|will not|would not|have not|never) (?:even )?(?:find (?:the )?time to |bother to |be bothered to )?(?:answer|reply|respond|text|call|ring|pick up|visit|see|come|message|speak to|talk to)",
        r"but (?:cannot|can not|could not|did not|will not|would not|never) (?:even )?(?:answer|reply|respond|text back|pick up)",
        r"(?:time|energy|money) for (?:\w+ ){1,4}but not (?:for )?(?:me|us|your|the|family|him|her)",
        r"not that you (?:ever|even|would) (?:care|pick up|answer|reply|call|listen)",
        r"(?:why are you|stop|you keep|you are|keep|why do you keep) ignoring (?:me|us|my|your)",
        r"why (?:did|would|do) you (?:block|unfollow|unfriend|delete|ignore|cut|shut) (?:me|us|out)",
        r"(?:is it|was it) (?:that|so|really (?:that)?) (?:hard|difficult)",
        r"would it kill you",
        r"is (?:it|that) too much to ask",
        # How could you; hope you are happy.
        r"how could you(?: do this| do that| leave| treat| ignore| just| say| be so)?",
        r"(?:i )?hope (?:you are|your|you have been) (?:happy|satisfied|proud of yourself|proud|pleased)(?: now)?",
        r"(?:i )?hope it was worth it|was it worth it",
        r"(?:can|hope you can) sleep at night",
        r"how (?:do|can|could) you (?:sleep|live with yourself|look (?:at )?yourself)",
        r"(?:on your conscience|have to live with (?:that|this|yourself))",
        r"(?:i )?(?:thought|hoped) you were better than (?:this|that)",
        r"what kind of (?:daughter|son|person|mother|father|sister|brother|friend|human|man|woman|wife|husband|parent|child) (?:does|would|ignores|treats|cuts|leaves|abandons|is|are|just)",
        # You hurt me; do you know how much.
        r"(?:you are|you have been) (?:breaking|killing|destroying) (?:me|us|your|this)",
        r"you broke (?:my|our|your) (?:heart|family)",
        r"you are hurting (?:me|us|everyone|the kids|the children|your|this family)",
        r"how much you (?:have )?hurt",
        r"do you (?:even )?(?:know|realise|realize|have any idea) (?:how much (?:you|this|it|i)|what you (?:have done|did|put))",
        r"i (?:have )?tried so hard|i tried and tried|at least i tried",
        # Your absence wounds the family.
        r"(?:the|your|our) (?:kids|children|dog|cat|baby|boy|girl|boys|girls|son|daughter|grandkids|grandchildren) (?:miss|misses|keep asking|keeps asking|are asking|is asking|have been asking|ask|asks|cry|cries|is heartbroken|are heartbroken|do not understand|does not understand)",
        rf"(?:your|my|our) {FAMILY} (?:misses|miss|keeps asking|asks about|is heartbroken|cries|is crying|cried|is devastated|is not sleeping|is sick with worry|is in bits|has not stopped crying)",
        r"(?:cries|crying|cried|cry) (?:every|all|herself|himself|themselves) (?:night|day|week|weekend|morning|evening|sunday|monday|tuesday|wednesday|thursday|friday|saturday|christmas|the time|to sleep)",
        rf"{FAMILY}(?:'s| is| has been| was) (?:\w+ )?(?:in bits|heartbroken|devastated|in pieces|beside (?:herself|himself)|in a state|in tears|distraught|not coping)",
        r"(?:empty|quiet|not the same|not christmas|not complete|so hard|so different) without you",
        r"(?:we|i) (?:set|laid|saved|kept) (?:a|your) (?:place|seat|plate|chair)",
        r"your (?:seat|chair|place|room|plate) (?:is|was|sat|stays|stood) (?:\w+ )?empty",
        r"your own (?:mother|father|mum|mom|dad|sister|brother|family|kids|children|son|daughter|flesh and blood|blood|grandmother|gran|nan)",
        r"(?:real|good|normal|decent|loving) (?:friends?|family|daughters?|sons?|partners?|people|children|kids|sisters?|brothers?) (?:do not|would not|never|would never|do)",
        r"(?:family is family|we are (?:your )?family|blood is thicker)",
        r"family (?:should|must|has to|needs to) stick together|family sticks together|family (?:comes first|is everything)",
        r"you only (?:get|have) one (?:mum|mom|mother|dad|father|family)",
        r"before it is too late|while you still can|(?:will not|is not going to|are not going to) be (?:around|here) forever|not getting any younger|when i am (?:gone|dead)",
        r"(?:it )?would mean (?:the world|a lot|so much|everything) to (?:him|her|them|me|us|your|mum|mom|dad|nan|gran|grandma|grandad)",
        r"what am i supposed to tell (?:them|the kids|the children|people|everyone|your)",
        r"if anything happens",
        r"you (?:used to|said you would|promised you would) (?:care|love|be there|never leave)",
        r"you (?:could not|did not) even (?:say|be bothered|call|tell|text|come|reply)",
    ),
    # Pity play: presenting themselves as struggling, broken or alone.
    "pity-play": (
        # Unwell, unable to cope, worn down: said in passing or through someone.
        r"(?<!i )(?:cannot|can not) (?:sleep|eat|stop crying|function|breathe)(?= anymore| any more| at night| without| since|[.!?,]|$)",
        rf"{THIRD} (?:looked|looks|seemed|seems|sounded|sounds) (?:so |really |very )?(?:awful|terrible|dreadful|rough|ill|unwell|poorly|thin|so thin|grey|like death|like a ghost|lost|broken)",
        r"glad (?:someone|somebody|one of us) is(?=[.!?,]|$| happy| doing)",
        r"how hard (?:this|the last|these past|it|everything|the last few) (?:\w+ )?(?:year|years|months?|weeks?|days|time)? ?(?:has been|have been|is|was) (?:for me|on me)",
        r"i am (?:not well|unwell|poorly|really ill|so ill|not very well)",
        r"(?:my own|even my) (?:friends|family|kids|children|mum|mom|dad|sister|brother|son|daughter) (?:will not|do not|does not|would not|never|cannot|can not) (?:talk|speak|answer|call|look at|visit)",
        # I am struggling, broken, alone.
        rf"i am {INTENSIFIERS}(?:struggling|depressed|broken|lost|lonely|alone|falling apart|a mess|a wreck|not ok|not okay|not alright|not doing (?:well|good|great|ok|okay)|suffering|miserable|devastated|heartbroken|in pieces|at rock bottom|barely (?:holding on|surviving|coping|functioning)|so tired|drowning|going crazy|losing my mind|losing it|not coping|in bits|a shell)",
        rf"i (?:feel|have been feeling|am feeling) {INTENSIFIERS}(?:alone|lonely|empty|lost|sick|awful|terrible|hopeless|worthless|numb|broken|low|like (?:dying|nothing|a ghost|giving up|i am dying|i cannot go on|shit|crap|garbage|rubbish|i am going crazy))",
        r"(?:without you )?(?:i am|i feel) (?:nothing|lost|empty|worthless) without you",
        r"(?:all|completely|totally) (?:alone|on my own|by myself)|i am (?:all )?(?:on my own|by myself)(?= now|[.!?,]|$)",
        r"(?:no one|nobody) (?:checks on|asks about|calls|visits|texts|cares about|even asks about) me",
        r"(?:do not|cannot|can not) see (?:the|any) point(?= anymore| any more| in (?:anything|living|going on|trying|life)| of anything|[.!?,]|$)",
        # Cannot sleep, eat, cope.
        r"i (?:cannot|can not|could not|have not been able to) (?:sleep|eat|breathe|function|stop crying|go on|cope|do this without you|live without you|get out of bed|work|think straight|focus)",
        r"i have (?:been )?(?:crying|not slept|not eaten|lost everything|nobody|no one|nothing left|been so low|hit rock bottom)",
        r"(?:have not|not) been (?:sleeping|eating)",
        r"(?:everything|my life|my world|life) is (?:falling apart|a mess|over|crumbling|ruined)|(?:have not|not) (?:left|been out of) (?:the house|my room|my bed|bed)",
        r"lost my appetite|(?:lost|losing|dropped) (?:so much |a lot of |loads of |tons of )?weight|look like a ghost",
        r"cry myself to sleep|crying (?:every night|all day|all night|myself to sleep)",
        r"i (?:cannot|can not) (?:do|take|handle|cope with|bear) (?:this|it) (?:anymore|any more|much longer)",
        r"how (?:much )?longer i can (?:go on|do this|take|cope|keep)",
        r"i (?:just )?(?:sit|lie) (?:here|in bed|alone|in the dark)",
        r"(?:the|this) (?:flat|house|place|home|bed|room) (?:is so|feels so|feels) (?:quiet|empty|lonely)",
        # Nobody cares, nobody is left.
        r"(?:i have|i got) (?:nobody|no one)",
        r"no one (?:else )?(?:cares|understands|to talk to|is there for me|loves me)",
        r"nobody (?:cares|understands|loves me|is there for me)",
        r"everyone (?:left|leaves|abandons|abandoned|has left) me",
        r"(?:did not|do not) know who else to (?:call|turn to|talk to|ask)",
        r"poor me",
        r"i am the (?:victim|one who (?:got|is|was) hurt|one hurting|one suffering)",
        r"i do not deserve (?:this|to be treated|how you)",
        # Hard times.
        r"(?:what is|there is no) (?:the )?point",
        r"(?:going through|been through) (?:a lot|hell|so much|a hard time|a tough time|a rough|the worst)",
        r"(?:hard|rough|tough|dark) (?:time|times|patch|place|few (?:weeks|months|days))",
        r"worst (?:time|year|month|week|days?) of my life",
        r"i (?:lost|have lost) (?:my job|everything|my (?:home|flat|apartment|house))",
        rf"(?:i am|i have been) {INTENSIFIERS}(?:sick|ill|unwell)",
        r"my (?:heart|life|world) (?:is|has been) (?:broken|breaking|shattered|in pieces|in bits|falling apart|over)",
        r"(?:nobody|no one) (?:has )?(?:even )?(?:asked|checked|called|visited|cared)(?= how| about| on| if| whether|[.!?,]|$)",
        r"in a (?:bad|dark|terrible|really bad) (?:way|place)",
        # Self-harm wording: see mentions_self_harm in matching.py, which the UI uses to
        # show a calm safety note.
        r"(?:end it|end it all|ending it|want to die|kill myself|killing myself|do not want to be here|not be here anymore|better off without me|no reason to live|not worth living)",
        *SELF_HARM,
        # They (the person, through a friend) are in a bad way.
        rf"{THIRD} (?:is|are|has been|have been|was|were|seems|seemed|looks|looked|sounds|sounded) {INTENSIFIERS}(?:struggling|depressed|not doing well|not okay|not ok|a mess|a wreck|heartbroken|devastated|in pieces|falling apart|broken|not sleeping|not eating|crying|cut up|gutted|in bits|not coping|a shell of|lost without you|in a (?:bad|dark|terrible) (?:way|place))",
        r"beside (?:himself|herself|themselves|myself)",
        r"(?:has not|have not|had not) been (?:to work|eating|sleeping|out|himself|herself|the same)",
    ),
    # Smear campaign: a distorted story about you, told to others.
    "smear-campaign": (
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
    ),
    # Flying monkeys: messages and pressure that reach you through other people.
    "flying-monkeys": (
        # Asked to pass a message on.
        r"(?:asked|asking|begged|begging|wants?|wanted) me to (?:tell you|ask you|ask if you|ask whether you|pass (?:this|it|a message|something|on|along)|give you|let you|check (?:on |if |that |whether |in on )?you|reach out|say|message you|text you|contact you|remind you|get you|make you|beg you|talk to you|speak to you|get in touch)",
        r"(?:told|telling) me to (?:tell you|pass (?:this|it|a message) on|give you|let you know|say)",
        r"(?:passing|pass) (?:this|it|a message) (?:on|along)",
        r"(?:a|the) message from",
        r"on (?:his|her|their) behalf|on behalf of",
        r"(?:just|only) (?:the )?messenger|shoot the messenger",
        r"(?<!you )(?:messaged|texted|rang|called|phoned|emailed|contacted|cornered|came up to|approached|stopped) me (?:asking|to ask|about you|in tears|crying|begging)",
        r"(?:tell|let) you (?:that )?(?:he|she|they) (?:loves|love|misses|miss|is sorry|are sorry|wants|want|needs|need|is thinking|cares|still)",
        # They ask after you, miss you, love you.
        rf"{THIRD} (?:was|is|keeps|has been|have been|were|are|kept) asking (?:about|after|for|how) you",
        rf"{FAMILY}(?:'s| is| has been| keeps| kept| was| were| are| have been) (?:\w+ )?asking (?:if|whether|about|after|for|when|why|where|how)",
        r"(?:asked|asking) (?:about|after) you",
        rf"{THIRD} (?:is|are|was|were|has been|have been) {INTENSIFIERS}(?:worried|concerned) (?:about|for) you",
        r"(?:everyone|everybody|we|we are all|all of us|your family)(?:'s| is| are| am)? ?(?:really |so |very )?(?:worried|concerned) about you",
        rf"{THIRD} (?:misses|miss|still loves|still love|loves you|love you|really misses|really miss|wants to talk|just wants to talk|wants to see|wants you back|wants to hear from|would love to hear from|says hi|said hi|says hello|said to say|sends (?:his|her|their) love|sends love|just wants (?:a chance|to explain|to apologi[sz]e|to make it right|closure))",
        r"(?:send|sends|sending) (?:you )?(?:his|her|their) (?:love|best|regards)",
        rf"(?:{FAMILY}|friends?|mates?) (?:says hi|said hi|says hello|said hello|sends (?:his|her|their) love|sends love|asked after you|misses you|still loves you)",
        rf"(?:{THIRD}|{FAMILY}|they all|everyone) (?:\w+ )?(?:wants|want|would like|would love) you to (?:call|ring|text|get in touch|come|visit|reply|contact|know|forgive|give|talk|meet)",
        # A relative got in touch, or says you should.
        rf"(?:your|his|her|their) {FAMILY} (?:called|messaged|texted|came round|came by|came to see me|rang|phoned|got in touch|reached out|asked (?:about|after|me|if|whether|how)|wants? (?:to (?:see|talk|speak|hear)|you)|would (?:like|love) (?:to|you))",
        rf"(?:{THIRD}|{FAMILY}|everyone|we all) (?:says|said|thinks|think|told me) (?:that )?you (?:should|need to|have to|must|ought to|owe)",
        r"mutual friend",
        # Taking no sides, but.
        r"(?:i am|i am not|not) (?:trying to )?(?:take|taking|pick|picking) sides",
        r"(?:do not want to|not trying to) (?:get involved|interfere|meddle|get in the middle|stick my nose)",
        r"(?:in the middle|caught in the middle|middle of this)",
        r"between you and (?:him|her|them|your)",
        r"whatever (?:happened|is going on|has gone on|went on|has happened)(?=,| between)",
        # Urging you to make up.
        r"you should (?:really )?(?:talk to|call|ring|reach out to|text|message|reply to|answer|forgive|hear|give|see|contact|visit|apologi[sz]e to) (?:him|her|them|your)",
        rf"(?:ring|call|phone|text|message|visit|contact|reach out to|talk to|speak to) (?:him|her|them|your {FAMILY})(?: back)?(?=[.!?,]|$| (?:love|hun|hon|please|already|x|soon|sometime))",
        r"(?:just )?(?:send|give|drop) (?:him|her|them) a (?:message|text|call|chance|line)",
        r"for (?:his|her|their|the family's|the kids'|your (?:mum|mom|mother|dad|father|nan|gran)'s) sake",
        r"life is too short",
        r"(?:work (?:it|things) out|make (?:up with|peace|amends)|bury the hatchet|(?:be )?the bigger person|hear (?:him|her|them) out|give (?:him|her|them) (?:a|another|one more) chance)",
        r"(?:sort|talk|work) (?:it|this|things) (?:out|through) (?:like adults|between you|with (?:him|her|them|your))|(?:patch|make) (?:it|things) up",
        r"you (?:two|both) (?:can|could|should|need to|have to) (?:sort|work|talk|fix|patch|make)",
        r"i ran into (?:him|her|them|your)",
        rf"{THIRD} (?:told|tells|was telling|keeps telling|has been telling) (?:me|us)",
    ),
    # Triangulation: a new partner or another person brought into view.
    "triangulation": (
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
    ),
    # Breadcrumbing: small scraps of attention and hints of a future, no commitment.
    "breadcrumbing": (
        # We could be again.
        r"(?:we|it|things|us) could be (?:like that |that |good |great |happy )?again",
        # Maybe one day, when things settle.
        r"(?:maybe|perhaps) (?:one day|someday|some day|in the future|down the line|later|when|we (?:can|could|will)|in a (?:year|few|couple|month|while))",
        r"(?:one day|someday|some day) (?:we|you and i|you will|i will|things)",
        r"(?:we|us|things) (?:could|can|might|will) be (?:great|good|happy|together|us|okay|ok) again",
        r"(?:when|once) (?:things|everything|life|work|it all) (?:calms?|settles?|gets?|is|are|slows?) (?:down|better|easier|sorted|quieter|calmer)",
        r"(?:when|once) (?:we have|we are|we both|you have|i have) (?:both )?(?:grown|healed|changed|sorted|figured|worked)",
        r"(?:when|once) the (?:time|timing) is right|(?:right|wrong|bad) timing|(?:not|just not) the right time(?: for us)?",
        r"in another (?:life|lifetime|world)",
        r"i (?:just )?need (?:some )?(?:time|space) (?:to|and|but|then)",
        # Never say never.
        r"not (?:saying|closing) (?:never|no|the door|it is over|we)",
        r"(?:the|my) door(?: is|'s) (?:always |still )?open",
        r"never say never",
        r"(?:who knows|you never know)(?: what| where| maybe)?",
        r"(?:we will|we shall|let us) see (?:what|where|how)",
        r"see (?:how|where) (?:it|things|this|we) (?:go|goes|end up|lead)",
        r"(?:still|there is still) (?:a chance|hope) (?:for us|for you and me)?",
        r"(?:we are|it is) not (?:over|done|finished)(?: between us)?",
        r"(?:find|found|finding) (?:our|my|your) way back",
        r"unfinished business",
        # A future together.
        r"(?:our|a) future (?:together|with you)",
        r"future together",
        r"i (?:still )?believe (?:in us|we|that we)",
        # Waiting for you.
        r"wait for me",
        r"i will (?:always )?be (?:here|waiting|around)(?= when| if| whenever| for you|[.!?,]|$)",
        r"(?:when|once) i (?:sort|get|figure|work) (?:my head|myself|things|my life|my shit|stuff) (?:out|together|sorted|straight)",
        r"(?:we|you and i) (?:can|could|might|will|should) (?:try again|give (?:it|us) another go|get back together)",
        r"(?:i will|i am|i will always be) (?:always )?(?:be )?(?:here|waiting) for you",
        r"i will (?:always )?wait(?: for you)?(?=[.!?,]|$| for| as long)",
        r"whenever you are ready",
        r"no matter how long(?: it takes)?",
        # Vague plans, never kept.
        r"(?:catch up|hang out|grab (?:a )?(?:coffee|drink)|get (?:a )?(?:coffee|drink)) (?:sometime|some time|soon|one day)",
        r"(?:talk|speak|see you) (?:soon|later) (?:maybe|hopefully|i hope)",
        r"(?:i will|i promise i will|i am going to|i will still) (?:take you|make it up to you|buy you|(?:call|text) you (?:sometime|soon|one day|some day|later maybe|at some point|i promise))",
        r"(?:that|our) (?:trip|holiday|vacation|plan|plans) (?:is still|are still|we talked about|we planned)",
        r"(?:thinking|been thinking) about (?:us|our future|what we could)",
        r"(?:maybe|perhaps) (?:we|it) (?:was|were) (?:not meant|meant)",
    ),
    # Strategic silence: withdrawal, or the threat of it, to make you reach out first.
    "strategic-silence": (
        # You will not hear from me again.
        r"you will (?:not|never) (?:hear from|see) me (?:again|anymore|for a while)",
        r"(?:this is|that is|it is|this will be|that was) (?:the|my) last (?:message|text|email|voicemail|time you will|thing you will)",
        r"(?:the )?last you will (?:ever )?(?:hear|get|see)",
        r"i (?:will|am going to) (?:not|never) (?:be )?(?:text|message|contact|call|reach out to|bother|texting|messaging|contacting|calling|bothering) you (?:again|anymore|any more)",
        r"i (?:will|am going to) leave you alone(?: then| now| for good| forever)?",
        r"(?:goodbye|bye) (?:forever|for good|for real)|this is goodbye",
        r"have a (?:nice|good|great) life",
        r"(?:guess|i guess) (?:you will|you) (?:not|never) hear from me",
        r"(?:deleting|deleted|delete) your number",
        # Done trying.
        r"i am done (?:reaching out|trying|texting|messaging|chasing|begging|with you|with this|with us)",
        r"i give up(?= on you| on us|[.!?,]|$)|i am giving up",
        r"(?:i am not|not|no longer) (?:going to )?(?:chase|chasing|beg|begging|bother|bothering) you",
        r"(?:not going to|will not|i am not going to) keep (?:messaging|texting|trying|chasing|calling|begging|reaching out)",
        r"(?:i am )?(?:disappearing|going (?:quiet|silent|dark|off ?grid))",
        # The ball is in your court.
        r"you know where (?:i am|to find me)",
        r"(?:the )?ball(?: is|'s) in your court",
        r"(?:when|if) you (?:are ready|want) to talk(?: like an adult)?,? you know",
        r"(?:do not|do not bother to) (?:expect|wait for) (?:me|a reply|an answer)",
        r"enjoy (?:the|your) (?:silence|peace)",
        r"you (?:will|are going to) (?:miss me|wonder) when",
        # Did you notice I went quiet.
        r"(?:did you|you did not) (?:even )?(?:notice|miss me)",
        r"(?:noticed|notice) (?:i|that i) (?:have not|did not|stopped) (?:text|messag|call|reach|post)\w*",
        r"(?:have not|not) heard from me",
        r"radio silence",
    ),
    # Love bombing: a flood of praise and affection, as if nothing had happened.
    "love-bombing": (
        # You are everything.
        rf"(?:you are|you have always been|you were) {INTENSIFIERS}(?:the (?:best|love of my life|one(?! who| that)|only one|most beautiful|most amazing)|my (?:everything|world|soulmate|soul mate|person|other half|rock|whole world|sunshine|heart|life|reason|home|queen|king|angel)|amazing|beautiful|perfect|incredible|special|gorgeous|stunning|wonderful|an angel|one in a million)",
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
    ),
    # Fake apology: an apology or "I have changed" that asks for contact back.
    "fake-apology": (
        # Taking it back without owning it.
        r"i did not mean (?:it|any of it|what i said|those things|to hurt you)",
        # Sorry, forgive me.
        r"(?<!not )(?<!be )(?<!feel )sorry(?! for your loss| to hear| to bother| not sorry|,? i am (?:late|running late)|,? running late| for the delay| for the late|,? i missed your call| about the delay|,? wrong number)",
        r"i apologi[sz]e",
        r"(?:my|please accept my|this is my|owe you an) apolog(?:y|ies)",
        r"i (?:want|wanted|need|needed) to apologi[sz]e",
        r"(?:please )?forgive me",
        # I know I hurt you.
        r"i (?:know|admit|realise|realize|see now that|understand now that) (?:that )?i (?:messed up|screwed up|fucked up|was wrong|hurt you|made mistakes|was not perfect|was a jerk|was not (?:always )?fair|let you down|was not the best|was selfish|treated you badly|was horrible|was awful)",
        r"i (?:know|realise|realize) (?:that )?i (?:hurt|upset|let down|wronged) you",
        r"i was (?:selfish|wrong|an idiot|a jerk|horrible|awful|terrible|out of order|a mess|a coward|an asshole|a dick|not myself)(?=[.!,]|$| to| and| back| when| for)",
        r"i (?:get it|see it|understand) now|i have had (?:a lot of )?time to (?:think|reflect)",
        r"i (?:messed|screwed|fucked) up",
        r"i made (?:some |a lot of |so many )?mistakes",
        r"mistakes were made",
        r"(?:we|we have) both made mistakes",
        r"(?:nobody|no one) is perfect",
        r"i am not perfect",
        # I have changed.
        r"(?:i|he|she|they) (?:have|has) (?:really |truly |honestly |totally |completely )?changed",
        r"i am (?:a )?(?:changed|changing|different|a different person|a better person|not the same person)",
        r"i am (?:working on myself|in therapy|getting help|seeing someone about|sober|clean|going to therapy|in counsell?ing|going to counsell?ing|in rehab|going to meetings|seeing a (?:therapist|counsell?or|psychologist))",
        r"(?:i have been|been) (?:working on myself|in therapy|going to therapy|going to counsell?ing|in counsell?ing|getting help|in rehab|sober|going to (?:aa|na|meetings|anger management)|seeing a (?:therapist|counsell?or|psychologist))",
        r"(?:\d+|ninety|thirty|sixty) days sober|anger management",
        r"not (?:that|the same) (?:guy|person|man|woman|girl) (?:anymore|any more)",
        r"new me",
        # It will never happen again.
        r"(?:i will|i am going to|i) (?:never|not) do (?:it|that) again",
        r"it will (?:never|not) happen again",
        r"(?:things|it|i) will be different",
        r"(?:i will|i can|let me) (?:do|be) better",
        r"i promise (?:i will|i am|it will|things will|to change|to be|i have changed|never|you)",
        r"(?:make (?:it|things|this) right|make it up to you|make amends|earn (?:back )?your trust|prove (?:to you )?(?:that )?i have changed|prove myself)",
        r"(?:do|will do) (?:whatever|anything) it takes",
        # Another chance.
        r"(?:give|deserve) (?:me )?(?:a|one|another|a second|one more|one last) (?:more )?chance",
        r"(?:one|another|a second|one last) (?:more )?chance",
        r"(?:start (?:over|fresh|again)|clean slate|fresh start)",
        r"(?:i|we) (?:can|could) fix (?:this|it|us)",
    ),
    # Gaslighting: denying or rewriting what happened, so you doubt your memory.
    "gaslighting": (
        # Minimising: worse than it was, not like I hit you.
        r"(?:making|make|made) (?:it|this|that|things|everything) (?:sound|look|seem) (?:way |so much |much |a lot )?worse than",
        r"(?:it is|it was|its) not like i (?:hit|hurt|touched|cheated|did|ever)",
        # That never happened.
        r"(?:that|it|this) (?:never|did not) happen(?:ed)?",
        r"none of (?:that|this|it) (?:happened|is true|was real)",
        r"i (?:never|did not) (?:said|say|do|did|touch|hit|push|yell|shout|laid a finger|promise|promised) (?:that|it|anything|any of|you|such|i|on you)",
        r"no such thing",
        r"(?:that is|it is|this is) not (?:what|how) (?:happened|it happened|it went|it was)",
        r"(?:that is|it is|this is) not what i (?:said|meant|did|wrote)",
        r"not how i remember it",
        r"(?:you know|we both know) (?:that is|that was|it was|it is) not (?:true|what happened|how)",
        r"(?:no one|nobody) (?:else )?(?:remembers|thinks) (?:it|that)",
        r"(?:where is|show me|you have no|you do not have any) (?:your |the )?proof",
        r"(?:nobody|no one|who) (?:will|would|is going to) (?:ever )?believe you",
        # You remember it wrong, you imagined it.
        r"(?:heard|hear|see|saw|remember) what you (?:wanted|want) to",
        r"you are (?:imagining|making (?:it|this|things|that|stuff) up|inventing|misremembering|twisting)",
        r"you (?:made|make) (?:it|that|this|things|stuff) up|you imagined (?:it|that|this|the whole|things)",
        r"(?:remember(?:ing)?|remembered) (?:it|that|things|everything)? ?wrong",
        r"you (?:always|never) (?:remember|get (?:it|things|this)) (?:wrong|right)",
        r"(?:you have|you have got|you got|you get) (?:it all|that all|this all|everything|things|it completely|it totally) wrong",
        r"(?:your|you have a|you have such a) (?:terrible|awful|bad|shit|selective|funny) memory|memory is (?:terrible|awful|bad|shit|selective|playing tricks)",
        r"you (?:misunderst(?:ood|and)|misheard|misread)",
        r"twist(?:ing|ed|s)? (?:my|everything|things|the)",
        # You are too sensitive, you are crazy.
        rf"{YOU_ARE} {INTENSIFIERS}(?:overreacting|over reacting|exaggerating|being dramatic|being paranoid|being hysterical|imagining things|hearing things)",
        rf"(?:you are|you were|you have (?:always )?been|you always were) {INTENSIFIERS}(?:too |way too |being )?(?:sensitive|dramatic|emotional|paranoid|hysterical|crazy|insane|delusional|unhinged|mental|nuts|confused|mistaken|mad(?! at| about| with| that| because))",
        r"(?:stop|quit) (?:being (?:so )?)?(?:dramatic|paranoid|sensitive|hysterical|crazy|making things up|imagining things|overreacting)",
        r"(?:you have|you are) (?:lost|losing) (?:it|the plot|your mind|your marbles)|(?:lost|losing) the plot",
        r"blow(?:ing|n|s)? (?:it|things|this|everything) (?:way )?out of proportion",
        r"(?:making|made|make) (?:a|such a) (?:big deal|mountain|fuss|drama) (?:out of|over|about) (?:nothing|it|this|that)",
        # It was only a joke.
        r"(?:it|that) was (?:just |only )?(?:a joke|joking|not that bad|not a big deal|nothing|a misunderstanding|in your head)",
        r"(?:i was|we were) (?:just |only )?(?:joking|kidding|messing|teasing|having a laugh)",
        r"(?:can you not|cannot you|can you not even) take a joke",
        r"(?:all )?in your head",
        # You need help.
        r"you (?:need|should get) (?:help|therapy|to see someone|to see a doctor|your head checked)",
        r"(?:on|taking|take) your (?:meds|medication|pills)",
    ),
    # Blame reversal: your boundary cast as the harm (cold, cruel, abandonment).
    "blame-reversal": (
        # Your distance cast as their wound: ruined it, pushed me, nothing was good enough.
        r"(?:thanks|thank you|thx|cheers) for (?:ruining|wrecking|spoiling|destroying|nothing|abandoning|leaving)",
        r"nothing i (?:did|do|ever did|ever do|said) (?:was|is) (?:ever )?(?:good enough|enough|right)",
        r"(?:have to|need to|got to|had to) be (?:so )?(?:cold|cruel|heartless|distant|harsh|mean|horrible|nasty|difficult)",
        r"(?<!since )(?<!when )(?<!after )(?<!before )you (?:just )?(?:disappeared|vanished|walked away|left)(?=[.!?,]|$| on me| on us)",
        r"you know (?:exactly )?what you (?:did|have done)",
        # You are cold, cruel, selfish.
        rf"{YOU_ARE} {INTENSIFIERS}(?:(?:a|an|such a|such an) )?{INTENSIFIERS}(?:cold|heartless|cruel|selfish|distant|unrecognizable|unrecognisable|childish|immature|ungrateful|vindictive|petty|bitter|spiteful|unforgiving|stubborn|hateful|evil|nasty|vile)",
        r"you (?:selfish|heartless|cruel|ungrateful|spiteful|vindictive|evil|nasty|vile)(?= \w)",
        r"you (?:have )?changed(?! your| the| my| it| that| his| her)",
        # You left, you ruined it.
        r"you (?:abandoned|left|walked out on|gave up on|threw away|ghosted|discarded|betrayed|turned your back on|(?:just )?cut (?:me|us) off|shut (?:me|us) out|ruined|destroyed|broke up) (?:me|us|our|everything|this family|the family|what we had|on (?:me|us))",
        r"you (?:just |would |will |have )?(?:throw|threw|thrown) away (?:\w+ )?(?:years|everything|what we had|our|a (?:family|marriage|relationship|friendship))",
        r"(?:you )?(?:disappear|disappeared|vanish|vanished|ghosted) (?:on (?:me|us)|for (?:\w+ )?(?:months|weeks|days|years)|like that|without)",
        r"you (?:chose|picked) (?:him|her|them|this|to leave|your \w+) over (?:me|us|your)",
        r"(?:turn|turned|turning) (?:everyone|people|them|the kids|the children|my (?:kids|children|family|friends)|our (?:kids|friends|family)) against me",
        r"(?:you are|you were) the (?:problem|one who (?:left|ruined|walked|broke|destroyed|ended)|reason)",
        r"the problem (?:is|was|has always been) you",
        r"i am not the one who (?:left|walked out|ended|gave up|ruined|broke|quit)",
        r"you (?:blocked|unfollowed|unfriended|deleted|removed) me",
        # It is your fault.
        r"(?:this is|it is|it is all|this is all|all of this is) (?:your fault|on you|because of you)",
        r"your (?:own )?fault",
        r"(?:only )?(?:have )?yourself to blame",
        r"because of you",
        r"(?<!what )you did this",
        r"you (?:made|make) me (?:do|say|act|like|this way|react|angry|so|feel|lose|snap)",
        r"you (?:have )?(?:made|make|are making) my life (?:hell|a (?:living )?hell|a misery|miserable|impossible)",
        r"you (?:really |always |just )?(?:do )?(?:push|pushed|drove|drive|provoke|provoked) me (?:to|too far|into)|you provoked me",
        r"look (?:what|at what) you (?:made me|did|have done)",
        r"you started (?:it|this)",
        r"you brought this on yourself",
        r"you (?:had it coming|deserved (?:it|that|this|what you got)|asked for it)",
        r"sorry not sorry",
        r"after what you (?:did|have done|put)",
        # I am the bad guy now.
        r"(?<!like )(?<!as if )(?:so )?i am the (?:bad guy|villain|bad one|monster|problem|abuser|evil one)(?: now| here)?",
        r"making me (?:out to be|look like|look) (?:a |the |some kind of )?(?:monster|villain|bad guy|bad one|abuser|crazy|evil|psycho|the problem)",
        r"punish(?:ing)? me",
        r"what (?:did|have) i (?:ever |even )?(?:do|done)(?: to you| wrong| to deserve|\?)",
        r"(?:i|we) (?:did|have done) nothing (?:wrong|to deserve)",
        r"(?:i|we) (?:were|was) (?:happy|fine|good) (?:until|before) you",
        r"(?:waiting for|still waiting for|where is|i deserve|you owe me) (?:an|my) apology",
        # Over nothing, out of nowhere.
        r"over (?:nothing|one (?:mistake|argument|fight|thing|bad day|bad night|little thing|comment|text|message|drink)|something so (?:small|stupid|little|silly))",
        r"for no reason",
        r"out of nowhere",
        r"without (?:a word|an explanation|any explanation|a reason|any reason|warning|a second thought)",
        # Your boundary, mocked.
        # In a message these mock your boundary; in a talk they are the topic itself.
        r"(?#message-only)(?:no contact|your (?:little )?(?:boundaries|boundary|game|games|silence|stunt|tantrum))",
        r"(?#message-only)silent treatment",
        r"(?:tearing|breaking|ripping|splitting) (?:up )?(?:this|the|our|my) family (?:apart|up)?",
        r"keeping (?:the kids|the children|my grandchildren|my grandkids|them) (?:from|away)",
    ),
    # Timed contact: getting in touch on a loaded date or around illness and bad news.
    "timed-contact": (
        # Illness news through doctors and results.
        r"(?:the )?doctors? (?:think|thinks|say|says|said|are worried|found|want to|told me)",
        # Birthdays, anniversaries, holidays.
        r"happy (?:birthday|bday|b-day|anniversary|new year|holidays|christmas|xmas|easter|thanksgiving|hanukkah|diwali|eid|mother'?s day|father'?s day|valentine'?s|valentines|fourth|4th|halloween)",
        r"merry (?:christmas|xmas)",
        r"birthday|anniversary",
        r"new year|christmas|xmas|thanksgiving|valentine'?s day|mother'?s day|father'?s day|boxing day|bonfire night|easter|diwali|hanukkah|eid",
        r"season'?s greetings|festive (?:season|period)|this time of (?:the )?year",
        r"(?:your|my|our|his|her) birthday",
        r"(?:our|the) anniversary",
        r"(?:\w+'s|your|my|his|her|their|our) \d{1,3}(?:st|nd|rd|th)(?! (?:of|at|on|floor|street|avenue|road|jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec))",
        r"(?:on|this|at|for|over) (?:christmas|thanksgiving|new year'?s?|valentine'?s|easter|the holidays)",
        r"your big day|good luck (?:today|tomorrow|on|with|for) (?:your |the )?(?:exam|exams|interview|first day|results|test|driving test|operation|surgery|big day|new job)",
        # On this date, years ago.
        r"today (?:would have been|is|was|marks) (?:our|your|a year|(?:\w+ )?years?|the day we|the anniversary)",
        r"(?:a |one |\w+ )?(?:years?|months?) (?:ago |since )?(?:today|tonight)",
        r"(?:this|that|the same) (?:date|day) (?:last|every) year",
        r"the (?:night|day) we (?:met|first met|got together|got married|got engaged|moved in)",
        # Illness, death and bad news.
        r"(?:funeral|passed away|has died|died|is dying|memorial)",
        r"(?:in|to) (?:the )?(?:hospital|hospice|a&e|the er|emergency room|intensive care|icu)",
        r"(?:surgery|operation|diagnosed|diagnosis|cancer|tumou?r|chemo|test results|biopsy|heart attack|stroke|terminal|scan results)",
        r"(?:had|been in) (?:an|a bad|a car) accident",
        r"(?:not got|do not have|does not have|has not got) (?:long|much time)",
        r"might not make it",
        r"(?:last|final) (?:wish|days|chance to say)",
        r"(?:very |really |seriously |gravely )?(?:sick|ill)(?= and| again|\.|,|$)",
        r"(?:has|have|had) not been (?:very |too |so )?well|(?:is|are) (?:not well|poorly|unwell|really poorly)",
        r"(?:bad|sad|terrible|awful|heartbreaking) news",
    ),
    # Showing up: turning up in person where you live, work or spend time.
    "showing-up": (
        # Outside your place.
        rf"(?:outside|in front of|near|past|around|on|opposite|across from|across the road from) your {PLACE}",
        r"(?:at|to|by) your (?:place|house|home|flat|apartment|building|door|front door|doorstep|work|office|gym|parents|mom'?s|mum'?s|window|school)",
        r"(?:bottom|end|top|corner) of your (?:road|street|drive|close|block|building|estate|lane)",
        r"i am (?:downstairs|outside|at the door|here|in the car|in the parking lot|in the car park|parked|round the corner|down the road|across the road|across the street)",
        # I came by, I will come round.
        r"(?:i|we) (?:came|stopped|swung|drove|walked|passed|popped|was|were|went) (?:by|past|round|around|to) (?:your|yours|the house|the flat|earlier|last night|today|again|this morning)",
        r"(?:i|we) (?:came|stopped|swung|popped) (?:by|round)",
        r"(?:i|we) (?:will|might|could|can|am going to|are going to|may) (?:come|stop|swing|drop|pop) (?:by|over|round|around|in)",
        r"(?:i am|i will be|we are) coming (?:over|round|around|by|to your)",
        r"on my way (?:over|round|to yours|to your|to you)",
        r"(?:show|showed|turn|turned|turning|showing) up (?:at|to|outside)",
        r"(?:come|coming) (?:to )?(?:find|see|get) you",
        # Come out, open the door.
        r"(?:come|pop|step) (?:outside|downstairs|to the door|out here)",
        r"come (?:out|down) (?:for (?:a minute|a second|a sec|five minutes|two minutes|ten minutes|a bit)|now|here|to the car)",
        r"(?:open|answer) the door",
        r"let me in",
        r"knock(?:ed|ing)? (?:on|at)",
        r"(?:rang|rung|ring|ringing) (?:the|your) (?:bell|doorbell|buzzer)",
        r"waiting (?:outside|downstairs|for you (?:outside|at|after)|in the car|in the parking|at the)",
        # Seeing you about.
        r"(?:saw|seen) you at (?:the|your|work|school|church|that)",
        r"(?:i )?(?:saw|spotted|seen|clocked) you (?:walking|running|driving|in the|in town|outside|leaving|going into|coming out|getting|on the|in your)",
        r"(?:ran|bumped|run) into you",
        r"(?:what a coincidence|small world|funny seeing you|fancy seeing you|fancy meeting you)",
        r"(?:i was|i am) in your (?:area|neighbou?rhood|street|town|building)",
        r"face to face",
        r"hoping you(?:'d| would) (?:walk in|show up|come|be there|turn up|walk by|pass)",
        # Leaving things at your door.
        r"(?:dropped|drop|dropping) (?:it |something |this |them )?(?:off|by)",
        r"(?:left|leave|leaving) (?:something|it|them|a (?:note|letter|gift|present|package|parcel|box|card|bag)) (?:at|on|outside|by|for you at) (?:your|the)",
    ),
    # Nostalgia bait: shared memories, songs, photos and places, to soften the past.
    "nostalgia-bait": (
        # We were good together.
        r"we were (?:so )?(?:good|great|happy|amazing|perfect|brilliant) together",
        # Remember when.
        r"(?:do you |you |i )?remember (?:when|that|the|our|your|how|us|me|the time)",
        r"like it was yesterday|(?:feels|seems) like yesterday",
        r"(?:crazy|funny|mad) how time flies|time flies",
        r"(?:those|them) were the (?:days|times)",
        r"(?:good|old|better|happy|best) (?:old )?(?:times|days)",
        r"memories|memory lane",
        r"the way we (?:were|used to)",
        r"(?:we|us) used to",
        r"used to be (?:so )?(?:happy|good|great|close|fun)",
        r"(?:back|way back) (?:then|in the day)|(?:way )?back when (?:we|i was|you were|you and i|it was|things|everything|we were)|way back when",
        r"(?:today|it|this) would have been",
        r"(?:still|always|often) (?:think|thinking|dream|dreaming) (?:about|of) (?:that|the|our|those) (?:trip|holiday|night|day|summer|weekend|time|days|kiss|date|song)",
        r"(?:think|thinking|dream|dreaming) (?:about|of) (?:that|our|those) (?:trip|holiday|night|summer|weekend|time|days|kiss|date|song)",
        # Our song, our place, our things.
        r"(?:our|that) song",
        r"(?:heard|hear|played|playing|listening to|came on)(?: to)? (?:our|this|that) (?:song|album|playlist)",
        r"(?:this|which) song",
        r"(?:heard|hear|played|playing) (?:\w+ ){1,3}on the radio|came on (?:the radio|shuffle|in the car|in the shop)",
        r"(?:made|making|make) (?:us|you) a (?:playlist|mixtape|mix|photo book|scrapbook|album)",
        r"our (?:spot|place|restaurant|bench|beach|cafe|café|park|street|old|table|booth|song|tree|walk|playlist|show|film|movie|series|bar|pub|holiday|trip|tradition|joke|thing|honeymoon|first home)",
        r"your side of the bed|your (?:old )?(?:favourite|favorite)",
        r"(?:old|our) (?:photos?|pictures?|pics|videos?|letters?|texts?)",
        r"(?:found|came across|went through|going through) (?:an? |some |our |this |that |your |the )?(?:old )?(?:photos?|pictures?|pics|polaroids?|photo ?albums?|scrapbooks?|letters?|videos?|notes?|hoodie|shirt|jumper|sweater)",
        r"(?:saw|looking at|looked at|looking through) (?:some |all )?(?:our )?old (?:photos?|pictures?|pics|videos?|letters?)|(?:saw|looking at|looked at|looking through) our (?:photos?|pictures?|pics|videos?|letters?)",
        r"(?:photo|facebook|snapchat|google) memor(?:y|ies)",
        r"on this day",
        # That night, that trip.
        r"(?:our|that) (?:first|last) (?:date|kiss|trip|holiday|vacation|apartment|flat|place|dance|christmas|summer)",
        r"(?:the|that) (?:night|day|summer|trip|holiday|weekend|time) we",
        r"we (?:had|shared|spent|drank|ate|watched|danced to|listened to)(?: \w+)? (?:that|on that|on our|on the) (?:night|day|summer|christmas|holiday|weekend|evening)",
        r"(?:made|makes) me think (?:of|about) (?:you|us)",
        r"remind(?:ed|s)? me of (?:you|us)",
        r"(?:drove|walked|went) (?:past|by) (?:our|the old|that)",
        r"(?:miss|missing) (?:these|those|the old|the good|our) (?:days|times|nights)",
        r"best (?:summer|night|trip|holiday|day|weekend)s? (?:ever|of my life)",
    ),
    # Rage: angry, hostile or threatening words.
    "rage": (
        # Ultimatums, the police as a threat, cut off in anger.
        r"you have (?:\d+|one|two|three|twenty[- ]four) (?:hours|days|minutes)",
        r"(?:i will |i am going to |or i |i )(?:go|will go|am going) (?:straight )?to the (?:police|cops)",
        r"(?:you are|you r|your|you) (?:dead to me|dead to us|nothing to me)",
        # Swearing at you, insults.
        r"f+u+c+k+(?:ing)? (?:you|off|u)",
        r"f[\*\.]+k? (?:you|off)",
        r"(?:screw|damn) you",
        r"(?:go to|burn in|rot in) hell",
        r"piece of (?:shit|crap|work|garbage|trash)",
        r"(?:bitch|bastard|asshole|arsehole|cunt|whore|slut|prick|dickhead|twat|slag|wanker|scumbag)",
        r"you (?:\w+ )?(?:idiot|moron|cow|freak|loser|psycho|scum|tramp|witch|pig|clown|coward|liar|child|brat)(?=[.!?,]|$)",
        r"(?:fucking|fuckin|effing|bloody|goddamn|stupid) (?:coward|idiot|liar|psycho|bitch|joke|loser|child|prick|moron|useless|pathetic|selfish|waste)",
        r"you (?:fucking|fuckin|effing) \w+",
        r"(?:you are|your|you) (?:a |an |such a |such an |an absolute |a total |a complete )?(?:\w+ )?(?:cow|idiot|moron|twat|freak|psycho|pig|tramp|witch|clown)(?=[.!?,]|$| though| and)",
        r"(?:what|why|who|where|how) (?:the hell|the fuck)|for fuck'?s sake|wtf|ffs",
        r"(?:i )?(?:hate|despise|loathe) you",
        r"i hope you (?:die|rot|suffer|burn|choke|get what)",
        r"how dare you|(?:do not|never) (?:you )?dare",
        r"who (?:the hell|the fuck|do you think you are)",
        r"shut (?:up|your mouth)",
        # Threats.
        r"(?:you will|you are going to|you) (?:regret|pay for) (?:this|it|that)",
        r"you will (?:be sorry|pay|see)",
        r"(?:i will|i am going to|going to) (?:make you (?:pay|regret|sorry)|ruin you|destroy you|end you|hurt you|kill you|find you|come for you|come after you|get you)",
        r"you will lose (?:your|the|everything|custody)",
        r"make your life (?:hell|a (?:living )?hell|a misery|miserable|difficult)",
        rf"{YOU_ARE} {A}(?:disgusting|vile|evil|horrible) (?:human being|human|person|piece)",
        r"(?:i will|i am going to|going to) (?:take|get) (?:the kids|the children|custody|you to court|everything|the house)",
        r"(?:i will|i am going to|going to|i am) (?:call|calling|ring|ringing|get) (?:the )?(?:police|cops)",
        r"watch (?:your back|yourself|what happens)",
        r"(?:you have been|consider yourself) warned",
        r"(?:last|final) warning",
        r"this is not over",
        r"or else",
        r"(?:better )?be careful (?:what you|who you|what you say)",
        r"(?:i )?swear (?:to god|on my|down)|or i swear",
        r"(?:whether you|if you) like it or not",
        # Demands: answer me now.
        r"(?<!please )(?<!just )answer (?:me|the (?:fucking |damn |bloody )?phone)(?: now)?",
        r"(?:call|ring|text|answer) me(?: back)? (?:right now|now|immediately|this minute|this second)",
        r"you (?:think|thought) you can (?:just )?(?:ignore|block|hide|get away|walk away|run)",
        r"(?:if|unless) you (?:do not|do|will not|cannot) (?:answer|reply|respond|call|come|pick up|talk)[^.!?]{0,40}(?:i will|i am going to|i am coming|i will come|or)",
        r"if i (?:do not|have not|cannot|can not) (?:hear|get) (?:back|from you|a reply|an answer)",
        r"(?:pick up|answer)(?: the phone)?[.!]+ (?:pick up|answer)",
        # Shouting: a run of three or more words in capitals, unless it is a greeting.
        r"(?#raw)(?-i:\b(?<![A-Z][ ,.!?])(?<![A-Z][ ,.!?]{2})(?![A-Z' ,.!?]*\b(?:HAPPY|MERRY|BIRTHDAY|CHRISTMAS|XMAS|NEW YEAR|LOVE|MISS|CONGRAT\w*|THANK\w*|SORRY)\b)[A-Z]{2,}[A-Z']*(?:[ ,.!?]+[A-Z]+[A-Z']*){2,}\b)",
    ),
    # Projection: accusing you of the very things they do.
    "projection": (
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
    ),
    # Devaluation: put-downs, mockery, dismissing you and what you do.
    "devaluation": (
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
    ),
    # Hot and cold: warmth and hostility switching, often in one message. Besides these
    # phrases, the matcher also suggests it when warm and hostile rules both fire (see
    # WARM and HOSTILE below).
    "hot-and-cold": (
        r"(?:i )?(?:love|miss) you but (?:i )?(?:hate|cannot stand|fucking)",
        r"(?:i )?hate you (?:but|and) (?:i )?(?:love|miss)",
        r"(?:sorry|i apologi[sz]e) (?:for|about) (?:my|the|that|those|last night'?s?) (?:last )?(?:message|text|messages|texts|rant|call|voicemail|outburst)",
        r"(?:sorry|i apologi[sz]e) (?:for|about|i was) (?:shouting|yelling|screaming|snapping|losing my temper|losing it|kicking off|going off|what i said|the way i (?:spoke|acted|reacted))",
        r"(?:ignore|forget|disregard) (?:my|that|the|what i said in my) (?:last )?(?:message|text|voicemail|what i said)",
        r"i did not mean (?:what i said|that|it|those things|any of it)",
        r"(?:i was|i am) (?:just )?(?:drunk|angry|upset|not myself|emotional) (?:when|last night|earlier)",
        r"one (?:minute|moment|day) (?:i|we)",
        r"hot and cold",
        r"mixed signals",
    ),
}

# When a warm rule and a hostile rule both fire on one message, the matcher also
# suggests "hot-and-cold" (the switch itself is the tactic), with both triggers.
# Hoovering is left out of the warm side: "call me back" beside an insult is rage.
WARM = ("love-bombing", "fake-apology", "nostalgia-bait")
HOSTILE = ("rage", "devaluation")
