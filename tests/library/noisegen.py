"""Noisy transcripts made on demand, to measure the cleaner on text it was never tuned on.

`make_noisy(base_sentences, seed)` takes real sentences (prose written for this project:
the articles' bodies) and builds a transcript the way speech recognition and web copies
spoil one, recording what it injected so that a cleaned result can be scored:

- loop: a sentence said again, once or twice, right away or a little later;
- near_repeat: a short sentence said again with one word slightly changed (a plural, a
  tense, a letter: "tragic story" / "tragedy story");
- phrase_loop: a few words said twice inside a sentence ("when you are tired you are
  tired of it");
- other_script: a fragment in another script (CJK, Cyrillic, Thai, Arabic), often ended
  by that script's own full stop and run into the next sentence ("一點時間。Real words");
- nonsense: a sentence of pronounceable made-up words ("the brellish tarment will
  fondrate") or letters and digits run together ("feeling2002friendly");
- boilerplate: web page furniture on a line of its own and spoken outros ("Share this:",
  "Page 2 of 4", "Do not forget to like and subscribe.");
- tail: an unrelated outro after the last real sentence: one garbled sentence and a few
  ordinary sentences about something else ("Push the magnet back up.").

Three sets are fixed here (SETS): TUNE (seeds 1-12 on half of the articles) may be looked
at while changing the cleaner; HELDOUT (seeds 1001-1012 on the other half) was measured
once, at the end of the first round; HELDOUT2 (seeds 2001-2012 on eleven articles that
neither uses, with their own lists of web furniture, outros and tails) was made before
the second round changed the cleaner, and is measured, never studied; HELDOUT3 (seeds
4001-4012 on every base article, with lists of its own) was written before the
boilerplate rules of the reader round and measured once, at its end; HELDOUT4 (seeds
5001-5012 on every base article, with lists of its own) likewise for the clean4 round,
whose TUNE3 to TUNE7 (seeds 6001 on, lists of their own) were each measured once before
anything was changed for them, then studied. TUNE8 to TUNE21 (helper clean5, seeds 11001
on) keep their lists in JSON files under pools/ (load_pools), each measured once with the
rules of the day before it was studied; TUNE16 and TUNE21 were never studied.
pools/heldout5.json was written by a hand that saw no rule and no earlier list, and measured
once with --seed 6001 on the rules before and after clean5 (boilerplate 34 and 39 of 43): spent. build_from_pools(load_pools(file), seed) builds a set from anyone's file, as
tools/measure_cleaning.py --pools does. `score(cleaned, noisy)` gives the share of
real sentences kept and of each kind of noise removed. Standard library only.
"""

import json
import random
import re
import unicodedata
from dataclasses import dataclass, field
from pathlib import Path

# The articles' prose frozen as it was when the cleaner was first measured, so that the
# sets stay the same when articles are edited or added (article_sentences made it).
BASE = Path(__file__).resolve().parent / "noise_base.json"
BASE_2 = Path(__file__).resolve().parent / "noise_base2.json"
POOLS_DIR = Path(__file__).resolve().parent / "pools"  # pools written as JSON files (load_pools)
KINDS = ("loop", "near_repeat", "phrase_loop", "other_script", "nonsense", "boilerplate", "tail")

_ONSETS = ["b", "bl", "br", "d", "dr", "f", "fl", "fr", "g", "gl", "gr", "k", "l", "m", "n", "p", "pl", "pr",
           "s", "sk", "sl", "sn", "st", "t", "tr", "v", "w", "z", "ch", "sh", "th"]  # fmt: skip
_NUCLEI = ["a", "e", "i", "o", "u", "ai", "ea", "oo", "ou", "ie"]
_CODAS = ["", "", "n", "r", "l", "m", "nt", "st", "sh", "ck", "rd", "nd", "sk", "lt"]
_SUFFIXES = ["", "", "ish", "ment", "ing", "ly", "ous", "ate", "ence", "ful", "ive", "er"]
_FUNCTION = ["the", "a", "and", "of", "to", "you", "they", "it", "is", "will", "in", "your", "that", "when"]

_SCRIPTS = [
    "\u4e00\u9ede\u6642\u9593",  # CJK
    "\u6211\u4eec\u53ef\u4ee5",
    "\u3053\u308c\u306f\u672c\u5f53",  # Japanese
    "\u043f\u0440\u0438\u0432\u0435\u0442 \u043c\u0438\u0440",  # Cyrillic
    "\u0e2a\u0e27\u0e31\u0e2a\u0e14\u0e35",  # Thai
    "\u0645\u0631\u062d\u0628\u0627",  # Arabic
    "\u4f60\u597d\u5417",
]
_SCRIPT_STOPS = ["\u3002", "\uff01", "\uff1f", "\uff0e", "\u3002", ""]

