/**
 * The add-on's texture layout: Mojang's validator asks an add-on to keep its textures under one
 * creator folder and one game folder (textures/game_tables/tables/...), so the shared textures
 * (and the form images that name them) move there: textures/blocks/game_tables/x.png becomes
 * textures/game_tables/tables/blocks/x.png, textures/game_tables/cards/y the .../tables/cards/y.
 */
import { NAMESPACE } from "../../../src/content/items";

export function addonTexturePath(shared: string): string {
  const parts = shared.split("/").filter((p) => p !== "textures" && p !== NAMESPACE);
  return ["textures", NAMESPACE, "tables", ...parts].join("/");
}
