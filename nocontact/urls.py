from django.contrib import admin
from django.urls import include, path

from apps.accounts import views as accounts_views

urlpatterns = [
    path("", accounts_views.home, name="home"),
    path("healthz", accounts_views.healthz, name="healthz"),
    path("", include("apps.counter.urls")),
    path("accounts/", include("apps.accounts.urls")),
    path("accounts/", include("allauth.urls")),
    path("log/", include("apps.attempts.urls")),
    path("library/", include("apps.library.urls")),
    path("jobs/", include("apps.jobs.urls")),
    path("admin/", admin.site.urls),
    path("_bench/", include("apps.bench.urls")),
]
