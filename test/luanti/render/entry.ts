/**
 * LuaJIT entry for test/luanti/render.test.ts: the Luanti formspec renderer (plugin/luanti/src/
 * formspec.ts) draws the fake parts-only game (test/support/fake-parts-game.ts) under LuaJIT, as
 * the mod does. Prints the formspec of the table, then of a four-seat showdown, then of a four-seat lobby,
 * then a resign question in German and in Russian. Built with the mod's Luanti declarations, so not part of the
 * Node type check.
 */
import { fakeLobbyScreen, fakePartsScreen, fakeResignScreen, fakeResultScreen } from "../../support/fake-parts-game";
import { printScreens } from "./harness";

printScreens(fakePartsScreen(), ["result", fakeResultScreen()], ["lobby", fakeLobbyScreen()], ["resign", fakeResignScreen(), "de"], ["resign", fakeResignScreen(), "ru"]);
