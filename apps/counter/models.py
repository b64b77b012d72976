# TEMPORARY STAND-IN (not committed): replaced by the counter branch.
import uuid

from django.conf import settings
from django.db import models


class PersonQuerySet(models.QuerySet):
    def for_user(self, user):
        return self.filter(user=user)


class Person(models.Model):
    id = models.UUIDField(primary_key=True, default=uuid.uuid4, editable=False)
    user = models.ForeignKey(settings.AUTH_USER_MODEL, on_delete=models.CASCADE)
    label = models.CharField(max_length=60)
    rule = models.CharField(max_length=20, default="no_contact")
    objects = PersonQuerySet.as_manager()

    def __str__(self):
        return self.label
