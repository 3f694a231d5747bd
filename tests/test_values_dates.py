"""Dates read without dateutil (`values.reading._parse_date`'s own path for "March 12, 2014" and "December 2016") give
dateutil's answer (`_dateutil`) on every day of every month, on days no month has, and on what only looks like one."""

from __future__ import annotations

import calendar

import pytest

from trustgate.values import extract
from trustgate.values import reading


MONTHS = [calendar.month_name[i] for i in range(1, 13)]


@pytest.mark.parametrize("year", [1000, 1900, 2000, 2023, 2024, 2100, 9999])
def test_month_day_year_as_dateutil(year: int) -> None:
    for month in MONTHS:
        for day in ["0", "00", "01", "1", "9", "09", "28", "29", "30", "31", "32", "99"]:
            raw = f"{month} {day}, {year}"
            reading._parse_date.cache_clear()
            assert reading._parse_date(raw) == reading._dateutil(raw), raw


def test_month_year_as_dateutil() -> None:
    for year in (1000, 1999, 2016, 2026, 9999):
        for month in MONTHS:
            raw = f"{month} {year}"
            assert reading._parse_date(raw) == reading._dateutil(raw), raw


def test_other_forms_go_to_dateutil() -> None:
    # not a full month's name, or another order: dateutil's answer, whatever it is
    for raw in ("Sept 12, 2014", "Mar 12, 2014", "march 12, 2014", "12 March 2014", "March 12 2014", "Mayday 2014",
                "Smarch 12, 2014", "March 12, 0999", "Thursday, March 12, 2015", "12/03/2014"):
        assert reading._parse_date(raw) == reading._dateutil(raw), raw


def test_dates_in_sentences_keep_their_reading() -> None:
    got = [(v.kind, v.norm) for v in extract("Since March 12, 2014 the depot at Leith has opened at 6:30 am; before "
                                             "that, from December 2016 it was February 30, 2015.")]
    assert ("date", "2014-03-12") in got and ("date", "2016-12") in got
    assert not any(n == "2015-02-30" for _, n in got)
