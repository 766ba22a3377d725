// `npm run test:client`: the real Debian minetest client, under Xvfb with software GL, joins a
// local server running game_tables and the test mod in client mode, and plays: it right-clicks
// the table with the board (fitting it), gets seated, right-clicks the board to open the game
// screen, starts a match against the bot and plays a hand by clicking the screen's buttons; lifts the
// board mid-match, sits down again and fits it back (the match goes on at once); resigns through
// the confirmation; then it quits mid-match and joins again, and the seat must have been kept for it.
// Then, at more tables: a crafted Uno No Mercy Board with three bots, played by clicking (a
// wild's colour, cards, drawing), and a three-player Gin Rummy table played to its showdown; two
// seeded deals (a Gin knock that melds two ways, an Uno turn with a 7 and UNO!), the resign
// confirmation in German and Russian, a held punch on the table, and a second player who leaves.
// Every step waits on a server log line (never a fixed sleep). Screenshots go to
// dist/screenshots/. Prints PASS/FAIL per step and "N passed, N failed".
import { spawn, spawnSync } from "node:child_process";
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { buildLuanti, MOD_DIR } from "../../scripts/build-luanti.mjs";
import { CLIENT_BIN, freePort, prepareWorld, SERVER_BIN, startServer, writeConfig } from "../../scripts/lib/luanti.mjs";
import { suiteMain } from "../../scripts/lib/luanti-trixie.mjs";
import { ROOT } from "../../scripts/lib/setup.mjs";

const TEST_MOD = join(ROOT, "test", "luanti", "mod", "game_tables_test");
const SHOTS = join(ROOT, "dist", "screenshots");
const W = 1024;
const H = 768;
const NAME = "tester";
const PASSWORD = "tester-pw";
const SUITE_TIMEOUT_MS = 16 * 60_000;

/** Formspec units to screen pixels (Luanti 5.6, real coordinates, gui_scaling 1, default padding 0.05). */
function formToPixels(size, x, y) {
  const padW = W * 0.9;
  const padH = H * 0.9;
  const imgsize = Math.min(padH / 15, padW / size[0], padH / size[1]);
  const left = (W - size[0] * imgsize) / 2;
  const top = (H - size[1] * imgsize) / 2;
  return [Math.round(left + x * imgsize), Math.round(top + y * imgsize)];
}
const FORM_SIZE = [20, 12.5];

function startXvfb() {
  return new Promise((resolve, reject) => {
    const x = spawn("Xvfb", ["-displayfd", "1", "-screen", "0", `${W}x${H}x24`, "-nolisten", "tcp"], { stdio: ["ignore", "pipe", "ignore"] });
    let out = "";
    x.stdout.on("data", (b) => {
      out += b.toString();
      const m = /(\d+)\s*$/.exec(out);
      if (m && out.endsWith("\n")) resolve({ proc: x, display: `:${m[1]}` });
    });
    x.on("exit", (code) => reject(new Error(`Xvfb exited (${code})`)));
    setTimeout(() => reject(new Error("Xvfb did not start")), 15000).unref();
  });
}

