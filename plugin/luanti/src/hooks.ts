/**
 * What clicks on our nodes do. Node definitions call through this object so the furniture can be
 * registered before (and tested apart from) the table layer, which installs the real handlers.
 */
export interface Hooks {
  tablePlaced(pos: Vec3, placer: ObjectRef | undefined): void;
  tableRightClick(pos: Vec3, node: MtNode, clicker: ObjectRef, itemstack: ItemStack): ItemStack | undefined;
  tableDig(pos: Vec3, node: MtNode, digger: ObjectRef): boolean;
  tableGone(pos: Vec3): void;
  boardPlace(itemstack: ItemStack, placer: ObjectRef | undefined, pointed: PointedThing): ItemStack | undefined;
  /** A chair item used on a table (`above`: the block beside the face pointed at); returns what is left in hand. */
  chairOnTable(itemstack: ItemStack, placer: ObjectRef, table: Vec3, above: Vec3): ItemStack;
  chairPlaced(pos: Vec3, placer: ObjectRef | undefined): void;
  chairRightClick(pos: Vec3, clicker: ObjectRef): void;
  chairCanDig(pos: Vec3, digger: ObjectRef | undefined): boolean;
  chairGone(pos: Vec3): void;
  /** A table or chair was punched (a dig begins): the dig guard counts it as a hit. */
  punched(pos: Vec3): void;
}

export const hooks: Hooks = {
  tablePlaced: () => undefined,
  tableRightClick: (_p, _n, _c, itemstack) => itemstack,
  tableDig: () => false,
  tableGone: () => undefined,
  boardPlace: (itemstack) => itemstack,
  chairOnTable: (itemstack) => itemstack,
  chairPlaced: () => undefined,
  chairRightClick: () => undefined,
  chairCanDig: () => true,
  chairGone: () => undefined,
  punched: () => undefined,
};
