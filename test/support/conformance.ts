/**
 * Turns the independent referee's transcripts (test/fixtures/conformance) into our hand records.
 * The referee reveals only the stock cards that were drawn; the unseen rest is appended in
 * canonical order, which cannot matter because no one drew it.
 */
import { readFileSync } from "node:fs";
import { resolve } from "node:path";

export interface RefereeHand {
  game: number;
  hand: number;
  start: 0 | 1;
  hands: [string[], string[]];
  events: ({ p: 0 | 1; offer: string; take: boolean } | { p: 0 | 1; draw: string } | { p: 0 | 1; discard: string })[];
  knock: { p: 0 | 1; melds: string[][] } | null;
  oppMelds: { p: 0 | 1; melds: string[][] };
  layoffs: { card: string; onto: string[] }[];
  finalHands: [string[], string[]];
  before: [number, number];
  scores: [number, number];
}

export const CONFORMANCE_FILE = resolve(import.meta.dirname, "../fixtures/conformance/referee-simple-1000.jsonl");

export function loadReferee(file = CONFORMANCE_FILE): RefereeHand[] {
  return readFileSync(file, "utf8")
    .split("\n")
    .filter((l) => l.trim() !== "")
    .map((l) => JSON.parse(l) as RefereeHand);
}

const ALL = (() => {
  const out: string[] = [];
  for (const s of "CDHS") for (const r of "A23456789TJQK") out.push(r + s);
  return out;
})();

export interface ConvertedRecord {
  dealer: 0 | 1;
  hands: [string[], string[]];
  upcard: string;
  stock: string[];
  actions: Record<string, unknown>[];
}

export function refereeToRecord(h: RefereeHand): ConvertedRecord {
  const actions: Record<string, unknown>[] = [];
  const stockDraws: string[] = [];
  let upcard = "";
  let offers = 0;
  let firstPhase = true;
  let lastOfferTaken = false;
  let pendingOffer: string | null = null;
  const events = h.events;
  for (let i = 0; i < events.length; i++) {
    const e = events[i];
    if ("offer" in e) {
      if (offers === 0) upcard = e.offer;
      offers++;
      pendingOffer = e.offer;
      lastOfferTaken = e.take;
      if (e.take) actions.push({ seat: e.p, do: "take" });
      else if (firstPhase) actions.push({ seat: e.p, do: "pass" });
      // The first-upcard offer ends with a take or with the second pass.
      if (e.take || offers === 2) firstPhase = false;
    } else if ("draw" in e) {
      if (pendingOffer !== null && lastOfferTaken && e.draw === pendingOffer) {
        // already recorded as "take"
      } else {
        stockDraws.push(e.draw);
        actions.push({ seat: e.p, do: "stock" });
      }
      pendingOffer = null;
      lastOfferTaken = false;
    } else {
      const last = i === events.length - 1;
      const knock = last && h.knock !== null && h.knock.p === e.p ? h.knock : null;
      // The referee's knocker melds are the knocker's choice.
      actions.push(knock !== null ? { seat: e.p, do: "discard", card: e.discard, knock: true, melds: knock.melds } : { seat: e.p, do: "discard", card: e.discard });
    }
  }
  const used = new Set<string>([...h.hands[0], ...h.hands[1], upcard, ...stockDraws]);
  const stock = stockDraws.concat(ALL.filter((c) => !used.has(c)));
  return { dealer: h.start === 0 ? 1 : 0, hands: h.hands, upcard, stock, actions };
}
