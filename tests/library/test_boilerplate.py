"""Web furniture and spoken outros beyond fixed phrases (apps.library.boilerplate)."""

import json
from pathlib import Path

import pytest

from apps.library.boilerplate import furniture_lines, is_boilerplate_line, is_spoken_boilerplate
from apps.library.cleaning import clean


@pytest.mark.parametrize(
    "sentence",
    [
        "Make sure you turn on notifications.",
        "Drop a comment and tell me what you think.",
        "Join the channel membership for extra videos.",
        "Check out the playlist on the screen now.",
        "I will see you all next week.",
        "If this helped you, share it with a friend.",
        "Until next time.",
        "Thanks so much for tuning in.",
    ],
)
def test_a_call_to_the_audience_or_a_goodbye_is_spoken_boilerplate(sentence):
    assert is_spoken_boilerplate(sentence)


@pytest.mark.parametrize(
    "sentence",
    [
        "Make sure you are safe before you change anything.",  # a request, no medium
        "He left a comment under every photo you posted.",  # the medium, no request
        "Share the plan with a friend you trust.",
        "Keep a copy of every message and the link it came from, with its date, somewhere safe.",
        "See you as the problem, that is what they want others to do.",
        "Take care of yourself first.",
        "Take care.",
    ],
)
def test_ordinary_speech_about_messages_and_sharing_stays(sentence):
    assert not is_spoken_boilerplate(sentence)


PAGE = [
    "When you stop answering, the silence can feel loud at first.",
    "Open in app",
    "Silence is not a punishment; it is room to breathe and to heal.",
    "Why the silence feels so loud",
    "Photo: Getty Images",
    "You do not owe anyone an explanation for the room you need.",
    "The quiet gets easier with time, though not in a straight line.",
    "Some days the urge to check on them comes back, and that is normal.",
]


def test_a_short_line_off_the_subject_in_a_page_of_prose_is_furniture():
    assert furniture_lines(PAGE) == {1, 4}  # the heading on the page's subject stays


def test_lines_of_a_caption_file_without_punctuation_are_never_furniture():
    captions = ["so today we are going to talk", "about what happens when you", "go no contact with someone"]
    assert furniture_lines(captions) == set()


def test_the_cleaner_removes_furniture_lines_and_keeps_the_prose():
    cleaned = clean("\n".join(PAGE)).text
    assert "Open in app" not in cleaned
    assert "Getty" not in cleaned
    assert "Why the silence feels so loud" in cleaned
    assert "You do not owe anyone an explanation for the room you need." in cleaned


# Issue 16, item 3 (helper clean4): outros that neither open as a request nor name a medium
# the older rules knew, judged by what they are about (the channel or page itself, a
# schedule, a sale, hello and goodbye), not by a list of exact phrases.
@pytest.mark.parametrize(
    "sentence",
    [
        "New videos every Tuesday.",
        "I upload every Wednesday and Saturday.",
        "We go live every Sunday night on YouTube.",
        "Part three comes out next week.",
        "I'll put the timestamps in the description.",
        "Links to everything I mentioned are in the show notes.",
        "The first thousand people to use my link get a free trial.",
        "My coaching program opens again next month.",
        "Grab a hoodie from the store.",
        "Leave a five star review, it really helps.",
        "Today's episode is supported by our wonderful patrons.",
        "Get a discount with code CALM15 at the checkout.",
        "What's up everybody, welcome to another video.",
        "Hello everyone and welcome to the channel.",
        "Cheers, everyone.",
        "Thanks for reading.",
        "Save my name, email, and website in this browser for the next time I comment.",
        "Members get early access to every episode.",
        "Special thanks to our producer, Lee.",
        "Okay, that's all I've got for today.",
        "Notify me of follow-up comments.",
        "Was this page useful?",
        "JavaScript is required to load the comments.",
        "Catch the replay on Sunday.",
        "Big shout-out to my moderators.",
        "The worksheet is linked below.",
        "Join us next Monday for part two.",
        "Okay, let's dive right in.",
        "My DMs are always open.",
        "Send in your questions for the live show.",
        "The sale ends on Friday.",
        "I've pinned the links at the top.",
        "The workbook is free for channel members.",
        "Tap the heart if this helped.",
        "Alright, I'm out.",
        "Applications are now open for the spring group.",
        "Quick bit of housekeeping first.",
        "Hope you all have a great weekend.",
        "Anyway, enough rambling from me.",
        "Welcome, welcome.",
        "Spots are limited, so book early.",
        "We have a special guest today.",
        "Catch the masterclass replay before Friday.",
        "I'll catch you later.",
        "Vote in the poll on the community tab.",
    ],
)
def test_talk_about_the_channel_or_page_itself_is_spoken_boilerplate(sentence):
    assert is_spoken_boilerplate(sentence)


