/**
 * What a screen test hands buildScreen, with the fields most tests leave alone filled in: a match
 * under way at Ann's table, the viewer in seat 0, 30 s on the timer, no stakes, notes or choice.
 * Compiled to Lua with the renderer entries that draw these screens.
 */
import type { ScreenInput, SeatInput } from "../../src/screen/build";

/** A seated, present, ready player named `name` (the player id is the name in lower case). */
export function seatInput(name: string): SeatInput {
  return { player: name.toLowerCase(), name, bot: "", present: true, ready: true, offer: [] };
}

export function screenInput(fields: Pick<ScreenInput, "game" | "presets" | "seats" | "match"> & Partial<ScreenInput>): ScreenInput {
  return {
    tableId: "T1",
    token: "1.x",
    viewerSeat: 0,
    tab: "game",
    lessonId: "",
    phase: "playing",
    ownerName: "Ann",
    canEditRules: false,
    preset: fields.presets[0],
    handOver: false,
    timeLeft: 30,
    nextPressed: false,
    last: undefined,
    held: undefined,
    inventory: [],
    botLevels: [],
    stakesVsBots: false,
    mailbox: [],
    notes: [],
    confirmResign: false,
    canComeBack: false,
    choice: "",
    ...fields,
  };
}
