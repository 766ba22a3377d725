/**
 * The table screens as Script API forms, per player. The form content (text, buttons with the card
 * art, the stake and rules inputs) is the Bedrock form model shared with the bdsx host
 * (plugin/bedrock-common/forms.ts); this file shows it with ActionFormData / ModalFormData.
 *
 * A script cannot update an open form, but can close it (uiManager.closeAllForms). So a new screen
 * replaces the open form only when its choices changed (the turn came round); otherwise it waits
 * until the player answers. A form refused because the player was busy (chat or another screen
 * open) is offered again a little later. An answer to an older form goes with the newest token
 * when the newest screen offers the same action; the service ignores anything stale.
 */
import { rulesAction, rulesForm, screenForm, stakeFields, stakeForm, type ButtonTarget } from "../../bedrock-common/forms";
import type { Lang } from "../../../src/i18n/index";
import type { Screen } from "../../../src/screen/model";
import type { PlayerId } from "../../../src/tables/ports";
import type { TableService } from "../../../src/tables/service";
import { addonTexturePath } from "./textures";
import type { GtModalForm, GtModalResponse, GtPlayer, ScriptApi } from "./api";

/** How often a form refused as "busy" is offered again, and how long apart (ticks). */
const BUSY_RETRIES = 30;
const BUSY_DELAY_TICKS = 20;

interface FormState {
  /** A form of ours is open (or on its way) for the player. */
  open: boolean;
  /** Bumped whenever the open form is closed by us to show a newer screen. */
  gen: number;
  latest: Screen | undefined;
  /** The screen of the form the player has (or last had) open. */
  sent: Screen | undefined;
  busyTries: number;
}

export interface ScreenDeps {
  player(id: PlayerId): GtPlayer | undefined;
  lang(id: PlayerId): Lang;
  service(): TableService | undefined;
  log(line: string): void;
  /** The stake form is opening: tell the player which of their items cannot be staked, and why. */
  stakeNotes?(id: PlayerId): void;
}

/** Whether two screens offer different buttons (worth replacing the open form). */
function actionsChanged(a: Screen, b: Screen): boolean {
  if (a.tableId !== b.tableId || a.buttons.length !== b.buttons.length) return true;
  for (let i = 0; i < a.buttons.length; i++) if (a.buttons[i].action !== b.buttons[i].action) return true;
  return false;
}

/** A custom-form model (dropdowns and text inputs) as a ModalFormData. */
interface InputItem {
  type: string;
  text: string;
  options?: string[];
  default?: number | string;
  placeholder?: string;
}

export function modalOf(api: ScriptApi, data: { title: string; content: readonly InputItem[] }): GtModalForm {
  let form = api.modalForm().title(data.title);
  for (const item of data.content) {
    if (item.type === "dropdown") form = form.dropdown(item.text, item.options ?? [], typeof item.default === "number" ? { defaultValueIndex: item.default } : undefined);
    else form = form.textField(item.text, item.placeholder ?? "");
  }
  return form;
}

export class ScriptScreens {
  private readonly forms = new Map<PlayerId, FormState>();

  constructor(
    private readonly api: ScriptApi,
    private readonly deps: ScreenDeps,
  ) {}

  forget(player: PlayerId): void {
    this.forms.delete(player);
  }

  private state(player: PlayerId): FormState {
    let st = this.forms.get(player);
    if (st === undefined) {
      st = { open: false, gen: 0, latest: undefined, sent: undefined, busyTries: 0 };
      this.forms.set(player, st);
    }
    return st;
  }

  show(player: PlayerId, screen: Screen): void {
    const st = this.state(player);
    st.latest = screen;
    if (!st.open) {
      this.send(player, st);
      return;
    }
    if (st.sent !== undefined && actionsChanged(st.sent, screen)) {
      const live = this.deps.player(player);
      st.gen++;
      if (live !== undefined) this.api.closeForms(live);
    }
  }

  close(player: PlayerId): void {
    const st = this.forms.get(player);
    if (st === undefined) return;
    st.latest = undefined;
    if (st.open) {
      const live = this.deps.player(player);
      st.gen++;
      if (live !== undefined) this.api.closeForms(live);
    }
  }

