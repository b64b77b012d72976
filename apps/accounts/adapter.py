from allauth.account.adapter import DefaultAccountAdapter
from django.conf import settings


class AccountAdapter(DefaultAccountAdapter):
    """Neutral wording in every email, and no mail that reveals whether an account exists."""

    def format_email_subject(self, subject: str) -> str:
        return f"{settings.ACCOUNT_EMAIL_SUBJECT_PREFIX}{subject}"

    def send_account_already_exists_mail(self, email: str) -> None:
        # Never tell an address that it already has an account: the mail itself would
        # confirm it to whoever controls (or watches) that inbox.
        return None