_BOILERPLATE_LINES = [
    "Share this:", "Leave a Comment", "Page 2 of 4", "Continue reading on the next page", "Subscribe to our newsletter",
    "Tags: healing, boundaries", "Related posts", "Click to share on Facebook", "12 Comments", "Skip to content",
    "We use cookies to improve your experience. Accept", "Posted in Relationships", "Read more \u00bb",
    "Copyright 2025 All rights reserved", "Follow us on Instagram",
]  # fmt: skip
_SPOKEN = [
    "Do not forget to like and subscribe.",
    "Please like and subscribe to the channel.",
    "The link is in the description below.",
    "Hit the bell so you do not miss the next one.",
    "Thanks for watching.",
    "See you in the next video.",
]
_OFF_TOPIC = [
    "Push the magnet back up to the right place.", "Do you even want a degree?", "Let us get started with the soup.",
    "The printer on the third floor is out of paper.", "Turn the dial until the light goes green.",
    "My cousin sells bicycles near the harbour.", "Add two cups of flour and stir.",
    "The train to the airport leaves at noon.", "Put the blue folder on the shelf.",
    "Our goalkeeper saved the penalty.", "Water the tomatoes before lunch.",
    "The museum closes early on Sundays.",
]  # fmt: skip

# The second held-out set (issue 16, second round) draws its web furniture, spoken outros
# and off-topic tails from lists written for it alone, before the cleaner was changed
# again, so the cleaner is measured on wording it has never met.
_BOILERPLATE_LINES_2 = [
    "Print this article", "Back to top", "Previous post", "Next post \u203a", "Sign up for updates",
    "Filed under: Family", "Share on WhatsApp", "3 min read", "Loading...", "Advertisement",
    "Sponsored content", "Download the app", "Reply", "Accept all cookies", "Comments are closed.",
]  # fmt: skip
_SPOKEN_2 = [
    "Make sure you turn on notifications.",
    "Drop a comment and tell me what you think.",
    "Check out the playlist on the screen now.",
    "Join the channel membership for extra videos.",
    "I will see you all next week.",
    "If this helped you, share it with a friend.",
]
_OFF_TOPIC_2 = [
    "Preheat the oven to two hundred degrees.", "Hold the shift key while you restart the laptop.",
    "The score was three nil at half time.", "Bring a raincoat, the forecast says showers.",
    "This episode is sponsored by a meal kit company.", "Slice the onions thinly and fry them gently.",
    "The bus replacement service runs every twenty minutes.", "Tighten the screws on the left hinge first.",
    "Our next guest is a marine biologist from Norway.", "The library is closed for the bank holiday.",
    "Sand the edges before you paint the shelf.", "The quarterly figures come out on Thursday.",
    "Feed the sourdough starter twice a day.", "Unplug the router for thirty seconds.",
]  # fmt: skip


# The third held-out set (issue 16, helper reader) has lists of its own, written before
# the cleaner's boilerplate rules were changed this round and never measured until the
# end: other web furniture, other spoken outros, other unrelated tails.
_BOILERPLATE_LINES_3 = [
    "Open in app", "Listen to this story", "Gift this article", "Save article", "Most popular",
    "Show comments", "Your privacy choices", "Was this article helpful? Yes No", "Send feedback",
    "Photo: Getty Images", "(Opens in a new window)", "Powered by WordPress", "Like this: Like Loading...",
    "Scroll to top", "Close menu", "Posted 3 days ago", "23 shares", "Share this story, choose your platform!",
    "Find a therapist near you", "ADVERTISEMENT - CONTINUE READING BELOW", "More from Relationships",
]  # fmt: skip
_SPOKEN_3 = [
    "Give this video a thumbs up if it helped.",
    "Tap the little bell icon.",
    "Let me know your thoughts down below.",
    "Smash that subscribe button.",
    "Before you go, grab the free workbook in the link.",
    "That's all for today's episode.",
    "Until next time, take care of yourselves.",
    "Catch you in the next one.",
    "Don't forget to check out my course.",
    "Thanks for tuning in.",
    "You can find me on Instagram as well.",
    "New videos every Tuesday.",
]
_OFF_TOPIC_3 = [
    "Park on the left side of the driveway.", "The tide goes out at half past four.",
    "Mix the paint with a little water first.", "Our flight was delayed by two hours.",
    "Rinse the rice until the water runs clear.", "Plant the bulbs before the first frost.",
    "The lecture starts in room twelve.", "Check the tyre pressure before the trip.",
    "The parcel should arrive on Friday.", "Fold the napkins into triangles.",
    "The referee blew the final whistle.", "Charge the drill battery overnight.",
]  # fmt: skip


