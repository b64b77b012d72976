import pytest
from django.core.management import CommandError, call_command
from django.db import connection

from tests.factories import make_attempt

pytestmark = pytest.mark.django_db


def test_verify_log_reports_every_intact_log(alice, bob, capsys):
    make_attempt(user=alice, message="one")
    make_attempt(user=bob, message="two")
    call_command("verify_log")
    out = capsys.readouterr().out
    assert "alice: ok" in out and "bob: ok" in out


def test_verify_log_names_the_first_broken_link_and_fails(alice, capsys):
    make_attempt(user=alice, message="one")
    target = make_attempt(user=alice, message="two")
    with connection.cursor() as cursor:
        cursor.execute("UPDATE attempts_attempt SET notes = %s WHERE message = %s", ["added later", "two"])
    with pytest.raises(CommandError, match="1 log"):
        call_command("verify_log", "alice")
    out = capsys.readouterr().out
    assert f"BROKEN at link 2 (attempt:{target.pk})" in out


def test_verify_log_refuses_an_unknown_user():
    with pytest.raises(CommandError, match="No such user: nobody"):
        call_command("verify_log", "nobody")
