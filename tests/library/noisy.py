"""A noisy transcript written for the tests, and what cleaning it must give.

It has what the shipped transcripts have (see shared research, noise inventory) and a
little more: a byte-order mark, Windows line breaks, curly quotes, dashes, the ellipsis
character, invisible characters, web boilerplate lines, sentence loops (exact, near,
a trailing clause said again, a block said again across a paragraph break, a false
start), a phrase looping inside a sentence, garbled words of three kinds, a garbled
burst in the middle and an unrelated outro at the end.
"""

NOISY = (
    "\ufeffWhen you step back, the quiet can feel strange at first.  It isn\u2019t a "
    "punishment; it\u2019s room to\u00a0breathe.\r\n"
    "Share this:\r\n"
    "They may send a message that says \u201cjust checking in\u201d \u2014 and then "
    "nothing for weeks\u2026 You do not owe anyone a reply. You do not owe anyone a "
    "reply. You do not owe anyone a reply.\r\n"
    "Leave a Comment\r\n"
    "Some people find that writing things down helps them see the pattern more clearly "
    "over time. Some people find that writing things down helps them see the patterns "
    "more clearly over time. Keeping a simple record can make the confusion smaller, "
    "because the record does not change its mind. Because the record does not change "
    "its mind.\r\n"
    "When you are tired you are tired you are tired of explaining, it is fine to stop. "
    "You do not need their apology. You do not need their validation. They may tell you "
    "you are the only one who understood them. It can feel so, so hard.\r\n"
    "Rest is part of healing, and some days you will feel2002friendly and tired. Your "
    "feelings make sense, even the ones that pull in two directions. Yes. Just nunca "
    "WXYZQUOTAPLAN essentially, I feel learned. I make progress. I ex\u0105mple "
    "repression. Small routines give the day a shape again. A walk counts. A glass of "
    "water counts.\r\n"
    "Page 2 of 3\r\n"
    "But that is the trap. They leave the mess with you. And then they watch.\r\n\r\n"
    "But that is the trap. They leave the mess with you. And then they watch. Step by "
    "step, you can put it down.\u200b It helps to remember that the pattern is not "
    "about you. The pattern is about control, and control needs your attention.\r\n"
    "We use cookies to improve your experience on our site. Accept\r\n"
    "Subscribe to our newsletter\r\n"
    "Tags: boundaries, recovery\r\n"
    "You are allowed to choose peace over being understood. You are allowed to choose "
    "peace over being understood by people who never listened. Peace is not the same as "
    "giving up. Thank you for reading this far. Do not forget to like and subscribe. "
    "You can tell us in a\u4e00\u9ede minute. Let us get started. Push the magnet back "
    "up."
)

# Every real sentence, as cleaning must leave it (plain quotes and dashes).
REAL_SENTENCES = [
    "When you step back, the quiet can feel strange at first.",
    "It isn't a punishment; it's room to breathe.",
    (
        'They may send a message that says "just checking in" \u2014 and then nothing for '
        "weeks... You do not owe anyone a reply."
    ),
    ("Some people find that writing things down helps them see the pattern more clearly over time."),
    ("Keeping a simple record can make the confusion smaller, because the record does not change its mind."),
    "When you are tired of explaining, it is fine to stop.",
    "You do not need their apology.",
    "You do not need their validation.",
    "They may tell you you are the only one who understood them.",
    "It can feel so, so hard.",
    "Rest is part of healing.",
    "Your feelings make sense, even the ones that pull in two directions.",
    "Small routines give the day a shape again.",
    "A walk counts.",
    "A glass of water counts.",
    "But that is the trap.",
    "They leave the mess with you.",
    "And then they watch.",
    "Step by step, you can put it down.",
    "It helps to remember that the pattern is not about you.",
    "The pattern is about control, and control needs your attention.",
    ("You are allowed to choose peace over being understood by people who never listened."),
    "Peace is not the same as giving up.",
]

# Said once in the cleaned text, though the noisy one says them more often.
ONCE = [
    "You do not owe anyone a reply.",
    "But that is the trap.",
    "They leave the mess with you.",
    "And then they watch.",
    "because the record does not change its mind",
    "you are tired",
]

# None of this may be left.
GONE = [
    # The page thanking its reader (was kept as a real closing sentence until clean6's
    # classifier judged it talk about the page itself, as the pools' outros are).
    "Thank you for reading this far.",
    "Share this",
    "Leave a Comment",
    "Page 2 of 3",
    "cookies",
    "Subscribe to our newsletter",
    "Tags:",
    "like and subscribe",
    "see the patterns more clearly",
    "feel2002friendly",
    "WXYZQUOTAPLAN",
    "nunca",
    "I feel learned",
    "I make progress",
    "ex\u0105mple",
    "\u4e00",
    "Yes.",
    "Let us get started",
    "magnet",
    "\u2019",
    "\u201c",
    "\u2026",
    "\u200b",
    "\ufeff",
    "\r",
    "\u00a0",
    "  ",
]
