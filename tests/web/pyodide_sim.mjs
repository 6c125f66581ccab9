// node pyodide_sim.mjs PYODIDE_DIR APP.pyxapp JOBS.json
// Unpacks the .pyxapp (a zip) into Pyodide's file system and runs `retro sim` once per job
// (a list of argument lists) with the app's own code; prints one JSON object:
// {"python": version, "runs": [{"args": [...], "code": n, "stdout": "...", "stderr": "..."}]}.
import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";

const [pyodideDir, appFile, jobsFile] = process.argv.slice(2);
const { loadPyodide } = await import(pathToFileURL(path.join(pyodideDir, "pyodide.mjs")).href);
const py = await loadPyodide({ indexURL: path.resolve(pyodideDir) + "/" });
py.unpackArchive(new Uint8Array(fs.readFileSync(appFile)), "zip", { extractDir: "/app" });

let out = [];
let err = [];
py.setStdout({ batched: (line) => out.push(line) });
py.setStderr({ batched: (line) => err.push(line) });
py.runPython(`import sys; sys.path.insert(0, "/app/retro")`);
const python = py.runPython("import sys; sys.version.split()[0]");

const runs = [];
for (const args of JSON.parse(fs.readFileSync(jobsFile, "utf8"))) {
  out = [];
  err = [];
  py.globals.set("ARGS", py.toPy(args));
  let code;
  try {
    code = py.runPython(`
from retro.__main__ import main
_code = main(list(ARGS))
sys.stdout.flush(); sys.stderr.flush()
_code`);
  } catch (e) {
    err.push(String(e));
    code = -1;
  }
  runs.push({ args, code, stdout: out.join("\n"), stderr: err.join("\n") });
}
process.stdout.write(JSON.stringify({ python, runs }) + "\n");
