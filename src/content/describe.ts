/**
 * The boards this build offers, in English words for package descriptions (the Luanti mod.conf,
 * the Bedrock packs' manifests): every registered game, in registry order, so a new board is
 * described without an edit to a build.
 */
import { GAMES } from "../games/registry";
import { render } from "../i18n/index";

/** Each game's English name and seats, in a list: "A (2-4 players), B (2 players) and C (3-4 players)". */
export function gamesInWords(): string {
  const parts = GAMES.map((g) => render("en", g.presentation.name) + " (" + (g.rules.minSeats === g.rules.maxSeats ? String(g.rules.minSeats) : g.rules.minSeats + "-" + g.rules.maxSeats) + " players)");
  if (parts.length <= 1) return parts.join("");
  return parts.slice(0, -1).join(", ") + " and " + parts[parts.length - 1];
}
