/**
 * The Bedrock form queue on its own, over a fake port that keeps every form open until the test
 * answers it: the bdsx way (no closing: one more form queued when the choices changed) and the
 * Script API way (the open form closed for a newer screen, a busy form offered again a bounded
 * number of times), and an old form's answer going with the newest token.
 */
import { describe, expect, it } from "vitest";
import { FormQueue, type FormAnswer, type FormPort } from "../../plugin/bedrock-common/form-queue";
import { screenForm, type FormDataSimple } from "../../plugin/bedrock-common/forms";
import type { Screen } from "../../src/screen/model";
import type { TableService } from "../../src/tables/service";
import { fakePartsScreen } from "../support/fake-parts-game";

interface Open {
  data: FormDataSimple;
  answer(a: FormAnswer<number>): void;
}

function rig(opts: { closes?: boolean; busyTimes?: number } = {}) {
  const open: Open[] = [];
  const closed: string[] = [];
  const retries: (() => void)[] = [];
  const submitted: Record<string, string>[] = [];
  const closedScreens: string[] = [];
  const port: FormPort = {
    online: () => true,
    showAction: (_id, data, answer) => void open.push({ data, answer }),
    showModal: () => undefined,
  };
  if (opts.closes === true) port.closeForms = (id) => closed.push(id);
  if (opts.busyTimes !== undefined) port.busyRetry = { times: opts.busyTimes, later: (retry) => retries.push(retry) };
  const service = {
    handleScreenAction: (_p: string, _t: string, fields: Record<string, string>) => submitted.push(fields),
    closedScreen: (p: string) => closedScreens.push(p),
  } as unknown as TableService;
  const q = new FormQueue(port, { lang: () => "en", service: () => service, log: () => undefined });
  return { q, open, closed, retries, submitted, closedScreens };
}

const settle = () => new Promise((r) => setTimeout(r, 0));
const s1: Screen = fakePartsScreen();
const same: Screen = { ...s1, token: "8.fake" };
const changed: Screen = { ...s1, token: "9.fake", buttons: s1.buttons.slice(1) };
/** A form button of s1 that submits an action. */
const shared = screenForm("en", s1).targets.findIndex((t) => t.kind === "action");

describe("Bedrock form queue", () => {
  it("without closing (bdsx): a same-choice screen waits, a changed one queues one more form, never two", async () => {
    const r = rig();
    r.q.show("bob", s1);
    r.q.show("bob", same);
    expect(r.open).toHaveLength(1);
    r.q.show("bob", changed);
    expect(r.open).toHaveLength(2);
    r.q.show("bob", s1);
    expect(r.open).toHaveLength(2);
    // Closing the stale form while a newer one is queued only reveals the newer one.
    r.open[0].answer({ kind: "closed" });
    await settle();
    expect(r.closedScreens).toEqual([]);
    r.open[1].answer({ kind: "closed" });
    await settle();
    expect(r.closedScreens).toEqual(["bob"]);
  });

  it("with closing (Script API): a changed screen closes the open form and shows itself", async () => {
    const r = rig({ closes: true });
    r.q.show("bob", s1);
    r.q.show("bob", same);
    expect(r.closed).toEqual([]);
    r.q.show("bob", changed);
    expect(r.closed).toEqual(["bob"]);
    expect(r.open).toHaveLength(1);
    r.open[0].answer({ kind: "closed" });
    await settle();
    expect(r.closedScreens).toEqual([]);
    expect(r.open).toHaveLength(2);
    expect(r.open[1].data).toEqual(screenForm("en", changed).data);
    // The player closes it: the service hears of it.
    r.open[1].answer({ kind: "closed" });
    await settle();
    expect(r.closedScreens).toEqual(["bob"]);
  });

  it("a busy form is offered again up to the host's limit, then counts as closed", async () => {
    const r = rig({ closes: true, busyTimes: 2 });
    r.q.show("bob", s1);
    for (let i = 0; i < 3; i++) {
      r.open[i].answer({ kind: "busy" });
      await settle();
      if (i < 2) r.retries[i]();
    }
    expect(r.open).toHaveLength(3);
    expect(r.retries).toHaveLength(2);
    expect(r.closedScreens).toEqual(["bob"]);
  });

  it("an old form's answer goes with the newest token when the newest screen offers the same action", async () => {
    const r = rig();
    r.q.show("bob", s1);
    r.q.show("bob", same);
    const target = screenForm("en", s1).targets[shared];
    if (target.kind !== "action") throw new Error("s1 has no action button");
    r.open[0].answer({ kind: "answer", value: shared });
    await settle();
    expect(r.submitted).toEqual([{ action: target.action, token: same.token }]);
    // The newer screen was never shown: it is now.
    expect(r.open).toHaveLength(2);
  });
});
