"""`make bench`: speed and size budgets for every main page (issue 6). See bench/run.py."""