# The fourth held-out set (issue 16, helper clean4) has lists of its own again, written
# before this round changed any rule, as varied as real channels and blogs are: bylines,
# dates, comment forms, cookie banners, affiliate notes, merch, sponsor reads, schedules,
# podcast plugs, sign-offs. Measured once before the round and once at its end.
_BOILERPLATE_LINES_4 = [
    "Posted by Sarah Mitchell | March 14, 2024", "By Dr. Anna Reyes, LCSW", "Updated: 12 June 2023",
    "June 3, 2024 at 9:41 pm", "Reply \u2193", "Load more comments",
    "This site uses cookies. By continuing to browse, you agree to their use.", "Cookie settings | Accept all",
    "Related Reading", "YOU MAY ALSO LIKE", "Join 12,000+ readers. Get the weekly letter.",
    "Your email address will not be published. Required fields are marked *", "Name * Email * Website",
    "Post navigation", "\u00ab Older posts", "Categories: Family, Healing",
    "Share: Facebook \u00b7 X \u00b7 LinkedIn \u00b7 Email", "Home \u203a Blog \u203a Boundaries",
    "Affiliate disclosure: we may earn a commission from links on this page.", "Author: Maya Cole",
    "4.8K views \u00b7 2 years ago", "Buy me a coffee", "Shop the merch",
    "Subscribe to the podcast on Apple Podcasts or Spotify", "Upvote 34 Downvote", "Listen on Spotify",
    "\u00a9 2024 Healing Path Media", "Previous: Why grey rock works", "Up next: Setting boundaries with family",
    "Book a free consultation",
]  # fmt: skip
_SPOKEN_4 = [
    "This video was sponsored by BetterHelp.",
    "Timestamps are down below.",
    "If you want to go deeper, my course is linked in the pinned comment.",
    "Sign up for my free newsletter, it goes out every Sunday.",
    "Go check out the podcast, new episodes drop every Monday.",
    "New merch is up in the shop.",
    "I post every Thursday at six.",
    "Big thank you to my Patreon supporters.",
    "Hey everyone, welcome back.",
    "That's a wrap for this one.",
    "Alright, that's it from me.",
    "Peace, and I'll talk to you soon.",
    "Stay tuned for part two.",
    "The full episode is on my second channel.",
    "Hit that like if you learned something.",
    "Okay guys, love you, bye.",
    "I read every single comment, so tell me your story.",
    "Use code HEAL20 for twenty percent off your first month.",
]
_OFF_TOPIC_4 = [
    "Whisk the eggs with a pinch of salt.", "The ferry to the island was cancelled.",
    "Swap the front tyres at the next service.", "The choir rehearses on Wednesday evenings.",
    "Label each jar with the date.", "The ski lift opens at nine.", "Defrost the freezer once a year.",
    "The match went to extra time.", "Prune the roses in late winter.",
    "The hotel lobby smells of fresh paint.", "Grease the tin before you pour the batter.",
    "The meeting moved to the blue room.",
]  # fmt: skip


# A third set to tune on (helper clean4), with lists unlike every other set's, written after
# heldout4 and without reading its misses: may be looked at while changing the rules.
_BOILERPLATE_LINES_T3 = [
    "Written by James O'Neil", "Published 2 March 2022", "Last updated on October 5, 2023",
    "Leave a Reply Cancel reply", "Comment * Name * Email *",
    "Save my name, email, and website in this browser for the next time I comment.", "Newer posts \u00bb",
    "Older Post Home", "Share this post", "Join our mailing list", "Get weekly tips in your inbox",
    "We use cookies on our website. Learn more | Got it", "Shop now", "Support our work", "Donate",
    "Read next: The quiet after the storm", "Popular Posts", "Recent Comments", "Archives",
    "Tags: narcissism, recovery", "1.2M views", "Like \u00b7 Reply \u00b7 3w", "View more replies",
    "Transcript", "Chapters", "0:00 Intro", "Sponsored by Calm", "Nov 2, 2021 \u2014 5 min read",
    "Dr. Lena Fischer, PhD", "Free download: the boundaries checklist",
]  # fmt: skip
_SPOKEN_T3 = [
    "Today's video is brought to you by Skillshare.",
    "The first thousand people to use my link get a free trial.",
    "Links to everything I mentioned are in the show notes.",
    "I upload every Wednesday and Saturday.",
    "Join my email list for a free guide.",
    "My coaching program opens again next month.",
    "Comment below with your own experience.",
    "Subscribe if you're new here.",
    "What's up everybody, welcome to another video.",
    "See you on Friday.",
    "Cheers, everyone.",
    "Thanks for reading.",
    "Grab a hoodie from the store.",
    "Follow the show wherever you get your podcasts.",
    "Part three comes out next week.",
    "Leave a five star review, it really helps.",
    "I'll put the timestamps in the description.",
    "We go live every Sunday night on YouTube.",
]
_OFF_TOPIC_T3 = [
    "Stir the risotto until it is creamy.", "The kayak club meets by the boathouse.",
    "Replace the filter in the air purifier.", "The away team scored in the last minute.",
    "Knead the dough for ten minutes.", "The crossword in the weekend paper was hard.",
    "Top up the coolant before a long drive.", "The orchard sells cider in the autumn.",
    "Our drummer broke a stick in the encore.", "The planetarium show lasts forty minutes.",
    "Screw the shelf bracket into the stud.", "The lighthouse was painted last summer.",
]  # fmt: skip


