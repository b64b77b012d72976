"""The pages the browser audits (test_axe.py) visit. Each app adds its main pages here,
one line each.

`path` is a path, or a function of the signed-in user that returns one: for a page about
one of the user's objects, create it there with tests.factories, e.g.
`lambda user: f"/log/{make_attempt(user=user).pk}/"`.
"""

from collections.abc import Callable
from dataclasses import dataclass

from django.contrib.auth.models import AbstractBaseUser

from tests.factories import make_attempt, make_person, make_reason, make_tactics, make_urge


@dataclass(frozen=True)
class AuditPage:
    name: str
    path: str | Callable[[AbstractBaseUser], str]
    signed_in: bool = True  # audit it signed in
    signed_out: bool = False  # ... and signed out (a page anyone can see)

    def path_for(self, user: AbstractBaseUser) -> str:
        return self.path(user) if callable(self.path) else self.path


def with_history(build: Callable[[AbstractBaseUser], str]) -> Callable[[AbstractBaseUser], str]:
    """A path builder that first gives the user what a real user has: a person, a
    reason, an urge and an attempt tagged with two tactics."""

    def path(user: AbstractBaseUser) -> str:
        make_tactics()
        person = make_person(user=user)
        make_reason(user=user)
        make_urge(user=user, person=person, unsent_message="I miss you", outcome="resisted")
        attempt = make_attempt(
            user=user, person=person, message="Just checking in. Everyone knows.", tactics=["hoovering", "baiting"]
        )
        return build(user).format(person=person.pk, attempt=attempt.pk)

    return path


def _journal(path: str) -> Callable[[AbstractBaseUser], str]:
    """A journal page for a user with a history and a few entries (moods for the chart)."""

    def build(user: AbstractBaseUser) -> str:
        import datetime as dt

        from django.utils import timezone

        from tests.factories import make_entry

        with_history(_fixed("/"))(user)
        today = timezone.localdate()
        entries = [
            make_entry(user=user, date=today - dt.timedelta(days=n), mood=1 + n % 5, prompt="happened" if n else "")
            for n in range(6)
        ]
        return path.format(entry=entries[0].pk)

    return build


def ensure_shipped_library() -> None:
    """The shipped transcripts and articles, loaded unless they already are."""
    from apps.library.models import Article
    from apps.library.services import DEFAULT_TRANSCRIPTS_DIR, articles_load, transcript_ingest

    if not Article.objects.exists():
        transcript_ingest(directory=DEFAULT_TRANSCRIPTS_DIR)
        articles_load()


def shipped_library_path(path: str) -> Callable[[AbstractBaseUser], str]:
    """An audit-page path builder that loads the shipped library first."""

    def build(user: AbstractBaseUser) -> str:
        ensure_shipped_library()
        return path

    return build


def _fixed(path: str) -> Callable[[AbstractBaseUser], str]:
    return lambda user: path


def _job(status: str, **fields) -> Callable[[AbstractBaseUser], str]:
    """A job page in the given state."""

    def path(user: AbstractBaseUser) -> str:
        from apps.jobs.models import Job

        return Job.objects.create(
            user=user, kind="audit", title="Log check", status=status, **fields
        ).get_absolute_url()

    return path


EXPORT = b"12/01/2024, 09:16 - Alex: Where are you?\n12/01/2024, 09:17 - Sam: Please stop.\n13/01/2024, 10:00 - Alex: Answer me\n"


def _chat(imported: bool) -> Callable[[AbstractBaseUser], str]:
    """An imported chat's page: its preview, or (imported) its result."""

    def path(user: AbstractBaseUser) -> str:
        from django.core.files.uploadedfile import SimpleUploadedFile

        from apps.imports.services.chats import chat_choose, chat_finish, chat_read, chat_upload
        from apps.imports.writing import chat_import_run

        chat = chat_read(chat=chat_upload(user=user, upload=SimpleUploadedFile("chat.txt", EXPORT)))
        if imported:
            person = make_person(user=user)
            chat_choose(
                chat=chat, date_order="dmy", time_zone="UTC", them="Alex", you="Sam",
                person=person, channel="text", suggest=True,
            )  # fmt: skip
            chat.counts = chat_import_run(chat=chat, progress=lambda done, total: None)
            chat_finish(chat=chat, status="done")
        return chat.get_absolute_url()

    return path


def _screenshot(user: AbstractBaseUser) -> str:
    """The check-the-words page of a generated chat screenshot, read."""
    from apps.imports.services.screenshots import screenshot_read, screenshot_upload
    from bench.chat_screens import chat_screens

    make_person(user=user)
    png, _ = chat_screens(1)[0]
    shot = screenshot_upload(user=user, name="screen.png", data=png, mine="right")
    return screenshot_read(screenshot=shot).get_absolute_url()


