// node browser.mjs CONFIG.json -- drives headless Chromium (playwright-core) through the web page.
// CONFIG: {playwright, chromium, url, out, mode: "play" | "loader", keys, wheel, routes, timeout_ms}
//   routes: {"https://prefix/": "http://127.0.0.1:PORT/local/"}: requests under a prefix are
//   answered from the local server (the page as built names pyxel's CDN); every other request
//   that is not to 127.0.0.1 is refused and reported (the machine has no internet).
//   mode "play": click to start, wait for the title menu, then for each key (on a fresh load of
//   the page each): press it, wait for the game's first screen, screenshot.
//   mode "loader": load the page and wait until the loader has asked for pyxel's wheel.
// Prints one JSON object: {requests, refused, console, states, shots, error}.
import fs from "node:fs";
import path from "node:path";

const config = JSON.parse(fs.readFileSync(process.argv[2], "utf8"));
const { chromium } = await import(path.join(config.playwright, "index.mjs"));
const result = { requests: [], refused: [], console: [], states: [], shots: [], error: null };
const deadline = Date.now() + (config.timeout_ms || 150000);
const left = () => Math.max(1000, deadline - Date.now());
// a page whose Python is stuck never answers page.evaluate: every question has a deadline
const within = (promise, ms, what) => Promise.race([promise, new Promise((_, no) =>
  setTimeout(() => no(new Error(`no answer from the page within ${ms} ms: ${what}`)), ms))]);

const browser = await chromium.launch({
  executablePath: config.chromium,
  headless: true,
  args: [
    "--no-sandbox", "--disable-background-networking", "--disable-component-update",
    "--disable-sync", "--no-first-run", "--disable-quic", "--disable-dev-shm-usage",
    "--use-angle=swiftshader", "--enable-unsafe-swiftshader", "--ignore-gpu-blocklist",
    "--autoplay-policy=no-user-gesture-required",
  ],
});

function localFor(url) {
  for (const [prefix, local] of Object.entries(config.routes || {})) {
    if (url.startsWith(prefix)) return local + url.slice(prefix.length);
  }
  return null;
}

