/**
 * Sitting on a Game Chair, once the world controller (src/tables/world) has decided who may: the
 * player is placed on the seat facing the way the chair faces (the table), held still (no physics)
 * and shown with player_api's "sit" animation; sneak or jump stands up. Seats are kept in memory only: after a restart nobody is seated, the table layer decides
 * what that means for a match.
 */
import { DIRS, add, posKey, yawOf } from "./geometry";
import { seatedPitch } from "../../../src/content/seating";
import { msg } from "../../../src/i18n/message";
import type { Message } from "../../../src/i18n/types";
import { getPlayer, realPlayer } from "./players";

/**
 * The seated camera's pitch (src/content/seating.ts): the eye is player_api's "sit" eye_height 0.8
 * above the seat's centre (the node's, 0.5 up), leaned in 0.15 by the eye offset below; the board's
 * face is 1/16 above the table node's top.
 */
const SEATED_PITCH = seatedPitch({ eye: 0.5 + 0.8, lean: 0.15, board: 1 + 1 / 16 });

interface Sitting {
  chair: Vec3;
  physics: PhysicsOverride;
}

const seated = new Map<string, Sitting>();
const byChair = new Map<string, string>();
const standListeners: ((this: void, name: string, chair: Vec3) => void)[] = [];

/** Called after someone leaves a chair by standing up (sneak, jump, death, unsit). */
export function onStand(f: (this: void, name: string, chair: Vec3) => void): void {
  standListeners.push(f);
}

/** player_api animates connected players only (stand-ins have no model). */
function animate(player: ObjectRef, anim: string): void {
  if (realPlayer(player.get_player_name()) !== undefined) player_api.set_animation(player, anim, 30);
}

/** Seats the player on the chair, or says why not (taken, already seated or riding, too far). */
export function sit(player: ObjectRef, chair: Vec3): Message | undefined {
  const name = player.get_player_name();
  const key = posKey(chair);
  const holder = byChair.get(key);
  if (holder === name) return undefined;
  if (holder !== undefined) return msg("chair.occupied");
  const [parent] = player.get_attach();
  if (parent !== undefined || seated.has(name)) return msg("chair.attached");
  const p = player.get_pos();
  const dx = p.x - chair.x;
  const dy = p.y - chair.y;
  const dz = p.z - chair.z;
  if (dx * dx + dy * dy + dz * dz > 4 * 4) return msg("chair.too_far");
  const node = minetest.get_node(chair);
  const fd = (node.param2 ?? 0) & 3;
  seated.set(name, { chair, physics: player.get_physics_override() });
  byChair.set(key, name);
  player.set_physics_override({ speed: 0, jump: 0, gravity: 0 });
  // At the seat's centre: the "sit" animation folds the legs forward from there.
  player.set_pos({ x: chair.x, y: chair.y, z: chair.z });
  player.set_look_horizontal(yawOf(fd));
  player.set_look_vertical(SEATED_PITCH);
  // player_api's "sit" animation already lowers the eyes (eye_height 0.8); lean in a little.
  player.set_eye_offset({ x: 0, y: 0, z: 1.5 }, { x: 0, y: 0, z: 0 });
  player_api.player_attached.set(name, true);
  animate(player, "sit");
  return undefined;
}

export function stand(player: ObjectRef): void {
  const name = player.get_player_name();
  const s = seated.get(name);
  if (s === undefined) return;
  release(name);
  player.set_physics_override({ speed: s.physics.speed ?? 1, jump: s.physics.jump ?? 1, gravity: s.physics.gravity ?? 1 });
  player.set_eye_offset({ x: 0, y: 0, z: 0 }, { x: 0, y: 0, z: 0 });
  player_api.player_attached.set(name, false);
  animate(player, "stand");
  // Step off the chair's front so nobody ends up inside the table.
  const node = minetest.get_node(s.chair);
  const back = DIRS[((node.param2 ?? 0) + 2) & 3];
  player.set_pos(add(s.chair, { x: back.x * 0.8, y: 0, z: back.z * 0.8 }));
  for (const f of standListeners) f(name, s.chair);
}

/** Frees the seat record without touching the player object (the player left the server). */
function release(name: string): void {
  const s = seated.get(name);
  if (s === undefined) return;
  seated.delete(name);
  byChair.delete(posKey(s.chair));
}

/** Takes a player off their chair: stood up when the player is here, else the chair is just freed. */
export function unsit(name: string): void {
  const player = getPlayer(name);
  if (player !== undefined) stand(player);
  else release(name);
}

export function installSitting(): void {
  minetest.register_globalstep(() => {
    const names: string[] = [];
    for (const [name] of seated) names.push(name);
    for (const name of names) {
      const player = getPlayer(name);
      if (player === undefined) continue;
      const c = player.get_player_control();
      if (c.jump || c.sneak) stand(player);
    }
  });
  // Leaving frees the chair quietly: the table layer hears of the departure itself (a disconnect
  // keeps the seat for the grace period, standing up does not).
  minetest.register_on_leaveplayer((player) => {
    const name = player.get_player_name();
    if (!seated.has(name)) return;
    player_api.player_attached.set(name, false);
    release(name);
  });
  minetest.register_on_dieplayer((player) => stand(player));
}
