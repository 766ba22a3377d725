/**
 * The table screens as Script API forms, per player: the form queue of
 * plugin/bedrock-common/form-queue.ts shown with ActionFormData / ModalFormData. A script cannot
 * update an open form, but can close it (uiManager.closeAllForms), so the queue closes it for a
 * newer screen whose choices changed; a form refused because the player was busy (chat or another
 * screen open) is offered again a little later.
 */
import type { FormDataCustom } from "../../bedrock-common/forms";
import type { PlayerId } from "../../../src/tables/ports";
import { FormQueue, type FormAnswer, type FormDeps, type FormPort } from "../../bedrock-common/form-queue";
import { addonTexturePath } from "./textures";
import type { GtModalForm, GtPlayer, ScriptApi } from "./api";

/** How often a form refused as "busy" is offered again, and how long apart (ticks). */
const BUSY_RETRIES = 30;
const BUSY_DELAY_TICKS = 20;

export interface ScreenDeps extends FormDeps {
  player(id: PlayerId): GtPlayer | undefined;
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

function scriptFormPort(api: ScriptApi, deps: ScreenDeps): FormPort {
  const live = (id: PlayerId): GtPlayer => {
    const p = deps.player(id);
    if (p === undefined) throw new Error(`game-tables: ${id} is not online`);
    return p;
  };
  const cancelled = (reason: unknown): FormAnswer<never> => (reason === api.enums.userBusy ? { kind: "busy" } : { kind: "closed" });
  return {
    online: (id) => deps.player(id) !== undefined,
    showAction: (id, data, answered) => {
      let f = api.actionForm().title(data.title).body(data.content);
      for (const b of data.buttons) f = b.image !== undefined ? f.button(b.text, addonTexturePath(b.image.data)) : f.button(b.text);
      void f.show(live(id)).then(
        (r) => answered(r.canceled ? cancelled(r.cancelationReason) : { kind: "answer", value: r.selection ?? -1 }),
        (error: unknown) => answered({ kind: "failed", error }),
      );
    },
    showModal: (id, data: FormDataCustom, answered) =>
      void modalOf(api, data)
        .show(live(id))
        .then(
          (r) => {
            if (r.canceled && r.cancelationReason === api.enums.userBusy) answered({ kind: "busy" });
            else answered({ kind: "answer", value: r.canceled || r.formValues === undefined ? null : r.formValues });
          },
          (error: unknown) => answered({ kind: "failed", error }),
        ),
    closeForms: (id) => api.closeForms(live(id)),
    busyRetry: { times: BUSY_RETRIES, later: (retry) => api.system.runTimeout(retry, BUSY_DELAY_TICKS) },
  };
}

export class ScriptScreens extends FormQueue {
  constructor(api: ScriptApi, deps: ScreenDeps) {
    super(scriptFormPort(api, deps), deps);
  }
}
