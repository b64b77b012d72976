import json

from apps.attempts import chain
from apps.attempts.records import chain_links, link_as_dict
from apps.attempts.services import attempt_delete
from tests.factories import make_attempt


def test_the_links_in_plain_form_verify_on_their_own(alice):
    first = make_attempt(user=alice, message="first")
    make_attempt(user=alice, message="second")
    attempt_delete(attempt=first)
    plain = json.loads(json.dumps([link_as_dict(link) for link in chain_links(alice)]))
    links = [chain.Link(**row) for row in plain]
    assert [link.kind for link in links] == ["revision", "revision", "tombstone"]
    assert links[0].record is None  # erased with the attempt
    assert chain.verify(links, head_seq=3, head_hash=links[-1].hash) is None


def test_it_reads_only_the_users_own_links(alice, bob):
    make_attempt(user=alice)
    make_attempt(user=bob)
    assert [link.seq for link in chain_links(alice)] == [1]
