// node browser.mjs CONFIG.json -- drives headless Chromium (playwright-core) through the web page.
// CONFIG: {playwright, chromium, url, out, routes, helpers, steps}
//   helpers: Python run in the page's globals after each start, for the steps' expressions.
//   routes: {"https://prefix/": "http://127.0.0.1:PORT/local/"}: requests under a prefix are
//   answered from the local server (the page as built names pyxel's CDN); every other request
//   that is not to 127.0.0.1 is refused and reported (the machine has no internet).
//   steps: what to do, in order, each with its own deadline (`ms`): one slow step fails as
//   itself, naming it, and no step eats the time of the next (issue 34 item 3).
//     {do: "open", ms, reload}     load the page (again: reload, the same browser profile, so
//                                  that IndexedDB is kept), click to start, wait for the title
//                                  menu; records prompt_ms (page to "click to start") and menu_ms
//     {do: "loader", ms, wheel, after}  load the page; wait until the loader has asked for the
//                                  wheel (not to be had here) and for the files named in `after`,
//                                  and the page is quiet
//     {do: "key", key, ms, until}  press a key, then wait until the Python `until` is true
//     {do: "type", text}           type text (pyxel's input_text)
//     {do: "click", ms, at, until, button}  a click at the machine's pixel `at` ([x, y], or a
//                                  Python expression giving it), then wait until `until`
//     {do: "until", ms, until}     wait until the Python expression is true
//     {do: "python", ms, code}     evaluate a Python expression; its value (JSON) is recorded
//     {do: "shot", name}           screenshot of the machine's part of the screen
//   Python expressions see: json, sys, pyxel, app (the scene stack), top (its top scene), mod
//   (a scene's module.class name), and are asked only once the app has initialised pyxel (it
//   panics when asked anything before).
// Prints one JSON object: {requests, refused, console, steps, shots, error, failed_step}.
import fs from "node:fs";
import path from "node:path";

const config = JSON.parse(fs.readFileSync(process.argv[2], "utf8"));
const { chromium } = await import(path.join(config.playwright, "index.mjs"));
const result = { requests: [], refused: [], console: [], steps: [], shots: [], error: null, failed_step: null };
// a page whose Python is stuck never answers page.evaluate: every question has a deadline
const within = (promise, ms, what) => Promise.race([promise, new Promise((_, no) =>
  setTimeout(() => no(new Error(`no answer from the page within ${ms} ms: ${what}`)), ms))]);

