"""Errors a user can cause. The CLI prints their message (never a traceback) and exits."""


class UserError(Exception):
    """Bad input, bad config, unreachable endpoint...: the message says what happened and
    what to do about it."""

    exit_code = 1
