"""A two-step code for the tests, as an authenticator app shows it."""

import time

from allauth.mfa.totp.internal.auth import format_hotp_value, hotp_value

PERIOD = 30  # seconds a code lasts (allauth's MFA_TOTP_PERIOD)
MARGIN = 2.0  # seconds a test needs to send the code before its step ends


def current_code(secret: str) -> str:
    """The code of the current 30-second step, with at least MARGIN seconds of the step
    left. allauth accepts only the current step's code (MFA_TOTP_TOLERANCE 0), so a code
    worked out just before a step ends is refused when the request lands in the next
    one: on a busy machine a test failed that way. Waiting for the next step costs at
    most MARGIN seconds, and only rarely."""
    left = PERIOD - time.time() % PERIOD
    if left < MARGIN:
        time.sleep(left)
    return format_hotp_value(hotp_value(secret, int(time.time()) // PERIOD))
