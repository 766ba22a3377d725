// The command table. Add a command by adding one line here and one module beside this file.
import { playCommand } from "./play";
import { replayCommand } from "./replay";
import { arenaCommand } from "./arena";
import { botCommand } from "./bot-serve";

export interface Command {
  name: string;
  summary: string;
  /** Returns the process exit code. */
  run(args: string[]): Promise<number>;
}

export const COMMANDS: Command[] = [
  playCommand,
  replayCommand,
  arenaCommand,
  botCommand,
];