# A fourth set to tune on (helper clean4), written after the first outro rules of that round
# and measured before anything was changed for it: a check that the rules carry over to
# wording they were not written for, and then a set to study.
_BOILERPLATE_LINES_T4 = [
    "Sarah K. \u00b7 Follow", "Published in Mind Cafe", "Responses (14)", "Recommended from Medium",
    "See all from Healing Notes", "Help Status About Careers Blog Privacy Terms", "Last reviewed: 04/2023",
    "Medically reviewed by Dr. Tom Lee, MD \u2014 Written by Kate Ross on May 9, 2022", "Jump to section",
    "In this article", "Was this helpful?", "Thumbs up icon Thumbs down icon", "Share via email",
    "Text size A A A", "Toggle navigation", "Search this site", "Sign up for our free daily newsletter",
    "Join the community", "Wellness", "Mental Health / Relationships", "Read in 4 minutes", "Next article",
    "Add to reading list", "Print-friendly version", "Disclaimer", "Your comment is awaiting moderation.",
    "Notify me of new posts by email.",
]  # fmt: skip
_SPOKEN_T4 = [
    "Before we dive in, a quick word from today's sponsor.",
    "If you're new here, I make videos about healing every week.",
    "I'd love to hear from you in the comments.",
    "All the resources are linked below.",
    "Don't miss Friday's livestream.",
    "Head to my website for the free guide.",
    "Okay, that's all I've got for you today.",
    "Take good care of yourselves, and I'll see you next week.",
    "This is episode forty two of the show.",
    "You're listening to Healing Out Loud.",
    "Members get early access to every video.",
    "My book is out now, wherever books are sold.",
    "Follow along on TikTok for shorter clips.",
    "Remember to rate the show on Apple Podcasts.",
    "I'm your host, Dana.",
    "Special thanks to our editor, Sam.",
]
_OFF_TOPIC_T4 = [
    "Toast the cumin seeds in a dry pan.", "The marathon route closes the bridge on Sunday.",
    "Bleed the radiators before the heating goes on.", "The striker signed a three year contract.",
    "Soak the beans overnight.", "The gallery reopens after the refurbishment.",
    "Check the smoke alarm battery every month.", "The violin needs new strings.",
    "Hang the wet coats by the back door.", "The tram stop moved across the road.",
    "Sharpen the pencils before the exam.", "The bakery sells out of rye by ten.",
]  # fmt: skip


# A fifth set to tune on (helper clean4), written after tune4 was studied, measured before
# any change for it, then studied.
_BOILERPLATE_LINES_T5 = [
    "Continue with Google", "Get the app", "Share article", "Save to Pocket", "Open menu",
    "Posted on 07/11/2021 by admin", "Read time: 7 minutes", "Filed in: Boundaries",
    "Previous Post: Healing after betrayal", "Comments (3)", "Reply \u00b7 Report", "Most Recent \u2022 Oldest",
    "Subscribe via RSS", "Free resources", "Privacy & Cookies Policy", "About this site",
    "Member-only story", "Recent Posts", "Thanks for subscribing!", "Please enable JavaScript to view the comments.",
]  # fmt: skip
_SPOKEN_T5 = [
    "Quick reminder that I do one-to-one sessions, the booking page is linked.",
    "Today's show is supported by listeners like you.",
    "Click the card in the top corner to watch part one.",
    "Send me your questions and I might answer them on air.",
    "Make sure you're following so you don't miss a thing.",
    "We're back with another episode.",
    "Alright, let's jump right in.",
    "As always, you can find the full transcript on our website.",
    "Catch the replay on Saturday.",
    "Huge shout out to everyone who joined the live chat.",
    "Join us again next Thursday for more.",
    "Remember to share this with someone who needs it.",
    "Signing off for today.",
    "My inbox is always open.",
    "The discount runs until the end of the month.",
    "That's the show.",
]
_OFF_TOPIC_T5 = [
    "Add the lemon zest at the very end.", "The canal path is muddy after the rain.",
    "Set the oven timer for twenty minutes.", "The pitcher threw a perfect game.",
    "Cover the seedlings when frost is due.", "The bookshop has moved to the high street.",
    "Fill the kettle and switch it on.", "The lift on the east side is broken.",
    "Our relay team took the bronze.", "Paint the fence before the summer.",
    "The pharmacy shuts at six on Saturdays.", "Rinse the brushes in warm water.",
]  # fmt: skip


