/** Picking actions out of a view's legal list, so a bot always returns one of them. */
import type { Card } from "../engine/cards";
import type { Action, ActionKind } from "../engine/types";
import type { SeatView } from "../engine/view";

export function findLegal(view: SeatView, kind: ActionKind): Action | undefined {
  for (const a of view.legal) if (a.do === kind) return a;
  return undefined;
}

/** The discard of `card`, knocking when asked and allowed (else the plain discard). */
export function discardAction(view: SeatView, card: Card, knock: boolean): Action {
  let plain: Action | undefined;
  for (const a of view.legal) {
    if (a.do !== "discard" || a.card !== card) continue;
    if (a.knock === true) {
      if (knock) return a;
    } else {
      plain = a;
    }
  }
  if (plain !== undefined) return plain;
  return view.legal[0];
}

/** Cards that may be discarded now (never the face-up card just taken). */
export function discardable(view: SeatView): Card[] {
  const out: Card[] = [];
  for (const a of view.legal) if (a.do === "discard" && a.knock !== true) out.push(a.card);
  return out;
}

export function canKnockWith(view: SeatView, card: Card): boolean {
  for (const a of view.legal) if (a.do === "discard" && a.card === card && a.knock === true) return true;
  return false;
}
