/** The lobby between matches: rules, stakes, Start / Rematch, Play alone, and the deal. */
import { msg } from "../i18n/index";
import { encodeBase64Url } from "../util/base64";
import { parseNat } from "../util/text";
import type { Live, TableContext, Viewer } from "./context";
import { REFUSE } from "./context";
import type { Play } from "./play";
import type { ItemStack, PlayerId } from "./ports";
import type { SeatState } from "./records";
import type { TableScreens } from "./screens";
import type { SeatRef } from "./snapshot";
import { addToStacks, countOf, sameKind } from "./stacks";
import type { Outcome, Seat } from "./types";

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
    if (this.ctx.game(rec).presets.indexOf(preset) < 0) return REFUSE(msg("tables.error.illegal"));
    rec.preset = preset;
    // Different rules are a different agreement: both confirm again.
    rec.seats[0].ready = false;
    rec.seats[1].ready = false;
    this.ctx.save(live);
    this.screens.refresh(live);
    return { ok: true };
  }

  addStake(live: Live, seat: Seat, viewer: Viewer, fields: Record<string, string>): Outcome {
    const rec = live.rec;
    const config = this.ctx.config;
    const other = rec.seats[seat === 0 ? 1 : 0];
    if (other.bot !== "" && !config.stakesVsBots) return REFUSE(msg("tables.stake.no_bots"));
    const slot = parseNat(fields["slot"] ?? "");
    if (slot === undefined || slot >= viewer.inventory.length) return REFUSE(msg("tables.error.illegal"));
    const kind = viewer.inventory[slot];
    const me = rec.seats[seat];
    // Held now, across all stacks of the kind, less what is already offered.
    const held = countOf(this.ctx.ports.inventory.list(me.player), kind);
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

  /** Any change to the pot clears both confirmations. */
  private potChanged(live: Live): void {
    const rec = live.rec;
    const wasReady = rec.seats[0].ready || rec.seats[1].ready;
    rec.seats[0].ready = false;
    rec.seats[1].ready = false;
    this.ctx.save(live);
    if (wasReady) this.ctx.note(live, msg("tables.stake.changed"));
    this.screens.refresh(live);
  }

  pressStart(live: Live, seat: Seat): Outcome {
    const rec = live.rec;
    if (rec.board === "") return REFUSE(msg("tables.error.no_board"));
    const other = rec.seats[seat === 0 ? 1 : 0];
    if (other.player === "" && other.bot === "") return REFUSE(msg("tables.lobby.waiting_opponent"));
    if (other.bot !== "" && rec.seats[seat].offer.length > 0 && !this.ctx.config.stakesVsBots) return REFUSE(msg("tables.stake.no_bots"));
    rec.seats[seat].ready = true;
    this.ctx.save(live);
    this.maybeStart(live);
    this.screens.refresh(live);
    return { ok: true };
  }

  playAlone(live: Live, seat: Seat, level: string): Outcome {
    const rec = live.rec;
    if (rec.board === "") return REFUSE(msg("tables.error.no_board"));
    if (this.ctx.config.botLevels.indexOf(level) < 0) return REFUSE(msg("tables.error.level"));
    const o = seat === 0 ? 1 : 0;
    const other = rec.seats[o];
    if (other.player !== "") return REFUSE(msg("tables.error.seat_taken"));
    if (rec.seats[seat].offer.length > 0 && !this.ctx.config.stakesVsBots) return REFUSE(msg("tables.stake.no_bots"));
    rec.seats[o] = { player: "", bot: level, ready: true, away: -1, offer: [], kept: false };
    rec.seats[seat].ready = true;
    this.ctx.save(live);
    this.maybeStart(live);
    this.screens.refresh(live);
    return { ok: true };
  }

  /** Deals once every human seat is confirmed and online; the pot goes into escrow first. */
  private maybeStart(live: Live): void {
    const ctx = this.ctx;
    const rec = live.rec;
    for (const s of rec.seats) {
      if (s.bot !== "") continue;
      if (s.player === "" || !s.ready || !ctx.ports.players.isOnline(s.player)) return;
    }
    const players: [PlayerId, PlayerId] = [seatKey(rec.seats[0]), seatKey(rec.seats[1])];
    const pot: [ItemStack[], ItemStack[]] = [rec.seats[0].offer, rec.seats[1].offer];
    const words = ctx.ports.random.words(7);
    const matchId = encodeBase64Url(ctx.randomBytes(8));
    const escrow = pot[0].length > 0 || pot[1].length > 0;
    if (escrow) {
      const got = ctx.escrow.collect(matchId, rec.id, players, pot);
      if (got !== "held") {
        const s = rec.seats[got];
        s.offer = [];
        rec.seats[0].ready = false;
        rec.seats[1].ready = false;
        ctx.save(live);
        ctx.note(live, msg("tables.stake.missing", { name: ctx.name(s.player) }));
        return;
      }
    }
    const game = ctx.game(rec);
    const state = game.newMatch(rec.preset, rec.seats.length, words);
    const dealer: Seat = game.dealer(state) === 1 ? 1 : 0;
    const reserved: [SeatRef, SeatRef] = [
      { player: rec.seats[0].player, bot: rec.seats[0].bot },
      { player: rec.seats[1].player, bot: rec.seats[1].bot },
    ];
    rec.match = { id: matchId, gen: 0, state, escrow, pot: [pot[0], pot[1]], reserved, paused: false, deadline: -1, handOverAt: -1 };
    rec.last = undefined;
    for (const s of rec.seats) {
      s.offer = [];
      s.ready = false;
    }
    live.next = [false, false];
    live.notes = [];
    live.timeouts = [0, 0];
    live.idle = [false, false];
    this.play.makeBots(live);
    this.play.armTurn(live);
    ctx.save(live);
    ctx.note(live, msg("tables.match.started", { name: ctx.seatName(rec, dealer) }));
  }
}

/** The escrow's name for a seat: the player, or "~level" for a bot (the house). */
function seatKey(s: SeatState): PlayerId {
  return s.bot !== "" ? "~" + s.bot : s.player;
}
