"""Timed contact: getting in touch on a loaded date or around illness and bad news."""

RULES: tuple[str, ...] = (
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
    # Loaded days and bad news, in other words (round 4; messages only: they mis-tag talks).
    r"(?#message-only)(?:operating|operate) on|(?:having|have|need|needs|had) (?:an? )?(?:operation|surgery|op|procedure|scan|biopsy)|(?:lump|results)(?=[.!?,]|$| back)",
    r"(?#message-only)(?:taken|rushed|admitted|gone) (?:into|to|in) (?:hospital|hosptal|a&e)|(?:is|was|in) (?:in )?hospital",
    r"(?#message-only)(?:exams?|interview|graduation|wedding|first day|results day|driving test) (?:today|tomorrow|on \w+day|this week)",
    r"(?#raw)(?:🎂|🎉|🎄|🎁|🎈|🥳)",
)