export async function runClientSuite({ build = true, keep = false, bin = SERVER_BIN } = {}) {
  if (build && !process.env.GT_NO_BUILD) await buildLuanti();
  mkdirSync(SHOTS, { recursive: true });
  const dir = mkdtempSync(join(tmpdir(), "gt-client-"));
  const world = join(dir, "world");
  prepareWorld(world, { game_tables: MOD_DIR, game_tables_test: TEST_MOD });
  const port = await freePort();
  const serverConf = join(dir, "server.conf");
  writeConfig(serverConf, {
    "game_tables_test.mode": "client",
    "game_tables_test.client_name": NAME,
    "game_tables_test.client_password": PASSWORD,
    "game_tables.bot_delay_ms": 300,
    "game_tables.next_hand_seconds": 3,
    // A reaction window waits for the tester's click (a screenshot, then a press), as a player reads it.
    "game_tables.reaction_seconds": 30,
    bind_address: "127.0.0.1",
    mg_name: "flat",
    enable_damage: "false",
    creative_mode: "false",
    disallow_empty_password: "true",
    time_speed: 0,
    world_start_time: 9000,
    debug_log_level: "action",
  });
  const clientConf = join(dir, "client.conf");
  writeConfig(clientConf, {
    video_driver: "opengl",
    screen_w: W,
    screen_h: H,
    fullscreen: "false",
    enable_shaders: "false",
    enable_sound: "false",
    viewing_range: 30,
    fps_max: 15,
    fps_max_unfocused: 15,
    enable_clouds: "false",
    menu_clouds: "false",
    enable_minimap: "false",
    gui_scaling: 1,
    hud_scaling: 1,
    show_nametag_backgrounds: "false",
    enable_particles: "false",
    smooth_lighting: "true",
    // GT_CLIENT_LANG=ru (or de, fr...) to look at the screens in another language.
    ...(process.env.GT_CLIENT_LANG ? { language: process.env.GT_CLIENT_LANG } : {}),
  });
  let passed = 0;
  let failed = 0;
  const step = async (name, fn) => {
    try {
      await fn();
      passed++;
      console.log(`PASS ${name}`);
      return true;
    } catch (err) {
      failed++;
      console.log(`FAIL ${name}: ${err.message ?? err}`);
      return false;
    }
  };

  const server = startServer({ world, config: serverConf, port, logFile: join(dir, "server.txt"), bin });
  let xvfb;
  let client;
  const deadline = setTimeout(() => {
    console.log("FAIL the client suite ran out of time");
    client?.kill("SIGKILL");
    server.stop();
  }, SUITE_TIMEOUT_MS);
  try {
    await server.waitFor(/listening on/, 60000);
    await server.waitFor(/GT-CLIENT auth/, 30000);
    xvfb = await startXvfb();
    const env = { ...process.env, DISPLAY: xvfb.display, HOME: join(dir, "home"), LIBGL_ALWAYS_SOFTWARE: "1" };
    mkdirSync(env.HOME, { recursive: true });
    const x = (args) => {
      const r = spawnSync("xdotool", args, { env, encoding: "utf8" });
      if (r.status !== 0) throw new Error(`xdotool ${args.join(" ")}: ${r.stderr}`);
      return r.stdout.trim();
    };
    const shot = (file) => {
      const r = spawnSync("import", ["-window", "root", join(SHOTS, file)], { env });
      if (r.status !== 0) throw new Error(`screenshot ${file} failed`);
      console.log(`  screenshot dist/screenshots/${file}`);
    };
    const startClient = () =>
      spawn(CLIENT_BIN, ["--config", clientConf, "--address", "127.0.0.1", "--port", String(port), "--name", NAME, "--password", PASSWORD, "--go", "--logfile", join(dir, "client.txt")], { env, stdio: "ignore" });
    client = startClient();
    let win = "";
    // Xvfb has no window manager: give the window the input focus directly.
    const focus = () => {
      x(["windowfocus", "--sync", win]);
    };
    const rightClick = () => {
      focus();
      x(["mousemove", "--window", win, String(W / 2), String(H / 2)]);
      x(["click", "--window", win, "3"]);
    };
    // The elements of the last formspec sent: parsed from the server log.
    let mark = 0;
    const nextForm = async (ms = 30000) => {
      const line = await server.waitFor(/GT-CLIENT form /, ms, mark);
      const end = server.lines.indexOf(line, mark);
      const els = new Map();
      const labels = new Map();
      for (let i = mark; i < end; i++) {
        const m = /GT-CLIENT el (\S+) ([\d.-]+) ([\d.-]+) ([\d.]+) ([\d.]+) ?(.*)$/.exec(server.lines[i]);
        if (m) {
          els.set(m[1], [Number(m[2]), Number(m[3]), Number(m[4]), Number(m[5])]);
          labels.set(m[1], m[6]);
        }
      }
      // Elements of this form are listed right before its "form" line; older ones are dropped.
      const f = / form (\S+) \d+ ?(\S*)/.exec(line);
      // What it says, by message key (the line right before "form").
      const said = /GT-CLIENT says ?(.*)$/.exec(server.lines[end - 1] ?? "");
      mark = end + 1;
      return { kind: f[1], phase: f[2], scrolled: / scrolled$/.test(line), els, labels, says: said ? said[1].split(" ").filter((k) => k !== "") : [] };
    };
    // The newest form: the service often redraws twice in a row (a move, then the bot's turn).
    // Wait until no newer form arrives for a moment and the client has drawn it.
    const settledForm = async (ms = 30000) => {
      let f = await nextForm(ms);
      for (;;) {
        try {
          f = await nextForm(900);
        } catch {
          return f;
        }
      }
    };
    const clickEl = (el) => {
      const [ex, ey, ew, eh] = el;
      const [px, py] = formToPixels(FORM_SIZE, ex + Math.min(ew / 2, 0.4), ey + eh / 2);
      focus();
      console.log(`  click ${px},${py}`);
      x(["mousemove", "--window", win, String(px), String(py)]);
      x(["click", "--window", win, "1"]);
    };

    await step("the client joins the server", async () => {
      await server.waitFor(new RegExp(`${NAME} \\[127\\.0\\.0\\.1\\] joins game`), 120000);
      await server.waitFor(/GT-CLIENT ready/, 60000);
      await new Promise((r) => setTimeout(r, 2000)); // the client applies the server's camera
      win = x(["search", "--sync", "--name", "Minetest"]).split("\n")[0];
      if (!win) throw new Error("no client window");
    });
    // Aim as a player does: turn the camera with the mouse until the server sees it on the
    // table (a slow-starting client may never apply the server's look direction), then click.
    // Luanti turns the camera by mouse_sensitivity (0.2) degrees per pixel.
    const fitByAiming = async (from, failShot) => {
      const until = Date.now() + 120000;
      let seen = from;
      for (;;) {
        if (Date.now() > until) {
          shot(failShot);
          throw new Error("the table was never fitted");
        }
        const line = await server.waitFor(/GT-CLIENT aim /, 10000, seen);
        const m = /aim no ([\d.-]+) ([\d.-]+) ([\d.-]+) ([\d.-]+)/.exec(line);
        if (m === null) {
          rightClick();
          try {
            await server.waitFor(/fitted a board/, 5000, from);
            break;
          } catch {
            seen = server.lines.length;
            continue;
          }
        }
        const [pitch, yaw, wantPitch, wantYaw] = m.slice(1).map(Number);
        const turn = ((((wantYaw - yaw) % 360) + 540) % 360) - 180;
        focus();
        x(["mousemove_relative", "--", String(Math.round(-turn / 0.2)), String(Math.round((wantPitch - pitch) / 0.2))]);
        await new Promise((r) => setTimeout(r, 300));
        seen = server.lines.length; // the next report comes after the turn
      }
      await server.waitFor(/GT-CLIENT seated/, 20000, from);
    };

    await step("right-clicking the table with the board fits it", async () => {
      await fitByAiming(server.lines.length, "fail-fit.png");
    });
    let form;
    await step("sitting opens the game screen (lobby)", async () => {
      mark = server.lines.length - 1;
      while (mark > 0 && !/GT-CLIENT fitted/.test(server.lines[mark])) mark--;
      form = await nextForm();
      if (form.kind !== "lobby") throw new Error(`screen ${form.kind}`);
      await new Promise((r) => setTimeout(r, 1500)); // let the client draw the new formspec
      shot("01-lobby.png");
    });
    await step("closing and right-clicking the fitted board reopens it", async () => {
      focus();
      x(["key", "--window", win, "Escape"]);
      await server.waitFor(/closed the screen/, 10000, mark);

      const from = server.lines.length;
      for (let i = 0; i < 5; i++) {
        rightClick();
        try {
          await server.waitFor(/GT-CLIENT form /, 6000, from);
          break;
        } catch (e) {
          if (i === 4) throw e;
        }
      }
      form = await settledForm();
    });
    await step("Play alone starts a match against the bot", async () => {
      const alone = form.els.get("a_alone.easy");
      if (!alone) throw new Error(`no Play alone button among ${[...form.els.keys()].join(" ")}`);
      clickEl(alone);
      await server.waitFor(/pressed alone\.easy/, 15000, mark);
      form = await settledForm();
      while (form.kind !== "game") form = await settledForm();
      shot("02-game.png");
    });
    await step("the four-colour toggle redraws the cards, and back", async () => {
      for (const deck of ["four", "classic"]) {
        const toggle = form.els.get("o_deck");
        if (!toggle) throw new Error(`no deck toggle among ${[...form.els.keys()].join(" ")}`);
        const from = server.lines.length;
        clickEl(toggle);
        await server.waitFor(new RegExp(`switched to the ${deck} deck`), 15000, from);
        form = await settledForm();
        if (deck === "four") shot("02-game-four-colour.png");
      }
    });
    // Plays Gin Rummy from the screen until the hand's result (or maxMoves): knock when a knock
    // button shows, else draw from the stock, pass an offered upcard, discard the rightmost card.
    const playGinHand = async (maxMoves, shots) => {
      let moves = 0;
      for (let guard = 0; guard < 200 && moves < maxMoves; guard++) {
        if (form.kind === "result") break;
        const keys = [...form.els.keys()];
        // A knock that melds two ways opens the choice of melds (the deal is random here): lay
        // down the first, suggested, groups.
        const pick =
          keys.find((k) => /^a_knock\.\d+\.\d+$/.test(k)) ??
          keys.find((k) => /^a_knock\.\d+$/.test(k)) ??
          keys.find((k) => k === "a_stock") ??
          keys.find((k) => k === "a_pass") ??
          keys.filter((k) => k.startsWith("a_discard.")).pop();
        if (pick) {
          if (/^a_knock\.\d+$/.test(pick)) {
            // The knock button says what it does: "Knock 5♥" (or "Gin 5♥"), not a bare card.
            const label = form.labels.get(pick) ?? "";
            const word = process.env.GT_CLIENT_LANG ? "\\S.*" : "(Knock|Gin)";
            if (!new RegExp(`^${word} (10|[2-9AJQK])[♣♦♥♠]$`).test(label)) throw new Error(`knock button labelled "${label}"`);
            console.log(`  knock button: ${label}`);
            if (shots.knock) shot(shots.knock);
          }
          const from = server.lines.length;
          clickEl(form.els.get(pick));
          await server.waitFor(new RegExp(`pressed ${pick.substring(2).replaceAll(".", "\\.")}`), 15000, from);
          moves++;
          if (moves === 3 && shots.third) shot(shots.third);
        }
        form = await settledForm(60000);
      }
      return moves;
    };
    await step("a hand is played by clicking cards and buttons", async () => {
      const moves = await playGinHand(60, { knock: "03b-knock.png", third: "03-discarding.png" });
      if (form.kind !== "result") throw new Error(`no result after ${moves} moves (screen ${form.kind})`);
      shot("04-result.png");
    });
    await step("the table top shows the cards to everyone", async () => {
      const from = server.lines.length;
      focus();
      x(["key", "--window", win, "Escape"]);
      await server.waitFor(/closed the screen/, 10000, from);
      await new Promise((r) => setTimeout(r, 1500)); // the client draws the world again
      shot("05-table.png");
      const from2 = server.lines.length;
      for (let i = 0; i < 5; i++) {
        rightClick();
        try {
          await server.waitFor(/GT-CLIENT form /, 6000, from2);
          break;
        } catch (e) {
          if (i === 4) throw e;
        }
      }
      mark = from2;
      form = await settledForm();
    });
    await step("the side tray shows the lessons", async () => {
      const tab = form.els.get("a_tab.lessons");
      if (!tab) throw new Error("no lessons tab");
      clickEl(tab);
      await server.waitFor(/pressed tab\.lessons/, 15000, mark);
      form = await settledForm();
      const lesson = [...form.els.keys()].find((k) => k.startsWith("a_lesson."));
      if (lesson) {
        clickEl(form.els.get(lesson));
        form = await settledForm();
      }
      shot("06-lessons.png");
    });
    // The owner lifts the board mid-match with a long punch (the match goes onto the board), sits
    // down again first (the test mod seats the tester, as the chair's right-click does), then fits
    // the board from the chair: the match must go on at once, the screen showing the game.
    await step("sitting down before fitting the paused board resumes the match at once", async () => {
      let from = server.lines.length;
      focus();
      x(["key", "--window", win, "Escape"]);
      await server.waitFor(/closed the screen/, 10000, from);
      from = server.lines.length;
      x(["mousemove", "--window", win, String(W / 2), String(H / 2)]);
      x(["mousedown", "--window", win, "1"]);
      try {
        await server.waitFor(/removed the board at .*\(paused match\)/, 20000, from);
      } finally {
        x(["mouseup", "--window", win, "1"]);
      }
      const reseated = await server.waitFor(/GT-CLIENT reseated/, 20000, from);
      if (!/wielding game_tables:gin_rummy_board/.test(reseated)) throw new Error(reseated);
      await new Promise((r) => setTimeout(r, 1000)); // the client applies the new camera
      from = server.lines.length;
      for (let i = 0; i < 5; i++) {
        rightClick();
        try {
          await server.waitFor(/fitted a board at .*\(resumed\)/, 6000, from);
          break;
        } catch (e) {
          if (i === 4) throw e;
        }
      }
      mark = from;
      form = await settledForm();
      await new Promise((r) => setTimeout(r, 1000));
      shot("07-resumed.png");
      if (form.phase !== "playing") throw new Error(`after fitting the board the table is ${form.phase} (screen ${form.kind})`);
    });
    await step("Resign asks first: Keep playing goes back, the confirmation ends the match", async () => {
      const press = async (name) => {
        const el = form.els.get(name);
        if (!el) throw new Error(`no ${name} among ${[...form.els.keys()].join(" ")}`);
        const from = server.lines.length;
        clickEl(el);
        await server.waitFor(new RegExp(`pressed ${name.substring(2).replace(".", "\\.")}`), 15000, from);
        form = await settledForm();
      };
      await press("a_resign");
      if (form.phase !== "playing" || !form.els.has("a_resign.cancel")) throw new Error(`after Resign: ${form.phase}, ${[...form.els.keys()].join(" ")}`);
      await new Promise((r) => setTimeout(r, 1000));
      shot("08-resign-confirm.png");
      await press("a_resign.cancel");
      if (form.phase !== "playing" || form.els.has("a_resign.confirm")) throw new Error(`after Keep playing: ${form.phase}`);
      await press("a_resign");
      await press("a_resign.confirm");
      if (form.phase !== "result") throw new Error(`after confirming: ${form.phase}`);
      await new Promise((r) => setTimeout(r, 1000));
      shot("09-resigned.png");
      // A new match for the disconnect step below.
      await press("a_rematch");
      while (form.phase !== "playing") form = await settledForm();
    });
    await step("a real disconnect mid-match keeps the seat, and rejoining takes it back to a fresh turn", async () => {
      // Leave on the tester's own turn: coming back must give it the whole turn again (issue 24 #3).
      while (![...form.els.keys()].some((k) => /^a_(stock|pass|take|discard\.)/.test(k))) form = await settledForm(60000);
      const from = server.lines.length;
      const gone = new Promise((r) => client.once("exit", r));
      client.kill("SIGTERM"); // the client says goodbye to the server, as closing the game does
      const t = setTimeout(() => client.kill("SIGKILL"), 15000);
      await gone;
      clearTimeout(t);
      const left = await server.waitFor(/GT-CLIENT left /, 60000, from);
      const l = /left seat (\d) present (\w+) phase (\w+) match (\S+)/.exec(left);
      if (!l || l[2] !== "false" || l[4] === "-") throw new Error(`after the disconnect: ${left}`);
      // Say what the server heard from the tester since leaving, and whether the client still runs.
      const explain = (e) => {
        const heard = server.lines.slice(from).filter((line) => line.includes(NAME)).slice(-6).join(" | ");
        return new Error(`${e.message} (the new client ${client.exitCode === null ? "still runs" : `exited ${client.exitCode}`}; the server heard: ${heard || "nothing"}; its log: dist/screenshots/client-log.txt)`);
      };
      // The server drops a leaving player from its world a step after "left": a client that
      // connects within that step is refused ("player with same name is already connected") and
      // exits. Then it connects again, as a player would.
      let back;
      for (let attempt = 1; ; attempt++) {
        const tried = server.lines.length;
        client = startClient();
        const exited = new Promise((r) => client.once("exit", () => r(undefined)));
        const arrived = server.waitFor(/GT-CLIENT back /, 120000, from);
        arrived.catch(() => {}); // a lost race's wait must not end the run when it times out
        back = await Promise.race([arrived, exited]).catch((e) => {
          throw explain(e);
        });
        if (back !== undefined) break;
        await server.waitFor(/already connected/, 15000, tried).catch((e) => {
          throw explain(e);
        });
        if (attempt === 5) throw explain(new Error("refused five times in a row"));
        console.log(`  reconnect refused (the old player not gone yet): connecting again`);
      }
      const b = /back seat (\d) present (\w+) phase (\w+) match (\S+)/.exec(back);
      if (!b || b[1] !== l[1] || b[2] !== "true" || b[4] !== l[4]) throw new Error(`after the rejoin: ${back} (left: ${left})`);
      // The turn is the tester's, with every second of it: the timer did not run down while away.
      const fresh = /mine (\w+) left (-?\d+) of (\d+)/.exec(back);
      if (!fresh || fresh[1] !== "true" || Number(fresh[2]) < Number(fresh[3]) - 1) throw new Error(`not a fresh turn on coming back: ${back}`);
      console.log(`  ${left.substring(left.indexOf("GT-CLIENT"))}; ${back.substring(back.indexOf("GT-CLIENT"))}`);
      await new Promise((r) => setTimeout(r, 2000)); // the new client's window comes up
      win = x(["search", "--sync", "--name", "Minetest"]).split("\n")[0];
      // Back in the seat, the table's screen opens by itself (issue 24 #3): no right-click needed.
      mark = server.lines.indexOf(left, from); // the screen is sent in the join, before "back"
      form = await settledForm();
      if (form.phase !== "playing" || (form.kind !== "game" && form.kind !== "result")) throw new Error(`after the rejoin the screen is ${form.kind} (${form.phase})`);
      await new Promise((r) => setTimeout(r, 1500));
      shot("09b-back-screen.png");
      const closing = server.lines.length;
      focus();
      x(["key", "--window", win, "Escape"]);
      await server.waitFor(/closed the screen/, 10000, closing);
    });
    // The next tables: with no screen open, the runner types "/gt_scene <name>" in the chat as a
    // player types a command; the test mod resigns the match the tester leaves, stands it up,
    // hands it that table's board (crafting Uno's through its recipe) and puts it south of a new
    // table it owns. Aiming and right-clicking fit the board, the chair seats it, the lobby opens.
    const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
    // Whether the tester's table screen is open: the newest of its screens sent, closed by the
    // server (an empty formspec) or closed by the client (Escape) says.
    const screenOpen = () => {
      for (let i = server.lines.length - 1; i >= 0; i--) {
        const l = server.lines[i];
        if (/GT-CLIENT form /.test(l)) return true;
        if (/GT-CLIENT unform|closed the screen/.test(l)) return false;
      }
      return false;
    };
    const closeScreen = async () => {
      if (!screenOpen()) return;
      const from = server.lines.length;
      focus();
      x(["key", "--window", win, "Escape"]);
      await server.waitFor(/closed the screen/, 10000, from);
    };
    // Types a chat command as a player does (no screen open), and waits for what it logs.
    const chat = async (command, done) => {
      await closeScreen();
      const from = server.lines.length;
      focus();
      x(["key", "--window", win, "slash"]); // opens the chat prompt with "/" typed
      await sleep(800);
      x(["type", "--window", win, "--delay", "60", command]);
      await sleep(300);
      x(["key", "--window", win, "Return"]);
      return server.waitFor(done, 20000, from);
    };
    const toScene = async (name) => {
      await chat(`gt_scene ${name}`, new RegExp(`GT-CLIENT scene ${name} ready`));
      await sleep(1000); // the client applies the new position and camera
      await fitByAiming(server.lines.length, `fail-fit-${name}.png`);
      mark = server.lines.length - 1;
      while (mark > 0 && !/GT-CLIENT fitted/.test(server.lines[mark])) mark--;
      form = await settledForm();
      if (form.kind !== "lobby") throw new Error(`screen ${form.kind}`);
      await sleep(1000);
    };
    const press = async (name) => {
      const el = form.els.get(name);
      if (!el) throw new Error(`no ${name} among ${[...form.els.keys()].join(" ")}`);
      const from = server.lines.length;
      clickEl(el);
      await server.waitFor(new RegExp(`pressed ${name.substring(2).replace(/\./g, "\\.")}`), 15000, from);
    };

    await step("a new player crafts an Uno No Mercy Board, fits it and sits: the lobby", async () => {
      await toScene("uno");
      if (!server.lines.some((l) => /GT-CLIENT crafted game_tables:uno_no_mercy_board/.test(l))) throw new Error("the board was not crafted");
      shot("10-uno-lobby.png");
    });
    await step("Uno No Mercy: Play alone with 3 simple bots deals a four-player hand", async () => {
      await press("a_alone.simple.3"); // Uno No Mercy plays simple and hard bots
      form = await settledForm();
      while (form.kind !== "game") form = await settledForm();
      await sleep(1000);
      shot("11-uno-table.png");
    });
    // The tester's turns: a colour (or a 7's player, a roulette's colour) when the screen asks;
    // a wild card first until one was played; else a card that plays (with UNO at two cards);
    // else draw (or keep the drawn card, or take the stacked draws).
    await step("Uno No Mercy: cards are played by clicking — a playable card, a wild's colour, drawing", async () => {
      const did = { turns: 0, plays: 0, wild: 0, draws: 0 };
      const until = Date.now() + 420000; // room for a hand the bots finish after a knock-out
      let choiceShot = false;
      let playingShot = false;
      // The table phase, not the screen kind: a hand's result (Next hand) is drawn as a result screen.
      // Until a wild, and a card played or drawn (bots can stack draws on the tester turn after turn).
      while ((did.turns < 6 || did.wild === 0 || did.plays + did.draws === 0) && did.turns < 60 && form.phase === "playing") {
        if (Date.now() > until) throw new Error(`out of time: ${JSON.stringify(did)}`);
        const keys = [...form.els.keys()];
        const plays = keys.filter((k) => /^a_play\.\d+(\.uno)?$/.test(k));
        const wilds = plays.filter((k) => /_uno_w_/.test(form.labels.get(k) ?? ""));
        const colour = keys.find((k) => /^a_play\.\d+\.c\d(\.uno)?$/.test(k));
        const pick =
          colour ??
          keys.find((k) => /^a_play\.\d+\.t\d(\.uno)?$/.test(k)) ??
          keys.find((k) => k.startsWith("a_pick.")) ??
          (did.wild === 0 ? wilds[0] : undefined) ??
          plays.find((k) => k.endsWith(".uno")) ??
          plays[0] ??
          keys.find((k) => k === "a_keep") ??
          keys.find((k) => k === "a_draw") ??
          keys.find((k) => k === "a_take") ??
          // A deal can knock the tester out (25 cards) before it held a wild: play on in the next hand.
          keys.find((k) => k === "a_next");
        if (pick === undefined) {
          form = await settledForm(60000); // another seat's turn
          continue;
        }
        if (colour !== undefined && !choiceShot) {
          await sleep(1000);
          shot("12-uno-colour.png");
          choiceShot = true;
        }
        console.log(`  uno: ${pick} ${form.labels.get(pick) ?? ""}`);
        await press(pick);
        if (colour !== undefined) did.wild++;
        if (pick === "a_draw") did.draws++;
        if (pick.startsWith("a_play.") && !/\.(c|t)\d/.test(pick) && !wilds.includes(pick)) did.plays++;
        // A wild or a 7 pressed as a card opens its choice: the same turn goes on.
        if (pick !== "a_next" && !wilds.includes(pick) && !(pick.startsWith("a_play.") && /_uno_\w_7\./.test(form.labels.get(pick) ?? ""))) did.turns++;
        form = await settledForm(60000);
        if (did.turns === 3 && !playingShot) {
          shot("12b-uno-playing.png");
          playingShot = true;
        }
      }
      console.log(`  uno: ${JSON.stringify(did)}`);
      if (did.wild === 0 || did.plays + did.draws === 0) throw new Error(`not every kind of move was made: ${JSON.stringify(did)}`);
    });
    await step("Uno No Mercy: the table top shows the discard pile to everyone", async () => {
      const from = server.lines.length;
      focus();
      x(["key", "--window", win, "Escape"]);
      await server.waitFor(/closed the screen/, 10000, from);
      await sleep(1500);
      shot("13-uno-tabletop.png");
    });
    await step("3-player Gin Rummy: Play alone with 2 bots, the hand screen and the showdown", async () => {
      await toScene("gin3");
      shot("14-gin3-lobby.png");
      await press("a_alone.easy.2");
      form = await settledForm();
      while (form.kind !== "game") form = await settledForm();
      await sleep(1000);
      shot("15-gin3-hand.png");
      const moves = await playGinHand(40, { third: "15b-gin3-playing.png" });
      if (form.kind === "result") {
        await sleep(1000);
        shot("16-gin3-showdown.png");
      } else console.log(`  no showdown after ${moves} moves`);
      if (moves === 0) throw new Error("no move was made");
    });
    // The next tables deal from seeded words (test/luanti/mod/game_tables_test/client-deals.lua,
    // checked by test/luanti/client-deals.test.ts): a hand chosen in advance, played by clicking.
    const seeded = (from) => {
      if (!server.lines.slice(from).some((l) => /GT-CLIENT seeded deal/.test(l))) throw new Error("the deal was not the seeded one");
    };
    const keysOf = (re) => [...form.els.keys()].filter((k) => re.test(k));
    await step("Gin Rummy: a knock that melds two ways opens the choice of melds; Back returns; the other melds are undercut", async () => {
      const from = server.lines.length;
      await toScene("knock");
      await press("a_alone.easy");
      form = await settledForm();
      while (form.kind !== "game") form = await settledForm();
      seeded(from);
      await press("a_take"); // the first upcard
      form = await settledForm();
      const knock = keysOf(/^a_knock\.\d+$/);
      if (knock.length !== 1) throw new Error(`knock buttons: ${[...form.els.keys()].join(" ")}`);
      console.log(`  knock button: ${form.labels.get(knock[0])}`);
      await press(knock[0]);
      form = await settledForm();
      const options = keysOf(/^a_knock\.\d+\.\d+$/);
      if (options.length !== 2 || !form.els.has("a_knock.back") || !form.says.includes("tables.knock.choose")) {
        throw new Error(`the choice shows ${[...form.els.keys()].join(" ")}; says ${form.says.join(" ")}`);
      }
      await sleep(1000);
      shot("17-knock-choice.png");
      await press("a_knock.back");
      form = await settledForm();
      if (keysOf(/^a_knock\.\d+\.\d+$/).length > 0 || !form.els.has(knock[0])) throw new Error(`after Back: ${[...form.els.keys()].join(" ")}`);
      await press(knock[0]);
      form = await settledForm();
      // The first option is the suggested one; lay down the other.
      const other = keysOf(/^a_knock\.\d+\.\d+$/)[1];
      if (other === undefined) throw new Error("the choice did not open again");
      await press(other);
      form = await settledForm();
      if (form.kind !== "result" || !form.says.includes("tables.result.knocked_undercut")) throw new Error(`after laying down ${other}: ${form.kind}, says ${form.says.join(" ")}`);
      await sleep(1000);
      shot("18-knock-undercut.png");
    });
    await step("the resign confirmation in German and Russian", async () => {
      // The next hand, dealt by itself (game_tables.next_hand_seconds).
      while (form.phase !== "playing" || form.kind !== "game") form = await settledForm(60000);
      for (const [lang, file] of [["de", "19-resign-de.png"], ["ru", "20-resign-ru.png"]]) {
        const from = server.lines.length;
        await chat(`gt_lang ${lang}`, new RegExp(`GT-CLIENT lang ${lang}`));
        mark = from;
        form = await settledForm();
        await press("a_resign");
        form = await settledForm();
        if (!form.els.has("a_resign.confirm") || !form.els.has("a_resign.cancel")) throw new Error(`${lang}: ${[...form.els.keys()].join(" ")}`);
        if (!form.says.some((k) => k.startsWith("tables.resign.ask"))) throw new Error(`${lang}: the confirmation says ${form.says.join(" ")}`);
        console.log(`  ${lang}: ${form.labels.get("a_resign.confirm")} / ${form.labels.get("a_resign.cancel")}`);
        await sleep(1000);
        shot(file);
        await press("a_resign.cancel");
        form = await settledForm();
      }
      const from = server.lines.length;
      await chat("gt_lang en", /GT-CLIENT lang en/);
      mark = from;
      form = await settledForm();
    });
    // Issue 24 #2: a held punch lifts the board, and the digs the held button goes on making are refused.
    await step("holding the punch on the table lifts the board; the held button digs neither the table nor its chair", async () => {
      await closeScreen();
      const from = server.lines.length;
      focus();
      x(["mousemove", "--window", win, String(W / 2), String(H / 2)]);
      x(["mousedown", "--window", win, "1"]);
      let lifted;
      try {
        lifted = await server.waitFor(/removed the board at 24,20,0 \(paused match\)/, 30000, from);
        // Held on: wait for two more digs to complete (refused ones on the furniture, or whatever
        // the camera points at once the lift stood the tester up).
        let seen = server.lines.indexOf(lifted, from) + 1;
        for (let n = 0; n < 2; n++) {
          // (The lift's own dig of the fitted table is logged right after the lift: not counted.)
          const dig = await server.waitFor(/GT-CLIENT dig (table \S+ \S+_apple now|chair )|tester digs /, 30000, seen);
          seen = server.lines.indexOf(dig, seen) + 1;
          console.log(`  ${dig.substring(dig.indexOf("GT-CLIENT"))}`);
        }
      } finally {
        x(["mouseup", "--window", win, "1"]);
      }
      await sleep(1000);
      shot("21-dig-guard.png");
      const after = server.lines.slice(server.lines.indexOf(lifted, from) + 1);
      const dug = after.filter((l) => /GT-CLIENT dig (table .* now air|chair .* allowed)/.test(l));
      const furniture = await chat("gt_furniture", /GT-CLIENT furniture /);
      const parts = furniture.substring(furniture.indexOf("furniture ") + 10).split(" ");
      console.log(`  ${furniture.substring(furniture.indexOf("GT-CLIENT"))}`);
      if (dug.length > 0 || !/small_game_table/.test(parts[0]) || !/game_chair/.test(parts[1])) throw new Error(`the held punch dug: ${dug.join(" | ")}; standing: ${parts.join(" ")}`);
    });
    await step("Uno No Mercy: a seeded first turn: the UNO! buttons, a 7's swap panel and its way back", async () => {
      const from = server.lines.length;
      await toScene("uno7");
      await press("a_alone.simple.3");
      form = await settledForm();
      while (form.kind !== "game") form = await settledForm();
      seeded(from);
      const uno = keysOf(/^a_play\.\d+\.uno$/);
      const seven = keysOf(/^a_play\.\d+$/).find((k) => /_uno_\w_7\./.test(form.labels.get(k) ?? ""));
      if (uno.length === 0 || seven === undefined) throw new Error(`the first turn shows ${[...form.els.keys()].join(" ")}`);
      await sleep(1000);
      shot("22-uno-uno-buttons.png");
      await press(seven);
      form = await settledForm();
      const targets = keysOf(/^a_play\.\d+\.t\d$/);
      if (targets.length !== 3 || !form.els.has("a_uno.back")) throw new Error(`the 7's panel shows ${[...form.els.keys()].join(" ")}`);
      await sleep(1000);
      shot("23-uno-seven-swap.png");
      await press("a_uno.back");
      form = await settledForm();
      if (!form.els.has(uno[0])) throw new Error(`after Back: ${[...form.els.keys()].join(" ")}`);
      await press(uno[0]);
      form = await settledForm();
      await sleep(1000);
      shot("24-uno-after-uno.png");
    });
    // Issue 24 #3 with a second player: bea (a stand-in the test mod plays) leaves on her turn.
    await step("the away rule: who leaves mid-match is away to the others, keeps the seat, and comes back to a fresh turn", async () => {
      const scene = server.lines.length;
      await toScene("away");
      const sat = await server.waitFor(/GT-CLIENT bea seated/, 20000, scene);
      // Her sitting down redraws the lobby (with Start for two): take that screen if not yet read.
      if (mark <= server.lines.indexOf(sat)) form = await settledForm();
      // From before Start: bea may hold the first turn and leave at once, before Start's screen settles.
      const from = server.lines.length;
      await press("a_start");
      // The tester plays (never knocking) until bea's turn, when she leaves.
      let left;
      for (let guard = 0; guard < 40 && left === undefined; guard++) {
        left = server.lines.slice(from).find((l) => /GT-CLIENT bea left /.test(l));
        if (left !== undefined) break;
        const pick = keysOf(/^a_(pass|stock)$/)[0] ?? keysOf(/^a_discard\./).pop();
        if (pick !== undefined && form.phase === "playing") await press(pick);
        form = await settledForm(60000);
      }
      if (left === undefined) throw new Error("bea never left");
      console.log(`  ${left.substring(left.indexOf("GT-CLIENT"))}`);
      if (!/kept true present false phase playing/.test(left)) throw new Error(left);
      while (!form.says.includes("tables.turn.away")) form = await settledForm(30000);
      if (form.says.includes("tables.turn.theirs")) throw new Error(`the screen says both: ${form.says.join(" ")}`);
      await sleep(1000);
      shot("25-away.png");
      const back = await chat("gt_back", /GT-CLIENT bea back /);
      console.log(`  ${back.substring(back.indexOf("GT-CLIENT"))}`);
      const b = /present (\w+) screen (\w+) mine (\w+) left (-?\d+) of (\d+)/.exec(back);
      if (!b || b[1] !== "true" || b[2] !== "game" || b[3] !== "true" || Number(b[4]) < Number(b[5]) - 1) throw new Error(`not a fresh turn on coming back: ${back}`);
      mark = server.lines.indexOf(back);
      form = await settledForm();
      await sleep(1000);
      shot("26-back.png");
    });
    // Here to Slay (issue 23): a new player crafts the board, reads its lessons, sits with three
    // hard bots and plays a whole match by clicking: a leader, its turns (cards, rolls, attacks,
    // draws, the end), and the reaction windows it is asked in (a Challenge or a Modifier when it
    // holds one, else a pass). Screenshots of the lessons, the leader pick, a turn of its own, a
    // window and the end.
    await step("Here to Slay: the board crafted and fitted, its lessons read, a whole match with three hard bots played by clicking", async () => {
      await toScene("hts");
      if (!server.lines.some((l) => /GT-CLIENT crafted game_tables:here_to_slay_board/.test(l))) throw new Error("the board was not crafted");
      shot("27-hts-lobby.png");
      await press("a_tab.lessons");
      form = await settledForm();
      // Its own pages (Heroes, Monsters), not another board's; the Monsters page opened.
      if (form.kind !== "lessons" || !form.els.has("a_lesson.heroes") || !form.els.has("a_lesson.monsters")) throw new Error(`not Here to Slay's lessons: ${form.kind} ${[...form.els.keys()].join(" ")}`);
      await press("a_lesson.monsters");
      form = await settledForm();
      await sleep(1000);
      shot("31-hts-lessons.png");
      await press("a_tab.game");
      form = await settledForm();
      await press("a_alone.hard.3");
      form = await settledForm();
      while (form.kind !== "game") form = await settledForm();
      await sleep(1000);
      shot("28-hts-leaders.png");
      const order = [/^a_leader\./, /^a_pick\./, /^a_challenge\./, /^a_modify\./, /^a_attack\./, /^a_play\./, /^a_roll\./, /^a_draw\./, /^a_end\./, /^a_pass\./];
      const did = { moves: 0, windows: 0, turnMoves: 0, reactions: 0 };
      const shots = { turn: false, window: false, scrolled: false };
      const until = Date.now() + 600000; // a safety net only: the loop ends with the match
      while (did.moves < 1000 && form.phase === "playing") {
        if (Date.now() > until) throw new Error(`out of time: ${JSON.stringify(did)}`);
        const keys = [...form.els.keys()];
        const moves = keys.filter((k) => /^a_[a-z]+\.\d+\.\d+\.\d+$/.test(k));
        let pick;
        // A choice the tester opened (an Item's Hero, a player's cards): its first row.
        if (keys.includes("a_hts.back")) pick = moves[0];
        else for (const re of order) pick ??= moves.find((k) => re.test(k));
        if (pick === undefined) {
          form = await settledForm(60000); // another seat's turn, or a window not asking the tester
          continue;
        }
        const window = form.says.includes("tables.window.open") && keys.includes("a_pass.0.0.0");
        const myTurn = keys.includes("a_end.0.0.0");
        if (window && !shots.window) {
          await sleep(1000);
          shot("30-hts-window.png");
          shots.window = true;
        }
        if (myTurn && !shots.turn && did.turnMoves > 0) {
          await sleep(1000);
          shot("29-hts-turn.png");
          shots.turn = true;
        }
        // A long search of the discard pile scrolls (not every match has one): its picture once.
        if (form.scrolled && !shots.scrolled) {
          await sleep(1000);
          shot("33-hts-scrolled.png");
          shots.scrolled = true;
        }
        console.log(`  hts: ${pick} ${form.labels.get(pick) ?? ""}`);
        await press(pick);
        did.moves++;
        if (window) did.windows++;
        if (myTurn) did.turnMoves++;
        if (/^a_(challenge|modify)\./.test(pick)) did.reactions++;
        form = await settledForm(60000);
      }
      console.log(`  hts: ${JSON.stringify(did)}`);
      if (!shots.turn || !shots.window) throw new Error(`no turn or no window on screen: ${JSON.stringify(did)}`);
      if (form.phase === "playing") throw new Error(`the match did not end: ${JSON.stringify(did)}`);
      await sleep(1000);
      shot("32-hts-end.png");
    });
  } catch (err) {
    failed++;
    console.log(`FAIL client suite: ${err.message ?? err}`);
  } finally {
    clearTimeout(deadline);
    if (client && client.exitCode === null) {
      const gone = new Promise((r) => client.once("exit", r));
      client.kill("SIGTERM");
      const t = setTimeout(() => client.kill("SIGKILL"), 10000);
      await gone;
      clearTimeout(t);
    }
    await server.stop();
    xvfb?.proc.kill("SIGTERM");
    writeFileSync(join(SHOTS, "server-log.txt"), server.lines.join("\n"));
    // The client's own log (both launches append to it), for a step that failed on the client's side.
    if (existsSync(join(dir, "client.txt"))) copyFileSync(join(dir, "client.txt"), join(SHOTS, "client-log.txt"));
    if (!keep) rmSync(dir, { recursive: true, force: true, maxRetries: 5 });
    else console.log(`files kept in ${dir}`);
  }
  console.log(`${passed} passed, ${failed} failed`);
  return { passed, failed };
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) {
  await suiteMain(runClientSuite);
}
