/** The lobby between matches: rules, stakes, Start / Rematch, Play alone, and the deal. */
import { msg } from "../../i18n/message";
import { encodeBase64Url } from "../../util/base64";
import { parseNat } from "../../util/text";
import type { Live, TableContext, Viewer } from "../context";
import { fill, REFUSE } from "../context";
import type { Play } from "./play";
import type { ItemStack, PlayerId } from "../ports";
import type { TableRecord } from "../persistence/records";
import { emptySeat } from "../persistence/records";
import { spreadSides } from "./sides";
import { collectStakes, mayStake } from "../items/stakes";
import type { TableScreens } from "./screens";
import type { SeatRef } from "../persistence/snapshot";
import { addToStacks, countOf, sameKind } from "../items/stacks";
import type { Outcome, Seat } from "../types";

export class Lobby {
  constructor(
    private readonly ctx: TableContext,
    private readonly screens: TableScreens,
    private readonly play: Play,
  ) {}

  setRules(live: Live, player: PlayerId, preset: string): Outcome {
    const rec = live.rec;
    if (!this.ctx.mayManage(rec, player)) return REFUSE(msg("tables.error.not_owner"));
    if (rec.match !== undefined) return REFUSE(msg("tables.error.match_running"));
    if (this.ctx.game(rec).rules.presets.indexOf(preset) < 0) return REFUSE(msg("tables.error.illegal"));
    rec.preset = preset;
    // Different rules are a different agreement: everyone confirms again.
    for (const s of rec.seats) s.ready = false;
    this.ctx.save(live);
    this.screens.refresh(live);
    return { ok: true };
  }

  addStake(live: Live, seat: Seat, viewer: Viewer, fields: Record<string, string>): Outcome {
    const rec = live.rec;
    const config = this.ctx.config;
    if (!mayStake(this.ctx, rec)) return REFUSE(msg("tables.stake.no_bots"));
    // No slot: the button was pressed with nothing chosen (Luanti sends the stack in hand, if any).
    if (fields["slot"] === undefined) return REFUSE(msg("tables.stake.choose"));
    const slot = parseNat(fields["slot"]);
    if (slot === undefined || slot >= viewer.inventory.length) return REFUSE(msg("tables.error.illegal"));
    const kind = viewer.inventory[slot];
    const me = rec.seats[seat];
    // Held now, across all stacks of the kind, less what is already offered.
    const held = countOf(this.ctx.transfers.list(me.player), kind);
    const free = held - countOf(me.offer, kind);
    const countText = fields["count"];
    if (free <= 0) return REFUSE(msg("tables.stake.all_offered"));
    const count = countText === undefined || countText === "" ? Math.min(kind.count, free) : parseNat(countText);
    if (count === undefined || count < 1 || count > free) return REFUSE(msg("tables.stake.bad_count", { max: free }));
    let kinds = 0;
    for (const s of me.offer) if (!sameKind(s, kind)) kinds++;
    if (kinds + 1 > config.maxStakeStacks) return REFUSE(msg("tables.stake.too_many", { max: config.maxStakeStacks }));
    me.offer = addToStacks(me.offer, kind, count);
    this.potChanged(live);
    return { ok: true };
  }

  clearStake(live: Live, seat: Seat): Outcome {
    live.rec.seats[seat].offer = [];
    this.potChanged(live);
    return { ok: true };
  }

  /** Any change to the pot clears every confirmation. */
  private potChanged(live: Live): void {
    const rec = live.rec;
    let wasReady = false;
    for (const s of rec.seats) {
      if (s.ready) wasReady = true;
      s.ready = false;
    }
    this.ctx.save(live);
    if (wasReady) this.ctx.note(live, msg("tables.stake.changed"));
    this.screens.refresh(live);
  }

  pressStart(live: Live, seat: Seat): Outcome {
    const rec = live.rec;
    if (rec.board === "") return REFUSE(msg("tables.error.no_board"));
    if (occupied(rec) < this.ctx.game(rec).rules.minSeats) return REFUSE(msg("tables.lobby.waiting_opponent"));
    if (rec.seats[seat].offer.length > 0 && !mayStake(this.ctx, rec)) return REFUSE(msg("tables.stake.no_bots"));
    rec.seats[seat].ready = true;
    this.ctx.save(live);
    this.maybeStart(live);
    this.screens.refresh(live);
    return { ok: true };
  }

