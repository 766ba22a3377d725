/**
 * Player objects by name. Real players come from the engine; the in-server test suite registers
 * stand-in player objects (there are no connected clients in a headless test server).
 */
const standIns = new Map<string, ObjectRef>();

/** Looking players up while mods load crashes Luanti 5.6 (no environment yet): wait for the first step. */
let envReady = false;
minetest.after(0, () => {
  envReady = true;
});

export function getPlayer(name: string): ObjectRef | undefined {
  const real = envReady ? minetest.get_player_by_name(name) : undefined;
  return real ?? standIns.get(name);
}

export function addStandIn(player: ObjectRef): void {
  standIns.set(player.get_player_name(), player);
}

export function removeStandIn(name: string): void {
  standIns.delete(name);
}

/** A connected player (not a stand-in), if any. */
export function realPlayer(name: string): ObjectRef | undefined {
  return envReady ? minetest.get_player_by_name(name) : undefined;
}
