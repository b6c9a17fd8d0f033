"""The one error a rejected move or setup raises, with a code the UI translates."""

from __future__ import annotations

from enum import StrEnum


class Refusal(StrEnum):
    """Why the engine refused; each code lists the parameters its InvalidMove carries."""

    PLAYER_COUNT = "player_count"          # count, low, high (R3.1)
    NAME_MISSING = "name_missing"          # seat (counted from 1)
    NAME_TOO_LONG = "name_too_long"        # seat, limit
    NAME_TWICE = "name_twice"              # name
    AGE_RANGE = "age_range"                # seat, low, high
    FIRST_PLAYER = "first_player"
    TIME_LIMIT = "time_limit"
    GAME_OVER = "game_over"
    WRONG_KIND = "wrong_kind"              # expected, given (move class names)
    NOT_YOUR_TURN = "not_your_turn"        # name (whose move it is)
    PENALTY_PAIR = "penalty_pair"          # (R5.1)
    ORDER_CLAIMS = "order_claims"          # (R5.4)
    FLICK_NUMBERS = "flick_numbers"
    FLICK_SPEED = "flick_speed"            # limit (mm/s)
    FLICK_EDGE = "flick_edge"              # (R8.1)
    TOO_MANY_PICKS = "too_many_picks"      # limit
    TAKEN_TWICE = "taken_twice"            # stone
    NOT_A_BALANCE = "not_a_balance"        # stone
    STAMP_INVALID = "stamp_invalid"
    STAMP_LATE = "stamp_late"              # ms, limit (R7.1)
    TAKE_FATE = "take_fate"
    TAKE_BALANCE = "take_balance"          # (R4.5)
    NOT_ON_TABLE = "not_on_table"          # stone
    TAKE_FACE_DOWN = "take_face_down"      # (R4.5)
    MATCH_PACE = "match_pace"              # seat (counted from 1)
    NO_SUCH_SEAT = "no_such_seat"          # seat (counted from 1)
    SEAT_DONE = "seat_done"                # name (R7.2: that player said done)
    NOT_IN_HAND = "not_in_hand"            # stone (R7.2)
    STAMP_EARLY = "stamp_early"            # ms, previous (R7.2: stamps never go back)
    STAMP_SETTLED = "stamp_settled"        # ms, newest, window (R7.2: older than the window)
    NOT_TWINS = "not_twins"                # stone, other (practice: a wrong pair is refused)
    BEFORE_GO = "before_go"                # (R7.3: a table server's race had not started)
    WINDOW_RANGE = "window_range"          # window, uncertainty (R7.2, R7.3: RaceWindow)


Param = int | float | str


class InvalidMove(ValueError):
    """A move or setup the engine refuses; the state is unchanged.

    `code` and `params` are for the screen (ui/refusals.py translates them); `str()` is a plain
    English sentence for logs, tests and the command line.
    """

    def __init__(self, code: Refusal, message: str, **params: Param) -> None:
        super().__init__(message)
        self.code = code
        self.params = params
