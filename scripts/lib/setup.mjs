// Set-up shared by `npm start`, `npm test` and `npm run bench`: each installs what it needs on a
// fresh Debian/Ubuntu machine, and does nothing when it is already there.
import { execFileSync, spawnSync } from "node:child_process";
import { existsSync, statSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), "../..");

export function run(cmd, args, opts = {}) {
  const r = spawnSync(cmd, args, { stdio: "inherit", cwd: ROOT, ...opts });
  if (r.error) throw r.error;
  return r.status ?? 1;
}

export function must(cmd, args, opts = {}) {
  const code = run(cmd, args, opts);
  if (code !== 0) {
    console.error(`\n${cmd} ${args.join(" ")} failed with exit code ${code}`);
    process.exit(code);
  }
}

/**
 * npm packages: install when node_modules is missing or older than the lock file. `npm install`
 * (which follows the lock file) rather than `npm ci`: vite lists an optional dependency the
 * registry does not serve, and `npm ci` refuses a lock file that cannot contain it.
 */
export function ensureNodeModules() {
  const lock = join(ROOT, "package-lock.json");
  const marker = join(ROOT, "node_modules", ".package-lock.json");
  if (existsSync(marker) && (!existsSync(lock) || statSync(marker).mtimeMs >= statSync(lock).mtimeMs)) return;
  console.log("Installing npm packages...");
  must("npm", ["install", "--no-audit", "--no-fund"]);
}

function installed(pkg) {
  const r = spawnSync("dpkg-query", ["-W", "-f=${Status}", pkg], { encoding: "utf8" });
  return r.status === 0 && r.stdout.includes("install ok installed");
}

let aptUpdated = false;

/** Debian packages by name; uses sudo when not root. */
export function ensureApt(packages) {
  const missing = packages.filter((p) => !installed(p));
  if (missing.length === 0) return;
  console.log(`Installing Debian packages: ${missing.join(" ")}`);
  const root = process.getuid?.() === 0;
  const pre = root ? [] : ["sudo"];
  const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
  const exec = (args) => {
    const [cmd, ...rest] = [...pre, ...args];
    must(cmd, rest, { env });
  };
  if (!aptUpdated) {
    exec(["apt-get", "update", "-qq"]);
    aptUpdated = true;
  }
  exec(["apt-get", "install", "-y", "-qq", "--no-install-recommends", ...missing]);
}

export function which(cmd) {
  try {
    return execFileSync("sh", ["-c", `command -v ${cmd}`], { encoding: "utf8" }).trim() || null;
  } catch {
    return null;
  }
}

/** Packages the Lua build and its tests need. */
export const LUA_PACKAGES = ["luajit"];
