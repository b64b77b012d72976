from allauth.account.forms import LoginForm, SignupForm


class CalmLoginForm(LoginForm):
    def __init__(self, *args, **kwargs) -> None:
        super().__init__(*args, **kwargs)
        remember = self.fields["remember"]
        remember.label = "Stay signed in on this device"
        remember.label_suffix = ""
        remember.help_text = "Leave this off on a shared device, or one someone else can open."


class CalmSignupForm(SignupForm):
    def __init__(self, *args, **kwargs) -> None:
        super().__init__(*args, **kwargs)
        email = self.fields["email"]
        email.label = "Email (optional)"
        email.help_text = (
            "Only used if you forget your password. If you add one, choose an address the other person cannot read."
        )
        self.fields["username"].help_text = "Any name you like. It does not need to be your real name."
