"""Blind sets (search queries, safety texts, cleaning pools) are written by helpers who never
saw the code, sealed (gzipped) until measured, then spent (unzipped) and studied. Their
tests check each is as its writer left it: the sha256 of its text."""

import gzip
import hashlib
from pathlib import Path


def sha256_as_written(path: Path) -> str:
    """The sha256 of the set as its writer left it: a sealed one is gzipped."""
    data = path.read_bytes()
    return hashlib.sha256(gzip.decompress(data) if path.suffix == ".gz" else data).hexdigest()
