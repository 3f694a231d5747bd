"""Evaluation and benchmarks: the labeled cases, MemContam, `trustgate bench`. The product never imports this package."""
