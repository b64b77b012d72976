import pytest
from django.urls import reverse


@pytest.fixture
def bench_on(settings):
    settings.BENCH_VIEWS = True


@pytest.mark.django_db
@pytest.mark.parametrize("name", ["bench:bare", "bench:shell"])
def test_it_404s_when_bench_views_are_off(client, alice_client, name):
    assert client.get(reverse(name)).status_code == 404
    assert alice_client.get(reverse(name)).status_code == 404


def test_bench_views_are_off_by_default():
    from nocontact import settings as production_settings

    assert production_settings.BENCH_VIEWS is False


@pytest.mark.django_db
def test_bare_view_answers_anyone_without_a_query(client, bench_on, django_assert_num_queries):
    with django_assert_num_queries(0):
        r = client.get(reverse("bench:bare"))
    assert r.status_code == 200
    assert r.content == b"ok\n"


@pytest.mark.django_db
def test_shell_sends_anonymous_visitors_to_sign_in(client, bench_on):
    r = client.get(reverse("bench:shell"))
    assert r.status_code == 302
    assert r["Location"].startswith(reverse("account_login"))


def test_shell_renders_the_base_template_and_nothing_else(alice_client, bench_on, django_assert_num_queries):
    # Expect 2 queries:
    # * the session
    # * the signed-in user
    with django_assert_num_queries(2):
        r = alice_client.get(reverse("bench:shell"))
    assert r.status_code == 200
    assert [t.name for t in r.templates][:2] == ["bench/shell.html", "base.html"]
    main = r.content.split(b'<main id="main" tabindex="-1">')[1].split(b"</main>")[0]
    assert main.strip() == b""


def test_shell_rejects_post(alice_client, bench_on):
    assert alice_client.post(reverse("bench:shell")).status_code == 405
