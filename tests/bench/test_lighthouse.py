"""Lighthouse in the bench: a run that Lighthouse itself asks to repeat is repeated once."""

import json
import subprocess

import pytest

from bench import lighthouse

REPORT = {"categories": {name: {"score": 1} for name in lighthouse.CATEGORIES}}


def _runs(monkeypatch, tmp_path, *stderrs):
    """Lighthouse failing with each of `stderrs` in turn, then succeeding."""
    calls = []

    def run(command, **kwargs):
        calls.append(command)
        if len(calls) <= len(stderrs):
            return subprocess.CompletedProcess(command, 1, "", stderrs[len(calls) - 1])
        (tmp_path / "report.json").write_text(json.dumps(REPORT))
        return subprocess.CompletedProcess(command, 0, "", "")

    monkeypatch.setattr(lighthouse.shutil, "which", lambda name: "/usr/bin/chromium")
    monkeypatch.setattr(lighthouse.subprocess, "run", run)
    return calls


TRACE = "Runtime error encountered: Something went wrong with recording the trace. Please run Lighthouse again."


def test_a_trace_lighthouse_asks_to_record_again_is_recorded_again(monkeypatch, tmp_path):
    calls = _runs(monkeypatch, tmp_path, TRACE)

    assert lighthouse.scores("http://x/", "", tmp_path / "report.json") == dict.fromkeys(lighthouse.CATEGORIES, 100)
    assert len(calls) == 2


def test_it_gives_up_after_the_second_failure(monkeypatch, tmp_path):
    _runs(monkeypatch, tmp_path, TRACE, TRACE)

    with pytest.raises(lighthouse.LighthouseError, match="run Lighthouse again"):
        lighthouse.scores("http://x/", "", tmp_path / "report.json")


def test_any_other_failure_is_not_run_again(monkeypatch, tmp_path):
    calls = _runs(monkeypatch, tmp_path, "Unable to connect to Chrome")

    with pytest.raises(lighthouse.LighthouseError, match="Unable to connect"):
        lighthouse.scores("http://x/", "", tmp_path / "report.json")
    assert len(calls) == 1
