/**
 * The table screens as bdsx forms, per player. Bedrock shows one form at a time and queues the
 * rest; the server cannot close or update an open form. So: while a form is open, newer screens
 * only replace `latest`, except that one more form is queued when the player's choices changed
 * (say, the turn came round). An answer to an older form goes with the newest token when the
 * newest screen offers the same action; the service ignores anything else as stale.
 */
import type { ServerPlayer } from "bdsx/bds/player";
import type { Lang } from "../../../src/i18n/index";
import type { Screen } from "../../../src/screen/model";
import type { PlayerId } from "../../../src/tables/ports";
import type { TableService } from "../../../src/tables/service";
import { rulesAction, rulesForm, screenForm, stakeFields, stakeForm, type ButtonTarget } from "../../bedrock-common/forms";
import type { BdsxHost } from "./host";

interface FormState {
  /** Forms sent and not answered yet (the client queues them). */
  outstanding: number;
  /** The newest screen the service showed. */
  latest: Screen | undefined;
  /** The screen of the form the player has (or last had) open. */
  sent: Screen | undefined;
}

/** Whether two screens offer different buttons (a new form is worth queueing). */
function actionsChanged(a: Screen, b: Screen): boolean {
  if (a.tableId !== b.tableId || a.buttons.length !== b.buttons.length) return true;
  for (let i = 0; i < a.buttons.length; i++) if (a.buttons[i].action !== b.buttons[i].action) return true;
  return false;
}

export interface ScreenDeps {
  player(id: PlayerId): ServerPlayer | undefined;
  lang(id: PlayerId): Lang;
  service(): TableService | undefined;
  log(line: string): void;
  /** The stake form is opening: tell the player which of their items cannot be staked, and why. */
  stakeNotes?(id: PlayerId): void;
}

export class FormScreens {
  private readonly forms = new Map<PlayerId, FormState>();

  constructor(
    private readonly host: BdsxHost,
    private readonly deps: ScreenDeps,
  ) {}

  /** The player left: forget its forms. */
  forget(player: PlayerId): void {
    this.forms.delete(player);
  }

  show(player: PlayerId, screen: Screen): void {
    let st = this.forms.get(player);
    if (st === undefined) {
      st = { outstanding: 0, latest: undefined, sent: undefined };
      this.forms.set(player, st);
    }
    st.latest = screen;
    if (st.outstanding === 0 || (st.outstanding === 1 && st.sent !== undefined && actionsChanged(st.sent, screen))) this.send(player, st);
  }

  close(player: PlayerId): void {
    const st = this.forms.get(player);
    if (st !== undefined) st.latest = undefined;
  }

  private send(player: PlayerId, st: FormState): void {
    const screen = st.latest;
    const live = this.deps.player(player);
    if (screen === undefined || live === undefined) return;
    const form = screenForm(this.deps.lang(player), screen);
    st.outstanding++;
    st.sent = screen;
    this.host
      .sendForm(live.getNetworkIdentifier(), form.data)
      .then(
        (answer) => this.onAnswer(player, st, screen, form.targets, answer),
        // Rejected: the form timed out (10 min) or the server is closing.
        () => {
          st.outstanding = Math.max(0, st.outstanding - 1);
        },
      )
      .catch((e: unknown) => this.deps.log(`game-tables: form answer failed: ${(e as Error).stack ?? String(e)}`));
  }

  /**
   * Sends a form answer as the screen's fields. When a newer screen came while the form was open
   * and still offers the same action, the answer goes with the newer token (action ids name the
   * same move); otherwise with the old one, which the service refuses as stale.
   */
  private submit(player: PlayerId, st: FormState, shown: Screen, fields: Record<string, string>): void {
    const service = this.deps.service();
    if (service === undefined) return;
    const latest = st.latest;
    const action = fields["action"];
    const current = latest !== undefined && latest !== shown && latest.tableId === shown.tableId && latest.buttons.some((b) => b.action === action) ? latest : shown;
    service.handleScreenAction(player, current.tableId, { ...fields, token: current.token });
  }

  /** After an answer: show the newest screen if the player has no form and has not seen it. */
  private catchUp(player: PlayerId, st: FormState): void {
    if (st.outstanding === 0 && st.latest !== undefined && st.latest !== st.sent) this.send(player, st);
  }

  private onAnswer(player: PlayerId, st: FormState, screen: Screen, targets: ButtonTarget[], answer: number | null): void {
    st.outstanding = Math.max(0, st.outstanding - 1);
    if (answer === null || typeof answer !== "number" || answer < 0 || answer >= targets.length || Math.floor(answer) !== answer) {
      // Closing a stale form while a newer one is queued just reveals the newer one.
      if (st.outstanding === 0) {
        st.latest = undefined;
        const service = this.deps.service();
        if (service !== undefined) service.closedScreen(player);
      }
      return;
    }
    const target = targets[answer];
    const live = this.deps.player(player);
    if (target.kind === "action" || live === undefined) {
      if (target.kind === "action") this.submit(player, st, screen, { action: target.action });
      this.catchUp(player, st);
      return;
    }
    const lang = this.deps.lang(player);
    if (target.kind === "stake") this.deps.stakeNotes?.(player);
    const data = target.kind === "stake" ? stakeForm(lang, screen) : rulesForm(lang, screen, target.presets);
    st.outstanding++;
    this.host
      .sendForm(live.getNetworkIdentifier(), data)
      .then((values) => {
        st.outstanding = Math.max(0, st.outstanding - 1);
        if (target.kind === "stake") {
          const fields = stakeFields(values, screen.stake !== undefined ? screen.stake.inventory.length : 0);
          if (fields !== undefined) this.submit(player, st, screen, { action: "stake.add", slot: fields.slot, count: fields.count });
        } else {
          const action = rulesAction(values, target.presets);
          if (action !== undefined) this.submit(player, st, screen, { action });
        }
        // Back to the table form (the service's new screen, or the same one after a cancel).
        st.sent = undefined;
        this.catchUp(player, st);
      })
      .catch((e: unknown) => {
        st.outstanding = Math.max(0, st.outstanding - 1);
        this.deps.log(`game-tables: form answer failed: ${(e as Error).stack ?? String(e)}`);
      });
  }
}
