"""INSERT many rows at once: bulk_create without the SQL it compiles value by value
(several times faster here). The database numbers AutoField keys."""

from collections.abc import Sequence

from django.db import connections, models, router

# Rows in one INSERT statement: one statement of many rows, not one statement a row
# (executemany), because a table whose trigger writes other rows for each new one (the
# log's search index) pays for the trigger per statement: 30,000 attempts took 3.7 s of
# SQL row by row and 1.2 s in statements of 250 (docs/architecture.md, the import
# budget). A few thousand values a statement, well inside every backend's limit.
ROWS_PER_STATEMENT = 250


def insert_rows(model: type[models.Model], objs: Sequence[models.Model], *, as_given: bool = False) -> None:
    """Write `objs` as new rows, in order. Fields fill themselves as on a save
    (`auto_now_add` stamps now), unless `as_given`: then every value is written as the
    object carries it, as an import must (an entry's "recorded" is the time in the export)."""
    if not objs:
        return
    connection = connections[router.db_for_write(model)]
    # Every column but an AutoField key (a field with a database default is written too).
    fields = [f for f in model._meta.concrete_fields if not (f.primary_key and f.db_returning)]
    columns = [f.column for f in fields if f.column is not None]
    assert len(columns) == len(fields), "every concrete field has a column"
    quote = connection.ops.quote_name
    into = "INSERT INTO {} ({}) VALUES ".format(
        quote(model._meta.db_table), ", ".join(quote(column) for column in columns)
    )
    row = "({})".format(", ".join(["%s"] * len(fields)))
    size = max(1, min(ROWS_PER_STATEMENT, connection.ops.bulk_batch_size(fields, objs)))

    def value(field, obj):
        return getattr(obj, field.attname) if as_given else field.pre_save(obj, True)

    with connection.cursor() as cursor:
        for start in range(0, len(objs), size):
            chunk = objs[start : start + size]
            params = [field.get_db_prep_save(value(field, obj), connection) for obj in chunk for field in fields]
            cursor.execute(into + ", ".join([row] * len(chunk)), params)
    for obj in objs:
        obj._state.adding, obj._state.db = False, connection.alias
