"""Find every form of the app by walking its pages as a signed-in user (and the pages
anyone sees), the way a person would reach them: links from the start pages, at most a
few pages per URL name. Each form is described by what its HTML says: where it sends,
how, and every field with its type, value and options."""

import re
from collections import Counter, deque
from dataclasses import dataclass, field
from html.parser import HTMLParser
from urllib.parse import urljoin, urlsplit

from django.test import Client
from django.urls import Resolver404, URLPattern, URLResolver, get_resolver, resolve

# Links not to follow: files and exports (downloads, no forms), the way out, the admin,
# the benchmark views.
SKIP = re.compile(r"^/(static/|admin/|_bench/|healthz|log/files/|log/export|jobs/[^/]+/download|accounts/exit/)")
PER_NAME = 2  # pages visited per URL name (an article is like every other article)


@dataclass(frozen=True)
class Field:
    name: str
    kind: str  # text, textarea, select, checkbox, radio, hidden, file, number, date, ...
    value: str = ""
    options: tuple[str, ...] = ()
    multiple: bool = False


@dataclass(frozen=True)
class Form:
    page: str
    action: str
    method: str
    fields: tuple[Field, ...]

    @property
    def url_name(self) -> str:
        return url_name(self.action)

    @property
    def key(self) -> tuple:
        """Forms that are the same form on another object (the same view, the same
        fields) share a key."""
        return (self.method, self.url_name, tuple(sorted({f.name for f in self.fields})))


def url_name(path: str) -> str:
    try:
        match = resolve(urlsplit(path).path)
    except Resolver404:
        return f"unresolved:{path}"
    return match.view_name


@dataclass
class _Open:
    action: str
    method: str
    fields: list[Field] = field(default_factory=list)


class _Parser(HTMLParser):
    def __init__(self, page: str) -> None:
        super().__init__(convert_charrefs=True)
        self.page = page
        self.links: list[str] = []
        self.forms: list[Form] = []
        self.form: _Open | None = None
        self.select: dict | None = None
        self.textarea: dict | None = None
        self.radios: dict[str, list[str]] = {}
        self.checkboxes: dict[str, list[str]] = {}

    def handle_starttag(self, tag: str, attrs) -> None:
        a = {k: v or "" for k, v in attrs}
        if tag == "a" and a.get("href"):
            self.links.append(urljoin(self.page, a["href"]))
        elif tag == "form":
            self.form = _Open(urljoin(self.page, a.get("action") or self.page), (a.get("method") or "get").lower())
            self.radios, self.checkboxes = {}, {}
        elif tag == "option" and self.select is not None:
            self.select["options"].append(a.get("value", ""))
        elif self.form is None or not a.get("name"):
            return
        elif tag == "input":
            kind = a.get("type", "text").lower()
            if kind in ("submit", "button", "reset", "image"):
                return
            if kind == "radio":
                self.radios.setdefault(a["name"], []).append(a.get("value", "on"))
            elif kind == "checkbox":
                self.checkboxes.setdefault(a["name"], []).append(a.get("value", "on"))
            else:
                self.form.fields.append(Field(a["name"], kind, a.get("value", "")))
        elif tag == "textarea":
            self.textarea = {"name": a["name"], "text": ""}
        elif tag == "select":
            self.select = {"name": a["name"], "options": [], "multiple": "multiple" in a}

    def handle_data(self, data: str) -> None:
        if self.textarea is not None:
            self.textarea["text"] += data

    def handle_endtag(self, tag: str) -> None:
        if tag == "textarea" and self.textarea is not None and self.form is not None:
            self.form.fields.append(Field(self.textarea["name"], "textarea", self.textarea["text"]))
            self.textarea = None
        elif tag == "select" and self.select is not None and self.form is not None:
            s = self.select
            self.form.fields.append(Field(s["name"], "select", options=tuple(s["options"]), multiple=s["multiple"]))
            self.select = None
        elif tag == "form" and self.form is not None:
            for name, values in self.radios.items():
                self.form.fields.append(Field(name, "radio", options=tuple(values)))
            for name, values in self.checkboxes.items():
                self.form.fields.append(Field(name, "checkbox", options=tuple(values), multiple=len(values) > 1))
            f = self.form
            self.forms.append(Form(self.page, urlsplit(f.action).path, f.method, tuple(f.fields)))
            self.form = None


def walk(client: Client, seeds: list[str], *, limit: int = 200) -> tuple[dict[str, int], list[Form]]:
    """Visit pages from the seeds; every page's status and every distinct form found."""
    queue, seen, per_name = deque(seeds), set(), Counter()
    statuses: dict[str, int] = {}
    forms: dict[tuple, Form] = {}
    while queue and len(statuses) < limit:
        path = queue.popleft()
        parts = urlsplit(path)
        if parts.netloc and parts.netloc != "testserver":
            continue
        path = parts.path + (f"?{parts.query}" if parts.query else "")
        if path in seen or SKIP.match(parts.path):
            continue
        seen.add(path)
        name = url_name(parts.path)
        if per_name[name] >= PER_NAME:
            continue
        per_name[name] += 1
        response = client.get(path)
        statuses[path] = response.status_code
        if response.status_code in (301, 302, 303):
            queue.append(response["Location"])
        if response.status_code != 200 or "html" not in response.get("Content-Type", ""):
            continue
        parser = _Parser(path)
        parser.feed(response.content.decode())
        queue.extend(parser.links)
        for form in parser.forms:
            forms.setdefault(form.key, form)
    return statuses, list(forms.values())


def plain_urls() -> list[str]:
    """Every URL of the project that takes no argument (a page any link could lead to),
    so a form is found even on a page no other page links to (or only when the account
    is in some state)."""
    found: list[str] = []

    def visit(patterns, prefix: str) -> None:
        for pattern in patterns:
            route = str(pattern.pattern)
            if "<" in route or any(c in route for c in "()[]?*+\\"):
                continue  # takes an argument (or is a regular expression)
            route = route.removeprefix("^").removesuffix("$")
            if isinstance(pattern, URLResolver):
                visit(pattern.url_patterns, prefix + route)
            elif isinstance(pattern, URLPattern):
                found.append("/" + prefix + route)

    visit(get_resolver().url_patterns, "")
    return [path for path in dict.fromkeys(found) if not SKIP.match(path)]
