/** The Uno No Mercy screen through the parts: hands, hidden counts, piles, choices, UNO, counters, results. */
import { describe, expect, it } from "vitest";
import { render } from "../../../src/i18n/index";
import { unoNoMercy as game } from "../../../src/games/uno-no-mercy/index";
import { unoActionId } from "../../../src/games/uno-no-mercy/moves";
import type { UnoAction, UnoState } from "../../../src/games/uno-no-mercy/engine/types";
import { SKIP, WILD_DRAW_SIX, WILD_ROULETTE } from "../../../src/games/uno-no-mercy/engine/cards";
import type { GameView } from "../../../src/games/game";
import type { CardZone } from "../../../src/screen/parts";
import { B, card, G, R, setup, W, Y } from "./setup";

const NAMES = ["Ann", "Bo", "Cy", "Di"];
const WORDS = [11, 22, 33, 44, 55, 66, 77];

function zone(v: GameView, id: string): CardZone {
  const z = v.game.zones.find((x) => x.id === id);
  if (z === undefined) throw new Error("no zone " + id);
  return z;
}

function faces(z: CardZone): number[] {
  return z.groups.flatMap((g) => g.cards.map((c) => c.face));
}

function en(v: GameView): string[] {
  return v.messages.map((m) => render("en", m));
}

/** The legal action behind a button id the screen shows. */
function press(s: UnoState, seat: number, id: string): UnoAction | undefined {
  return game.table.parseAction(id, seat, s);
}