@pytest.mark.parametrize(
    "sentence",
    [
        # The other person's posts, comments and schedules are the subject, never furniture.
        "He posts every Sunday to show you his new life.",
        "They comment on your old photos every night.",
        "She uploads a new picture every weekend.",
        "His new videos are about people who betrayed him.",
        "They may post vague quotes next week, timed to reach you.",
        # The reader's own phone, messages, blocking and evidence.
        "Block the number and the account on every app.",
        "Keep screenshots, voicemails and videos somewhere safe.",
        "Save the link to each post with its date.",
        "You might stop posting for a while, and that is fine.",
        "Don't post anything about the break-up this week.",
        "Put your phone on silent every night before bed.",
        "A blocked number can still leave a voicemail.",
        "The speakers describe the show of a new life as staged for you.",
        "Of course it hurts when the messages stop.",
        "Ask friends not to post photos that show your home or your routine.",
        "Was it helpful to answer him, or did it make things worse?",
        "You are listening to your body when you rest.",
        "If you feel unsafe, get out now.",
        "That's all you need to do for now.",
        "Share it with someone you trust.",
        "The urge to check will come back tomorrow.",
        "The sale of the house took months.",
        "A birthday card can be a way back in.",
        "Signing off on the divorce took a year.",
        "Your mood is linked to how much you slept.",
        "Join a free support group near you.",
        "Save the video and the link somewhere safe.",
        "You can share your screen with an advocate.",
        "A part of you may still miss them.",
        "Take a screenshot of every message and save it somewhere safe.",
        "A binge on old photos can undo a week of calm.",
        "Welcome the quiet days.",
        "Welcome the quiet when it comes.",
        "Hello is all it takes to open the door again.",
        "Thanks are not owed for the way you were treated.",
        "The truth usually comes out in the end.",
        # Messages the other person sends, as a talk may quote them.
        "Do you still have my blue hoodie?",
        "You blocked me on Instagram but not on Spotify.",
        "Still listening to our playlist, I see.",
        "Hope you have a good day.",
        "I'll see you next week at the school gate, he wrote.",
    ],
)
def test_ordinary_sentences_about_phones_posts_and_blocking_stay(sentence):
    assert not is_spoken_boilerplate(sentence)


SHAPED = [
    "Before the messages stopped, every evening felt like waiting for a storm.",
    "Written by Jane Harper",
    "You are allowed to take up space in your own life.",
    "Posted 12 March 2022 | 6 min read",
    "The first weeks of silence are often the hardest ones.",
    "Categories: Healing, Silence",
    "Share \u00b7 Healing \u00b7 Silence",
    "View more replies",
    "2.4K",
    "Nothing you did made you deserve the way you were treated.",
    "Some days will be easier than others, and that is normal.",
    "Healing is not a straight line, and silence is not a punishment.",
    "The replies you did not send are not a failure of courage.",
    "Old messages can stay where they are until you feel ready.",
    "Rest counts as progress too.",
    "Healing takes the time it takes.",
    "Pinned by Healing Notes",
    "Ready for more?",
    "Why does the silence hurt so much?",
    "The storm passes, even when it does not feel like it.",
    "Space and rest are part of healing, not a break from it.",
]


def test_short_lines_shaped_like_furniture_in_a_page_of_prose_go_even_on_the_subject():
    # Most of these share a word with the page ("silence", "healing", "replies"), so the
    # older rule (a line off the page's subject) kept them; their shape gives them away.
    assert furniture_lines(SHAPED) == {1, 3, 5, 6, 7, 8, 16, 17}  # not the question on the subject


def test_a_caption_file_with_dates_and_numbers_keeps_every_line():
    captions = ["so on march 3 2021 he sent", "twelve messages in one night", "and I did not reply to any"]
    assert furniture_lines(captions) == set()


def test_the_cleaner_removes_an_outro_about_the_channel_and_keeps_the_talk():
    talk = (
        "He posts every Sunday to show you his new life. That post is for you. "
        "New episodes every Friday. Thanks for reading."
    )
    cleaned = clean(talk).text
    assert cleaned == "He posts every Sunday to show you his new life. That post is for you."


