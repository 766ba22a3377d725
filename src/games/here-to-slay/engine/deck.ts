/**
 * The box, as a card list: six Party Leaders, the main deck of 100 (48 Heroes, 8 Items, 4 Cursed
 * Items, 10 Magic, 18 Modifiers, 12 Challenges) and 15 Monsters. Every name and text is this
 * project's own, written in the effect language (language.ts) the engine reads.
 */
import type { CardDef } from "./cards";
import { challenge, copies, cursed, hero, item, leader, magic, modifier, monster } from "./cards";

const LEADERS: CardDef[] = [
  leader("The Iron Captain", "fighter", "attack +1"),
  leader("The Stone Warden", "guardian", "on loss: draw 1"),
  leader("The Hawk Marshal", "ranger", "on slay: draw 2"),
  // The thief's leader: left out of two-player games (rules.ts).
  leader("The Velvet Hand", "thief", "challenge +1"),
  leader("The Ash Sage", "wizard", "on magic: draw 1"),
  leader("The Silver Voice", "bard", "effect +1"),
];

const HEROES: CardDef[] = [
  hero("Ember Squire", "fighter", 8, "destroy"),
  hero("Copperfist Brawler", "fighter", 6, "each-discard 1"),
  hero("Ironbark Duelist", "fighter", 9, "steal"),
  hero("Red Banner Sergeant", "fighter", 7, "action 1; draw 1"),
  hero("Ashen Gladiator", "fighter", 10, "destroy; draw 1"),
  hero("Boulder Knuckles", "fighter", 5, "bonus 2"),
  hero("Scarred Veteran", "fighter", 7, "search hero"),
  hero("Thunder Lancer", "fighter", 8, "return"),

  hero("Moss Shield Keeper", "guardian", 6, "protect; draw 1"),
  hero("Oathbound Sentinel", "guardian", 7, "search item"),
  hero("Granite Bulwark", "guardian", 8, "protect; action 1"),
  hero("Lantern Watcher", "guardian", 5, "draw 1"),
  hero("Tidewall Defender", "guardian", 9, "destroy-item; draw 2"),
  hero("Hollow Helm", "guardian", 7, "pull 1"),
  hero("Bellringer Warden", "guardian", 6, "search challenge"),
  hero("Elder Gatekeeper", "guardian", 10, "protect; draw 2"),

  hero("Fernstep Tracker", "ranger", 6, "search modifier"),
  hero("Longshot Wren", "ranger", 8, "destroy"),
  hero("Thornwood Scout", "ranger", 5, "draw 1"),
  hero("Duskfeather Archer", "ranger", 7, "bonus 2; action 1"),
  hero("Mistvale Hunter", "ranger", 9, "steal"),
  hero("Pathfinder Oda", "ranger", 7, "draw 2; discard 1"),
  hero("Briar Falconer", "ranger", 8, "pull 1; draw 1"),
  hero("Quiet Stag", "ranger", 10, "action 2"),

  hero("Pocket Sparrow", "thief", 6, "pull 1"),
  hero("Nimble Latch", "thief", 8, "steal"),
  hero("Smoke Vesper", "thief", 7, "return"),
  hero("Gilded Rat", "thief", 5, "each-discard 1"),
  hero("Lockjaw Pip", "thief", 9, "pull 2"),
  hero("Velvet Mink", "thief", 7, "search any"),
  hero("Crooked Coin", "thief", 8, "steal; discard 1"),
  hero("Shade Marauder", "thief", 10, "steal; draw 1"),

  hero("Cinder Adept", "wizard", 7, "search magic"),
  hero("Frostquill Scholar", "wizard", 6, "draw 2; discard 1"),
  hero("Storm Caller", "wizard", 9, "destroy"),
  hero("Runewright Ilse", "wizard", 8, "draw 2"),
  hero("Hex Weaver", "wizard", 7, "each-discard 1"),
  hero("Star Reader", "wizard", 5, "draw 1"),
  hero("Mirror Mage", "wizard", 8, "return; draw 1"),
  hero("Archmage Vellum", "wizard", 10, "draw 3"),

  hero("Lute Dancer", "bard", 6, "action 1"),
  hero("Merry Drummer", "bard", 7, "draw 1; action 1"),
  hero("Ballad Keeper", "bard", 8, "search hero"),
  hero("Whistling Jester", "bard", 5, "bonus 1"),
  hero("Silver Tongue", "bard", 9, "pull 2"),
  hero("Hymn Singer", "bard", 7, "protect; draw 1"),
  hero("Echo Minstrel", "bard", 8, "search modifier; draw 1"),
  hero("Grand Maestro", "bard", 10, "action 2; draw 1"),
];

