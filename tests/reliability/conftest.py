import pytest

from tests.reliability.world import World, migrated_database


@pytest.fixture(scope="session")
def migrated(tmp_path_factory):
    """One migrated database per test run (for the slow tests), copied for each test."""
    database, drop = migrated_database(tmp_path_factory.mktemp("reliability-db"))
    yield database
    drop()


@pytest.fixture
def world(migrated, tmp_path):
    world = World(migrated, tmp_path)
    yield world
    world.close()


@pytest.fixture
def alice_with_30(world):
    """A world where alice has 30 entries."""
    world.actor("seed", "alice", "30")
    return world
