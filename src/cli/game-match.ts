/**
 * A whole match of any game behind the Game seam where players may answer asynchronously (an
 * external bot process, or the person at the terminal): `cmd:` bots in the arena and `play`.
 * Before each turn, every other seat that may act out of turn (Game.rules.legal has actions for it) is
 * asked, in seat order after the mover, as the games' in-process loops do (unless `turnOnly`).
 */
import type { Game } from "../games/game";
import type { Player } from "./bot-client";
import type { MatchContext } from "./bot-protocol";

/** A built-in bot as a player: it answers at once and needs no news of hands or matches. */
export function localPlayer<V, A>(bot: { decide(view: V): A }): Player<V, A> {
  return {
    decide: (view) => Promise.resolve(bot.decide(view)),
    handOver: () => Promise.resolve(),
    matchOver: () => Promise.resolve(),
  };
}

export interface GameMatchHooks<S, A> {
  /** After every move: the state after it and the one before. */
  move?(action: A, state: S, previous: S): void;
  /** At every hand's end: the state as dealt, the hand's moves, the state at its end. */
  hand?(start: S, moves: readonly A[], end: S): void;
  /**
   * Ask only the seat Game.rules.turn names, never out of turn: for a game whose turn already goes
   * round every seat that may act (a reaction window naming the first seat still to answer), so a
   * match plays in the order its in-process arena plays it.
   */
  turnOnly?: boolean;
}

/** Plays from `start` (a match as dealt) to the match's end; returns the winning seat. */
export async function playGameMatch<S, A, V>(game: Game<S, A, V>, start: S, players: readonly Player<V, A>[], hooks: GameMatchHooks<S, A> = {}): Promise<number> {
  let s = start;
  let dealt = start;
  let moves: A[] = [];
  let dealtScores = game.rules.scores(s);
  const ctx = (): MatchContext => ({ scores: game.rules.scores(s), dealtScores, handNumber: game.presentation.tabletop(s).handNumber, moves });
  const ask = async (seat: number, outOfTurn: boolean): Promise<void> => {
    const p = players[seat];
    const action = outOfTurn && p.mayAct !== undefined ? await p.mayAct(game.rules.seatView(s, seat), ctx()) : await p.decide(game.rules.seatView(s, seat), ctx());
    if (action === undefined) return;
    const next = game.rules.apply(s, action);
    // Players validate their own replies; an illegal action here is a bug in this program.
    if (next === undefined) throw new Error(`illegal action reached the table: ${JSON.stringify(action)}`);
    const previous = s;
    s = next;
    moves.push(action);
    hooks.move?.(action, s, previous);
  };
  for (;;) {
    const turn = game.rules.turn(s);
    if (turn >= 0) {
      for (let k = 1; hooks.turnOnly !== true && k < players.length && game.rules.turn(s) === turn; k++) {
        const seat = (turn + k) % players.length;
        if (game.rules.legal(s, seat).length > 0) await ask(seat, true);
      }
      if (game.rules.turn(s) === turn) await ask(turn, false);
      continue;
    }
    hooks.hand?.(dealt, moves, s);
    for (let seat = 0; seat < players.length; seat++) await players[seat].handOver(game.rules.seatView(s, seat), ctx());
    const result = game.rules.result(s);
    if (result !== undefined) {
      for (let seat = 0; seat < players.length; seat++) await players[seat].matchOver(result.winner, ctx());
      return result.winner;
    }
    const next = game.rules.nextHand(s);
    if (next === undefined) throw new Error("no next hand to deal");
    s = next;
    dealt = next;
    dealtScores = game.rules.scores(s);
    moves = [];
  }
}
