import { describe, expect, it } from "vitest";
import { spreadSides } from "../../src/tables/flow/sides";

describe("the sides new occupants take", () => {
  it("goes across the table from the players first, then round it in table order", () => {
    expect(spreadSides([true, false, false, false], 1)).toEqual([2]);
    expect(spreadSides([false, false, false, true], 1)).toEqual([1]);
    expect(spreadSides([true, false, false, false], 3)).toEqual([2, 1, 3]);
    expect(spreadSides([true, true, false, false], 2)).toEqual([2, 3]);
    // An empty table: a two-player match sits face to face, three take three sides.
    expect(spreadSides([false, false, false, false], 2)).toEqual([0, 2]);
    expect(spreadSides([false, false, false, false], 3)).toEqual([0, 2, 1]);
    expect(spreadSides([true, false], 2)).toEqual([1]);
  });
});