# Issue 16, item 3 (helper clean5): outros with no channel word, judged by what they do to
# the session: close or open it, thank or praise the audience, apologise for the recording,
# or wish the audience well when it is named as such.
@pytest.mark.parametrize(
    "sentence",
    [
        "That's all for today, take care.",
        "Alright folks, that's gonna do it for me.",
        "Okay, I'm going to wrap it up there.",
        "I'll leave it there for today.",
        "Talk soon, friends.",
        "Much love, and I'll be back soon.",
        "Love you all, see you Friday.",
        "See you Thursday.",
        "Until next week.",
        "Welcome back to another session, everyone.",
        "Hey guys welcome back.",
        "If you're new here, hi, I'm so glad you found us.",
        "Let's get into today's topic.",
        "Thank you all so much for being here with me today.",
        "Thanks for spending your evening with me.",
        "Thank you, everyone.",
        "I appreciate each and every one of you.",
        "You guys are the best, honestly.",
        "Sorry about the audio in the first few minutes.",
        "Apologies for the background noise, my neighbour is mowing.",
        "Sorry this one went up late.",
        "Stay safe out there, everybody.",
        "Stay safe out there.",
        "Have a gentle week, my loves.",
        # Studied on tune9: talk about the talking, coming back, welcoming, asking what next.
        "Right, I think that's everything.",
        "So yeah, that's my two cents.",
        "Okay, I've been talking for ages.",
        "I'm going to hop off now.",
        "Anyway, I've kept you long enough.",
        "Thanks a million for the lovely messages last week.",
        "A huge welcome to all the new faces.",
        "Hi, hello, and welcome, whoever you are.",
        "Good morning, good afternoon, or good evening, wherever you're watching from.",
        "I hope this was useful to someone out there.",
        "Go gently this week, lovely ones.",
        "Let me know if you want a follow-up on this.",
        "Excuse the messy background, we're moving house.",
        "Hope you're all keeping well.",
        "We're back after a short break.",
        "Cheerio.",
        "I'll pop the resources underneath.",
        "Chat to you all on Sunday.",
        "Quick note before we start, my camera died, so it's just my voice today.",
        # Studied on tune10: sentences judged by the kinds of session cue they carry.
        "And that brings us to the end of our time together.",
        "Right, I'll let you get on with your day.",
        "Okay, I'm going to stop recording now.",
        "Thanks again to everyone who joined live.",
        "I can see a few of you typing.",
        "Give me a second, the chat is moving fast.",
        "If you've made it this far, thank you.",
        "I'll be doing a Q and A on this soon.",
        "Next week we're talking about grief.",
        "Mind the dog barking in the background.",
        "Let's pick this up on Wednesday.",
        "Hi all, it's Tuesday, and I'm in the car.",
        "Good to be back with you.",
        "Take a moment to like this if it landed.",
        "I'll leave you with that thought.",
        "Anyway, much more on this next time.",
        "Thank you for trusting me with your stories.",
        "Ta-ra for now.",
        # Studied on tune11.
        "Alright, my voice is going, so I'll call it a day.",
        "Thanks for hanging in there with me.",
        "Drop me a line if anything here resonated.",
        "I'll see myself out.",
        "Be good to each other.",
        "So good to have so many of you here tonight.",
        "We ran a bit over time, sorry.",
        "Okay, let's get cracking.",
        "Hope the week is treating you kindly.",
        "Keep your questions coming.",
        "You've been a lovely audience.",
        "Mwah, night night.",
        "That's us for another week.",
        "Let me just check the sound is working.",
        # Studied on tune12.
        "Okay, that's where I'll stop for now.",
        "It's half past ten here, so forgive the yawning.",
        "Right, on to the good stuff.",
        "I'll put together a checklist for next time.",
        "That's your lot for this week.",
        "Many thanks for the birthday wishes.",
        "It's been a pleasure, as always.",
        # Studied on tune13.
        "Until we meet again.",
        "I'm just going to read a couple of your comments.",
        "This is my third attempt at recording this.",
        "Quick plug, the book is out in March.",
        "Let's call that part one.",
        # Studied on tune14.
        "Big hug, talk later.",
        "Give yourselves a pat on the back for showing up.",
        "The next live is on the twelfth.",
        # Studied on tune15.
        "Your support keeps this site free.",
        "You're all stars.",
        "You made it to the end, well done.",
        "That's been our conversation for today.",
        "Merry Christmas to those who celebrate.",
        "Happy Friday, everyone.",
        "I've been getting a lot of DMs about this.",
        # Studied on tune17.
        "Welcome in, grab a seat.",
        "I just want to say how much your emails mean to me.",
        "Quick one today, I'm in between appointments.",
        "Until the next one, look after yourselves.",
        "Happy listening.",
        "Hit reply and tell me how you're doing.",
        "Greetings from a sunny balcony.",
        "Let's dive back in.",
        "We're twenty minutes in, so let's move on.",
        "Gotta run, bye.",
        "It's a long one, so settle in.",
        # Studied on tune18: a lecture's or a formal speaker's way of running the session.
        "Thank you for your attention.",
        "I'd be happy to take questions now.",
        "This concludes today's lecture.",
        "In the next lesson we will look at anger.",
        "Don't miss the upcoming workshop.",
        "Let us close with a moment of quiet.",
        "This has been another production of Calm Minds Media.",
        "All the best and goodbye.",
        "Kind regards to all listeners.",
        "Stay blessed.",
        "I am very happy you are here.",
        "Please excuse my English.",
        "For more content like this, visit us again.",
        "Any questions, just ask.",
        "That will be all for this part.",
        "We continue after a short pause.",
        "Peace be with you all.",
        # Studied on tune19: two hosts, audiobooks.
        "And I'm Jess, and this is Quiet Roads.",
        "Before we wrap, a quick listener question.",
        "Shall we do the round-up?",
        "Let's take a quick breather and come back.",
        "You've been listening to Quiet Roads.",
        "That's chapter four done.",
        "End of chapter seven.",
        "Now, over to my co-host.",
        "Send this to the friend who needs it.",
        "We'll read a couple of your letters next week.",
        "I love these little chats with you.",
        "Alright, who's still here?",
        "Okay, signing out.",
        "That's today's reflection.",
        # Studied on tune20: short videos, video calls, support circles, radio phone-ins.
        "Part two is on my page.",
        "Follow for more tips like this.",
        "Stitch this with your story.",
        "Can everyone see my screen?",
        "You're on mute, Karen.",
        "Let's go around the circle one more time.",
        "We have a caller on line two.",
        "Let's go to the phones.",
        "Keep the texts coming in.",
        "Coming up after the news, more of your stories.",
        "Feel free to turn your cameras off.",
        "The breakout rooms are open.",
        "Wave if you can hear me.",
        "Pop your name in the chat.",
        "That's a good place to pause.",
        # The page or channel about itself (studied on the spent heldout3 and heldout4).
        "I post every Thursday at six.",
        "You can find me on Instagram as well.",
        "Affiliate disclosure: we may earn a commission from links on this page.",
    ],
)
def test_an_outro_that_runs_the_session_is_spoken_boilerplate_without_a_channel_word(sentence):
    assert is_spoken_boilerplate(sentence)


