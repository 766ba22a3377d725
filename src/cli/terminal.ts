/** The player's side of `game-tables play`: questions on stdout, answers from stdin, one line each. */
import { lineQueue, TOO_LONG } from "./read-lines";

export interface Terminal {
  /** The player's next line; undefined once the input ended (then the game stops). */
  ask(question: string): Promise<string | undefined>;
  close(): void;
}

/** Thrown when the input ends mid-game: the game stops, cleanly. */
export class InputEnded extends Error {}

export function terminal(): Terminal {
  const input = lineQueue(process.stdin);
  return {
    async ask(question) {
      for (;;) {
        process.stdout.write(question);
        const item = await input.next();
        if (item === undefined) {
          console.log("\nThe input ended; the game stops.");
          return undefined;
        }
        if ("text" in item) return item.text;
        console.log(`\nThat line is ${TOO_LONG}; it was ignored.`);
      }
    },
    close: () => input.close(),
  };
}
