/**
 * The @bdsx/game-tables plugin entry: bdsx loads this file (bundled to ES2017 for ChakraCore).
 * It fills the host surface from the real bdsx modules and starts the Game Tables host.
 * Config: game-tables.json in the bdsx project folder (or the file named by GAME_TABLES_CONFIG);
 * the working folder is bedrock_server/, so the path comes from bdsx's fsutil.projectPath.
 */
import "./shims";
import { existsSync, mkdirSync, readFileSync } from "fs";
import { join } from "path";
import { AbilitiesIndex } from "bdsx/bds/abilities";
import { Actor, ActorDefinitionIdentifier } from "bdsx/bds/actor";
import { Block } from "bdsx/bds/block";
import { BlockPos, Vec3 } from "bdsx/bds/blockpos";
import { CommandPermissionLevel } from "bdsx/bds/command";
import { Form, type FormData } from "bdsx/bds/form";
import type { NetworkIdentifier } from "bdsx/bds/networkidentifier";
import { ContainerId, ItemStack } from "bdsx/bds/inventory";
import { NBT } from "bdsx/bds/nbt";
import { MinecraftPacketIds } from "bdsx/bds/packetids";
import { MovePlayerPacket } from "bdsx/bds/packets";
import { command } from "bdsx/command";
import { CANCEL } from "bdsx/common";
import { decay } from "bdsx/decay";
import { events } from "bdsx/event";
import { BlockPlaceEvent } from "bdsx/event_impl/blockevent";
import { fsutil } from "bdsx/fsutil";
import { bedrockServer } from "bdsx/launcher";
import { CxxString } from "bdsx/nativetype";
import { storageManager } from "bdsx/storage";
import type { BdsxHost } from "./host";
import { GameTablesPlugin } from "./plugin";

const configPath = process.env.GAME_TABLES_CONFIG || join(fsutil.projectPath, "game-tables.json");

const host: BdsxHost = {
  events,
  CANCEL,
  sendForm: <T extends FormData["type"]>(target: NetworkIdentifier, data: FormData & { type: T }) => Form.sendTo<T>(target, data),
  command,
  CxxString,
  permission: { Normal: CommandPermissionLevel.Normal, Operator: CommandPermissionLevel.Operator },
  inventoryContainerId: ContainerId.Inventory,
  // Default: a player on the world's default game type (BDS resolves it, but in case it does not).
  buildAbility: AbilitiesIndex.Build,
  placeEvent: (player, blockName, region, pos) => {
    const block = Block.create(blockName);
    return block !== null ? new BlockPlaceEvent(player, block, region, pos) : null;
  },
  movePacket: () => MovePlayerPacket.allocate(),
  lookMode: MovePlayerPacket.Modes.Pitch,
  loginPacketId: MinecraftPacketIds.Login,
  newItem: (name, amount) => ItemStack.constructWith(name, amount),
  newBlockPos: (x, y, z) => BlockPos.create(x, y, z),
  newVec3: (x, y, z) => Vec3.create(x, y, z),
  summon: (region, pos, type) => Actor.summonAt(region, pos, type),
  isDecayed: (actor) => decay.isDecayed(actor),
  actorType: (name) => ActorDefinitionIdentifier.constructWith(name),
  spawnItem: (region, item, pos) => {
    bedrockServer.level.getSpawner().spawnItem(region, item, pos, 0);
  },
  executeCommand: (cmd) => bedrockServer.executeCommand(cmd, true).isSuccess(),
  defer: (fn) => {
    setImmediate(fn);
  },
  nbt: NBT,
  storage: (key) => storageManager.getSync(key),
};

const storageDir = join(fsutil.projectPath, "storage");
mkdirSync(storageDir, { recursive: true });

const plugin = GameTablesPlugin.open(host, {
  journalPath: join(storageDir, "game-tables.journal"),
  readConfig: () => (existsSync(configPath) ? (JSON.parse(readFileSync(configPath, "utf8")) as unknown) : undefined),
  log: (line) => console.log(line),
});
if (plugin !== undefined) {
  plugin.install();
  let timer: ReturnType<typeof setInterval> | undefined;
  events.serverOpen.on(() => {
    timer = setInterval(() => plugin.tick(), 1000);
  });
  events.serverLeave.on(() => {
    if (timer !== undefined) clearInterval(timer);
  });
}
