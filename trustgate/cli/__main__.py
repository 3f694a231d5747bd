"""`python -m trustgate.cli`: the `trustgate` command."""

from . import main

main()
