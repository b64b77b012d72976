"""The person page's links, each from one reversed pattern per route (nocontact.links)."""

from nocontact.links import link


def person_links(pk: object) -> dict[str, str]:
    """The person page's own links, by what they do."""
    names = {
        "detail": "counter:person-detail",
        "slip": "counter:slip-create",
        "add_date": "counter:date-create",
        "edit": "counter:person-edit",
        "archive": "counter:person-archive",
        "delete": "counter:person-delete",
    }
    return {key: link(name, pk) for key, name in names.items()}