describe("the Uno No Mercy view", () => {
  it("shows the viewer's whole hand, the others as counts of backs with names, both piles and the turn with its direction", () => {
    const s = game.rules.newMatch("no-mercy", 4, WORDS);
    const seat = game.rules.turn(s);
    const v = game.presentation.view(s, seat, NAMES, false, 30, "");
    expect(faces(zone(v, "hand"))).toEqual(s.hands[seat]);
    expect(zone(v, "hand").seat).toBe(seat);
    for (let i = 0; i < 4; i++) {
      if (i === seat) continue;
      const z = zone(v, "hand." + i);
      expect([z.layout, z.seat, z.hidden, z.groups]).toEqual(["hand", i, 7, []]);
      expect(render("en", z.label ?? { key: "" })).toBe(`${NAMES[i]}: cards: 7`);
    }
    const draw = zone(v, "draw");
    expect([draw.layout, draw.hidden, draw.groups]).toEqual(["pile", s.drawPile.length, []]);
    const discard = zone(v, "discard");
    expect(faces(discard)).toEqual([s.discard[s.discard.length - 1]]);
    expect(discard.colour).toBe(["red", "yellow", "green", "blue"][s.colour]);
    expect(v.game.turn).toEqual({ seat, timeLeft: 30, direction: 1 });
    expect(v.game.zones.every((z) => z.deck === "uno_no_mercy")).toBe(true);
    expect(en(v)[0]).toContain("Your turn.");
    const reversed = { ...s, direction: -1 };
    expect(game.presentation.view(reversed, seat, NAMES, false, 30, "").game.turn.direction).toBe(-1);
  });

  it("gives each playable card its move and a button; the others stay plain; every legal move can be reached", () => {
    const s = setup({ hands: [[card(R, 5), card(R, 5, 1), card(G, 9), card(B, SKIP), card(W, WILD_ROULETTE)], [card(Y, 1)]], top: card(R, 2) });
    const v = game.presentation.view(s, 0, NAMES, false, 30, "");
    const cards = zone(v, "hand").groups[0].cards;
    // Twin copies carry the same move and share one button.
    expect(cards.map((c) => c.action)).toEqual([`play.${card(R, 5)}`, `play.${card(R, 5)}`, undefined, undefined, `play.${card(W, WILD_ROULETTE)}`]);
    const ids = v.buttons.map((b) => b.action);
    expect(ids).toEqual([`play.${card(R, 5)}`, `play.${card(W, WILD_ROULETTE)}`]);
    // Either copy's id still plays it (a record or a bot may name it).
    expect(press(s, 0, `play.${card(R, 5, 1)}`)).toEqual({ seat: 0, do: "play", card: card(R, 5, 1) });
    for (const b of v.buttons) expect(game.rules.legal(s, 0).some((a) => unoActionId(a) === b.action) || press(s, 0, b.action) !== undefined).toBe(true);
    expect(zone(v, "draw").action).toBeUndefined();
    expect(v.game.controls).toEqual([]);
  });

  it("after drawing until playable only the drawn card plays (not its twin), raised", () => {
    const s = setup({ hands: [[card(G, 9)], [card(Y, 1)]], top: card(R, 2), drawTop: [card(B, 1), card(R, 5, 1)] });
    const drawn = game.rules.apply(s, { seat: 0, do: "draw" }) as UnoState;
    expect(drawn.phase).toBe("drawn");
    drawn.hands[0].unshift(card(R, 5));
    drawn.drawPile = drawn.drawPile.filter((c) => c !== card(R, 5));
    const v = game.presentation.view(drawn, 0, NAMES, false, 30, "");
    const cards = zone(v, "hand").groups[0].cards;
    expect(cards.filter((c) => c.action !== undefined).map((c) => [c.face, c.action, c.highlight])).toEqual([[card(R, 5, 1), `play.${card(R, 5, 1)}`, true]]);
    expect(en(v)).toEqual(["You drew a card you can play."]);
  });

  it("a hand of 25+ cards shows every card", () => {
    const big: number[] = [];
    for (let k = 0; k < 30; k++) big.push(k);
    const s = setup({ hands: [big, [card(Y, 1)]], top: card(B, 3), rules: { ...game.rules.newMatch("no-mercy", 2, WORDS).rules, mercyLimit: 40 } });
    const v = game.presentation.view(s, 0, NAMES, false, 30, "");
    expect(faces(zone(v, "hand")).length).toBe(30);
    expect(v.game.counters.find((c) => c.id === "mercy_room")?.value).toBe(10);
  });

  it("pressing a wild opens the choice of colour; each row plays it in that colour; back drops it", () => {
    const wild = card(W, WILD_DRAW_SIX);
    const s = setup({ hands: [[wild, card(G, 9), card(G, 3)], [card(Y, 1)]], top: card(R, 2) });
    const id = `play.${wild}`;
    const a = press(s, 0, id);
    expect(a).toEqual({ seat: 0, do: "play", card: wild });
    const choice = game.table.choiceFor(s, 0, a as UnoAction);
    expect(choice).toBe(id);
    const v = game.presentation.view(s, 0, NAMES, false, 30, choice as string);
    const rows = v.choice?.rows ?? [];
    expect(rows.map((r) => r.colour)).toEqual(["red", "yellow", "green", "blue"]);
    expect(rows.map((r) => r.action)).toEqual([0, 1, 2, 3].map((k) => `play.${wild}.c${k}`));
    for (const r of rows) {
      expect(game.rules.legal(s, 0).map((l) => unoActionId(l))).toContain(r.action);
      expect(v.buttons.map((b) => b.action)).toContain(r.action);
    }
    expect(v.buttons.map((b) => b.action)).toContain(game.table.cancelChoice);
    expect(en(v)).toEqual(["Choose the colour for Wild Draw Six."]);
    // The hand waits while the choice is open.
    expect(zone(v, "hand").groups[0].cards.every((c) => c.action === undefined)).toBe(true);
    // A complete play needs no choice.
    expect(game.table.choiceFor(s, 0, press(s, 0, `play.${wild}.c2`) as UnoAction)).toBeUndefined();
  });

  it("a 7 with more than one player to swap with asks whom; with one it plays at once", () => {
    const seven = card(R, 7);
    const s = setup({ hands: [[seven, card(G, 9), card(G, 3)], [card(Y, 1), card(Y, 2)], [card(B, 4)]], top: card(R, 2) });
    const v0 = game.presentation.view(s, 0, NAMES, false, 30, "");
    expect(zone(v0, "hand").groups[0].cards[0].action).toBe(`play.${seven}`);
    const choice = game.table.choiceFor(s, 0, press(s, 0, `play.${seven}`) as UnoAction) as string;
    const v = game.presentation.view(s, 0, NAMES, false, 30, choice);
    expect(v.choice?.rows.map((r) => [r.action, r.seat, r.hidden])).toEqual([
      [`play.${seven}.t1`, 1, 2],
      [`play.${seven}.t2`, 2, 1],
    ]);
    expect(en(v)).toEqual(["Choose who swaps hands with you."]);
    const two = setup({ hands: [[seven, card(G, 9), card(G, 3)], [card(Y, 1)]], top: card(R, 2) });
    expect(zone(game.presentation.view(two, 0, NAMES, false, 30, ""), "hand").groups[0].cards[0].action).toBe(`play.${seven}.t1`);
    expect(press(two, 0, `play.${seven}`)).toBeUndefined();
  });

  it("with two cards, UNO is each playable card's second move", () => {
    const s = setup({ hands: [[card(R, 5), card(G, 9)], [card(Y, 1)]], top: card(R, 2) });
    const v = game.presentation.view(s, 0, NAMES, false, 30, "");
    const c = zone(v, "hand").groups[0].cards[0];
    expect([c.action, c.alt]).toEqual([`play.${card(R, 5)}`, `play.${card(R, 5)}.uno`]);
    const b = v.buttons.find((x) => x.action === c.alt);
    expect(render("en", b?.label ?? { key: "" })).toBe("Red 5 + UNO!");
    expect(press(s, 0, c.alt as string)).toEqual({ seat: 0, do: "play", card: card(R, 5), uno: true });
  });

  it("no playable card: the draw pile is pressed to draw; pending draws show as a counter and a take control", () => {
    const s = setup({ hands: [[card(G, 9)], [card(Y, 1)]], top: card(R, 2) });
    const v = game.presentation.view(s, 0, NAMES, false, 30, "");
    expect(zone(v, "draw").action).toBe("draw");
    expect(v.buttons.map((b) => b.action)).toEqual(["draw"]);
    s.pending = 6;
    s.pendingValue = 6;
    const p = game.presentation.view(s, 0, NAMES, false, 30, "");
    expect(p.game.controls).toEqual(["take"]);
    expect(p.game.counters.find((x) => x.id === "pending")?.value).toBe(6);
    expect(zone(p, "draw").action).toBeUndefined();
  });

  it("a seat may catch a player who forgot UNO from the controls, on any turn", () => {
    const s = setup({ hands: [[card(R, 9), card(R, 8)], [card(R, 1)], [card(G, 2), card(B, 2)]], top: card(R, 5), turn: 0 });
    s.unoOpen = 1;
    const v = game.presentation.view(s, 2, NAMES, false, 30, "");
    expect(v.game.controls).toEqual(["catch"]);
    expect(v.buttons.map((b) => render("en", b.label))).toEqual(["Catch Bo!"]);
    expect(en(v)).toEqual(["Waiting for Ann."]);
  });

  it("a Color Roulette played on the viewer opens the choice of colour to name", () => {
    const s = setup({ hands: [[card(R, 9)], [card(R, 1), card(G, 3)]], top: card(W, WILD_ROULETTE), turn: 1 });
    s.phase = "roulette";
    const v = game.presentation.view(s, 1, NAMES, false, 30, "");
    expect(v.choice?.rows.map((r) => r.action)).toEqual(["pick.0", "pick.1", "pick.2", "pick.3"]);
    expect(v.buttons.map((b) => b.action)).toEqual(["pick.0", "pick.1", "pick.2", "pick.3"]);
  });

  it("a bystander sees no hand, only counts; a paused seat has no moves", () => {
    const s = game.rules.newMatch("no-mercy", 3, WORDS);
    const by = game.presentation.view(s, -1, NAMES, false, 30, "");
    expect(by.game.zones.filter((z) => z.layout === "hand").map((z) => [z.seat, z.hidden, z.groups.length])).toEqual([
      [0, 7, 0],
      [1, 7, 0],
      [2, 7, 0],
    ]);
    expect(by.buttons).toEqual([]);
    for (const h of s.hands) for (const c of h) if (c !== s.discard[s.discard.length - 1]) expect(JSON.stringify(by.game)).not.toContain(`"face":${c},`);
    const seat = game.rules.turn(s);
    const paused = game.presentation.view(s, seat, NAMES, true, -1, "");
    expect(paused.buttons).toEqual([]);
    expect(zone(paused, "hand").groups[0].cards.every((c) => c.action === undefined)).toBe(true);
  });

  it("a hand that is over shows its result with every hand laid open; the match result names the winner", () => {
    const s = setup({ hands: [[card(R, 5)], [card(Y, 1), card(W, WILD_DRAW_SIX)], [card(B, SKIP)]], top: card(R, 2) });
    const next = game.rules.apply(s, { seat: 0, do: "play", card: card(R, 5) }) as UnoState;
    expect(game.rules.handOver(next)).toEqual({ winner: 0, points: 71 });
    const v = game.presentation.view(next, 1, NAMES, false, -1, "");
    const r = v.result;
    expect(render("en", r?.headline ?? { key: "" })).toBe("Ann went out. Score: 71.");
    expect(r?.seats.map((x) => [x.points, x.zone.groups.flatMap((g) => g.cards.map((c) => c.face))])).toEqual([
      [71, []],
      [0, [card(Y, 1), card(W, WILD_DRAW_SIX)]],
      [0, [card(B, SKIP)]],
    ]);
    expect(render("en", r?.lines[0] ?? { key: "" })).toBe("Ann: 71 · Bo: 0 · Cy: 0");
    const final = game.presentation.finalResult(next, NAMES, 0, next.scores);
    expect(final?.winner).toBe(0);
    expect(render("en", final?.lines[1] ?? { key: "" })).toBe("Ann wins the match.");
    // A match that ends mid-hand (a resignation) keeps the hands hidden.
    const mid = game.presentation.finalResult(s, NAMES, 2, s.scores);
    expect(mid?.seats.map((x) => [x.zone.groups.length, x.zone.hidden])).toEqual([
      [0, 1],
      [0, 2],
      [0, 1],
    ]);
  });
});
