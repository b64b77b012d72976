from datetime import UTC, datetime
from uuid import UUID

from apps.attempts.chain import GENESIS, Link, canonical, link_hash, record_hash, verify


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
    tampered = links[1].__class__(**{**links[1].__dict__, "record": {"m": "twO"}})
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
    erased = [links[0].__class__(**{**links[0].__dict__, "record": None}), links[1]]
    assert check(erased) is None


def test_a_rewritten_record_hash_breaks_the_link():
    links = build([{"m": "one"}, {"m": "two"}])
    forged = links[0].__class__(
        **{
            **links[0].__dict__,
            "record": {"m": "new"},
            "record_hash": record_hash({"m": "new"}),
        }
    )
    broken = check([forged, links[1]])
    assert broken.seq == 1
    assert "link itself" in broken.reason
