"""Load the 22 tactics of the shared vocabulary.

The wording is frozen here on purpose (a migration must not import code that changes
later). Slugs are stable keys; the wording can be edited afterwards in the admin, and
re-running this migration never overwrites such edits (it only creates missing rows).
"""

from django.db import migrations

# (slug, name, definition, also_known_as), in display order.
TACTICS = [
    (
        "hoovering",
        "Hoovering",
        "Getting back in touch after a gap with a light, friendly or \u201cmiss you\u201d message, to reopen contact.",
        "just checking in, resurfacing",
    ),
    (
        "baiting",
        "Baiting",
        "Sending something provocative, such as a dig, a sore subject or a small test, to draw out any reaction at all.",
        "provoking, pushing buttons",
    ),
    (
        "vague-posting",
        "Vague posting",
        "Posting pointed but indirect content, such as quotes about betrayal or fake people, meant for you to see without writing to you.",
        "subtweeting, vaguebooking",
    ),
    (
        "surveillance",
        "Surveillance",
        "Keeping watch on your life from a distance, such as viewing your stories, liking old posts or knowing where you have been.",
        "lurking, monitoring, orbiting",
    ),
    (
        "guilt-tripping",
        "Guilt tripping",
        "Presenting your distance as something that wounds them or the family, so that you feel you owe them a reply.",
        "guilt trip",
    ),
    (
        "pity-play",
        "Pity play",
        "Describing themselves as struggling, broken or alone, so that keeping your distance feels cruel.",
        "playing the victim, sob story",
    ),
    (
        "smear-campaign",
        "Smear campaign",
        "Telling other people a distorted story about you or the relationship, so that you look like the one at fault.",
        "spreading rumours",
    ),
    (
        "flying-monkeys",
        "Flying monkeys",
        "Reaching you through friends, family or others, who pass on messages, ask about you or urge you to get back in touch.",
        "contact through other people",
    ),
    (
        "triangulation",
        "Triangulation",
        "Bringing a new partner or another person into view, so that you feel compared, replaceable or jealous.",
        "flaunting a replacement",
    ),
    (
        "breadcrumbing",
        "Breadcrumbing",
        "Offering small scraps of attention or hints of a shared future that keep you hoping without any real commitment.",
        "false hope, future faking",
    ),
    (
        "strategic-silence",
        "Strategic silence",
        "Going quiet or disappearing on purpose, so that the uncertainty pulls you into reaching out first.",
        "silent treatment, going cold",
    ),
    (
        "love-bombing",
        "Love bombing",
        "A sudden flood of praise, affection and attention, often as if nothing had happened, to bring back the feeling of the early days.",
        "flattery, charm offensive",
    ),
    (
        "fake-apology",
        "Fake apology",
        "An apology or a promise to have changed that asks for contact back rather than taking responsibility for what happened.",
        "\u201cI\u2019ve changed\u201d, hollow apology",
    ),
    (
        "gaslighting",
        "Gaslighting",
        "Denying or rewriting what happened, or twisting your words, so that you start to doubt your own memory.",
        "rewriting history",
    ),
    (
        "blame-reversal",
        "Blame reversal",
        "Treating your boundary as the wrong, calling it cold, cruel or abandonment, so that you seem to be the one who caused the harm.",
        "flipping the script",
    ),
    (
        "timed-contact",
        "Timed contact",
        "Getting in touch on a loaded occasion, such as a birthday, an anniversary, a holiday, an illness or bad news, when silence feels harder.",
        "birthday and anniversary messages",
    ),
    (
        "showing-up",
        "Showing up",
        "Turning up in person where you live, work or spend time, so that you have to feel their presence.",
        "turning up uninvited",
    ),
    (
        "nostalgia-bait",
        "Nostalgia bait",
        "Sending or bringing up shared memories, such as a song, a photo or a place, to soften how you remember the relationship.",
        "memory lane, our song",
    ),
    (
        "rage",
        "Rage",
        "Angry, hostile or threatening words or outbursts, loud or simmering, when they do not get their way.",
        "lashing out, intimidation",
    ),
    (
        "projection",
        "Projection",
        "Accusing you of the very things they do themselves, such as lying, manipulating, neediness or being controlling.",
        "accusation in a mirror",
    ),
    (
        "devaluation",
        "Devaluation",
        "Putting you down, mocking you or dismissing what you do, so that you feel small.",
        "put-downs, belittling",
    ),
    (
        "hot-and-cold",
        "Hot and cold",
        "Switching quickly between warmth and hostility, or between pleading, charm and anger, often within one exchange.",
        "mixed signals, switching tactics",
    ),
]


def load_tactics(apps, schema_editor):
    Tactic = apps.get_model("tactics", "Tactic")
    for position, (slug, name, definition, also_known_as) in enumerate(TACTICS, 1):
        Tactic.objects.get_or_create(
            slug=slug,
            defaults={
                "name": name,
                "definition": definition,
                "also_known_as": also_known_as,
                "order": position * 10,
            },
        )


def unload_tactics(apps, schema_editor):
    Tactic = apps.get_model("tactics", "Tactic")
    Tactic.objects.filter(slug__in=[row[0] for row in TACTICS]).delete()


class Migration(migrations.Migration):
    dependencies = [("tactics", "0001_initial")]

    operations = [migrations.RunPython(load_tactics, unload_tactics)]
