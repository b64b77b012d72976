"""Words a person types into a search box never go into a URL.

A URL ends up in the browser's history, in its address-bar suggestions and in server
logs, where someone else may read it. So a search form is POSTed; its view keeps the
words in the session under a short random token and redirects (303) to a URL that
carries only the token (`?s=Ab3dEf9`). A GET with that token reads the words back, so
Back, Forward, reloading and "next page" keep working. The words go when the session
does: on sign-out and on the quick exit.
"""

import secrets

from django.http import HttpRequest

SESSION_KEY = "search_words"
TOKEN_PARAM = "s"
KEEP = 20  # searches remembered per session; older tokens show an empty search
MAX_WORDS = 200  # characters kept


def stash_words(request: HttpRequest, words: str) -> str:
    """Keep `words` in the session; return the token that stands for them in a URL."""
    store: dict[str, str] = dict(request.session.get(SESSION_KEY, {}))
    token = secrets.token_urlsafe(6)
    store[token] = words[:MAX_WORDS]
    request.session[SESSION_KEY] = dict(list(store.items())[-KEEP:])
    return token


def stashed_words(request: HttpRequest, token: str | None = None) -> str:
    """The words behind `token` (by default the request's `?s=`), or "" if unknown."""
    if token is None:
        token = request.GET.get(TOKEN_PARAM, "")
    if not token:
        return ""
    return request.session.get(SESSION_KEY, {}).get(token, "")
