/** Form submissions: checks the screen token and button, then routes the action to its part. */
import { msg } from "../../i18n/message";
import type { Live, TableContext, Viewer } from "../context";
import { REFUSE } from "../context";
import type { Lobby } from "./lobby";
import type { Mailbox } from "../items/mailbox";
import { parseNat, startsWith } from "../../util/text";
import type { Play } from "./play";
import type { PlayerId, TableId } from "../ports";
import type { Presence } from "./presence";
import type { TableScreens } from "./screens";
import type { Outcome } from "../types";

export class ScreenActions {
  constructor(
    private readonly ctx: TableContext,
    private readonly screens: TableScreens,
    private readonly presence: Presence,
    private readonly lobby: Lobby,
    private readonly play: Play,
    private readonly mail: Mailbox,
  ) {}

  /**
   * A form submission. `fields.token` must be the token of the screen last shown to this player
   * for this table, and `fields.action` one of its buttons; anything else (a stale screen, a
   * double click, a replayed or forged form) is ignored and the current screen shown again.
   */
  handle(player: PlayerId, tableId: TableId, fields: Record<string, string>): Outcome {
    const viewer = this.ctx.viewers.get(player);
    const live = this.ctx.tables.get(tableId);
    if (live === undefined) return REFUSE(msg("tables.error.no_table"));
    if (typeof fields !== "object" || fields === null) return REFUSE(msg("tables.error.stale"));
    const token = fields["token"];
    const action = fields["action"];
    if (viewer === undefined || viewer.tableId !== tableId || typeof token !== "string" || token !== viewer.token) {
      if (viewer !== undefined && viewer.tableId === tableId) this.screens.open(player, live);
      return REFUSE(msg("tables.error.stale"));
    }
    if (typeof action !== "string" || viewer.actions.indexOf(action) < 0) {
      this.screens.open(player, live);
      return REFUSE(msg("tables.error.stale"));
    }
    // The token is spent: a second submission of the same form is stale from here on.
    viewer.token = "";
    const result = this.dispatch(player, live, viewer, action, fields);
    if (!result.ok) this.ctx.ports.messages.tell(player, result.error);
    // A change the action made was already shown to every viewer (a fresh token): build it once.
    if (this.ctx.viewers.get(player) === viewer && viewer.token === "") this.screens.open(player, live);
    return result;
  }

  private dispatch(player: PlayerId, live: Live, viewer: Viewer, action: string, fields: Record<string, string>): Outcome {
    const rec = live.rec;
    if (action === "close") {
      this.screens.close(player);
      return { ok: true };
    }
    if (action === "tab.lessons" || action === "tab.game") {
      viewer.tab = action === "tab.lessons" ? "lessons" : "game";
      return { ok: true };
    }
    if (startsWith(action, "lesson.")) {
      viewer.lessonId = action.substring(7);
      return { ok: true };
    }
    if (action === "claim") return this.mail.claim(player);
    const seat = this.ctx.seatOf(rec, player);
    if (seat === -1) return REFUSE(msg("tables.error.not_seated"));
    if (startsWith(action, "rules.")) return this.lobby.setRules(live, player, action.substring(6));
    if (action === "stand") {
      this.presence.leaveSeat(live, seat, true);
      this.ctx.ports.seats.unseat(player, rec.id);
      return { ok: true };
    }
    const m = rec.match;
    if (m !== undefined) {
      // Resigning takes two presses: Resign, then the confirmation (or Keep playing).
      if (action === "resign" || action === "resign.cancel") {
        viewer.confirmResign = action === "resign";
        return { ok: true };
      }
      if (action === "resign.confirm") {
        viewer.confirmResign = false;
        this.play.resign(live, seat);
        return { ok: true };
      }
      if (action === "end") return this.presence.endPaused(live, seat);
      if (action === "back") {
        this.presence.back(live, seat);
        return { ok: true };
      }
      if (action === "next") {
        live.next[seat] = true;
        this.play.maybeNextHand(live, false);
        return { ok: true };
      }
      const game = this.ctx.game(rec);
      if (action === game.table.cancelChoice) {
        viewer.choice = "";
        return { ok: true };
      }
      // The game numbers the match's seats: the table seat's place among them.
      const ms = this.ctx.matchSeat(rec, seat);
      const a = ms < 0 ? undefined : game.table.parseAction(action, ms, m.state);
      if (a === undefined) return REFUSE(msg("tables.error.illegal"));
      // A move that needs one more answer (a knock's melds) first asks it; the move waits.
      const choice = game.table.choiceFor(m.state, ms, a);
      if (choice !== undefined) {
        viewer.choice = choice;
        viewer.choiceAt = game.table.moment(m.state);
        return { ok: true };
      }
      viewer.choice = "";
      return this.play.move(live, seat, a);
    }
    if (action === "start" || action === "rematch") return this.lobby.pressStart(live, seat);
    if (startsWith(action, "alone.")) {
      // alone.<level> (one bot) or alone.<level>.<count>
      const rest = action.substring(6);
      const dot = rest.indexOf(".");
      if (dot < 0) return this.lobby.playAlone(live, seat, rest);
      const count = parseNat(rest.substring(dot + 1));
      if (count === undefined) return REFUSE(msg("tables.error.illegal"));
      return this.lobby.playAlone(live, seat, rest.substring(0, dot), count);
    }
    if (action === "stake.add") return this.lobby.addStake(live, seat, viewer, fields);
    if (action === "stake.clear") return this.lobby.clearStake(live, seat);
    return REFUSE(msg("tables.error.illegal"));
  }
}
