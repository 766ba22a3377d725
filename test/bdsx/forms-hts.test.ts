/**
 * Bedrock forms draw Here to Slay's four-seat screens (test/support/hts-screens.ts) in words: every
 * other seat's Party after its figure, each face-up Monster and the discard pile's top, the
 * counters (points, the roll, the Monsters' terms), the viewer's hand and Party; a target choice's
 * second step as numbered rows with their buttons and the way back. The game is not registered
 * yet, so its words show as keys and its cards by number here; the shape is what is checked.
 */
import { describe, expect, it } from "vitest";
import { screenForm } from "../../plugin/bedrock-common/forms";
import { hereToSlay } from "../../src/games/here-to-slay/game";
import { HTS_BACK, playerPressId } from "../../src/games/here-to-slay/panel-press";
import { htsScreen, targetMoment, turnMoment } from "../support/hts-screens";

describe("Bedrock forms draw Here to Slay", () => {
  it("a four-seat turn: the three other Parties, the Monsters and the discard, the counters, the viewer's cards", () => {
    const m = turnMoment(4);
    const screen = htsScreen(m);
    const lines = screenForm("en", screen).data.content.split("\n");
    const facts = lines.find((l) => l.includes("hts.panel.deck"))!;
    // Each other seat: its figure, then its leader, Heroes, Items and Monsters by name.
    const expected: number[] = [];
    for (let seat = 0; seat < 4; seat++) {
      const p = m.state.parties[seat];
      if (seat !== m.viewer) expected.push(1 + p.heroes.length + p.items.filter((x) => x >= 0).length + p.slain.length);
    }
    const seats = facts.split(" · ").filter((f) => f.startsWith("hts.panel.seat — "));
    expect(seats.map((f) => f.split(", ").length).sort()).toEqual(expected.sort());
    expect(lines.filter((l) => l.startsWith(">> ")).length).toBe(m.state.monsters.length + 1);
    const counters = lines.find((l) => l.startsWith("hts.counter.points"))!;
    expect(counters.split(" · ").filter((c) => c === "hts.counter.monster").length).toBe(m.state.monsters.length);
    expect(lines.some((l) => l.startsWith("hts.panel.hand — "))).toBe(true);
    expect(lines.some((l) => l.startsWith("hts.panel.party — "))).toBe(true);
  });

  it("the second step of a target choice: a numbered row per Hero, its button, then back", () => {
    const m = targetMoment(4);
    let choice = "";
    for (let owner = 0; owner < 4 && choice === ""; owner++) {
      const press = hereToSlay.table.parseAction(playerPressId(owner), m.viewer, m.state);
      if (press !== undefined) choice = hereToSlay.table.choiceFor(m.state, m.viewer, press) ?? "";
    }
    const screen = htsScreen(m, choice);
    const f = screenForm("en", screen);
    const rows = screen.choice!.rows;
    for (let i = 0; i < rows.length; i++) expect(f.data.content).toContain(`\n${i + 1}: [ `);
    const actions = f.targets.map((t) => (t.kind === "action" ? t.action : t.kind));
    expect(actions.slice(0, rows.length + 1)).toEqual([...rows.map((r) => r.action), HTS_BACK]);
  });
});
