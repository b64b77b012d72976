"""The web processes never load WeasyPrint or pyHanko (with the libraries they bring,
about 50 MB of a gunicorn worker's memory): only the job that makes a report, and the
check page when it is given a PDF, import them."""

import os
import subprocess
import sys
from pathlib import Path

import pytest

pytestmark = pytest.mark.slow

ROOT = Path(__file__).resolve().parents[2]
PROBE = """
import os, sys
os.environ["DJANGO_SETTINGS_MODULE"] = "nocontact.settings"
os.environ["DJANGO_DEBUG"] = "True"
import django
django.setup()
from django.urls import get_resolver
get_resolver().url_patterns  # every view module, as a worker loads them
print(",".join(sorted(m for m in ("weasyprint", "pyhanko", "pypdf", "fontTools") if m in sys.modules)))
"""


def test_loading_every_view_leaves_the_pdf_libraries_out():
    env = {k: v for k, v in os.environ.items() if not k.startswith("DJANGO_")}
    done = subprocess.run([sys.executable, "-c", PROBE], cwd=ROOT, env=env, capture_output=True, text=True, check=True)
    assert done.stdout.strip() == ""
