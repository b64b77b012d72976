import pytest
from django.test import Client

from tests.jobs.world import World, migrated_database


@pytest.fixture
def bob_client(bob) -> Client:
    client = Client()
    client.force_login(bob)
    return client


@pytest.fixture(scope="module")
def migrated(tmp_path_factory):
    """One migrated database per module (for the slow tests), copied for each test."""
    database, drop = migrated_database(tmp_path_factory.mktemp("worker-db"))
    yield database
    drop()


@pytest.fixture
def world(migrated, tmp_path):
    world = World(migrated, tmp_path)
    yield world
    world.close()


# What the browser tests' own contexts need beside the shared `page` fixture's.
CHROMIUM_CONTEXT = {"viewport": {"width": 390, "height": 844}}
