export * from "./lessons";