# A sixth set to tune on (helper clean4), written after tune5 was studied, measured before
# any change for it, then studied.
_BOILERPLATE_LINES_T6 = [
    "Written by the Editorial Team", "Originally published on Substack", "Pinned by Healing Hour",
    "Sort by: Top comments", "Show replies", "Add a comment...", "Join the conversation", "Restack",
    "Ready for more?", "Start writing", "Keep reading with a 7-day free trial", "Discussion about this post",
    "Like Comment Share", "See more", "Edited", "Back to all articles", "Explore topics", "In partnership with",
    "Translate", "Watch later",
]  # fmt: skip
_SPOKEN_T6 = [
    "So before we start, if you're not already part of this community, now is a good time to join.",
    "Quick housekeeping before we get going.",
    "If you enjoyed this, the algorithm loves a comment.",
    "I'll leave the studies I mentioned up in the corner.",
    "The worksheet that goes with this is free for members.",
    "You can also listen to this as audio only.",
    "A new series starts next month, and it's a big one.",
    "Thank you to everyone who supports this work on Patreon, you keep it free.",
    "I'm going live on Wednesday to answer your questions.",
    "Tap the heart if this one hit home.",
    "Okay, that's it, I'm out.",
    "Let me know if you want a part two.",
    "I've pinned the resources at the top.",
    "Every video on this channel is free and always will be.",
    "If you want to work with me, applications are open.",
    "See you on the other side.",
]
_OFF_TOPIC_T6 = [
    "Mark the trail with the orange tape.", "The choir sang in the old cathedral.",
    "Whisk in the butter one cube at a time.", "Our keeper was sent off in the second half.",
    "Drain the pasta and keep a cup of the water.", "The ferry timetable changes in October.",
    "Tape the box shut before you label it.", "The observatory is open on clear nights.",
    "Oil the hinges on the garden gate.", "The quiz night raised money for the school.",
    "Peel the carrots and cut them into sticks.", "The ice rink opens in November.",
]  # fmt: skip


# A seventh set to tune on (helper clean4), written after tune6 was studied and measured
# before any change for it: the best guess, short of heldout4, of how the rules carry over.
_BOILERPLATE_LINES_T7 = [
    "Skip to main navigation", "You are here: Home / Articles / Healing", "Print \u2022 Email \u2022 Share",
    "Article continues below", "Related:", "Keep exploring", "Leave a reply", "Cancel", "Post comment",
    "Newest first", "Show 12 more comments", "Read the full story", "Support independent writing",
    "Become a member", "Follow this author", "Highlights", "Key takeaways", "Listen to article",
    "Audio available", "Trending in Wellness",
]  # fmt: skip
_SPOKEN_T7 = [
    "Welcome, welcome, welcome.",
    "If you stuck around this long, you're amazing.",
    "Comment the word peace so I know you made it to the end.",
    "I've got a whole playlist on this if you want to binge.",
    "This one's a bit longer than usual, so grab a cup of tea.",
    "Don't forget, the masterclass replay is only up until Sunday.",
    "My next group starts in May and spaces are limited.",
    "We've got a special guest on next week's show.",
    "Okay, enough rambling from me.",
    "Take a screenshot of this and save it for later.",
    "If you'd like more support, check the pinned post.",
    "The poll is up on the community tab.",
    "Peace out, everybody.",
    "Alright my loves, I'll catch you soon.",
    "Don't be a stranger.",
    "Hope you all have a lovely week.",
]
_OFF_TOPIC_T7 = [
    "Fold the egg whites in gently.", "The regatta was called off because of the wind.",
    "Tighten the bolts on the bike seat.", "The under twelves won the cup.",
    "Simmer the stock for an hour.", "The castle tour starts at the gatehouse.",
    "Clear the gutters before the winter.", "The piano tuner comes on Tuesday.",
    "Layer the potatoes with the cream.", "The night bus stops outside the station.",
    "Stack the chairs after the meeting.", "The sunflower seeds need full sun.",
]  # fmt: skip


@dataclass(frozen=True)
class Pools:
    """What the generator draws its web furniture, spoken outros and tails from."""

    lines: list[str]
    spoken: list[str]
    off_topic: list[str]


POOLS = Pools(_BOILERPLATE_LINES, _SPOKEN, _OFF_TOPIC)
POOLS_2 = Pools(_BOILERPLATE_LINES_2, _SPOKEN_2, _OFF_TOPIC_2)
POOLS_3 = Pools(_BOILERPLATE_LINES_3, _SPOKEN_3, _OFF_TOPIC_3)
POOLS_4 = Pools(_BOILERPLATE_LINES_4, _SPOKEN_4, _OFF_TOPIC_4)
POOLS_T3 = Pools(_BOILERPLATE_LINES_T3, _SPOKEN_T3, _OFF_TOPIC_T3)
POOLS_T4 = Pools(_BOILERPLATE_LINES_T4, _SPOKEN_T4, _OFF_TOPIC_T4)
POOLS_T5 = Pools(_BOILERPLATE_LINES_T5, _SPOKEN_T5, _OFF_TOPIC_T5)
POOLS_T6 = Pools(_BOILERPLATE_LINES_T6, _SPOKEN_T6, _OFF_TOPIC_T6)
POOLS_T7 = Pools(_BOILERPLATE_LINES_T7, _SPOKEN_T7, _OFF_TOPIC_T7)