  /**
   * Play alone: `count` bots of `level` take the empty seats (farthest from the players first:
   * sides.ts) and the match
   * starts once the humans seated are ready. `alone.<level>` is one bot.
   */
  playAlone(live: Live, seat: Seat, level: string, count = 1): Outcome {
    const rec = live.rec;
    if (rec.board === "") return REFUSE(msg("tables.error.no_board"));
    if (this.ctx.config.botLevels.indexOf(level) < 0) return REFUSE(msg("tables.error.level"));
    const game = this.ctx.game(rec);
    // Bots left from the last match give their seats to the new ones.
    let humans = 0;
    const free: number[] = [];
    for (let i = 0; i < rec.seats.length; i++) {
      if (rec.seats[i].player === "") free.push(i);
      else humans++;
    }
    if (count < 1 || free.length < count || humans + count > game.rules.maxSeats) return REFUSE(msg("tables.error.seat_taken"));
    if (humans + count < game.rules.minSeats) return REFUSE(msg("tables.lobby.waiting_opponent"));
    if (this.ctx.botLevelsFor(rec, humans + count).indexOf(level) < 0) return REFUSE(msg("tables.error.level"));
    if (!this.ctx.config.stakesVsBots) for (const s of rec.seats) if (s.offer.length > 0) return REFUSE(msg("tables.stake.no_bots"));
    const human: boolean[] = [];
    for (const s of rec.seats) human.push(s.player !== "");
    for (const i of free) {
      rec.seats[i] = emptySeat();
      live.bots[i] = undefined;
    }
    for (const i of spreadSides(human, count)) rec.seats[i] = { player: "", bot: level, ready: true, away: -1, offer: [], kept: false, sub: "" };
    rec.seats[seat].ready = true;
    this.ctx.save(live);
    this.maybeStart(live);
    this.screens.refresh(live);
    return { ok: true };
  }

  /**
   * Deals once every human seat is confirmed and online and enough seats are taken; the match's
   * seats are the occupied ones, in table order. The pot goes into escrow first.
   */
  private maybeStart(live: Live): void {
    const ctx = this.ctx;
    const rec = live.rec;
    const game = ctx.game(rec);
    const at: number[] = [];
    for (let i = 0; i < rec.seats.length; i++) {
      const s = rec.seats[i];
      if (s.bot !== "") {
        at.push(i);
        continue;
      }
      if (s.player === "") continue;
      if (!s.ready || !ctx.ports.players.isOnline(s.player)) return;
      at.push(i);
    }
    if (at.length < game.rules.minSeats || at.length > game.rules.maxSeats) return;
    const words = ctx.ports.random.words(7);
    const matchId = encodeBase64Url(ctx.randomBytes(8));
    const got = collectStakes(ctx, rec, matchId, at);
    if (got !== "none" && got !== "held") {
      const s = rec.seats[got];
      s.offer = [];
      for (const x of rec.seats) x.ready = false;
      ctx.save(live);
      ctx.note(live, msg("tables.stake.missing", { name: ctx.name(s.player) }));
      return;
    }
    const state = game.rules.newMatch(rec.preset, at.length, words);
    const reserved: SeatRef[] = [];
    const pot: ItemStack[][] = [];
    const out: boolean[] = [];
    for (const i of at) {
      reserved.push({ player: rec.seats[i].player, bot: rec.seats[i].bot });
      pot.push(rec.seats[i].offer);
      out.push(false);
    }
    rec.match = { id: matchId, gen: 0, state, escrow: got === "held", pot, reserved, at, out, paused: false, deadline: -1, handOverAt: -1 };
    rec.last = undefined;
    for (const s of rec.seats) {
      s.offer = [];
      s.ready = false;
    }
    const n = rec.seats.length;
    live.next = fill(n, false);
    live.notes = [];
    live.timeouts = fill(n, 0);
    live.idle = fill(n, false);
    this.play.makeBots(live);
    this.play.armTurn(live);
    ctx.save(live);
    const dealer = ctx.tableSeat(rec, game.rules.dealer(state));
    ctx.note(live, msg("tables.match.started", { name: ctx.seatName(rec, dealer >= 0 ? dealer : at[0]) }));
  }
}

/** Seats taken by a player or a bot. */
export function occupied(rec: TableRecord): number {
  let n = 0;
  for (const s of rec.seats) if (s.player !== "" || s.bot !== "") n++;
  return n;
}
