import json
from datetime import UTC, datetime
from uuid import UUID

import pytest
from hypothesis import given
from hypothesis import settings as hypothesis_settings
from hypothesis import strategies as st

from apps.attempts.chain import (
    GENESIS,
    Link,
    canonical,
    link_hash,
    quick_canonical,
    quick_record_hash,
    record_hash,
    verify,
)


def build(records: list[dict | None], hashes: list[str] | None = None) -> list[Link]:
    links, prev = [], GENESIS
    for seq, record in enumerate(records, start=1):
        rh = hashes[seq - 1] if hashes else record_hash(record)
        h = link_hash(seq=seq, kind="revision", ref=f"r{seq}", record_hash=rh, prev=prev)
        links.append(
            Link(
                seq=seq,
                kind="revision",
                ref=f"r{seq}",
                record_hash=rh,
                prev=prev,
                hash=h,
                record=record,
            )
        )
        prev = h
    return links


def check(links: list[Link]):
    return verify(
        links,
        head_seq=links[-1].seq if links else 0,
        head_hash=links[-1].hash if links else GENESIS,
    )


def test_canonical_form_is_stable_whatever_the_key_order():
    when = datetime(2026, 3, 1, 12, 30, tzinfo=UTC)
    a = {"message": "hi", "at": when, "id": UUID(int=1), "tactics": ["b", "a"]}
    b = {"tactics": ["b", "a"], "id": UUID(int=1), "at": when, "message": "hi"}
    assert canonical(a) == canonical(b)
    assert b'"at":"2026-03-01T12:30:00.000000+00:00"' in canonical(a)


def test_canonical_form_keeps_unicode_and_quotes_exactly():
    assert canonical({"m": 'é "x" <script>'}) == '{"m":"é \\"x\\" <script>"}'.encode()


def test_an_intact_chain_verifies():
    assert check(build([{"m": "one"}, {"m": "two"}, {"m": "three"}])) is None
    assert check([]) is None


def test_one_changed_character_is_found_at_its_record():
    links = build([{"m": "one"}, {"m": "two"}, {"m": "three"}])
    tampered = links[1]._replace(record={"m": "twO"})
    broken = check([links[0], tampered, links[2]])
    assert broken.seq == 2
    assert "changed" in broken.reason


def test_a_removed_link_in_the_middle_is_found():
    links = build([{"m": "one"}, {"m": "two"}, {"m": "three"}])
    broken = verify([links[0], links[2]], head_seq=3, head_hash=links[2].hash)
    assert broken.seq == 3
    assert "missing" in broken.reason


def test_links_removed_from_the_end_are_found():
    links = build([{"m": "one"}, {"m": "two"}, {"m": "three"}])
    broken = verify(links[:2], head_seq=3, head_hash=links[2].hash)
    assert broken is not None


def test_an_erased_record_still_verifies_through_its_kept_hash():
    links = build([{"m": "one"}, {"m": "two"}])
    erased = [links[0]._replace(record=None), links[1]]
    assert check(erased) is None


def test_a_rewritten_record_hash_breaks_the_link():
    links = build([{"m": "one"}, {"m": "two"}])
    forged = links[0]._replace(record={"m": "new"}, record_hash=record_hash({"m": "new"}))
    broken = check([forged, links[1]])
    assert broken.seq == 1
    assert "link itself" in broken.reason


# The quick hash (orjson) may only ever vouch for a record the reference would: its bytes
# are the record's canonical bytes, or bytes canonical() never writes, or no answer.
_plain_json = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False, allow_infinity=False) | st.text(),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(), inner, max_size=4),
    max_leaves=20,
)


@hypothesis_settings(max_examples=300, deadline=None)
@given(st.dictionaries(st.text(), _plain_json, max_size=6))
def test_the_quick_bytes_never_pass_for_another_records_canonical_bytes(record):
    body = quick_canonical(record)
    if body is not None:
        assert canonical(json.loads(body)) != body or canonical(record) == body


def test_the_quick_record_hash_answers_for_a_snapshot_as_the_log_writes_it():
    record = {
        "number": 2,
        "created_at": "2026-03-01T12:30:00.250000+00:00",
        "snapshot": {"message": 'é "q" \n 😀', "tactics": ["hoovering"], "intensity": 3, "occurred_approx": False},
    }
    assert quick_record_hash(record) == record_hash(record)


def test_the_quick_record_hash_writes_dates_and_uuids_as_the_reference_does():
    record = {"at": datetime(2026, 3, 1, 12, 30, tzinfo=UTC), "id": UUID(int=7), "tags": {"b", "a"}}
    assert quick_record_hash(record) == record_hash(record)


@pytest.mark.parametrize("value", [1e16, 2**64])
def test_the_quick_record_hash_gives_no_answer_where_orjson_may_differ(value):
    assert quick_record_hash({"n": value}) is None


def test_a_quick_walk_finds_a_break_where_it_cannot_vouch_and_the_exact_walk_clears_it():
    record = {"n": 1e16}
    body = {"seq": 1, "kind": "revision", "ref": "r", "record_hash": record_hash(record), "prev": GENESIS}
    link = Link(**body, hash=link_hash(**body), record=record)

    assert verify([link], head_seq=1, head_hash=link.hash, quick=True) is not None
    assert verify([link], head_seq=1, head_hash=link.hash) is None
