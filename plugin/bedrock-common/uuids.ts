/**
 * Pack uuids: name-based (RFC 4122 version 5, URL namespace) so they are stable forever, and
 * committed as constants so a pack update keeps its identity. A test recomputes them.
 */
import { createHash } from "node:crypto";

export const PACK_UUIDS = {
  behaviorPack: "c0080352-4fad-5c15-bc4a-01d42719f679", // v5("game-tables:behavior-pack")
  behaviorData: "554e42a2-2621-500b-ba81-4499118b9f16", // v5("game-tables:behavior-pack:data")
  resourcePack: "f2ddfa32-6723-5be1-baac-71cc15333a09", // v5("game-tables:resource-pack")
  resourceModule: "e1739229-596c-5c89-bf73-baa6977923bf", // v5("game-tables:resource-pack:resources")
  handPack: "d7a7ea0a-a75f-5fae-8435-161a675b0322", // v5("game-tables:hand-pack")
  handData: "a18f68ce-2bbc-52ba-b6d5-8b7466c40de7", // v5("game-tables:hand-pack:data")
  handScript: "eaea8311-9576-5bab-8a89-a9ace75b48a2", // v5("game-tables:hand-pack:script")
} as const;

const URL_NAMESPACE = "6ba7b811-9dad-11d1-80b4-00c04fd430c8";

export function uuidV5(name: string, namespace: string = URL_NAMESPACE): string {
  const ns = Buffer.from(namespace.split("-").join(""), "hex");
  const b = createHash("sha1").update(Buffer.concat([ns, Buffer.from(name, "utf8")])).digest().subarray(0, 16);
  b[6] = (b[6] & 0x0f) | 0x50;
  b[8] = (b[8] & 0x3f) | 0x80;
  const x = b.toString("hex");
  return `${x.slice(0, 8)}-${x.slice(8, 12)}-${x.slice(12, 16)}-${x.slice(16, 20)}-${x.slice(20)}`;
}