@pytest.mark.parametrize(
    "sentence",
    [
        # Advice to the listener, as the talks and articles give it.
        "Take care of yourself.",
        "Take care of yourself first.",
        "You deserve peace.",
        "You all deserve to feel safe.",
        "Everyone deserves peace.",
        "Everyone has faults, and you are allowed to keep growing.",
        "Not everyone can go fully no contact.",
        "Plan first: talk to a domestic abuse support service, decide how you will stay safe, then make changes.",
        "Stay safe.",
        "Be gentle with yourself today.",
        "Spend time with people who are glad to see you.",
        "Friends, this part matters more than any other.",
        "So everyone around you hears one story.",
        "Thank everyone who stood by you.",
        "Say hello to everyone who kept you safe.",
        # The real transcripts: an opening the reader keeps, apologies that are the subject.
        "Let's get started.",
        "And today, I am pulling back the curtain.",
        "You do not need their apology.",
        "Maybe they apologized just enough to keep you hanging.",
        "I'm sorry you're struggling.",
        "I'm sorry, this one is hard to hear.",
        "I'm sorry the connection was never real.",
        # What the other person writes, as a talk may quote it.
        "Thank you for caring.",
        "Until then, nothing from me.",
        "See you Friday at the handover.",
        "I'll wait until tomorrow.",
        "Thanks for the lovely evening, he wrote.",
        "I'll be back for my things on Sunday, she said.",
        "Don't post anything about the break-up this week.",
        "You can find me at my mother's.",
        "He will find you on every app.",
        "Head off the argument before it starts.",
        "Before we begin to heal, we have to grieve.",
        "Leave the spare key underneath the mat.",
        "Thanks for your message.",
        "Let me know when you are free.",
        "I hope it was worth it.",
        "Good morning is all it takes to start again.",
        "Thank you to everyone who's been there for me through the hardest month of my life.",
        "i swear ill show everyone those pics",
        "I'm going to come to the kids' school play on Friday, you can't stop me.",
        "Babe i love you, i'm sorry about last night, i didnt mean any of it.",
        "Hi Sam, the dentist confirmed Tuesday 4.15 for Maya.",
        "Hey you, random but I drove past the old place today.",
        "Well, that was the week the messages finally stopped.",
        "We were back at square one by the weekend.",
        "I'll be honest with you today: healing is slow.",
        "Let me say this clearly: you are not too much.",
        "Welcome the silence this week.",
        "He ran over the same argument for hours.",
        "The meeting ran over, so I missed the call.",
        "You don't have to forgive the lying.",
        "Moving on to a new town took courage.",
        "It's been a year since the last message.",
        "I recorded every call after that night.",
        "A lot of you will recognise this pattern.",
        "Hey, it's me.",  # a hoovering message, as a talk may quote it
        "hey its me again.",
        "He never stopped showing up at the door.",
        "The Exit control at the top of every page leaves this site at once.",
        "Merry Christmas.",
        "You made it to the end of that year, and that matters.",
        "You are all worthy of a calm life.",
        "You don't have to say goodbye.",
        "Your messages mean nothing to him now.",
        "Welcome the quiet, even when it feels strange.",
        "You don't have to answer questions about your private life.",
        "Let us close the door on that chapter.",
        "You never got to say goodbye.",
        "I am glad you are safe now.",
        "Before we go further, notice how your body feels.",
        "I'm Sam, and this is what he did to me.",
        "Who's still in your corner when things get hard?",
        "He put it on my page for everyone to see.",
        "Mute the group chat for a week.",
        "It is a good place to start healing.",
        "Thank yourself tonight for choosing your own safety.",
    ],
)
def test_advice_to_the_listener_and_quoted_messages_are_not_session_talk(sentence):
    assert not is_spoken_boilerplate(sentence)


