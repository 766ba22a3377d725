/**
 * `game-tables` command line (Node). Each command lives in its own module; this file only
 * dispatches. Usage errors exit 2 with a message.
 */
import { COMMANDS } from "./commands";

// A reader that stops early (`game-tables play | head`) closes the pipe: that ends the command
// quietly, as it does for other Unix tools, instead of an unhandled error with a stack trace.
for (const stream of [process.stdout, process.stderr]) {
  stream.on("error", (err: NodeJS.ErrnoException) => {
    if (err.code === "EPIPE") process.exit(0);
    throw err;
  });
}

async function main(argv: string[]): Promise<number> {
  const [name, ...rest] = argv;
  const command = COMMANDS.find((c) => c.name === name);
  if (command === undefined) {
    const width = Math.max(...COMMANDS.map((c) => c.name.length));
    console.error("usage: game-tables <command> [options]\n");
    for (const c of COMMANDS) console.error(`  ${c.name.padEnd(width)}  ${c.summary}`);
    return name === undefined || name === "help" || name === "--help" ? 0 : 2;
  }
  return command.run(rest);
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (err: unknown) => {
    console.error(err instanceof Error ? err.message : String(err));
    process.exit(1);
  },
);
