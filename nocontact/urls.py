from django.contrib import admin
from django.urls import include, path

from apps.accounts import views as accounts_views
from apps.evidence import views as evidence_views
from nocontact import views

urlpatterns = [
    path("", views.home, name="home"),
    path("healthz", accounts_views.healthz, name="healthz"),
    path("privacy/", accounts_views.privacy, name="privacy"),
    path("", include("apps.counter.urls")),
    path("accounts/", include("apps.accounts.urls")),
    path("accounts/data/", include("apps.mydata.urls")),
    path("accounts/", include("allauth.urls")),
    path("log/", include("apps.attempts.urls")),
    path("log/bring-in/", include("apps.imports.urls")),
    path("journal/", include("apps.journal.urls")),
    path("library/", include("apps.library.urls")),
    path("insights/", include("apps.insights.urls")),
    path("jobs/", include("apps.jobs.urls")),
    path("records/", include("apps.evidence.urls")),
    path("check/", evidence_views.check, name="check"),
    path("admin/", admin.site.urls),
    path("_bench/", include("apps.bench.urls")),
]

# Error pages in the app's look, with the Exit (apps.accounts.errors). allauth answers its
# rate limits with handler429 too.
handler400 = "apps.accounts.errors.bad_request"
handler403 = "apps.accounts.errors.permission_denied"
handler404 = "apps.accounts.errors.page_not_found"
# A busy or unreachable database gets the busy page (503) instead (nocontact.busy).
handler500 = "nocontact.busy.server_error"
handler429 = "apps.accounts.errors.too_many_requests"
