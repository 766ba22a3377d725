/**
 * LuaJIT entry for test/luanti/render-uno.test.ts: the Luanti formspec renderer draws Uno No
 * Mercy's real screens (test/support/uno-screens.ts) under LuaJIT, as the mod does: the table,
 * the colour choice of a wild, a hand's result, a 7's choice of whom to swap with, two cards left, the lesson on rule sets. Built with the mod's Luanti declarations, so not
 * part of the Node type check.
 */
import { unoChoiceScreen, unoLessonsScreen, unoResultScreen, unoSwapScreen, unoTableScreen, unoTwoCardsScreen } from "../../support/uno-screens";
import { printScreens } from "./harness";

printScreens(unoTableScreen(), ["choice", unoChoiceScreen()], ["result", unoResultScreen()], ["swap", unoSwapScreen()], ["two", unoTwoCardsScreen()], ["lessons", unoLessonsScreen("presets")], ["swap", unoSwapScreen(), "de"], ["swap", unoSwapScreen(), "ru"]);
