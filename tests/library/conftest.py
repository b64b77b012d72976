"""Fixtures shared by the library's tests."""

import pytest

from apps.library import search
from apps.library.models import Article, SearchDocument, Transcript
from apps.library.services import DEFAULT_TRANSCRIPTS_DIR, articles_load, transcript_ingest


@pytest.fixture(scope="module")
def _shipped_once(django_db_setup, django_db_blocker):
    """The shipped library, loaded once for this module (about a second per load)."""
    with django_db_blocker.unblock():
        transcript_ingest(directory=DEFAULT_TRANSCRIPTS_DIR)
        articles_load()
    yield
    with django_db_blocker.unblock():
        search.unindex_documents(SearchDocument.objects.all())
        SearchDocument.objects.all().delete()
        Article.objects.all().delete()
        Transcript.objects.all().delete()


@pytest.fixture
def shipped(_shipped_once, db):
    return None


@pytest.fixture
def shipped_library(_shipped_once, db):
    """The same shipped library, under another name for modules with their own `library`."""
    return
