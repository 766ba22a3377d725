// The command table. Add a command by adding one line here and one module beside this file.
export interface Command {
  name: string;
  summary: string;
  /** Returns the process exit code. */
  run(args: string[]): Promise<number>;
}

export const COMMANDS: Command[] = [];