# The speaker's asides (apps.library.session.asides): a short sentence with the speaker, the
# audience or a hello in it, whose less common words appear nowhere else in the transcript.
TALK = [
    "No contact is a boundary you keep for your own peace.",
    "The silence after leaving can feel heavy at first.",
    "Silence is not cruelty; it is room to heal.",
    "The urge to check their profile comes in waves.",
    "Each wave passes, even when the urge feels endless.",
    "A boundary does not need an explanation.",
    "Your peace is worth the quiet.",
    "Some days the silence feels like a punishment.",
    "It is not a punishment; it is protection.",
    "Protection can look like blocking a number.",
    "Blocking a number is not petty; it is a boundary.",
    "The urge to explain yourself is strong.",
    "Explanations invite argument, and argument reopens the door.",
    "I gave you everything.",
    "That line is meant to pull you back through the door.",
    "Guilt is the hook, and the hook is familiar.",
    "Familiar does not mean safe.",
    "Peace can feel unfamiliar after years of chaos.",
    "Chaos felt normal because it was constant.",
    "Constant alertness is exhausting.",
    "Rest is part of healing, not a break from it.",
    "Healing takes the time it takes.",
    "I'm gonna go make dinner now.",
    "The waves of urge grow smaller with time.",
    "Smaller waves still deserve your patience.",
    "Patience with yourself is part of the boundary.",
    "The boundary protects your peace.",
    "Protecting your peace is not selfish.",
    "Selfish is a word they used to keep you explaining.",
    "Hello from a very rainy Manchester.",
    "Explaining ends when you decide it ends.",
    "The silence is yours to keep.",
    "She laughed at me in Lisbon once.",  # names someone else: the subject
    "I kept my boundary through a whole winter.",  # shares "boundary" with the talk
    # Speech-recognition fragments from a real transcript (001): garble.py's to judge.
    "My courage has no answer or answer.",  # "my" alone is no sign of the session
    "Therefore, I dive into a more different serious",  # not ended as a sentence
]


def test_an_aside_off_the_subject_goes_and_the_talk_stays():
    cleaned = clean(" ".join(TALK)).text
    assert "make dinner" not in cleaned
    assert "Manchester" not in cleaned
    assert "I gave you everything." in cleaned  # no less common word: no evidence, stays
    assert "Selfish is a word they used to keep you explaining." in cleaned
    assert "Familiar does not mean safe." in cleaned
    assert "She laughed at me in Lisbon once." in cleaned
    assert "I kept my boundary through a whole winter." in cleaned


