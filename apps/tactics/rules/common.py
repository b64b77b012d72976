"""Building blocks the phrase rules share: kept small, so a rule still reads as a phrase."""

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
