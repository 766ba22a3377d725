/**
 * The optional "empty hand" behaviour pack's script (Bedrock Script API, @minecraft/server
 * 1.12.0-beta: BDS 1.21.3 with the world's Beta APIs experiment on). bdsx hears of a click on a
 * table or chair only when the player holds an item; this script gives both blocks a custom
 * component whose onPlayerInteract (which makes the block usable with an empty hand) hands every
 * click on them to the bdsx plugin as `/gametables use "<x> <y> <z>"`, run as the player (the
 * plugin reads what the player holds).
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
        // Every click, whatever the hand holds: the component makes the block interactable, so BDS
        // gives the click to the block and never lets the held item act on it (ItemStack::useOn,
        // which bdsx's itemUseOnBlock reports). A board in hand is fitted through this command too.
        const command = useCommand(e.block.location);
        api.system.run(() => {
          player.runCommandAsync(command).catch(() => undefined);
        });
      },
    });
  });
}
