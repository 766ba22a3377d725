export * from "./cards";
export * from "./rules";
export * from "./types";
export * from "./hand";
export * from "./view";
