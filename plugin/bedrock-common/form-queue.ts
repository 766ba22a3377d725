/**
 * The table screens as Bedrock forms, per player, for both Bedrock hosts. Neither host can update
 * an open form, so a newer screen only replaces `latest` unless its choices changed (the turn came
 * round): then a host that can close forms (the Script API) closes the open one and shows the newer
 * one; a host that cannot (bdsx, whose client queues forms) queues one more form. A form refused as
 * busy (chat or another screen open) is offered again a little later, where the host says so. An
 * answer to an older form goes with the newest token when the newest screen offers the same action;
 * the service ignores anything else as stale.
 */
import type { Lang } from "../../src/i18n/index";
import type { Screen } from "../../src/screen/model";
import type { PlayerId } from "../../src/tables/ports";
import type { TableService } from "../../src/tables/service";
import { rulesAction, rulesForm, screenForm, stakeFields, stakeForm, type ButtonTarget, type FormDataCustom, type FormDataSimple } from "./forms";

/**
 * A form's outcome: the answer, closed by the player (or by us), refused as busy, no answer ever
 * (timed out), or the host's show failed.
 */
export type FormAnswer<T> = { kind: "answer"; value: T } | { kind: "closed" } | { kind: "busy" } | { kind: "gone" } | { kind: "failed"; error: unknown };

/**
 * What a host does with forms; everything else is here. A show calls `answered` once, straight
 * from the host's own promise (no extra turn: a newer screen then finds the form state current).
 */
export interface FormPort {
  /** Whether the player is here to be shown a form. */
  online(player: PlayerId): boolean;
  /** Shows the table form; the answer is the pressed button's index. */
  showAction(player: PlayerId, data: FormDataSimple, answered: (a: FormAnswer<number>) => void): void;
  /** Shows the stake or rules form; the answer is its values (null: cancelled). */
  showModal(player: PlayerId, data: FormDataCustom, answered: (a: FormAnswer<unknown[] | null>) => void): void;
  /** Closes the player's open forms; a host without it queues forms instead (bdsx). */
  closeForms?(player: PlayerId): void;
  /** How often a busy form is offered again, and how: `later` runs the retry a little later. */
  busyRetry?: { times: number; later(retry: () => void): void };
}

export interface FormDeps {
  lang(id: PlayerId): Lang;
  service(): TableService | undefined;
  log(line: string): void;
  /** The stake form is opening: tell the player which of their items cannot be staked, and why. */
  stakeNotes?(id: PlayerId): void;
}

interface FormState {
  /** Forms sent and not answered yet (a bdsx client queues them; the add-on has at most one). */
  outstanding: number;
  /** Bumped whenever we close the open form to show a newer screen. */
  gen: number;
  /** The newest screen the service showed. */
  latest: Screen | undefined;
  /** The screen of the form the player has (or last had) open. */
  sent: Screen | undefined;
  busyTries: number;
}

type ModalTarget = Exclude<ButtonTarget, { kind: "action" }>;

/** Whether two screens offer different buttons (a new form is worth sending). */
export function actionsChanged(a: Screen, b: Screen): boolean {
  if (a.tableId !== b.tableId || a.buttons.length !== b.buttons.length) return true;
  for (let i = 0; i < a.buttons.length; i++) if (a.buttons[i].action !== b.buttons[i].action) return true;
  return false;
}

export class FormQueue {
  private readonly forms = new Map<PlayerId, FormState>();

  constructor(
    private readonly port: FormPort,
    private readonly deps: FormDeps,
  ) {}

  /** The player left: forget its forms. */
  forget(player: PlayerId): void {
    this.forms.delete(player);
  }

  show(player: PlayerId, screen: Screen): void {
    let st = this.forms.get(player);
    if (st === undefined) {
      st = { outstanding: 0, gen: 0, latest: undefined, sent: undefined, busyTries: 0 };
      this.forms.set(player, st);
    }
    st.latest = screen;
    if (st.outstanding === 0) this.send(player, st);
    else if (st.sent === undefined || !actionsChanged(st.sent, screen)) return;
    else if (this.port.closeForms !== undefined) this.closeOpen(player, st);
    else if (st.outstanding === 1) this.send(player, st);
  }

  close(player: PlayerId): void {
    const st = this.forms.get(player);
    if (st === undefined) return;
    st.latest = undefined;
    if (st.outstanding > 0 && this.port.closeForms !== undefined) this.closeOpen(player, st);
  }

  private closeOpen(player: PlayerId, st: FormState): void {
    st.gen++;
    if (this.port.online(player)) this.port.closeForms?.(player);
  }

