/**
 * Offering items for a stake. The player drags a stack from their inventory onto the "offer" slot
 * of the stake panel: the slot is a per-player detached inventory that never keeps anything
 * (allow_put answers 0), it only tells the table service what was offered. "Add to the pot"
 * offers the stack in hand. Items leave the inventory only when every player at the table has
 * confirmed, through the service's escrow and the inventory port.
 */
import type { Screen } from "../../../src/screen/model";
import type { TableService } from "../../../src/tables/service";
import { setStakeLists, lastScreen } from "./host";
import { fromLuanti } from "./inventory";
import { getPlayer } from "./players";

const PREFIX = "game_tables_offer_";

function invName(player: string): string {
  return PREFIX + player;
}

/**
 * The fields of a "stake.add" that offers `stack`: its kind's place in the inventory list the
 * player's screen showed (the service offers from that list) and its count; none when the stack
 * is empty or not in the list (the service then asks the player to choose).
 */
function offerFields(screen: Screen | undefined, stack: ItemStack): { slot: string; count: string } | undefined {
  if (screen === undefined || screen.stake?.editable !== true || stack.is_empty()) return undefined;
  const h = fromLuanti(stack);
  const slot = screen.stake.inventory.findIndex((l) => l.item === h.item && (l.meta ?? "") === (h.meta ?? ""));
  return slot < 0 ? undefined : { slot: String(slot), count: String(h.count) };
}

/**
 * What dropping `stack` on the offer slot does: tells the service the player offers it (the
 * service checks the player holds it). False when there is nothing to offer to.
 */
export function offerStack(service: TableService, player: string, stack: ItemStack): boolean {
  const screen = lastScreen.get(player);
  const fields = offerFields(screen, stack);
  if (screen === undefined || fields === undefined) return false;
  minetest.log("action", `[game_tables] ${player} offers ${fields.count} ${stack.get_name()} at ${screen.tableId}`);
  return service.handleScreenAction(player, screen.tableId, { token: screen.token, action: "stake.add", ...fields }).ok;
}

/** The "Add to the pot" button offers the stack in the player's hand (dragging offers any other). */
export function handFields(player: string): { slot: string; count: string } | Record<string, never> {
  const p = getPlayer(player);
  return (p !== undefined ? offerFields(lastScreen.get(player), p.get_wielded_item()) : undefined) ?? {};
}

export function installStakes(service: (this: void) => TableService | undefined): void {
  const made = new Set<string>();
  const ensure = (player: string): string => {
    const name = invName(player);
    if (made.has(name)) return name;
    const inv = minetest.create_detached_inventory(
      name,
      {
        allow_put: (_inv, _list, _index, stack, who) => {
          const s = service();
          if (who.get_player_name() === player && s !== undefined) offerStack(s, player, stack);
          return 0;
        },
        allow_take: () => 0,
        allow_move: () => 0,
      },
      player,
    );
    inv.set_size("offer", 1);
    made.add(name);
    return name;
  };
  setStakeLists((player: string, screen: Screen) => {
    if (screen.stake === undefined || !screen.stake.editable || getPlayer(player) === undefined) return undefined;
    const name = ensure(player);
    return (
      "style_type[list;spacing=0.25,0.25;size=1,1]" +
      "listcolors[#00000055;#ffffff33;#3e2723;#263238;#ffffff]" +
      `list[detached:${name};offer;18.5,9.3;1,1;]` +
      "list[current_player;main;5.1,6.5;8,4;]" +
      `listring[detached:${name};offer]listring[current_player;main]`
    );
  });
  minetest.register_on_leaveplayer((p) => {
    const name = invName(p.get_player_name());
    if (made.delete(name)) minetest.remove_detached_inventory(name);
  });
}