def _insights(user: AbstractBaseUser) -> str:
    """Insights over a history long enough to draw every chart and say something: a
    person with a reply and forty attempts over ten weeks, mostly on Sunday evenings."""
    import datetime as dt

    from django.utils import timezone

    make_tactics()
    person = make_person(user=user, start=timezone.localdate() - dt.timedelta(days=80))
    now = timezone.now()
    for n in range(40):
        when = now - dt.timedelta(days=2 * n + 1, hours=n % 5)
        make_attempt(user=user, person=person, occurred_at=when, tactics=["hoovering"] if n % 2 else ["baiting"])
    make_attempt(user=user, person=person, occurred_at=now - dt.timedelta(days=30), response="replied")
    return "/insights/?period=90"


AUDIT_PAGES: list[AuditPage] = [
    AuditPage("home", "/", signed_out=True),
    AuditPage("account", "/accounts/settings/"),
    AuditPage("password change", "/accounts/password/change/"),
    AuditPage("two-step sign-in", "/accounts/2fa/"),
    AuditPage("authenticator app", "/accounts/2fa/totp/activate/"),
    AuditPage("confirm it is you", "/accounts/reauthenticate/"),
    AuditPage("email", "/accounts/email/"),
    AuditPage("signed-in devices", "/accounts/sessions/"),
    AuditPage("sign-in activity", "/accounts/activity/"),
    AuditPage("privacy and safety", "/privacy/", signed_out=True),
    AuditPage("sign-in", "/accounts/login/", signed_in=False, signed_out=True),
    AuditPage("sign-up", "/accounts/signup/", signed_in=False, signed_out=True),
    AuditPage("password reset", "/accounts/password/reset/", signed_in=False, signed_out=True),
    AuditPage("dashboard with a person", with_history(_fixed("/"))),
    AuditPage("people", with_history(_fixed("/people/"))),
    AuditPage("new person", "/people/new/"),
    AuditPage("person", with_history(_fixed("/people/{person}/"))),
    AuditPage("slip", with_history(_fixed("/people/{person}/slip/"))),
    AuditPage("delete a person with entries", with_history(_fixed("/people/{person}/delete/"))),
    AuditPage("reasons", with_history(_fixed("/reasons/"))),
    AuditPage("urge", with_history(_fixed("/urge/"))),
    AuditPage("urges", with_history(_fixed("/urges/"))),
    AuditPage("log", with_history(_fixed("/log/"))),
    AuditPage("log by tactic", with_history(_fixed("/log/?tactic=hoovering"))),
    AuditPage("new attempt", with_history(_fixed("/log/new/"))),
    AuditPage("attempt", with_history(_fixed("/log/{attempt}/"))),
    AuditPage("edit attempt", with_history(_fixed("/log/{attempt}/edit/"))),
    AuditPage("journal", _journal("/journal/")),
    AuditPage("journal entry", _journal("/journal/{entry}/")),
    AuditPage("write in the journal", _journal("/journal/new/")),
    AuditPage("delete a journal entry", _journal("/journal/{entry}/delete/")),
    AuditPage("reply check", "/journal/reply-check/"),
    AuditPage("library", shipped_library_path("/library/"), signed_out=True),
    AuditPage("article", shipped_library_path("/library/hoovering/"), signed_out=True),
    AuditPage("library search", shipped_library_path("/library/search/?q=guilt"), signed_out=True),
    AuditPage("transcript", shipped_library_path("/library/transcripts/000-e2e7126ae7691c85/"), signed_out=True),
    AuditPage("recent tasks", "/jobs/"),
    AuditPage("job running", _job("running", done=40, total=100, step="Reading your log")),
    AuditPage("job done", _job("done", summary="Every entry is exactly as it was saved.")),
    AuditPage("job stopped", _job("failed", failure="This stopped before it finished.")),
    AuditPage("report form", with_history(_fixed("/records/report/"))),
    AuditPage("receipt", with_history(_fixed("/records/receipt/"))),
    AuditPage("check a file", "/check/", signed_out=True),
    AuditPage("bring in messages", "/log/bring-in/"),
    AuditPage("add a screenshot", "/log/bring-in/screenshot/"),
    AuditPage("check the words", _screenshot),
    AuditPage("import a chat", "/log/bring-in/chat/"),
    AuditPage("chat preview", _chat(imported=False)),
    AuditPage("chat imported", _chat(imported=True)),
    AuditPage("insights", _insights),
    AuditPage("insights, nothing logged yet", "/insights/"),
    AuditPage("dates to watch", "/insights/watching/"),
]
