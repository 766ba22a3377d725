/**
 * Offering items for a stake. The player drags a stack from their inventory onto the "offer" slot
 * of the stake panel: the slot is a per-player detached inventory that never keeps anything
 * (allow_put answers 0), it only tells the table service what was offered. Items leave the
 * inventory only when both players confirm, through the service's escrow and the inventory port.
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
 * What dropping `stack` on the offer slot does: tells the service the player offers it (the
 * service checks the player holds it). False when there is nothing to offer to.
 */
export function offerStack(service: TableService, player: string, stack: ItemStack): boolean {
  const screen = lastScreen.get(player);
  if (screen === undefined || screen.stake?.editable !== true) return false;
  // The service offers from the inventory list it showed: find the dragged kind there.
  const h = fromLuanti(stack);
  const slot = screen.stake.inventory.findIndex((l) => l.item === h.item && (l.meta ?? "") === (h.meta ?? ""));
  if (slot < 0) return false;
  minetest.log("action", `[game_tables] ${player} offers ${h.count} ${h.item} at ${screen.tableId}`);
  return service.handleScreenAction(player, screen.tableId, { token: screen.token, action: "stake.add", slot: String(slot), count: String(h.count) }).ok;
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
