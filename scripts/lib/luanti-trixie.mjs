// Luanti 5.10 (Debian trixie's luanti-server with minetest_game) for the suites, next to
// bookworm's minetest 5.6.1: a trixie root made once by debootstrap from Debian's package mirror
// and kept in a cache outside the clone (reused by every later run), entered with chroot. While a
// suite runs, /proc is mounted in the root and the folders the suites use (the temporary worlds,
// the clone) are bind-mounted at the same paths, so the server sees the same paths as the runner.
import { spawnSync } from "node:child_process";
import { chmodSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { SERVER_BIN } from "./luanti.mjs";
import { ensureApt, must, ROOT } from "./setup.mjs";

export const TRIXIE_ROOT = process.env.GT_TRIXIE_ROOT ?? "/var/cache/game-tables/trixie-root";
/** The server inside the root; the Debian packages of the root (mesecons: the world suite uses it). */
const SERVER_IN_ROOT = "/usr/games/luantiserver";
const ROOT_PACKAGES = ["luanti-server", "minetest-mod-mesecons"];
/** Files that show the root is whole: debootstrap moves it into place only when it finished. */
const READY = [SERVER_IN_ROOT, "/usr/share/games/minetest/mods/mesecons"];

const sudo = process.getuid?.() === 0 ? [] : ["sudo"];

function asRoot(args) {
  const [cmd, ...rest] = [...sudo, ...args];
  must(cmd, rest);
}

/** The Debian mirror apt uses here (deb822 or one-line sources), else deb.debian.org. */
function debianMirror() {
  const files = [];
  const dir = "/etc/apt/sources.list.d";
  if (existsSync(dir)) for (const f of readdirSync(dir).sort()) if (f.endsWith(".sources") || f.endsWith(".list")) files.push(join(dir, f));
  if (existsSync("/etc/apt/sources.list")) files.push("/etc/apt/sources.list");
  for (const f of files) {
    const text = readFileSync(f, "utf8");
    for (const line of text.split("\n")) {
      // "URIs: URL" (deb822) or "deb [options] URL suite ...": the archive, not debian-security.
      const m = /^\s*(?:URIs:|deb)\s+(?:\[[^\]]*\]\s+)?(\S+\/debian)\/?(?:\s|$)/.exec(line);
      if (m) return m[1];
    }
  }
  return "http://deb.debian.org/debian";
}

/** Makes the trixie root when it is missing (a few minutes, once; a run cut short starts over). */
export function ensureTrixieRoot() {
  const missing = READY.filter((f) => !existsSync(join(TRIXIE_ROOT, f)));
  if (missing.length === 0) return;
  // Never deleted here: a root may have the clone bind-mounted in it (a run that was killed).
  if (existsSync(TRIXIE_ROOT)) throw new Error(`${TRIXIE_ROOT} lacks ${missing.join(", ")}: unmount what is mounted in it and remove it (or set GT_TRIXIE_ROOT)`);
  ensureApt(["debootstrap"]);
  const partial = TRIXIE_ROOT + ".partial";
  // --one-file-system: an interrupted debootstrap can leave /proc or /sys mounted in there.
  asRoot(["rm", "-rf", "--one-file-system", partial]);
  asRoot(["mkdir", "-p", partial]);
  const mirror = debianMirror();
  console.log(`Making a Debian trixie root with Luanti 5.10 in ${TRIXIE_ROOT} (from ${mirror})...`);
  asRoot(["debootstrap", "--variant=minbase", `--include=${ROOT_PACKAGES.join(",")}`, "trixie", partial, mirror]);
  asRoot(["mv", partial, TRIXIE_ROOT]);
}

function mounted(path) {
  return spawnSync("mountpoint", ["-q", path]).status === 0;
}

/**
 * Runs `fn(bin)` with the root mounted: `bin` is a wrapper that starts the trixie server through
 * chroot with the arguments it is given. The mounts made here are undone after.
 */
export async function withLuanti510(fn) {
  ensureTrixieRoot();
  const made = [];
  const mount = (args, at) => {
    if (mounted(at)) return;
    asRoot(["mkdir", "-p", at]);
    asRoot(["mount", ...args, at]);
    made.push(at);
  };
  const wrapperDir = join(ROOT, "dist");
  mkdirSync(wrapperDir, { recursive: true });
  const bin = join(wrapperDir, "luantiserver-5.10");
  writeFileSync(bin, `#!/bin/sh\nexec ${[...sudo, "chroot", TRIXIE_ROOT, SERVER_IN_ROOT].join(" ")} "$@"\n`);
  chmodSync(bin, 0o755);
  try {
    mount(["-t", "proc", "proc"], join(TRIXIE_ROOT, "proc"));
    for (const dir of [tmpdir(), ROOT]) mount(["--bind", dir], join(TRIXIE_ROOT, dir));
    return await fn(bin);
  } finally {
    for (const at of made.reverse()) asRoot(["umount", "--lazy", at]);
    rmSync(bin, { force: true });
  }
}

/**
 * A suite runner's command line: `--keep` keeps its world, `--luanti-5.10` runs it on that server;
 * exits 0 only when all passed. `suite({ keep, bin })` returns { passed, failed }.
 */
export async function suiteMain(suite) {
  const run = (bin) => suite({ keep: process.argv.includes("--keep"), bin });
  const r = process.argv.includes("--luanti-5.10") ? await withLuanti510(run) : await run(SERVER_BIN);
  process.exit(r.failed === 0 && r.passed > 0 ? 0 : 1);
}
