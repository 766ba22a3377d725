/**
 * The optional "empty hand" behaviour pack's script (Bedrock Script API, @minecraft/server
 * 1.12.0-beta: BDS 1.21.3 with the world's Beta APIs experiment on). bdsx hears of a click on a
 * table or chair only when the player holds an item; this script gives both blocks a custom
 * component whose onPlayerInteract (which makes the block usable with an empty hand) hands the
 * click to the bdsx plugin as `/gametables use "<x> <y> <z>"`, run as the player.
 *
 * The typings the project installs are @minecraft/server 2.x, whose API differs; the few names
 * used here are declared below as that 1.12.0-beta version has them. main.ts is the entry.
 */
export const USE_COMPONENT = "game_tables:use";

interface Vec {
  x: number;
  y: number;
  z: number;
}
interface Player {
  getComponent(id: "minecraft:equippable"): { getEquipment(slot: string): unknown } | undefined;
  runCommandAsync(command: string): Promise<unknown>;
}
interface InteractEvent {
  readonly block: { readonly location: Vec };
  readonly player?: Player;
}
/** The subset of @minecraft/server 1.12.0-beta this script uses. */
export interface ServerApi {
  world: {
    beforeEvents: {
      worldInitialize: {
        subscribe(cb: (e: { readonly blockTypeRegistry: { registerCustomComponent(name: string, c: { onPlayerInteract?: (e: InteractEvent) => void }): void } }) => void): unknown;
      };
    };
  };
  system: { run(cb: () => void): number };
  EquipmentSlot: { readonly Mainhand: string };
}

/** The command the plugin runs for an empty-handed click on the block at `at`. */
export function useCommand(at: Vec): string {
  return `gametables use "${at.x} ${at.y} ${at.z}"`;
}

export function install(api: ServerApi): void {
  api.world.beforeEvents.worldInitialize.subscribe((init) => {
    init.blockTypeRegistry.registerCustomComponent(USE_COMPONENT, {
      onPlayerInteract: (e) => {
        const player = e.player;
        if (player === undefined) return;
        // With an item in hand bdsx reports the click itself (itemUseOnBlock).
        const held = player.getComponent("minecraft:equippable")?.getEquipment(api.EquipmentSlot.Mainhand);
        if (held !== undefined) return;
        const command = useCommand(e.block.location);
        api.system.run(() => {
          player.runCommandAsync(command).catch(() => undefined);
        });
      },
    });
  });
}