def test_asides_need_a_transcript_long_enough_to_know_its_subject():
    from apps.library.session import asides

    assert asides(TALK) == {22, 29}
    assert asides(TALK[20:]) == set()  # 12 sentences: too few to tell the subject by


@pytest.mark.parametrize(
    "line",
    [
        "Home \u203a Guides \u203a Family Estrangement \u203a Going No Contact",
        "About | Contact | Privacy Policy | Terms of Use",
        "Shop \u00b7 Blog \u00b7 Events \u00b7 About",
        "Resources \u00bb Articles \u00bb Page 3",
        "You are here: Home / Podcast / Season 3",
    ],
)
def test_a_menu_or_a_breadcrumb_trail_is_furniture_even_on_the_subject(line):
    assert is_boilerplate_line(line)


@pytest.mark.parametrize(
    "line",
    [
        "Ignore - block - delete",
        "Mother / father / sibling",
        "Work, home, sleep.",
        "Before | after",
        "Calm | steady | and then the message came, and everything I had planned for the evening fell away.",
    ],
)
def test_words_joined_by_dashes_slashes_or_in_two_are_not_a_menu(line):
    assert not is_boilerplate_line(line)


@pytest.mark.parametrize(
    "line",
    [
        "You might also enjoy: 9 Signs Your Parent Was Emotionally Immature",
        "About the author: Sam is a counsellor who writes about family estrangement and healing.",
        "Related posts: Why they come back after months of silence",
    ],
)
def test_a_furniture_label_and_what_it_labels_is_furniture_whatever_follows(line):
    assert is_boilerplate_line(line)


@pytest.mark.parametrize(
    "line",
    [
        "Help: call the emergency number if you are in danger.",
        "Contact: keep a log of every attempt.",
        "Remember: they will try again.",
        'Posted in the parents\' group: "Anyone else had trouble with the mum from year three who never answers?"',
    ],
)
def test_a_one_word_label_or_a_word_of_advice_before_a_colon_stays(line):
    assert not is_boilerplate_line(line)


@pytest.mark.parametrize(
    "line",
    [
        "\u00a9 2024 Northlight Media Ltd. All rights reserved.",
        "Powered by Ghost | Theme by Casper",
        "Site by Pixel & Pine",
        "Photo: Alamy / Stock",
        "Photo by Jo Hart on Unsplash",
        "Your privacy settings",
        "8 readers found this helpful",
        "rowan.writes \u00b7 3 weeks ago",
        "Contents [hide]",
    ],
)
def test_credits_copyright_and_comment_metadata_are_furniture(line):
    assert is_boilerplate_line(line)


@pytest.mark.parametrize(
    "line",
    [
        "Designed by nature to protect you.",
        "Photo by photo, the album filled up",
        "Built on trust, not fear.",
        "The photo: proof of where you were",
    ],
)
def test_sentences_that_open_like_a_credit_stay(line):
    assert not is_boilerplate_line(line)


@pytest.mark.parametrize(
    "sentence",
    [
        "I'm eating cereal for dinner.",
        "The day I left was a Tuesday.",
        "At handoffs I stay in the car.",
        "Then I went out to the garage and punched a bag of potting soil.",
        "I said thank you, and smiled, and went to my car.",
        "It said, I hope you're comfortable, and I hope you're looked after.",
        # From blind12's talk and monologues, once spent: "live" the verb, "now" without the
        # speaker leaving, "a thank you" the noun.
        "And I thought, I can't live like this.",
        "I'm twenty seven now.",
        "I think I expected a thank you, which is funny when I say it out loud.",
    ],
)
def test_a_speakers_own_story_is_not_an_aside(sentence):
    # First-person detail said once ("cereal", "garage") is how a story is told; an aside
    # names the audience, says hello or thanks, or is the speaker acting now.
    cleaned = clean(" ".join([*TALK[:25], sentence, *TALK[25:]])).text
    assert sentence in cleaned
    assert "Manchester" not in cleaned  # "Hello from a very rainy Manchester.": still an aside


def _kept_share(monologues: dict[str, list[str]]) -> float:
    kept = total = 0
    for sentences in monologues.values():
        text = "\n\n".join(" ".join(sentences[i : i + 6]) for i in range(0, len(sentences), 6))
        cleaned = clean(text).text
        kept += sum(sentence in cleaned for sentence in sentences)
        total += len(sentences)
    return kept / total


