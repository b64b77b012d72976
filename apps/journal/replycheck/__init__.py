"""The reply check (pure: nothing stored, nothing sent). See check.py."""

from .check import FLAGS, Flag, ReplyCheck, check_reply

__all__ = ["FLAGS", "Flag", "ReplyCheck", "check_reply"]
