/** Item and block names (each board's are its game's, in src/games/<game>/i18n.ts). Per-wood names put the wood in a placeholder so word order stays natural. */
import type { Catalog } from "./types";

export const ITEMS = {
  "item.table.name": {
    en: "Small Game Table ({wood})",
    de: "Kleiner Spieltisch ({wood})",
    es: "Mesa de juego pequeña ({wood})",
    fr: "Petite table de jeu ({wood})",
    pt_BR: "Mesa de jogo pequena ({wood})",
    ru: "Малый игровой стол ({wood})",
  },
  "item.chair.name": {
    en: "Game Chair ({wood})",
    de: "Spielstuhl ({wood})",
    es: "Silla de juego ({wood})",
    fr: "Chaise de jeu ({wood})",
    pt_BR: "Cadeira de jogo ({wood})",
    ru: "Игровой стул ({wood})",
  },
  "wood.apple": { en: "Apple", de: "Apfel", es: "Manzano", fr: "Pommier", pt_BR: "Macieira", ru: "Яблоня" },
  "wood.pine": { en: "Pine", de: "Kiefer", es: "Pino", fr: "Pin", pt_BR: "Pinheiro", ru: "Сосна" },
  "wood.jungle": { en: "Jungle", de: "Tropenholz", es: "Jungla", fr: "Acajou", pt_BR: "Selva", ru: "Тропическое дерево" },
  "wood.acacia": { en: "Acacia", de: "Akazie", es: "Acacia", fr: "Acacia", pt_BR: "Acácia", ru: "Акация" },
  "wood.aspen": { en: "Aspen", de: "Espe", es: "Álamo temblón", fr: "Tremble", pt_BR: "Álamo", ru: "Осина" },
  "wood.oak": { en: "Oak", de: "Eiche", es: "Roble", fr: "Chêne", pt_BR: "Carvalho", ru: "Дуб" },
  "wood.spruce": { en: "Spruce", de: "Fichte", es: "Abeto", fr: "Sapin", pt_BR: "Pinheiro", ru: "Ель" },
  "wood.birch": { en: "Birch", de: "Birke", es: "Abedul", fr: "Bouleau", pt_BR: "Bétula", ru: "Берёза" },
  "wood.dark_oak": {
    en: "Dark Oak",
    de: "Schwarzeiche",
    es: "Roble oscuro",
    fr: "Chêne noir",
    pt_BR: "Carvalho escuro",
    ru: "Тёмный дуб",
  },
  "wood.mangrove": { en: "Mangrove", de: "Mangrove", es: "Mangle", fr: "Palétuvier", pt_BR: "Mangue", ru: "Мангровое дерево" },
  "wood.cherry": { en: "Cherry", de: "Kirsche", es: "Cerezo", fr: "Cerisier", pt_BR: "Cerejeira", ru: "Вишня" },
  "wood.bamboo": { en: "Bamboo", de: "Bambus", es: "Bambú", fr: "Bambou", pt_BR: "Bambu", ru: "Бамбук" },
  "wood.crimson": { en: "Crimson", de: "Karmesin", es: "Carmesí", fr: "Carmin", pt_BR: "Carmesim", ru: "Багровое дерево" },
  "wood.warped": { en: "Warped", de: "Wirr", es: "Distorsionado", fr: "Biscornu", pt_BR: "Distorcido", ru: "Искажённое дерево" },
} satisfies Catalog;
