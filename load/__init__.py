"""`make load`: Locust against gunicorn, with SQLite and with PostgreSQL (issue 14 item 3)."""
