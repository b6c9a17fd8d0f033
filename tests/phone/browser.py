"""Phone pages in real headless Chromium (Debian's chromium and chromium-driver) through
Selenium, with a phone's screen and touch: nothing is downloaded, everything on 127.0.0.1."""

from __future__ import annotations

import os
import shutil
import tempfile
from pathlib import Path
from typing import Any

from selenium import webdriver
from selenium.webdriver.chrome.service import Service

CHROMIUM = ("/usr/bin/chromium", "/usr/bin/chromium-browser")
DRIVER = ("/usr/bin/chromedriver",)
WIDTH, HEIGHT = 390, 844
"""A phone's viewport in CSS px (an iPhone 14's)."""
FLAGS = ("--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
         "--disable-background-networking", "--disable-component-update", "--disable-sync",
         "--disable-dev-shm-usage", "--mute-audio", "--host-resolver-rules=MAP * ~NOTFOUND, "
         "EXCLUDE 127.0.0.1")


def found(paths: tuple[str, ...]) -> str | None:
    """The first of these programs on this machine."""
    return next((p for p in paths if Path(p).exists()), None)


def available() -> bool:
    """Whether Chromium and its driver are installed (`.ci/run` installs them)."""
    return found(CHROMIUM) is not None and found(DRIVER) is not None


class PhonePage:
    """One phone's browser showing one page; `close` ends it and removes its profile."""

    def __init__(self, url: str) -> None:
        os.environ.setdefault("SE_OFFLINE", "true")   # Selenium Manager downloads nothing
        self.profile = tempfile.mkdtemp(prefix="rok-phone-")
        options = webdriver.ChromeOptions()
        binary = found(CHROMIUM)
        assert binary is not None, "chromium is not installed"
        options.binary_location = binary
        for flag in FLAGS:
            options.add_argument(flag)
        options.add_argument(f"--user-data-dir={self.profile}")
        options.add_experimental_option("mobileEmulation", {
            "deviceMetrics": {"width": WIDTH, "height": HEIGHT, "pixelRatio": 2.0,
                              "touch": True},
            "userAgent": "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 "
                         "(KHTML, like Gecko) Chrome/156.0 Mobile Safari/537.36"})
        driver_path = found(DRIVER)
        assert driver_path is not None, "chromium-driver is not installed"
        self.driver = webdriver.Chrome(options=options, service=Service(driver_path))
        self.driver.set_window_size(WIDTH, HEIGHT)
        self.driver.execute_cdp_cmd("Emulation.setTouchEmulationEnabled",
                                    {"enabled": True, "maxTouchPoints": 5})
        self.driver.get(url)

    def js(self, script: str, *args: Any) -> Any:
        """Run a script in the page and return its value."""
        return self.driver.execute_script(script, *args)

    def tap(self, x: float, y: float) -> None:
        """A finger's tap at CSS px (x, y) of the viewport: real touch events."""
        point = [{"x": x, "y": y, "radiusX": 4, "radiusY": 4, "force": 1}]
        self.driver.execute_cdp_cmd("Input.dispatchTouchEvent",
                                    {"type": "touchStart", "touchPoints": point})
        self.driver.execute_cdp_cmd("Input.dispatchTouchEvent",
                                    {"type": "touchEnd", "touchPoints": []})

    def swipe(self, start: tuple[float, float], end: tuple[float, float], steps: int = 6) -> None:
        """A finger's swipe from `start` to `end` (CSS px)."""
        def touch(kind: str, x: float, y: float) -> None:
            points = [] if kind == "touchEnd" else [{"x": x, "y": y, "radiusX": 4,
                                                     "radiusY": 4, "force": 1}]
            self.driver.execute_cdp_cmd("Input.dispatchTouchEvent",
                                        {"type": kind, "touchPoints": points})
        touch("touchStart", *start)
        for i in range(1, steps + 1):
            touch("touchMove", start[0] + (end[0] - start[0]) * i / steps,
                  start[1] + (end[1] - start[1]) * i / steps)
        touch("touchEnd", *end)

    def tap_element(self, element_id: str) -> None:
        """A tap in the middle of the element with this id."""
        box = self.js("const r = document.getElementById(arguments[0])"
                      ".getBoundingClientRect(); return [r.left + r.width / 2, "
                      "r.top + r.height / 2];", element_id)
        self.tap(box[0], box[1])

    def type_into(self, element_id: str, text: str) -> None:
        """Type as the phone's keyboard does."""
        field = self.driver.find_element("id", element_id)
        field.clear()
        field.send_keys(text)

    def screenshot(self, path: Path) -> None:
        path.parent.mkdir(parents=True, exist_ok=True)
        self.driver.save_screenshot(str(path))

    def close(self) -> None:
        try:
            self.driver.quit()
        finally:
            shutil.rmtree(self.profile, ignore_errors=True)
