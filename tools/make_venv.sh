#!/bin/sh
# The virtual environment `make` installs rok-qt into, made (or made again) with a Python that
# can run the game. Whatever stops it is said in one sentence, with the line that fixes it.
#
#   tools/make_venv.sh VENV PYTHON ORIGIN
#
# ORIGIN is make's $(origin PYTHON): "file" (the Makefile's default, python3) lets this pick
# the first of python3, python3.13, python3.12, python3.11 that is 3.11 or newer (Ubuntu 22.04's
# python3 is 3.10); any other origin means the person chose PYTHON, which is then used or refused.
# A VENV whose python has no pip (Debian makes one when python3-venv is missing) or is older
# than 3.11 is removed and made again. POSIX sh only: this runs before any Python is known good.
set -u

venv=$1
python=$2
origin=${3:-file}

say() {
    printf 'rok-qt: %s\n' "$*" >&2
}

# "3.11" for a Python that runs, "" for one that does not.
version_of() {
    "$1" -c 'import sys; print("%d.%d" % sys.version_info[:2])' 2>/dev/null
}

new_enough() {
    "$1" -c 'import sys; sys.exit(sys.version_info < (3, 11))' 2>/dev/null
}

pick_python() {
    if new_enough "$python"; then
        return 0
    fi
    if [ "$origin" = file ]; then
        for other in python3.13 python3.12 python3.11; do
            if command -v "$other" >/dev/null 2>&1 && new_enough "$other"; then
                say "$python is $(version_of "$python" || echo 'not there'); using $other."
                python=$other
                return 0
            fi
        done
    fi
    found=$(version_of "$python")
    if [ -z "$found" ]; then
        say "rok-qt needs Python 3.11 or newer, and there is no $python here."
    else
        say "rok-qt needs Python 3.11 or newer, and $python is $found."
    fi
    say "Install one (Debian and Ubuntu: sudo apt-get install python3.11 python3.11-venv)" \
        "and make again; make PYTHON=/path/to/python3.11 names one."
    return 1
}

venv_works() {
    [ -x "$venv/bin/python" ] && new_enough "$venv/bin/python" \
        && "$venv/bin/python" -m pip --version >/dev/null 2>&1
}

if venv_works; then
    exit 0
fi
pick_python || exit 1
if [ -e "$venv" ]; then
    say "$venv cannot install anything (no pip in it, or a Python older than 3.11):" \
        "making it again."
    rm -rf "$venv"
fi
if ! "$python" -m venv "$venv" >/dev/null 2>&1 || ! venv_works; then
    rm -rf "$venv"
    package=python3-venv
    [ "$python" = python3 ] || package="python$(version_of "$python")-venv"
    say "$python cannot make a virtual environment with pip in it: its venv module is missing."
    say "Install it (Debian and Ubuntu: sudo apt-get install $package) and make again."
    exit 1
fi
