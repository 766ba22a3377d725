/**
 * The game panel of a 3–4-player match, from the seat's multiSeatView only (a bystander's from
 * public facts). The screen model's panel and showdown are still shaped for two seats (issue #12
 * item 3 generalises them), so this panel counts every other player's cards as `opponentCards`
 * and announces a hand's outcome as a prompt instead of a two-hand showdown panel.
 */
import type { GameView, SeatName } from "../game";
import { cardMessage } from "../../i18n/card-label";
import { msg } from "../../i18n/index";
import { button } from "../../screen/button";
import type { MultiMatchState } from "./engine/multi-match";
import { multiSeatView } from "./engine/multi-view";
import { actionButton, choiceCard, eventLines, isLegalKnock, KNOCK_BACK, knockPanel, outcomeMessage } from "./panel";

export function multiGinView(m: MultiMatchState, seat: number, names: readonly SeatName[], paused: boolean, timeLeft: number, choice: string): GameView {
  const hand = m.hand;
  const seated = seat >= 0 && seat < m.seats;
  const v = multiSeatView(hand, seated ? seat : 0);
  let others = 0;
  for (let s = 0; s < m.seats; s++) if (s !== seat) others += v.handSizes[s];
  const out: GameView = {
    game: {
      melds: seated ? v.arrangement.melds : [],
      deadwoodCards: seated ? v.arrangement.deadwoodCards : [],
      deadwood: seated ? v.arrangement.deadwood : 0,
      justDrawn: seated ? v.justDrawn : -1,
      topDiscard: v.topDiscard,
      stockCount: v.stockCount,
      opponentCards: seated ? others : 0,
      turn: v.turn,
      phase: v.phase,
      dealer: v.dealer,
      knockLimit: v.knockLimit,
      handNumber: m.handNumber,
      matchTarget: m.rules.matchTarget,
      timeLeft,
      events: eventLines(names, v.history),
    },
    messages: [],
    buttons: [],
  };
  if (hand.result !== undefined) {
    out.messages.push(outcomeMessage(names, hand.result));
    return out;
  }
  if (!seated || paused) return out;
  if (hand.turn !== seat) {
    out.messages.push(msg("tables.turn.theirs", { name: names[hand.turn] }));
    return out;
  }
  const top = v.topDiscard;
  if (hand.phase === "firstUpcard") out.messages.push(msg("tables.turn.first", { card: cardMessage(top) }));
  else if (hand.phase === "draw") out.messages.push(hand.stockOnly ? msg("tables.turn.stock_only") : msg("tables.turn.draw", { card: cardMessage(top) }));
  else out.messages.push(msg("tables.turn.discard"));
  const knockCard = choiceCard(choice);
  const knock = knockCard >= 0 && isLegalKnock(v.legal, knockCard) ? knockPanel(v.hand, knockCard) : undefined;
  if (knock !== undefined) {
    out.knock = knock;
    out.messages.push(msg("tables.knock.choose"));
    for (let i = 0; i < knock.options.length; i++) {
      const o = knock.options[i];
      const label = msg(o.suggested ? "tables.button.lay_down_suggested" : "tables.button.lay_down", { n: i + 1 });
      out.buttons.push(button(`knock.${knock.card}.${o.index}`, label, o.suggested ? "primary" : "normal"));
    }
    out.buttons.push(button(KNOCK_BACK, msg("tables.button.knock_back")));
  } else {
    for (const a of v.legal) out.buttons.push(actionButton(a, v.hand));
  }
  return out;
}
