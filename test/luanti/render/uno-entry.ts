/**
 * LuaJIT entry for test/luanti/render-uno.test.ts: the Luanti formspec renderer draws Uno No
 * Mercy's real screens (test/support/uno-screens.ts) under LuaJIT, as the mod does: the table,
 * the colour choice of a wild, a hand's result. Built with the mod's Luanti declarations, so not
 * part of the Node type check.
 */
import { unoChoiceScreen, unoResultScreen, unoTableScreen } from "../../support/uno-screens";
import { printScreens } from "./harness";

printScreens(unoTableScreen(), ["choice", unoChoiceScreen()], ["result", unoResultScreen()]);
