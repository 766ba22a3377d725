/**
 * LuaJIT entry for test/luanti/render-gin.test.ts: the Luanti formspec renderer draws Gin Rummy's
 * real screens in which other seats hold cards they took from the discard pile
 * (test/support/gin-screens.ts), four seats then two, then the side tray's lessons. Built with the mod's Luanti declarations,
 * so not part of the Node type check.
 */
import { ginKnockChoiceScreen, ginLessonsScreen, ginResignScreen, ginTakenScreen } from "../../support/gin-screens";
import { printScreens } from "./harness";

const knock = ginKnockChoiceScreen();
const resign = ginResignScreen();
printScreens(
  ginTakenScreen(4),
  ["two", ginTakenScreen(2)],
  ["lessons", ginLessonsScreen()],
  ["knock", knock],
  ["knock", knock, "de"],
  ["knock", knock, "fr"],
  ["knock", knock, "ru"],
  ["resign", resign, "de"],
  ["resign", resign, "ru"],
);
