/**
 * LuaJIT entry for test/luanti/render-hts.test.ts: the Luanti formspec renderer draws Here to
 * Slay's screens (test/support/hts-screens.ts) under LuaJIT, as the mod does: a four-seat turn, a
 * roll on the table, a challenge window, the second step of a target choice, a search of a long
 * discard pile, the end; the turn again in German and Russian, and the search in Russian. The
 * texts come from the game's own catalog (htsRender), which needs no catalog build. Built with the
 * mod's Luanti declarations, so not part of the Node type check.
 */
import "./harness";
import type { Lang, Message } from "../../../src/i18n/types";
import type { Screen } from "../../../src/screen/model";
import { renderScreen } from "../../../plugin/luanti/src/formspec";
import { hereToSlay } from "../../../src/games/here-to-slay/game";
import { playerPressId } from "../../../src/games/here-to-slay/panel-press";
import { challengeMoment, diceMoment, htsRender, htsScreen, overMoment, searchMoment, targetMoment, turnMoment } from "../../support/hts-screens";

declare function print(this: void, ...parts: string[]): void;

function show(label: string, screen: Screen, lang: Lang): void {
  print("=== " + label);
  print(renderScreen(screen, (m: Message) => htsRender(lang, m)));
}

const turn = htsScreen(turnMoment(4));
const target = targetMoment(4);
let open = "";
// The first player whose Heroes the step may take (a protected Party's may not be).
for (let owner = 0; owner < 4 && open === ""; owner++) {
  const press = hereToSlay.table.parseAction(playerPressId(owner), target.viewer, target.state);
  if (press !== undefined) open = hereToSlay.table.choiceFor(target.state, target.viewer, press) ?? "";
}
show("turn", turn, "en");
show("dice", htsScreen(diceMoment(4)), "en");
show("challenge", htsScreen(challengeMoment(4)), "en");
show("target", htsScreen(target), "en");
show("pick", htsScreen(target, open), "en");
const search = htsScreen(searchMoment(4, 10));
show("search", search, "en");
show("over", htsScreen(overMoment(4)), "en");
show("turn.de", turn, "de");
show("turn.ru", turn, "ru");
show("search.ru", search, "ru");