const ITEMS: CardDef[] = [
  item("Lucky Charm", "roll +1"),
  item("Runed Blade", "roll +2"),
  item("Warden's Sigil", "guard"),
  item("Oak Buckler", "guard"),
  item("Hawk Mask", "class ranger"),
  item("Owl Mask", "class wizard"),
  item("Bear Mask", "class fighter"),
  item("Lark Mask", "class bard"),
  cursed("Leaden Shackles", "seal"),
  cursed("Crow's Omen", "roll -2"),
  cursed("Cracked Hourglass", "roll -3"),
  cursed("Gloom Shroud", "seal"),
];

const MAGIC: CardDef[] = [
  magic("Fire Rain", "destroy"),
  magic("Windfall", "draw 2"),
  magic("Second Wind", "action 2"),
  magic("Grave Call", "search hero"),
  magic("Earthquake", "each-sacrifice 1"),
  magic("Sleight of Hand", "pull 2"),
  magic("Mind Fog", "each-discard 2"),
  magic("Reclaim", "search any; draw 1"),
  magic("Banish", "return"),
  magic("Rust Storm", "destroy-item; draw 1"),
];

const MODIFIERS: CardDef[] = [
  ...copies(4, () => modifier("Trick of Light", "+1/-3")),
  ...copies(4, () => modifier("Loaded Dice", "+2/-2")),
  ...copies(2, () => modifier("Battle Hymn", "+3/-1")),
  ...copies(2, () => modifier("Heroic Surge", "+4")),
  ...copies(2, () => modifier("Grim Omen", "-4")),
  ...copies(2, () => modifier("Steady Hand", "+2")),
  ...copies(2, () => modifier("Stumble", "-2")),
];

const CHALLENGES: CardDef[] = copies(12, () => challenge("Stand-Off"));

const MONSTERS: CardDef[] = [
  monster("Bramble Wyrm", "any any", 8, 4, "sacrifice 1", "effect +1"),
  monster("Glass Basilisk", "any fighter", 9, 5, "discard 2", "attack +1"),
  monster("Cave Troll Mother", "any any any", 8, 5, "sacrifice 1", "turn-draw 1"),
  monster("Salt Kraken", "any ranger", 9, 6, "sacrifice 1", "challenge +2"),
  monster("Hollow King", "any any any any", 10, 6, "sacrifice 2", "points +1"),
  monster("Murk Hydra", "guardian any", 8, 5, "discard 2", "effect +1"),
  monster("Ember Phoenix", "wizard any", 9, 4, "sacrifice 1", "on magic: draw 1"),
  monster("Thunder Roc", "bard any", 8, 4, "discard 1", "turn-draw 1"),
  monster("Gloam Spider Queen", "thief any any", 9, 5, "sacrifice 1", "attack +2"),
  monster("Iron Golem", "fighter guardian", 10, 6, "sacrifice 1", "on loss: draw 2"),
  monster("Dune Sphinx", "wizard bard", 9, 5, "discard 2", "on draw: draw 1"),
  monster("Fen Witch", "any any", 7, 5, "discard 1", "challenge +1"),
  monster("Moon Wolf Pack", "ranger thief", 8, 4, "sacrifice 1", "attack +1"),
  monster("Obsidian Drake", "any any any", 10, 7, "sacrifice 1", "points +1"),
  monster("Dread Manticore", "fighter any any", 9, 6, "sacrifice 1", "on slay: draw 2"),
];

/** Every card of the box by id: leaders, then the main deck, then the Monsters. */
export const CARDS: readonly CardDef[] = (() => {
  const all = [...LEADERS, ...HEROES, ...ITEMS, ...MAGIC, ...MODIFIERS, ...CHALLENGES, ...MONSTERS];
  for (let i = 0; i < all.length; i++) all[i].id = i;
  return all;
})();

export const LEADER_COUNT = LEADERS.length;
export const MAIN_FIRST = LEADERS.length;
export const MAIN_COUNT = HEROES.length + ITEMS.length + MAGIC.length + MODIFIERS.length + CHALLENGES.length;
export const MONSTER_FIRST = MAIN_FIRST + MAIN_COUNT;
export const MONSTER_COUNT = MONSTERS.length;
export const CARD_COUNT = CARDS.length;
/** The thief's Party Leader, not used with two players. */
export const THIEF_LEADER = 3;
