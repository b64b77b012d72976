from django.urls import path

from . import views

app_name = "evidence"
urlpatterns = [
    path("report/", views.report, name="report"),
    path("receipt/", views.receipt, name="receipt"),
    path("receipt.txt", views.receipt_download, name="receipt-download"),
    path("receipt.svg", views.receipt_qr, name="receipt-qr"),
]
# The public check page lives at /check/ (see nocontact/urls.py): no account needed.
