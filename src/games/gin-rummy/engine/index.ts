// The rules engine's public surface.
export * from "./cards";
export * from "../../../util/random";
export * from "./rules";
export * from "./types";
export * from "./melds";
export * from "./showdown";
export * from "./knock-melds";
export * from "./hand";
export * from "./match";
export * from "./view";
export * from "./record";
