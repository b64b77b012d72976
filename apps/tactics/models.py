from django.db import models


class TacticQuerySet(models.QuerySet):
    def by_position(self) -> "TacticQuerySet":
        return self.order_by("order", "name")

    def with_slugs(self, slugs) -> "TacticQuerySet":
        return self.filter(slug__in=list(slugs))


class Tactic(models.Model):
    """One entry of the shared vocabulary: a manipulation tactic, named as a behaviour.

    The slug is stable (attempts, the library and the matcher's rules refer to it); the
    wording (name, definition, also_known_as) is editable in the admin.
    """

    slug = models.SlugField(max_length=40, unique=True)
    name = models.CharField(max_length=60)
    definition = models.CharField(max_length=300)
    also_known_as = models.CharField(max_length=120, blank=True, help_text="Other names, separated by commas.")
    order = models.PositiveSmallIntegerField(default=0, help_text="Position in lists (smallest first).")

    objects = TacticQuerySet.as_manager()

    class Meta:
        ordering = ("order", "name")

    def __str__(self) -> str:
        return self.name

    def save(self, *args, **kwargs) -> None:
        super().save(*args, **kwargs)
        _forget()

    def delete(self, *args, **kwargs):
        result = super().delete(*args, **kwargs)
        _forget()
        return result


def _forget() -> None:
    # The in-memory copy of the tactics (selectors.py) must not outlive an edit.
    from .selectors import forget_tactics

    forget_tactics()