@pytest.mark.parametrize("name", ["spoken_stories_a", "spoken_stories_b", "spoken_stories_c"])
def test_spoken_stories_keep_their_sentences(name):
    # Every sentence of these monologues is real talk (pools/spoken_stories_*.json).
    data = json.loads((Path(__file__).parent / "pools" / f"{name}.json").read_text(encoding="utf-8"))
    assert _kept_share(data["articles"]) >= 0.99


@pytest.mark.parametrize("name", ["real_sentences9", "real_sentences10", "real_sentences11"])
def test_real_sentences_with_everyday_words_stay_inside_a_talk(name):
    # pools/real_sentences9.json and 10: advice, story and plain story lines that use the
    # words of chatter (weather, food, gardens, the wifi ...) and of running a room (seats,
    # tea, the host, calls, questions, meetings); 11: the same words beside "they", "she"
    # and "them", and long sentences; each read inside a talk.
    data = json.loads((Path(__file__).parent / "pools" / f"{name}.json").read_text(encoding="utf-8"))
    lost = [s for s in data["sentences"] if s not in clean(" ".join([*TALK[:25], s, *TALK[25:]])).text]
    assert len(data["sentences"]) == 400
    assert lost == []


@pytest.mark.parametrize(
    "line",
    [
        "Guides \u203a Co-parenting \u203a When the Other Parent Ignores the Schedule Again",
        "You are here: Articles / Family / Page 4",
        "You are here: Library \u203a Safety",
        '31 Responses to "What I Wish I Had Known Sooner"',
        "5 thoughts on \u201cLetters You Never Send\u201d",
        "This page contains affiliate links; if you buy through them, I earn a small commission.",
        "As an Amazon Associate we earn a commission from qualifying purchases.",
    ],
)
def test_a_trail_to_a_long_title_a_thread_heading_and_an_affiliate_notice_are_furniture(line):
    assert is_boilerplate_line(line)


@pytest.mark.parametrize(
    "line",
    [
        "You are here because you chose yourself.",
        "You are here: safe, and that is enough.",
        "No replies to my message.",
        "3 comments on my photo.",
        "2 replies to his post",
        "Home > work > home again, and every evening the same message waiting on the table.",
    ],
)
def test_sentences_that_open_like_a_trail_or_a_thread_heading_stay(line):
    assert not is_boilerplate_line(line)


def test_a_longer_aside_off_the_subject_goes_and_a_long_sentence_on_it_stays():
    aside = "My dog has decided to bark at the window cleaner, so I'm sorry in advance for the racket."
    on_subject = "I kept my boundary through a whole winter of birthdays, silences and sudden warm messages."
    cleaned = clean(" ".join([*TALK[:20], aside, on_subject, *TALK[20:]])).text
    assert "window cleaner" not in cleaned
    assert on_subject in cleaned


@pytest.mark.parametrize("sentence", ["Part two.", "Chapter 14.", "Lecture nine.", "Track 7"])
def test_a_heading_read_out_on_its_own_is_session_talk(sentence):
    assert is_spoken_boilerplate(sentence)


@pytest.mark.parametrize("sentence", ["Part of me wanted to reply.", "Chapter two of my life began that spring."])
def test_a_sentence_that_opens_like_a_heading_stays(sentence):
    assert not is_spoken_boilerplate(sentence)


# Running the live room, lecture or stream, by kind (session.running_the_room). Written for
# this test, in no pools file.
@pytest.mark.parametrize(
    "sentence",
    [
        "We'll take a quick ten minute break so everyone can find the coffee and come back refreshed.",
        "I think we've got about five minutes left, so I'll go quickly through the last slide.",
        "The next question tonight comes from Priya, who wonders how to handle a neighbour who gossips.",
        "Someone in the chat asks whether the handout will be emailed round afterwards.",
        "Give me a second while I mute myself and find the right document.",
        "You can always rewatch the recording later if the sound cuts out here.",
        "I'll stick around for a few minutes after we stop in case anyone wants a quiet word.",
        "I have two coaching slots free in March if anyone wants to work on this with me.",
        "Tonight's hour is brought to you by Larkspur, the tea I drink on every single show.",
        "Thanks to the twelve monthly supporters who keep the whole podcast going, you know who you are.",
        "Thank you, Arlo, for the gifted subs, that was lovely.",
        "My cat is about to walk across the keyboard any second now, I can feel it.",
        "Let me just adjust the lamp, it's shining straight into my eyes.",
        "This session is the second in our four-week series on starting over.",
        "Sorry, I said March, I meant May.",
        "The wifi code is written on the whiteboard by the door.",
        "There are a few chairs free at the back if you're standing.",
        "We'll finish a little early tonight because of the storm.",
        "Looks like the caller has hung up, so let's keep going.",
        "There goes the phone again, just ignore it.",
        "The next question, from a listener in Cork, is from someone who moved back home.",
    ],
)
def test_running_the_live_room_is_session_talk(sentence):
    assert is_spoken_boilerplate(sentence)


