"""Showing up: turning up in person where you live, work or spend time."""

from .common import PLACE

RULES: tuple[str, ...] = (
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
    # Being where you will be (round 4; messages only: they mis-tag talks).
    r"(?#message-only)i will be at (?:your|the|\w+'s) [^.?!]{0,30}(?:whether you like it or not|anyway|too)",
    r"(?#message-only)(?:i am going to|i will|i am) (?:come|coming|be) (?:to|at) (?:the|your|\w+'s) (?:kids'? |children's )?(?:school|play|match|game|graduation|wedding|party|show|concert|recital|nativity|parents' evening)",
    r"(?#message-only)(?:parked|sat|sitting|waiting|stood|standing) (?:across|outside|opposite|near|down|up) (?:the road|the street|from)? ?(?:your|yours|urs)",
    r"(?#message-only)(?:across|down) the (?:road|street) from (?:yours|your)",
    r"(?#message-only)(?:left|put|dropped) (?:your|a|the|some) [^.?!]{0,25}(?:on|at|outside|through) (?:the|your) (?:doorstep|door|step|porch|letterbox|mailbox|car)",
    r"(?#message-only)turned up at (?:reception|your|the)|(?:at|to) reception asking for you",
    r"(?#message-only)(?:i will be|i am|i will be waiting) at (?:the|our) [^.?!]{0,30}(?:tonight|tomorrow|later|at \d)",
)
