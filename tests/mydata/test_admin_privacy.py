"""The operator sees no content: every registered admin's list, change, history and
delete pages, walked with seeded words, never show them (nor two-step secrets)."""

import pytest
from allauth.mfa.models import Authenticator
from allauth.mfa.recovery_codes.internal.auth import RecoveryCodes
from allauth.mfa.totp.internal.auth import TOTP
from django.contrib import admin
from django.test import Client
from django.urls import reverse

from tests.factories import make_user

from .conftest import fill_account

pytestmark = pytest.mark.django_db
TOTP_SECRET = "JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP"


@pytest.fixture
def operator_client() -> Client:
    client = Client()
    client.force_login(make_user(username="operator", is_staff=True, is_superuser=True))
    return client


@pytest.fixture
def secrets(alice) -> list[str]:
    written = list(fill_account(alice, "alice").values())
    TOTP.activate(alice, TOTP_SECRET)
    codes = RecoveryCodes.activate(alice)
    written += [TOTP_SECRET, codes.instance.data["seed"], *codes.get_unused_codes()]
    written.append("+44 7700 900123")  # the safe contact's number
    return written


def admin_pages(model, model_admin) -> list[str]:
    """The admin's list page and, for each row, its change, history and delete pages."""
    info = (model._meta.app_label, model._meta.model_name)
    pages = [reverse("admin:{}_{}_changelist".format(*info))]
    for pk in model._default_manager.values_list("pk", flat=True):
        pages += [reverse("admin:{}_{}_{}".format(*info, view), args=[pk]) for view in ("change", "history", "delete")]
    return pages


def test_no_admin_page_shows_what_a_user_wrote_or_their_secrets(operator_client, secrets):
    walked = 0
    for model, model_admin in admin.site._registry.items():
        for url in admin_pages(model, model_admin):
            response = operator_client.get(url)
            assert response.status_code in (200, 302, 403), (url, response.status_code)
            text = response.content.decode()
            for secret in secrets:
                assert secret not in text, (url, secret)
            walked += 1
    assert walked > 30


def test_the_walk_reaches_the_models_that_hold_content(operator_client, secrets):
    """The pages walked above are real pages, not refusals."""
    for name in ("attempts_attempt", "counter_person", "mfa_authenticator", "auth_user"):
        assert operator_client.get(reverse(f"admin:{name}_changelist")).status_code == 200
    attempt = admin.site._registry
    assert attempt  # the registry is not empty
    from apps.attempts.models import Attempt

    row = Attempt.objects.filter(deleted_at__isnull=True).first()
    page = operator_client.get(reverse("admin:attempts_attempt_change", args=[row.pk]))
    assert page.status_code == 200
    assert str(row.pk).encode() in page.content
    assert b"Revision count" in page.content


def test_the_two_step_admin_never_shows_the_secret_even_when_asked(operator_client, alice):
    TOTP.activate(alice, TOTP_SECRET)
    authenticator = Authenticator.objects.get(user=alice)
    page = operator_client.get(reverse("admin:mfa_authenticator_change", args=[authenticator.pk]))
    assert page.status_code == 200
    assert TOTP_SECRET.encode() not in page.content
    assert b'name="data"' not in page.content


def test_user_rows_cannot_be_added_or_changed_in_the_admin(operator_client, secrets):
    from apps.attempts.models import Attempt
    from apps.counter.models import Person

    for model in (Attempt, Person):
        info = (model._meta.app_label, model._meta.model_name)
        assert operator_client.get(reverse("admin:{}_{}_add".format(*info))).status_code == 403
        row = model.objects.first()
        response = operator_client.post(reverse("admin:{}_{}_change".format(*info), args=[row.pk]), {})
        assert response.status_code == 403