  private failed(e: unknown): void {
    this.deps.log(`game-tables: form failed: ${e instanceof Error ? (e.stack ?? e.message) : String(e)}`);
  }

  /** Whether a busy form may be offered again (counting the try), and how. */
  private retry(st: FormState): ((again: () => void) => void) | undefined {
    const busy = this.port.busyRetry;
    if (busy === undefined || st.busyTries >= busy.times) return undefined;
    st.busyTries++;
    return (again) => busy.later(again);
  }

  private send(player: PlayerId, st: FormState): void {
    const screen = st.latest;
    if (screen === undefined || !this.port.online(player)) return;
    const form = screenForm(this.deps.lang(player), screen);
    st.outstanding++;
    st.sent = screen;
    const gen = st.gen;
    this.port.showAction(player, form.data, (a) =>
      this.guard(() => {
        st.outstanding = Math.max(0, st.outstanding - 1);
        if (a.kind === "answer") this.onChoice(player, st, screen, form.targets, a.value);
        else if (a.kind === "failed") this.failed(a.error);
        else if (a.kind !== "gone") this.onClosed(player, st, gen, a.kind === "busy");
      }),
    );
  }

  /** Runs an answer's handling; what it throws is logged, not lost in the host's promise. */
  private guard(handle: () => void): void {
    try {
      handle();
    } catch (e) {
      this.failed(e);
    }
  }

  private onClosed(player: PlayerId, st: FormState, gen: number, busy: boolean): void {
    const retry = busy && st.latest !== undefined ? this.retry(st) : undefined;
    if (retry !== undefined) {
      retry(() => {
        if (st.outstanding === 0 && this.forms.get(player) === st) this.send(player, st);
      });
      return;
    }
    st.busyTries = 0;
    // We closed it for a newer screen: show that one.
    if (gen !== st.gen) this.send(player, st);
    // Closing a stale form while a newer one is queued just reveals the newer one.
    else if (st.outstanding === 0) {
      st.latest = undefined;
      this.deps.service()?.closedScreen(player);
    }
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

  private onChoice(player: PlayerId, st: FormState, screen: Screen, targets: ButtonTarget[], selection: number): void {
    st.busyTries = 0;
    if (selection < 0 || selection >= targets.length || Math.floor(selection) !== selection) {
      this.catchUp(player, st);
      return;
    }
    const target = targets[selection];
    if (target.kind === "action" || !this.port.online(player)) {
      if (target.kind === "action") this.submit(player, st, screen, { action: target.action });
      this.catchUp(player, st);
      return;
    }
    this.showModal(player, st, screen, target);
  }

  /** The stake or rules form; refused as busy, it is offered again, as table forms are. */
  private showModal(player: PlayerId, st: FormState, screen: Screen, target: ModalTarget): void {
    if (!this.port.online(player)) return;
    const lang = this.deps.lang(player);
    if (target.kind === "stake") this.deps.stakeNotes?.(player);
    const data = target.kind === "stake" ? stakeForm(lang, screen) : rulesForm(lang, screen, target.presets);
    st.outstanding++;
    st.sent = screen;
    const gen = st.gen;
    this.port.showModal(player, data, (a) =>
      this.guard(() => {
        st.outstanding = Math.max(0, st.outstanding - 1);
        if (a.kind === "failed") {
          this.failed(a.error);
          return;
        }
        const retry = a.kind === "busy" && gen === st.gen ? this.retry(st) : undefined;
        if (retry !== undefined) {
          retry(() => {
            if (st.outstanding === 0 && gen === st.gen && this.forms.get(player) === st) this.showModal(player, st, screen, target);
          });
          return;
        }
        st.busyTries = 0;
        this.onModalAnswer(player, st, screen, target, a.kind === "answer" ? a.value : null);
        // Back to the table form (the service's new screen, or the same one after a cancel).
        if (gen === st.gen || st.latest !== undefined) {
          st.sent = undefined;
          this.catchUp(player, st);
        }
      }),
    );
  }

  private onModalAnswer(player: PlayerId, st: FormState, screen: Screen, target: ModalTarget, values: unknown[] | null): void {
    if (target.kind === "stake") {
      const fields = stakeFields(values, screen.stake !== undefined ? screen.stake.inventory.length : 0);
      if (fields !== undefined) this.submit(player, st, screen, { action: "stake.add", slot: fields.slot, count: fields.count });
    } else {
      const action = rulesAction(values, target.presets);
      if (action !== undefined) this.submit(player, st, screen, { action });
    }
  }
}
