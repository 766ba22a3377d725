/** The pack script's entry: the game's @minecraft/server module, handed to use.ts. */
import * as server from "@minecraft/server";
import { install, type ServerApi } from "./use";

install(server as unknown as ServerApi);