  private send(player: PlayerId, st: FormState): void {
    const screen = st.latest;
    const live = this.deps.player(player);
    if (screen === undefined || live === undefined) return;
    const form = screenForm(this.deps.lang(player), screen);
    let f = this.api.actionForm().title(form.data.title).body(form.data.content);
    for (const b of form.data.buttons) f = b.image !== undefined ? f.button(b.text, addonTexturePath(b.image.data)) : f.button(b.text);
    st.open = true;
    st.sent = screen;
    const gen = st.gen;
    f.show(live).then(
      (r) => {
        st.open = false;
        if (r.canceled) this.onCancel(player, st, gen, r.cancelationReason);
        else this.onChoice(player, st, screen, form.targets, r.selection);
      },
      (e: unknown) => {
        st.open = false;
        this.deps.log(`game-tables: form failed: ${String(e)}`);
      },
    ).catch((e: unknown) => this.deps.log(`game-tables: form answer failed: ${e instanceof Error ? (e.stack ?? e.message) : String(e)}`));
  }

  private onCancel(player: PlayerId, st: FormState, gen: number, reason: unknown): void {
    if (reason === this.api.enums.userBusy && st.latest !== undefined && st.busyTries < BUSY_RETRIES) {
      st.busyTries++;
      this.api.system.runTimeout(() => {
        if (!st.open && this.forms.get(player) === st) this.send(player, st);
      }, BUSY_DELAY_TICKS);
      return;
    }
    st.busyTries = 0;
    if (gen !== st.gen) {
      // We closed it for a newer screen: show that one.
      this.send(player, st);
      return;
    }
    st.latest = undefined;
    const service = this.deps.service();
    if (service !== undefined) service.closedScreen(player);
  }

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
    if (!st.open && st.latest !== undefined && st.latest !== st.sent) this.send(player, st);
  }

  private onChoice(player: PlayerId, st: FormState, screen: Screen, targets: ButtonTarget[], selection: number | undefined): void {
    st.busyTries = 0;
    if (selection === undefined || selection < 0 || selection >= targets.length || Math.floor(selection) !== selection) {
      this.catchUp(player, st);
      return;
    }
    const target = targets[selection];
    const live = this.deps.player(player);
    if (target.kind === "action" || live === undefined) {
      if (target.kind === "action") this.submit(player, st, screen, { action: target.action });
      this.catchUp(player, st);
      return;
    }
    this.showModal(player, st, screen, target);
  }

  /** The stake or rules form; refused as busy (the player has chat or another form open), it is offered again, as table forms are. */
  private showModal(player: PlayerId, st: FormState, screen: Screen, target: Exclude<ButtonTarget, { kind: "action" }>): void {
    const live = this.deps.player(player);
    if (live === undefined) return;
    const lang = this.deps.lang(player);
    if (target.kind === "stake") this.deps.stakeNotes?.(player);
    const data = target.kind === "stake" ? stakeForm(lang, screen) : rulesForm(lang, screen, target.presets);
    st.open = true;
    st.sent = screen;
    const gen = st.gen;
    modalOf(this.api, data as { title: string; content: InputItem[] })
      .show(live)
      .then(
        (r: GtModalResponse) => {
          st.open = false;
          if (r.canceled && r.cancelationReason === this.api.enums.userBusy && gen === st.gen && st.busyTries < BUSY_RETRIES) {
            st.busyTries++;
            this.api.system.runTimeout(() => {
              if (!st.open && gen === st.gen && this.forms.get(player) === st) this.showModal(player, st, screen, target);
            }, BUSY_DELAY_TICKS);
            return;
          }
          st.busyTries = 0;
          const values = r.canceled || r.formValues === undefined ? null : r.formValues;
          if (target.kind === "stake") {
            const fields = stakeFields(values, screen.stake !== undefined ? screen.stake.inventory.length : 0);
            if (fields !== undefined) this.submit(player, st, screen, { action: "stake.add", slot: fields.slot, count: fields.count });
          } else {
            const action = rulesAction(values, target.presets);
            if (action !== undefined) this.submit(player, st, screen, { action });
          }
          // Back to the table form (the service's new screen, or the same one after a cancel).
          if (gen === st.gen || st.latest !== undefined) {
            st.sent = undefined;
            this.catchUp(player, st);
          }
        },
        (e: unknown) => {
          st.open = false;
          this.deps.log(`game-tables: form failed: ${String(e)}`);
        },
      )
      .catch((e: unknown) => this.deps.log(`game-tables: form answer failed: ${e instanceof Error ? (e.stack ?? e.message) : String(e)}`));
  }
}
