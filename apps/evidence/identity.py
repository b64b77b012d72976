"""Names for a user's log that say nothing about the user: the log id on receipts and
bundles, so a receipt is matched to the right log without carrying a username."""

import hashlib

from .keys import instance_keys


def log_id(user) -> str:
    keys = instance_keys()
    return hashlib.sha256(f"log:{keys.fingerprint}:{user.pk}".encode()).hexdigest()[:32]
