#!/usr/bin/env bash
# Install (or with --uninstall remove) the rok-qt bundle for the current user, XDG style:
#   bundle        ~/.local/lib/rok-qt/                  (the PyInstaller onedir, as built)
#   command       ~/.local/bin/rok-qt                   (a symbolic link into the bundle)
#   menu entry    $XDG_DATA_HOME/applications/io.github.rokqt.Rok.desktop
#   icons         $XDG_DATA_HOME/icons/hicolor/<size>/apps/io.github.rokqt.Rok.{png,svg}
#   AppStream     $XDG_DATA_HOME/metainfo/io.github.rokqt.Rok.metainfo.xml
# ($XDG_DATA_HOME defaults to ~/.local/share.) No root needed, nothing outside $HOME touched.
#
# Usage: packaging/install-linux.sh [--uninstall] [BUNDLE_DIR]   (BUNDLE_DIR: dist/rok-qt)
# Works from a source checkout after `make dist`, or from an unpacked release archive, which
# ships this script, the desktop files and the icons inside the bundle's `share/` folder.
set -euo pipefail

APP_ID=io.github.rokqt.Rok
NAME=rok-qt
HERE="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
DATA_HOME="${XDG_DATA_HOME:-$HOME/.local/share}"
LIB_DIR="$HOME/.local/lib/$NAME"
BIN_DIR="$HOME/.local/bin"
APPS_DIR="$DATA_HOME/applications"
ICONS_DIR="$DATA_HOME/icons/hicolor"
META_DIR="$DATA_HOME/metainfo"
SIZES="16 24 32 48 64 128 256 512"

uninstall=0
bundle=""
for arg in "$@"; do
    case "$arg" in
        --uninstall) uninstall=1 ;;
        -h|--help) sed -n '2,13p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
        -*) echo "install-linux.sh: unknown option $arg" >&2; exit 2 ;;
        *) bundle="$arg" ;;
    esac
done

refresh_caches() {
    # Desktops watch these folders, so no database update is needed (the entry declares no
    # MIME types). An icon cache is only refreshed if one is there already: a cache we made
    # would go stale when other programs add icons without updating it.
    if [ -f "$ICONS_DIR/icon-theme.cache" ] && command -v gtk-update-icon-cache >/dev/null; then
        gtk-update-icon-cache -q -t -f "$ICONS_DIR" 2>/dev/null || true
    fi
}

if [ "$uninstall" = 1 ]; then
    rm -rf "$LIB_DIR"
    # Only our own link: a different rok-qt on the PATH (say, from pip) is left alone.
    if [ -L "$BIN_DIR/$NAME" ] && [ "$(readlink "$BIN_DIR/$NAME")" = "$LIB_DIR/$NAME" ]; then
        rm -f "$BIN_DIR/$NAME"
    fi
    rm -f "$APPS_DIR/$APP_ID.desktop" "$META_DIR/$APP_ID.metainfo.xml" \
          "$ICONS_DIR/scalable/apps/$APP_ID.svg"
    for size in $SIZES; do rm -f "$ICONS_DIR/${size}x${size}/apps/$APP_ID.png"; done
    refresh_caches
    echo "rok-qt removed (saved games and settings are kept)."
    exit 0
fi

# Where the pieces are: a source checkout (packaging/ beside rok_qt/resources/ and dist/) or an
# unpacked release (this script in rok-qt/share/, beside linux/ and icons/).
if [ -d "$HERE/../rok_qt/resources/icons" ]; then
    ROOT="$(cd "$HERE/.." && pwd)"
    bundle="${bundle:-$ROOT/dist/$NAME}"
    LINUX="$HERE/linux"
    ICONS="$ROOT/rok_qt/resources/icons"
else
    bundle="${bundle:-$(cd "$HERE/.." && pwd)}"
    LINUX="$HERE/linux"
    ICONS="$HERE/icons"
fi
if [ ! -x "$bundle/$NAME" ]; then
    echo "install-linux.sh: no bundle at $bundle (run 'make dist' first)" >&2
    exit 1
fi
bundle="$(cd "$bundle" && pwd)"

mkdir -p "$(dirname "$LIB_DIR")" "$BIN_DIR" "$APPS_DIR" "$META_DIR" "$ICONS_DIR/scalable/apps"
# Copy beside the old install, then swap: a running game keeps its files until it exits.
staging="$(mktemp -d "$(dirname "$LIB_DIR")/.$NAME-install.XXXXXX")"
trap 'rm -rf "$staging"' EXIT
cp -a "$bundle/." "$staging/"
if [ -d "$LIB_DIR" ]; then
    mv "$LIB_DIR" "$staging.old"
fi
mv "$staging" "$LIB_DIR"
rm -rf "$staging.old"
ln -sfn "$LIB_DIR/$NAME" "$BIN_DIR/$NAME"

# The menu entry runs the bundle by absolute path.
sed -e "s|^Exec=.*|Exec=$LIB_DIR/$NAME|" -e "s|^TryExec=.*|TryExec=$LIB_DIR/$NAME|" \
    "$LINUX/$APP_ID.desktop" > "$APPS_DIR/$APP_ID.desktop"
chmod 644 "$APPS_DIR/$APP_ID.desktop"
install -m 644 "$LINUX/$APP_ID.metainfo.xml" "$META_DIR/$APP_ID.metainfo.xml"
install -m 644 "$ICONS/$NAME.svg" "$ICONS_DIR/scalable/apps/$APP_ID.svg"
for size in $SIZES; do
    mkdir -p "$ICONS_DIR/${size}x${size}/apps"
    install -m 644 "$ICONS/$NAME-$size.png" "$ICONS_DIR/${size}x${size}/apps/$APP_ID.png"
done
refresh_caches

echo "rok-qt installed in $LIB_DIR"
echo "  menu entry: $APPS_DIR/$APP_ID.desktop"
case ":$PATH:" in
    *":$BIN_DIR:"*) echo "  command:    $NAME" ;;
    *) echo "  command:    $BIN_DIR/$NAME ($BIN_DIR is not on your PATH)" ;;
esac
