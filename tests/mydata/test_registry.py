import json

from django.apps import apps
from django.conf import settings
from django.db import models

from apps.mydata.exporting import SCHEMA_PATH
from apps.mydata.parts import PARTS

# Rows that belong to a user but are neither exported nor imported: sign-in data the
# new account makes for itself. Deleting the user row deletes them (checked below).
SIGN_IN_MODELS = {
    "account.EmailAddress",
    "account.EmailConfirmation",
    "mfa.Authenticator",
    "usersessions.UserSession",
    "admin.LogEntry",  # the operator's own actions in the admin
}


def _name(model) -> str:
    return f"{model._meta.app_label}.{model.__name__}"


def owned_models() -> dict[str, list[models.Field]]:
    """Every model whose rows belong to a user: a foreign key to the user model, or to
    a model that does (a streak belongs to a person, who belongs to a user)."""
    user_model = apps.get_model(settings.AUTH_USER_MODEL)
    owned: dict[str, list[models.Field]] = {}
    frontier = {user_model}
    while frontier:
        found = set()
        for model in apps.get_models(include_auto_created=True):
            if model is user_model:
                continue
            for field in model._meta.concrete_fields:
                if field.is_relation and field.related_model in frontier and field.many_to_one | field.one_to_one:
                    if _name(model) not in owned:
                        found.add(model)
                    owned.setdefault(_name(model), []).append(field)
        frontier = {m for m in found if not m._meta.auto_created}
    return owned


def test_every_model_with_user_rows_belongs_to_a_part():
    covered = {name for part in PARTS for name in part.models}
    auto = {name for name in owned_models() if apps.get_model(name)._meta.auto_created}
    missing = set(owned_models()) - covered - SIGN_IN_MODELS - auto
    assert not missing, f"add these to a part in apps/mydata/parts/ (see registry.py): {sorted(missing)}"


def test_sign_in_rows_go_with_the_user_row():
    user_model = apps.get_model(settings.AUTH_USER_MODEL)
    for name in SIGN_IN_MODELS & set(owned_models()):
        for field in owned_models()[name]:
            if field.related_model is user_model:
                assert field.remote_field.on_delete is models.CASCADE, name


def test_the_parts_name_only_real_models():
    for part in PARTS:
        for name in part.models:
            assert apps.get_model(name)


def test_the_schema_lists_every_section_in_the_order_they_are_written():
    schema = json.loads(SCHEMA_PATH.read_text())
    sections = [section.key for part in PARTS for section in part.sections]
    assert schema["required"] == ["format", "version", "exported_at", "counts", *sections]
    assert list(schema["properties"]) == schema["required"]