@dataclass
class Injection:
    kind: str
    text: str  # what must be gone from the cleaned text
    count_allowed: int = 0  # how often it may still appear (a loop's first copy stays)


@dataclass
class Noisy:
    text: str
    real: list[str]  # every real sentence, as cleaning must keep it
    injections: list[Injection] = field(default_factory=list)


def article_sentences(path: Path) -> list[str]:
    """The prose sentences of an article's body: no front matter, headings, quote markers,
    list items or Markdown marks."""
    body = path.read_text(encoding="utf-8").split("\n---\n", 1)[1]
    sentences = []
    for line in body.split("\n"):
        line = line.strip()
        if not line or line.startswith(("#", "-", "*", "{{", ">", "|")) or re.match(r"\d+\.", line):
            continue
        line = re.sub(r"\[([^\]]+)\]\([^)]+\)", r"\1", line).replace("**", "").replace("`", "")
        for sentence in re.split(r"(?<=[.!?])\s+(?=[A-Z\"])", line):
            if sentence.endswith((".", "!", "?")) and len(sentence.split()) >= 3 and '"' not in sentence:
                sentences.append(sentence)
    return sentences


def _word(rng: random.Random) -> str:
    syllables = rng.choice([2, 2, 3])
    parts = [rng.choice(_ONSETS) + rng.choice(_NUCLEI) + rng.choice(_CODAS) for _ in range(syllables)]
    return ("".join(parts) + rng.choice(_SUFFIXES))[:14]


def _nonsense_sentence(rng: random.Random) -> tuple[str, list[str]]:
    if rng.random() < 0.25:
        a, b = rng.choice(["feeling", "moment", "healing", "silence"]), rng.choice(["friendly", "caring", "quiet"])
        junk = f"{a}{rng.randint(10, 2099)}{b}"
        return f"And some days you will be {junk} about it.", [junk]
    words, made_up = [], []
    for _ in range(rng.randint(5, 9)):
        if rng.random() < 0.45:
            made_up.append(_word(rng))
            words.append(made_up[-1])
        else:
            words.append(rng.choice(_FUNCTION))
    if len(made_up) < 2:
        made_up += [_word(rng), _word(rng)]
        words += made_up[-2:]
    if rng.random() < 0.2:
        made_up[0] = made_up[0].upper()
        words[words.index(made_up[0].lower())] = made_up[0]
    sentence = " ".join(words)
    return sentence[0].upper() + sentence[1:] + ".", made_up


def _perturb(word: str, rng: random.Random) -> str:
    if word.endswith("s") and len(word) > 3:
        return word[:-1]
    options = [word + "s", word + "ed" if not word.endswith("e") else word + "d"]
    if len(word) > 4:
        i = rng.randrange(1, len(word) - 1)
        options.append(word[:i] + rng.choice("aeiou") + word[i + 1 :])
    return rng.choice(options)


def _near_repeat(sentence: str, rng: random.Random) -> str | None:
    words = sentence.split()
    if not 3 <= len(words) <= 9:
        return None
    candidates = [i for i, w in enumerate(words) if w.strip(".,!?;:").isalpha() and len(w.strip(".,!?;:")) >= 4]
    if not candidates:
        return None
    i = rng.choice(candidates)
    core = words[i].strip(".,!?;:")
    words[i] = words[i].replace(core, _perturb(core, rng))
    changed = " ".join(words)
    return changed if changed != sentence else None


def _phrase_loop(sentence: str, rng: random.Random) -> tuple[str, str] | None:
    words = sentence.split()
    plain = [i for i in range(len(words) - 3) if all(w.isalpha() for w in words[i : i + 3])]
    if len(words) < 7 or not plain:
        return None
    i = rng.choice(plain)
    n = rng.choice([2, 3])
    phrase = " ".join(words[i : i + n])
    looped = " ".join([*words[: i + n], phrase, *words[i + n :]])
    return looped, f"{phrase} {phrase}"


