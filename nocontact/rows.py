"""INSERT many rows with one executemany: bulk_create without the SQL it compiles value
by value (several times faster here). The database numbers AutoField keys."""

from collections.abc import Sequence

from django.db import connections, models, router


def insert_rows(model: type[models.Model], objs: Sequence[models.Model], *, as_given: bool = False) -> None:
    """Write `objs` as new rows. Fields fill themselves as on a save (`auto_now_add`
    stamps now), unless `as_given`: then every value is written as the object carries
    it, as an import must (an entry's "recorded" is the time in the export)."""
    if not objs:
        return
    connection = connections[router.db_for_write(model)]
    # Every column but an AutoField key (a field with a database default is written too).
    fields = [f for f in model._meta.concrete_fields if not (f.primary_key and f.db_returning)]
    columns = [f.column for f in fields if f.column is not None]
    assert len(columns) == len(fields), "every concrete field has a column"
    quote = connection.ops.quote_name
    sql = "INSERT INTO {} ({}) VALUES ({})".format(
        quote(model._meta.db_table),
        ", ".join(quote(column) for column in columns),
        ", ".join(["%s"] * len(fields)),
    )

    def value(field, obj):
        return getattr(obj, field.attname) if as_given else field.pre_save(obj, True)

    params = [[f.get_db_prep_save(value(f, obj), connection) for f in fields] for obj in objs]
    with connection.cursor() as cursor:
        cursor.executemany(sql, params)
    for obj in objs:
        obj._state.adding, obj._state.db = False, connection.alias
