"""Short, plain names for the browser a session or sign-in came from ("Firefox on
Windows"), worked out from its User-Agent string with ua-parser."""

from functools import lru_cache

from ua_parser import parse

# ua-parser's names, in the words people use for them.
BROWSERS = {
    "Mobile Safari": "Safari",
    "Mobile Safari UI/WKWebView": "an app's browser",
    "Chrome Mobile": "Chrome",
    "Chrome Mobile iOS": "Chrome",
    "Chrome Mobile WebView": "an app's browser",
    "HeadlessChrome": "Chrome",
    "Chromium": "Chromium",
    "Firefox Mobile": "Firefox",
    "Firefox iOS": "Firefox",
    "Edge Mobile": "Edge",
    "Samsung Internet": "Samsung Internet",
    "Other": "",
}
SYSTEMS = {"Mac OS X": "a Mac", "Other": ""}


@lru_cache(maxsize=512)
def device_label(user_agent: str) -> str:
    """'Safari on iPhone', 'Chrome on Android', 'Firefox on Windows', or 'Unknown browser'."""
    if not user_agent:
        return "Unknown browser"
    result = parse(user_agent[:500])
    browser = result.user_agent.family if result.user_agent else "Other"
    browser = BROWSERS.get(browser, browser)
    system = result.os.family if result.os else "Other"
    if result.device and result.device.family in ("iPhone", "iPad"):
        system = result.device.family
    system = SYSTEMS.get(system, system)
    if browser and system:
        return f"{browser} on {system}"[:100]
    return (browser or system or "Unknown browser")[:100]