def make_noisy(base: list[str], seed: int, rate: float = 0.18, pools: Pools = POOLS) -> Noisy:
    """A noisy transcript from real sentences; about `rate` of the places get noise."""
    rng = random.Random(seed)
    base = list(dict.fromkeys(base))  # each real sentence once, so a loop is always noise
    out: list[str] = []  # pieces; "\n" pieces are line breaks
    injections: list[Injection] = []
    real: list[str] = []
    for sentence in base:
        if rng.random() < 0.08 and out:
            out.append("\n\n" if rng.random() < 0.5 else "\n")
        said = sentence
        if rng.random() < rate * 0.35:
            looped = _phrase_loop(sentence, rng)
            if looped:
                said, doubled = looped
                injections.append(Injection("phrase_loop", doubled))
        if rng.random() < rate * 0.35:
            fragment = rng.choice(_SCRIPTS)
            stop = rng.choice(_SCRIPT_STOPS)
            glue = "" if stop and rng.random() < 0.6 else " "
            said = f"{fragment}{stop}{glue}{said}" if stop else f"{said[:-1]} {fragment}{said[-1]}"
            if not stop:  # the fragment sits inside the sentence: that sentence is junk now
                injections.append(Injection("other_script", fragment))
                out.append(said)
                continue
            injections.append(Injection("other_script", fragment))
        out.append(said)
        real.append(sentence)
        roll = rng.random()
        if roll < rate * 0.25:
            copies = rng.choice([1, 1, 2])
            rng.random()  # a draw the measured sets were made with: keep it, or they change
            out += [sentence] * copies
            injections.append(Injection("loop", sentence, count_allowed=1))
        elif roll < rate * 0.5:
            changed = _near_repeat(sentence, rng)
            if changed:
                out.append(changed)
                injections.append(Injection("near_repeat", changed))
        elif roll < rate * 0.75:
            junk, made_up = _nonsense_sentence(rng)
            out.append(junk)
            injections += [Injection("nonsense", word) for word in made_up]
        elif roll < rate:
            if rng.random() < 0.6:
                line = rng.choice(pools.lines)
                out += ["\n", line, "\n"]
            else:
                line = rng.choice(pools.spoken)
                out.append(line)
            injections.append(Injection("boilerplate", line))
    tail_junk, made_up = (
        _nonsense_sentence(rng) if rng.random() < 0.5 else (f"You can tell us in a{rng.choice(_SCRIPTS)}.", [])
    )
    tail = [tail_junk, *rng.sample(pools.off_topic, rng.randint(2, 4))]
    out += tail
    injections += [Injection("tail", sentence) for sentence in tail]
    separator = rng.choice(["  ", " "])
    text = ""
    for piece in out:
        if piece.startswith("\n"):
            text = text.rstrip(" ") + piece
        elif not text or text.endswith("\n") or re.search(r"[\u3002\uff01\uff1f\uff0e]$", text):
            text += piece
        else:
            text += separator + piece
    return Noisy(text=text, real=real, injections=injections)


def _norm(text: str) -> str:
    text = unicodedata.normalize("NFC", text)
    for a, b in (("\u2019", "'"), ("\u2018", "'"), ("\u201c", '"'), ("\u201d", '"'), ("\u2014", " - ")):
        text = text.replace(a, b)
    return re.sub(r"\s+", " ", text)


@dataclass
class Score:
    real_total: int = 0
    real_kept: int = 0
    injected: dict[str, int] = field(default_factory=lambda: dict.fromkeys(KINDS, 0))
    removed: dict[str, int] = field(default_factory=lambda: dict.fromkeys(KINDS, 0))
    lost: list[str] = field(default_factory=list)
    left: list[tuple[str, str]] = field(default_factory=list)

    def add(self, other: "Score") -> None:
        self.real_total += other.real_total
        self.real_kept += other.real_kept
        for kind in KINDS:
            self.injected[kind] += other.injected[kind]
            self.removed[kind] += other.removed[kind]
        self.lost += other.lost
        self.left += other.left


def score(cleaned: str, noisy: Noisy) -> Score:
    text = _norm(cleaned)
    result = Score()
    for sentence in noisy.real:
        result.real_total += 1
        if _norm(sentence) in text:
            result.real_kept += 1
        else:
            result.lost.append(sentence)
    real = [_norm(sentence) for sentence in noisy.real]
    for injection in noisy.injections:
        result.injected[injection.kind] += 1
        core = _norm(injection.text).strip(" .:")
        # A sentence the base holds twice ("See flying monkeys." in two articles), or one a
        # near-repeat is a prefix of ("... contact attempt" / "... contact attempts."),
        # may stay as often as the real text holds it.
        allowed = max(injection.count_allowed, sum(sentence.count(core) for sentence in real))
        if text.count(core) <= allowed:
            result.removed[injection.kind] += 1
        else:
            result.left.append((injection.kind, injection.text))
    return result


def _articles(half: int, base: Path | tuple[Path, ...] = BASE) -> list[list[str]]:
    articles = {}
    for path in base if isinstance(base, tuple) else (base,):
        articles.update(json.loads(path.read_text(encoding="utf-8"))["articles"])
    return [articles[name] for i, name in enumerate(sorted(articles)) if half < 0 or i % 2 == half]


