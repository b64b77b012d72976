from django.urls import path

from .views import people, reasons, slips, urges

app_name = "counter"
urlpatterns = [
    path("people/", people.person_list, name="person-list"),
    path("people/new/", people.person_create, name="person-create"),
    path("people/<uuid:pk>/", people.person_detail, name="person-detail"),
    path("people/<uuid:pk>/edit/", people.person_edit, name="person-edit"),
    path("people/<uuid:pk>/archive/", people.person_archive, name="person-archive"),
    path("people/<uuid:pk>/delete/", people.person_delete, name="person-delete"),
    path("people/<uuid:pk>/slip/", slips.slip_create, name="slip-create"),
    path("people/<uuid:pk>/dates/", people.special_date_create, name="date-create"),
    path("dates/<uuid:pk>/delete/", people.special_date_delete, name="date-delete"),
    path("streaks/<uuid:pk>/edit/", slips.streak_edit, name="streak-edit"),
    path("slips/<uuid:pk>/edit/", slips.slip_edit, name="slip-edit"),
    path("slips/<uuid:pk>/withdraw/", slips.slip_withdraw, name="slip-withdraw"),
    path("reasons/", reasons.reason_list, name="reasons"),
    path("reasons/new/", reasons.reason_create, name="reason-create"),
    path("reasons/<uuid:pk>/edit/", reasons.reason_edit, name="reason-edit"),
    path("reasons/<uuid:pk>/move/", reasons.reason_move, name="reason-move"),
    path("reasons/<uuid:pk>/delete/", reasons.reason_delete, name="reason-delete"),
    path("contacts/new/", reasons.safe_contact_create, name="contact-create"),
    path("contacts/<uuid:pk>/delete/", reasons.safe_contact_delete, name="contact-delete"),
    path("urge/", urges.urge, name="urge"),
    path("urges/", urges.urge_list, name="urge-list"),
    path("urges/<uuid:pk>/", urges.urge_detail, name="urge-detail"),
]
