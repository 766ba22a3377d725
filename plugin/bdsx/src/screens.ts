/**
 * The table screens as bdsx forms, per player: the form queue of plugin/bedrock-common/form-queue.ts
 * over `sendForm`. Bedrock shows one form at a time and queues the rest; the server cannot close
 * or update an open form, so the queue sends one more form when the player's choices changed.
 */
import type { ServerPlayer } from "bdsx/bds/player";
import type { PlayerId } from "../../../src/tables/ports";
import { FormQueue, type FormDeps, type FormPort } from "../../bedrock-common/form-queue";
import type { BdsxHost } from "./host";

export interface ScreenDeps extends FormDeps {
  player(id: PlayerId): ServerPlayer | undefined;
}

function bdsxFormPort(host: BdsxHost, deps: ScreenDeps): FormPort {
  const target = (id: PlayerId) => {
    const live = deps.player(id);
    if (live === undefined) throw new Error(`game-tables: ${id} is not online`);
    return live.getNetworkIdentifier();
  };
  return {
    online: (id) => deps.player(id) !== undefined,
    showAction: (id, data, answered) =>
      void host.sendForm(target(id), data).then(
        (answer) =>
          answered(typeof answer === "number" && Math.floor(answer) === answer && answer >= 0 && answer < data.buttons.length ? { kind: "answer", value: answer } : { kind: "closed" }),
        // Rejected: the form timed out (10 min) or the server is closing.
        () => answered({ kind: "gone" }),
      ),
    showModal: (id, data, answered) =>
      void host.sendForm(target(id), data).then(
        (values) => answered({ kind: "answer", value: values }),
        (error: unknown) => answered({ kind: "failed", error }),
      ),
  };
}

export class FormScreens extends FormQueue {
  constructor(host: BdsxHost, deps: ScreenDeps) {
    super(bdsxFormPort(host, deps), deps);
  }
}
