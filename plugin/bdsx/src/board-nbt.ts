/**
 * A board item's NBT: where a paused match lives on the item.
 *
 * TAG LAYOUT (inside the item's `tag` compound, Bedrock little-endian NBT):
 *
 *   game_tables: compound
 *     v:        byte     layout version, 1
 *     kind:     string   board kind, Game.kind (1..32 chars a-z _)
 *     snapshot: string   the table service's signed snapshot of the paused match, verbatim;
 *                        absent on a plain board (1..MAX_SNAPSHOT_CHARS printable ASCII)
 *     len:      int      the snapshot's length (a truncated copy is refused before the HMAC check)
 *
 * Reading goes: bdsx NBT values -> prismarine-nbt typed tags (bounded while converting) -> the
 * little-endian encoding, refused above MAX_TAG_BYTES -> zod validation of the typed tags -> the
 * snapshot string, which the table service then verifies (HMAC, server, version, resume-once).
 * Anything else under `game_tables` (an extra key, a wrong tag type) is refused: a board someone
 * edited is a plain board, and the player is told why.
 */
import * as nbt from "prismarine-nbt";
// zod v3's build: zod 4's main build calls BigInt at load, and ChakraCore (bdsx) has no BigInt.
import { z } from "zod/v3";

export const TAG_KEY = "game_tables";
export const LAYOUT_VERSION = 1;
/**
 * The longest snapshot accepted. The service's snapshots keep only the hand's latest public events
 * (SNAPSHOT_HISTORY), so the largest possible one (64-byte player ids, every number at its maximum)
 * stays under 1 KiB; 4 KiB leaves room for a later snapshot version and refuses anything bigger.
 */
export const MAX_SNAPSHOT_CHARS = 4096;
/** The most bytes the encoded `game_tables` compound may take. */
export const MAX_TAG_BYTES = MAX_SNAPSHOT_CHARS + 256;

export interface BoardData {
  kind: string;
  /** "" for a plain board. */
  snapshot: string;
}

export type TypedTag = nbt.Tags[nbt.TagType];
export type TypedCompound = nbt.Compound;

const printable = (s: string): boolean => {
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c < 32 || c > 126) return false;
  }
  return true;
};

const kindSchema = z
  .string()
  .min(1)
  .max(32)
  .refine((s) => {
    for (let i = 0; i < s.length; i++) {
      const c = s.charCodeAt(i);
      if (!((c >= 97 && c <= 122) || c === 95)) return false;
    }
    return true;
  }, "board kind must be lowercase letters and _");

/** The typed `game_tables` compound exactly as the layout above allows it. */
export const boardTagSchema = z
  .object({
    type: z.literal("compound"),
    value: z
      .object({
        v: z.object({ type: z.literal("byte"), value: z.literal(LAYOUT_VERSION) }).strict(),
        kind: z.object({ type: z.literal("string"), value: kindSchema }).strict(),
        snapshot: z
          .object({ type: z.literal("string"), value: z.string().min(1).max(MAX_SNAPSHOT_CHARS).refine(printable, "snapshot must be printable ASCII") })
          .strict()
          .optional(),
        len: z.object({ type: z.literal("int"), value: z.number().int().min(1).max(MAX_SNAPSHOT_CHARS) }).strict().optional(),
      })
      .strict()
      .superRefine((v, ctx) => {
        if ((v.snapshot === undefined) !== (v.len === undefined)) ctx.addIssue({ code: z.ZodIssueCode.custom, message: "snapshot and len go together" });
        else if (v.snapshot !== undefined && v.len !== undefined && v.snapshot.value.length !== v.len.value) {
          ctx.addIssue({ code: z.ZodIssueCode.custom, message: "snapshot is truncated or padded" });
        }
      }),
  })
  .strict();

/** oversized: over MAX_TAG_BYTES; truncated: shorter than its `len`; version: another layout. */
export type BoardReadError = "oversized" | "truncated" | "malformed" | "version";

export function boardTag(data: BoardData): TypedCompound {
  const value: TypedCompound["value"] = {
    v: { type: "byte", value: LAYOUT_VERSION },
    kind: { type: "string", value: data.kind },
  };
  if (data.snapshot !== "") {
    value["snapshot"] = { type: "string", value: data.snapshot };
    value["len"] = { type: "int", value: data.snapshot.length };
  }
  return { type: "compound", value };
}

/** Little-endian NBT bytes of the `game_tables` compound (as a root compound named TAG_KEY). */
export function encodeBoardTag(tag: TypedCompound): Buffer {
  return nbt.writeUncompressed({ type: "compound", name: TAG_KEY, value: tag.value }, "little");
}

export function decodeBoardTagBytes(bytes: Buffer): TypedCompound {
  const root = nbt.parseUncompressed(bytes, "little");
  return { type: "compound", value: root.value };
}

/** Validates a typed compound (from an item or from bytes) and returns the board it describes. */
export function readBoardTag(tag: unknown): { ok: true; board: BoardData } | { ok: false; error: BoardReadError; detail: string } {
  let size: number;
  try {
    const t = tag as TypedCompound;
    if (t === null || typeof t !== "object" || t.type !== "compound") return { ok: false, error: "malformed", detail: "not a compound" };
    size = encodeBoardTag(t).length;
  } catch (e) {
    return { ok: false, error: "malformed", detail: `not encodable as NBT: ${(e as Error).message}` };
  }
  if (size > MAX_TAG_BYTES) return { ok: false, error: "oversized", detail: `${size} bytes, at most ${MAX_TAG_BYTES}` };
  const fields = (tag as TypedCompound).value;
  const v = fields["v"];
  if (v !== undefined && v.type === "byte" && v.value !== LAYOUT_VERSION) return { ok: false, error: "version", detail: `layout ${v.value}` };
  const snap = fields["snapshot"];
  const len = fields["len"];
  if (snap !== undefined && snap.type === "string" && len !== undefined && len.type === "int" && snap.value.length < len.value) {
    return { ok: false, error: "truncated", detail: `${snap.value.length} of ${len.value} characters` };
  }
  const parsed = boardTagSchema.safeParse(tag);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return { ok: false, error: "malformed", detail: `${issue.path.join(".")}: ${issue.message}` };
  }
  const value = parsed.data.value;
  return { ok: true, board: { kind: value.kind.value, snapshot: value.snapshot !== undefined ? value.snapshot.value : "" } };
}