@pytest.mark.parametrize(
    "sentence",
    [
        "Take a break from the news for a week and see how you feel.",
        "You have ten minutes to decide, they said, and then the door closed.",
        "The first question most people ask is whether it will ever get easier.",
        "My dog sat with me every evening that winter, and he never asked for an explanation.",
        "Thank you for the gift of your honesty, I wrote, and then I blocked the number.",
        "Someone asked me whether I missed them, and I did not know what to say.",
        "There is a waiting list for most counselling services, so ask early.",
        '"We\'ll take a break," she said, and I knew what that meant.',
        "I said sorry, I meant it, and it changed nothing.",
        "The next question is whether you owe an answer at all.",
        "You can finish early, leave early, and owe no one a reason.",
        # Advice on privacy (pools/real_sentences9.json), not the venue's wifi.
        "Change the wifi password.",
        "Locks, the wifi password and the phone number were all changed in the same afternoon, one after another.",
    ],
)
def test_advice_and_story_with_the_same_words_stays(sentence):
    assert not is_spoken_boilerplate(sentence)


@pytest.mark.parametrize(
    "line",
    ["Sign in or create a free account to read on", "Subscribe to keep reading", "Log in to unlock"],
)
def test_a_paywall_prompt_is_furniture(line):
    assert is_boilerplate_line(line)


@pytest.mark.parametrize(
    "line",
    [
        "Posted 12 March 2026 \u00b7 St Aidan's Peer Support Group",
        "Recorded live on 4 June 2024 at the Friends Meeting House",
        "Posted by admin on March 12, 2026 in Recovery",
        "Aired Sept. 3rd, 2023 on BBC Radio Wales",
        "Streamed on 2024-06-04",
    ],
)
def test_a_dateline_is_furniture(line):
    assert is_boilerplate_line(line)


@pytest.mark.parametrize(
    "line", ["I posted on 12 March that I was leaving.", "We recorded it in May and it went out in June."]
)
def test_a_sentence_about_posting_or_recording_is_not_a_dateline(line):
    assert not is_boilerplate_line(line)


def test_a_sentence_is_foreign_when_no_other_sentence_uses_its_less_common_words():
    from apps.library.session import foreign

    extra = ["The retiring collection this evening is for the roof fund.", "I gave you everything."]
    found = foreign([*TALK, *extra])
    assert len(TALK) in found  # "retiring", "collection", "evening", "roof": nowhere else
    assert len(TALK) + 1 not in found  # no less common word: no evidence either way
    assert foreign([*TALK, *extra, "They sent the collection plate round twice."]) == found - {len(TALK)}
    assert foreign(TALK[:20] + extra) == set()  # too short to know its subject by


# Round 15: a page's fields and counters, read from the spent pools heldout14 and heldout15.
@pytest.mark.parametrize(
    "line",
    [
        "Re: Best bait for tench on the lower lake?",
        "Fwd: minutes of the last meeting",
        "Unread messages (3)",
        "Basket (0)",
        "Check-in: Fri 18 Oct — Check-out: Sun 20 Oct",
        "Next collection: Green bin (garden waste) \u2013 Friday 12 July",
        "Sign in with your university account to renew loans",
    ],
)
def test_a_message_subject_a_counter_or_a_dated_field_is_page_furniture(line):
    assert is_boilerplate_line(line)


@pytest.mark.parametrize(
    "line",
    [
        "By 12 May: he had called 40 times.",
        "He texted me on 12 May, three weeks after I left.",
        "I had to sign in with my old account to see it.",
        "Remember: you do not owe anyone a reply.",
        "day one: 12 march he called",  # a caption line, not a page's label
    ],
)
def test_speech_with_a_colon_a_date_or_an_account_stays(line):
    assert not is_boilerplate_line(line)
