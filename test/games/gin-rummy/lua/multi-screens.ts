/**
 * Gin Rummy screens as text lines, the same in Node and under LuaJIT: bots play a match of three
 * and one of four seats, and one of each variant preset; every few moves and at each showdown, every seat's view and a
 * bystander's are written out (messages in English), then the match's final result.
 */
import { ginRummy as g } from "../../../../src/games/gin-rummy/game";
import { render } from "../../../../src/i18n/index";
import type { Message } from "../../../../src/i18n/types";
import { createRng } from "../../../../src/util/random";

/** A value as text: keys sorted (Lua tables have no order), messages rendered. */
function dump(x: unknown): string {
  if (x === undefined || x === null) return "nil";
  if (typeof x === "number" || typeof x === "boolean") return String(x);
  if (typeof x === "string") return "'" + x + "'";
  if (Array.isArray(x)) return "[" + x.map((y) => dump(y)).join(",") + "]";
  const o = x as Record<string, unknown>;
  if (typeof o.key === "string") return "'" + render("en", o as unknown as Message) + "'";
  const keys = Object.keys(o).sort();
  return "{" + keys.map((k) => k + "=" + dump(o[k])).join(",") + "}";
}

export function multiScreenLines(): string[] {
  const out: string[] = [];
  const names = ["ann", "bob", "cy", "dee"];
  // The variant presets too: Hollywood's three games, Mahjong's high aces, Tedesco's streak lines.
  const runs: [number, string][] = [
    [3, "house"],
    [4, "house"],
    [2, "hollywood"],
    [2, "mahjong"],
    [3, "tedesco"],
  ];
  for (const [seats, preset] of runs) {
    const seated = names.slice(0, seats);
    const bots = [0, 1, 2, 3].map((i) => g.table.bots.create(i % 2 === 0 ? "normal" : "easy", createRng(7 + i)));
    let m = g.rules.newMatch(preset, seats, [9, 8, 7, 6, 5, 4, 3]);
    for (let step = 0; step < 3000 && g.rules.result(m) === undefined; step++) {
      const over = g.rules.handOver(m) !== undefined;
      if (over || step % 7 === 0) for (let s = -1; s < seats; s++) out.push(dump(g.presentation.view(m, s, seated, false, 20, "")));
      if (over) {
        m = g.rules.nextHand(m)!;
        continue;
      }
      const t = g.rules.turn(m);
      m = g.rules.apply(m, bots[t].decide(g.rules.seatView(m, t)))!;
    }
    const r = g.rules.result(m);
    out.push(r === undefined ? "no result" : dump(g.presentation.finalResult(m, seated, r.winner, r.totals)));
  }
  return out;
}