const browser = await chromium.launch({
  executablePath: config.chromium,
  headless: true,                     // a fresh profile (--user-data-dir) of Playwright's own
  args: [
    "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking",
    "--disable-component-update", "--disable-sync", "--disable-dev-shm-usage",
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

const PRELUDE = `
import gc, json, sys
_scr = sys.modules.get("retro.screen")
_up = _scr is not None and _scr.initialised()
if _up:
    import pyxel
    _sc = sys.modules.get("retro.scenes")
    _last = _sc.App.last() if _sc is not None and getattr(_sc.App, "last", None) is not None else None
    _apps = [_last] if _last is not None else [o for o in gc.get_objects() if _sc is not None and type(o) is _sc.App]
    app = _apps[-1] if _apps else None
    top = app.top if app is not None else None
def mod(o):
    return type(o).__module__ + "." + type(o).__qualname__ if o is not None else None
`;
const STATE = `{"frame": pyxel.frame_count, "app_frame": app.frame_no if app else None,
    "top": mod(top), "stack": [mod(o) for o in (app.stack if app else [])], "notice": getattr(top, "notice", None),
    "size": [_scr.current().width, _scr.current().height] if _scr.current() else list(getattr(pyxel, "_standin_size", ())),
    "screen": [pyxel.width, pyxel.height]}`;

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
  page.on("requestfinished", async (r) => {
    const entry = { url: r.url(), status: 0, bytes: 0 };
    result.requests.push(entry);
    try {
      const response = await r.response();
      entry.status = response ? response.status() : 0;
      entry.bytes = (await r.sizes()).responseBodySize;
    } catch (e) { entry.failure = String(e).slice(0, 200); }
  });
  page.on("requestfailed", (r) => result.requests.push({ url: r.url(), status: 0, bytes: 0, failure: r.failure()?.errorText }));

  let deadline = 0;                 // the step's own
  const left = () => Math.max(1000, deadline - Date.now());
  // the value of a Python expression (JSON), or undefined before the app has started pyxel
  const python = async (expr) => {
    const overlay = await within(page.evaluate(() => document.getElementById("pyxel-error-overlay")?.textContent || null),
                                 Math.min(20000, left()), "the error overlay");
    if (overlay) throw new Error("pyxel's error overlay: " + overlay.slice(0, 3000));
    const code = `${PRELUDE}\n_out = None\nif _up:\n    _out = json.dumps(${expr.trim()}, default=str)\n_out`;
    const json = await within(page.evaluate((c) => window.pyxelContext?.pyodide?.runPython(c), code),
                              Math.min(20000, left()), `the page's Python: ${expr.slice(0, 80)}`);
    return json == null ? undefined : JSON.parse(json);
  };
  const waitFor = async (what, expr) => {
    let last = null, problem = null;
    while (Date.now() < deadline) {
      try {
        last = await python(expr);
        problem = null;
        if (last) return last;
      } catch (e) {
        if (/error overlay|no answer/.test(String(e))) throw e;
        problem = String(e).slice(0, 600);          // a Python error: asked again until the deadline
      }
      await page.waitForTimeout(200);
    }
    let state = null;
    try { state = await python(STATE); } catch (e) { state = String(e).slice(0, 300); }
    throw new Error(`timed out waiting for ${what}; last ${JSON.stringify(last)}; ${problem || ""} state ${JSON.stringify(state)}`);
  };
  const menuReady = `mod(top) == "retro.launcher.Launcher" and app.frame_no >= 30`;
  // the page's pixel of the machine's pixel (x, y): found by moving the mouse and asking pyxel
  let toPage = null;
  const calibrate = async () => {
    const box = await page.locator("canvas#canvas").boundingBox();
    const seen = [];
    for (const [fx, fy] of [[0.3, 0.3], [0.7, 0.7]]) {
      const px = Math.round(box.x + fx * box.width), py = Math.round(box.y + fy * box.height);
      const before = await python("[pyxel.mouse_x, pyxel.mouse_y, pyxel.frame_count]");
      await page.mouse.move(px, py);
      const m = await waitFor("pyxel to see the mouse", `[pyxel.mouse_x, pyxel.mouse_y] if pyxel.frame_count > ${before[2] + 2} else None`);
      seen.push([px, py, m[0], m[1]]);
    }
    const [a, b] = seen;
    const sx = (b[0] - a[0]) / (b[2] - a[2]), sy = (b[1] - a[1]) / (b[3] - a[3]);
    toPage = (x, y) => [a[0] + (x - a[2] + 0.5) * sx, a[1] + (y - a[3] + 0.5) * sy];
  };

  for (const [i, step] of config.steps.entries()) {
    const began = Date.now();
    deadline = began + (step.ms || 30000);
    const record = { i, do: step.do, key: step.key, name: step.name, requests: [result.requests.length, null] };
    try {
      if (step.do === "open") {
        if (step.reload) await page.reload({ timeout: left() }); else await page.goto(config.url, { timeout: left() });
        await page.waitForSelector("img#pyxel-prompt", { timeout: left() });   // Pyodide and pyxel loaded
        record.prompt_ms = Date.now() - began;
        await page.mouse.click(512, 400);                                       // "click to start"
        record.state = await waitFor("the title menu", `(${STATE}) if ${menuReady} else None`);
        record.menu_ms = Date.now() - began;
        if (config.helpers) {                    // the test's Python helpers, in the page's globals
          await within(page.evaluate((c) => window.pyxelContext.pyodide.runPython(c), config.helpers), 20000, "the helpers");
        }
        await calibrate();
      } else if (step.do === "loader") {
        await page.goto(config.url, { timeout: left() });
        await page.waitForEvent("requestfinished", { predicate: (r) => r.url().endsWith(step.wheel), timeout: left() })
          .catch(() => page.waitForEvent("requestfailed", { predicate: (r) => r.url().endsWith(step.wheel), timeout: 1000 }));
        // the loader goes on (Pyodide booted, its packages' list read) until it needs the wheel,
        // and stops there, saying why (pyxel 2.9.9: a page error, 2.6.2: its overlay)
        for (const name of step.after || []) {
          if (!result.requests.some((q) => q.url.endsWith(name))) {
            await page.waitForEvent("requestfinished", { predicate: (r) => r.url().endsWith(name), timeout: left() });
          }
        }
        const stopped = async () => result.console.some((c) => c.startsWith("pageerror:") && c.includes(step.wheel))
          || await page.evaluate(() => !!document.getElementById("pyxel-error-overlay"));
        while (Date.now() < deadline && !(await stopped())) await page.waitForTimeout(200);
        await page.waitForLoadState("networkidle", { timeout: left() });
        record.state = await page.evaluate(() => ({
          overlay: document.getElementById("pyxel-error-overlay")?.textContent || null,
          pyodide: typeof window.pyxelContext?.pyodide,
          canvas: !!document.querySelector("canvas#canvas"),
          loadPyodide: typeof loadPyodide,
        }));
      } else if (step.do === "key") {
        await page.keyboard.down(step.key);
        await page.waitForTimeout(120);                  // held over a few frames: pyxel polls
        await page.keyboard.up(step.key);
        if (step.until) record.state = await waitFor(`key ${step.key}: ${step.until}`, step.until);
      } else if (step.do === "type") {
        await page.keyboard.type(step.text, { delay: 60 });
        if (step.until) record.state = await waitFor(`typing: ${step.until}`, step.until);
      } else if (step.do === "click") {
        const at = typeof step.at === "string" ? await waitFor(`where to click: ${step.at}`, step.at) : step.at;
        const [x, y] = toPage(at[0], at[1]);
        await page.mouse.move(x, y);
        await page.mouse.down({ button: step.button || "left" });
        await page.waitForTimeout(120);
        await page.mouse.up({ button: step.button || "left" });
        record.at = at;
        if (step.until) record.state = await waitFor(`click at ${at}: ${step.until}`, step.until);
      } else if (step.do === "until") {
        record.state = await waitFor(step.until, step.until);
      } else if (step.do === "python") {
        record.value = await waitFor(step.code, `[${step.code}]`).then((v) => v[0]);
      } else if (step.do === "shot") {
        const s = await python(STATE);
        const [w, h] = s.size.length ? s.size : s.screen;       // the machine's part of the screen
        const [x0, y0] = toPage(0, 0), [x1, y1] = toPage(w, h);
        const file = path.join(config.out, step.name + ".png");
        await page.screenshot({ path: file, clip: { x: x0 - 0.5 * (x1 - x0) / w, y: y0 - 0.5 * (y1 - y0) / h,
                                                    width: x1 - x0, height: y1 - y0 } });
        result.shots.push({ name: step.name, file, state: s });
      } else {
        throw new Error(`unknown step ${step.do}`);
      }
    } catch (e) {
      record.ms = Date.now() - began;
      result.steps.push(record);
      result.failed_step = { i, ...step };
      throw e;
    }
    record.ms = Date.now() - began;
    record.requests[1] = result.requests.length;       // the step's: result.requests[from:to]
    result.steps.push(record);
  }
} catch (e) {
  result.error = String(e && e.stack || e).slice(0, 6000);
} finally {
  await within(browser.close(), 10000, "closing the browser").catch(() => {});
}
process.stdout.write(JSON.stringify(result) + "\n");