# name: (base file, which half of its articles (-1: all), first seed, pools).
SETS = {
    "tune": (BASE, 0, 1, POOLS),
    "heldout": (BASE, 1, 1001, POOLS),
    # Issue 16, second round: new base texts (noise_base2.json), new seeds and new pools,
    # made before the cleaner was changed again; measured once before and once after.
    "heldout2": (BASE_2, -1, 2001, POOLS_2),
    # Issue 16, fourth round: more of the tune half with new seeds, to tune the outro rule on
    # (tails that share one chance word with the text were kept); may be looked at.
    "tune2": (BASE, 0, 3001, POOLS),
    # Issue 16, helper reader: new seeds and new lists of furniture, outros and tails
    # (POOLS_3), written before this round changed the boilerplate rules and measured once,
    # at the end. Every article has been a base before, so its real sentences are not new:
    # the noise is.
    "heldout3": ((BASE, BASE_2), -1, 4001, POOLS_3),
    # Issue 16, helper clean4: new seeds and new lists again (POOLS_4), written before this
    # round changed any rule; measured once before and once at the end, never studied.
    "heldout4": ((BASE, BASE_2), -1, 5001, POOLS_4),
    # Issue 16, helper clean4: yet other lists (POOLS_T3), to study while changing the rules.
    "tune3": ((BASE, BASE_2), -1, 6001, POOLS_T3),
    # Written after the first outro rules, measured before any change for it, then studied.
    "tune4": ((BASE, BASE_2), -1, 7001, POOLS_T4),
    # Written after tune4 was studied, measured before any change for it, then studied.
    "tune5": ((BASE, BASE_2), -1, 8001, POOLS_T5),
    # Written after tune5 was studied, measured before any change for it, then studied.
    "tune6": ((BASE, BASE_2), -1, 9001, POOLS_T6),
    # Written after tune6 was studied, measured before any change for it.
    "tune7": ((BASE, BASE_2), -1, 10001, POOLS_T7),
    # Helper clean5: pools in JSON files (POOLS_DIR), each written before any change for it
    # and measured once with the rules of the day, then studied.
    "tune8": ((BASE, BASE_2), -1, 11001, POOLS_DIR / "tune8.json"),
    "tune9": ((BASE, BASE_2), -1, 12001, POOLS_DIR / "tune9.json"),
    "tune10": ((BASE, BASE_2), -1, 13001, POOLS_DIR / "tune10.json"),
    "tune11": ((BASE, BASE_2), -1, 14001, POOLS_DIR / "tune11.json"),
    "tune12": ((BASE, BASE_2), -1, 15001, POOLS_DIR / "tune12.json"),
    "tune13": ((BASE, BASE_2), -1, 16001, POOLS_DIR / "tune13.json"),
    "tune14": ((BASE, BASE_2), -1, 17001, POOLS_DIR / "tune14.json"),
    "tune15": ((BASE, BASE_2), -1, 18001, POOLS_DIR / "tune15.json"),
    "tune16": ((BASE, BASE_2), -1, 19001, POOLS_DIR / "tune16.json"),
    "tune17": ((BASE, BASE_2), -1, 20001, POOLS_DIR / "tune17.json"),
    "tune18": ((BASE, BASE_2), -1, 21001, POOLS_DIR / "tune18.json"),
    "tune19": ((BASE, BASE_2), -1, 22001, POOLS_DIR / "tune19.json"),
    "tune20": ((BASE, BASE_2), -1, 23001, POOLS_DIR / "tune20.json"),
    "tune21": ((BASE, BASE_2), -1, 24001, POOLS_DIR / "tune21.json"),
}


_POOL_KEYS = {"boilerplate_lines": 1, "spoken": 1, "off_topic": 4}  # key: fewest entries (a tail takes up to 4)


def load_pools(path: Path) -> Pools:
    """Pools from a JSON file {"boilerplate_lines": [...], "spoken": [...], "off_topic": [...]},
    so that a set can be written by someone who never reads the rules (and kept from them)."""
    data = json.loads(Path(path).read_text(encoding="utf-8"))
    data = data if isinstance(data, dict) else {}  # not an object: every key is missing
    for key, fewest in _POOL_KEYS.items():
        entries = data.get(key)
        if not isinstance(entries, list) or not all(isinstance(e, str) and e.strip() for e in entries):
            raise ValueError(f"{path}: {key!r} must be a list of non-empty strings")
        if len(entries) < fewest:
            raise ValueError(f"{path}: {key!r} needs at least {fewest} entries")
    return Pools(list(data["boilerplate_lines"]), list(data["spoken"]), list(data["off_topic"]))


def build_from_pools(
    pools: Pools, first_seed: int, base: Path | tuple[Path, ...] = (BASE, BASE_2), half: int = -1
) -> list[Noisy]:
    """12 transcripts, each made of the sentences of three articles (by default of every
    base article, as heldout4), with noise drawn from `pools` and seeds first_seed on."""
    paths = _articles(half, base)
    transcripts = []
    for k in range(12):
        rng = random.Random(first_seed + k)
        chosen = rng.sample(paths, 3)
        sentences = [s for article in chosen for s in article]
        transcripts.append(make_noisy(sentences, seed=first_seed + k, pools=pools))
    return transcripts


def build_set(name: str) -> list[Noisy]:
    """TUNE (may be looked at), HELDOUT or HELDOUT2 (measured, never studied): 12
    transcripts each, each made of the sentences of three articles."""
    base_file, half, first_seed, pools = SETS[name]
    if isinstance(pools, Path):
        pools = load_pools(pools)
    return build_from_pools(pools, first_seed, base_file, half)
