"""Surveillance: showing they are watching your life from a distance."""

from .common import APP, POST

RULES: tuple[str, ...] = (
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
    r"(?<!not )(?:looking|look) (?:good|great|well|happy|hot|fit|amazing)",
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
    # Watching, in other words (round 4; messages only: they mis-tag talks).
    r"(?#message-only)(?:saw|seen|see) (?:the|your) (?:strava|insta|instagram|facebook|linkedin|tiktok|snap|stories|story|post|pics|photos)",
    r"(?#message-only)(?:you|u) (?:liked|viewed|watched|commented on|follow|followed) (?:my|his|her|their|\w+'s) (?:post|photo|pic|story|stories|picture|video|status)",
    r"(?#message-only)(?:your|ur) (?:location|read receipts|last seen|status)(?: is| are)? (?:off|on|hidden|private)",
    r"(?#message-only)(?:active|online) on (?:hinge|tinder|bumble|whatsapp|insta|instagram|facebook|the app|that app)",
    r"(?#message-only)(?:took|taken|take|taking) (?:our|the|my|all the|all our) (?:photos|pictures|pics) (?:down|off)",
    r"(?#message-only)you (?:changed|cut|dyed|coloured|did) your (?:hair|number|name|picture|profile|pic|photo)",
    r"(?#message-only)so (?:you are|you can|you do|you have) [^.?!]{1,30} now",
    r"(?#message-only)i know (?:you are|your|that you are) (?:in|home|inside|awake|up|out)",
)
