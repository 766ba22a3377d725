/** Reading a screen's parts in tests: the hand's groups, the piles, the showdown's rows. */
import type { Screen } from "../../src/screen/model";
import type { CardZone, Counter, ResultSeat, TablePart } from "../../src/screen/parts";

export function zone(g: TablePart | undefined, id: string): CardZone | undefined {
  return g?.zones.find((z) => z.id === id);
}

export function faces(z: CardZone | undefined): number[] {
  return z === undefined ? [] : z.groups.flatMap((g) => g.cards.map((c) => c.face));
}

/** The viewer's hand as Gin Rummy groups it: its melds and its deadwood cards. */
export function hand(screen: Screen): { melds: number[][]; deadwood: number[] } {
  const z = zone(screen.game, "hand");
  const melds: number[][] = [];
  const deadwood: number[] = [];
  for (const g of z?.groups ?? []) {
    if (g.tone === "loose") deadwood.push(...g.cards.map((c) => c.face));
    else melds.push(g.cards.map((c) => c.face));
  }
  return { melds, deadwood };
}

export function stockCount(g: TablePart | undefined): number {
  return zone(g, "stock")?.hidden ?? 0;
}

/** The discard pile's top face, or -1. */
export function topDiscard(g: TablePart | undefined): number {
  const f = faces(zone(g, "discard"));
  return f.length > 0 ? f[f.length - 1] : -1;
}

export function counter(list: readonly Counter[] | undefined, id: string): Counter | undefined {
  return list?.find((c) => c.id === id);
}

/** A showdown seat: its melds, the cards laid onto each, its loose cards and figures. */
export function resultSeat(rs: ResultSeat): { melds: number[][]; laidOn: number[][]; loose: number[]; deadwood: number; laidOff: number[] } {
  const melds: number[][] = [];
  const laidOn: number[][] = [];
  const loose: number[] = [];
  for (const g of rs.zone.groups) {
    if (g.tone === "loose") loose.push(...g.cards.map((c) => c.face));
    else {
      melds.push(g.cards.filter((c) => c.highlight !== true).map((c) => c.face));
      laidOn.push(g.cards.filter((c) => c.highlight === true).map((c) => c.face));
    }
  }
  return { melds, laidOn, loose, deadwood: counter(rs.notes, "deadwood")?.value ?? 0, laidOff: counter(rs.notes, "laid_off")?.cards?.faces ?? [] };
}

/** Every face a screen shows anywhere: zones, the open choice, the showdown, card buttons. */
export function shownFaces(screen: Screen): number[] {
  const out: number[] = [];
  for (const z of screen.game?.zones ?? []) out.push(...faces(z));
  for (const z of screen.choice?.rows ?? []) out.push(...faces(z));
  for (const rs of screen.result?.seats ?? []) out.push(...faces(rs.zone));
  for (const b of screen.buttons) if (b.card !== undefined) out.push(b.card);
  return out;
}
