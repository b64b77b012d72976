"""The tactic model: a small classifier trained on the labelled messages (see building.py)."""