try {
  const page = await browser.newPage({ viewport: { width: 1024, height: 820 } });
  page.on("console", (m) => result.console.push(`${m.type()}: ${m.text()}`.slice(0, 2000)));
  page.on("pageerror", (e) => result.console.push(`pageerror: ${e.message}`.slice(0, 2000)));
  await page.route("**/*", async (route) => {
    const url = route.request().url();
    if (url.startsWith("http://127.0.0.1:") || url.startsWith("data:") || url.startsWith("blob:")) {
      return route.continue();
    }
    const local = localFor(url);
    if (!local) {
      result.refused.push(url);
      return route.abort("internetdisconnected");
    }
    const response = await route.fetch({ url: local });
    const headers = { ...response.headers(), "access-control-allow-origin": "*" };
    return route.fulfill({ response, headers });
  });
  page.on("response", (r) => result.requests.push({ url: r.url(), status: r.status() }));
  page.on("requestfailed", (r) => result.requests.push({ url: r.url(), status: 0, failure: r.failure()?.errorText }));

  await page.goto(config.url, { timeout: left() });

  if (config.mode === "loader") {
    const wheel = config.wheel;
    await page.waitForEvent("requestfinished", { predicate: (r) => r.url().endsWith(wheel), timeout: left() })
      .catch(() => page.waitForEvent("requestfailed", { predicate: (r) => r.url().endsWith(wheel), timeout: 1000 }));
    await page.waitForTimeout(1500);          // what the loader does after the missing wheel
    result.states.push(await page.evaluate(() => ({
      overlay: document.getElementById("pyxel-error-overlay")?.textContent || null,
      canvas: !!document.querySelector("canvas#canvas"),
      loadPyodide: typeof loadPyodide,
    })));
  } else {
    // pyxel panics (a fatal error for Pyodide) when asked anything before pyxel.init: the probe
    // asks only once retro.screen says the app has initialised it
    const probe = `
import gc, json, sys
_scr = sys.modules.get("retro.screen")
_out = "null"
if _scr is not None and _scr.initialised():
    import pyxel
    _sc = sys.modules.get("retro.scenes")
    _apps = [o for o in gc.get_objects() if _sc is not None and type(o) is _sc.App]
    _app = _apps[-1] if _apps else None
    _top = _app.top if _app is not None else None
    _out = json.dumps({"frame": pyxel.frame_count, "app_frame": _app.frame_no if _app else None,
            "top": (type(_top).__module__ + "." + type(_top).__qualname__) if _top is not None else None,
            "stack": [type(o).__module__ + "." + type(o).__qualname__ for o in (_app.stack if _app else [])],
            "notice": getattr(_top, "notice", None), "size": [_scr.current().width, _scr.current().height] if getattr(_scr, "current", None) and _scr.current() else list(getattr(pyxel, "_standin_size", ())),
            "screen": [pyxel.width, pyxel.height]})
_out`;
    const state = async () => {
      const overlay = await within(page.evaluate(() => document.getElementById("pyxel-error-overlay")?.textContent || null),
                                   Math.min(20000, left()), "the error overlay");
      if (overlay) throw new Error("pyxel's error overlay: " + overlay.slice(0, 3000));
      const json = await within(page.evaluate((code) => window.pyxelContext?.pyodide?.runPython(code), probe),
                                Math.min(20000, left()), "the state probe");
      return json ? JSON.parse(json) : null;
    };
    const waitFor = async (what, ok, ms = 60000) => {
      let s = null;
      const until = Math.min(deadline, Date.now() + ms);
      while (Date.now() < until) {
        try { s = await state(); } catch (e) { if (/error overlay|no answer/.test(String(e))) throw e; }
        if (s && ok(s)) return s;
        await page.waitForTimeout(250);
      }
      throw new Error(`timed out waiting for ${what}; last state ${JSON.stringify(s)}`);
    };
    const shoot = async (name, s) => {
      const box = await page.locator("canvas#canvas").boundingBox();
      const [w, h] = s.size.length ? s.size : s.screen;       // the machine's part of the screen
      // pyxel draws its screen at a whole-number scale, centred in the canvas
      const scale = Math.max(1, Math.floor(Math.min(box.width / s.screen[0], box.height / s.screen[1])));
      const x = box.x + (box.width - s.screen[0] * scale) / 2, y = box.y + (box.height - s.screen[1] * scale) / 2;
      const clip = { x, y, width: w * scale, height: h * scale };
      const file = path.join(config.out, name + ".png");
      await page.screenshot({ path: file, clip });
      result.shots.push({ name, file, state: s });
    };
    const menuReady = (s) => s.top === "retro.launcher.Launcher" && s.app_frame >= 30;
    const startPage = async () => {
      await page.waitForSelector("img#pyxel-prompt", { timeout: left() });   // Pyodide and pyxel loaded
      await page.mouse.click(512, 400);                                       // "click to start"
      return waitFor("the title menu", menuReady);
    };
    let s = await startPage();
    await shoot("menu", s);
    result.states.push(s);
    for (const [i, key] of config.keys.entries()) {
      if (i > 0) {                          // a fresh page for each game: the menu of a new start
        await page.reload({ timeout: left() });
        s = await startPage();
      }
      const before = s.app_frame;
      await page.keyboard.down(key);
      await page.waitForTimeout(150);
      await page.keyboard.up(key);
      s = await waitFor(`the game of key ${key}`,
                        (t) => (t.top !== "retro.launcher.Launcher" || t.notice) && t.app_frame >= before + 20);
      await page.waitForTimeout(500);
      s = await state();
      await shoot(`game_${key}`, s);
      result.states.push({ key, ...s });
    }
  }
} catch (e) {
  result.error = String(e && e.stack || e).slice(0, 6000);
} finally {
  await within(browser.close(), 10000, "closing the browser").catch(() => {});
}
process.stdout.write(JSON.stringify(result) + "\n");
